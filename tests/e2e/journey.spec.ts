// The learner's journey (issue "Foundation"): home → catalogue → course → lessons → back,
// once with JavaScript (client navigation) and once without (every link is plain navigation).
import type { Locator, Page } from "@playwright/test";
import {
  expect,
  lessonList,
  lessonPanel,
  nextLessonCard,
  test,
  type CreatedCourse,
} from "./fixtures";

async function expectLessonSelected(page: Page, created: CreatedCourse, position: number) {
  const lesson = created.lessons[position - 1];
  if (!lesson) throw new Error(`the course has no lesson ${position}`);
  const items = lessonList(page).getByRole("link");
  await expect(items).toHaveCount(created.lessons.length);
  for (let index = 0; index < created.lessons.length; index++) {
    if (index + 1 === position) {
      await expect(items.nth(index)).toHaveAttribute("aria-current", "true");
    } else {
      await expect(items.nth(index)).not.toHaveAttribute("aria-current");
    }
  }
  await expect(lessonPanel(page)).toContainText(`الدرس ${position}: ${lesson.title.ar}`);
  await expect(lessonPanel(page).getByText(lesson.description.ar, { exact: true })).toBeVisible();
  // Only the selected lesson's description is under 'what we will cover'.
  for (const other of created.lessons) {
    if (other !== lesson) await expect(lessonPanel(page)).not.toContainText(other.description.ar);
  }
}

async function walkThroughCourse(page: Page, created: CreatedCourse) {
  const courseUrl = new RegExp(`/course/${created.id}$`);
  const lessonUrl = (n: number) => new RegExp(`/course/${created.id}\\?lesson=${n}$`);

  // Open the course by clicking its card in the catalogue.
  await page.getByRole("article").filter({ hasText: created.course.title.ar }).click();
  await expect(page).toHaveURL(courseUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(created.course.title.ar);
  await expectLessonSelected(page, created, 1);

  // Switch lessons from the list.
  const items = lessonList(page).getByRole("link");
  await items.nth(2).click();
  await expect(page).toHaveURL(lessonUrl(3));
  await expectLessonSelected(page, created, 3);
  await expect(nextLessonCard(page)).toHaveCount(0);

  await items.nth(0).click();
  await expect(page).toHaveURL(lessonUrl(1));
  await expectLessonSelected(page, created, 1);

  // Follow the 'next lesson' card to the end of the course.
  await expect(nextLessonCard(page)).toContainText(created.lessons[1]?.title.ar ?? "");
  await expect(nextLessonCard(page)).toContainText("الحلقة 2");
  await nextLessonCard(page).click();
  await expect(page).toHaveURL(lessonUrl(2));
  await expectLessonSelected(page, created, 2);

  await expect(nextLessonCard(page)).toContainText(created.lessons[2]?.title.ar ?? "");
  await nextLessonCard(page).click();
  await expect(page).toHaveURL(lessonUrl(3));
  await expectLessonSelected(page, created, 3);
  // The last lesson has no next one.
  await expect(nextLessonCard(page)).toHaveCount(0);
  await expect(page.getByText("الدرس التالي")).toHaveCount(0);

  // Back to the catalogue.
  await page.getByRole("link", { name: "العودة إلى الدورات" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("استكشف دوراتنا المجانية");
}

/** The two ways from home to the catalogue that the journey starts with. */
const catalogueEntries: Record<string, (page: Page) => Locator> = {
  "the 'start learning' button": (page) =>
    page.getByRole("link", { name: "ابدأ التعلم مجانًا" }).first(),
  "the top bar link": (page) =>
    page
      .getByRole("navigation", { name: "التنقل الرئيسي" })
      .getByRole("link", { name: "الدورات", exact: true }),
};

for (const javaScriptEnabled of [true, false]) {
  test.describe(`journey ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    for (const [entry, entryLink] of Object.entries(catalogueEntries)) {
      test(`home → catalogue by ${entry} → course → lessons → back`, async ({
        page,
        createCourse,
      }) => {
        // The journey is the subject: nine page loads, each assertion after it waiting on the
        // page. 13–24 s under load before this limit (issue #12), so three times the default.
        test.slow();
        const created = await createCourse();
        await page.goto("/");
        await entryLink(page).click();
        await expect(page).toHaveURL(/\/courses$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("استكشف دوراتنا المجانية");
        await walkThroughCourse(page, created);
      });
    }
  });
}
