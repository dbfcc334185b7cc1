// The course player: the video, lessons, links and resources, the document's language and
// meta, and right-to-left details (mirrored arrows, isolated English text, the self-hosted font).
import type { Locator } from "@playwright/test";
import {
  expect,
  lessonList,
  lessonPanel,
  nextLessonCard,
  test,
  VALID_YOUTUBE_URL,
  waitForEnhancement,
  youTubeEmbedSrc,
} from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

test.describe("video", () => {
  test("a lesson whose link does not parse shows 'video unavailable' and no frame", async ({
    page,
    createCourse,
  }) => {
    const { id } = await createCourse({
      lessons: [{ youtubeUrl: "https://example.com/not-a-video" }, { youtubeUrl: "no video" }],
    });
    for (const position of [1, 2]) {
      await page.goto(`/course/${id}?lesson=${position}`);
      await expect(page.getByText("الفيديو غير متاح", { exact: true })).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
    }
  });

  test("a valid link embeds youtube-nocookie.com once play is pressed", async ({
    page,
    createCourse,
  }) => {
    const created = await createCourse({
      lessons: [{ youtubeUrl: VALID_YOUTUBE_URL }, { youtubeUrl: "not a link" }],
    });
    await page.goto(`/course/${created.id}`);
    await waitForEnhancement(page);
    // The facade (issue #5; video-facade.spec.ts has the details): no frame before play.
    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("button", { name: /^تشغيل الفيديو: / }).click();
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", youTubeEmbedSrc(page, "dQw4w9WgXcQ"));
    expect(await frame.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect(frame).toHaveAttribute("title", created.lessons[0]?.title.ar ?? "");
    await expect(page.getByText("الفيديو غير متاح")).toHaveCount(0);

    // Switching to the broken lesson replaces the frame with the unavailable state.
    await lessonList(page).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\?lesson=2$/);
    await expect(page.getByText("الفيديو غير متاح", { exact: true })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

test.describe("lessons and frame", () => {
  test("lesson lengths are in minutes in the list and in the next-lesson card", async ({
    page,
    createCourse,
  }) => {
    const { id } = await createCourse({
      lessons: [{ durationMinutes: 12 }, { durationMinutes: 90 }, { durationMinutes: 5 }],
    });
    await page.goto(`/course/${id}`);
    const items = lessonList(page).getByRole("link");
    await expect(items).toHaveCount(3);
    // Minutes only, never hours (spec §2, course player), with Arabic number agreement.
    await expect(items.nth(0)).toContainText("12 دقيقة");
    await expect(items.nth(1)).toContainText("90 دقيقة");
    await expect(items.nth(2)).toContainText("5 دقائق");
    await expect(lessonList(page)).not.toContainText("ساعة");
    await expect(nextLessonCard(page)).toContainText("الحلقة 2 · 90 دقيقة");

    await page.goto(`/course/${id}?lesson=2`);
    await expect(nextLessonCard(page)).toContainText("الحلقة 3 · 5 دقائق");
  });

  test("the foot of the page is the brand mark alone", async ({ page, createCourse }) => {
    const { id } = await createCourse();
    await page.goto(`/course/${id}`);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toHaveCount(1);
    await expect(footer.getByText("معرفة", { exact: true })).toBeVisible();
    // Not the site footer: no quick links, no contact details.
    await expect(footer.getByRole("link")).toHaveCount(0);
    await expect(footer.getByRole("navigation")).toHaveCount(0);
    await expect(footer).not.toContainText("تواصل معنا");
  });
});

test.describe("links and resources", () => {
  test("are listed with links that open safely in a new tab", async ({ page, createCourse }) => {
    const links = [
      {
        title: localizedText({ en: "البنك المركزي الموريتاني" }),
        url: "https://www.bcm.mr/",
        description: "الموقع الرسمي للبنك المركزي",
      },
      {
        title: localizedText({ en: "Khan Academy" }),
        url: "https://www.khanacademy.org/",
        description: "",
      },
    ];
    const { id } = await createCourse({ links });
    await page.goto(`/course/${id}`);

    const resources = page.getByRole("region", { name: "روابط وموارد" });
    await expect(resources.getByRole("heading", { name: "روابط وموارد" })).toBeVisible();
    await expect(resources.getByText("البنك المركزي الموريتاني")).toBeVisible();
    await expect(resources.getByText("الموقع الرسمي للبنك المركزي")).toBeVisible();
    await expect(resources.getByText("Khan Academy")).toBeVisible();

    const visits = resources.getByRole("link", { name: /زيارة المورد/ });
    await expect(visits).toHaveCount(links.length);
    for (const [index, link] of links.entries()) {
      const visit = visits.nth(index);
      await expect(visit).toHaveAttribute("href", link.url);
      await expect(visit).toHaveAttribute("target", "_blank");
      const rel = ((await visit.getAttribute("rel")) ?? "").split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));
    }
  });

  test("a course without links has no such section", async ({ page, createCourse }) => {
    const { id } = await createCourse({ links: [] });
    await page.goto(`/course/${id}`);
    await expect(lessonPanel(page)).toBeVisible();
    await expect(page.getByText("روابط وموارد")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /زيارة المورد/ })).toHaveCount(0);
  });
});

test.describe("document", () => {
  test("is Arabic, right to left, titled by page, with og:title on the course page", async ({
    page,
    createCourse,
  }) => {
    const created = await createCourse();
    const pages = [
      { path: "/", title: "تعليم مجاني في الأعمال والمالية والتكنولوجيا | معرفة" },
      { path: "/courses", title: "جميع الدورات | معرفة" },
      { path: `/course/${created.id}`, title: `${created.course.title.ar} | معرفة` },
      { path: "/auth", title: "التسجيل | معرفة" },
      { path: "/missing-page", title: "الصفحة غير موجودة | معرفة" },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page).toHaveTitle(title);
      const description = page.locator('meta[name="description"]');
      await expect(description, path).toHaveCount(1);
      await expect(description, path).toHaveAttribute("content", /\S/);
    }

    await page.goto(`/course/${created.id}`);
    expect(await page.title()).toContain(created.course.title.ar);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      created.course.title.ar,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      created.course.description.ar,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      created.course.description.ar,
    );
  });

  test("the course page has Open Graph tags, its own address and its image", async ({
    page,
    createCourse,
  }) => {
    const thumbnailUrl = "https://example.com/thumbnails/budget.jpg";
    const created = await createCourse({ thumbnailUrl });
    // The lesson parameter is not part of the course's address.
    await page.goto(`/course/${created.id}?lesson=2`);
    const courseUrl = `${new URL(page.url()).origin}/course/${created.id}`;
    const og = (property: string) => page.locator(`meta[property="og:${property}"]`);
    await expect(og("title")).toHaveAttribute("content", created.course.title.ar);
    await expect(og("description")).toHaveAttribute("content", created.course.description.ar);
    await expect(og("url")).toHaveAttribute("content", courseUrl);
    await expect(og("image")).toHaveAttribute("content", thumbnailUrl);
    await expect(og("type")).toHaveAttribute("content", "website");
    await expect(og("site_name")).toHaveAttribute("content", "معرفة");
    await expect(og("locale")).toHaveAttribute("content", "ar_AR");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", courseUrl);

    // An uploaded thumbnail is stored as a path: the tag carries it as an absolute address.
    const uploaded = await createCourse({
      thumbnailUrl: "/uploads/course-thumbnails/0b5e2f9a-1c1d-4e4e-9f00-3a2b1c0d9e8f.webp",
    });
    await page.goto(`/course/${uploaded.id}`);
    await expect(og("image")).toHaveAttribute(
      "content",
      `${new URL(page.url()).origin}/uploads/course-thumbnails/0b5e2f9a-1c1d-4e4e-9f00-3a2b1c0d9e8f.webp`,
    );

    // Without a thumbnail, its own share card (issue #17): a PNG of its title, drawn by the server.
    const bare = await createCourse({ thumbnailUrl: "" });
    await page.goto(`/course/${bare.id}`);
    await expect(og("title")).toHaveAttribute("content", bare.course.title.ar);
    const card = await og("image").getAttribute("content");
    expect(card).toMatch(new RegExp(`/course/${bare.id}/share\\.png\\?v=\\w+$`));
    expect((await page.request.get(card ?? "")).headers()["content-type"]).toBe("image/png");
  });

  test("titles follow navigation", async ({ page, createCourse }) => {
    const created = await createCourse();
    await page.goto("/courses");
    await page.getByRole("article").filter({ hasText: created.course.title.ar }).click();
    await expect(page).toHaveTitle(`${created.course.title.ar} | معرفة`, { timeout: 10_000 });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      created.course.title.ar,
    );
    await page.getByRole("link", { name: "العودة إلى الدورات" }).click();
    await expect(page).toHaveTitle("جميع الدورات | معرفة");
  });
});

