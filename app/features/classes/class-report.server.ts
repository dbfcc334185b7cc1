// The donor report (issue #29): per class and per assigned course, how many learners were
// enrolled, active in the last 7 and 30 days, completed, got a certificate, and their median best
// quiz score, for a month or a chosen range; then the small-cell suppression of decision 0051
// (class-report-suppression.ts). Counted here from the repository's raw facts, so each figure's
// definition is one readable function:
// - the period is whole UTC days [from, to]; its end is the day after `to`, or now when that is
//   still to come (a report of the current month counts what has happened so far);
// - enrolled: members who had joined by the end (a learner who left is no longer a member);
// - active: a lesson marked, a quiz attempt or a lesson opened in the 7 (30) days before the end;
//   for a course, in that course's lessons; for the class, in any of its assigned courses;
// - completed: every lesson of the course marked by the end and every quiz passed (the rule of
//   course-completion.ts; quiz_results keeps the best attempt's time only, so a pass counts when
//   that best attempt was graded before the end);
// - certificates: issued in the period and not revoked;
// - median best quiz score: each learner's best results in the course's quizzes (graded before
//   the end) as one percentage, the median over the learners who have one.
// The class's row adds the courses' completions and certificates up: those two totals are what
// complementary suppression guards.
import { readClassReportFacts, type ReportFacts } from "~/.server/db/repositories/class-report";
import { listClasses, listClassCourses } from "~/.server/db/repositories/classes";
import type { Database } from "~/.server/db/schema";
import type { ActingAdmin } from "~/lib/admin-roles";
import type { CalendarDay } from "~/lib/classes";
import { reachesPassMark } from "~/lib/course/quiz";
import type { LocalizedText } from "~/lib/localized-text";
import { classScopeOf } from "./class-access.server";
import {
  median,
  suppressCells,
  type AdditiveGroup,
  type ReportCell,
  type ShownFigure,
} from "./class-report-suppression";
import { REPORT_FIGURES, type ReportFigure } from "./class-report-text";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The report's days, both included. */
export interface ReportPeriod {
  from: CalendarDay;
  to: CalendarDay;
  /** The month (YYYY-MM) when the period is one. */
  month: string | null;
}

/** One line of a class's sheet: the class as a whole, or one of its courses. */
export interface ReportLine {
  /** null: the class as a whole (all its assigned courses). */
  courseId: string | null;
  title: LocalizedText | null;
  figures: Record<ReportFigure, ShownFigure>;
}

export interface ClassReportSheet {
  classId: string;
  className: string;
  archived: boolean;
  lines: ReportLine[];
}

export interface ClassReport {
  period: ReportPeriod;
  /** When the figures were counted up to (ISO-8601): the period's end, or now. */
  asOf: string;
  producedAt: string;
  sheets: ClassReportSheet[];
}

/** The month `YYYY-MM` as a period, or null when it is not one. */
export function monthPeriod(month: string): ReportPeriod | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return null;
  const [year, index] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last, month };
}

/** The month of `now` (UTC), YYYY-MM. */
export function currentMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

function dayAfter(day: CalendarDay): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
}

