// The course editor's page (spec §2 'Course editor'): "Create New Course" or "Edit Course", the
// course as learners name it, Preview and Back to Dashboard, then the form. The sign-in gate for
// the form's dialog is given by the route (it belongs to admin-auth).
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { courseTitle } from "~/lib/course/course-text";
import { CourseEditorForm } from "./course-editor-form";
import { previewHref } from "./dashboard-course-card";

/** Spec §2: the id "new" means create mode; any other value edits that course. */
export const isCreate = (courseId: string) => courseId === "new";

function BackToDashboard() {
  const { t } = useAdminI18n();
  return (
    <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
      {t("error.backToDashboard")}
    </Link>
  );
}

/** What the editor's loader answers: the course to edit, or why there is none. */
type EditorData =
  | ({ found: true } & Omit<ComponentProps<typeof CourseEditorForm>, "courseId" | "signIn">)
  | { found: false; message: string };

/** The editor's page: its heading, the links beside it, and the form (or why it cannot open). */
export function CourseEditorPage({
  loaded: loaderData,
  courseId,
  signIn,
}: {
  loaded: EditorData;
  courseId: string;
  signIn: ComponentProps<typeof CourseEditorForm>["signIn"];
}) {
  const { t } = useAdminI18n();
  if (!loaderData.found) {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-800">{t("editor.errorLoading")}</h1>
        <p className="text-red-900">{loaderData.message}</p>
        <BackToDashboard />
      </div>
    );
  }
  const creating = isCreate(courseId);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{creating ? t("editor.create") : t("editor.edit")}</h1>
          <p className="text-slate-600">
            {creating ? t("editor.createIntro") : t("editor.editIntro")}
          </p>
          {/* The course as learners name it: its Arabic title when it has one (issue #14). */}
          {loaderData.course ? (
            <p
              className="mt-1 text-lg font-bold text-slate-800"
              dir="auto"
              data-testid="editor-course-title"
            >
              {courseTitle(loaderData.course)}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {/* The saved course as learners see it (issue #14); a public page: a document load. */}
          {creating ? null : (
            <Link
              to={previewHref(courseId)}
              reloadDocument
              className={buttonVariants({ variant: "outline" })}
              title={t("editor.previewHint")}
            >
              {t("editor.preview")}
            </Link>
          )}
          <BackToDashboard />
        </div>
      </div>
      {/* Keyed by the course, not its version: signing in again in the dialog reloads the data,
          and the form must keep what was typed. */}
      <CourseEditorForm
        key={loaderData.course?.id ?? "new"}
        courseId={creating ? null : courseId}
        course={loaderData.course}
        lessons={loaderData.lessons}
        links={loaderData.links}
        quizzes={loaderData.quizzes}
        questionStats={loaderData.questionStats}
        transcripts={loaderData.transcripts}
        media={loaderData.media}
        draftOwner={loaderData.draftOwner}
        signIn={signIn}
      />
    </div>
  );
}
