// The class page's parts (issue #29): its header with the class's links, and the grid. The grid
// is a plain table, complete without JavaScript, that scrolls sideways in its own box on a 360 px
// phone while the names column stays in view (sticky at the inline start, so on the right in
// Arabic). 40 learners must fit in 40 KB of HTML (server/classes-grid.test.ts): the cells are bare
// <td>s with a short symbol (the legend says what each means), and every style is written once on
// the table, not on each cell.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDay, adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { ClassHeader } from "./class-grid-pages.server";
import { GRID_SYMBOLS, type GridTable } from "./class-grid-table";

export const classPath = (classId: string) => `/admin/classes/${encodeURIComponent(classId)}`;

export function ClassPageHeader({
  schoolClass,
  learnerCount,
  behindCount,
}: {
  schoolClass: ClassHeader;
  learnerCount: number;
  behindCount: number;
}) {
  const { t, locale } = useAdminI18n();
  const base = classPath(schoolClass.id);
  const { startsOn, endsOn } = schoolClass;
  const dates =
    startsOn && endsOn
      ? t("classGrid.dates", { start: adminDay(locale, startsOn), end: adminDay(locale, endsOn) })
      : startsOn
        ? t("classGrid.startsOn", { date: adminDay(locale, startsOn) })
        : endsOn
          ? t("classGrid.endsOn", { date: adminDay(locale, endsOn) })
          : null;
  const outline = buttonVariants({ variant: "outline", size: "sm" });
  return (
    <header className="space-y-3">
      <p>
        <Link to="/admin/classes" className="text-emerald-800 underline">
          {t("classGrid.classes")}
        </Link>
      </p>
      <h1 className="text-3xl font-bold">
        {schoolClass.name}
        {schoolClass.archived ? (
          <span className="ms-3 align-middle text-base font-normal text-slate-600">
            ({t("classGrid.archived")})
          </span>
        ) : null}
      </h1>
      {schoolClass.description ? <p className="text-slate-700">{schoolClass.description}</p> : null}
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
        {dates ? <li>{dates}</li> : null}
        <li>
          {schoolClass.teachers.length > 0
            ? t("classGrid.teachers", { names: schoolClass.teachers.join("، ") })
            : t("classGrid.noTeachers")}
        </li>
        <li>{t("classGrid.learnerCount", { count: adminNumber(locale, learnerCount) })}</li>
        {behindCount > 0 ? (
          <li className="font-semibold text-amber-900">
            {GRID_SYMBOLS.behind}{" "}
            {t("classGrid.behindCount", { count: adminNumber(locale, behindCount) })}
          </li>
        ) : null}
      </ul>
      <nav className="flex flex-wrap gap-2">
        <Link to={`${base}/manage`} className={outline}>
          {t("classGrid.manage")}
        </Link>
        <Link to={`${base}/import`} className={outline}>
          {t("classGrid.import")}
        </Link>
        <Link to={`${base}/sheet`} className={outline}>
          {t("classGrid.sheet")}
        </Link>
        {/* A download: the browser fetches it, not the router. */}
        <a href={`${base}/export.csv`} className={outline} download>
          {t("classGrid.export")}
        </a>
        <Link
          to={`/admin/classes/report?class=${encodeURIComponent(schoolClass.id)}`}
          className={outline}
        >
          {t("classGrid.report")}
        </Link>
      </nav>
    </header>
  );
}

export function ClassGridLegend() {
  const { t } = useAdminI18n();
  const entries: Array<[string, string]> = [
    [GRID_SYMBOLS.done, t("classGrid.legend.done")],
    [GRID_SYMBOLS.notDone, t("classGrid.legend.notDone")],
    [GRID_SYMBOLS.certificate, t("classGrid.legend.certificate")],
    [GRID_SYMBOLS.behind, t("classGrid.legend.behind")],
    ["7/10", t("classGrid.legend.score")],
    ["1, 2, 3", t("classGrid.legend.lessons")],
  ];
  return (
    <section aria-labelledby="class-grid-legend" className="text-sm text-slate-700">
      <h2 id="class-grid-legend" className="font-semibold">
        {t("classGrid.legend")}
      </h2>
      <dl className="flex flex-wrap gap-x-5 gap-y-1">
        {entries.map(([symbol, meaning]) => (
          <div key={symbol} className="flex gap-1">
            <dt className="font-bold" dir="ltr">
              {symbol}
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The grid. Two header rows (course titles over their columns, then each column's label), then one
 * row per learner whose name links to their progress. The styles are the table's own descendant
 * selectors, so a cell's markup is `<td>✓</td>` and nothing more.
 */
export function ClassGrid({ classId, table }: { classId: string; table: GridTable }) {
  const { t } = useAdminI18n();
  const base = classPath(classId);
  return (
    <ScrollRegion label={t("classGrid.caption")} className="rounded-lg border border-slate-200">
      <table className="border-collapse text-sm whitespace-nowrap [&_td]:border-t [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_td]:text-center [&_th]:px-2 [&_th]:py-1 [&_th]:font-semibold [&_thead_th]:bg-slate-50 [&_tr>:first-child]:sticky [&_tr>:first-child]:start-0 [&_tr>:first-child]:z-10 [&_tr>:first-child]:border-e [&_tr>:first-child]:border-slate-200 [&_tr>:first-child]:bg-white [&_tr>:first-child]:text-start [&_tbody_a]:text-emerald-800 [&_tbody_a]:underline">
        <caption className="sr-only">{t("classGrid.caption")}</caption>
        <thead>
          <tr>
            {table.groups.map((group, index) =>
              index === 0 ? (
                <td key="names" colSpan={group.span} />
              ) : (
                <th key={index} colSpan={group.span} scope="colgroup" className="border-s">
                  {group.label}
                </th>
              ),
            )}
          </tr>
          <tr>
            {table.labels.map((label, index) => (
              <th key={index} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.learnerId}>
              <th scope="row">
                <Link
                  to={`${base}/learners/${encodeURIComponent(row.learnerId)}`}
                  discover="none"
                  prefetch="none"
                >
                  {row.cells[0]}
                </Link>
              </th>
              {row.cells.slice(1).map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
