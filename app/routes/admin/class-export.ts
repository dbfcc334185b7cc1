// GET /admin/classes/:classId/export.csv: the class grid as a CSV download (issue #29), the same
// rows the class page shows, in the administrator's language; written to the audit log.
import type { Route } from "./+types/class-export";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { requireClassAccess } from "~/features/classes/class-access.server";
import { exportClassGrid } from "~/features/classes/class-grid-pages.server";
import { PERMISSIONS } from "~/lib/admin-roles";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const schoolClass = await requireClassAccess(context.db, session.admin, params.classId);
  const translator = await adminTranslatorOf(request, context, session);
  return exportClassGrid(
    context.db,
    schoolClass,
    translator,
    auditOrigin(session, context),
    new Date(),
  );
}
