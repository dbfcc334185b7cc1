// Issue #28: 'Save for offline' keeps a course's uploaded lessons' media with its pages: the size
// (media included) is told before saving and the space used after; offline, the saved lesson's
// media element loads and seeks, its file answered in ranges by the worker (206, 416); removing
// the course removes its media.
//
// The lesson has a ready uploaded file (rows as the media job writes them, its versions real
// files made with ffmpeg in the server's DATA_DIR uploads) and Arabic captions. The learner chose
// Audio only (`&v=audio`): that version is what is saved, in the one format this browser plays.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { setLessonMedia } from "../../app/.server/db/repositories/media";
import { upsertLessonTranscript } from "../../app/.server/db/repositories/lesson-transcripts";
import { expect, test, waitForEnhancement, withServiceWorker } from "./fixtures";
import { lessonMediaDir, readyMediaFiles } from "./uploaded-media";

test("a saved uploaded lesson plays and seeks offline; its size is told before and after", async ({
  page,
  context,
  createCourse,
  db,
}) => {
  test.slow();
  const { id, lessonIds } = await createCourse({ lessons: [{}, {}] });
  const media = await readyMediaFiles(db);
  await setLessonMedia(db, lessonIds[0]!, media.mediaId);
  await upsertLessonTranscript(
    db,
    {
      lessonId: lessonIds[0]!,
      locale: "ar",
      kind: "captions",
      webvtt: "WEBVTT\n\n00:00.000 --> 00:03.000\nمرحبا بكم\n",
      plainText: "مرحبا بكم",
    },
    new Date(),
  );

  const lesson = `/course/${id}?lesson=1&v=audio`;
  await withServiceWorker(page, lesson);
  const element = page.locator("[data-uploaded-media]").first();
  await expect(element).toHaveCount(1);
  // The version the page shows, and the source this browser plays of it (the worker saves that).
  await expect(element).toHaveAttribute("data-version", "audio");
  const shown = await element.evaluate((el: HTMLMediaElement) => {
    const path = (src: string | null | undefined) => new URL(src ?? "", location.href).pathname;
    const sources = [...el.querySelectorAll("source")];
    const played = sources.find((s) => el.canPlayType(s.type) !== "");
    return {
      src: path(played?.getAttribute("src")),
      others: sources.filter((s) => s !== played).map((s) => path(s.getAttribute("src"))),
      captions: path(el.querySelector("track")?.getAttribute("src")),
      bytes: Number(el.dataset.bytes),
    };
  });
  expect(shown.bytes).toBeGreaterThan(0);
  expect(shown.others).toHaveLength(1);

  await waitForEnhancement(page);
  const save = page.locator("[data-save-offline]");
  await save.getByRole("button", { name: "حفظ للقراءة دون اتصال" }).click();
  // Before saving: the size, media included, in the page's language.
  const status = save.locator("[data-offline-status]");
  await expect(status).toContainText("تشغل هذه الدورة");
  const told = await status.locator("bdi").textContent();
  expect(told).toMatch(/^[\d.]+ (كيلوبايت|ميغابايت)$/);
  const toldBytes = Number(told!.split(" ")[0]) * (told!.includes("ميغا") ? 1e6 : 1e3);
  expect(toldBytes).toBeGreaterThanOrEqual(shown.bytes * 0.95);
  await save.getByRole("button", { name: "احفظ", exact: true }).click();
  await expect(save.getByText("محفوظة للقراءة دون اتصال")).toBeVisible();
  // After: the space the course uses on the device.
  await expect(status).toContainText("على هذا الجهاز");

  const cached = await page.evaluate(async (courseId) => {
    const cache = await caches.open(`maarifa-saved:${courseId}`);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, id);
  // The chosen version in the one format this browser plays, and its captions; no other file.
  expect(cached).toContain(shown.src);
  expect(cached).toContain(shown.captions);
  for (const other of [...shown.others, media.light.url, media.standard.url]) {
    expect(cached).not.toContain(other);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-offline-copy", "");
  const played = await page
    .locator("[data-uploaded-media]")
    .first()
    .evaluate(
      (el: HTMLMediaElement) =>
        new Promise<{ readyState: number; currentTime: number; error: number | null }>(
          (resolve) => {
            const done = () =>
              resolve({
                readyState: el.readyState,
                currentTime: el.currentTime,
                error: el.error?.code ?? null,
              });
            el.addEventListener("error", done, { once: true });
            el.addEventListener(
              "loadedmetadata",
              () => {
                el.addEventListener("seeked", done, { once: true });
                el.currentTime = 1;
              },
              { once: true },
            );
            el.preload = "auto";
            el.load();
          },
        ),
    );
  expect(played.error).toBeNull();
  expect(played.readyState).toBeGreaterThanOrEqual(1);
  expect(played.currentTime).toBeCloseTo(1, 0);

  // The worker's ranges, offline: a middle slice, an open end, and beyond the end.
  const size = (await stat(join(lessonMediaDir(), shown.src.split("/").pop()!))).size;
  // In a page of its own: the browser logs the 416 as an error, which the test's page must not.
  const probe = await context.newPage();
  await probe.goto(lesson);
  await expect(probe.locator("html")).toHaveAttribute("data-offline-copy", "");
  const ranges = await probe.evaluate(
    async ({ src, size }) => {
      const get = async (range: string) => {
        const response = await fetch(src, { headers: { Range: range } });
        return {
          status: response.status,
          range: response.headers.get("Content-Range"),
          length: (await response.arrayBuffer()).byteLength,
        };
      };
      return [
        await get("bytes=10-19"),
        await get(`bytes=${size - 5}-`),
        await get(`bytes=${size}-`),
      ];
    },
    { src: shown.src, size },
  );
  expect(ranges).toEqual([
    { status: 206, range: `bytes 10-19/${size}`, length: 10 },
    { status: 206, range: `bytes ${size - 5}-${size - 1}/${size}`, length: 5 },
    { status: 416, range: `bytes */${size}`, length: 0 },
  ]);

  await probe.close();

  // Removing the saved course removes its media with it.
  await context.setOffline(false);
  await page.goto(lesson);
  await waitForEnhancement(page);
  await page
    .locator("[data-save-offline]")
    .getByRole("button", { name: "إزالة من الجهاز" })
    .click();
  await expect(
    page.locator("[data-save-offline]").getByRole("button", { name: "حفظ للقراءة دون اتصال" }),
  ).toBeVisible();
  expect(await page.evaluate((courseId) => caches.has(`maarifa-saved:${courseId}`), id)).toBe(
    false,
  );
  const anywhere = await page.evaluate((src) => caches.match(src).then(Boolean), shown.src);
  expect(anywhere).toBe(false);
});
