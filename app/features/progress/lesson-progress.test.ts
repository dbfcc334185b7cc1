// Lesson progress on both databases (issue #6): marking and un-marking are idempotent, only
// lessons a learner can see are marked, removing a lesson or a course drops its progress, and
// 'continue learning' lists the unfinished courses; and the completion rule of issue #27 (decision
// 0041): a mark is accepted once half the lesson's stated duration has passed since its first serve.
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
import { backdateLessonVisits } from "~/.server/db/testing/lesson-visits";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import type { Lesson } from "~/lib/course/course";
import {
  checkLessonMark,
  listContinueLearning,
  noteLessonServed,
  setLessonCompleted,
} from "./lesson-progress.server";
import { localizedText } from "~/lib/localized-text";

const lesson = (title: string) => ({
  title: localizedText({ en: title }),
  description: localizedText({}),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  mediaId: null,
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
    // The tests of marking itself: the lessons were opened long ago (the rule is tested below).
    await backdateLessonVisits(
      t.db,
      lessons.map((l) => l.id),
      [{ learnerId }],
    );
  });

  const completed = () => findCompletedLessonIds(t.db, learnerId, courseId);

  it("marks and un-marks a lesson, idempotently", async () => {
    const id = lessons[1]!.id;
    expect(await setLessonCompleted(t.db, learnerId, id, true)).toEqual({ ok: true });
    expect(await setLessonCompleted(t.db, learnerId, id, true)).toEqual({ ok: true });
    expect(await completed()).toEqual([id]);
    expect(await countLessonProgress(t.db, learnerId)).toBe(1);
    expect(await setLessonCompleted(t.db, learnerId, id, false)).toEqual({ ok: true });
    expect(await setLessonCompleted(t.db, learnerId, id, false)).toEqual({ ok: true });
    expect(await completed()).toEqual([]);
  });

  it("refuses unknown lessons and lessons of an unpublished course", async () => {
    const notFound = { ok: false, reason: "not-found" };
    expect(await setLessonCompleted(t.db, learnerId, "no-such-lesson", true)).toEqual(notFound);
    await setCoursePublished(t.db, courseId, false);
    expect(await setLessonCompleted(t.db, learnerId, lessons[0]!.id, true)).toEqual(notFound);
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
    await backdateLessonVisits(
      t.db,
      other.map((l) => l.id),
      [{ learnerId }],
    );

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

  describe("the completion rule (issue #27)", () => {
    const t0 = new Date("2026-11-28T10:00:00Z");
    const at = (ms: number) => new Date(t0.getTime() + ms);
    const MINUTE = 60_000;
    let fresh: Lesson[];
    let viewerId: string;

    beforeEach(async () => {
      // Lessons of 10 minutes (5 to wait) and one without a stated duration (1 minute to wait).
      const id = await insertCourse(t.db, testCourse({ isPublished: true }));
      await insertLessons(t.db, id, [
        lesson("r1"),
        lesson("r2"),
        { ...lesson("no duration"), durationMinutes: 0 },
      ]);
      fresh = await findLessonsByCourseId(t.db, id);
      viewerId = await insertLearner(t.db, {
        email: "r@example.mr",
        phone: null,
        passwordHash: "x",
      });
    });

    it("refuses every mark of the one-minute path, and changes nothing", async () => {
      for (const l of fresh) await noteLessonServed(t.db, { learnerId: viewerId }, l.id, t0);
      for (const l of fresh.slice(0, 2)) {
        expect(await setLessonCompleted(t.db, viewerId, l.id, true, at(MINUTE))).toEqual({
          ok: false,
          reason: "too-early",
          minutesLeft: 4,
        });
      }
      expect(await countLessonProgress(t.db, viewerId)).toBe(0);
    });

    it("accepts a mark at half the duration, and always after the whole duration", async () => {
      const [one, two] = fresh as [Lesson, Lesson];
      await noteLessonServed(t.db, { learnerId: viewerId }, one.id, t0);
      await noteLessonServed(t.db, { learnerId: viewerId }, two.id, t0);
      // A second before half the duration: still a minute to say.
      expect(await setLessonCompleted(t.db, viewerId, one.id, true, at(5 * MINUTE - 1000))).toEqual(
        { ok: false, reason: "too-early", minutesLeft: 1 },
      );
      expect(await setLessonCompleted(t.db, viewerId, one.id, true, at(5 * MINUTE))).toEqual({
        ok: true,
      });
      expect(await setLessonCompleted(t.db, viewerId, two.id, true, at(10 * MINUTE))).toEqual({
        ok: true,
      });
      expect(await countLessonProgress(t.db, viewerId)).toBe(2);
    });

    it("keeps the first serve: opening the lesson again does not restart the clock", async () => {
      const [one] = fresh as [Lesson];
      await noteLessonServed(t.db, { learnerId: viewerId }, one.id, t0);
      await noteLessonServed(t.db, { learnerId: viewerId }, one.id, at(4 * MINUTE));
      expect(await checkLessonMark(t.db, { learnerId: viewerId }, one.id, at(5 * MINUTE))).toEqual({
        ok: true,
      });
    });

    it("asks a minute of a lesson without a stated duration", async () => {
      const noDuration = fresh[2]!;
      await noteLessonServed(t.db, { learnerId: viewerId }, noDuration.id, t0);
      expect(
        await checkLessonMark(t.db, { learnerId: viewerId }, noDuration.id, at(59_000)),
      ).toEqual({ ok: false, reason: "too-early", minutesLeft: 1 });
      expect(
        await checkLessonMark(t.db, { learnerId: viewerId }, noDuration.id, at(MINUTE)),
      ).toEqual({ ok: true });
    });

    it("refuses a lesson never served, and another viewer's visit does not count", async () => {
      const [one] = fresh as [Lesson];
      await noteLessonServed(t.db, { learnerId }, one.id, t0);
      expect(await setLessonCompleted(t.db, viewerId, one.id, true, at(60 * MINUTE))).toEqual({
        ok: false,
        reason: "too-early",
        minutesLeft: 5,
      });
      expect(
        await checkLessonMark(t.db, { visitorKey: "someone" }, one.id, at(60 * MINUTE)),
      ).toMatchObject({ ok: false });
    });

    it("never refuses un-marking", async () => {
      const [one] = fresh as [Lesson];
      await noteLessonServed(t.db, { learnerId: viewerId }, one.id, t0);
      expect(await setLessonCompleted(t.db, viewerId, one.id, false, at(1000))).toEqual({
        ok: true,
      });
    });
  });
});
