import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { useToast } from "~/components/ui/toast";
import { ADMIN_TOASTS, type AdminToastKey } from "~/lib/admin-toasts";
import type { Course } from "~/lib/course";
import { firstText } from "~/lib/course-text";
import { ExportCourseLink } from "~/features/course-transfer/transfer-actions";
import type { FormError } from "./course-form";

export const DELETE_CONFIRMATION =
  "Are you sure you want to delete this course? This action cannot be undone.";

export type CourseActionResult =
  { ok: true; toast: AdminToastKey } | { ok: false; error: FormError };

/** Shows the outcome of a dashboard action (publish toggle, delete) as a toast. */
function useActionToast(result: CourseActionResult | undefined) {
  const show = useToast();
  useEffect(() => {
    if (!result) return;
    show(result.ok ? ADMIN_TOASTS[result.toast] : { ...result.error, variant: "destructive" });
  }, [result, show]);
}

export function DashboardCourseCard({ course }: { course: Course }) {
  const toggle = useFetcher<CourseActionResult>();
  const remove = useFetcher<CourseActionResult>();
  useActionToast(toggle.data);
  useActionToast(remove.data);
  // Optimistic: the badge flips at once, and the list is refreshed from the server after.
  const published = toggle.formData
    ? toggle.formData.get("publish") === "true"
    : course.isPublished;
  const title = firstText(course.title, course.titleAr);

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CourseThumbnail url={course.thumbnailUrl} category={course.category} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant={published ? "free" : "neutral"}>
            {published ? "Published" : "Draft"}
          </Badge>
          {course.category ? <Badge variant="category">{course.category}</Badge> : null}
        </div>
        <h2 className="line-clamp-2 text-lg font-bold" dir="auto">
          {title}
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600" dir="auto">
          {firstText(course.description, course.descriptionAr)}
        </p>
        <p className="text-sm text-slate-700" dir="auto">
          {course.instructorName}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/admin/course/${course.id}`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`Edit ${title}`}
          >
            Edit
          </Link>
          <ExportCourseLink courseId={course.id} title={title} />
          <toggle.Form method="post">
            <input type="hidden" name="intent" value="toggle" />
            <input type="hidden" name="courseId" value={course.id} />
            <input type="hidden" name="publish" value={String(!published)} />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              aria-label={`${published ? "Unpublish" : "Publish"} ${title}`}
            >
              {published ? "Unpublish" : "Publish"}
            </Button>
          </toggle.Form>
          <ConfirmDialog
            title="Delete course"
            description={DELETE_CONFIRMATION}
            confirmLabel="Delete"
            dir="ltr"
            lang="en"
            onConfirm={() =>
              remove.submit({ intent: "delete", courseId: course.id }, { method: "post" })
            }
            trigger={
              <Button
                variant="outline"
                size="sm"
                className="text-red-700"
                aria-label={`Delete ${title}`}
              >
                Delete
              </Button>
            }
          />
        </div>
      </div>
    </article>
  );
}
