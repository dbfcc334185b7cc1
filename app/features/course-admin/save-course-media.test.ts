// Issue #28 in the course save, on both databases: an uploaded lesson keeps its media id, its
// transcripts are checked and stored in the save's transaction (a broken caption line refuses the
// whole save, naming the line), and a course whose uploaded lessons are not all ready is saved but
// not published, from the dashboard's toggle or by saving a course already published.
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findCourseById } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import {
  claimNextDueMediaFile,
  insertMediaFile,
  markMediaReady,
} from "~/.server/db/repositories/media";
import { findLessonTranscripts } from "~/.server/db/repositories/lesson-transcripts";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { submitDashboardAction } from "./dashboard-page.server";
import { CourseNotReady } from "./lesson-media.server";
import { loadCourseForEdit, setPublication } from "./manage-courses.server";
import { saveCourse } from "./save-course.server";

const youtubeLesson = {
  title: { en: "Welcome" },
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 3,
};
const uploadedLesson = (mediaId: string, extra: object = {}) => ({
  title: { en: "Budgets" },
  youtubeUrl: "",
  mediaId,
  durationMinutes: 1,
  ...extra,
});
const courseWith = (videos: object[]) => ({
  title: { en: "Budgeting" },
  category: "Finance",
  difficultyLevel: "beginner",
  videos,
  links: [],
});

const SRT = [
  "1",
  "00:00:01,000 --> 00:00:02,500",
  "Bonjour à tous.",
  "",
  "2",
  "00:00:03,000 --> 00:00:04,000",
  "Parlons budget.",
  "",
].join("\n");
// Line 6 is the broken timing line (a letter among the seconds' digits).
const BROKEN_VTT = [
  "WEBVTT",
  "",
  "00:00.000 --> 00:01.000",
  "مرحبا",
  "",
  "00:0x.000 --> 00:03.000",
  "",
].join("\n");

