// The data saver in a real browser (issue #17): with `Save-Data: on` no web font is downloaded and
// each card's thumbnail comes at its narrowest width, while the page keeps its layout.
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { silentLogger } from "../../app/.server/logger";
import { LocalDiskStorage } from "../../app/.server/storage/local-disk-storage";
import { storeThumbnailImage } from "../../app/.server/thumbnails/store-thumbnail";
import { THUMBNAIL_BUCKET, thumbnailKeysFor } from "../../app/lib/stored-thumbnail-url";
import sharp from "sharp";
import { expect, otherDevice, test } from "./fixtures";

/** What the page downloaded: font files and image addresses. */
async function visit(page: Page, path: string) {
  const fonts: string[] = [];
  const images: string[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "font") fonts.push(request.url());
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  const card = page.getByRole("main").getByRole("article").first();
  await card
    .locator("img")
    .evaluate((img: HTMLImageElement) =>
      img.complete ? null : new Promise((resolve) => img.addEventListener("load", resolve)),
    );
  return { fonts, images, box: await card.boundingBox() };
}

test("Save-Data: no web fonts, the narrowest thumbnails, the same layout", async ({
  browser,
  createCourse,
}) => {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir)
    throw new Error("E2E_RUN_DIR is not set: run the tests through playwright.config.ts");
  const uploads = new LocalDiskStorage(join(runDir, "uploads"));
  const image = await sharp({
    create: { width: 960, height: 540, channels: 3, background: "#0f766e" },
  })
    .jpeg()
    .toBuffer();
  const stored = await storeThumbnailImage(uploads, image, silentLogger());
  if (stored.status !== 201) throw new Error(JSON.stringify(stored));
  const word = `savedata${randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8)}`;
  await createCourse({ title: { en: `Course ${word}` }, thumbnailUrl: stored.url, lessons: [{}] });
  const path = `/courses?q=${word}`;

  try {
    const saving = await otherDevice(browser, { extraHTTPHeaders: { "Save-Data": "on" } });
    const withSaver = await visit(await saving.newPage(), path);
    await saving.close();

    const normalContext = await otherDevice(browser);
    const normal = await visit(await normalContext.newPage(), path);
    await normalContext.close();

    expect(withSaver.fonts).toEqual([]);
    expect(withSaver.images.filter((p) => p.includes(THUMBNAIL_BUCKET))).toEqual([
      stored.url.replace(/-960\.webp$/, "-320.webp"),
    ]);
    // Without the saver, the font comes and a wider thumbnail is chosen for this screen.
    expect(normal.fonts.length).toBeGreaterThan(0);
    // (Any width above the 320: which one depends on the screen, decision 0047.)
    expect(normal.images.some((p) => /-(480|640|720|800|960)\.webp$/.test(p))).toBe(true);
    expect(withSaver.box).toEqual(normal.box);
  } finally {
    const key = stored.url.split("/").at(-1) ?? "";
    await Promise.all(thumbnailKeysFor(key).map((k) => uploads.delete(THUMBNAIL_BUCKET, k)));
  }
});
