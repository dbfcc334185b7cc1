// The home page (spec §2): hero with goals, categories, why choose us, featured courses, banner,
// call to action and footer; every figure from the data and every choice a working link (#27).
import type { Page } from "@playwright/test";
import { demoCourses } from "../../app/.server/db/seed/demo-courses";
import { findPublishedCategories } from "../../app/.server/db/repositories/course-search";
import { countCourses } from "../../app/.server/db/repositories/courses";
import type { Database } from "../../app/.server/db/schema";
import { translatorFor } from "../../app/i18n/translator";
import { categoryLabelIn } from "../../app/lib/course/course-text";
import { countLearners } from "../../app/.server/db/repositories/learners";
import { learnersMoreThan } from "../../app/lib/public-figures";
import { E2E_SUPPORT_PHONE, E2E_SUPPORT_WHATSAPP } from "./constants";
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

const FINANCE_GOAL = "أتقن المالية والاستثمار الذكي";

/** The categories published courses use, as the page names them (other workers may add some). */
async function publishedCategoryLabels(db: Database): Promise<string[]> {
  const ar = translatorFor("ar");
  return (await findPublishedCategories(db)).map((category) => categoryLabelIn(ar, category));
}

function featuredSection(page: Page) {
  return page.getByRole("region", { name: "دورات مميزة" });
}

function featuredCards(page: Page) {
  return featuredSection(page).getByRole("article");
}

