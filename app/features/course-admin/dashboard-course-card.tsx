import { useEffect, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { ConfirmDialog } from "~/components/ui/alert-dialog";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { useToast } from "~/components/ui/toast";
import {
  adminTranslator,
  DEFAULT_ADMIN_LOCALE,
  useAdminI18n,
  type AdminTranslator,
} from "~/i18n/admin/admin-i18n";
import type { AdminToastKey } from "~/lib/admin-toasts";
import type { Course } from "~/lib/course/course";
import { adminCourseTitle } from "~/lib/admin-audit";
import { pickLocalized } from "~/lib/course/course-text";
import type { FormError } from "~/lib/course/course-form";

/**
 * What a card shows, and no more: the route's data travels in the page a second time (React's
 * hydration data), so both languages' full descriptions of 24 courses would double the page.
 */
export interface DashboardCourse {
  id: string;
  /** As learners see it: Arabic, else English, else French, else UNTITLED_COURSE_TITLE. */
  title: string;
  /** As learners see it, cut to what three lines can show. */
  description: string;
  instructorName: string;
  category: string;
  thumbnailUrl: string;
  isPublished: boolean;
  /** Learners who completed it: every lesson marked and every quiz passed (issue #16). */
  completedBy: number;
}

/** Enough for the card's three lines at any width; the rest never shows. */
const CARD_DESCRIPTION_LENGTH = 220;

export function toDashboardCourse(course: Course, completedBy = 0): DashboardCourse {
  // The Arabic pages' choice, as for the title.
  const description = pickLocalized("ar", course.description)?.text ?? "";
  return {
    id: course.id,
    title: adminCourseTitle(course),
    description:
      description.length > CARD_DESCRIPTION_LENGTH
        ? `${description.slice(0, CARD_DESCRIPTION_LENGTH).trimEnd()}…`
        : description,
    instructorName: course.instructorName,
    category: course.category,
    thumbnailUrl: course.thumbnailUrl,
    isPublished: course.isPublished,
    completedBy,
  };
}

/** "Completed by 3 learners"; "No learner has completed it yet". */
export function completedByText(
  count: number,
  { t }: AdminTranslator = adminTranslator(DEFAULT_ADMIN_LOCALE),
): string {
  if (count === 0) return t("card.completedNone");
  return count === 1 ? t("card.completedOne") : t("card.completedOther", { count });
}

/** `template` with its {title} replaced by the title isolated in its own direction (<bdi>). */
function withTitle(template: string, title: string): ReactNode {
  const [before, after = ""] = template.split("{title}");
  return (
    <>
      {before}
      <bdi>{title}</bdi>
      {after}
    </>
  );
}

/** The admin's preview of a course as learners see it, drafts included (decision 0022). */
export const previewHref = (courseId: string) => `/admin/preview/${encodeURIComponent(courseId)}`;

export type CourseActionResult =
  { ok: true; toast: AdminToastKey } | { ok: false; error: FormError };

/** Shows the outcome of a dashboard action (publish toggle, delete) as a toast. */
function useActionToast(result: CourseActionResult | undefined) {
  const show = useToast();
  const { t } = useAdminI18n();
  useEffect(() => {
    if (!result) return;
    show(
      result.ok
        ? {
            title: t(`toast.${result.toast}.title`),
            description: t(`toast.${result.toast}.description`),
          }
        : { ...result.error, variant: "destructive" },
    );
  }, [result, show, t]);
}

export function DashboardCourseCard({
  course,
  editable,
  exportLink,
}: {
  course: DashboardCourse;
  /** False for a role that may not change or preview courses (issue #14): no buttons. */
  editable: boolean;
  /** The course's export link, from the course-transfer feature (the route composes the two). */
  exportLink?: ReactNode;
}) {
  const toggle = useFetcher<CourseActionResult>();
  const remove = useFetcher<CourseActionResult>();
  useActionToast(toggle.data);
  useActionToast(remove.data);
  // Optimistic: the badge flips at once, and the list is refreshed from the server after.
  const published = toggle.formData
    ? toggle.formData.get("publish") === "true"
    : course.isPublished;
  const { title } = course;
  const i18n = useAdminI18n();
  const { t } = i18n;

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <CourseThumbnail url={course.thumbnailUrl} category={course.category} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant={published ? "free" : "neutral"}>
            {published ? t("card.published") : t("card.draft")}
          </Badge>
          {course.category ? <Badge variant="category">{course.category}</Badge> : null}
        </div>
        <h2 className="line-clamp-2 text-lg font-bold" dir="auto">
          {title}
        </h2>
        <p className="line-clamp-3 text-sm text-slate-600" dir="auto">
          {course.description}
        </p>
        <p className="text-sm text-slate-700" dir="auto">
          {course.instructorName}
        </p>
        <p className="text-sm text-slate-700" data-testid="completed-by">
          {completedByText(course.completedBy, i18n)}
        </p>
        {editable ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            <Link
              to={`/admin/course/${course.id}`}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={t("card.editAria", { title })}
            >
              {t("card.edit")}
            </Link>
            {exportLink}
            {/* A public page, which loads no React (decision 0011): a whole-document load. */}
            <Link
              to={previewHref(course.id)}
              reloadDocument
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={t("card.previewAria", { title })}
            >
              {t("card.preview")}
            </Link>
            <toggle.Form method="post">
              <input type="hidden" name="intent" value="toggle" />
              <input type="hidden" name="courseId" value={course.id} />
              <input type="hidden" name="publish" value={String(!published)} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={t(published ? "card.unpublishAria" : "card.publishAria", { title })}
              >
                {published ? t("card.unpublish") : t("card.publish")}
              </Button>
            </toggle.Form>
            <ConfirmDialog
              title={withTitle(t("card.deleteTitle"), title)}
              description={t("card.deleteConfirmation")}
              confirmLabel={t("card.delete")}
              cancelLabel={t("card.cancel")}
              dir={i18n.dir}
              lang={i18n.locale}
              onConfirm={() =>
                remove.submit({ intent: "delete", courseId: course.id }, { method: "post" })
              }
              trigger={
                <Button
                  variant="outline"
                  size="sm"
                  className="text-red-700"
                  aria-label={t("card.deleteAria", { title })}
                >
                  {t("card.delete")}
                </Button>
              }
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
