// Issue #27 on a phone (360 px wide, 2x) with JavaScript off: the home page's figures fit and
// come from the data, a learning goal and a field of learning are links that work without
// JavaScript, the footer's contact numbers are links, and no card shows a rating.
import { countCourses } from "../../app/.server/db/repositories/courses";
import { E2E_SUPPORT_PHONE } from "./constants";
import { expect, test } from "./fixtures";

test.use({
  javaScriptEnabled: false,
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
});

test("the home page's figures are the data's and fit a phone", async ({
  page,
  db,
  createCourse,
}) => {
  // A course write renders the page again (decision 0008), so the page counts this one too.
  await createCourse({ isPublished: true, category: "Finance" });
  // Other workers publish courses meanwhile: the page's count lies between these two.
  const before = await countCourses(db, { isPublished: true });
  await page.goto("/");
  const after = await countCourses(db, { isPublished: true });
  const figures = page.getByTestId("home-figures");
  // The courses' figure is exactly the count: no "+" (its label is "دورة").
  const text = (await figures.getByRole("definition").nth(-2).textContent()) ?? "";
  expect(text).toMatch(/^\d+$/);
  const shown = Number(text);
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  await expect(figures).not.toContainText("+");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(360);
  await expect(page.getByRole("main")).not.toContainText("4.8");
});

test("a learning goal narrows the featured courses without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "أتعلّم التكنولوجيا والمهارات الرقمية" }).click();
  await expect(page).toHaveURL(/\/\?goal=technology#featured$/);
  const featured = page.getByRole("region", { name: "دورات مميزة" });
  await expect(featured).toBeInViewport();
  const cards = featured.getByRole("article");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toContainText("التكنولوجيا");
});

test("a field of learning opens its catalogue category without JavaScript", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "مجالات التعلم" })
    .getByRole("link", { name: /المالية/ })
    .click();
  await expect(page).toHaveURL(/\/courses\?category=Finance$/);
  const cards = page.getByRole("main").getByRole("article");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) await expect(card).toContainText("المالية");
  await expect(page.getByTestId("course-count")).not.toContainText("+");
});

test("the footer's telephone is a tel: link, on the terms too", async ({ page }) => {
  for (const path of ["/", "/terms"]) {
    await page.goto(path);
    const links = page.locator(`a[href="tel:${E2E_SUPPORT_PHONE}"]`);
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toHaveText("+222 45 25 12 34");
  }
});
