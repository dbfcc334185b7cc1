// 'n of m lessons (p%)' with a bar (issue #6): the course page, /account and the home page's
// 'continue learning' cards.
import { progressPercent } from "~/lib/learner";

export function CourseProgressBar({ completed, total }: { completed: number; total: number }) {
  const percent = progressPercent(completed, total);
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {/* Worded without a counted noun, whose Arabic form changes with the number. */}
        {`الدروس المكتملة: ${completed} من ${total} `}
        <span dir="ltr">{`(${percent}%)`}</span>
      </p>
      <div
        role="progressbar"
        aria-label="التقدّم في الدورة"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
