// The class grid (issue #29) on both databases: each cell (done, quiz score, certificate, status),
// each learner's name and last activity, the behind-due mark, and the CSV export holding exactly
// the grid's rows with formula-looking names neutralised.
import { beforeEach, describe, expect, it } from "vitest";
import { insertCertificateUnlessLive } from "~/.server/db/repositories/certificates";
import { addClassMember, assignClassCourse } from "~/.server/db/repositories/classes";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { recordLessonVisit } from "~/.server/db/repositories/lesson-visits";
import { recordQuizAttempt } from "~/.server/db/repositories/quiz-results";
import { updateCertificateName } from "~/.server/db/repositories/certificates";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { findClass } from "~/.server/db/repositories/classes";
import { localizedText } from "~/lib/localized-text";
import {
  gridFixtureClass,
  gridFixtureCourse,
  gridFixtureLearner,
  parseCsv,
  type GridFixtureCourse,
} from "./class-grid-fixture.server";
import { loadClassGrid } from "./class-grid-model.server";
import { csvFileName, exportClassGrid, loadClassPage } from "./class-grid-pages.server";
import { gridCsvRows, gridRowCells, gridTable } from "./class-grid-table";

const NOW = new Date("2026-11-29T10:00:00Z");
const at = (iso: string) => new Date(iso);
const en = adminTranslator("en");
const origin = { actor: { id: null, name: "Owner" }, ip: "203.0.113.9" };

