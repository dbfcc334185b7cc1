// The class admin screens' writes (issue #29) on real databases: 'New class' and its checks, the
// details, archive, delete, teachers, assigned courses, join code and roster, each with its audit
// entry in the same transaction; bad input changes nothing; deleting or leaving a class keeps the
// learners' accounts and progress; join codes are unique, six characters of CODE_ALPHABET.
import { beforeEach, describe, expect, it } from "vitest";
import {
  insertAdministrator,
  setAdministratorDisabled,
} from "~/.server/db/repositories/administrators";
import {
  addClassMember,
  findClass,
  findClassByJoinCode,
  listClassCourses,
  listClasses,
} from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import type { Database } from "~/.server/db/schema";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { CODE_ALPHABET } from "~/lib/classes";
import { localizedText } from "~/lib/localized-text";
import { createClass, loadClassList } from "./class-admin-list.server";
import { changeJoinCode, generateJoinCode } from "./class-admin-join-code.server";
import {
  assignCourse,
  changeClassTeachers,
  changeCourseDueDay,
  deleteClassKeepingLearners,
  removeLearnerFromClass,
  setClassArchivedState,
  unassignCourse,
  updateClassDetails,
} from "./class-admin-manage.server";

const en = adminTranslator("en");
const BY = { actor: { id: null, name: "Owner (admin password)" }, ip: "198.51.100.7" };
const NOW = new Date("2026-11-29T09:00:00.000Z");
const blank = { description: "", startsOn: "", endsOn: "", teacherIds: [] as string[] };

async function auditEntries(db: Database) {
  const rows = await db
    .selectFrom("audit_log")
    .select(["action", "details", "course_id"])
    .orderBy("at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    action: row.action,
    courseId: row.course_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
  }));
}

async function administrator(
  db: Database,
  role: "teacher" | "editor",
  name: string,
): Promise<string> {
  return insertAdministrator(db, {
    name,
    identifier: `${crypto.randomUUID()}@example.mr`,
    role,
    passwordHash: "$argon2id$not-used-here",
  });
}

