// The course page on slow, expensive data (issue #5, decision 0007): nothing of YouTube's loads
// until the learner presses play, the play control is a plain YouTube link without JavaScript, and
// our uploaded thumbnails come in widths the browser chooses from.
import { join } from "node:path";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { silentLogger } from "../../app/.server/logger";
import { LocalDiskStorage } from "../../app/.server/storage/local-disk-storage";
import { storeThumbnail } from "../../app/.server/thumbnails/store-thumbnail";
import { THUMBNAIL_WIDTHS } from "../../app/lib/stored-thumbnail-url";
import { CARD_IMAGE_SIZES, POSTER_IMAGE_SIZES } from "../../app/lib/thumbnail-sizes";
import {
  expect,
  lessonList,
  test,
  VALID_YOUTUBE_URL,
  waitForEnhancement,
  youTubeEmbedSrc,
} from "./fixtures";

const VIDEO_ID = new URL(VALID_YOUTUBE_URL).searchParams.get("v") ?? "";
const PLAY = /^تشغيل الفيديو: /;

/** Every request the page tries to make, blocked or not (the fixtures abort external ones). */
function recordRequests(page: Page): URL[] {
  const requests: URL[] = [];
  page.on("request", (request) => requests.push(new URL(request.url())));
  return requests;
}

const isLocal = (url: URL) =>
  url.protocol === "data:" || url.hostname === "127.0.0.1" || url.hostname === "localhost";

/**
 * Stores a real image through the upload pipeline itself, in the folder the e2e server serves
 * uploads from (DATA_DIR/uploads, as in server/index.ts), and returns the URL a course stores.
 * The admin journey in admin.spec.ts uploads through the editor; this is the cheaper way in.
 */
async function uploadedThumbnail(): Promise<string> {
  const image = await sharp({
    create: { width: 1280, height: 720, channels: 3, background: "#0a7" },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new File([new Uint8Array(image)], "cover.png", { type: "image/png" }));
  const storage = new LocalDiskStorage(join(process.env.E2E_RUN_DIR ?? "", "uploads"));
  const result = await storeThumbnail(
    storage,
    new Request("http://localhost/admin/uploads/thumbnail", { method: "POST", body: form }),
    silentLogger(),
  );
  if (result.status !== 201) throw new Error(`upload failed: ${JSON.stringify(result)}`);
  return result.url;
}

test.describe("video facade", () => {
  test("before play there is no frame and no request leaves our origin; play creates the frame", async ({
    page,
    createCourse,
  }) => {
    const requests = recordRequests(page);
    const { id, lessons } = await createCourse();
    await page.goto(`/course/${id}`);
    await waitForEnhancement(page);
    await page.waitForLoadState("networkidle");

    await expect(page.locator("iframe")).toHaveCount(0);
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !isLocal(url)).map(String)).toEqual([]);

    const play = page.getByRole("button", { name: PLAY });
    await expect(play).toHaveAccessibleName(`تشغيل الفيديو: ${lessons[0]?.title.ar}`);
    await play.click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", youTubeEmbedSrc(page, VIDEO_ID));
    await expect(frame).toHaveAttribute("title", lessons[0]?.title.ar ?? "");
    await expect(frame).toBeFocused();
    await expect(play).toHaveCount(0);
    // Now, and only now, the page asks for YouTube (and the fixtures refuse it).
    await expect
      .poll(() => requests.filter((url) => url.hostname === "www.youtube-nocookie.com").length)
      .toBeGreaterThan(0);
  });

  test("a lesson link with a start time (&t=30s) starts the player there once play is pressed", async ({
    page,
    createCourse,
  }) => {
    const { id } = await createCourse({
      lessons: [{ youtubeUrl: `https://www.youtube.com/watch?v=${VIDEO_ID}&t=30s` }],
    });
    await page.goto(`/course/${id}`);
    await waitForEnhancement(page);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: PLAY }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", new RegExp(`/embed/${VIDEO_ID}\\?`));
    const src = new URL((await frame.getAttribute("src")) ?? "");
    expect(src.searchParams.get("start")).toBe("30");
    expect(src.searchParams.get("autoplay")).toBe("1");
  });

  // Issue #27: choosing another lesson after a play used to start its video at once, spending
  // the learner's data on a video they may only have opened to read or to take its quiz.
  test("every lesson waits for its own press, before and after a play", async ({
    page,
    createCourse,
  }) => {
    const { id } = await createCourse({
      lessons: [{}, { youtubeUrl: "https://youtu.be/wyZne_GSXQU" }, { youtubeUrl: "not a link" }],
    });
    await page.goto(`/course/${id}`);
    await waitForEnhancement(page);

    // Not pressed yet: a new lesson brings its own poster, still no frame.
    await lessonList(page).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\?lesson=2$/);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: PLAY }).click();
    await expect(page.locator("iframe")).toHaveAttribute(
      "src",
      youTubeEmbedSrc(page, "wyZne_GSXQU"),
    );

    // Pressed once: the next lesson chosen still shows its poster and asks nothing of YouTube
    // until its own press; a broken one says so.
    const requests = recordRequests(page);
    await lessonList(page).getByRole("link").nth(0).click();
    await expect(page).toHaveURL(/\?lesson=1$/);
    await waitForEnhancement(page);
    await expect(page.getByRole("button", { name: PLAY })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.waitForLoadState("load");
    expect(requests.filter((url) => !isLocal(url)).map(String)).toEqual([]);
    await page.getByRole("button", { name: PLAY }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", youTubeEmbedSrc(page, VIDEO_ID));
    await lessonList(page).getByRole("link").nth(2).click();
    await expect(page.getByText("الفيديو غير متاح", { exact: true })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the play control is a link to the video on YouTube, in a new tab", async ({
      page,
      createCourse,
    }) => {
      const requests = recordRequests(page);
      const { id, lessons } = await createCourse();
      await page.goto(`/course/${id}`);
      const link = page.getByRole("link", { name: /^شاهد الفيديو على يوتيوب: / });
      await expect(link).toHaveAttribute("href", `https://www.youtube.com/watch?v=${VIDEO_ID}`);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAccessibleName(new RegExp(lessons[0]?.title.ar ?? "-"));
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(requests.filter((url) => !isLocal(url)).map(String)).toEqual([]);
    });
  });
});

