// Small-cell suppression of the donor report (issue #29, docs/decisions/0051-small-cell-
// suppression.md). Pure: figures in, what may be shown out, so the rule is tested on its own over
// any table. The rule:
// - primary: a count from 1 to 4 is shown as '< 5' (0 is shown: "nobody" identifies no one);
//   a median over fewer than 5 learners is shown as '< 5' (over none: no figure at all);
// - complementary: a total whose parts include a suppressed cell is withheld too, whatever its
//   own size, so no suppressed cell can be worked out as "total − the parts shown". We withhold
//   the total rather than a second part: the marks themselves tell a reader the range of a cell
//   ('< 5' means 1–4), and a second part hidden beside a small one can still be pinned down
//   (parts 1 and 5 of a total 6: '< 5' and a hidden cell ≥ 5 can only be 1 and 5).
// Withholding is repeated until nothing changes, so a total that is itself a part of a larger
// total (a class's figure within the report's) passes the withholding on.

/** Below this many learners a figure is not shown. */
export const SUPPRESSION_THRESHOLD = 5;

/** What one cell shows: its value, '< 5' (small), withheld (a total guarding a small cell) or none. */
export type ShownFigure =
  { kind: "value"; value: number } | { kind: "small" } | { kind: "withheld" } | { kind: "none" };

/** A count cell: how many learners. */
export interface CountCell {
  kind: "count";
  value: number;
}

/** A median cell: the median of `learners` learners' values (null when there were none). */
export interface MedianCell {
  kind: "median";
  value: number | null;
  learners: number;
}

export type ReportCell = CountCell | MedianCell;

/**
 * A total and the cells it is made of (by key): a sum of counts, or a figure over the same
 * learners as its parts (a class's median and its courses'). Hidden parts withhold it.
 */
export interface AdditiveGroup {
  total: string;
  parts: readonly string[];
}

/** Whether a count shows as '< 5' under the primary rule. */
export function isSmallCount(value: number): boolean {
  return value >= 1 && value < SUPPRESSION_THRESHOLD;
}

function primary(cell: ReportCell): ShownFigure {
  if (cell.kind === "count") {
    return isSmallCount(cell.value) ? { kind: "small" } : { kind: "value", value: cell.value };
  }
  if (cell.learners === 0 || cell.value === null) return { kind: "none" };
  return cell.learners < SUPPRESSION_THRESHOLD
    ? { kind: "small" }
    : { kind: "value", value: cell.value };
}

const hidden = (figure: ShownFigure | undefined) =>
  figure !== undefined && (figure.kind === "small" || figure.kind === "withheld");

/**
 * What each cell (by key) may show: the primary rule on every cell, then every total with a hidden
 * part withheld, until no total that is shown has a hidden part.
 */
export function suppressCells(
  cells: ReadonlyMap<string, ReportCell>,
  groups: readonly AdditiveGroup[] = [],
): Map<string, ShownFigure> {
  const shown = new Map<string, ShownFigure>();
  for (const [key, cell] of cells) shown.set(key, primary(cell));
  let changed = true;
  while (changed) {
    changed = false;
    for (const group of groups) {
      if (hidden(shown.get(group.total)) || !shown.has(group.total)) continue;
      if (group.parts.some((part) => hidden(shown.get(part)))) {
        shown.set(group.total, { kind: "withheld" });
        changed = true;
      }
    }
  }
  return shown;
}

/** The median of whole-number percentages (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value);
}
