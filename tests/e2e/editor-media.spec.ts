// The course editor's uploaded lessons (issue #28), through the real UI, the real upload route,
// ffprobe and the real processing job (the e2e server's scheduler runs it every 5 s): an
// administrator uploads a short clip, sees the upload's progress, then Processing and Ready,
// gives the lesson a transcript (a broken caption file is refused with its line number), saves and
// publishes; a learner then chooses Audio only, reads the transcript and plays the job's file. A text file named .mp4 is refused with the server's message under the card.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { findCourseById } from "../../app/.server/db/repositories/courses";
import { findLessonsByCourseId } from "../../app/.server/db/repositories/lessons";
import { deleteMediaFile, insertMediaFile } from "../../app/.server/db/repositories/media";
import { findLessonTranscripts } from "../../app/.server/db/repositories/lesson-transcripts";
import { makeVideoClip } from "../../app/.server/testing/media-clips";
import { expect, signInAsAdmin, test, toast } from "./fixtures";

const video = (page: Page, number: number) =>
  page.getByRole("listitem", { name: `Video ${number}`, exact: true });

const BROKEN_VTT = "WEBVTT\n\n00:00.000 --> 00:01.000\nمرحبا\n\n00:0x.000 --> 00:02.000\nبكم\n";
const VALID_VTT =
  "WEBVTT\n\n00:00.000 --> 00:01.500\nمرحبا بكم\n\n00:01.500 --> 00:03.000\nفي الدرس\n";

/** Every value the upload's progress bar showed, recorded as the page changed (not sampled). */
async function recordUploadProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[role="progressbar"][aria-label="Upload progress"]');
      if (bar) seen.push(Number(bar.getAttribute("aria-valuenow")));
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["aria-valuenow"],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
}

async function openEditor(page: Page, courseId: string) {
  await signInAsAdmin(page);
  await page.goto(`/admin/course/${courseId}`);
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
}

