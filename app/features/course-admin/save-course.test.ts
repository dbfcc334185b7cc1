// Saving is one transaction on both databases; a failure half-way changes nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findCourseById } from "~/.server/db/repositories/courses";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import {
  canonicalThumbnailKey,
  THUMBNAIL_WIDTHS,
  thumbnailVariantKey,
  thumbnailVariants,
} from "~/lib/stored-thumbnail-url";
import { deleteCourse, loadCourseForEdit, setPublication } from "./manage-courses.server";
import { saveCourse } from "./save-course.server";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";

const video = (title: string) => ({
  title: { en: title },
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 10,
});

const form = {
  title: { en: "Budgeting", ar: "الميزانية" },
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 45,
  videos: [video("one"), video("two")],
  links: [{ title: { en: "Bank" }, url: "https://www.bcm.mr", description: "Central bank" }],
};

describe.each(testDatabaseKinds())("saving courses on %s", (kind) => {
  let t: TestDatabase;
  let uploads: string;
  let storage: LocalDiskStorage;
  let logs: CapturedLogs;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    uploads = mkdtempSync(join(tmpdir(), "maarifa-save-"));
    storage = new LocalDiskStorage(uploads);
  });
  afterAll(async () => {
    await t?.destroy();
    rmSync(uploads, { recursive: true, force: true });
  });
  beforeEach(async () => {
    logs = captureLogs();
    await t.db.deleteFrom("courses").execute();
    rmSync(join(uploads, THUMBNAIL_BUCKET), { recursive: true, force: true });
  });

  /** The widths of an upload in the thumbnail bucket as an upload stores them; returns its URL. */
  const storedThumbnail = async () => {
    const id = crypto.randomUUID();
    for (const width of THUMBNAIL_WIDTHS) {
      await storage.put(THUMBNAIL_BUCKET, thumbnailVariantKey(id, width), new Uint8Array([1]));
    }
    return `/uploads/${THUMBNAIL_BUCKET}/${canonicalThumbnailKey(id)}`;
  };
  /** Every stored file of the upload at `url`, as `storedUrls` lists them. */
  const filesOf = (url: string) => (thumbnailVariants(url) ?? []).map((variant) => variant.url);
  const storedUrls = async () =>
    (await storage.list(THUMBNAIL_BUCKET))
      .map((f) => `/uploads/${THUMBNAIL_BUCKET}/${f.key}`)
      .sort();

  async function create(input: object = form) {
    const result = await saveCourse(t.db, storage, null, input, logs.logger, TEST_AUDIT_ORIGIN);
    if (!result.ok) throw new Error(result.error.description);
    return result.courseId;
  }

  it("creates a draft with its videos in order and its links", async () => {
    const id = await create();
    const saved = await loadCourseForEdit(t.db, id);
    expect(saved?.course).toMatchObject({ title: { en: "Budgeting" }, isPublished: false });
    expect(saved?.lessons.map((l) => [l.title.en, l.orderIndex])).toEqual([
      ["one", 1],
      ["two", 2],
    ]);
    expect(saved?.links.map((l) => l.title.en)).toEqual(["Bank"]);
  });

  it("updates in place, keeping lesson ids and the publication state", async () => {
    const id = await create();
    await setPublication(t.db, id, true, TEST_AUDIT_ORIGIN);
    const [one, two] = await findLessonsByCourseId(t.db, id);
    const result = await saveCourse(
      t.db,
      storage,
      id,
      {
        ...form,
        title: { en: "Budgeting 2" },
        videos: [
          { ...video("two"), id: two?.id },
          { ...video("one"), id: one?.id },
        ],
        links: [],
      },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(result).toEqual({ ok: true, courseId: id, created: false });
    const lessons = await findLessonsByCourseId(t.db, id);
    expect(lessons.map((l) => [l.id, l.orderIndex])).toEqual([
      [two?.id, 1],
      [one?.id, 2],
    ]);
    expect((await findCourseById(t.db, id))?.isPublished).toBe(true);
    expect(await findLinksByCourseId(t.db, id)).toEqual([]);
  });

  it("leaves the course exactly as it was when a lesson insert fails half-way", async () => {
    const id = await create();
    const before = await loadCourseForEdit(t.db, id);
    const failing = t.db.withPlugin(new FailInsertsInto("course_videos"));
    const result = await saveCourse(
      failing,
      storage,
      id,
      {
        ...form,
        title: { en: "Changed" },
        videos: [...form.videos, video("three")],
        links: [],
      },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 500,
      error: { title: "Error saving course" },
    });
    expect(await loadCourseForEdit(t.db, id)).toEqual(before);
    // Logged as our error, with the stack an operator needs.
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "Saving a course failed",
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    ]);
  });

  it("creates nothing when a create fails half-way", async () => {
    const failing = t.db.withPlugin(new FailInsertsInto("course_links"));
    const result = await saveCourse(failing, storage, null, form, logs.logger, TEST_AUDIT_ORIGIN);
    expect(result.ok).toBe(false);
    expect(await t.db.selectFrom("courses").select("id").execute()).toEqual([]);
  });

  it("refuses invalid input before touching the database", async () => {
    const result = await saveCourse(
      t.db,
      storage,
      null,
      { ...form, title: { en: "", ar: " " } },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { title: "Missing fields", description: "Please fill in title and category" },
      fieldErrors: {
        "title.en": "Enter a title in English, Arabic or French",
        "title.ar": "Enter a title in English, Arabic or French",
        "title.fr": "Enter a title in English, Arabic or French",
      },
    });
    expect(await t.db.selectFrom("courses").select("id").execute()).toEqual([]);
  });

  // Issue #14.
  it("reports each bad field by its path and changes nothing", async () => {
    const id = await create();
    const before = await loadCourseForEdit(t.db, id);
    const result = await saveCourse(
      t.db,
      storage,
      id,
      {
        ...form,
        title: { en: "Changed" },
        videos: [video("one"), video("two"), { ...video("three"), youtubeUrl: "youtube.com/@x" }],
        links: [{ title: { en: "Bank" }, url: "not a link" }],
      },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      error: { title: "Error saving course" },
      fieldErrors: {
        "videos.2.youtubeUrl": expect.stringContaining("channel link") as unknown,
        "links.0.url": "Link 1: the URL must start with http:// or https://",
      },
    });
    expect(await loadCourseForEdit(t.db, id)).toEqual(before);
  });

  it("saves a course titled in Arabic only", async () => {
    const id = await create({ ...form, title: { en: "", ar: "أساسيات الميزانية" } });
    expect(await findCourseById(t.db, id)).toMatchObject({
      title: { en: "", ar: "أساسيات الميزانية" },
    });
  });

  it("saves a link typed without a scheme as https, and a video's start time as typed", async () => {
    const youtubeUrl = "https://youtu.be/dQw4w9WgXcQ?t=90";
    const id = await create({
      ...form,
      videos: [{ ...video("one"), youtubeUrl }],
      links: [{ title: { en: "Bank" }, url: "www.bcm.mr", description: "" }],
    });
    const saved = await loadCourseForEdit(t.db, id);
    expect(saved?.links.map((link) => link.url)).toEqual(["https://www.bcm.mr"]);
    expect(saved?.lessons.map((lesson) => lesson.youtubeUrl)).toEqual([youtubeUrl]);
  });

  it("gives an empty total duration the sum of the lessons' durations; a typed one stays", async () => {
    const videos = [
      { ...video("one"), durationMinutes: 12 },
      { ...video("two"), durationMinutes: "30" },
    ];
    const summed = await create({ ...form, durationMinutes: "", videos });
    expect((await findCourseById(t.db, summed))?.durationMinutes).toBe(42);
    await saveCourse(
      t.db,
      storage,
      summed,
      { ...form, durationMinutes: 75, videos },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect((await findCourseById(t.db, summed))?.durationMinutes).toBe(75);
    await saveCourse(
      t.db,
      storage,
      summed,
      { ...form, durationMinutes: null, videos: [] },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect((await findCourseById(t.db, summed))?.durationMinutes).toBe(0);
  });

  it("answers 404 for a course that does not exist", async () => {
    const result = await saveCourse(
      t.db,
      storage,
      crypto.randomUUID(),
      form,
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(result).toMatchObject({ ok: false, status: 404 });
  });

  it("removes a replaced or deleted uploaded thumbnail, never an external one", async () => {
    const first = await storedThumbnail();
    const second = await storedThumbnail();
    const id = await create({ ...form, thumbnailUrl: first });

    await saveCourse(
      t.db,
      storage,
      id,
      { ...form, thumbnailUrl: second },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(await storedUrls()).toEqual(filesOf(second));

    await saveCourse(
      t.db,
      storage,
      id,
      { ...form, thumbnailUrl: "https://cdn.example/x.png" },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(await storedUrls()).toEqual([]);

    const other = await storedThumbnail();
    const otherId = await create({ ...form, thumbnailUrl: other });
    expect(await deleteCourse(t.db, storage, otherId, logs.logger, TEST_AUDIT_ORIGIN)).toBe(true);
    expect(await storage.list(THUMBNAIL_BUCKET)).toEqual([]);
    expect(await findLessonsByCourseId(t.db, otherId)).toEqual([]);
    expect(await deleteCourse(t.db, storage, otherId, logs.logger, TEST_AUDIT_ORIGIN)).toBe(false);
  });

  it("deletes the old upload when the thumbnail is removed, only once the save has committed", async () => {
    const upload = await storedThumbnail();
    const id = await create({ ...form, thumbnailUrl: upload });

    // A save that rolls back keeps the course's image, so it must keep its file too.
    const failing = t.db.withPlugin(new FailInsertsInto("course_videos"));
    const failed = await saveCourse(
      failing,
      storage,
      id,
      {
        ...form,
        thumbnailUrl: "",
        videos: [...form.videos, video("three")],
      },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(failed.ok).toBe(false);
    expect((await findCourseById(t.db, id))?.thumbnailUrl).toBe(upload);
    expect(await storedUrls()).toEqual(filesOf(upload));

    const removed = await saveCourse(
      t.db,
      storage,
      id,
      { ...form, thumbnailUrl: "" },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(removed).toEqual({ ok: true, courseId: id, created: false });
    expect((await findCourseById(t.db, id))?.thumbnailUrl).toBe("");
    expect(await storedUrls()).toEqual([]);
  });

  it("keeps an upload another course still shows, even by its full address", async () => {
    const shared = await storedThumbnail();
    const first = await create({ ...form, thumbnailUrl: shared });
    const second = await create({ ...form, thumbnailUrl: shared });
    const third = await create({ ...form, thumbnailUrl: `https://maarifa.example${shared}` });

    await saveCourse(
      t.db,
      storage,
      first,
      { ...form, thumbnailUrl: "" },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(await deleteCourse(t.db, storage, second, logs.logger, TEST_AUDIT_ORIGIN)).toBe(true);
    expect(await storedUrls()).toEqual(filesOf(shared));

    // The last course to use it lets go: now it goes.
    await saveCourse(
      t.db,
      storage,
      third,
      { ...form, thumbnailUrl: "" },
      logs.logger,
      TEST_AUDIT_ORIGIN,
    );
    expect(await storedUrls()).toEqual(filesOf(shared));
    const last = await create({ ...form, thumbnailUrl: shared });
    expect(await deleteCourse(t.db, storage, last, logs.logger, TEST_AUDIT_ORIGIN)).toBe(true);
    expect(await storedUrls()).toEqual([]);
  });
});