describe.each(testDatabaseKinds())("saving uploaded lessons on %s", (kind) => {
  let t: TestDatabase;
  let logs: CapturedLogs;
  const storage = new LocalDiskStorage("/nonexistent-uploads");
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    logs = captureLogs();
    await t.db.deleteFrom("courses").execute();
    await t.db.deleteFrom("media_files").execute();
  });

  const upload = (name = "lesson.mp4") =>
    insertMediaFile(
      t.db,
      {
        kind: "video",
        originalKey: crypto.randomUUID(),
        originalName: name,
        originalBytes: 1000,
        durationMs: 5000,
      },
      new Date(),
    );
  /** The processing job's end, as it records it: the oldest queued file is made ready. */
  const processNext = async () => {
    const file = await claimNextDueMediaFile(t.db, new Date());
    if (!file) throw new Error("nothing queued");
    await markMediaReady(
      t.db,
      file.id,
      { versions: [], durationMs: 5000, posterUrl: null },
      new Date(),
    );
  };
  const save = (courseId: string | null, input: object) =>
    saveCourse(t.db, storage, courseId, input, logs.logger, TEST_AUDIT_ORIGIN);
  async function create(input: object) {
    const result = await save(null, input);
    if (!result.ok) throw new Error(result.error.description);
    return result.courseId;
  }

  it("keeps an uploaded lesson's media id (and no YouTube URL), and the editor sees its state", async () => {
    const mediaId = await upload("phone recording.mp4");
    const id = await create(
      courseWith([youtubeLesson, uploadedLesson(mediaId, { youtubeUrl: "https://youtu.be/x" })]),
    );
    const lessons = await findLessonsByCourseId(t.db, id);
    expect(lessons.map((l) => [l.mediaId, l.youtubeUrl])).toEqual([
      [null, youtubeLesson.youtubeUrl],
      [mediaId, ""],
    ]);
    const edit = await loadCourseForEdit(t.db, id);
    expect(edit?.media[mediaId]).toMatchObject({
      status: "queued",
      name: "phone recording.mp4",
      durationSeconds: 5,
    });
  });

  it("refuses 'Upload video' without a file, and a media id that does not exist: nothing saved", async () => {
    const empty = await save(null, courseWith([uploadedLesson("")]));
    expect(empty).toMatchObject({ ok: false, status: 400 });
    expect(!empty.ok && Object.keys(empty.fieldErrors ?? {})).toEqual(["videos.0.mediaId"]);

    const unknown = await save(null, courseWith([uploadedLesson(crypto.randomUUID())]));
    expect(unknown).toMatchObject({ ok: false, status: 400 });
    expect(!unknown.ok && unknown.fieldErrors?.["videos.0.mediaId"]).toMatch(/no longer exists/);
    expect(await t.db.selectFrom("courses").select("id").execute()).toEqual([]);
  });

  it("stores caption files as WebVTT with their text, typed text as text, and removes emptied ones", async () => {
    const id = await create(
      courseWith([{ ...youtubeLesson, transcript: { fr: SRT, en: "  We talk about budgets.  " } }]),
    );
    const [lesson] = await findLessonsByCourseId(t.db, id);
    const rows = await findLessonTranscripts(t.db, [lesson!.id]);
    expect(rows.map((r) => [r.locale, r.kind, r.plainText])).toEqual([
      ["en", "text", "We talk about budgets."],
      ["fr", "captions", "Bonjour à tous. Parlons budget."],
    ]);
    const french = rows.find((r) => r.locale === "fr")!;
    expect(french.webvtt).toContain("00:00:01.000 --> 00:00:02.500\nBonjour à tous.");
    // The editor gets the captions back as their WebVTT, the text as typed.
    const edit = await loadCourseForEdit(t.db, id);
    expect(edit?.transcripts[lesson!.id]).toEqual({
      ar: "",
      fr: french.webvtt,
      en: "We talk about budgets.",
    });

    const emptied = await save(
      id,
      courseWith([{ ...youtubeLesson, id: lesson!.id, transcript: { en: "", fr: french.webvtt } }]),
    );
    expect(emptied.ok).toBe(true);
    expect((await findLessonTranscripts(t.db, [lesson!.id])).map((r) => r.locale)).toEqual(["fr"]);
  });

  it("refuses a caption file with a broken timing line, naming the line, and saves nothing", async () => {
    const id = await create(courseWith([{ ...youtubeLesson, transcript: { en: "Before." } }]));
    const [lesson] = await findLessonsByCourseId(t.db, id);
    const result = await save(
      id,
      courseWith([
        {
          ...youtubeLesson,
          id: lesson!.id,
          title: { en: "Changed" },
          transcript: { ar: BROKEN_VTT },
        },
      ]),
    );
    expect(result).toMatchObject({ ok: false, status: 400 });
    const message = !result.ok ? result.fieldErrors?.["videos.0.transcript.ar"] : undefined;
    expect(message).toMatch(/Arabic/);
    expect(message).toMatch(/line 6/);
    // Nothing of the refused save: the title and the English transcript are as they were.
    expect((await findLessonsByCourseId(t.db, id))[0]?.title.en).toBe("Welcome");
    expect(
      (await findLessonTranscripts(t.db, [lesson!.id])).map((r) => [r.locale, r.plainText]),
    ).toEqual([["en", "Before."]]);
  });

  it("saves a course whose upload is processing, but refuses to publish it until it is ready", async () => {
    const mediaId = await upload();
    const id = await create(courseWith([youtubeLesson, uploadedLesson(mediaId)]));
    const refused = setPublication(t.db, id, true, TEST_AUDIT_ORIGIN);
    await expect(refused).rejects.toBeInstanceOf(CourseNotReady);
    await expect(refused).rejects.toMatchObject({ lessons: [{ index: 1, status: "queued" }] });
    expect((await findCourseById(t.db, id))?.isPublished).toBe(false);

    // The dashboard's toggle says why, naming the lesson.
    const context = { db: t.db, log: logs.logger } as unknown as AppLoadContext;
    const answer = await submitDashboardAction(
      context,
      { intent: "toggle", courseId: id, publish: "true" },
      TEST_AUDIT_ORIGIN,
      adminTranslator("en"),
    );
    expect(answer).toMatchObject({ init: { status: 409 } });
    expect(JSON.stringify(answer)).toContain('Video 2 (\\"Budgets\\")');

    await processNext();
    expect(await setPublication(t.db, id, true, TEST_AUDIT_ORIGIN)).toBe(true);
    expect((await findCourseById(t.db, id))?.isPublished).toBe(true);
  });

  it("refuses to save a published course with a lesson not ready (409), changing nothing", async () => {
    const ready = await upload("ready.mp4");
    await processNext();
    const id = await create(courseWith([uploadedLesson(ready)]));
    expect(await setPublication(t.db, id, true, TEST_AUDIT_ORIGIN)).toBe(true);
    const [lesson] = await findLessonsByCourseId(t.db, id);

    const fresh = await upload("new take.mp4");
    const result = await save(id, courseWith([{ ...uploadedLesson(fresh), id: lesson!.id }]));
    expect(result).toMatchObject({ ok: false, status: 409 });
    expect(!result.ok && result.error.description).toContain('Video 1 ("Budgets")');
    expect(!result.ok && Object.keys(result.fieldErrors ?? {})).toEqual(["videos.0.mediaId"]);
    expect((await findLessonsByCourseId(t.db, id))[0]?.mediaId).toBe(ready);

    // The same save once unpublished goes through: a draft may wait for its files.
    await setPublication(t.db, id, false, TEST_AUDIT_ORIGIN);
    expect((await save(id, courseWith([{ ...uploadedLesson(fresh), id: lesson!.id }]))).ok).toBe(
      true,
    );
  });
});
