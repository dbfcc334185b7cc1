// The donor report's figures counted from real data (issue #29), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: a class of 7 whose figures are shown, a class of 3 whose figures
// are all '< 5', the class's total withheld when a course's count is small, the period's limits
// (before, within, after), and a teacher's scope.
import { describe, expect, it } from "vitest";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { addClassMember, assignClassCourse, insertClass } from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { recordLessonVisit } from "~/.server/db/repositories/lesson-visits";
import {
  insertQuizQuestions,
  type QuizQuestionContent,
} from "~/.server/db/repositories/quiz-questions";
import { recordQuizAttempt } from "~/.server/db/repositories/quiz-results";
import { insertCertificateUnlessLive } from "~/.server/db/repositories/certificates";
import type { Database } from "~/.server/db/schema";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import {
  buildClassReport,
  currentMonth,
  monthPeriod,
  type ClassReport,
  type ReportPeriod,
} from "./class-report.server";

const OWNER = { id: null, name: "Owner", role: "owner" } as const;
const at = (iso: string) => new Date(iso);

const lesson = (title: string) => ({
  title: localizedText({ en: title }),
  description: emptyLocalizedText(),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 5,
});
const question = (n: number): QuizQuestionContent => ({
  text: localizedText({ ar: `سؤال ${n}` }),
  explanation: emptyLocalizedText(),
  options: [
    { id: "", text: localizedText({ ar: "نعم" }), correct: true },
    { id: "", text: localizedText({ ar: "لا" }), correct: false },
  ],
});

async function certify(db: Database, learnerId: string, courseId: string, when: Date) {
  await insertCertificateUnlessLive(
    db,
    {
      code: crypto.randomUUID().slice(0, 12),
      learnerId,
      courseId,
      learnerName: "Learner",
      courseTitle: localizedText({ en: "Course" }),
      completedAt: when.toISOString(),
    },
    when,
  );
}

/** The shown figures of a sheet, '< 5' as "small", withheld as "withheld". */
function figuresOf(report: ClassReport, classId: string) {
  const sheet = report.sheets.find((s) => s.classId === classId);
  if (!sheet) return null;
  return sheet.lines.map((line) =>
    Object.fromEntries(
      Object.entries(line.figures).map(([figure, shown]) => [
        figure,
        shown.kind === "value" ? shown.value : shown.kind,
      ]),
    ),
  );
}

describe("the report's period", () => {
  it("reads a month and refuses what is not one", () => {
    expect(monthPeriod("2026-02")).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
      month: "2026-02",
    });
    expect(monthPeriod("2028-02")?.to).toBe("2028-02-29");
    expect(monthPeriod("2026-13")).toBeNull();
    expect(monthPeriod("26-01")).toBeNull();
    expect(currentMonth(at("2026-11-29T08:00:00Z"))).toBe("2026-11");
  });
});

