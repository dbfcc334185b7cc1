// The donor report's small-cell suppression (issue #29, decision 0051), pure: every count from 1
// to 4 and every median over fewer than 5 learners is hidden, and no hidden cell can be worked out
// from the totals shown, checked on hand-made tables and on random ones (fast-check), with a
// solver that does what a curious reader would: any total with one unknown left gives it away.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isSmallCount,
  median,
  suppressCells,
  type AdditiveGroup,
  type ReportCell,
  type ShownFigure,
} from "./class-report-suppression";

const count = (value: number): ReportCell => ({ kind: "count", value });

/** A table of counts with a total per row, per column, and a grand total, and its groups. */
function table(values: number[][]) {
  const cells = new Map<string, ReportCell>();
  const groups: AdditiveGroup[] = [];
  const rows = values.length;
  const columns = values[0]?.length ?? 0;
  let grand = 0;
  const columnTotals = Array.from({ length: columns }, () => 0);
  values.forEach((row, r) => {
    let rowTotal = 0;
    row.forEach((value, c) => {
      cells.set(`${r}:${c}`, count(value));
      rowTotal += value;
      columnTotals[c] = (columnTotals[c] ?? 0) + value;
    });
    cells.set(`${r}:total`, count(rowTotal));
    groups.push({ total: `${r}:total`, parts: row.map((_, c) => `${r}:${c}`) });
    grand += rowTotal;
  });
  columnTotals.forEach((value, c) => {
    cells.set(`total:${c}`, count(value));
    groups.push({
      total: `total:${c}`,
      parts: Array.from({ length: rows }, (_, r) => `${r}:${c}`),
    });
  });
  cells.set("total:total", count(grand));
  groups.push({ total: "total:total", parts: values.map((_, r) => `${r}:total`) });
  groups.push({
    total: "total:total",
    parts: Array.from({ length: columns }, (_, c) => `total:${c}`),
  });
  return { cells, groups };
}

const isHidden = (figure: ShownFigure | undefined) =>
  figure?.kind === "small" || figure?.kind === "withheld";

/** What a reader can work out: the shown values, then any group with exactly one unknown. */
function workOut(
  cells: ReadonlyMap<string, ReportCell>,
  groups: readonly AdditiveGroup[],
  shown: ReadonlyMap<string, ShownFigure>,
): Map<string, number> {
  const known = new Map<string, number>();
  for (const [key, figure] of shown) if (figure.kind === "value") known.set(key, figure.value);
  let progress = true;
  while (progress) {
    progress = false;
    for (const group of groups) {
      const unknown = [group.total, ...group.parts].filter((key) => !known.has(key));
      if (unknown.length !== 1) continue;
      const [key] = unknown;
      const cell = key === undefined ? undefined : cells.get(key);
      if (key === undefined || cell?.kind !== "count") continue;
      known.set(key, cell.value);
      progress = true;
    }
  }
  return known;
}

describe("the primary rule", () => {
  it.each([
    [0, { kind: "value", value: 0 }],
    [1, { kind: "small" }],
    [2, { kind: "small" }],
    [3, { kind: "small" }],
    [4, { kind: "small" }],
    [5, { kind: "value", value: 5 }],
    [40, { kind: "value", value: 40 }],
  ])("a count of %i shows %j", (value, expected) => {
    expect(suppressCells(new Map([["a", count(value)]])).get("a")).toEqual(expected);
    expect(isSmallCount(value)).toBe(expected.kind === "small");
  });

  it("hides a median over fewer than 5 learners and shows none over no one", () => {
    const shown = suppressCells(
      new Map<string, ReportCell>([
        ["none", { kind: "median", value: null, learners: 0 }],
        ["one", { kind: "median", value: 100, learners: 1 }],
        ["four", { kind: "median", value: 80, learners: 4 }],
        ["five", { kind: "median", value: 70, learners: 5 }],
      ]),
    );
    expect(Object.fromEntries(shown)).toEqual({
      none: { kind: "none" },
      one: { kind: "small" },
      four: { kind: "small" },
      five: { kind: "value", value: 70 },
    });
  });

  it("takes the median of the middle one or two", () => {
    expect(median([])).toBeNull();
    expect(median([50])).toBe(50);
    expect(median([90, 10, 50])).toBe(50);
    expect(median([10, 20, 31, 41])).toBe(26);
  });
});

