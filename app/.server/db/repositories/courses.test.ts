// Every public query, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "../testing/test-databases";
import {
  countCourses,
  deleteCourseById,
  findPublishedCourseById,
  findPublishedCourses,
  insertCourse,
  type NewCourse,
} from "./courses";
import { findLinksByCourseId, insertLinks } from "./course-links";
import { findLessonsByCourseId, insertLessons, type NewLesson } from "./lessons";

const baseCourse: NewCourse = {
  title: "Course",
  titleAr: "دورة",
  description: "",
  descriptionAr: "",
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 60,
  instructorName: "",
  isPublished: true,
};

const lesson = (title: string): NewLesson => ({
  title,
  titleAr: "",
  description: "",
  descriptionAr: "",
  youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
  durationMinutes: 10,
});

describe.each(testDatabaseKinds())("course queries on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
  });

  const day = (n: number) => new Date(Date.UTC(2026, 0, n));

  it("lists only published courses, newest first", async () => {
    const old = await insertCourse(t.db, { ...baseCourse, title: "old", createdAt: day(1) });
    await insertCourse(t.db, {
      ...baseCourse,
      title: "draft",
      isPublished: false,
      createdAt: day(9),
    });
    const recent = await insertCourse(t.db, { ...baseCourse, title: "recent", createdAt: day(5) });
    const middle = await insertCourse(t.db, { ...baseCourse, title: "middle", createdAt: day(3) });

    const courses = await findPublishedCourses(t.db);
    expect(courses.map((c) => c.id)).toEqual([recent, middle, old]);
    expect(courses.every((c) => c.isPublished)).toBe(true);
  });

  it("features at most six published courses, newest first", async () => {
    for (let i = 1; i <= 8; i++) {
      await insertCourse(t.db, { ...baseCourse, title: `c${i}`, createdAt: day(i) });
    }
    await insertCourse(t.db, {
      ...baseCourse,
      title: "draft",
      isPublished: false,
      createdAt: day(20),
    });

    const featured = await findPublishedCourses(t.db, { limit: 6 });
    expect(featured.map((c) => c.title)).toEqual(["c8", "c7", "c6", "c5", "c4", "c3"]);
  });

  it("counts all, published and draft courses", async () => {
    await insertCourse(t.db, baseCourse);
    await insertCourse(t.db, baseCourse);
    await insertCourse(t.db, { ...baseCourse, isPublished: false });
    expect(await countCourses(t.db)).toBe(3);
    expect(await countCourses(t.db, { isPublished: true })).toBe(2);
    expect(await countCourses(t.db, { isPublished: false })).toBe(1);
  });

  it("finds a course by id only when it is published", async () => {
    const published = await insertCourse(t.db, { ...baseCourse, titleAr: "منشورة" });
    const draft = await insertCourse(t.db, { ...baseCourse, isPublished: false });

    const found = await findPublishedCourseById(t.db, published);
    expect(found).toMatchObject({ id: published, titleAr: "منشورة", isPublished: true });
    expect(await findPublishedCourseById(t.db, draft)).toBeNull();
    expect(await findPublishedCourseById(t.db, "no-such-id")).toBeNull();
  });

  it("maps every column to the domain object", async () => {
    const createdAt = new Date("2026-03-04T05:06:07.000Z");
    const id = await insertCourse(t.db, {
      title: "Budgeting",
      titleAr: "الميزانية",
      description: "English",
      descriptionAr: "عربي",
      thumbnailUrl: "https://example.com/a.webp",
      category: "Business",
      difficultyLevel: "advanced",
      durationMinutes: 135,
      instructorName: "مريم بنت سيدي",
      isPublished: true,
      createdAt,
    });
    expect(await findPublishedCourseById(t.db, id)).toEqual({
      id,
      title: "Budgeting",
      titleAr: "الميزانية",
      description: "English",
      descriptionAr: "عربي",
      thumbnailUrl: "https://example.com/a.webp",
      category: "Business",
      difficultyLevel: "advanced",
      durationMinutes: 135,
      instructorName: "مريم بنت سيدي",
      isPublished: true,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
    });
  });

  it("returns lessons by order_index, numbered from 1", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("first"), lesson("second"), lesson("third")]);
    // Another course's lessons must not leak in.
    const other = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, other, [lesson("other")]);

    const lessons = await findLessonsByCourseId(t.db, id);
    expect(lessons.map((l) => [l.title, l.orderIndex])).toEqual([
      ["first", 1],
      ["second", 2],
      ["third", 3],
    ]);
  });

  it("orders lessons by order_index, not by insertion", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("a"), lesson("b")]);
    // Swap the two positions directly, as a reorder would.
    await t.db
      .updateTable("course_videos")
      .set({ order_index: sql<number>`3 - order_index` })
      .where("course_id", "=", id)
      .execute();
    expect((await findLessonsByCourseId(t.db, id)).map((l) => l.title)).toEqual(["b", "a"]);
  });

  it("deleting a course deletes its lessons and links", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("a")]);
    await insertLinks(t.db, id, [{ title: "Docs", url: "https://example.com", description: "" }]);
    expect(await findLinksByCourseId(t.db, id)).toHaveLength(1);

    expect(await deleteCourseById(t.db, id)).toBe(true);
    expect(await countCourses(t.db)).toBe(0);
    expect(await findLessonsByCourseId(t.db, id)).toEqual([]);
    expect(await findLinksByCourseId(t.db, id)).toEqual([]);
  });

  it("refuses a lesson for a course that does not exist", async () => {
    await expect(insertLessons(t.db, "missing", [lesson("orphan")])).rejects.toThrow();
  });

  it("refuses values outside the schema's rules", async () => {
    await expect(insertCourse(t.db, { ...baseCourse, durationMinutes: -1 })).rejects.toThrow();
    await expect(
      // @ts-expect-error: the database must refuse what the type system would too
      insertCourse(t.db, { ...baseCourse, difficultyLevel: "expert" }),
    ).rejects.toThrow();
  });
});
