// Every course write leaves its audit entry in the same transaction (issue #14 part 6), on both
// databases: who, which course, from where, what changed; a failed write leaves no entry, and an
// entry that cannot be written undoes the write.
import { silentLogger } from "~/.server/logger";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import { findAuditEntries, type AuditEntry } from "~/.server/db/repositories/audit-log";
import { findCourseById } from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import type { Database } from "~/.server/db/schema";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import {
  adminCourseTitle,
  type CourseCreateDetails,
  type CourseUpdateDetails,
} from "~/lib/admin-audit";
import { deleteCourse, setPublication } from "./manage-courses.server";
import { localizedText } from "~/lib/localized-text";
import { saveCourse } from "./save-course.server";

const by: AuditOrigin = { actor: { id: "admin-7", name: "Mariem" }, ip: "::ffff:203.0.113.9" };
const video = (title: string, youtubeUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ") => ({
  title: localizedText({ en: title }),
  youtubeUrl,
  durationMinutes: 10,
});
const form = {
  title: localizedText({ en: "Budgeting", ar: "الميزانية" }),
  description: localizedText({ en: "A long description of budgeting" }),
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 45,
  videos: [video("one"), video("two"), video("three")],
  links: [
    {
      title: localizedText({ en: "Bank" }),
      url: "https://www.bcm.mr",
      description: "Central bank",
    },
    {
      title: localizedText({ en: "Glossary" }),
      url: "https://example.org/glossary",
      description: "",
    },
  ],
};

