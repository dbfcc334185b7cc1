// Uploaded lesson media and transcripts (issue #28), on SQLite and (with TEST_DATABASE_URL) on
// PostgreSQL: the migration, the processing queue (claim order, due times, retries, abandoned
// files), versions written with the ready state in one transaction, and transcripts per language.
import { beforeEach, describe, expect, it } from "vitest";
import { localizedText } from "~/lib/localized-text";
import type { MediaVersion } from "~/lib/media";
import * as lessonMedia from "../migrations/2026-11-29-01-lesson-media";
import { createTestDatabase, testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import { testCourse } from "../testing/test-course";
import { listTables } from "../data-tables";
import { deleteCourseById, insertCourse } from "./courses";
import { insertLessons } from "./lessons";
import {
  claimNextDueMediaFile,
  deleteMediaFile,
  findMediaFile,
  findMediaFiles,
  insertMediaFile,
  markMediaFailed,
  markMediaReady,
  markMediaRetry,
  requeueAbandonedMediaFiles,
  retryMediaFile,
  returnMediaToQueue,
  setMediaProgress,
  type NewMediaFile,
} from "./media";
import {
  deleteLessonTranscript,
  findLessonTranscripts,
  upsertLessonTranscript,
} from "./lesson-transcripts";

const at = (iso: string) => new Date(iso);
const T0 = at("2026-11-29T10:00:00.000Z");
const plus = (ms: number) => new Date(T0.getTime() + ms);

const upload = (name: string, fields: Partial<NewMediaFile> = {}): NewMediaFile => ({
  kind: "video",
  originalKey: `${name}.mp4`,
  originalName: `${name} — درس.mp4`,
  // Beyond 2^31: the column is a bigint (MEDIA_MAX_BYTES may exceed 2 GB).
  originalBytes: 3_000_000_000,
  durationMs: 125_500,
  width: 1280,
  height: 720,
  createdBy: "admin-1",
  ...fields,
});

const version = (v: Partial<MediaVersion> & Pick<MediaVersion, "version" | "format">) => ({
  storageKey: `k-${v.version}.${v.format}`,
  url: `/uploads/lesson-media/k-${v.version}.${v.format}`,
  bytes: 1_800_000,
  bitrateKbps: 24,
  contentType: v.format === "mp4" ? "video/mp4" : v.format === "m4a" ? "audio/mp4" : "audio/webm",
  ...v,
});

describe.each(testDatabaseKinds())("lesson media migration on %s", (kind) => {
  it("creates the tables and the lesson column, and its down() removes them", async () => {
    const t = await createTestDatabase(kind);
    try {
      const tables = await listTables(t.db);
      expect(tables).toEqual(
        expect.arrayContaining(["media_files", "media_versions", "lesson_transcripts"]),
      );
      await t.db.selectFrom("course_videos").select("media_id").execute();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await lessonMedia.down(t.db as any);
      const after = await listTables(t.db);
      expect(after.filter((name) => /^media_|^lesson_transcripts$/.test(name))).toEqual([]);
      await expect(t.db.selectFrom("course_videos").select("media_id").execute()).rejects.toThrow();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      await lessonMedia.up(t.db as any);
      expect(await listTables(t.db)).toEqual(tables);
    } finally {
      await t.destroy();
    }
  });
});

describe.each(testDatabaseKinds())("media repository on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("media_files").execute();
    await t.db.deleteFrom("courses").execute();
  });

  it("records an upload queued and due now, and reads it back as uploaded", async () => {
    const id = await insertMediaFile(t.db, upload("a"), T0);
    expect(await findMediaFile(t.db, id)).toEqual({
      id,
      kind: "video",
      status: "queued",
      originalKey: "a.mp4",
      originalName: "a — درس.mp4",
      originalBytes: 3_000_000_000,
      durationMs: 125_500,
      width: 1280,
      height: 720,
      progress: 0,
      attempts: 0,
      nextAttemptAt: T0.toISOString(),
      failure: null,
      posterUrl: null,
      createdBy: "admin-1",
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      versions: [],
    });
    expect(await findMediaFile(t.db, "missing")).toBeNull();
    expect(await findMediaFiles(t.db, [])).toEqual([]);
  });

  it("claims the oldest due file first, never one not yet due, and marks it processing", async () => {
    const later = await insertMediaFile(t.db, upload("later"), plus(2_000));
    const first = await insertMediaFile(t.db, upload("first"), plus(1_000));
    const notDue = await insertMediaFile(t.db, upload("retrying"), T0);
    // Failed once: due again only in a minute.
    await claimNextDueMediaFile(t.db, T0);
    await markMediaRetry(t.db, notDue, { failure: "timeout", nextAttemptAt: plus(60_000) }, T0);

    const claimed = await claimNextDueMediaFile(t.db, plus(2_000));
    expect(claimed).toMatchObject({ id: first, status: "processing", nextAttemptAt: null });
    expect((await claimNextDueMediaFile(t.db, plus(2_000)))?.id).toBe(later);
    // The retrying one is not due before its time, and is at it.
    expect(await claimNextDueMediaFile(t.db, plus(59_999))).toBeNull();
    expect((await claimNextDueMediaFile(t.db, plus(60_000)))?.id).toBe(notDue);
    expect(await claimNextDueMediaFile(t.db, plus(3_600_000))).toBeNull();
  });

  it("writes progress only while processing, within 0–100", async () => {
    const id = await insertMediaFile(t.db, upload("p"), T0);
    await setMediaProgress(t.db, id, 40, T0);
    expect((await findMediaFile(t.db, id))?.progress).toBe(0);
    await claimNextDueMediaFile(t.db, T0);
    await setMediaProgress(t.db, id, 42.4, plus(1));
    expect(await findMediaFile(t.db, id)).toMatchObject({
      progress: 42,
      updatedAt: plus(1).toISOString(),
    });
    await setMediaProgress(t.db, id, 140, plus(2));
    expect((await findMediaFile(t.db, id))?.progress).toBe(100);
  });

  it("marks a file ready with its versions, duration and poster, and replaces an earlier run's versions", async () => {
    const id = await insertMediaFile(t.db, upload("r"), T0);
    await claimNextDueMediaFile(t.db, T0);
    const versions = [
      version({ version: "standard", format: "mp4", bytes: 3_000_000_000, bitrateKbps: 412.6 }),
      version({ version: "audio", format: "m4a" }),
      version({ version: "light", format: "mp4" }),
      version({ version: "audio", format: "webm" }),
    ];
    const ready = { versions, durationMs: 2_040, width: 640, height: 360, posterUrl: "/p.webp" };
    expect(await markMediaReady(t.db, id, ready, plus(5))).toBe(true);
    const file = await findMediaFile(t.db, id);
    expect(file).toMatchObject({
      status: "ready",
      progress: 100,
      durationMs: 2_040,
      width: 640,
      height: 360,
      posterUrl: "/p.webp",
      failure: null,
    });
    expect(file?.versions.map((v) => `${v.version}/${v.format}`)).toEqual([
      "audio/webm",
      "audio/m4a",
      "light/mp4",
      "standard/mp4",
    ]);
    expect(file?.versions[3]).toEqual({ ...versions[0], bitrateKbps: 413 });

    // A Retry of a failed run later: the new versions replace the old ones.
    await t.db.updateTable("media_files").set({ status: "failed" }).where("id", "=", id).execute();
    await retryMediaFile(t.db, id, plus(10));
    await claimNextDueMediaFile(t.db, plus(10));
    await markMediaReady(
      t.db,
      id,
      { ...ready, versions: [version({ version: "audio", format: "webm", storageKey: "new" })] },
      plus(20),
    );
    expect((await findMediaFile(t.db, id))?.versions.map((v) => v.storageKey)).toEqual(["new"]);
  });

  it("writes nothing when marking ready fails part-way (one transaction)", async () => {
    const id = await insertMediaFile(t.db, upload("atomic"), T0);
    await claimNextDueMediaFile(t.db, T0);
    // Two versions with the same key: the second insert row breaks the primary key.
    const clash = [
      version({ version: "light", format: "mp4" }),
      version({ version: "light", format: "mp4" }),
    ];
    await expect(
      markMediaReady(t.db, id, { versions: clash, durationMs: 1, posterUrl: null }, plus(1)),
    ).rejects.toThrow();
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "processing",
      progress: 0,
      versions: [],
    });
  });

  it("does not mark ready a file that is no longer processing", async () => {
    const id = await insertMediaFile(t.db, upload("gone"), T0);
    const ready = {
      versions: [version({ version: "light", format: "mp4" })],
      durationMs: 1,
      posterUrl: null,
    };
    expect(await markMediaReady(t.db, id, ready, T0)).toBe(false);
    expect(await findMediaFile(t.db, id)).toMatchObject({ status: "queued", versions: [] });
  });

  it("counts a failed attempt on retry and on final failure; an administrator's Retry starts again", async () => {
    const id = await insertMediaFile(t.db, upload("f"), T0);
    await claimNextDueMediaFile(t.db, T0);
    await setMediaProgress(t.db, id, 30, T0);
    await markMediaRetry(
      t.db,
      id,
      { failure: "transcode-failed", nextAttemptAt: plus(30_000) },
      plus(1),
    );
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "queued",
      attempts: 1,
      progress: 0,
      failure: "transcode-failed",
      nextAttemptAt: plus(30_000).toISOString(),
    });
    // Retry applies to failed files only.
    expect(await retryMediaFile(t.db, id, plus(2))).toBe(false);

    await claimNextDueMediaFile(t.db, plus(30_000));
    await markMediaFailed(t.db, id, "probe-failed", plus(30_001));
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "failed",
      attempts: 2,
      failure: "probe-failed",
      nextAttemptAt: null,
    });
    expect(await claimNextDueMediaFile(t.db, plus(3_600_000))).toBeNull();

    expect(await retryMediaFile(t.db, id, plus(40_000))).toBe(true);
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "queued",
      attempts: 0,
      failure: null,
      nextAttemptAt: plus(40_000).toISOString(),
    });
  });

  it("puts a stopped file back in the queue without counting an attempt", async () => {
    const id = await insertMediaFile(t.db, upload("s"), T0);
    await claimNextDueMediaFile(t.db, T0);
    await setMediaProgress(t.db, id, 60, T0);
    await returnMediaToQueue(t.db, id, plus(7));
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "queued",
      attempts: 0,
      progress: 0,
      nextAttemptAt: plus(7).toISOString(),
    });
  });

  it("requeues files a crashed instance left processing, counting the attempt, and fails them after too many", async () => {
    const fresh = await insertMediaFile(t.db, upload("fresh"), T0);
    const worn = await insertMediaFile(t.db, upload("worn"), plus(1));
    const queued = await insertMediaFile(t.db, upload("queued"), plus(2));
    await claimNextDueMediaFile(t.db, plus(2));
    await claimNextDueMediaFile(t.db, plus(2));
    await t.db.updateTable("media_files").set({ attempts: 3 }).where("id", "=", worn).execute();

    expect(await requeueAbandonedMediaFiles(t.db, plus(100), { maxAttempts: 4 })).toEqual({
      requeued: 1,
      failed: 1,
    });
    expect(await findMediaFile(t.db, fresh)).toMatchObject({
      status: "queued",
      attempts: 1,
      failure: "interrupted",
      nextAttemptAt: plus(100).toISOString(),
    });
    expect(await findMediaFile(t.db, worn)).toMatchObject({
      status: "failed",
      attempts: 4,
      failure: "interrupted",
    });
    expect(await findMediaFile(t.db, queued)).toMatchObject({ status: "queued", attempts: 0 });
    expect(await requeueAbandonedMediaFiles(t.db, plus(200), { maxAttempts: 4 })).toEqual({
      requeued: 0,
      failed: 0,
    });
  });

  it("deletes a file with its versions", async () => {
    const id = await insertMediaFile(t.db, upload("d"), T0);
    const other = await insertMediaFile(t.db, upload("o"), T0);
    await claimNextDueMediaFile(t.db, T0);
    await markMediaReady(
      t.db,
      id,
      { versions: [version({ version: "light", format: "mp4" })], durationMs: 1, posterUrl: null },
      T0,
    );
    await deleteMediaFile(t.db, id);
    expect(await findMediaFiles(t.db, [id, other])).toEqual([
      expect.objectContaining({ id: other }),
    ]);
    expect(await t.db.selectFrom("media_versions").selectAll().execute()).toEqual([]);
  });

  it("keeps one transcript per lesson and language, replaced on upsert, gone with the lesson", async () => {
    const courseId = await insertCourse(t.db, testCourse({ title: localizedText({ en: "C" }) }));
    const [lesson, other] = await insertLessons(t.db, courseId, [
      {
        title: localizedText({ ar: "درس" }),
        description: localizedText({}),
        youtubeUrl: "",
        durationMinutes: 3,
      },
      {
        title: localizedText({ ar: "آخر" }),
        description: localizedText({}),
        youtubeUrl: "",
        durationMinutes: 3,
      },
    ]);
    const vtt = "WEBVTT\n\n00:00.000 --> 00:02.000\nمرحبا\n";
    await upsertLessonTranscript(
      t.db,
      { lessonId: lesson!, locale: "ar", kind: "captions", webvtt: vtt, plainText: "مرحبا" },
      T0,
    );
    await upsertLessonTranscript(
      t.db,
      { lessonId: lesson!, locale: "fr", kind: "text", webvtt: null, plainText: "Bonjour" },
      T0,
    );
    await upsertLessonTranscript(
      t.db,
      { lessonId: other!, locale: "en", kind: "text", webvtt: null, plainText: "Hello" },
      T0,
    );
    await upsertLessonTranscript(
      t.db,
      { lessonId: lesson!, locale: "ar", kind: "text", webvtt: null, plainText: "أهلا" },
      plus(1),
    );
    expect(await findLessonTranscripts(t.db, [lesson!])).toEqual([
      {
        lessonId: lesson,
        locale: "ar",
        kind: "text",
        webvtt: null,
        plainText: "أهلا",
        updatedAt: plus(1).toISOString(),
      },
      {
        lessonId: lesson,
        locale: "fr",
        kind: "text",
        webvtt: null,
        plainText: "Bonjour",
        updatedAt: T0.toISOString(),
      },
    ]);
    await deleteLessonTranscript(t.db, lesson!, "fr");
    expect((await findLessonTranscripts(t.db, [lesson!])).map((x) => x.locale)).toEqual(["ar"]);

    // Deleting the lesson (here with its course) deletes its transcripts.
    await t.db.deleteFrom("course_videos").where("id", "=", lesson!).execute();
    expect(await findLessonTranscripts(t.db, [lesson!, other!])).toEqual([
      expect.objectContaining({ lessonId: other, locale: "en" }),
    ]);
    await deleteCourseById(t.db, courseId);
    expect(await findLessonTranscripts(t.db, [other!])).toEqual([]);
  });
});
