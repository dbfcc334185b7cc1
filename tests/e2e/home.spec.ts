// The home page (spec §2): hero with goals, categories, why choose us, featured courses, banner,
// call to action and footer.
import type { Page } from "@playwright/test";
import { demoCourses } from "../../app/.server/db/seed/demo-courses";
import { expect, test } from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

// These tests read the six newest published courses: keep them in order, in one worker.
test.describe.configure({ mode: "serial" });

const GOALS = [
  "أبدأ مشروعي الخاص في موريتانيا",
  "أتقن المالية والاستثمار الذكي",
  "أتعلّم التكنولوجيا والمهارات الرقمية",
  "أبني ثروتي بمعرفة عالم الأعمال",
  "أتحكّم في مستقبلي المالي",
];

function featuredSection(page: Page) {
  return page.getByRole("region", { name: "دورات مميزة" });
}

function featuredCards(page: Page) {
  return featuredSection(page).getByRole("article");
}

test("the goals are one radio group, usable from the keyboard", async ({ page }) => {
  await page.goto("/");
  const group = page.getByRole("group", { name: "ما هدفك من التعلم؟" });
  const radios = group.getByRole("radio");
  await expect(radios).toHaveCount(GOALS.length);
  for (const [index, goal] of GOALS.entries()) {
    await expect(group.getByRole("radio", { name: goal, exact: true })).toBeVisible();
    await expect(radios.nth(index)).toHaveAccessibleName(goal);
  }
  const checked = group.locator("input[type=radio]:checked");
  await expect(checked).toHaveCount(1);
  await expect(radios.nth(0)).toBeChecked();

  // Tab reaches the checked radio; arrow keys move the selection within the group.
  await page.getByRole("link", { name: "شاهد العرض التوضيحي" }).focus();
  await page.keyboard.press("Tab");
  await expect(radios.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  await expect(checked).toHaveCount(1);
  await page.keyboard.press("ArrowDown");
  await expect(radios.nth(2)).toBeChecked();
  await page.keyboard.press("ArrowUp");
  await expect(radios.nth(1)).toBeChecked();
  await expect(checked).toHaveCount(1);

  // A click selects too, still only one.
  await group.getByText(GOALS[4] ?? "").click();
  await expect(radios.nth(4)).toBeChecked();
  await expect(checked).toHaveCount(1);
});

test("hero, categories, why choose us, banner and call to action", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "نُبسّط تعليم الأعمال للجميع، مجانًا 100%",
  );
  const main = page.getByRole("main");

  // Both hero buttons: start learning (the first of its name) and the demo, a course page.
  const start = main.getByRole("link", { name: "ابدأ التعلم مجانًا" });
  await expect(start).toHaveCount(2);
  await expect(start.first()).toHaveAttribute("href", "/courses");
  const demo = main.getByRole("link", { name: "شاهد العرض التوضيحي" });
  await expect(demo).toBeVisible();
  // The demo opens the newest course, which is the first featured card of the same page.
  const firstCardHref = await featuredCards(page).first().getByRole("link").getAttribute("href");
  expect(firstCardHref).toMatch(/^\/course\/[\w-]+$/);
  await expect(demo).toHaveAttribute("href", firstCardHref ?? "");
  const hero = main.locator("section").first();
  for (const [label, value] of [
    ["متعلم", "1000+"],
    ["دورة", "50+"],
    ["مجاني", "100%"],
  ]) {
    await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
    await expect(hero.getByRole("definition").filter({ hasText: value })).toBeVisible();
  }

  const categories = page.getByRole("region", { name: "مجالات التعلم" }).getByRole("listitem");
  await expect(categories).toHaveCount(4);
  for (const [index, name] of [
    "استراتيجية الأعمال",
    "التكنولوجيا",
    "المالية",
    "النمو المهني",
  ].entries()) {
    await expect(categories.nth(index)).toContainText(name);
    await expect(categories.nth(index)).toContainText("مجاني");
  }

  const why = page.getByRole("region", { name: "لماذا تختار معرفة؟" });
  await expect(why).toBeVisible();
  await expect(why.getByRole("heading", { level: 3 })).toHaveText([
    "تعليم مجاني 100%",
    "محتوى يناسب واقعك",
    "تعلّم في وقتك",
  ]);

  await expect(
    featuredSection(page).getByRole("link", { name: "عرض جميع الدورات" }),
  ).toHaveAttribute("href", "/courses");

  const banner = main.getByRole("heading", {
    name: "وصول مجاني غير محدود إلى جميع الدورات (50+)",
  });
  await expect(banner).toBeVisible();
  await expect(start.nth(1)).toHaveAttribute("href", "/courses");

  await expect(main.getByRole("heading", { name: "جاهز لبدء رحلتك التعليمية؟" })).toBeVisible();
  await expect(main.getByRole("link", { name: "ابدأ التعلم الآن" })).toHaveAttribute(
    "href",
    "/courses",
  );
});

