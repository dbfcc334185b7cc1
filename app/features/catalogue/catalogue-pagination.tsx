// Page links for the catalogue (issue #4): ?page=N in the URL, so every page can be shared and
// works without JavaScript. Shows the first, the last and the pages around the current one; when
// the count stopped at its limit (issue #18), the first and the current one's neighbours.
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
  hasNext,
  previousCursor,
  nextCursor,
}: {
  params: CatalogueParams;
  /** null when the count stopped before the last page (decision 0034): no last page is shown. */
  pageCount: number | null;
  hasNext: boolean;
  previousCursor: string | null;
  nextCursor: string | null;
}) {
  const { t, number: formatNumber, path } = useI18n();
  const { page } = params;
  if (page === 1 && !hasNext) return null;
  // The neighbours are reached by keyset where the list has cursors, by page number otherwise;
  // a page further away by number, whose offset the count's limit bounds (1,000 courses).
  const hrefOf = (to: number) =>
    path(
      catalogueHref(params, {
        page: to,
        after: to === page + 1 && nextCursor ? nextCursor : "",
        before: to === page - 1 && previousCursor ? previousCursor : "",
      }),
    );
  const numbers =
    pageCount === null
      ? // The count stopped early: the first page, and this one's neighbours.
        [1, page - 1, page, page + 1].filter(
          (n, index, all) => n >= 1 && (n <= page || hasNext) && all.indexOf(n) === index,
        )
      : pageWindow(page, pageCount);
  const withGaps = numbers.flatMap((n, index) => {
    const previous = numbers[index - 1];
    return n !== null && typeof previous === "number" && n - previous > 1 ? [null, n] : [n];
  });
  if (pageCount === null && hasNext) withGaps.push(null);
  const step = (to: number, rel: "prev" | "next") =>
    (rel === "prev" ? to >= 1 : hasNext) ? (
      <Link
        to={hrefOf(to)}
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
        {withGaps.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={hrefOf(number)}
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
