// GET /admin/courses/:courseId/export: one course as a ZIP download (issue #14).
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import { exportCourses } from "~/features/course-transfer/export-courses.server";
import { exportResponse } from "~/features/course-transfer/export-response.server";
import type { Route } from "./+types/export-course";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.transferCourses);
  const exported = await exportCourses(context.db, context.storage, params.courseId, context.log);
  if (!exported) throw new Response("Course not found", { status: 404 });
  return exportResponse(exported);
}
