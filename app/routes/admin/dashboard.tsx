import { readForm } from "~/.server/http/read-form";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dashboard";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { permissionsOf, PERMISSIONS } from "~/lib/admin-roles";
import type { CourseActionResult } from "~/features/course-admin/dashboard-course-card";
import { DashboardPage } from "~/features/course-admin/dashboard-page";
import {
  loadDashboardPage,
  submitDashboardAction,
} from "~/features/course-admin/dashboard-page.server";
import {
  DashboardTransferActions,
  ExportCourseLink,
} from "~/features/course-transfer/transfer-actions";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context, ...PERMISSIONS.viewDashboard);
  // What this role may do: the page shows only those buttons (the actions check again).
  const can = permissionsOf(admin.role);
  return loadDashboardPage(context, new URL(request.url).searchParams, can);
}

const courseAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("toggle"),
    courseId: z.string().min(1).max(64),
    publish: z.enum(["true", "false"]),
  }),
  z.object({ intent: z.literal("delete"), courseId: z.string().min(1).max(64) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const by = auditOrigin(await requireAdmin(request, context, ...PERMISSIONS.editCourses), context);
  const parsed = courseAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<CourseActionResult>(
      { ok: false, error: { title: "Error updating course", description: "Invalid request" } },
      { status: 400 },
    );
  }
  return submitDashboardAction(context, parsed.data, by);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPage
      loaderData={loaderData}
      transferActions={<DashboardTransferActions />}
      exportLink={(course) => <ExportCourseLink courseId={course.id} title={course.title} />}
    />
  );
}