test.describe("uploaded thumbnails", () => {
  test("cards and the poster offer every width with sizes, width and height", async ({
    page,
    createCourse,
  }) => {
    const thumbnailUrl = await uploadedThumbnail();
    const base = thumbnailUrl.replace(/-960\.webp$/, "");
    // Every width: the e2e server's width backfill has recorded them all at start (decision 0047).
    const srcset = THUMBNAIL_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(", ");
    const { id, course } = await createCourse({ thumbnailUrl });

    await page.goto("/courses");
    const card = page.getByRole("article").filter({ hasText: course.title.ar });
    const image = card.locator("img");
    await expect(image).toHaveAttribute("src", thumbnailUrl);
    await expect(image).toHaveAttribute("srcset", srcset);
    await expect(image).toHaveAttribute("sizes", CARD_IMAGE_SIZES);
    await expect(image).toHaveAttribute("width", "640");
    await expect(image).toHaveAttribute("height", "360");
    // The browser picked one of our widths and it decoded.
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`-(${THUMBNAIL_WIDTHS.join("|")})\\.webp$`),
    );

    const requests = recordRequests(page);
    await page.goto(`/course/${id}`);
    const poster = page.locator(`img[src="${thumbnailUrl}"]`);
    await expect(poster).toHaveAttribute("srcset", srcset);
    await expect(poster).toHaveAttribute("sizes", POSTER_IMAGE_SIZES);
    await expect(poster).toHaveAttribute("loading", "lazy");
    await expect(poster).toHaveAttribute("fetchpriority", "high");
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => !isLocal(url)).map(String)).toEqual([]);
  });

  test("an external thumbnail address is shown as given, with no srcset", async ({
    page,
    createCourse,
  }) => {
    const { course } = await createCourse({ thumbnailUrl: "https://images.example/cover.jpg" });
    await page.goto("/courses");
    const image = page.getByRole("article").filter({ hasText: course.title.ar }).locator("img");
    await expect(image).toHaveAttribute("src", "https://images.example/cover.jpg");
    await expect(image).not.toHaveAttribute("srcset", /./);
    await expect(image).not.toHaveAttribute("sizes", /./);
  });
});
