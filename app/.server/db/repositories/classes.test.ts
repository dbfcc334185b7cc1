// The class repository (issue #29) on SQLite and (with TEST_DATABASE_URL) on PostgreSQL: a class,
// its teachers' scope, its learners, its courses and its join code; deleting a class keeps the
// learners' accounts and progress.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import { testCourse } from "../testing/test-course";
import { insertAdministrator } from "./administrators";
import {
  addClassMember,
  assignClassCourse,
  deleteClass,
  findClass,
  findClassByJoinCode,
  insertClass,
  isClassMember,
  isClassTeacher,
  listClassCourses,
  listClasses,
  listLearnerClasses,
  removeClassMember,
  setClassArchived,
  setClassJoinCode,
  unassignClassCourse,
  updateClass,
} from "./classes";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import { insertCourse, insertCourses } from "./courses";
import { insertLessonProgress } from "./lesson-progress";
import { insertLearner } from "./learners";

const now = new Date("2026-11-29T09:00:00.000Z");
const fields = { name: "الدفعة الأولى", description: "", startsOn: "2026-12-01", endsOn: null };

describe.each(testDatabaseKinds())("classes on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let teacherA: string;
  let teacherB: string;
  let learner: string;

  beforeEach(async () => {
    for (const table of ["classes", "administrators", "learners", "courses"] as const) {
      await t.db.deleteFrom(table).execute();
    }
    const teacher = (name: string) =>
      insertAdministrator(t.db, {
        name,
        identifier: `${name}@example.org`,
        role: "teacher",
        passwordHash: "x",
      });
    teacherA = await teacher("amina");
    teacherB = await teacher("brahim");
    learner = await insertLearner(t.db, { email: null, phone: "+22222123456", passwordHash: "" });
  });

  it("keeps a class with its teachers, and scopes the list to a teacher", async () => {
    const a = await insertClass(t.db, { ...fields, teacherIds: [teacherA, teacherB] }, now);
    const b = await insertClass(t.db, { ...fields, name: "B", teacherIds: [teacherB] }, now);
    expect(await findClass(t.db, a)).toMatchObject({
      name: "الدفعة الأولى",
      startsOn: "2026-12-01",
      endsOn: null,
      joinCode: null,
      archivedAt: null,
      teachers: [
        { id: teacherA, name: "amina" },
        { id: teacherB, name: "brahim" },
      ],
    });
    expect(await isClassTeacher(t.db, b, teacherA)).toBe(false);
    expect(await isClassTeacher(t.db, b, teacherB)).toBe(true);
    expect((await listClasses(t.db, { teacherId: teacherA })).map((c) => c.id)).toEqual([a]);
    expect((await listClasses(t.db, { teacherId: null })).map((c) => c.id).sort()).toEqual(
      [a, b].sort(),
    );
  });

  it("counts learners and courses, and adds a learner once", async () => {
    const id = await insertClass(t.db, { ...fields, teacherIds: [teacherA] }, now);
    const courseId = await insertCourse(t.db, testCourse());
    const member = { classId: id, learnerId: learner, name: "مريم", source: "import" } as const;
    expect(await addClassMember(t.db, member, now)).toBe(true);
    expect(await addClassMember(t.db, member, now)).toBe(false);
    await assignClassCourse(t.db, id, courseId, "2026-12-20", now);
    await assignClassCourse(t.db, id, courseId, "2026-12-31", now);
    const [summary] = await listClasses(t.db, { teacherId: teacherA });
    expect(summary).toMatchObject({ learnerCount: 1, courseCount: 1 });
    expect((await listClassCourses(t.db, [id])).get(id)).toEqual([
      { courseId, dueOn: "2026-12-31", assignedAt: now.toISOString() },
    ]);
    expect((await listLearnerClasses(t.db, learner)).map((c) => c.id)).toEqual([id]);
    expect(await unassignClassCourse(t.db, id, courseId)).toBe(true);
    expect(await removeClassMember(t.db, id, learner)).toBe(true);
    expect(await isClassMember(t.db, id, learner)).toBe(false);
  });

  it("finds an active class by its join code, never an archived one or one with it off", async () => {
    const id = await insertClass(t.db, { ...fields, teacherIds: [] }, now);
    await setClassJoinCode(t.db, id, "K7M2QX", now);
    expect((await findClassByJoinCode(t.db, "K7M2QX"))?.id).toBe(id);
    const other = await insertClass(t.db, { ...fields, teacherIds: [] }, now);
    await expect(setClassJoinCode(t.db, other, "K7M2QX", now)).rejects.toThrow();
    await setClassArchived(t.db, id, true, now);
    expect(await findClassByJoinCode(t.db, "K7M2QX")).toBeNull();
    await setClassArchived(t.db, id, false, now);
    await setClassJoinCode(t.db, id, null, now);
    expect(await findClassByJoinCode(t.db, "K7M2QX")).toBeNull();
  });

  it("deletes a class and keeps its learners' accounts and progress", async () => {
    const id = await insertClass(t.db, { ...fields, teacherIds: [teacherA] }, now);
    await addClassMember(t.db, { classId: id, learnerId: learner, name: "", source: "join" }, now);
    const [courseId] = await insertCourses(t.db, [
      {
        course: testCourse(),
        lessons: [
          {
            title: localizedText({ en: "One" }),
            description: emptyLocalizedText(),
            youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
            durationMinutes: 10,
          },
        ],
      },
    ]);
    const lesson = await t.db
      .selectFrom("course_videos")
      .select("id")
      .where("course_id", "=", courseId as string)
      .executeTakeFirstOrThrow();
    await insertLessonProgress(t.db, learner, [lesson.id], now);
    const progressBefore = await t.db.selectFrom("lesson_progress").selectAll().execute();
    expect(progressBefore).toHaveLength(1);
    expect(await updateClass(t.db, id, { ...fields, name: "renamed" }, now)).toBe(true);
    expect(await deleteClass(t.db, id)).toBe(true);
    expect(await findClass(t.db, id)).toBeNull();
    expect(await t.db.selectFrom("class_members").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("class_teachers").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("learners").select("id").execute()).toEqual([{ id: learner }]);
    expect(await t.db.selectFrom("lesson_progress").selectAll().execute()).toEqual(progressBefore);
  });
});
