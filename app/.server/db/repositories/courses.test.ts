// Every public query, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { emptyLocalizedText, localizedText, type LocalizedText } from "~/lib/localized-text";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import {
  countCourses,
  courseStats,
  deleteCourseById,
  findAllCourses,
  findAllThumbnailUrls,
  findCourseById,
  setCoursePublished,
  updateCourseDetails,
  findPublishedCourseById,
  findPublishedCourses,
  insertCourse,
  type NewCourse,
} from "./courses";
import {
  findLinksByCourseId,
  findLinksByCourseIds,
  insertLinks,
  replaceLinks,
} from "./course-links";
import {
  findLessonsByCourseId,
  findLessonsByCourseIds,
  insertLessons,
  syncLessons,
  type LessonContent,
} from "./lessons";

const baseCourse: NewCourse = {
  title: localizedText({ en: "Course", ar: "دورة" }),
  description: emptyLocalizedText(),
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 60,
  instructorName: "",
  isPublished: true,
};

/** The base course's title with another English one. */
const titled = (en: string) => ({ ...baseCourse.title, en });

const lesson = (title: string): LessonContent => ({
  title: localizedText({ en: title }),
  description: emptyLocalizedText(),
  youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
  mediaId: null,
  durationMinutes: 10,
});

describe.each(testDatabaseKinds())("course queries on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
  });

  const day = (n: number) => new Date(Date.UTC(2026, 0, n));

  it("lists only published courses, newest first", async () => {
    const old = await insertCourse(t.db, {
      ...baseCourse,
      title: titled("old"),
      createdAt: day(1),
    });
    await insertCourse(t.db, {
      ...baseCourse,
      title: titled("draft"),
      isPublished: false,
      createdAt: day(9),
    });
    const recent = await insertCourse(t.db, {
      ...baseCourse,
      title: titled("recent"),
      createdAt: day(5),
    });
    const middle = await insertCourse(t.db, {
      ...baseCourse,
      title: titled("middle"),
      createdAt: day(3),
    });

    const courses = await findPublishedCourses(t.db);
    expect(courses.map((c) => c.id)).toEqual([recent, middle, old]);
    expect(courses.every((c) => c.isPublished)).toBe(true);
  });

  it("features at most six published courses, newest first", async () => {
    for (let i = 1; i <= 8; i++) {
      await insertCourse(t.db, { ...baseCourse, title: titled(`c${i}`), createdAt: day(i) });
    }
    await insertCourse(t.db, {
      ...baseCourse,
      title: titled("draft"),
      isPublished: false,
      createdAt: day(20),
    });

    const featured = await findPublishedCourses(t.db, { limit: 6 });
    expect(featured.map((c) => c.title.en)).toEqual(["c8", "c7", "c6", "c5", "c4", "c3"]);
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
    const published = await insertCourse(t.db, {
      ...baseCourse,
      title: { ...baseCourse.title, ar: "منشورة" },
    });
    const draft = await insertCourse(t.db, { ...baseCourse, isPublished: false });

    const found = await findPublishedCourseById(t.db, published);
    expect(found).toMatchObject({
      id: published,
      title: { ar: "منشورة" },
      isPublished: true,
    });
    expect(await findPublishedCourseById(t.db, draft)).toBeNull();
    expect(await findPublishedCourseById(t.db, "no-such-id")).toBeNull();
  });

  it("maps every column to the domain object", async () => {
    const createdAt = new Date("2026-03-04T05:06:07.000Z");
    const id = await insertCourse(t.db, {
      title: localizedText({ en: "Budgeting", ar: "الميزانية", fr: "Le budget familial" }),
      description: localizedText({ en: "English", ar: "عربي", fr: "Français : œuvre, élève" }),
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
      title: { en: "Budgeting", ar: "الميزانية", fr: "Le budget familial" },
      description: { en: "English", ar: "عربي", fr: "Français : œuvre, élève" },
      thumbnailUrl: "https://example.com/a.webp",
      category: "Business",
      difficultyLevel: "advanced",
      durationMinutes: 135,
      instructorName: "مريم بنت سيدي",
      isPublished: true,
      // Issue #16: the column's default when none is given.
      passMark: 70,
      createdAt: createdAt.toISOString(),
      updatedAt: createdAt.toISOString(),
    });
  });

  // Issue #15: French is optional; a text given without it reads as "", like the Arabic text.
  it("reads a course, lesson and link inserted without French text as having none", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("a")]);
    await insertLinks(t.db, id, [
      { title: localizedText({ en: "Bank" }), url: "https://bcm.mr", description: "" },
    ]);
    const noFrench = { title: { fr: "" }, description: { fr: "" } };
    expect(await findCourseById(t.db, id)).toMatchObject(noFrench);
    expect(await findLessonsByCourseId(t.db, id)).toMatchObject([noFrench]);
    expect(await findLinksByCourseId(t.db, id)).toMatchObject([{ title: { fr: "" } }]);
  });

  it("writes and reads the French text of courses, lessons and links", async () => {
    /** `text` with this French version. */
    const inFrench = (text: LocalizedText, fr: string) => ({ ...text, fr });
    const id = await insertCourse(t.db, {
      ...baseCourse,
      title: inFrench(baseCourse.title, "Économie"),
      description: inFrench(baseCourse.description, "Été"),
    });
    const details = {
      ...baseCourse,
      title: inFrench(baseCourse.title, "Économie générale"),
      description: inFrench(baseCourse.description, "Cœur du sujet"),
    };
    const { isPublished: _p, ...update } = details;
    expect(await updateCourseDetails(t.db, id, update)).toBe(true);
    expect(await findCourseById(t.db, id)).toMatchObject({
      title: { fr: "Économie générale" },
      description: { fr: "Cœur du sujet" },
    });

    const frenchLesson = (en: string, id: string | undefined, fr: string, description: string) => ({
      ...lesson(en),
      id,
      title: localizedText({ en, fr }),
      description: localizedText({ fr: description }),
    });
    await insertLessons(t.db, id, [frenchLesson("a", undefined, "Leçon", "Début")]);
    const [inserted] = await findLessonsByCourseId(t.db, id);
    expect(inserted).toMatchObject({ title: { fr: "Leçon" }, description: { fr: "Début" } });
    // Updated in place (same id) and added by the editor's sync.
    await syncLessons(t.db, id, [
      frenchLesson("a", inserted?.id, "Leçon révisée", "Suite"),
      frenchLesson("b", undefined, "Deuxième leçon", ""),
    ]);
    const synced = await findLessonsByCourseId(t.db, id);
    expect(synced.map((l) => [l.id === inserted?.id, l.title.fr, l.description.fr])).toEqual([
      [true, "Leçon révisée", "Suite"],
      [false, "Deuxième leçon", ""],
    ]);

    await replaceLinks(t.db, id, [
      {
        title: localizedText({ en: "Bank", fr: "Banque centrale" }),
        url: "https://bcm.mr",
        description: "",
      },
      { title: localizedText({ en: "Other" }), url: "https://other.example", description: "" },
    ]);
    expect((await findLinksByCourseId(t.db, id)).map((l) => [l.title.en, l.title.fr])).toEqual([
      ["Bank", "Banque centrale"],
      ["Other", ""],
    ]);
    const byIds = await findLessonsByCourseIds(t.db, [id]);
    expect(byIds.get(id)?.map((l) => l.title.fr)).toEqual(["Leçon révisée", "Deuxième leçon"]);
    const linksByIds = await findLinksByCourseIds(t.db, [id]);
    expect(linksByIds.get(id)?.map((l) => l.title.fr)).toEqual(["Banque centrale", ""]);
  });

  it("returns lessons by order_index, numbered from 1", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("first"), lesson("second"), lesson("third")]);
    // Another course's lessons must not leak in.
    const other = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, other, [lesson("other")]);

    const lessons = await findLessonsByCourseId(t.db, id);
    expect(lessons.map((l) => [l.title.en, l.orderIndex])).toEqual([
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
    expect((await findLessonsByCourseId(t.db, id)).map((l) => l.title.en)).toEqual(["b", "a"]);
  });

  it("deleting a course deletes its lessons and links", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("a")]);
    await insertLinks(t.db, id, [
      { title: localizedText({ en: "Docs" }), url: "https://example.com", description: "" },
    ]);
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

  it("lists drafts too for the admin, newest first, and finds any course by id", async () => {
    const draft = await insertCourse(t.db, {
      ...baseCourse,
      isPublished: false,
      createdAt: day(2),
    });
    const published = await insertCourse(t.db, { ...baseCourse, createdAt: day(1) });
    expect((await findAllCourses(t.db)).map((c) => c.id)).toEqual([draft, published]);
    expect((await findCourseById(t.db, draft))?.isPublished).toBe(false);
    expect(await findCourseById(t.db, "missing")).toBeNull();
  });

  it("publishes and unpublishes", async () => {
    const id = await insertCourse(t.db, { ...baseCourse, isPublished: false });
    expect(await setCoursePublished(t.db, id, true)).toBe(true);
    expect((await findPublishedCourseById(t.db, id))?.isPublished).toBe(true);
    expect(await setCoursePublished(t.db, id, false)).toBe(true);
    expect(await findPublishedCourseById(t.db, id)).toBeNull();
    expect(await setCoursePublished(t.db, "missing", true)).toBe(false);
  });

  it("updates the editor's fields and keeps publication and creation date", async () => {
    const id = await insertCourse(t.db, { ...baseCourse, createdAt: day(3) });
    const { isPublished: _p, createdAt: _c, ...details } = { ...baseCourse, createdAt: day(3) };
    expect(
      await updateCourseDetails(t.db, id, { ...details, title: titled("New"), category: "Design" }),
    ).toBe(true);
    const course = await findCourseById(t.db, id);
    expect(course).toMatchObject({
      title: { en: "New" },
      category: "Design",
      isPublished: true,
    });
    expect(course?.createdAt).toBe(day(3).toISOString());
    expect(await updateCourseDetails(t.db, "missing", details)).toBe(false);
  });

  it("counts total, published, drafts and distinct categories", async () => {
    await insertCourse(t.db, { ...baseCourse, category: "Finance" });
    await insertCourse(t.db, { ...baseCourse, category: "Finance", isPublished: false });
    await insertCourse(t.db, { ...baseCourse, category: "Design", isPublished: false });
    expect(await courseStats(t.db)).toEqual({ total: 3, published: 1, drafts: 2, categories: 2 });
  });

  it("reports zero stats on an empty database", async () => {
    expect(await courseStats(t.db)).toEqual({ total: 0, published: 0, drafts: 0, categories: 0 });
  });

  it("syncs lessons in place: ids stay stable through reorder, edits, removal and addition", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("a"), lesson("b"), lesson("c")]);
    const [a, b, c] = await findLessonsByCourseId(t.db, id);
    if (!a || !b || !c) throw new Error("lessons missing");

    await syncLessons(t.db, id, [
      { ...lesson("c edited"), id: c.id },
      { ...lesson("new"), id: undefined },
      { ...lesson("a"), id: a.id },
    ]);
    const after = await findLessonsByCourseId(t.db, id);
    expect(after.map((l) => [l.title.en, l.orderIndex])).toEqual([
      ["c edited", 1],
      ["new", 2],
      ["a", 3],
    ]);
    expect(after[0]?.id).toBe(c.id);
    expect(after[2]?.id).toBe(a.id);
    expect(after.some((l) => l.id === b.id)).toBe(false);
  });

  it("never moves another course's lesson into this one", async () => {
    const mine = await insertCourse(t.db, baseCourse);
    const theirs = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, theirs, [lesson("theirs")]);
    const [foreign] = await findLessonsByCourseId(t.db, theirs);
    await syncLessons(t.db, mine, [{ ...lesson("mine"), id: foreign?.id }]);
    expect((await findLessonsByCourseId(t.db, theirs)).map((l) => l.title.en)).toEqual(["theirs"]);
    const own = await findLessonsByCourseId(t.db, mine);
    expect(own.map((l) => l.title.en)).toEqual(["mine"]);
    expect(own[0]?.id).not.toBe(foreign?.id);
  });

  it("syncs to an empty list and replaces links", async () => {
    const id = await insertCourse(t.db, baseCourse);
    await insertLessons(t.db, id, [lesson("a")]);
    await insertLinks(t.db, id, [
      { title: localizedText({ en: "Old" }), url: "https://old.example", description: "" },
    ]);
    await syncLessons(t.db, id, []);
    await replaceLinks(t.db, id, [
      { title: localizedText({ en: "One" }), url: "https://one.example", description: "first" },
      { title: localizedText({ en: "Two" }), url: "https://two.example", description: "" },
    ]);
    expect(await findLessonsByCourseId(t.db, id)).toEqual([]);
    expect((await findLinksByCourseId(t.db, id)).map((l) => [l.title.en, l.orderIndex])).toEqual([
      ["One", 1],
      ["Two", 2],
    ]);
  });

  it("lists the thumbnails courses use", async () => {
    await insertCourse(t.db, { ...baseCourse, thumbnailUrl: "/uploads/course-thumbnails/a.png" });
    await insertCourse(t.db, { ...baseCourse, thumbnailUrl: "https://cdn.example/b.webp" });
    await insertCourse(t.db, baseCourse);
    expect([...(await findAllThumbnailUrls(t.db))].sort()).toEqual([
      "/uploads/course-thumbnails/a.png",
      "https://cdn.example/b.webp",
    ]);
  });
});
