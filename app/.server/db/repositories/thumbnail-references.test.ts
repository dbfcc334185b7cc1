// Thumbnail references, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import { insertCourse } from "./courses";
import { isThumbnailPathReferenced } from "./thumbnail-references";
import { testCourse } from "../testing/test-course";

const course = (thumbnailUrl: string) => testCourse({ thumbnailUrl });

describe.each(testDatabaseKinds())("thumbnail references on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
  });

  it("finds a file referenced by its relative or its full URL", async () => {
    await insertCourse(t.db, course("/uploads/course-thumbnails/relative.png"));
    await insertCourse(t.db, course("https://maarifa.example/uploads/course-thumbnails/full.png"));
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/relative.png")).toBe(true);
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/full.png")).toBe(true);
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/other.png")).toBe(false);
  });

  it("treats LIKE wildcards in the path as plain characters", async () => {
    await insertCourse(t.db, course("/uploads/course-thumbnails/abc.png"));
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/a_c.png")).toBe(false);
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/%.png")).toBe(false);
    await insertCourse(t.db, course("/uploads/course-thumbnails/a_c.png"));
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/a_c.png")).toBe(true);
  });

  it("finds nothing when no course has a thumbnail", async () => {
    await insertCourse(t.db, course(""));
    expect(await isThumbnailPathReferenced(t.db, "/course-thumbnails/x.png")).toBe(false);
  });
});
