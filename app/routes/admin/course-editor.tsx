import { data, Link, redirect, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { reportFailure } from "~/.server/http/report-failure";
import type { Route } from "./+types/course-editor";
import { setFlash } from "~/.server/flash";
import { buttonVariants } from "~/components/ui/button";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import {
  auditOrigin,
  getAdminSession,
  notAllowedMessage,
  requireAdmin,
} from "~/features/admin-auth/require-admin.server";
import { draftOwnerOf } from "~/features/course-admin/course-draft";
import { CourseEditorForm, type SaveFailure } from "~/features/course-admin/course-editor-form";
import { can, PERMISSIONS } from "~/lib/admin-roles";
import { previewHref } from "~/features/course-admin/dashboard-course-card";
import { loadCourseForEdit } from "~/features/course-admin/manage-courses.server";
import { saveCourse } from "~/features/course-admin/save-course.server";
import { courseTitle } from "~/lib/course/course-text";

/** Spec §2: the id "new" means create mode; any other value edits that course. */
const isCreate = (courseId: string) => courseId === "new";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context, ...PERMISSIONS.editCourses);
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
      draftOwner,
    };
  try {
    const found = await loadCourseForEdit(context.db, params.courseId);
    if (!found)
      return data({ found: false as const, message: "Course not found" }, { status: 404 });
    return { found: true as const, ...found, draftOwner };
  } catch (error) {
    reportFailure(context, error, "Loading a course for editing failed");
    const message = error instanceof Error ? error.message : "Unknown error";
    return data({ found: false as const, message }, { status: 500 });
  }
}

const SESSION_ENDED: SaveFailure = {
  error: { title: "Session expired", description: "Sign in again to save this course" },
  sessionEnded: true,
};

export async function action({ request, context, params }: Route.ActionArgs) {
  // The same check as requireAdmin, answered as data rather than thrown (issue #14): a thrown 401
  // shows the gate in place of the page and the typed course was lost; the editor keeps it, asks
  // for the password in a dialog and sends it again.
  const session = await getAdminSession(request, context);
  if (!session) return data<SaveFailure>(SESSION_ENDED, { status: 401 });
  // A role that may not edit (someone signed in as an analyst in the dialog): refused as data
  // too, so the dialog says so and the typed course stays (a thrown 403 replaced the page).
  if (!can(session.admin.role, "editCourses")) {
    return data<SaveFailure>(
      { error: notAllowedMessage(session.admin.role), notAllowed: true },
      { status: 403, headers: { "Cache-Control": "no-store" } },
    );
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data<SaveFailure>(
      { error: { title: "Error saving course", description: "The form could not be read" } },
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

function BackToDashboard() {
  return (
    <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
      Back to Dashboard
    </Link>
  );
}

export default function CourseEditor({ loaderData, params }: Route.ComponentProps) {
  const location = useLocation();
  if (!loaderData.found) {
    return (
      <div role="alert" className="space-y-4 rounded-2xl border border-red-200 bg-red-50 p-6">
        <h1 className="text-xl font-bold text-red-800">Error loading course</h1>
        <p className="text-red-900">{loaderData.message}</p>
        <BackToDashboard />
      </div>
    );
  }
  const creating = isCreate(params.courseId);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{creating ? "Create New Course" : "Edit Course"}</h1>
          <p className="text-slate-600">
            {creating ? "Add a new course with YouTube videos" : "Update course details and videos"}
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
              to={previewHref(params.courseId)}
              reloadDocument
              className={buttonVariants({ variant: "outline" })}
              title="The last saved version, as learners will see it"
            >
              Preview
            </Link>
          )}
          <BackToDashboard />
        </div>
      </div>
      {/* Keyed by the course, not its version: signing in again in the dialog reloads the data,
          and the form must keep what was typed. */}
      <CourseEditorForm
        key={loaderData.course?.id ?? "new"}
        courseId={creating ? null : params.courseId}
        course={loaderData.course}
        lessons={loaderData.lessons}
        links={loaderData.links}
        quizzes={loaderData.quizzes}
        questionStats={loaderData.questionStats}
        draftOwner={loaderData.draftOwner}
        signIn={(onSignedIn) => (
          <AdminGate redirectTo={location.pathname + location.search} onSignedIn={onSignedIn} />
        )}
      />
    </div>
  );
}
