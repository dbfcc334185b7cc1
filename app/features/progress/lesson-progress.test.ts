// Lesson progress on both databases (issue #6): marking and un-marking are idempotent, only
// lessons a learner can see are marked, removing a lesson or a course drops its progress, and
// 'continue learning' lists the unfinished courses.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  deleteCourseById,
  insertCourse,
  setCoursePublished,
} from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import {
  countLessonProgress,
  findCompletedLessonIds,
} from "~/.server/db/repositories/lesson-progress";
import {
  findLessonsByCourseId,
  insertLessons,
  syncLessons,
} from "~/.server/db/repositories/lessons";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import type { Lesson } from "~/lib/course/course";
import { listContinueLearning, setLessonCompleted } from "./lesson-progress.server";
import { localizedText } from "~/lib/localized-text";

const lesson = (title: string) => ({
  title: localizedText({ en: title }),
  description: localizedText({}),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 10,
});

describe.each(testDatabaseKinds())("lesson progress on %s", (kind) => {
  let t: TestDatabase;
  let learnerId: string;
  let courseId: string;
  let lessons: Lesson[];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
    await t.db.deleteFrom("learners").execute();
    learnerId = await insertLearner(t.db, {
      email: "a@example.mr",
      phone: null,
      passwordHash: "x",
    });
    courseId = await insertCourse(t.db, testCourse({ isPublished: true }));
    await insertLessons(t.db, courseId, [lesson("one"), lesson("two"), lesson("three")]);
    lessons = await findLessonsByCourseId(t.db, courseId);
  });

  const completed = () => findCompletedLessonIds(t.db, learnerId, courseId);

  it("marks and un-marks a lesson, idempotently", async () => {
    const id = lessons[1]!.id;
    expect(await setLessonCompleted(t.db, learnerId, id, true)).toBe(true);
    expect(await setLessonCompleted(t.db, learnerId, id, true)).toBe(true);
    expect(await completed()).toEqual([id]);
    expect(await countLessonProgress(t.db, learnerId)).toBe(1);
    expect(await setLessonCompleted(t.db, learnerId, id, false)).toBe(true);
    expect(await setLessonCompleted(t.db, learnerId, id, false)).toBe(true);
    expect(await completed()).toEqual([]);
  });

  it("refuses unknown lessons and lessons of an unpublished course", async () => {
    expect(await setLessonCompleted(t.db, learnerId, "no-such-lesson", true)).toBe(false);
    await setCoursePublished(t.db, courseId, false);
    expect(await setLessonCompleted(t.db, learnerId, lessons[0]!.id, true)).toBe(false);
    expect(await countLessonProgress(t.db, learnerId)).toBe(0);
  });

  it("keeps progress when the editor reorders and edits lessons, drops it for a removed one", async () => {
    const [one, two, three] = lessons as [Lesson, Lesson, Lesson];
    for (const l of lessons) await setLessonCompleted(t.db, learnerId, l.id, true);
    // Reordered (three, one), 'one' retitled, 'two' removed, a new lesson added.
    await syncLessons(t.db, courseId, [
      { ...three },
      { ...one, title: { ...one.title, en: "one, revised" } },
      lesson("four"),
    ]);
    const after = await findLessonsByCourseId(t.db, courseId);
    expect(after.map((l) => l.id).slice(0, 2)).toEqual([three.id, one.id]);
    expect((await completed()).sort()).toEqual([one.id, three.id].sort());
    expect(await countLessonProgress(t.db, learnerId)).toBe(2);
    expect(after.map((l) => l.id)).not.toContain(two.id);
  });

  it("drops a deleted course's progress", async () => {
    await setLessonCompleted(t.db, learnerId, lessons[0]!.id, true);
    await deleteCourseById(t.db, courseId);
    expect(await countLessonProgress(t.db, learnerId)).toBe(0);
  });

  it("lists started, unfinished courses to continue, latest activity first", async () => {
    expect(await listContinueLearning(t.db, learnerId)).toEqual([]);
    const otherId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Other" }), isPublished: true }),
    );
    await insertLessons(t.db, otherId, [lesson("a"), lesson("b")]);
    const other = await findLessonsByCourseId(t.db, otherId);

    await setLessonCompleted(
      t.db,
      learnerId,
      lessons[0]!.id,
      true,
      new Date("2026-11-20T10:00:00Z"),
    );
    await setLessonCompleted(t.db, learnerId, other[0]!.id, true, new Date("2026-11-21T10:00:00Z"));
    const list = await listContinueLearning(t.db, learnerId);
    expect(list.map((c) => [c.courseId, c.completedLessons, c.totalLessons])).toEqual([
      [otherId, 1, 2],
      [courseId, 1, 3],
    ]);

    // A finished course is not 'continue learning'.
    await setLessonCompleted(t.db, learnerId, other[1]!.id, true);
    expect((await listContinueLearning(t.db, learnerId)).map((c) => c.courseId)).toEqual([
      courseId,
    ]);
  });
});
