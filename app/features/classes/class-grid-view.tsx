// The class page's parts (issue #29): its header with the class's links, and the grid. The grid
// is a plain table, complete without JavaScript, that scrolls sideways in its own box on a 360 px
// phone while the names column stays in view (sticky at the inline start, so on the right in
// Arabic). 40 learners must fit in 40 KB of HTML (server/classes-grid.test.ts): the cells are bare
// <td>s with a short symbol (the legend says what each means), and every style is written once on
// the table, not on each cell.
import "./classes.css";
import { Link } from "react-router";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDay, adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { ClassHeader } from "./class-grid-pages.server";
import { GRID_SYMBOLS, gridRowCells, type PageGridTable } from "./class-grid-table";

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
  // Plain links with a lean class list, not the button's: the page's bytes go to the grid.
  const outline =
    "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-bold hover:bg-slate-100";
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
            {`${GRID_SYMBOLS.behind} ${t("classGrid.behindCount", { count: adminNumber(locale, behindCount) })}`}
          </li>
        ) : null}
      </ul>
      <nav className="flex flex-wrap gap-2">
        <Link to={`${base}/manage`} className={outline} discover="none">
          {t("classGrid.manage")}
        </Link>
        <Link to={`${base}/import`} className={outline} discover="none">
          {t("classGrid.import")}
        </Link>
        <Link to={`${base}/sheet`} className={outline} discover="none">
          {t("classGrid.sheet")}
        </Link>
        {/* A download: the browser fetches it, not the router. */}
        <a href={`${base}/export.csv`} className={outline} download>
          {t("classGrid.export")}
        </a>
        <Link
          to={`/admin/classes/report?class=${encodeURIComponent(schoolClass.id)}`}
          className={outline}
          discover="none"
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
    [t("classGrid.legend.blank"), t("classGrid.legend.notDone")],
    [GRID_SYMBOLS.certificate, t("classGrid.legend.certificate")],
    [GRID_SYMBOLS.behind, t("classGrid.legend.behind")],
    [`${GRID_SYMBOLS.done} 7/10`, t("classGrid.legend.score")],
    ["1, 2, 3", t("classGrid.legend.lessons")],
  ];
  return (
    <section aria-labelledby="class-grid-legend" className="text-sm text-slate-700">
      <h2 id="class-grid-legend" className="font-semibold">
        {t("classGrid.legend")}
      </h2>
      <dl className="class-grid-legend">
        {entries.map(([symbol, meaning]) => (
          <div key={symbol}>
            <dt dir="ltr">{symbol}</dt>
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
 * selectors, so a cell's markup is `<td>✓</td>` and nothing more; header cells go without `scope`
 * (the header row's cells and each row's first cell are its headers by the table algorithm).
 */
export function ClassGrid({ classId, table }: { classId: string; table: PageGridTable }) {
  const { t } = useAdminI18n();
  const base = classPath(classId);
  return (
    <ScrollRegion label={t("classGrid.caption")} className="rounded-lg border border-slate-200">
      <table className="class-grid">
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
              <th key={index}>{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => {
            const { learnerId, cells } = gridRowCells(table, row);
            return (
              <tr key={learnerId}>
                <th>
                  <Link to={`${base}/learners/${encodeURIComponent(learnerId)}`} discover="none">
                    {cells[0]}
                  </Link>
                </th>
                {cells.slice(1).map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
