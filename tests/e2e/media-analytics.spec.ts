// Issue #28: the first play of an uploaded lesson on a page sends one 'media_play' beacon (the
// version played and the bytes of it and of Standard, from the player's data attributes), which
// the server stores, and the admin Analytics page shows plays per version and megabytes saved.
import type { Request } from "@playwright/test";
import { setLessonMedia } from "../../app/.server/db/repositories/media";
import { ANALYTICS_ENDPOINT } from "../../app/lib/analytics-events";
import { expect, signInAsAdmin, test, waitForEnhancement } from "./fixtures";
import { readyMediaFiles } from "./uploaded-media";

test("a lesson's first play is counted once per page, per version, and shown to the admin", async ({
  page,
  createCourse,
  db,
}) => {
  test.slow();
  const { id, lessonIds } = await createCourse({ lessons: [{}] });
  const media = await readyMediaFiles(db);
  await setLessonMedia(db, lessonIds[0]!, media.mediaId);

  const plays: { body: unknown; status: Promise<number> }[] = [];
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname !== ANALYTICS_ENDPOINT) return;
    const body = JSON.parse(request.postData() ?? "null") as { name?: string };
    if (body?.name !== "media_play") return;
    plays.push({ body, status: request.response().then((r) => r?.status() ?? 0) });
  });

  await page.goto(`/course/${id}?lesson=1`);
  await waitForEnhancement(page);
  const element = page.locator("[data-uploaded-media]").first();
  const shown = await element.evaluate((el: HTMLMediaElement) => ({
    lessonId: el.dataset.lessonId,
    version: el.dataset.version,
    bytes: Number(el.dataset.bytes),
    standardBytes: Number(el.dataset.standardBytes),
  }));
  // Played, paused and played again: one play of this element on this page.
  await element.evaluate(async (el: HTMLMediaElement) => {
    el.muted = true;
    await el.play();
    el.pause();
    await el.play();
    el.pause();
  });
  await expect.poll(() => plays.length).toBe(1);
  expect(plays[0]!.body).toEqual({
    name: "media_play",
    path: `/course/${id}`,
    ...shown,
  });
  expect(await plays[0]!.status).toBe(204);

  await signInAsAdmin(page);
  await page.goto("/admin/analytics");
  const table = page.getByRole("table", { name: "Plays per version of uploaded lessons" });
  const versionNames = { audio: "Audio only", light: "Light", standard: "Standard" } as const;
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: versionNames[shown.version as "audio"] }) });
  // Other tests of the run may play too: at least this one.
  expect(Number(await row.getByRole("cell").textContent())).toBeGreaterThanOrEqual(1);
  const saved = Number(await page.getByTestId("megabytes-saved").textContent());
  expect(saved).toBeGreaterThanOrEqual(
    Math.round((shown.standardBytes - shown.bytes) / 1e5) / 10 - 0.05,
  );
});
