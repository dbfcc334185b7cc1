// A learner's run of failed quiz attempts (issue #27, decision 0042), on SQLite and (with
// TEST_DATABASE_URL) on PostgreSQL: counted one by one, at once too, ended by a pass, and begun
// anew by a failure after the wait.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localizedText } from "~/lib/localized-text";
import { testCourse } from "../testing/test-course";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import { insertCourse } from "./courses";
import { insertLearner } from "./learners";
import { findLessonsByCourseId, insertLessons } from "./lessons";
import { findFailedRun, findQuizResults, recordQuizAttempt, recordQuizRun } from "./quiz-results";

const at = (iso: string) => new Date(iso);
const RUN = { runLength: 3 };
/** The run's settings at `now`: the wait is ten minutes. */
const runAt = (now: Date) => ({ ...RUN, waitedSince: new Date(now.getTime() - 10 * 60 * 1000) });

describe.each(testDatabaseKinds())("quiz results' run of failures on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let learnerId: string;
  let lessonId: string;

  beforeAll(async () => {
    const courseId = await insertCourse(t.db, testCourse({ isPublished: true }));
    await insertLessons(t.db, courseId, [
      {
        title: localizedText({ en: "Lesson" }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 5,
      },
    ]);
    lessonId = (await findLessonsByCourseId(t.db, courseId))[0]!.id;
  });
  beforeEach(async () => {
    await t.db.deleteFrom("quiz_results").execute();
    await t.db.deleteFrom("learners").execute();
    learnerId = await insertLearner(t.db, {
      email: `run-${kind}@example.mr`,
      phone: null,
      passwordHash: "x",
    });
  });

  /** One graded attempt as the quiz feature records it: result, then run, at `iso`. */
  async function attempt(passed: boolean, iso: string) {
    const now = at(iso);
    await recordQuizAttempt(t.db, learnerId, lessonId, passed ? 3 : 1, 3, now);
    await recordQuizRun(t.db, learnerId, lessonId, passed, runAt(now), now);
  }

  it("has no run before a first attempt, and counts failures in a row with the last one's time", async () => {
    expect(await findFailedRun(t.db, learnerId, lessonId)).toEqual({
      failedInRow: 0,
      lastFailedAt: null,
    });
    await attempt(false, "2026-11-28T10:00:00.000Z");
    await attempt(false, "2026-11-28T10:01:00.000Z");
    await attempt(false, "2026-11-28T10:02:00.000Z");
    expect(await findFailedRun(t.db, learnerId, lessonId)).toEqual({
      failedInRow: 3,
      lastFailedAt: "2026-11-28T10:02:00.000Z",
    });
    // The best result and the attempts are counted as before.
    expect(await findQuizResults(t.db, learnerId, [lessonId])).toMatchObject([
      { bestCorrect: 1, bestTotal: 3, attempts: 3 },
    ]);
  });

  it("ends the run with a pass", async () => {
    await attempt(false, "2026-11-28T10:00:00.000Z");
    await attempt(false, "2026-11-28T10:01:00.000Z");
    await attempt(true, "2026-11-28T10:02:00.000Z");
    expect(await findFailedRun(t.db, learnerId, lessonId)).toEqual({
      failedInRow: 0,
      lastFailedAt: null,
    });
    await attempt(false, "2026-11-28T10:03:00.000Z");
    expect((await findFailedRun(t.db, learnerId, lessonId)).failedInRow).toBe(1);
  });

  it("starts a new run at 1 with a failure after the wait; one before the wait adds to it", async () => {
    for (const minute of ["00", "01", "02"])
      await attempt(false, `2026-11-28T10:${minute}:00.000Z`);
    // Within the wait (a post that got through at the same moment): still counted on.
    await attempt(false, "2026-11-28T10:05:00.000Z");
    expect((await findFailedRun(t.db, learnerId, lessonId)).failedInRow).toBe(4);
    // Ten minutes after the last failure: a new run.
    await attempt(false, "2026-11-28T10:15:00.000Z");
    expect(await findFailedRun(t.db, learnerId, lessonId)).toEqual({
      failedInRow: 1,
      lastFailedAt: "2026-11-28T10:15:00.000Z",
    });
  });

  it("counts failures made at the same moment, each one", async () => {
    await attempt(false, "2026-11-28T10:00:00.000Z");
    const now = at("2026-11-28T10:00:30.000Z");
    await Promise.all(
      [1, 2, 3].map(() => recordQuizRun(t.db, learnerId, lessonId, false, runAt(now), now)),
    );
    expect((await findFailedRun(t.db, learnerId, lessonId)).failedInRow).toBe(4);
  });
});
