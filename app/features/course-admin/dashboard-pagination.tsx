// The dashboard's pages of 24 (issue #14): links that keep the search, filters and order in the
// URL, so they work without JavaScript and a reload stays on the same page.
import { Link } from "react-router";
import { ChevronNextIcon, ChevronPreviousIcon } from "~/components/ui/icons";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { cn } from "~/lib/cn";
import { pageWindow } from "~/lib/page-window";
import { dashboardHref, type DashboardParams } from "./dashboard-params";

const itemClass =
  "inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-bold";
const idleClass = "border-slate-300 bg-white hover:bg-slate-100";

export function DashboardPagination({
  params,
  pageCount,
}: {
  params: DashboardParams;
  pageCount: number;
}) {
  const { t } = useAdminI18n();
  if (pageCount <= 1) return null;
  const { page } = params;
  return (
    <nav
      aria-label={t("pagination.label")}
      className="flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 ? (
        <Link
          to={dashboardHref(params, { page: page - 1 })}
          rel="prev"
          className={cn(itemClass, idleClass)}
        >
          <ChevronPreviousIcon className="size-4" />
          {t("pagination.previous")}
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={dashboardHref(params, { page: number })}
                aria-label={t("pagination.page", { number })}
                aria-current={number === page ? "page" : undefined}
                className={cn(
                  itemClass,
                  number === page ? "border-emerald-700 bg-emerald-700 text-white" : idleClass,
                )}
              >
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link
          to={dashboardHref(params, { page: page + 1 })}
          rel="next"
          className={cn(itemClass, idleClass)}
        >
          {t("pagination.next")}
          <ChevronNextIcon className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
