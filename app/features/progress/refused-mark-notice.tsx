// The notice a learner gets when the site refuses a lesson mark made without a connection (issue
// #27, decision 0046): the mark was shown at once and queued (app/browser/progress.ts); when it is
// sent and the server answers anything but success (a lesson marked too soon, a lesson removed
// meanwhile), the mark is dropped, unmarked on the page, and this says so. Any signed-in page may
// send the queue, so root.tsx puts it, hidden, on every signed-in learner's page (never a
// visitor's: their pages' bytes are the budget's, and they have no queue to send).
import { useI18n } from "~/i18n/i18n-context";

export function RefusedMarkNotice() {
  const { t } = useI18n();
  return (
    <div
      data-refused-mark
      hidden
      role="alert"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-lg rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900 shadow-lg"
    >
      <p className="font-bold">{t("progress.refused.text")}</p>
      {/* The server's own reason, when it gave one as text: isolated, it may be in any script. */}
      <p data-refused-reason dir="auto" className="mt-1" hidden />
      <div className="mt-2 flex flex-wrap gap-4">
        <a
          data-refused-lesson
          href="#main"
          className="inline-flex min-h-11 items-center font-bold text-emerald-800 underline"
        >
          {t("progress.refused.openLesson")}
        </a>
        <button
          type="button"
          data-refused-close
          className="inline-flex min-h-11 items-center underline"
        >
          {t("progress.refused.close")}
        </button>
      </div>
    </div>
  );
}
