// The course player: the video, links and resources, and the document's language and meta.
import {
  expect,
  lessonList,
  lessonPanel,
  test,
  VALID_YOUTUBE_URL,
  YOUTUBE_EMBED_PREFIX,
} from "./fixtures";

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

  test("a valid link embeds youtube-nocookie.com", async ({ page, createCourse }) => {
    const created = await createCourse({
      lessons: [{ youtubeUrl: VALID_YOUTUBE_URL }, { youtubeUrl: "not a link" }],
    });
    await page.goto(`/course/${created.id}`);
    const frame = page.locator("iframe");
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute("src", `${YOUTUBE_EMBED_PREFIX}dQw4w9WgXcQ`);
    expect(await frame.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect(frame).toHaveAttribute("title", created.lessons[0]?.titleAr ?? "");
    await expect(page.getByText("الفيديو غير متاح")).toHaveCount(0);

    // Switching to the broken lesson replaces the frame with the unavailable state.
    await lessonList(page).getByRole("link").nth(1).click();
    await expect(page).toHaveURL(/\?lesson=2$/);
    await expect(page.getByText("الفيديو غير متاح", { exact: true })).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});

test.describe("links and resources", () => {
  test("are listed with links that open safely in a new tab", async ({ page, createCourse }) => {
    const links = [
      {
        title: "البنك المركزي الموريتاني",
        url: "https://www.bcm.mr/",
        description: "الموقع الرسمي للبنك المركزي",
      },
      { title: "Khan Academy", url: "https://www.khanacademy.org/", description: "" },
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
      { path: `/course/${created.id}`, title: `${created.course.titleAr} | معرفة` },
      { path: "/auth", title: "التسجيل | معرفة" },
      { path: "/missing-page", title: "الصفحة غير موجودة | معرفة" },
    ];
    for (const { path, title } of pages) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page).toHaveTitle(title);
    }

    await page.goto(`/course/${created.id}`);
    expect(await page.title()).toContain(created.course.titleAr);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      created.course.titleAr,
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      "content",
      created.course.descriptionAr,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      created.course.descriptionAr,
    );
  });

  test("titles follow client-side navigation", async ({ page, createCourse }) => {
    const created = await createCourse();
    await page.goto("/courses");
    await page.getByRole("article").filter({ hasText: created.course.titleAr }).click();
    await expect(page).toHaveTitle(`${created.course.titleAr} | معرفة`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      created.course.titleAr,
    );
    await page.getByRole("link", { name: "العودة إلى الدورات" }).click();
    await expect(page).toHaveTitle("جميع الدورات | معرفة");
  });
});
