// Issue #6: learners' progress survives the editor. Saving a course updates its lessons in place
// (same ids), so reordering or editing keeps every learner's marks; a removed lesson's marks go.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertLearner } from "~/.server/db/repositories/learners";
import {
  findCompletedLessonIds,
  insertLessonProgress,
} from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { silentLogger } from "~/.server/logger";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { saveCourse } from "./save-course.server";
import { setPublication } from "./manage-courses.server";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";

const video = (title: string, id?: string) => ({
  ...(id ? { id } : {}),
  title: { en: title },
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 10,
});

const form = (videos: ReturnType<typeof video>[]) => ({
  title: { en: "Budgeting" },
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 45,
  videos,
  links: [],
});

describe.each(testDatabaseKinds())("an admin save and learner progress on %s", (kind) => {
  let t: TestDatabase;
  let uploads: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    uploads = mkdtempSync(join(tmpdir(), "maarifa-save-progress-"));
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });

  it("a reorder keeps lesson ids and progress; a removed lesson's progress is dropped", async () => {
    const storage = new LocalDiskStorage(uploads);
    const created = await saveCourse(
      t.db,
      storage,
      null,
      form([video("one"), video("two"), video("three")]),
      silentLogger(),
      TEST_AUDIT_ORIGIN,
    );
    if (!created.ok) throw new Error(created.error.description);
    await setPublication(t.db, created.courseId, true, TEST_AUDIT_ORIGIN);
    const [one, two, three] = await findLessonsByCourseId(t.db, created.courseId);
    const learnerId = await insertLearner(t.db, {
      email: "a@example.mr",
      phone: null,
      passwordHash: "x",
    });
    await insertLessonProgress(t.db, learnerId, [one!.id, two!.id, three!.id]);

    // The editor posts the lessons it loaded with their ids, in the new order.
    const saved = await saveCourse(
      t.db,
      storage,
      created.courseId,
      form([video("three", three!.id), video("one (edited)", one!.id), video("two", two!.id)]),
      silentLogger(),
      TEST_AUDIT_ORIGIN,
    );
    expect(saved.ok).toBe(true);
    const reordered = await findLessonsByCourseId(t.db, created.courseId);
    expect(reordered.map((l) => [l.id, l.orderIndex, l.title.en])).toEqual([
      [three!.id, 1, "three"],
      [one!.id, 2, "one (edited)"],
      [two!.id, 3, "two"],
    ]);
    expect((await findCompletedLessonIds(t.db, learnerId, created.courseId)).sort()).toEqual(
      [one!.id, two!.id, three!.id].sort(),
    );

    // Removing 'two' in the editor removes its progress, and only its.
    await saveCourse(
      t.db,
      storage,
      created.courseId,
      form([video("three", three!.id), video("one (edited)", one!.id)]),
      silentLogger(),
      TEST_AUDIT_ORIGIN,
    );
    expect((await findCompletedLessonIds(t.db, learnerId, created.courseId)).sort()).toEqual(
      [one!.id, three!.id].sort(),
    );
  });
});
