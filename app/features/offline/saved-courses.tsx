// The list of courses saved for offline reading (issue #17): on the home page, /account and the
// offline page. The saved copies live in this browser's caches, which only the page's script can
// read (app/browser/offline.ts): the server sends the frame, hidden, with the words the script
// needs, and the script fills and shows it when this browser has saved something.
import { useI18n } from "~/i18n/i18n-context";

export function SavedCourses({
  showEmpty = false,
  className,
}: {
  /** Shown even when nothing is saved (the offline page); elsewhere it stays hidden then. */
  showEmpty?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <section
      data-saved-courses
      data-show-empty={showEmpty ? "" : undefined}
      data-remove-label={t("offline.saved.remove")}
      data-storage-template={t("offline.saved.storage", { used: "{used}" })}
      hidden
      aria-labelledby="saved-courses-heading"
      className={className}
    >
      <h2 id="saved-courses-heading" className="text-xl font-bold">
        {t("offline.saved.heading")}
      </h2>
      <p data-saved-empty hidden className="mt-2 text-slate-600">
        {t("offline.saved.empty")}
      </p>
      <ul data-saved-list className="mt-4 space-y-2" />
      <p data-storage-used className="mt-3 text-sm text-slate-600" />
    </section>
  );
}
