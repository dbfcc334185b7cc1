// Visitors' lesson visits are forgotten after a year (the life of their key's cookie); learners'
// visits and younger ones stay.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { recordLessonVisit } from "~/.server/db/repositories/lesson-visits";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { localizedText } from "~/lib/localized-text";
import { pruneVisitorLessonVisits } from "./lesson-visit-retention";

const DAY_MS = 86_400_000;

describe.each(testDatabaseKinds())("lesson visit retention on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("deletes only visitors' visits older than the retention", async () => {
    const courseId = await insertCourse(t.db, testCourse({ isPublished: true }));
    await insertLessons(t.db, courseId, [
      {
        title: localizedText({ en: "One" }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 10,
      },
    ]);
    const [lesson] = await findLessonsByCourseId(t.db, courseId);
    const lessonId = lesson?.id ?? "";
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await recordLessonVisit(t.db, { visitorKey: "old" }, lessonId, ago(400));
    await recordLessonVisit(t.db, { visitorKey: "recent" }, lessonId, ago(30));
    await recordLessonVisit(t.db, { visitorKey: "edge" }, lessonId, ago(364));
    await recordLessonVisit(t.db, { learnerId: "learner-1" }, lessonId, ago(1000));

    expect(await pruneVisitorLessonVisits(t.db, now)).toBe(1);
    const left = await t.db
      .selectFrom("lesson_visits")
      .select("viewer")
      .orderBy("viewer")
      .execute();
    expect(left.map((row) => row.viewer)).toEqual([
      "learner:learner-1",
      "visitor:edge",
      "visitor:recent",
    ]);
    expect(await pruneVisitorLessonVisits(t.db, now)).toBe(0);
  });
});