function bounds(period: ReportPeriod, now: Date): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00Z`);
  const after = dayAfter(period.to);
  return { start, end: after.getTime() > now.getTime() ? now : after };
}

/** One course's figures among the class's members, and what the class's line adds up. */
interface CourseCounts {
  active7: Set<string>;
  active30: Set<string>;
  completed: number;
  certificates: number;
  /** Each learner's best results over the course's quizzes: [correct, total]. */
  quiz: Map<string, [number, number]>;
}

function countCourse(
  facts: ReportFacts,
  courseId: string,
  members: ReadonlySet<string>,
  end: Date,
  indexes: FactIndexes,
): CourseCounts {
  const course = facts.courses.get(courseId);
  const lessons = course?.lessons ?? [];
  const lessonIds = new Set(lessons.map((lesson) => lesson.id));
  const since7 = end.getTime() - 7 * DAY_MS;
  const since30 = end.getTime() - 30 * DAY_MS;
  // The latest activity of each member in this course, in ms.
  const activity = new Map<string, number>();
  const touch = (learnerId: string, at: string) => {
    if (!members.has(learnerId) || !lessonIds.size) return;
    const ms = Date.parse(at);
    if (ms >= end.getTime()) return;
    if (ms > (activity.get(learnerId) ?? -Infinity)) activity.set(learnerId, ms);
  };
  const done = new Map<string, number>();
  for (const row of facts.progress) {
    if (!lessonIds.has(row.lessonId)) continue;
    touch(row.learnerId, row.at);
    if (members.has(row.learnerId)) done.set(row.learnerId, (done.get(row.learnerId) ?? 0) + 1);
  }
  for (const row of facts.visits) if (lessonIds.has(row.lessonId)) touch(row.learnerId, row.at);
  const passed = new Map<string, number>();
  // Each member's best results over the course's quizzes: [correct, total].
  const quiz = new Map<string, [number, number]>();
  const quizLessons = new Set(lessons.filter((l) => l.hasQuiz).map((l) => l.id));
  for (const row of facts.quizResults) {
    if (!lessonIds.has(row.lessonId) || !members.has(row.learnerId)) continue;
    touch(row.learnerId, row.updatedAt);
    if (!quizLessons.has(row.lessonId) || row.bestTotal <= 0) continue;
    const [correct, total] = quiz.get(row.learnerId) ?? [0, 0];
    quiz.set(row.learnerId, [correct + row.bestCorrect, total + row.bestTotal]);
    if (reachesPassMark(row.bestCorrect, row.bestTotal, course?.passMark ?? 0)) {
      passed.set(row.learnerId, (passed.get(row.learnerId) ?? 0) + 1);
    }
  }
  const active7 = new Set([...activity].filter(([, at]) => at >= since7).map(([id]) => id));
  const active30 = new Set([...activity].filter(([, at]) => at >= since30).map(([id]) => id));
  let completed = 0;
  for (const learnerId of members) {
    if (
      lessons.length > 0 &&
      (done.get(learnerId) ?? 0) === lessons.length &&
      (passed.get(learnerId) ?? 0) === quizLessons.size
    ) {
      completed += 1;
    }
  }
  const certificates = (indexes.certificates.get(courseId) ?? []).filter((id) =>
    members.has(id),
  ).length;
  return { active7, active30, completed, certificates, quiz };
}

interface FactIndexes {
  /** Course → the learners with a certificate of it issued in the period. */
  certificates: Map<string, string[]>;
}

/** Each learner's best results as one whole percentage. */
const percentages = (quiz: ReadonlyMap<string, [number, number]>) =>
  [...quiz.values()].map(([correct, total]) => Math.round((correct * 100) / total));

const countCell = (value: number): ReportCell => ({ kind: "count", value });
const medianCell = (scores: number[]): ReportCell => ({
  kind: "median",
  value: median(scores),
  learners: scores.length,
});

/** The figures of one class: its courses' lines and the class's line, suppressed. */
function classSheet(
  facts: ReportFacts,
  klass: { id: string; name: string; archivedAt: string | null },
  courseIds: readonly string[],
  end: Date,
  indexes: FactIndexes,
): ClassReportSheet {
  const members = new Set(
    facts.members.filter((m) => m.classId === klass.id).map((m) => m.learnerId),
  );
  const cells = new Map<string, ReportCell>();
  const classActive7 = new Set<string>();
  const classActive30 = new Set<string>();
  const classQuiz = new Map<string, [number, number]>();
  let classCompleted = 0;
  let classCertificates = 0;
  for (const courseId of courseIds) {
    const counts = countCourse(facts, courseId, members, end, indexes);
    cells.set(`${courseId}:enrolled`, countCell(members.size));
    cells.set(`${courseId}:active7`, countCell(counts.active7.size));
    cells.set(`${courseId}:active30`, countCell(counts.active30.size));
    cells.set(`${courseId}:completed`, countCell(counts.completed));
    cells.set(`${courseId}:certificates`, countCell(counts.certificates));
    cells.set(`${courseId}:medianScore`, medianCell(percentages(counts.quiz)));
    for (const id of counts.active7) classActive7.add(id);
    for (const id of counts.active30) classActive30.add(id);
    for (const [id, [correct, total]] of counts.quiz) {
      const [c, t] = classQuiz.get(id) ?? [0, 0];
      classQuiz.set(id, [c + correct, t + total]);
    }
    classCompleted += counts.completed;
    classCertificates += counts.certificates;
  }
  cells.set("class:enrolled", countCell(members.size));
  cells.set("class:active7", countCell(classActive7.size));
  cells.set("class:active30", countCell(classActive30.size));
  cells.set("class:completed", countCell(classCompleted));
  cells.set("class:certificates", countCell(classCertificates));
  cells.set("class:medianScore", medianCell(percentages(classQuiz)));
  // The class's completions and certificates add its courses' up; its median is not a sum, but
  // it is over the same learners, so a course's median hidden withholds it too (decision 0051).
  const groups: AdditiveGroup[] = (["completed", "certificates", "medianScore"] as const).map(
    (figure) => ({
      total: `class:${figure}`,
      parts: courseIds.map((courseId) => `${courseId}:${figure}`),
    }),
  );
  const shown = suppressCells(cells, groups);
  const line = (key: string, courseId: string | null): ReportLine => ({
    courseId,
    title: courseId === null ? null : (facts.courses.get(courseId)?.title ?? null),
    figures: Object.fromEntries(
      REPORT_FIGURES.map((figure) => [figure, shown.get(`${key}:${figure}`) ?? { kind: "none" }]),
    ) as Record<ReportFigure, ShownFigure>,
  });
  return {
    classId: klass.id,
    className: klass.name,
    archived: klass.archivedAt !== null,
    lines: [line("class", null), ...courseIds.map((courseId) => line(courseId, courseId))],
  };
}

/**
 * The report of the classes this administrator may see (an owner: all; a teacher: their own),
 * or of one of them (`classId`); null when that one is not theirs (or does not exist).
 */
export async function buildClassReport(
  db: Database,
  admin: ActingAdmin,
  request: { period: ReportPeriod; classId: string | null },
  now = new Date(),
): Promise<ClassReport | null> {
  const visible = await listClasses(db, classScopeOf(admin));
  const classes =
    request.classId === null ? visible : visible.filter((c) => c.id === request.classId);
  if (request.classId !== null && classes.length === 0) return null;
  const assigned = await listClassCourses(
    db,
    classes.map((c) => c.id),
  );
  const courseIds = [...new Set([...assigned.values()].flat().map((c) => c.courseId))];
  const { start, end } = bounds(request.period, now);
  const facts = await readClassReportFacts(
    db,
    classes.map((c) => c.id),
    courseIds,
    { start, end },
  );
  const certificates = new Map<string, string[]>();
  for (const row of facts.certificates) {
    certificates.set(row.courseId, [...(certificates.get(row.courseId) ?? []), row.learnerId]);
  }
  // Oldest class first, the order a printed stack is read in.
  const sheets = [...classes].reverse().map((klass) =>
    classSheet(
      facts,
      klass,
      (assigned.get(klass.id) ?? []).map((c) => c.courseId).filter((id) => facts.courses.has(id)),
      end,
      { certificates },
    ),
  );
  return {
    period: request.period,
    asOf: end.toISOString(),
    producedAt: now.toISOString(),
    sheets,
  };
}
