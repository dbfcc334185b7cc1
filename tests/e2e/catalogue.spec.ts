// The catalogue (spec §2): headline, figures, and one card per published course.
import type { Locator, Page } from "@playwright/test";
import { countCourses } from "../../app/.server/db/repositories/courses";
import { CATALOGUE_PAGE_SIZE } from "../../app/features/catalogue/catalogue-params";
import { expect, test } from "./fixtures";

// These tests read the whole published list: keep them in order, in one worker.
test.describe.configure({ mode: "serial" });

function cards(page: Page) {
  return page.getByRole("main").getByRole("article");
}

/** Clicks the middle of an element with the mouse, whatever is stacked on top of it. */
async function clickAtMiddleOf(page: Page, element: Locator) {
  // The Arabic font swaps in when it has loaded and moves the text: measure after it.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error("the element is not visible");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test("headline and figures; the count is the number of published courses", async ({
  page,
  db,
  createCourse,
}) => {
  // A draft must not be counted.
  await createCourse({ isPublished: false });
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("استكشف دوراتنا المجانية");
  await expect(
    page.getByText("تعلّم مهارات جديدة في الأعمال والمالية والتكنولوجيا، بالعربية ومجانًا."),
  ).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: "دورة متاحة" })).toBeVisible();

  // Other workers may add or remove a course meanwhile: compare against the database as it
  // was both before and after this page was rendered.
  await expect(async () => {
    const before = await countCourses(db, { isPublished: true });
    await page.goto("/courses");
    const shown = await page.getByTestId("course-count").textContent();
    const cardCount = await cards(page).count();
    const after = await countCourses(db, { isPublished: true });
    expect(before).toBe(after);
    // Exact: no "+" (issue #27).
    expect(shown).toBe(`${before}`);
    // Other specs may have added enough courses for a second page.
    expect(cardCount).toBe(Math.min(before, CATALOGUE_PAGE_SIZE));
  }).toPass({ timeout: 15_000 });
});

test("a card shows category, level, instructor, duration and 'start learning'", async ({
  page,
  createCourse,
}) => {
  const created = await createCourse({
    category: "Technology",
    difficultyLevel: "intermediate",
    durationMinutes: 90,
    instructorName: "خديجة بنت محمد",
  });
  const longer = await createCourse({ durationMinutes: 185, difficultyLevel: "advanced" });
  await page.goto("/courses");

  const card = cards(page).filter({ hasText: created.course.title.ar });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading")).toHaveText(created.course.title.ar);
  await expect(card.getByText("التكنولوجيا", { exact: true })).toBeVisible();
  await expect(card.getByText("متوسط", { exact: true })).toBeVisible();
  await expect(card.getByText(created.course.description.ar)).toBeVisible();
  await expect(card.getByText("خديجة بنت محمد")).toBeVisible();
  await expect(card.getByText("ساعة و30 دقيقة", { exact: true })).toBeVisible();
  await expect(card.getByText("ابدأ التعلم", { exact: true })).toBeVisible();

  const longerCard = cards(page).filter({ hasText: longer.course.title.ar });
  await expect(longerCard.getByText("3 ساعات و5 دقائق", { exact: true })).toBeVisible();
  await expect(longerCard.getByText("متقدم", { exact: true })).toBeVisible();
  await expect(longerCard.getByText("المالية", { exact: true })).toBeVisible();

  // The demo catalogue has beginner courses, and every card offers 'start learning'.
  await expect(page.getByText("مبتدئ", { exact: true }).first()).toBeVisible();
  const count = await cards(page).count();
  await expect(page.getByRole("main").getByText("ابدأ التعلم", { exact: true })).toHaveCount(count);
});

test("clicking anywhere on a card opens the course", async ({ page, createCourse }) => {
  const created = await createCourse();
  const courseUrl = new RegExp(`/course/${created.id}$`);
  const card = () => cards(page).filter({ hasText: created.course.title.ar });

  // The description,
  await page.goto("/courses");
  await clickAtMiddleOf(page, card().getByText(created.course.description.ar));
  await expect(page).toHaveURL(courseUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(created.course.title.ar);

  // 'start learning',
  await page.goto("/courses");
  await clickAtMiddleOf(page, card().getByText("ابدأ التعلم", { exact: true }));
  await expect(page).toHaveURL(courseUrl);

  // and the picture.
  await page.goto("/courses");
  const picture = card().locator("div").first();
  await clickAtMiddleOf(page, picture);
  await expect(page).toHaveURL(courseUrl);
});
