// /admin/audit (issue #14 part 6): every administrator action, newest first, filtered by person,
// course and action through GET parameters, 50 entries a page. Read-only for everyone: this route
// has a loader and no action, so a POST here is refused (405) and nothing can edit the history.
import { Link } from "react-router";
import type { Route } from "./+types/audit";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { buttonVariants } from "~/components/ui/button";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { PERMISSIONS } from "~/lib/admin-roles";
import { AuditLogFilters } from "~/features/audit-log/audit-log-filters";
import { parseAuditLogQuery } from "~/features/audit-log/audit-log-query";
import { AuditLogTable } from "~/features/audit-log/audit-log-table";
import { loadAuditLog } from "~/features/audit-log/load-audit-log.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "audit.title") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.viewAuditLog);
  const query = parseAuditLogQuery(new URL(request.url).searchParams);
  // Dates and action names in the administrator's language, written here (issue #27).
  const locale = await adminLocaleOf(request, context, session);
  const view = await loadAuditLog(context.db, query, locale);
  return {
    ...view,
    selected: { actor: query.actor, course: query.course, action: query.action },
    queryValid: query.valid,
  };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { rows, filters, selected, newer, older, queryValid } = loaderData;
  const { t } = useAdminI18n();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("audit.title")}</h1>
          <p className="text-slate-600">{t("audit.intro")}</p>
        </div>
        <Link to="/admin" className={buttonVariants({ variant: "outline" })}>
          {t("error.backToDashboard")}
        </Link>
      </div>

      <AuditLogFilters options={filters} selected={selected} />
      {queryValid ? null : (
        <p role="alert" className="text-sm text-red-800">
          {t("audit.queryInvalid")}
        </p>
      )}

      <AuditLogTable
        rows={rows}
        filtered={Boolean(selected.actor || selected.course || selected.action)}
      />

      {newer || older ? (
        <nav aria-label={t("audit.pages")} className="flex justify-between gap-2">
          {newer ? (
            <Link to={`/admin/audit${newer}`} className={buttonVariants({ variant: "outline" })}>
              {t("audit.newer")}
            </Link>
          ) : (
            <span />
          )}
          {older ? (
            <Link to={`/admin/audit${older}`} className={buttonVariants({ variant: "outline" })}>
              {t("audit.older")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
