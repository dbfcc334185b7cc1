// GET /admin/courses/export: every course as a ZIP download (issue #14); GET
// /admin/courses/:courseId/export (export-course.ts) is the same for one. No page: the file.
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import { exportCourses } from "~/features/course-transfer/export-courses.server";
import { exportResponse } from "~/features/course-transfer/export-response.server";
import type { Route } from "./+types/export-courses";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.transferCourses);
  const exported = await exportCourses(context.db, context.storage, null, context.log);
  if (!exported) throw new Response("Not found", { status: 404 });
  return exportResponse(exported);
}
