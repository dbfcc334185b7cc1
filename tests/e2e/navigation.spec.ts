// The top bar (desktop search, mobile menu) and the not-found answers.
import type { Page } from "@playwright/test";
import { expect, test, waitForEnhancement } from "./fixtures";

const SEARCH_PLACEHOLDER = "ابحث عن الدورات...";

function topBar(page: Page) {
  return page.getByRole("navigation", { name: "التنقل الرئيسي" });
}

function menuToggle(page: Page) {
  return topBar(page).locator("summary").and(page.getByLabel("القائمة"));
}

/** The visible search field; the other copy is hidden at every width. */
function searchField(page: Page) {
  return topBar(page).getByRole("searchbox", { name: "البحث عن دورة" });
}

function coursesLink(page: Page) {
  return topBar(page).getByRole("link", { name: "الدورات", exact: true });
}

async function expectCatalogueSearchedFor(page: Page, query: string) {
  await expect(page).toHaveURL(
    (url) => url.pathname === "/courses" && url.searchParams.get("q") === query,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("استكشف دوراتنا المجانية");
}

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens a panel with search and the courses link, and closes after navigating", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    // The desktop search field and link are hidden; so is the closed menu's panel.
    await expect(topBar(page).locator("form[role=search]")).toHaveCount(2);
    for (const form of await topBar(page).locator("form[role=search]").all()) {
      await expect(form).toBeHidden();
    }
    await expect(coursesLink(page)).toHaveCount(0);

    const toggle = menuToggle(page);
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(topBar(page).locator("details")).toHaveAttribute("open", "");
    await expect(searchField(page)).toBeVisible();
    await expect(searchField(page)).toHaveAttribute("placeholder", SEARCH_PLACEHOLDER);
    await expect(coursesLink(page)).toBeVisible();

    await coursesLink(page).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("استكشف دوراتنا المجانية");
    await expect(topBar(page).locator("details")).not.toHaveAttribute("open");
    await expect(coursesLink(page)).toHaveCount(0);
    await expect(searchField(page)).toHaveCount(0);
  });

  test("searching from the menu opens the catalogue and closes the menu", async ({ page }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    await menuToggle(page).click();
    await searchField(page).fill("الميزانية");
    await searchField(page).press("Enter");
    await expectCatalogueSearchedFor(page, "الميزانية");
    await expect(topBar(page).locator("details")).not.toHaveAttribute("open");
  });

  test("any navigation closes the menu, including the logo and Back", async ({ page }) => {
    await page.goto("/courses");
    await waitForEnhancement(page);
    const details = topBar(page).locator("details");
    await menuToggle(page).click();
    await expect(details).toHaveAttribute("open", "");
    await topBar(page)
      .getByRole("link", { name: /الرئيسية/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(details).not.toHaveAttribute("open");

    await menuToggle(page).click();
    await expect(details).toHaveAttribute("open", "");
    await page.goBack();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(details).not.toHaveAttribute("open");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the toggle still opens the panel, and its link navigates", async ({ page }) => {
      await page.goto("/");
      await expect(coursesLink(page)).toHaveCount(0);
      await menuToggle(page).click();
      await expect(searchField(page)).toBeVisible();
      await expect(searchField(page)).toHaveAttribute("placeholder", SEARCH_PLACEHOLDER);
      await expect(coursesLink(page)).toBeVisible();
      await coursesLink(page).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(topBar(page).locator("details")).not.toHaveAttribute("open");
    });
  });
});

test.describe("search field", () => {
  test("is a GET form to /courses?q=", async ({ page }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    await expect(menuToggle(page)).toBeHidden();
    const form = topBar(page)
      .locator("form[role=search]")
      .filter({ has: page.getByRole("searchbox") });
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/courses");
    await expect(searchField(page)).toHaveAttribute("placeholder", SEARCH_PLACEHOLDER);
    await expect(searchField(page)).toHaveAttribute("name", "q");

    await searchField(page).fill("إكسل للمبتدئين");
    await searchField(page).press("Enter");
    await expectCatalogueSearchedFor(page, "إكسل للمبتدئين");
    // The field keeps what was searched for.
    await expect(searchField(page)).toHaveValue("إكسل للمبتدئين");
  });

  test("shows the current query on every page, never an old one", async ({ page }) => {
    await page.goto("/courses?q=xyz");
    await waitForEnhancement(page);
    await expect(searchField(page)).toHaveValue("xyz");
    await topBar(page)
      .getByRole("link", { name: /الرئيسية/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(searchField(page)).toHaveValue("");
    await searchField(page).fill("abc");
    await searchField(page).press("Enter");
    await expectCatalogueSearchedFor(page, "abc");
    await coursesLink(page).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(searchField(page)).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("submits as a plain GET request", async ({ page }) => {
      await page.goto("/");
      await searchField(page).fill("مالية");
      await searchField(page).press("Enter");
      await expectCatalogueSearchedFor(page, "مالية");
      await expect(searchField(page)).toHaveValue("مالية");
    });
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("عذرًا! الصفحة غير موجودة");
    await expect(page).toHaveTitle("الصفحة غير موجودة | معرفة");
    const home = page.getByRole("main").getByRole("link", { name: "العودة إلى الرئيسية" });
    await expect(home).toHaveAttribute("href", "/");
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "نُبسّط تعليم الأعمال للجميع، مجانًا 100%",
    );
  });

  test("an unpublished course answers 404 'course not found'", async ({ page, createCourse }) => {
    const draft = await createCourse({ isPublished: false });
    const response = await page.goto(`/course/${draft.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الدورة غير موجودة");
    await expect(page.getByText(draft.course.title.ar)).toHaveCount(0);
    await expect(page).toHaveTitle("الدورة غير موجودة | معرفة");
    await expect(page.getByRole("link", { name: "تصفّح الدورات" })).toHaveAttribute(
      "href",
      "/courses",
    );
  });

  test("an unknown course id answers 404 'course not found'", async ({ page }) => {
    const response = await page.goto("/course/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الدورة غير موجودة");
  });
});

test.describe("not found without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an unknown path answers 404, and 'return to home' works", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("عذرًا! الصفحة غير موجودة");
    await page.getByRole("main").getByRole("link", { name: "العودة إلى الرئيسية" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "نُبسّط تعليم الأعمال للجميع، مجانًا 100%",
    );
  });

  test("an unpublished course answers 404 'course not found'", async ({ page, createCourse }) => {
    const draft = await createCourse({ isPublished: false });
    const response = await page.goto(`/course/${draft.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الدورة غير موجودة");
    await expect(page.getByText(draft.course.title.ar)).toHaveCount(0);
    await page.getByRole("link", { name: "تصفّح الدورات" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("استكشف دوراتنا المجانية");
  });
});

test.describe("small phones at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("no public page scrolls sideways", async ({ page, createCourse }) => {
    const { id } = await createCourse();
    for (const path of ["/", "/courses", `/course/${id}`, "/auth", "/no/such/page"]) {
      await page.goto(path);
      const [scrollWidth, viewportWidth] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        window.innerWidth,
      ]);
      expect(scrollWidth, path).toBeLessThanOrEqual(viewportWidth);
    }
  });
});
