// The /admin/audit entries, newest first: when, who, what, which course, what changed, from where.
import { Link } from "react-router";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { AuditRow } from "./load-audit-log.server";

// Admin-only styling kept inline, out of the one stylesheet every learner downloads (issue #5).
const START = { textAlign: "start" } as const;

export function AuditLogTable({ rows, filtered }: { rows: AuditRow[]; filtered: boolean }) {
  const { t } = useAdminI18n();
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-12 text-center">
        <h2 className="text-xl font-bold">
          {filtered ? t("audit.noMatch") : t("audit.noEntries")}
        </h2>
        <p className="mt-1 text-slate-600">{t("audit.emptyHint")}</p>
      </div>
    );
  }
  return (
    <ScrollRegion
      label={t("audit.listRegion")}
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t("audit.caption")}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            {(
              [
                "audit.when",
                "audit.who",
                "audit.action",
                "audit.course",
                "audit.summary",
                "audit.address",
              ] as const
            ).map((key) => (
              <th key={key} scope="col" className="px-4 py-3 font-bold" style={START}>
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-100 align-top last:border-0">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={row.at} title={row.exactTime}>
                  {row.when}
                </time>
              </td>
              <td className="px-4 py-3" dir="auto">
                {row.who}
              </td>
              <td className="px-4 py-3 whitespace-nowrap" data-action={row.action}>
                {row.actionLabel}
              </td>
              <td className="px-4 py-3">
                {row.course === null ? (
                  <span className="text-slate-500">—</span>
                ) : row.course.exists ? (
                  <Link
                    to={`/admin/course/${row.course.id}`}
                    dir="auto"
                    className="text-emerald-800 underline"
                  >
                    {row.course.title}
                  </Link>
                ) : (
                  <span>
                    <span dir="auto">{row.course.title}</span>{" "}
                    <span className="text-slate-500">{t("audit.deleted")}</span>
                  </span>
                )}
              </td>
              <td className="px-4 py-3 break-words" dir="auto">
                {row.summary}
              </td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap">{row.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
