// The admin dashboard at scale and the course preview (issue #14): search (Arabic-aware, drafts
// included), filters, pages of 24, all kept in the URL across a reload; the same search without
// JavaScript; 'Preview' on a card and in the editor opening a draft as learners will see it,
// which learners and visitors still cannot.
import type { Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD, expect, signInAsAdmin, test } from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

/** The dashboard's course cards. */
const cards = (page: Page) => page.getByRole("main").getByRole("article");

/**
 * Courses dated in the past: the dashboard lists newest first, and other tests running at the
 * same time look for their own new course on its first page.
 */
const LONG_AGO = new Date(Date.UTC(2024, 0, 1));

/** A word of letters and digits that only this test's courses contain. */
const uniqueWord = () => `dash${crypto.randomUUID().slice(0, 8)}`;

test("search, a status filter and page 2 are in the URL and survive a reload", async ({
  page,
  createCourse,
}) => {
  // Thirty courses through the database, a dozen page loads and two reloads.
  test.slow();
  const word = uniqueWord();
  // At once, without lessons: other specs count the published courses around a page load, and a
  // count that keeps changing for half a minute would never settle for them.
  await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      createCourse({
        title: localizedText({
          en: `Dashboard scale ${word} ${i}`,
          ar: i === 7 ? `أساسيات المحاسبة للمحلات ${word}` : `دورة اللوحة ${word} رقم ${i}`,
        }),
        // Every third course is a draft: 10 of 30.
        isPublished: i % 3 !== 0,
        category: i % 2 === 0 ? "Finance" : "Business",
        createdAt: new Date(LONG_AGO.getTime() + i * 60_000),
        lessons: [],
      }),
    ),
  );
  await signInAsAdmin(page);
  await page.goto("/admin");
  const search = page.getByRole("searchbox", { name: "Search courses" });

  // Arabic typed without hamza or the article finds the one course.
  await search.fill(`اساسيات محاسبه ${word}`);
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText(`أساسيات المحاسبة للمحلات ${word}`);

  // All thirty: a first page of 24, then page 2 with the other 6.
  await search.fill(word);
  await search.press("Enter");
  await expect(page.getByTestId("dashboard-summary")).toHaveText("Showing 1–24 of 30 courses");
  await expect(cards(page)).toHaveCount(24);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await pagination.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(page.getByTestId("dashboard-summary")).toHaveText("Showing 25–30 of 30 courses");
  await expect(cards(page)).toHaveCount(6);
  await page.reload();
  await expect(cards(page)).toHaveCount(6);
  await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(search).toHaveValue(word);

  // Drafts only: applied as soon as it is chosen, back on page 1, and kept by a reload.
  await page.getByLabel("Status").selectOption("draft");
  await expect(page).toHaveURL(/[?&]status=draft\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).getByText("Published", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("dashboard-summary")).toHaveText("Showing 1–10 of 10 courses");
  await page.reload();
  await expect(cards(page)).toHaveCount(10);
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await expect(search).toHaveValue(word);

  // And a category on top: drafts of Finance (i = 0, 6, 12, 18, 24).
  await page.getByLabel("Category").selectOption("Finance");
  await expect(cards(page)).toHaveCount(5);

  // The stat cards count every course, whatever the filters.
  const total = Number(
    await page.getByRole("term").filter({ hasText: "Total Courses" }).locator("+ dd").textContent(),
  );
  expect(total).toBeGreaterThanOrEqual(30);

  // Nothing matches: said so, with a way back to every course.
  await search.fill(`${word} kubernetes`);
  await search.press("Enter");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No courses match your search" })).toBeVisible();
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(cards(page)).toHaveCount(24);
  await expect(search).toHaveValue("");
});

test("'Preview' opens a draft as learners will see it; learners and visitors still cannot", async ({
  page,
  browser,
  createCourse,
}) => {
  test.slow();
  const word = uniqueWord();
  const { id, course, lessons } = await createCourse({
    title: localizedText({ en: `Preview me ${word}`, ar: `دورة للمعاينة ${word}` }),
    isPublished: false,
  });
  await signInAsAdmin(page);
  await page.goto(`/admin?q=${word}`);
  const card = cards(page).filter({ hasText: course.title.ar });
  await expect(card.getByText("Draft", { exact: true })).toBeVisible();

  await card.getByRole("link", { name: `Preview ${course.title.ar}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview/${id}$`));
  const banner = page.getByRole("note", { name: "معاينة" });
  await expect(banner).toContainText("لا يرى المتعلمون هذه الدورة إلا بعد نشرها");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course.title.ar);
  await expect(page.getByText(lessons[0]?.title.ar ?? "missing").first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // The learner's page: Arabic, right to left.
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");

  // Another lesson of the preview stays in the preview.
  await page.getByRole("link", { name: /^الدرس التالي/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview/${id}\\?lesson=2$`));
  await expect(banner).toBeVisible();

  // From the editor's header too.
  await page.goto(`/admin/course/${id}`);
  await expect(page.getByRole("heading", { name: "Edit Course" })).toBeVisible();
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview/${id}$`));
  await expect(banner).toBeVisible();

  // A visitor: 404 at the public address, the admin gate at the preview's.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const other = await visitor.newPage();
    expect((await other.goto(`/course/${id}`))?.status()).toBe(404);
    expect((await other.goto(`/admin/preview/${id}`))?.status()).toBe(401);
    await expect(other.getByText("Admin Access")).toBeVisible();
    await expect(other.getByText(course.title.ar)).toHaveCount(0);
    // The gate there is a plain form that brings the admin back to the preview.
    await other.getByPlaceholder("Enter admin password").fill(E2E_ADMIN_PASSWORD);
    await other.getByRole("button", { name: "Access Dashboard" }).click();
    await expect(other).toHaveURL(new RegExp(`/admin/preview/${id}$`));
    await expect(other.getByRole("note", { name: "معاينة" })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dashboard's search, filters and pages work as plain forms and links", async ({
    page,
    createCourse,
  }) => {
    test.slow();
    const word = uniqueWord();
    await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        createCourse({
          title: localizedText({
            en: `No script ${word} ${i}`,
            ar: i === 3 ? `التسويق الرقمي ${word}` : `بلا جافاسكربت ${word} رقم ${i}`,
          }),
          isPublished: i !== 3,
          createdAt: new Date(LONG_AGO.getTime() + i * 60_000),
          lessons: i === 9 ? [{}] : [],
        }),
      ),
    );
    await signInAsAdmin(page);
    await page.goto("/admin");
    const search = page.getByRole("searchbox", { name: "Search courses" });

    // و written onto the word, and only drafts: one course.
    await search.fill(`وتسويق ${word}`);
    await page.getByLabel("Status").selectOption("draft");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]status=draft\b/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText(`التسويق الرقمي ${word}`);

    // Every course of this test, by title: two pages, the second reached by its link.
    await search.fill(word);
    await page.getByLabel("Status").selectOption("all");
    await page.getByLabel("Sort by").selectOption("title");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page).toHaveURL(/[?&]sort=title\b/);
    await expect(cards(page)).toHaveCount(2);

    // Preview is a plain link to a page that needs no script.
    const card = cards(page).filter({ hasText: `بلا جافاسكربت ${word} رقم 9` });
    await card.getByRole("link", { name: /^Preview / }).click();
    await expect(page.getByRole("note", { name: "معاينة" })).toContainText(
      "هذه الدورة منشورة، وهكذا يراها المتعلمون",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`بلا جافاسكربت ${word} رقم 9`);
  });
});