test("the footer has quick links, categories, contact and legal text", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const quickLinks = footer.getByRole("navigation", { name: "روابط سريعة" });
  const expected = [
    ["الرئيسية", "/"],
    ["جميع الدورات", "/courses"],
    ["سجّل مجانًا", "/auth"],
    ["من نحن", "/#why"],
  ] as const;
  await expect(quickLinks.getByRole("link")).toHaveText(expected.map(([name]) => name));
  for (const [name, href] of expected) {
    await expect(quickLinks.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }

  await expect(footer.getByRole("heading", { name: "التصنيفات" })).toBeVisible();
  for (const category of [
    "المالية والمصرفية",
    "التكنولوجيا",
    "استراتيجية الأعمال",
    "العملات الرقمية",
  ]) {
    await expect(footer.getByText(category, { exact: true })).toBeVisible();
  }

  await expect(footer.getByRole("heading", { name: "تواصل معنا" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "info@maarifa.mr" })).toHaveAttribute(
    "href",
    "mailto:info@maarifa.mr",
  );
  await expect(footer.getByText("+222 00 00 00 00")).toBeVisible();
  await expect(footer.getByText("نواكشوط، موريتانيا")).toBeVisible();

  for (const legal of ["سياسة الخصوصية", "الشروط والأحكام", "سياسة ملفات تعريف الارتباط"]) {
    await expect(footer.getByText(legal, { exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} معرفة. جميع الحقوق محفوظة.`);

  // 'About us' leads to the why-choose-us section of the home page.
  await quickLinks.getByRole("link", { name: "من نحن" }).click();
  await expect(page).toHaveURL(/\/#why$/);
  await expect(page.getByRole("region", { name: "لماذا تختار معرفة؟" })).toBeInViewport();
});

test("features at most six published courses and never a draft", async ({ page, createCourse }) => {
  // The newest course of all, but unpublished.
  const draft = await createCourse({ isPublished: false });
  await page.goto("/");
  const cards = featuredCards(page);
  // Nine demo courses are published, so the six slots are full.
  await expect(cards).toHaveCount(6);
  const seededDrafts = demoCourses.filter((course) => !course.is_published);
  expect(seededDrafts.length).toBeGreaterThan(0);
  const draftTitles = [
    draft.course.title.ar,
    draft.course.title.en,
    ...seededDrafts.flatMap((course) => [course.title.ar, course.title.en]),
  ];
  for (const title of draftTitles) {
    await expect(featuredSection(page).getByText(title)).toHaveCount(0);
  }
  for (const card of await cards.all()) {
    await expect(card).toContainText("مجاني");
    await expect(card).toContainText("1.2k");
    await expect(card).toContainText("4.8");
    await expect(card.getByRole("link")).toHaveAttribute("href", /^\/course\/[\w-]+$/);
  }
});

test("a featured card falls back to English and default texts", async ({ page, createCourse }) => {
  const bare = await createCourse({
    title: { ar: "" },
    description: localizedText({}),
    durationMinutes: 0,
    instructorName: "",
    category: "Technology",
  });
  const english = await createCourse({
    title: { ar: "" },
    description: { ar: "" },
    durationMinutes: 45,
    instructorName: "Sidi Mohamed",
  });
  await page.goto("/");

  const bareCard = featuredCards(page).filter({ hasText: bare.course.title.en });
  await expect(bareCard).toHaveCount(1);
  await expect(bareCard.getByRole("heading")).toHaveText(bare.course.title.en);
  await expect(bareCard.getByRole("link")).toHaveAttribute("href", `/course/${bare.id}`);
  await expect(bareCard).toContainText("دورة مجانية لتطوير مهاراتك خطوة بخطوة.");
  await expect(bareCard).toContainText("30 دقيقة");
  await expect(bareCard).toContainText("مدرب خبير");
  await expect(bareCard).toContainText("التكنولوجيا");
  await expect(bareCard).toContainText("مجاني");
  await expect(bareCard.getByText("1.2k", { exact: true })).toBeVisible();
  await expect(bareCard.getByText("4.8", { exact: true })).toBeVisible();

  const englishCard = featuredCards(page).filter({ hasText: english.course.title.en });
  await expect(englishCard.getByRole("heading")).toHaveText(english.course.title.en);
  await expect(englishCard).toContainText(english.course.description.en);
  await expect(englishCard).toContainText("45 دقيقة");
  await expect(englishCard).toContainText("Sidi Mohamed");

  // The whole card is one link to the course.
  await bareCard.click();
  await expect(page).toHaveURL(new RegExp(`/course/${bare.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bare.course.title.en);
});

test("a featured card shows the course image, or a drawn placeholder without one", async ({
  page,
  createCourse,
}) => {
  const withImage = await createCourse({ thumbnailUrl: "/favicon.svg" });
  const withoutImage = await createCourse({ thumbnailUrl: "", category: "Technology" });
  await page.goto("/");

  const imageCard = featuredCards(page).filter({ hasText: withImage.course.title.ar });
  // Decorative (alt=""): the card's title already names the course.
  const image = imageCard.locator("img");
  await expect(image).toHaveCount(1);
  await expect(image).toHaveAttribute("src", "/favicon.svg");
  await expect(image).toHaveAttribute("alt", "");
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // No image and no request: a gradient with the category's icon.
  const placeholderCard = featuredCards(page).filter({ hasText: withoutImage.course.title.ar });
  await expect(placeholderCard.locator("img")).toHaveCount(0);
  const placeholder = placeholderCard.locator("div.aspect-video");
  await expect(placeholder).toBeVisible();
  expect(await placeholder.evaluate((node) => getComputedStyle(node).backgroundImage)).toMatch(
    /^linear-gradient\(/,
  );
  await expect(placeholder.locator("svg")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's quick links navigate", async ({ page }) => {
    const quickLink = (name: string) =>
      page
        .getByRole("contentinfo")
        .getByRole("navigation", { name: "روابط سريعة" })
        .getByRole("link", { name, exact: true });
    const heading = page.getByRole("heading", { level: 1 });

    await page.goto("/auth");
    await quickLink("الرئيسية").click();
    await expect(page).toHaveURL(/\/$/);
    await expect(heading).toHaveText("نُبسّط تعليم الأعمال للجميع، مجانًا 100%");

    await quickLink("جميع الدورات").click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(heading).toHaveText("استكشف دوراتنا المجانية");

    await quickLink("سجّل مجانًا").click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(heading).toHaveText("سجّل مجانًا واحفظ تقدّمك");

    await quickLink("من نحن").click();
    await expect(page).toHaveURL(/\/#why$/);
    await expect(page.getByRole("region", { name: "لماذا تختار معرفة؟" })).toBeInViewport();
  });
});