describe.each(testDatabaseKinds())("the class grid on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let first: GridFixtureCourse;
  let second: GridFixtureCourse;
  let other: GridFixtureCourse;
  let classId: string;

  beforeEach(async () => {
    for (const table of ["classes", "certificates", "learners", "courses", "audit_log"] as const) {
      await t.db.deleteFrom(table).execute();
    }
    // First: 3 lessons, the first two with a quiz, due on the 20th. Second: 2 lessons, no quiz,
    // no due day. Other: a course the class does not have.
    first = await gridFixtureCourse(t.db, "First", 3, 2);
    second = await gridFixtureCourse(t.db, "Second", 2, 0);
    other = await gridFixtureCourse(t.db, "Other", 1, 0);
    classId = await gridFixtureClass(t.db, "Class A", [
      { courseId: first.courseId, dueOn: "2026-11-20" },
      { courseId: second.courseId, dueOn: null },
    ]);
  });

  it("shows each lesson done or not, each quiz's best score, the certificate and the status", async () => {
    const done = await gridFixtureLearner(t.db, classId, "Aicha");
    const started = await gridFixtureLearner(t.db, classId, "Brahim");
    const idle = await gridFixtureLearner(t.db, classId, "Coumba");
    const [l1, l2, l3] = first.lessonIds as [string, string, string];
    // Aicha: every lesson of First, both quizzes passed (8/10, 7/10 at a pass mark of 70), its
    // certificate; the first lesson of Second.
    await insertLessonProgress(
      t.db,
      done,
      [...first.lessonIds, second.lessonIds[0]!],
      at("2026-11-10T08:00:00Z"),
    );
    await recordQuizAttempt(t.db, done, l1, 8, 10, at("2026-11-10T08:05:00Z"));
    await recordQuizAttempt(t.db, done, l2, 7, 10, at("2026-11-10T08:06:00Z"));
    await insertCertificateUnlessLive(
      t.db,
      {
        code: "ABCD2345",
        learnerId: done,
        courseId: first.courseId,
        learnerName: "Aicha",
        courseTitle: localizedText({ en: "First" }),
        completedAt: "2026-11-10T08:06:00Z",
      },
      at("2026-11-11T12:00:00Z"),
    );
    // Brahim: the first lesson, a failed quiz (its best is kept: 3 then 5 of 10).
    await insertLessonProgress(t.db, started, [l1], at("2026-11-12T08:00:00Z"));
    await recordQuizAttempt(t.db, started, l1, 3, 10, at("2026-11-12T08:10:00Z"));
    await recordQuizAttempt(t.db, started, l1, 5, 10, at("2026-11-13T08:10:00Z"));
    // Coumba: all of First's lessons, but the second quiz failed: not completed, so behind.
    await insertLessonProgress(t.db, idle, [l1, l2, l3], at("2026-11-14T08:00:00Z"));
    await recordQuizAttempt(t.db, idle, l1, 10, 10, at("2026-11-14T08:10:00Z"));
    await recordQuizAttempt(t.db, idle, l2, 6, 10, at("2026-11-14T08:20:00Z"));

    const grid = await loadClassGrid(t.db, { id: classId }, { locale: "en", now: NOW });
    const table = gridTable(grid, en);
    expect(table.groups).toEqual([
      { label: "", span: 2 },
      { label: "First", span: 1 + 3 },
      { label: "Second", span: 1 + 2 },
    ]);
    expect(table.labels).toEqual([
      "Learner",
      "Last activity",
      "Due 2026-11-20",
      "1",
      "2",
      "3",
      "Status",
      "1",
      "2",
    ]);
    expect(table.rows.map((row) => row.cells)).toEqual([
      ["Aicha", "2026-11-11", "★", "✓ 8/10", "✓ 7/10", "✓", "", "✓", ""],
      ["Brahim", "2026-11-13", "⚠ Behind", "✓ 5/10", "", "", "", "", ""],
      ["Coumba", "2026-11-14", "⚠ Behind", "✓ 10/10", "✓ 6/10", "✓", "", "", ""],
    ]);
    expect(table.behindCount).toBe(2);
    expect(table.rows.map((row) => row.learnerId)).toEqual([done, started, idle]);

    // Completed without a certificate yet: ✓ in the course's column. A quiz tried before the
    // lesson was marked shows its score alone.
    await t.db.deleteFrom("certificates").execute();
    await recordQuizAttempt(t.db, started, l2, 9, 10);
    const again = gridTable(
      await loadClassGrid(t.db, { id: classId }, { locale: "en", now: NOW }),
      en,
    );
    expect(again.rows[0]!.cells[2]).toBe("✓");
    expect(again.rows[1]!.cells.slice(2, 6)).toEqual(["⚠ Behind", "✓ 5/10", "9/10", ""]);

    // Before the due day nobody is behind.
    const early = gridTable(
      await loadClassGrid(t.db, { id: classId }, { locale: "en", now: at("2026-11-20T23:00:00Z") }),
      en,
    );
    expect(early.behindCount).toBe(0);
    expect(early.rows[1]!.cells[2]).toBe("");
  });

  it("names a learner by the roster, else the certificate name, else the phone or email", async () => {
    const rostered = await gridFixtureLearner(t.db, classId, "Roster name", "+22222000001");
    await updateCertificateName(t.db, rostered, "Certificate name A");
    const certified = await gridFixtureLearner(t.db, classId, "", "+22222000002");
    await updateCertificateName(t.db, certified, "Certificate name B");
    await gridFixtureLearner(t.db, classId, "  ", "+22222000003");
    const byEmail = await insertLearner(t.db, {
      email: "d@example.mr",
      phone: null,
      passwordHash: "x",
    });
    await addClassMember(t.db, { classId, learnerId: byEmail, name: "", source: "join" }, NOW);
    const table = gridTable(
      await loadClassGrid(t.db, { id: classId }, { locale: "en", now: NOW }),
      en,
    );
    expect(table.rows.map((row) => row.cells[0])).toEqual([
      "+22222000003",
      "Certificate name B",
      "d@example.mr",
      "Roster name",
    ]);
  });

  it("takes the last activity from marks, quizzes, visits and certificates in the class's courses only", async () => {
    const learner = await gridFixtureLearner(t.db, classId, "Dah");
    const last = async () =>
      (await loadClassGrid(t.db, { id: classId }, { locale: "en", now: NOW })).learners[0]!
        .lastActivity;
    expect(await last()).toBeNull();
    await recordLessonVisit(
      t.db,
      { learnerId: learner },
      first.lessonIds[0]!,
      at("2026-11-02T08:00:00Z"),
    );
    expect(await last()).toBe("2026-11-02T08:00:00.000Z");
    await insertLessonProgress(t.db, learner, [first.lessonIds[0]!], at("2026-11-03T08:00:00Z"));
    expect(await last()).toBe("2026-11-03T08:00:00.000Z");
    await recordQuizAttempt(t.db, learner, first.lessonIds[0]!, 2, 10, at("2026-11-04T08:00:00Z"));
    expect(await last()).toBe("2026-11-04T08:00:00.000Z");
    await insertCertificateUnlessLive(
      t.db,
      {
        code: "WXYZ2345",
        learnerId: learner,
        courseId: second.courseId,
        learnerName: "Dah",
        courseTitle: localizedText({ en: "Second" }),
        completedAt: "2026-11-05T08:00:00Z",
      },
      at("2026-11-05T08:00:00Z"),
    );
    expect(await last()).toBe("2026-11-05T08:00:00.000Z");
    // Elsewhere (a course the class does not have, another visitor): not the teacher's business.
    await recordLessonVisit(
      t.db,
      { learnerId: learner },
      other.lessonIds[0]!,
      at("2026-11-20T08:00:00Z"),
    );
    await insertLessonProgress(t.db, learner, [other.lessonIds[0]!], at("2026-11-21T08:00:00Z"));
    await recordLessonVisit(
      t.db,
      { visitorKey: learner },
      first.lessonIds[1]!,
      at("2026-11-22T08:00:00Z"),
    );
    expect(await last()).toBe("2026-11-05T08:00:00.000Z");
    // A revoked certificate does not count as one.
    await t.db.updateTable("certificates").set({ revoked_at: NOW.toISOString() }).execute();
    const grid = await loadClassGrid(t.db, { id: classId }, { locale: "en", now: NOW });
    expect(grid.learners[0]!.courses[1]!.certificate).toBeNull();
  });

  it("titles courses in the administrator's language, and counts a course completed by its certificate", async () => {
    const learner = await gridFixtureLearner(t.db, classId, "Ely");
    await insertCertificateUnlessLive(t.db, {
      code: "KMNP2345",
      learnerId: learner,
      courseId: first.courseId,
      learnerName: "Ely",
      courseTitle: localizedText({ en: "First" }),
      completedAt: "2026-11-05T08:00:00Z",
    });
    const ar = adminTranslator("ar");
    const table = gridTable(
      await loadClassGrid(t.db, { id: classId }, { locale: "ar", now: NOW }),
      ar,
    );
    expect(table.groups.map((group) => group.label)).toEqual(["", "دورة First", "دورة Second"]);
    expect(table.labels[1]).toBe("آخر نشاط");
    expect(table.rows[0]!.cells[2]).toBe("★");
    expect(table.labels[2]).toBe("الموعد 20 نوفمبر 2026");
  });

  it("loads one learner's page, and nothing for someone not in the class", async () => {
    const learner = await gridFixtureLearner(t.db, classId, "Fatimetou");
    await insertLessonProgress(t.db, learner, [second.lessonIds[1]!], at("2026-11-06T08:00:00Z"));
    const outsider = await insertLearner(t.db, {
      email: "o@example.mr",
      phone: null,
      passwordHash: "x",
    });
    const schoolClass = (await findClass(t.db, classId))!;
    const { loadClassLearnerPage } = await import("./class-grid-pages.server");
    const page = await loadClassLearnerPage(t.db, schoolClass, learner, en, NOW);
    expect(page?.learner.name).toBe("Fatimetou");
    expect(page?.courses.map((course) => course.title)).toEqual(["First", "Second"]);
    expect(page?.learner.courses[1]!.lessons.map((lesson) => lesson.doneAt)).toEqual([
      null,
      "2026-11-06T08:00:00.000Z",
    ]);
    expect(page?.learner.courses[0]!.behind).toBe(true);
    expect(await loadClassLearnerPage(t.db, schoolClass, outsider, en, NOW)).toBeNull();
  });

  it("exports the very rows of the grid as CSV, names neutralised, and logs the export", async () => {
    const learner = await gridFixtureLearner(
      t.db,
      classId,
      '=HYPERLINK("http://evil.example","x")',
    );
    await gridFixtureLearner(t.db, classId, "عائشة, بنت محمد");
    await insertLessonProgress(t.db, learner, [first.lessonIds[0]!], at("2026-11-06T08:00:00Z"));
    await recordQuizAttempt(t.db, learner, first.lessonIds[0]!, 4, 10, at("2026-11-06T08:01:00Z"));
    const schoolClass = (await findClass(t.db, classId))!;
    const response = await exportClassGrid(t.db, schoolClass, en, origin, NOW);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Class-A-2026-11-29.csv"; filename*=UTF-8''Class%20A-2026-11-29.csv`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const parsed = parseCsv(text);

    const page = await loadClassPage(t.db, schoolClass, en, NOW);
    const table = gridTable(await loadClassGrid(t.db, schoolClass, { locale: "en", now: NOW }), en);
    expect(page.table.rows.map((row) => gridRowCells(page.table, row))).toEqual(
      table.rows.map(({ learnerId, cells }) => ({ learnerId, cells })),
    );
    const expected = gridCsvRows(table).map((row) =>
      // The only difference: the neutralising apostrophe a spreadsheet shows as nothing.
      row.map((cell) => (cell.startsWith("=") ? `'${cell}` : cell)),
    );
    expect(table.rows[0]!.cells[0]).toBe('=HYPERLINK("http://evil.example","x")');
    expect(parsed).toEqual(expected);
    expect(parsed[3]![0]).toBe("عائشة, بنت محمد");
    expect(parsed[2]!.slice(0, 4)).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      "2026-11-06",
      "⚠ Behind",
      "✓ 4/10",
    ]);

    const entries = await t.db.selectFrom("audit_log").selectAll().execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]!.action).toBe("class.export");
    expect(JSON.parse(entries[0]!.details)).toEqual({
      classId,
      className: "Class A",
      learners: 2,
      courses: 2,
    });
  });

  it("reads a large class in the same handful of statements", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await gridFixtureLearner(t.db, classId, `L${i}`));
    await assignClassCourse(t.db, classId, other.courseId, null, NOW);
    const statements: string[] = [];
    const { loadClassGrid: load } = await import("./class-grid-model.server");
    const counting = t.db.withPlugin({
      // Once per statement executed (transformQuery also sees each subquery).
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements.push(args.queryId.queryId);
        return args.result;
      },
    });
    const grid = await load(counting, { id: classId }, { locale: "en", now: NOW });
    expect(grid.learners).toHaveLength(12);
    const few = statements.length;
    for (let i = 0; i < 12; i += 1) ids.push(await gridFixtureLearner(t.db, classId, `M${i}`));
    statements.length = 0;
    await load(counting, { id: classId }, { locale: "en", now: NOW });
    expect(statements.length).toBe(few);
    // Courses, lessons, learners, then marks, quizzes, visits and certificates.
    expect(few).toBe(7);
  });
});

describe("the export's file name", () => {
  it("keeps the class's name, with an ASCII fallback", () => {
    expect(csvFileName("Classe d'été 2026", "2026-11-29")).toEqual({
      ascii: "Classe-d-ete-2026-2026-11-29.csv",
      utf8: "Classe d'été 2026-2026-11-29.csv",
    });
    expect(csvFileName('فصل "أ"/ب', "2026-11-29")).toEqual({
      ascii: "class-2026-11-29.csv",
      utf8: "فصل -أ-ب-2026-11-29.csv",
    });
  });
});