describe("complementary suppression", () => {
  it("withholds a total that would give a small cell away", () => {
    // Course A: 3 completed (hidden); course B: 7; the class's 10 would give A's 3 away.
    const cells = new Map([
      ["a", count(3)],
      ["b", count(7)],
      ["class", count(10)],
    ]);
    const shown = suppressCells(cells, [{ total: "class", parts: ["a", "b"] }]);
    expect(shown.get("a")).toEqual({ kind: "small" });
    expect(shown.get("b")).toEqual({ kind: "value", value: 7 });
    expect(shown.get("class")).toEqual({ kind: "withheld" });
  });

  it("withholds a class's median beside a course's hidden one, not beside one with no quiz", () => {
    const cells = new Map<string, ReportCell>([
      ["a", { kind: "median", value: 90, learners: 3 }],
      ["b", { kind: "median", value: 60, learners: 6 }],
      ["c", { kind: "median", value: null, learners: 0 }],
      ["class", { kind: "median", value: 70, learners: 9 }],
    ]);
    expect(suppressCells(cells, [{ total: "class", parts: ["a", "b"] }]).get("class")).toEqual({
      kind: "withheld",
    });
    expect(suppressCells(cells, [{ total: "class", parts: ["b", "c"] }]).get("class")).toEqual({
      kind: "value",
      value: 70,
    });
  });

  it("shows a total whose parts are all shown, zeros included", () => {
    const cells = new Map([
      ["a", count(0)],
      ["b", count(7)],
      ["class", count(7)],
    ]);
    expect(suppressCells(cells, [{ total: "class", parts: ["a", "b"] }]).get("class")).toEqual({
      kind: "value",
      value: 7,
    });
  });

  it("passes the withholding up through a total of totals", () => {
    const { cells, groups } = table([
      [10, 2],
      [8, 9],
    ]);
    const shown = suppressCells(cells, groups);
    expect(shown.get("0:1")?.kind).toBe("small");
    expect(shown.get("0:total")?.kind).toBe("withheld");
    expect(shown.get("total:1")?.kind).toBe("withheld");
    expect(shown.get("total:total")?.kind).toBe("withheld");
    expect(shown.get("1:total")).toEqual({ kind: "value", value: 17 });
  });

  const tables = fc
    .tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
    .chain(([rows, columns]) =>
      fc.array(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 60 })), {
          minLength: columns,
          maxLength: columns,
        }),
        { minLength: rows, maxLength: rows },
      ),
    );

  it("hides every count from 1 to 4, totals included, in any table", () => {
    fc.assert(
      fc.property(tables, (values) => {
        const { cells, groups } = table(values);
        const shown = suppressCells(cells, groups);
        for (const [key, cell] of cells) {
          if (cell.kind === "count" && cell.value >= 1 && cell.value <= 4) {
            expect(shown.get(key)?.kind, key).toBe("small");
          }
          // Nothing shown is ever a small count.
          const figure = shown.get(key);
          if (figure?.kind === "value") expect(isSmallCount(figure.value)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("leaves no shown total with a hidden part, in any table", () => {
    fc.assert(
      fc.property(tables, (values) => {
        const { cells, groups } = table(values);
        const shown = suppressCells(cells, groups);
        for (const group of groups) {
          if (!isHidden(shown.get(group.total))) {
            expect(group.parts.filter((part) => isHidden(shown.get(part)))).toEqual([]);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("lets a reader work out no hidden cell from the totals, in any table", () => {
    fc.assert(
      fc.property(tables, (values) => {
        const { cells, groups } = table(values);
        const shown = suppressCells(cells, groups);
        const known = workOut(cells, groups, shown);
        for (const [key, figure] of shown) {
          if (isHidden(figure)) expect(known.has(key), key).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("withholds only what guards a small cell: a table without one shows everything", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 5, max: 60 })), {
            minLength: 3,
            maxLength: 3,
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (values) => {
          const { cells, groups } = table(values);
          const shown = suppressCells(cells, groups);
          for (const [key, cell] of cells) {
            if (cell.kind === "count" && !isSmallCount(cell.value)) {
              expect(shown.get(key)).toEqual({ kind: "value", value: cell.value });
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
