// Page links for the catalogue (issue #4): ?page=N in the URL, so every page can be shared and
// works without JavaScript. Shows the first, the last and the pages around the current one.
import { Link } from "react-router";
import { ChevronNextIcon, ChevronPreviousIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { pageWindow } from "~/lib/page-window";
import { catalogueHref, type CatalogueParams } from "./catalogue-params";

const itemClass =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-bold";

export function CataloguePagination({
  params,
  pageCount,
}: {
  params: CatalogueParams;
  pageCount: number;
}) {
  const { t, number: formatNumber, path } = useI18n();
  if (pageCount <= 1) return null;
  const { page } = params;
  const step = (to: number, rel: "prev" | "next") =>
    to >= 1 && to <= pageCount ? (
      <Link
        to={path(catalogueHref(params, { page: to }))}
        rel={rel}
        className={cn(itemClass, "border-slate-300 bg-white hover:bg-slate-100")}
      >
        {rel === "prev" ? (
          <>
            <ChevronPreviousIcon className="size-4" />
            {t("catalogue.pages.previous")}
          </>
        ) : (
          <>
            {t("catalogue.pages.next")}
            <ChevronNextIcon className="size-4" />
          </>
        )}
      </Link>
    ) : null;

  return (
    <nav
      aria-label={t("catalogue.pages.label")}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {step(page - 1, "prev")}
      <ol className="flex flex-wrap items-center gap-2">
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={path(catalogueHref(params, { page: number }))}
                aria-label={t("catalogue.pages.page", { number })}
                aria-current={number === page ? "page" : undefined}
                className={cn(
                  itemClass,
                  number === page
                    ? "border-emerald-700 bg-emerald-700 text-white"
                    : "border-slate-300 bg-white hover:bg-slate-100",
                )}
              >
                {formatNumber(number)}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, "next")}
    </nav>
  );
}