/** The element's horizontal scale from both `scale` (Tailwind 4 utilities) and `transform`. */
function horizontalScale(element: Locator) {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const [x = "1"] = style.scale === "none" ? [] : style.scale.split(" ");
    const scaleX = x.endsWith("%") ? parseFloat(x) / 100 : parseFloat(x);
    const transformX = style.transform === "none" ? 1 : new DOMMatrix(style.transform).a;
    return scaleX * transformX;
  });
}

/** Bidirectional isolation: English inside Arabic cannot reorder the text around it. */
async function expectIsolated(element: Locator) {
  await expect(element).toBeVisible();
  expect(await element.evaluate((node) => getComputedStyle(node).unicodeBidi)).toBe("isolate");
}

test.describe("right to left", () => {
  test("the back arrow and the next chevron point the Arabic way", async ({
    page,
    createCourse,
  }) => {
    const { id } = await createCourse();
    await page.goto(`/course/${id}`);
    const back = page.getByRole("link", { name: "العودة إلى الدورات" }).locator("svg");
    const next = nextLessonCard(page).locator("svg");
    // Drawn pointing left ('back') and right ('next') for left-to-right, mirrored here.
    expect(await horizontalScale(back)).toBe(-1);
    expect(await horizontalScale(next)).toBe(-1);
    // An icon without a direction (the clock by the course length, 90 minutes) is left as drawn.
    const clock = page
      .getByRole("main")
      .locator("span")
      .filter({ hasText: /^ساعة و30 دقيقة$/ })
      .locator("svg");
    expect(await horizontalScale(clock)).toBe(1);
  });

  test("English course data inside Arabic text is isolated", async ({ page, createCourse }) => {
    const { id } = await createCourse({
      title: localizedText({ en: "Budgeting Basics" }),
      instructorName: "Sidi Mohamed",
      lessons: [
        { title: localizedText({ en: "Saving Money" }) },
        { title: localizedText({ en: "A Monthly Plan" }) },
      ],
    });
    await page.goto(`/course/${id}`);

    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Budgeting Basics");
    // The heading follows the page; the English title inside it reads left to right, isolated
    // (decision 0027: it lines up with the badges instead of jumping to the other side).
    expect(await heading.evaluate((node) => getComputedStyle(node).direction)).toBe("rtl");
    const title = heading.locator("bdi");
    expect(await title.evaluate((node) => getComputedStyle(node).direction)).toBe("ltr");
    await expectIsolated(title);
    await expectIsolated(page.getByText("Sidi Mohamed", { exact: true }));

    await expect(lessonPanel(page)).toContainText("الدرس 1: Saving Money");
    await expectIsolated(lessonPanel(page).getByText("Saving Money", { exact: true }));
    await expectIsolated(lessonList(page).getByText("Saving Money", { exact: true }));
    await expectIsolated(nextLessonCard(page).getByText("A Monthly Plan", { exact: true }));
  });

  test("the Arabic font is served from our own origin, with font-display: optional", async ({
    page,
  }) => {
    const requests: { url: string; type: string }[] = [];
    page.on("request", (request) =>
      requests.push({ url: request.url(), type: request.resourceType() }),
    );
    await page.goto("/");
    const origin = new URL(page.url()).origin;
    await page.evaluate(() => document.fonts.ready);

    const faces = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule) => rule instanceof CSSFontFaceRule)
          .map((rule) => ({
            family: rule.style.getPropertyValue("font-family").replaceAll('"', ""),
            display: rule.style.getPropertyValue("font-display"),
            src: /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue("src"))?.[1] ?? "",
            base: sheet.href ?? document.baseURI,
          })),
      ),
    );
    const tajawal = faces.filter((face) => face.family === "Tajawal");
    expect(tajawal.length).toBeGreaterThan(0);
    for (const face of tajawal) {
      // Optional (decision 0047): a font late on a slow connection is skipped, never swapped in
      // after the text is drawn (which moved the page).
      expect(face.display).toBe("optional");
      const src = new URL(face.src, face.base);
      expect(src.origin).toBe(origin);
      expect(src.pathname).toMatch(/\.woff2$/);
    }

    // The Arabic face was actually used and loaded, from here and nowhere else.
    expect(
      await page.evaluate(() =>
        [...document.fonts].some(
          (font) => font.family.replaceAll('"', "") === "Tajawal" && font.status === "loaded",
        ),
      ),
    ).toBe(true);
    const fonts = requests.filter((request) => request.type === "font");
    expect(fonts.length).toBeGreaterThan(0);
    for (const { url } of fonts) expect(new URL(url).origin).toBe(origin);
    // Nothing else from elsewhere either; images aside, since a course's thumbnail may be any
    // address its editor gave (and other specs' courses come and go on this page).
    expect(
      requests.filter(({ url, type }) => type !== "image" && new URL(url).origin !== origin),
    ).toEqual([]);
  });
});
