import { readForm } from "~/.server/http/read-form";
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/dashboard";
import { auditOrigin, forbidden, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { can as roleCan, permissionsOf, PERMISSIONS } from "~/lib/admin-roles";
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
  // A teacher's admin area is their classes (issue #29): /admin, where sign-in lands, sends them
  // there rather than to a refusal. Every other role without the dashboard is refused (403).
  const session = await requireAdmin(request, context);
  const { role } = session.admin;
  if (!roleCan(role, "viewDashboard")) {
    if (roleCan(role, "teachClasses")) throw redirect("/admin/classes");
    throw forbidden(role);
  }
  // What this role may do: the page shows only those buttons (the actions check again).
  const can = permissionsOf(session.admin.role);
  // A failed load is said in the administrator's language (issue #27).
  const i18n = adminTranslator(await adminLocaleOf(request, context, session));
  return loadDashboardPage(context, new URL(request.url).searchParams, can, i18n);
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
  const session = await requireAdmin(request, context, ...PERMISSIONS.editCourses);
  const by = auditOrigin(session, context);
  const i18n = adminTranslator(await adminLocaleOf(request, context, session));
  const { t } = i18n;
  const parsed = courseAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<CourseActionResult>(
      {
        ok: false,
        error: { title: t("dash.errorUpdating"), description: t("dash.invalidRequest") },
      },
      { status: 400 },
    );
  }
  return submitDashboardAction(context, parsed.data, by, i18n);
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
