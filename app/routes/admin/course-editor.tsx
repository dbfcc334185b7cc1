import { data, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { reportFailure } from "~/.server/http/report-failure";
import type { Route } from "./+types/course-editor";
import { setFlash } from "~/.server/flash";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import {
  auditOrigin,
  getAdminSession,
  requireAdmin,
} from "~/features/admin-auth/require-admin.server";
import { draftOwnerOf } from "~/features/course-admin/course-draft";
import { type SaveFailure } from "~/features/course-admin/course-editor-form";
import { CourseEditorPage, isCreate } from "~/features/course-admin/course-editor-page";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { can, PERMISSIONS } from "~/lib/admin-roles";
import { loadCourseForEdit } from "~/features/course-admin/manage-courses.server";
import { saveCourse } from "~/features/course-admin/save-course.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.editCourses);
  const { admin } = session;
  // Drafts in the browser are kept per administrator: a shared computer offers each their own.
  const draftOwner = draftOwnerOf(admin);
  if (isCreate(params.courseId))
    return {
      found: true as const,
      course: null,
      lessons: [],
      links: [],
      quizzes: {},
      questionStats: {},
      transcripts: {},
      media: {},
      draftOwner,
    };
  try {
    const found = await loadCourseForEdit(context.db, params.courseId);
    if (!found) {
      const { t } = adminTranslator(await adminLocaleOf(request, context, session));
      return data({ found: false as const, message: t("dash.courseNotFound") }, { status: 404 });
    }
    return { found: true as const, ...found, draftOwner };
  } catch (error) {
    reportFailure(context, error, "Loading a course for editing failed");
    const message = error instanceof Error ? error.message : "Unknown error";
    return data({ found: false as const, message }, { status: 500 });
  }
}

/** The session has ended: the editor opens the sign-in dialog, which says it in its own words. */
const sessionEnded = ({ t }: ReturnType<typeof adminTranslator>): SaveFailure => ({
  error: { title: t("editor.sessionExpired"), description: t("editor.signInToSave") },
  sessionEnded: true,
});

export async function action({ request, context, params }: Route.ActionArgs) {
  // The same check as requireAdmin, answered as data rather than thrown (issue #14): a thrown 401
  // shows the gate in place of the page and the typed course was lost; the editor keeps it, asks
  // for the password in a dialog and sends it again.
  const session = await getAdminSession(request, context);
  // The messages of a refused save are in the language of who saves (issue #27).
  const i18n = adminTranslator(await adminLocaleOf(request, context, session));
  if (!session) return data<SaveFailure>(sessionEnded(i18n), { status: 401 });
  // A role that may not edit (someone signed in as an analyst in the dialog): refused as data
  // too, so the dialog says so and the typed course stays (a thrown 403 replaced the page).
  if (!can(session.admin.role, "editCourses")) {
    return data<SaveFailure>(
      {
        error: {
          title: i18n.t("error.notAllowed"),
          description: i18n.t("error.notAllowedRole", {
            role: i18n.t(`role.${session.admin.role}`),
          }),
        },
        notAllowed: true,
      },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data<SaveFailure>(
      { error: { title: i18n.t("form.errorSaving"), description: i18n.t("editor.unreadable") } },
      { status: 400 },
    );
  }
  const courseId = isCreate(params.courseId) ? null : params.courseId;
  const result = await saveCourse(
    context.db,
    context.storage,
    courseId,
    body,
    context.log,
    auditOrigin(session, context),
    i18n,
  );
  if (!result.ok) {
    return data<SaveFailure>(
      { error: result.error, fieldErrors: result.fieldErrors },
      { status: result.status },
    );
  }
  return redirect("/admin", {
    headers: {
      "Set-Cookie": setFlash(request, result.created ? "course-created" : "course-updated"),
    },
  });
}

/**
 * Not after a sign-in in the editor's dialog (a fetcher's POST to /admin/login): the course on
 * screen is the one being edited, and a role that may not edit would turn the page into the 403
 * page (the loader refuses it), losing the form. The save that follows checks the role itself.
 */
export function shouldRevalidate({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === "/admin/login") return false;
  return defaultShouldRevalidate;
}

export default function CourseEditor({ loaderData, params }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <CourseEditorPage
      loaded={loaderData}
      courseId={params.courseId}
      signIn={(onSignedIn) => (
        <AdminGate redirectTo={location.pathname + location.search} onSignedIn={onSignedIn} />
      )}
    />
  );
}
