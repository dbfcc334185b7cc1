// 'Save for offline' on a course page (issue #17): stores every lesson's page of the course in
// this browser (app/browser/offline.ts). It needs a script and a service worker, so the server
// sends it hidden and the script shows it where the browser can do it. A course with uploaded
// lessons (issue #28) also saves their media: the size is told before, and the space used after.
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";

export function SaveOfflineButton({
  courseId,
  title,
  lessonCount,
}: {
  courseId: string;
  title: string;
  lessonCount: number;
}) {
  const { t } = useI18n();
  return (
    <div
      data-save-offline={courseId}
      data-title={title}
      data-lessons={lessonCount}
      data-saving-text={t("offline.saving")}
      data-failed-text={t("offline.saveFailed")}
      data-size-template={t("offline.mediaSize", { size: "{size}" })}
      data-used-template={t("offline.mediaUsed", { size: "{size}" })}
      hidden
      className="flex flex-wrap items-center gap-3 text-sm"
    >
      <button
        type="button"
        data-when="todo"
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {t("offline.save")}
      </button>
      {/* A course with uploaded lessons: their media's size is told first (issue #28). */}
      <button
        type="button"
        data-when="confirm"
        hidden
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        {t("offline.confirmSave")}
      </button>
      <span data-when="done" hidden className="font-bold text-emerald-800">
        {t("offline.savedCourse")}
      </span>
      <button
        type="button"
        data-when="done"
        data-remove-saved
        hidden
        className={buttonVariants({ variant: "ghost", size: "sm" })}
      >
        {t("offline.removeSaved")}
      </button>
      <span data-offline-status role="status" className="text-slate-600" />
    </div>
  );
}
