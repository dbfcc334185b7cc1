import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/course-editor";
import { setFlash } from "~/.server/flash";
import { buttonVariants } from "~/components/ui/button";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { CourseEditorForm } from "~/features/course-admin/course-editor-form";
import { loadCourseForEdit } from "~/features/course-admin/manage-courses.server";
import { saveCourse } from "~/features/course-admin/save-course.server";

/** Spec §2: the id "new" means create mode; any other value edits that course. */
const isCreate = (courseId: string) => courseId === "new";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (isCreate(params.courseId))
    return { found: true as const, course: null, lessons: [], links: [] };
  try {
    const found = await loadCourseForEdit(context.db, params.courseId);
    if (!found)
      return data({ found: false as const, message: "Course not found" }, { status: 404 });
    return { found: true as const, ...found };
  } catch (error) {
    console.error("Loading a course for editing failed:", error);
    const message = error instanceof Error ? error.message : "Unknown error";
    return data({ found: false as const, message }, { status: 500 });
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return data(
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
    auditOrigin(session, context),
  );
  if (!result.ok) return data({ error: result.error }, { status: result.status });
  return redirect("/admin", {
    headers: {
      "Set-Cookie": setFlash(request, result.created ? "course-created" : "course-updated"),
    },
  });
}

function BackToDashboard() {
  return (
    <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
      Back to Dashboard
    </Link>
  );
}

export default function CourseEditor({ loaderData, actionData, params }: Route.ComponentProps) {
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
        </div>
        <BackToDashboard />
      </div>
      <CourseEditorForm
        key={loaderData.course?.updatedAt ?? "new"}
        course={loaderData.course}
        lessons={loaderData.lessons}
        links={loaderData.links}
        error={actionData?.error}
      />
    </div>
  );
}
