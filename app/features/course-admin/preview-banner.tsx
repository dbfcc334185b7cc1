// The admin's preview of a course (issue #14, decision 0022): the banner above the course that
// says it is a preview and whether learners can see it yet, with the way back to editing.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

export function PreviewBanner({ courseId, published }: { courseId: string; published: boolean }) {
  return (
    <div
      role="note"
      aria-label="معاينة"
      data-preview-banner
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p>
        <strong>معاينة</strong> —{" "}
        {published
          ? "هذه الدورة منشورة، وهكذا يراها المتعلمون."
          : "لا يرى المتعلمون هذه الدورة إلا بعد نشرها."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={`/admin/course/${encodeURIComponent(courseId)}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          تعديل الدورة
        </Link>
        <Link to="/admin" className={buttonVariants({ variant: "outline", size: "sm" })}>
          لوحة التحكم
        </Link>
      </div>
    </div>
  );
}
