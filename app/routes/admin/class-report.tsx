// /admin/classes/report (issue #29): the donor report, on screen and printable (?print=1, one A4
// sheet per class). Owners see every class, a teacher their own; ?class= another's is a 404.
// The printable version writes the class.report_download audit entries (class-report-page.server.ts).
import type { Route } from "./+types/class-report";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ClassReportPage } from "~/features/classes/class-report-page";
import { loadClassReportPage } from "~/features/classes/class-report-page.server";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "classReport.title") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const locale = await adminLocaleOf(request, context, session);
  return loadClassReportPage(
    context.db,
    { ...auditOrigin(session, context), admin: session.admin },
    new URL(request.url),
    locale,
  );
}

export default function ClassReport({ loaderData }: Route.ComponentProps) {
  return <ClassReportPage data={loaderData} />;
}
