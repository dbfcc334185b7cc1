// 'n of m lessons (p%)' with a bar (issue #6): the course page and /account. On the course page
// app/browser/progress.ts recounts it when a lesson is marked (the data-* attributes); the words
// it writes come from the page (data-count-template, in the page's language: issue #15).
import { useI18n } from "~/i18n/i18n-context";
import { progressPercent } from "~/lib/learner";

export function CourseProgressBar({ completed, total }: { completed: number; total: number }) {
  const { t } = useI18n();
  const percent = progressPercent(completed, total);
  return (
    <div
      className="space-y-1"
      data-course-progress
      data-total={total}
      // Placeholders the script fills in; the numbers are plain digits in every locale.
      data-count-template={t("progress.count", { completed: "{completed}", total: "{total}" })}
      data-percent-template={t("common.percent", { percent: "{percent}" })}
    >
      <p className="text-sm text-slate-700">
        <span data-progress-count>{t("progress.count", { completed, total })}</span>{" "}
        <span dir="ltr" data-progress-percent>
          {t("common.percent", { percent })}
        </span>
      </p>
      <div
        role="progressbar"
        aria-label={t("progress.label")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-emerald-600"
          style={{ width: `${percent}%` }}
          data-progress-fill
        />
      </div>
    </div>
  );
}