test("each goal is a link that shows the featured courses serving it", async ({ page }) => {
  await page.goto("/");
  const goals = page.getByRole("navigation", { name: "ما هدفك من التعلم؟" });
  // The demo catalogue has business, finance and technology courses: every goal has some.
  await expect(goals.getByRole("link")).toHaveText(GOALS);
  await expect(goals.locator("[aria-current]")).toHaveCount(0);

  await goals.getByRole("link", { name: FINANCE_GOAL }).click();
  await expect(page).toHaveURL(/\/\?goal=finance#featured$/);
  await expect(goals.getByRole("link", { name: FINANCE_GOAL })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(featuredSection(page)).toContainText(`دورات تناسب هدفك: ${FINANCE_GOAL}.`);
  for (const card of await featuredCards(page).all()) await expect(card).toContainText("المالية");
  await expect(
    featuredSection(page).getByRole("link", { name: "جميع دورات المالية" }),
  ).toHaveAttribute("href", "/courses?category=Finance");
  await featuredSection(page).getByRole("link", { name: "عرض كل الدورات المميزة" }).click();
  await expect(page).toHaveURL(/\/#featured$/);
  await expect(featuredCards(page)).toHaveCount(6);
});

test("hero, categories, why choose us, banner and call to action", async ({
  page,
  db,
  createCourse,
}) => {
  // A course write renders the page again (decision 0008): its figures are those read below.
  await createCourse({ isPublished: false });
  // The other worker's tests add and remove courses meanwhile: the page's count is the data's at
  // some moment between these two reads (true-figures.test.ts checks it exactly on the server).
  const publishedBefore = await countCourses(db, { isPublished: true });
  const learnersBefore = learnersMoreThan(await countLearners(db));
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
  // The figures are the data's (issue #27): the published courses exactly, without a "+"; the
  // learners as "more than" a round number, or not at all while there are ten or fewer.
  const hero = main.locator("section").first();
  const publishedAfter = await countCourses(db, { isPublished: true });
  const learnersAfter = learnersMoreThan(await countLearners(db));
  const figures = hero.getByRole("definition");
  const texts = (await figures.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  const learnerFigures = [learnersBefore, learnersAfter].map((learners) =>
    learners === null ? null : `أكثر من ${learners}`,
  );
  const learnersShown = texts.length === 3 ? texts[0] : null;
  expect(learnerFigures).toContain(learnersShown);
  await expect(hero.getByRole("term")).toHaveText(
    learnersShown === null ? ["دورة", "مجاني"] : ["متعلم", "دورة", "مجاني"],
  );
  expect(texts.slice(-2)).toEqual([expect.stringMatching(/^\d+$/), "100%"]);
  const shown = Number(texts.at(-2));
  expect(shown).toBeGreaterThanOrEqual(Math.min(publishedBefore, publishedAfter));
  expect(shown).toBeLessThanOrEqual(Math.max(publishedBefore, publishedAfter));

  // The fields of learning are the categories published courses use, each opening its own.
  const categories = page.getByRole("region", { name: "مجالات التعلم" }).getByRole("link");
  const labels = await publishedCategoryLabels(db);
  expect(labels).toEqual(expect.arrayContaining(["الأعمال", "المالية", "التكنولوجيا"]));
  await expect(categories).toHaveText(labels.map((label) => new RegExp(label)));
  await expect(categories.filter({ hasText: "المالية" })).toHaveAttribute(
    "href",
    "/courses?category=Finance",
  );

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
    name: `وصول مجاني غير محدود إلى جميع الدورات (${shown})`,
  });
  await expect(banner).toBeVisible();
  await expect(start.nth(1)).toHaveAttribute("href", "/courses");

  await expect(main.getByRole("heading", { name: "جاهز لبدء رحلتك التعليمية؟" })).toBeVisible();
  await expect(main.getByRole("link", { name: "ابدأ التعلم الآن" })).toHaveAttribute(
    "href",
    "/courses",
  );
});

test("the footer has quick links, categories, contact and legal text", async ({ page, db }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const quickLinks = footer.getByRole("navigation", { name: "روابط سريعة" });
  const expected = [
    ["الرئيسية", "/"],
    ["جميع الدورات", "/courses"],
    // The sign-up form (issue #27); from home, no return address (home is the default).
    ["سجّل مجانًا", "/auth?form=sign-up"],
    ["من نحن", "/#why"],
  ] as const;
  await expect(quickLinks.getByRole("link")).toHaveText(expected.map(([name]) => name));
  for (const [name, href] of expected) {
    await expect(quickLinks.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }

  // The categories in use, each opening its catalogue category; no category the site lacks.
  const categories = footer.getByRole("navigation", { name: "التصنيفات" }).getByRole("link");
  await expect(categories).toHaveText(await publishedCategoryLabels(db));
  await expect(categories.filter({ hasText: "المالية" })).toHaveAttribute(
    "href",
    "/courses?category=Finance",
  );
  await expect(footer.getByText("العملات الرقمية")).toHaveCount(0);

  await expect(footer.getByRole("heading", { name: "تواصل معنا" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "info@maarifa.mr" })).toHaveAttribute(
    "href",
    "mailto:info@maarifa.mr",
  );
  // The operator's numbers (SUPPORT_PHONE, SUPPORT_WHATSAPP in playwright.config.ts).
  await expect(footer.getByRole("link", { name: "+222 45 25 12 34" })).toHaveAttribute(
    "href",
    `tel:${E2E_SUPPORT_PHONE}`,
  );
  await expect(footer.getByRole("link", { name: "راسلنا على واتساب" })).toHaveAttribute(
    "href",
    `https://wa.me/${E2E_SUPPORT_WHATSAPP.slice(1)}`,
  );
  await expect(footer).not.toContainText("00 00 00");
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
    // No rating: the site has none (issue #27).
    await expect(card).not.toContainText("4.8");
    await expect(card.getByText(/التقييم/)).toHaveCount(0);
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
  // A new course has no views yet: none shown, rather than an invented figure.
  await expect(bareCard.getByTestId("course-views")).toHaveCount(0);

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
    // It returns the learner to the page they were on (issue #27).
    await expect(page).toHaveURL(/\/auth\?form=sign-up&redirectTo=%2Fcourses$/);
    await expect(heading).toHaveText("سجّل مجانًا واحفظ تقدّمك");

    await quickLink("من نحن").click();
    await expect(page).toHaveURL(/\/#why$/);
    await expect(page.getByRole("region", { name: "لماذا تختار معرفة؟" })).toBeInViewport();
  });
});