test("an administrator uploads a clip, watches it become Ready, adds its transcript, saves and publishes", async ({
  page,
  db,
  createCourse,
}) => {
  // ffmpeg makes the clip, the job processes it every 5 s: minutes on a loaded machine.
  test.setTimeout(300_000);
  const dir = mkdtempSync(join(tmpdir(), "maarifa-e2e-media-"));
  try {
    const clip = join(dir, "phone lesson.mp4");
    await makeVideoClip(clip, { width: 640, height: 360, seconds: 4 });
    const { id, suffix } = await createCourse({
      isPublished: false,
      lessons: [{ durationMinutes: 0 }],
    });
    await openEditor(page, id);
    const card = video(page, 1);

    await card.locator("label", { hasText: "Upload video" }).click();
    await expect(card.getByRole("radio", { name: "Upload video" })).toBeChecked();
    await expect(card.getByLabel("YouTube URL")).toHaveCount(0);

    const progress = await recordUploadProgress(page);
    await card.getByLabel("Video or audio file").setInputFiles(clip);
    // Accepted: its name and length, then its processing (queued is shown as 0%).
    await expect(card.getByText("phone lesson.mp4")).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText("Duration 0:04")).toBeVisible();
    expect((await progress()).length).toBeGreaterThan(0);
    await expect(card.getByText(/^Processing \d+%$/)).toBeVisible();
    await expect(card.getByRole("progressbar", { name: "Processing progress" })).toBeVisible();
    // The lesson's minutes come from the file when none were typed.
    await expect(card.getByLabel("Duration (minutes)")).toHaveValue("1");
    await expect(card.getByText("Ready", { exact: true })).toBeVisible({ timeout: 180_000 });

    // A caption file with a broken timing line: the save is refused and says which line.
    await card.getByLabel("Upload VTT/SRT (Arabic)").setInputFiles({
      name: "captions.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(BROKEN_VTT),
    });
    const arabic = card.getByLabel("Arabic Transcript");
    await expect(arabic).toHaveValue(BROKEN_VTT);
    await page.getByRole("button", { name: "Save Course" }).click();
    await expect(card.getByText(/transcript \(Arabic\), line 6/)).toBeVisible({ timeout: 30_000 });
    await expect(arabic).toHaveAttribute("aria-invalid", "true");
    expect(
      await findLessonTranscripts(
        db,
        (await findLessonsByCourseId(db, id)).map((l) => l.id),
      ),
    ).toEqual([]);

    await arabic.fill(VALID_VTT);
    await card.getByLabel("Transcript", { exact: true }).fill("Welcome to the lesson.");
    await page.getByRole("button", { name: "Save Course" }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 45_000 });
    await expect(toast(page, "Course updated successfully")).toBeVisible({ timeout: 30_000 });

    const [lesson] = await findLessonsByCourseId(db, id);
    expect(lesson?.mediaId).toEqual(expect.any(String));
    expect(lesson?.youtubeUrl).toBe("");
    expect(
      (await findLessonTranscripts(db, [lesson!.id])).map((t) => [t.locale, t.kind, t.plainText]),
    ).toEqual([
      ["ar", "captions", "مرحبا بكم في الدرس"],
      ["en", "text", "Welcome to the lesson."],
    ]);

    // Every upload is ready: the dashboard publishes it.
    await page.goto(`/admin?q=${suffix}`);
    await page.getByRole("button", { name: new RegExp(`^Publish .*${suffix}`) }).click();
    await expect(toast(page, "Course published successfully")).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => (await findCourseById(db, id))?.isPublished).toBe(true);

    // Opened again, the card shows the file Ready and the transcripts as saved.
    await page.goto(`/admin/course/${id}`);
    await expect(page.locator("form[data-hydrated]")).toBeVisible();
    await expect(video(page, 1).getByText("Ready", { exact: true })).toBeVisible();
    await expect(video(page, 1).getByText("phone lesson.mp4")).toBeVisible();
    await expect(video(page, 1).getByLabel("Arabic Transcript")).toHaveValue(/^WEBVTT/);

    // A learner (another browser, no session) chooses Audio only before any media byte, reads the
    // transcript, and plays what the job made.
    const learner = await page.context().browser()!.newContext({ locale: "ar" });
    try {
      const lessonPage = await learner.newPage();
      await lessonPage.goto(`/course/${id}?lesson=1`);
      const versions = lessonPage.getByRole("navigation", { name: "نسخ الدرس" });
      await expect(versions.getByRole("link", { name: /^صوت فقط · / })).toBeVisible();
      await expect(versions.getByRole("link", { name: /^خفيف · / })).toBeVisible();
      await versions.getByRole("link", { name: /^صوت فقط · / }).click();
      await expect(lessonPage).toHaveURL(/[?&]v=audio/);
      const audio = lessonPage.locator("audio[data-uploaded-media]");
      await expect(audio).toHaveAttribute("data-version", "audio");
      await expect(lessonPage.getByText("مرحبا بكم", { exact: false }).first()).toBeAttached();
      const played = await audio.evaluate(
        (el: HTMLMediaElement) =>
          new Promise<{ duration: number; error: number | null }>((resolve) => {
            const done = () => resolve({ duration: el.duration, error: el.error?.code ?? null });
            el.addEventListener("loadedmetadata", done, { once: true });
            el.addEventListener("error", done, { once: true });
            el.querySelectorAll("source").forEach((source) =>
              source.addEventListener("error", done, { once: true }),
            );
            el.preload = "metadata";
            el.load();
          }),
      );
      expect(played.error).toBeNull();
      expect(played.duration).toBeCloseTo(4, 0);
    } finally {
      await learner.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a text file named .mp4 is refused with the server's message under the card", async ({
  page,
  createCourse,
}) => {
  const { id } = await createCourse({ isPublished: false, lessons: [{}] });
  await openEditor(page, id);
  const card = video(page, 1);
  await card.locator("label", { hasText: "Upload video" }).click();
  await card.getByLabel("Video or audio file").setInputFiles({
    name: "lesson.mp4",
    mimeType: "video/mp4",
    buffer: Buffer.from("This is not a video, only words in a text file.\n".repeat(50)),
  });
  const alert = card.getByRole("alert");
  await expect(alert).toContainText("Upload refused");
  await expect(alert).toContainText("This file is not a video or audio file.");
  // Try again sends the same file again, and is refused again: nothing else changes.
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(card.getByRole("alert")).toContainText("This file is not a video or audio file.");
  // Saving without a file says so under the card.
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(card.getByText(/upload a video or audio file, or choose YouTube/)).toBeVisible();
});

test("a course whose uploaded lesson is not ready is not published, and the dashboard says which", async ({
  page,
  db,
  createCourse,
}) => {
  // A file whose original is not there: never ready (the job fails it and tries again later).
  const mediaId = await insertMediaFile(
    db,
    {
      kind: "video",
      originalKey: `missing-${crypto.randomUUID()}`,
      originalName: "never.mp4",
      originalBytes: 1,
      durationMs: 1000,
    },
    new Date(),
  );
  try {
    const { id, suffix } = await createCourse({
      isPublished: false,
      lessons: [{}, { youtubeUrl: "", mediaId }],
    });
    await signInAsAdmin(page);
    await page.goto(`/admin?q=${suffix}`);
    await page.getByRole("button", { name: new RegExp(`^Publish .*${suffix}`) }).click();
    await expect(toast(page, "Not published")).toBeVisible({ timeout: 30_000 });
    await expect(
      page
        .getByText(
          new RegExp(
            `These uploaded lessons are not ready yet: Video 2 \\("Lesson two ${suffix}"\\)`,
          ),
        )
        .first(),
    ).toBeVisible();
    expect((await findCourseById(db, id))?.isPublished).toBe(false);
  } finally {
    await deleteMediaFile(db, mediaId);
  }
});
