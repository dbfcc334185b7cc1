// GET /admin/classes/report.csv (issue #29): the donor report as a spreadsheet file, the same
// figures and suppression as the printed sheets; each download is audited. No page.
import type { Route } from "./+types/class-report-csv";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { downloadClassReportCsv } from "~/features/classes/class-report-page.server";
import { PERMISSIONS } from "~/lib/admin-roles";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const locale = await adminLocaleOf(request, context, session);
  const file = await downloadClassReportCsv(
    context.db,
    { ...auditOrigin(session, context), admin: session.admin },
    new URL(request.url),
    locale,
  );
  if (!file) throw new Response("Not a period", { status: 400 });
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