describe.each(testDatabaseKinds())("course writes' audit entries on %s", (kind) => {
  const suite = testDatabaseForSuite(kind);
  let uploads: string;
  let storage: LocalDiskStorage;
  beforeAll(() => {
    uploads = mkdtempSync(join(tmpdir(), "maarifa-audit-"));
    storage = new LocalDiskStorage(uploads);
  });
  afterAll(() => rmSync(uploads, { recursive: true, force: true }));
  beforeEach(async () => {
    await suite.db.deleteFrom("audit_log").execute();
    await suite.db.deleteFrom("courses").execute();
  });

  const entries = (db: Database = suite.db) => findAuditEntries(db, {}, { limit: 100 });

  /** A database handle whose INSERTs into `table` fail (same file or server, same data). */
  function failing(table: string): Database {
    return suite.db.withPlugin(new FailInsertsInto(table));
  }

  async function create(input: object = form, db: Database = suite.db) {
    const result = await saveCourse(db, storage, null, input, silentLogger(), by);
    if (!result.ok) throw new Error(result.error.description);
    return result.courseId;
  }

  async function edit(id: string, changes: object) {
    const lessons = await findLessonsByCourseId(suite.db, id);
    const result = await saveCourse(
      suite.db,
      storage,
      id,
      {
        ...form,
        videos: lessons.map((lesson) => ({ ...lesson, durationMinutes: lesson.durationMinutes })),
        ...changes,
      },
      silentLogger(),
      by,
    );
    if (!result.ok) throw new Error(result.error.description);
  }

  it("records a creation: who, when, the course, the address, the fields and counts", async () => {
    const before = Date.now();
    const id = await create();
    const [entry] = await entries();
    expect(entry).toMatchObject({
      action: "course.create",
      actorId: "admin-7",
      actorName: "Mariem",
      courseId: id,
      // The title learners see: the Arabic one first.
      courseTitle: "الميزانية",
      courseExists: true,
      // An IPv4 client on a dual-stack socket is stored as its IPv4 address.
      ip: "203.0.113.9",
    });
    expect(Date.parse((entry as AuditEntry).at)).toBeGreaterThanOrEqual(before - 1000);
    const details = JSON.parse((entry as AuditEntry).details) as CourseCreateDetails;
    expect(details.lessons).toBe(3);
    expect(details.links).toBe(2);
    expect(details.fields).toContainEqual({ field: "title", label: "Title", to: "Budgeting" });
    expect(details.fields).toContainEqual({ field: "category", label: "Category", to: "Finance" });
    // Long text is not copied into the log.
    expect(JSON.stringify(details)).not.toContain("A long description");
  });

  it("records an edit field by field: old → new for short fields, 'changed' for long text", async () => {
    const id = await create();
    await suite.db.deleteFrom("audit_log").execute();
    await edit(id, {
      title: { ...form.title, en: "Household budgeting" },
      category: "Business",
      durationMinutes: 60,
      description: { ...form.description, en: "Rewritten from scratch" },
    });
    const [entry, ...others] = await entries();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: "course.update",
      courseId: id,
      courseTitle: "الميزانية",
    });
    const details = JSON.parse((entry as AuditEntry).details) as CourseUpdateDetails;
    expect(details.fields).toEqual([
      { field: "title", label: "Title", from: "Budgeting", to: "Household budgeting" },
      { field: "description", label: "Description" },
      { field: "category", label: "Category", from: "Finance", to: "Business" },
      { field: "durationMinutes", label: "Duration (minutes)", from: "45", to: "60" },
    ]);
    expect(details.lessons).toBeUndefined();
    expect(details.links).toBeUndefined();
  });

  it("records lessons and links added, removed, edited and reordered", async () => {
    const id = await create();
    await suite.db.deleteFrom("audit_log").execute();
    const [one, two, three] = await findLessonsByCourseId(suite.db, id);
    await saveCourse(
      suite.db,
      storage,
      id,
      {
        ...form,
        // "three" moves first and is renamed, "two" is removed, "four" is new.
        videos: [
          { ...three, title: localizedText({ en: "three, revised" }) },
          { ...one },
          video("four", "https://youtu.be/9bZkp7q19f0"),
        ],
        links: [
          { ...form.links[1] },
          { ...form.links[0], title: localizedText({ en: "Central bank" }) },
          { title: localizedText({ en: "New" }), url: "https://example.org/new", description: "" },
        ],
      },
      silentLogger(),
      by,
    );
    expect(two).toBeDefined();
    const [entry] = await entries();
    const details = JSON.parse((entry as AuditEntry).details) as CourseUpdateDetails;
    expect(details.fields).toEqual([]);
    expect(details.lessons).toEqual({
      added: 1,
      removed: 1,
      edited: 1,
      reordered: true,
      addedTitles: ["four"],
      removedTitles: ["two"],
      editedTitles: ["three, revised"],
    });
    expect(details.links).toEqual({
      added: 1,
      removed: 0,
      edited: 1,
      reordered: true,
      addedTitles: ["New"],
      removedTitles: [],
      editedTitles: ["Central bank"],
    });
  });

  it("names the course by the title learners see: Arabic, else English", async () => {
    const arabicOnly = await create({
      ...form,
      title: localizedText({ ar: "  مدخل إلى الادخار " }),
    });
    await setPublication(suite.db, arabicOnly, true, by);
    const englishOnly = await create({
      ...form,
      title: localizedText({ en: "Saving basics", ar: "   " }),
    });
    await edit(englishOnly, { title: localizedText({ en: "Saving basics, revised" }) });
    await deleteCourse(suite.db, storage, englishOnly, silentLogger(), by);
    const titles = (await entries()).map((entry) => [entry.action, entry.courseTitle]);
    expect(titles).toEqual([
      ["course.delete", "Saving basics, revised"],
      ["course.update", "Saving basics, revised"],
      ["course.create", "Saving basics"],
      ["course.publish", "مدخل إلى الادخار"],
      ["course.create", "مدخل إلى الادخار"],
    ]);
    // Neither title has text (an older row; the editor refuses it): a name, never "".
    expect(adminCourseTitle({ title: localizedText({ en: " " }) })).toBe("Untitled course");
    expect(adminCourseTitle({ title: localizedText({ fr: "Épargne" }) })).toBe("Épargne");
  });

  it("records a save without changes as an edit with nothing in it", async () => {
    const id = await create();
    await suite.db.deleteFrom("audit_log").execute();
    await edit(id, {});
    const [entry] = await entries();
    expect(entry?.action).toBe("course.update");
    expect(JSON.parse((entry as AuditEntry).details)).toEqual({ fields: [] });
  });

  it("records publishing and unpublishing, and nothing for a toggle that changes nothing", async () => {
    const id = await create();
    await suite.db.deleteFrom("audit_log").execute();
    expect(await setPublication(suite.db, id, true, by)).toBe(true);
    expect(await setPublication(suite.db, id, true, by)).toBe(true);
    expect(await setPublication(suite.db, id, false, by)).toBe(true);
    const recorded = await entries();
    expect(recorded.map((entry) => entry.action)).toEqual(["course.unpublish", "course.publish"]);
    expect(recorded.every((entry) => entry.courseId === id && entry.ip === "203.0.113.9")).toBe(
      true,
    );
    // A course that does not exist: no write, no entry.
    expect(await setPublication(suite.db, crypto.randomUUID(), true, by)).toBe(false);
    expect(await entries()).toHaveLength(2);
  });

  it("records a deletion, and the entry outlives the course with its title", async () => {
    const id = await create();
    await setPublication(suite.db, id, true, by);
    expect(await deleteCourse(suite.db, storage, id, silentLogger(), by)).toBe(true);
    expect(await findCourseById(suite.db, id)).toBeNull();
    const recorded = await entries();
    expect(recorded.map((entry) => entry.action)).toEqual([
      "course.delete",
      "course.publish",
      "course.create",
    ]);
    expect(recorded[0]).toMatchObject({ courseId: id, courseTitle: "الميزانية" });
    expect(JSON.parse(recorded[0]?.details ?? "")).toEqual({
      wasPublished: true,
      lessons: 3,
      links: 2,
    });
    // Every entry of the course is kept, and none links to it any more.
    expect(recorded.every((entry) => entry.courseId === id && !entry.courseExists)).toBe(true);
    expect(await deleteCourse(suite.db, storage, id, silentLogger(), by)).toBe(false);
    expect(await entries()).toHaveLength(3);
  });

  describe("in the same transaction as the write", () => {
    it("a save that fails half-way leaves no entry", async () => {
      const result = await saveCourse(
        failing("course_links"),
        storage,
        null,
        form,
        silentLogger(),
        by,
      );
      expect(result.ok).toBe(false);
      expect(await suite.db.selectFrom("courses").select("id").execute()).toEqual([]);
      expect(await entries()).toEqual([]);
    });

    it("an entry that cannot be written undoes the creation", async () => {
      const result = await saveCourse(
        failing("audit_log"),
        storage,
        null,
        form,
        silentLogger(),
        by,
      );
      expect(result).toMatchObject({ ok: false, status: 500 });
      expect(await suite.db.selectFrom("courses").select("id").execute()).toEqual([]);
      expect(await suite.db.selectFrom("course_videos").select("id").execute()).toEqual([]);
    });

    it("an entry that cannot be written undoes the edit, its lessons and its links", async () => {
      const id = await create();
      const result = await saveCourse(
        failing("audit_log"),
        storage,
        id,
        {
          ...form,
          title: localizedText({ en: "Never saved" }),
          videos: [video("only")],
          links: [],
        },
        silentLogger(),
        by,
      );
      expect(result).toMatchObject({ ok: false, status: 500 });
      expect(await findCourseById(suite.db, id)).toMatchObject({ title: { en: "Budgeting" } });
      expect(await findLessonsByCourseId(suite.db, id)).toHaveLength(3);
      expect(await findLinksByCourseId(suite.db, id)).toHaveLength(2);
      expect((await entries()).map((entry) => entry.action)).toEqual(["course.create"]);
    });

    it("an entry that cannot be written undoes publishing", async () => {
      const id = await create();
      await expect(setPublication(failing("audit_log"), id, true, by)).rejects.toThrow(
        /injected failure/,
      );
      expect(await findCourseById(suite.db, id)).toMatchObject({ isPublished: false });
    });

    it("an entry that cannot be written undoes the deletion", async () => {
      const id = await create();
      await expect(
        deleteCourse(failing("audit_log"), storage, id, silentLogger(), by),
      ).rejects.toThrow(/injected failure/);
      expect(await findCourseById(suite.db, id)).not.toBeNull();
      expect(await findLessonsByCourseId(suite.db, id)).toHaveLength(3);
    });
  });
});
