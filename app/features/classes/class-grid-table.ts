// The class grid as a table (issue #29): the shapes the model (class-grid-model.server.ts) reads,
// and the one function that turns a grid into rows of text in the administrator's language. The
// page renders those rows as HTML and the export writes the very same rows as CSV. Safe on both
// sides: the page's component imports the symbols for its legend.
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import { adminDay } from "~/i18n/admin/admin-format";

export interface GridLesson {
  id: string;
  /** 1-based position in its course. */
  number: number;
  title: string;
  hasQuiz: boolean;
}

export interface GridCourse {
  courseId: string;
  title: string;
  dueOn: string | null;
  lessons: GridLesson[];
}

export interface LearnerLesson {
  /** ISO-8601 when marked done; null: not done. */
  doneAt: string | null;
  /** Best quiz score, for lessons with a quiz the learner attempted. */
  quiz: { correct: number; total: number } | null;
}

export interface LearnerCourse {
  courseId: string;
  lessons: LearnerLesson[];
  certificate: { code: string; issuedAt: string } | null;
  completed: boolean;
  behind: boolean;
}

export interface GridLearner {
  learnerId: string;
  name: string;
  /** ISO-8601; null: nothing yet in the class's courses. */
  lastActivity: string | null;
  courses: LearnerCourse[];
}

export interface ClassGrid {
  /** Today, YYYY-MM-DD (UTC): what "behind" was decided against. */
  today: string;
  courses: GridCourse[];
  learners: GridLearner[];
}

/** The cells' symbols (short, so that 40 learners fit in 40 KB; the page has their legend). */
export const GRID_SYMBOLS = {
  done: "✓",
  /** Not done yet (a lesson), or in progress (a course): a blank cell, so the marks stand out. */
  notDone: "",
  certificate: "★",
  behind: "⚠",
} as const;

export interface GridTable {
  /** The first header row: course titles over their columns (span), blank over the others. */
  groups: Array<{ label: string; span: number }>;
  /** The second header row: each column's label. */
  labels: string[];
  /** Each learner's row, in the grid's order; cells[0] is the name. */
  rows: Array<{ learnerId: string; cells: string[] }>;
  /** How many learners are behind a due day (the rows themselves say which). */
  behindCount: number;
}

/** The day part of an ISO-8601 instant ("" for none). */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");

/**
 * The grid as rows of text in the administrator's language: for each learner, the name, the last
 * activity, then for each course its status (certificate, completed, behind or in progress) and,
 * for each lesson, done or not with the quiz's best score after it (lessons with a quiz the
 * learner took). One cell per lesson, not two: 40 learners' rows must fit in 40 KB of HTML.
 */
export function gridTable(grid: ClassGrid, { t, locale }: AdminTranslator): GridTable {
  const groups: GridTable["groups"] = [{ label: "", span: 2 }];
  const labels = [t("classGrid.column.learner"), t("classGrid.column.lastActivity")];
  for (const course of grid.courses) {
    labels.push(
      course.dueOn
        ? t("classGrid.column.statusDue", { date: adminDay(locale, course.dueOn) })
        : t("classGrid.column.status"),
      ...course.lessons.map((lesson) => String(lesson.number)),
    );
    groups.push({ label: course.title, span: 1 + course.lessons.length });
  }
  const rows = grid.learners.map((learner) => {
    const cells = [learner.name, dayOf(learner.lastActivity)];
    grid.courses.forEach((course, index) => {
      const progress = learner.courses[index];
      if (!progress) return;
      cells.push(statusCell(progress, t));
      progress.lessons.forEach((lesson, at) => {
        const mark = lesson.doneAt ? GRID_SYMBOLS.done : GRID_SYMBOLS.notDone;
        const score =
          course.lessons[at]?.hasQuiz && lesson.quiz
            ? `${lesson.quiz.correct}/${lesson.quiz.total}`
            : "";
        cells.push([mark, score].filter(Boolean).join(" "));
      });
    });
    return { learnerId: learner.learnerId, cells };
  });
  const behindCount = grid.learners.filter((learner) =>
    learner.courses.some((course) => course.behind),
  ).length;
  return { groups, labels, rows, behindCount };
}

/**
 * A course's cell: its certificate (which means completed), completed without one yet, behind
 * the due day (in words too: the mark must not be a colour or a symbol alone), or in progress.
 */
function statusCell(progress: LearnerCourse, t: AdminTranslator["t"]): string {
  if (progress.certificate) return GRID_SYMBOLS.certificate;
  if (progress.completed) return GRID_SYMBOLS.done;
  if (progress.behind) return `${GRID_SYMBOLS.behind} ${t("classGrid.status.behind")}`;
  return GRID_SYMBOLS.notDone;
}

/**
 * The table as the page's data carries it: each row a plain list, the learner's id first, then
 * the cells (name first), without its trailing blank cells (a course not started yet). Objects
 * would repeat their keys in every row of the hydration data; `gridRowCells` gives the row back.
 */
export type PageGridTable = Omit<GridTable, "rows"> & { rows: string[][] };

/** The page's form of the table (the CSV writes the same rows, without the ids). */
export function pageGridTable(table: GridTable): PageGridTable {
  return {
    ...table,
    rows: table.rows.map((row) => {
      let end = row.cells.length;
      while (end > 1 && row.cells[end - 1] === "") end -= 1;
      return [row.learnerId, ...row.cells.slice(0, end)];
    }),
  };
}

/** A page row's learner id and its cells, every column's (the trailing blanks put back). */
export function gridRowCells(table: PageGridTable, row: readonly string[]) {
  const [learnerId = "", ...cells] = row;
  while (cells.length < table.labels.length) cells.push("");
  return { learnerId, cells };
}

/** The table as CSV rows: the two header rows (course titles, then labels), then the learners. */
export function gridCsvRows(table: GridTable): string[][] {
  const groupRow = table.groups.flatMap((group) => [
    group.label,
    ...Array<string>(group.span - 1).fill(""),
  ]);
  return [groupRow, table.labels, ...table.rows.map((row) => row.cells)];
}
