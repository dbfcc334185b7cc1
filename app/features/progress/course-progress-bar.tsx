// 'n of m lessons (p%)' with a bar (issue #6): the course page and /account. On the course page
// app/browser/progress.ts recounts it when a lesson is marked (the data-* attributes).
import { progressCountText, progressPercent } from "~/lib/learner";

export function CourseProgressBar({ completed, total }: { completed: number; total: number }) {
  const percent = progressPercent(completed, total);
  return (
    <div className="space-y-1" data-course-progress data-total={total}>
      <p className="text-sm text-slate-700">
        <span data-progress-count>{progressCountText(completed, total)}</span>{" "}
        <span dir="ltr" data-progress-percent>{`(${percent}%)`}</span>
      </p>
      <div
        role="progressbar"
        aria-label="التقدّم في الدورة"
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