/** A published course with one lesson, a learner who completed it, in the class. */
async function learnerWithProgress(db: Database, classId: string) {
  const courseId = await insertCourse(
    db,
    testCourse({ title: localizedText({ en: "Budgeting" }), isPublished: true }),
  );
  await insertLessons(db, courseId, [
    {
      title: localizedText({ en: "One" }),
      description: localizedText({}),
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 10,
    },
  ]);
  const [lesson] = await findLessonsByCourseId(db, courseId);
  const learnerId = await insertLearner(db, {
    email: null,
    phone: `+2222${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    passwordHash: "not a real hash",
  });
  await insertLessonProgress(db, learnerId, [lesson!.id]);
  await addClassMember(db, { classId, learnerId, name: "Aicha", source: "import" }, NOW);
  return { courseId, learnerId };
}

describe.each(testDatabaseKinds())("the class admin screens' writes on %s", (kind) => {
  const t = testDatabaseForSuite(kind);

  beforeEach(async () => {
    for (const table of [
      "classes",
      "audit_log",
      "lesson_progress",
      "learners",
      "courses",
      "administrators",
    ] as const) {
      await t.db.deleteFrom(table).execute();
    }
  });

  it("creates a class with its teachers and its class.create entry", async () => {
    const teacher = await administrator(t.db, "teacher", "Mariem");
    const result = await createClass(
      t.db,
      {
        name: "  Couture 2026 ",
        description: "Atelier du soir",
        startsOn: "2026-09-01",
        endsOn: "2027-06-30",
        teacherIds: [teacher, teacher],
      },
      BY,
      en,
      NOW,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const stored = await findClass(t.db, result.classId);
    expect(stored).toMatchObject({
      name: "Couture 2026",
      description: "Atelier du soir",
      startsOn: "2026-09-01",
      endsOn: "2027-06-30",
      joinCode: null,
      archivedAt: null,
      teachers: [{ id: teacher, name: "Mariem" }],
    });
    expect(await auditEntries(t.db)).toEqual([
      {
        action: "class.create",
        courseId: null,
        details: {
          classId: result.classId,
          className: "Couture 2026",
          startsOn: "2026-09-01",
          endsOn: "2027-06-30",
          teacherIds: [teacher],
        },
      },
    ]);
    // The teacher's list has it; an owner may create a class without teachers.
    const owner = { id: null, name: "Owner", role: "owner" } as const;
    expect(await createClass(t.db, { name: "Sans enseignant", ...blank }, BY, en)).toMatchObject({
      ok: true,
    });
    const teacherList = await loadClassList(t.db, { id: teacher, name: "Mariem", role: "teacher" });
    expect(teacherList.classes.map((c) => c.name)).toEqual(["Couture 2026"]);
    expect(teacherList.mayCreate).toBe(false);
    const ownerList = await loadClassList(t.db, owner);
    expect(ownerList.classes).toHaveLength(2);
    expect(ownerList.teacherChoices).toEqual([{ id: teacher, name: "Mariem" }]);
  });

  it("refuses bad details and teachers who are not active teachers, changing nothing", async () => {
    const editor = await administrator(t.db, "editor", "Editor");
    const disabled = await administrator(t.db, "teacher", "Gone");
    await setAdministratorDisabled(t.db, disabled, NOW);
    const cases: [Parameters<typeof createClass>[1], string][] = [
      [{ name: "   ", ...blank }, "name"],
      [{ name: "x".repeat(201), ...blank }, "name"],
      [{ name: "A", ...blank, description: "d".repeat(2001) }, "description"],
      [{ name: "A", ...blank, startsOn: "2026-02-30" }, "startsOn"],
      [{ name: "A", ...blank, endsOn: "tomorrow" }, "endsOn"],
      [{ name: "A", ...blank, startsOn: "2026-09-02", endsOn: "2026-09-01" }, "endsOn"],
      [{ name: "A", ...blank, teacherIds: [editor] }, "teacherIds"],
      [{ name: "A", ...blank, teacherIds: [disabled] }, "teacherIds"],
      [{ name: "A", ...blank, teacherIds: ["no-such-id"] }, "teacherIds"],
    ];
    for (const [input, field] of cases) {
      const result = await createClass(t.db, input, BY, en);
      expect(result.ok, field).toBe(false);
      if (!result.ok) expect(Object.keys(result.errors), JSON.stringify(input)).toEqual([field]);
    }
    // 200 characters exactly is fine, as is an end on the start day.
    expect(
      await createClass(
        t.db,
        { name: "é".repeat(200), ...blank, startsOn: "2026-09-01", endsOn: "2026-09-01" },
        BY,
        en,
      ),
    ).toMatchObject({ ok: true });
    expect(await listClasses(t.db, { teacherId: null })).toHaveLength(1);
    expect((await auditEntries(t.db)).map((e) => e.action)).toEqual(["class.create"]);
  });

  it("saves details, archives and restores, changes teachers: each audited once", async () => {
    const [a, b] = [
      await administrator(t.db, "teacher", "A"),
      await administrator(t.db, "teacher", "B"),
    ];
    const created = await createClass(t.db, { name: "Old", ...blank, teacherIds: [a] }, BY, en);
    if (!created.ok) throw new Error("not created");
    const id = created.classId;
    const details = { name: "New", description: "", startsOn: "", endsOn: "2027-01-31" };
    expect(await updateClassDetails(t.db, id, details, BY, en)).toMatchObject({ ok: true });
    // The same details again change nothing and write no entry.
    expect(await updateClassDetails(t.db, id, details, BY, en)).toMatchObject({ ok: true });
    const bad = await updateClassDetails(t.db, id, { ...details, name: "" }, BY, en);
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { name: expect.any(String) } });
    expect(await setClassArchivedState(t.db, id, true, BY, en)).toMatchObject({ ok: true });
    expect(await setClassArchivedState(t.db, id, true, BY, en)).toMatchObject({ ok: true });
    expect((await findClass(t.db, id))?.archivedAt).not.toBeNull();
    expect(await setClassArchivedState(t.db, id, false, BY, en)).toMatchObject({ ok: true });
    expect(await changeClassTeachers(t.db, id, [b], BY, en)).toMatchObject({ ok: true });
    expect(await changeClassTeachers(t.db, id, ["bogus"], BY, en)).toMatchObject({
      ok: false,
      status: 400,
    });
    const stored = await findClass(t.db, id);
    expect(stored).toMatchObject({ name: "New", endsOn: "2027-01-31", archivedAt: null });
    expect(stored?.teachers.map((teacher) => teacher.id)).toEqual([b]);
    const entries = await auditEntries(t.db);
    expect(entries.map((e) => e.action)).toEqual([
      "class.create",
      "class.update",
      "class.archive",
      "class.unarchive",
      "class.teachers_change",
    ]);
    expect(entries[1]!.details).toEqual({
      classId: id,
      className: "New",
      name: { from: "Old", to: "New" },
      endsOn: { from: null, to: "2027-01-31" },
    });
    expect(entries[4]!.details).toEqual({
      classId: id,
      className: "New",
      added: [b],
      removed: [a],
    });
    expect(await updateClassDetails(t.db, "no-such-class", details, BY, en)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("assigns published courses with due days, changes and unassigns them", async () => {
    const created = await createClass(t.db, { name: "Classe", ...blank }, BY, en);
    if (!created.ok) throw new Error("not created");
    const id = created.classId;
    const published = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Excel" }), isPublished: true }),
    );
    const draft = await insertCourse(t.db, testCourse({ isPublished: false }));
    expect(await assignCourse(t.db, id, { courseId: draft, dueOn: "" }, BY, en)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await assignCourse(t.db, id, { courseId: published, dueOn: "2026-13-01" }, BY, en),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await assignCourse(t.db, id, { courseId: published, dueOn: "2026-12-15" }, BY, en),
    ).toMatchObject({ ok: true });
    expect(await assignCourse(t.db, id, { courseId: published, dueOn: "" }, BY, en)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(
      await changeCourseDueDay(t.db, id, { courseId: published, dueOn: "" }, BY, en),
    ).toMatchObject({ ok: true });
    expect((await listClassCourses(t.db, [id])).get(id)).toEqual([
      expect.objectContaining({ courseId: published, dueOn: null }),
    ]);
    expect(
      await changeCourseDueDay(t.db, id, { courseId: draft, dueOn: "" }, BY, en),
    ).toMatchObject({ ok: false });
    expect(await unassignCourse(t.db, id, published, BY, en)).toMatchObject({ ok: true });
    expect(await unassignCourse(t.db, id, published, BY, en)).toMatchObject({ ok: false });
    const entries = await auditEntries(t.db);
    expect(entries.map((e) => [e.action, e.courseId])).toEqual([
      ["class.create", null],
      ["class.course_assign", published],
      ["class.course_assign", published],
      ["class.course_unassign", published],
    ]);
    expect(entries[1]!.details).toEqual({
      classId: id,
      className: "Classe",
      courseId: published,
      dueOn: "2026-12-15",
    });
    expect(entries[2]!.details).toMatchObject({ dueOn: { from: "2026-12-15", to: null } });
  });

  it("removes a learner and deletes a class, keeping the learners' accounts and progress", async () => {
    const created = await createClass(t.db, { name: "À supprimer", ...blank }, BY, en);
    if (!created.ok) throw new Error("not created");
    const id = created.classId;
    const one = await learnerWithProgress(t.db, id);
    const two = await learnerWithProgress(t.db, id);
    await assignCourse(t.db, id, { courseId: one.courseId, dueOn: "" }, BY, en);
    await changeJoinCode(t.db, { id, name: "À supprimer" }, "on", BY);

    expect(await removeLearnerFromClass(t.db, id, one.learnerId, BY, en)).toMatchObject({
      ok: true,
    });
    expect(await removeLearnerFromClass(t.db, id, one.learnerId, BY, en)).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await deleteClassKeepingLearners(t.db, id, BY, en)).toMatchObject({ ok: true });

    expect(await findClass(t.db, id)).toBeNull();
    for (const table of ["class_members", "class_courses", "class_teachers"] as const) {
      expect(await t.db.selectFrom(table).selectAll().execute(), table).toEqual([]);
    }
    const learners = await t.db.selectFrom("learners").select("id").execute();
    expect(learners.map((l) => l.id).sort()).toEqual([one.learnerId, two.learnerId].sort());
    const progress = await t.db.selectFrom("lesson_progress").select("learner_id").execute();
    expect(progress.map((p) => p.learner_id).sort()).toEqual([one.learnerId, two.learnerId].sort());
    const entries = await auditEntries(t.db);
    expect(entries.map((e) => e.action)).toEqual([
      "class.create",
      "class.course_assign",
      "class.join_code_change",
      "class.learner_remove",
      "class.delete",
    ]);
    expect(entries[3]!.details).toEqual({
      classId: id,
      className: "À supprimer",
      learnerId: one.learnerId,
      learnerName: "Aicha",
    });
    expect(entries[4]!.details).toEqual({ classId: id, className: "À supprimer", learnerCount: 1 });
    expect(await deleteClassKeepingLearners(t.db, id, BY, en)).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("turns the join code on, renews it and turns it off; codes are unique", async () => {
    const ids: string[] = [];
    for (const name of ["A", "B"]) {
      const created = await createClass(t.db, { name, ...blank }, BY, en);
      if (!created.ok) throw new Error("not created");
      ids.push(created.classId);
    }
    const [a, b] = ids as [string, string];
    const on = await changeJoinCode(t.db, { id: a, name: "A" }, "on", BY);
    if (!on.ok || on.code === null) throw new Error("no code");
    expect(on.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect((await findClassByJoinCode(t.db, on.code))?.id).toBe(a);
    // On again: the same code, no entry.
    expect(await changeJoinCode(t.db, { id: a, name: "A" }, "on", BY)).toEqual(on);

    // B's first draw is A's code: drawn again, B gets another.
    const draws = [on.code, "ZZZZZZ"];
    const onB = await changeJoinCode(t.db, { id: b, name: "B" }, "on", BY, () => draws.shift()!);
    expect(onB).toEqual({ ok: true, code: "ZZZZZZ" });

    const renewed = await changeJoinCode(t.db, { id: a, name: "A" }, "renew", BY);
    if (!renewed.ok || renewed.code === null) throw new Error("not renewed");
    expect(renewed.code).not.toBe(on.code);
    expect(await findClassByJoinCode(t.db, on.code)).toBeNull();
    expect((await findClassByJoinCode(t.db, renewed.code))?.id).toBe(a);

    expect(await changeJoinCode(t.db, { id: a, name: "A" }, "off", BY)).toEqual({
      ok: true,
      code: null,
    });
    expect(await findClassByJoinCode(t.db, renewed.code)).toBeNull();
    expect(await changeJoinCode(t.db, { id: "gone", name: "?" }, "on", BY)).toEqual({
      ok: false,
      status: 404,
    });
    // An archived class's code stays taken (the column is unique) but does not open the class.
    await setClassArchivedState(t.db, b, true, BY, en);
    expect(await findClassByJoinCode(t.db, "ZZZZZZ")).toBeNull();
    const draws2 = ["ZZZZZZ", "YYYYYY"];
    expect(
      await changeJoinCode(t.db, { id: a, name: "A" }, "on", BY, () => draws2.shift()!),
    ).toEqual({ ok: true, code: "YYYYYY" });

    const entries = (await auditEntries(t.db)).filter((e) => e.action === "class.join_code_change");
    expect(entries.map((e) => e.details)).toEqual([
      { classId: a, className: "A", change: "on", from: null, to: on.code },
      { classId: b, className: "B", change: "on", from: null, to: "ZZZZZZ" },
      { classId: a, className: "A", change: "renew", from: on.code, to: renewed.code },
      { classId: a, className: "A", change: "off", from: renewed.code, to: null },
      { classId: a, className: "A", change: "on", from: null, to: "YYYYYY" },
    ]);
  });

  it("draws codes from the whole alphabet and nothing else", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const code = generateJoinCode();
      expect(code).toHaveLength(6);
      for (const char of code) seen.add(char);
    }
    expect([...seen].every((char) => CODE_ALPHABET.includes(char))).toBe(true);
    // 2,400 draws from 31 characters: missing one would be a biased generator.
    expect(seen.size).toBe(CODE_ALPHABET.length);
  });
});