describe.each(testDatabaseKinds())("the donor report's figures on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  const OCTOBER = monthPeriod("2026-10") as ReportPeriod;
  const NOW = at("2026-11-15T12:00:00Z");

  async function setUp() {
    const db = t.db;
    const course = await insertCourse(
      db,
      testCourse({ title: localizedText({ en: "Budgeting", ar: "الميزانية" }), passMark: 70 }),
    );
    await insertLessons(db, course, [lesson("one"), lesson("two")]);
    const [l1, l2] = (await findLessonsByCourseId(db, course)).map((l) => l.id) as [string, string];
    await insertQuizQuestions(
      db,
      l2,
      Array.from({ length: 10 }, (_, n) => question(n)),
    );
    const other = await insertCourse(db, testCourse({ title: localizedText({ en: "Excel" }) }));
    await insertLessons(db, other, [lesson("only")]);
    const [m1] = (await findLessonsByCourseId(db, other)).map((l) => l.id) as [string];

    const teacher = await insertAdministrator(db, {
      name: "Teacher",
      identifier: `teacher-${crypto.randomUUID()}@example.mr`,
      role: "teacher",
      passwordHash: "$argon2id$unused",
    });
    const fields = { description: "", startsOn: null, endsOn: null };
    const big = await insertClass(
      db,
      { ...fields, name: "Big", teacherIds: [teacher] },
      at("2026-09-01T00:00:00Z"),
    );
    const small = await insertClass(
      db,
      { ...fields, name: "Small", teacherIds: [] },
      at("2026-09-02T00:00:00Z"),
    );
    for (const klass of [big, small]) {
      await assignClassCourse(db, klass, course, "2026-10-31", at("2026-09-01T00:00:00Z"));
      await assignClassCourse(db, klass, other, null, at("2026-09-02T00:00:00Z"));
    }
    const learner = async (name: string, klass: string, joined = "2026-09-05T00:00:00Z") => {
      const id = await insertLearner(db, {
        email: `${name}-${crypto.randomUUID()}@example.mr`,
        phone: null,
        passwordHash: "x",
      });
      await addClassMember(
        db,
        { classId: klass, learnerId: id, name, source: "import" },
        at(joined),
      );
      return id;
    };
    const b: string[] = [];
    for (let n = 1; n <= 7; n += 1) b.push(await learner(`b${n}`, big));
    // Joined after the period: not enrolled in October.
    const late = await learner("late", big, "2026-11-02T00:00:00Z");

    // b1–b6 finish the lessons on 28 October (within 7 days of the end), and take the quiz:
    // 70, 80, 80, 90, 100 % pass; 60 % does not. Median over the 6: 80.
    const scores = [7, 8, 8, 9, 10, 6];
    for (const [index, correct] of scores.entries()) {
      const id = b[index] as string;
      await insertLessonProgress(db, id, [l1, l2], at("2026-10-28T10:00:00Z"));
      await recordQuizAttempt(db, id, l2, correct, 10, at("2026-10-28T10:05:00Z"));
    }
    // b1–b5 got their certificate in October; b1 one of the other course in September.
    for (const id of b.slice(0, 5)) await certify(db, id, course, at("2026-10-29T09:00:00Z"));
    await certify(db, b[0] as string, other, at("2026-09-30T23:00:00Z"));
    // b7 only opened a lesson on 10 October: active in 30 days, not in 7.
    await recordLessonVisit(db, { learnerId: b[6] as string }, l1, at("2026-10-10T08:00:00Z"));
    // b1–b3 finished the other course on 5 October; b7 after the period (not counted).
    for (const id of b.slice(0, 3)) {
      await insertLessonProgress(db, id, [m1], at("2026-10-05T08:00:00Z"));
    }
    await insertLessonProgress(db, b[6] as string, [m1], at("2026-11-05T08:00:00Z"));
    await insertLessonProgress(db, late, [l1, l2, m1], at("2026-11-03T08:00:00Z"));

    // The small class: a finishes the course with 100 %.
    const a = await learner("a", small);
    await learner("b", small);
    await learner("c", small);
    await insertLessonProgress(db, a, [l1, l2], at("2026-10-20T10:00:00Z"));
    await recordQuizAttempt(db, a, l2, 10, 10, at("2026-10-20T10:05:00Z"));
    return { big, small, teacher, course, other };
  }

  it("counts a class of 7 and hides its small figures, and the total they are part of", async () => {
    const { big, course, other } = await setUp();
    const report = (await buildClassReport(
      t.db,
      OWNER,
      { period: OCTOBER, classId: null },
      NOW,
    )) as ClassReport;
    expect(report.asOf).toBe("2026-11-01T00:00:00.000Z");
    const sheet = report.sheets.find((s) => s.classId === big);
    expect(sheet?.lines.map((line) => line.courseId)).toEqual([null, course, other]);
    expect(figuresOf(report, big)).toEqual([
      // The class: completions 5 + 3 would give the other course's 3 away: withheld.
      {
        enrolled: 7,
        active7: 6,
        active30: 7,
        completed: "withheld",
        certificates: 5,
        medianScore: 80,
      },
      { enrolled: 7, active7: 6, active30: 7, completed: 5, certificates: 5, medianScore: 80 },
      // 3 active in 30 days, 3 completed: '< 5'; nobody in 7 days, no certificate, no quiz.
      {
        enrolled: 7,
        active7: 0,
        active30: "small",
        completed: "small",
        certificates: 0,
        medianScore: "none",
      },
    ]);
  });

  it("shows a class under 5 as '< 5' everywhere but its zeros", async () => {
    const { small } = await setUp();
    const report = (await buildClassReport(
      t.db,
      OWNER,
      { period: OCTOBER, classId: small },
      NOW,
    )) as ClassReport;
    expect(report.sheets.map((s) => s.classId)).toEqual([small]);
    expect(figuresOf(report, small)).toEqual([
      {
        enrolled: "small",
        active7: 0,
        active30: "small",
        // 1 + 0: small itself.
        completed: "small",
        certificates: 0,
        medianScore: "small",
      },
      {
        enrolled: "small",
        active7: 0,
        active30: "small",
        completed: "small",
        certificates: 0,
        medianScore: "small",
      },
      {
        enrolled: "small",
        active7: 0,
        active30: 0,
        completed: 0,
        certificates: 0,
        medianScore: "none",
      },
    ]);
  });

  it("counts the current month up to now, and a range of days", async () => {
    const { big } = await setUp();
    // November so far: the late joiner is enrolled; b7's and the late joiner's marks count.
    const november = (await buildClassReport(
      t.db,
      OWNER,
      { period: monthPeriod(currentMonth(NOW)) as ReportPeriod, classId: big },
      NOW,
    )) as ClassReport;
    expect(november.asOf).toBe(NOW.toISOString());
    expect(figuresOf(november, big)?.[0]).toMatchObject({ enrolled: 8, certificates: 0 });
    // A range holding only 28–29 October: the certificates are in it.
    const range = (await buildClassReport(
      t.db,
      OWNER,
      { period: { from: "2026-10-28", to: "2026-10-29", month: null }, classId: big },
      NOW,
    )) as ClassReport;
    expect(figuresOf(range, big)?.[1]).toMatchObject({ certificates: 5, completed: 5 });
  });

  it("gives a teacher their own classes only, and nothing of another's", async () => {
    const { big, small, teacher } = await setUp();
    const asTeacher = { id: teacher, name: "Teacher", role: "teacher" } as const;
    const all = await buildClassReport(t.db, asTeacher, { period: OCTOBER, classId: null }, NOW);
    expect(all?.sheets.map((s) => s.classId)).toEqual([big]);
    expect(
      await buildClassReport(t.db, asTeacher, { period: OCTOBER, classId: small }, NOW),
    ).toBeNull();
    expect(
      await buildClassReport(t.db, asTeacher, { period: OCTOBER, classId: "no-such" }, NOW),
    ).toBeNull();
  });
});
