// An uploaded lesson's page in a real browser (issue #28), media made through the database as the
// processing job leaves it: without JavaScript the versions are listed with their size and cost,
// a link chooses one (and the choice is remembered for the next visit), Audio only plays in an
// <audio>, and no media byte is fetched, nor any other host contacted, before play; with
// `Save-Data: on` the page plays Light.
import type { Page } from "@playwright/test";
import { writeSiteSetting } from "../../app/.server/db/repositories/site-settings";
import {
  AUDIO_ONLY_VERSIONS,
  insertReadyLessonMedia,
} from "../../app/.server/db/testing/ready-media";
import { endAdminSessionOf, expect, loginAsAdmin, test } from "./fixtures";

/** Every address the page asks for, from now on. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

const isMediaFile = (url: string) => /\.(mp4|webm|m4a)$/.test(new URL(url).pathname);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("versions with sizes and costs, chosen by link and remembered; audio only in <audio>; nothing before play", async ({
    page,
    db,
    createCourse,
    baseURL,
  }) => {
    // The example price: 1.8 MB ≈ 6 ouguiyas.
    await writeSiteSetting(db, "data_price_per_gb", "3333", new Date());
    const { id, lessonIds } = await createCourse({
      lessons: [{ youtubeUrl: "" }, { youtubeUrl: "" }],
    });
    await insertReadyLessonMedia(db, lessonIds[0]!);
    await insertReadyLessonMedia(db, lessonIds[1]!, {
      kind: "audio",
      versions: AUDIO_ONLY_VERSIONS,
    });
    const requests = requestsOf(page);

    await page.goto(`/course/${id}?lesson=1`);
    const versions = page.getByRole("navigation", { name: "نسخ الدرس" });
    await expect(
      versions.getByRole("link", { name: "صوت فقط · 1.8 ميغابايت · ≈ 6 أوقية" }),
    ).toBeVisible();
    await expect(
      versions.getByRole("link", { name: "خفيف · 12 ميغابايت · ≈ 38 أوقية" }),
    ).toBeVisible();
    const standard = versions.getByRole("link", { name: "عادي · 37 ميغابايت · ≈ 123 أوقية" });
    await expect(standard).toHaveAttribute("aria-current", "true");
    await expect(versions.getByRole("link", { name: "تنزيل النسخة: خفيف" })).toHaveAttribute(
      "download",
      "",
    );
    const video = page.locator("video[data-uploaded-media]");
    await expect(video).toHaveAttribute("data-version", "standard");
    await expect(video).toHaveAttribute("preload", "none");

    // Choosing Light is a plain link; the page after it plays Light.
    await versions.getByRole("link", { name: /^خفيف/ }).click();
    await expect(page).toHaveURL(new RegExp(`/course/${id}\\?lesson=1&v=light$`));
    await expect(video).toHaveAttribute("data-version", "light");
    await expect(versions.getByRole("link", { name: /^خفيف/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Remembered: the lesson's plain address now plays Light too.
    await page.goto(`/course/${id}?lesson=1`);
    await expect(video).toHaveAttribute("data-version", "light");

    // Audio only: an <audio> with Opus first, then AAC.
    await page.goto(`/course/${id}?lesson=2`);
    const audio = page.locator("audio[data-uploaded-media]");
    await expect(audio).toHaveAttribute("data-version", "audio");
    await expect(audio).toHaveAttribute("data-lesson-id", lessonIds[1]!);
    await expect(audio.locator("source")).toHaveCount(2);
    await expect(audio.locator("source").first()).toHaveAttribute("type", "audio/webm");
    await expect(page.locator("video")).toHaveCount(0);

    expect(requests.filter(isMediaFile)).toEqual([]);
    const origin = new URL(baseURL!).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });
});

test.describe("with the data saver", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("plays Light, and fetches no media before play", async ({ page, db, createCourse }) => {
    const { id, lessonIds } = await createCourse({ lessons: [{ youtubeUrl: "" }] });
    await insertReadyLessonMedia(db, lessonIds[0]!);
    const requests = requestsOf(page);
    await page.goto(`/course/${id}`);
    const video = page.locator("video[data-uploaded-media]");
    await expect(video).toHaveAttribute("data-version", "light");
    await expect(video).toHaveAttribute("data-bytes", "11500000");
    await expect(video).toHaveAttribute("data-standard-bytes", "37000000");
    await expect(
      page.getByRole("navigation", { name: "نسخ الدرس" }).getByRole("link", { name: /^خفيف/ }),
    ).toHaveAttribute("aria-current", "true");
    expect(requests.filter(isMediaFile)).toEqual([]);
  });
});

test("the owner sets the price of a gigabyte in Settings; a wrong one is refused", async ({
  page,
  db,
  createCourse,
}) => {
  const { id, lessonIds } = await createCourse({ lessons: [{ youtubeUrl: "" }] });
  await insertReadyLessonMedia(db, lessonIds[0]!);
  await loginAsAdmin(page);
  await page.getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const price = page.getByLabel("Price of 1 GB of mobile data (MRU)");
  await price.fill("-2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toContainText("Enter a number of at least 0");
  // The price the other tests of this file use: they may run at the same time.
  await price.fill("3333");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();
  await endAdminSessionOf(page, db);
  await page.context().clearCookies();
  await page.goto(`/course/${id}`);
  await expect(
    page
      .getByRole("navigation", { name: "نسخ الدرس" })
      .getByRole("link", { name: "صوت فقط · 1.8 ميغابايت · ≈ 6 أوقية" }),
  ).toBeVisible();
});
