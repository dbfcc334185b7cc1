// Search from the top bar, catalogue filters and pages (issue #4), with JavaScript on and off.
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  expect,
  test,
  waitForEnhancement,
  type CreateCourseOptions,
  type CreatedCourse,
} from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

function topBar(page: Page) {
  return page.getByRole("navigation", { name: "التنقل الرئيسي" });
}

/** The visible search field; the other copy is hidden at every width. */
function searchField(page: Page) {
  return topBar(page).getByRole("searchbox", { name: "البحث عن دورة" });
}

function cardTitles(page: Page) {
  return page.getByRole("main").getByRole("article").getByRole("heading");
}

function filters(page: Page) {
  return page.getByRole("navigation", { name: "تصفية الدورات" });
}

function pages(page: Page) {
  return page.getByRole("navigation", { name: "صفحات النتائج" });
}

/** A word no other course has: letters only, so it is one search term. */
const uniqueWord = () =>
  "w" +
  randomUUID()
    .replace(/[^a-f]/g, "")
    .slice(0, 8);

/** A course whose Arabic title carries hamza, ة and vowel marks, plus a unique word. */
async function createArabicCourse(
  createCourse: (o?: CreateCourseOptions) => Promise<CreatedCourse>,
  extra = {},
) {
  const word = uniqueWord();
  const created = await createCourse({
    title: { ar: `أَسَاسِيَّات المحاسبة الإسلامية ${word}` },
    ...extra,
  });
  return { ...created, word };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the top bar finds a course typed without vowel marks or hamza", async ({
      page,
      createCourse,
    }) => {
      const { course, word } = await createArabicCourse(createCourse);
      await page.goto("/");
      if (javaScriptEnabled) await waitForEnhancement(page);
      // Typed the way people write it: no marks, bare alef, no article, and a word prefix.
      await searchField(page).fill(`اساسيات محاسبه اسلام ${word}`);
      await searchField(page).press("Enter");
      await expect(page).toHaveURL(/\/courses\?q=/);
      await expect(cardTitles(page)).toHaveText([course.title.ar]);
      // The result's count, exact (issue #27); the heading's figure is every published course.
      await expect(page.getByTestId("result-summary")).toContainText(word);
      await expect(page.getByTestId("result-summary")).toContainText(": دورة واحدة");
      // The query sits between Unicode isolates (issue #15): mixed Arabic and Latin keep their order.
      await expect(page).toHaveTitle(new RegExp(`نتائج البحث عن «\u2068اساسيات`));
    });

    test("filters combine with the query and each other, and reset", async ({
      page,
      createCourse,
    }) => {
      const word = uniqueWord();
      const make = (category: string, difficultyLevel: "beginner" | "advanced") =>
        createCourse({
          title: { en: `Filters ${word} ${category} ${difficultyLevel}` },
          category,
          difficultyLevel,
        });
      const financeBeginner = await make("Finance", "beginner");
      const financeAdvanced = await make("Finance", "advanced");
      const techAdvanced = await make("Technology", "advanced");

      await page.goto(`/courses?q=${word}`);
      if (javaScriptEnabled) await waitForEnhancement(page);
      await expect(cardTitles(page)).toHaveCount(3);

      await filters(page).getByRole("link", { name: "المالية" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("category") === "Finance");
      await expect(filters(page).getByRole("link", { name: "المالية" })).toHaveAttribute(
        "aria-current",
        "true",
      );
      await expect(cardTitles(page)).toHaveText([
        financeAdvanced.course.title.ar,
        financeBeginner.course.title.ar,
      ]);

      await filters(page).getByRole("link", { name: "متقدم" }).click();
      await expect(page).toHaveURL(
        (url) =>
          url.searchParams.get("q") === word &&
          url.searchParams.get("category") === "Finance" &&
          url.searchParams.get("difficulty") === "advanced",
      );
      await expect(cardTitles(page)).toHaveText([financeAdvanced.course.title.ar]);

      // 'All' for the category keeps the difficulty.
      await filters(page)
        .getByRole("list", { name: "التصنيف" })
        .getByRole("link", { name: "الكل" })
        .click();
      await expect(cardTitles(page)).toHaveText([
        techAdvanced.course.title.ar,
        financeAdvanced.course.title.ar,
      ]);

      // Nothing matches: a clear empty state with a way back to everything.
      await page.goto(`/courses?q=${word}&category=Design`);
      await expect(page.getByRole("heading", { name: "لا توجد دورات مطابقة" })).toBeVisible();
      await page.getByRole("link", { name: "عرض جميع الدورات" }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(cardTitles(page).first()).toBeVisible();
      await expect(searchField(page)).toHaveValue("");
    });

    test("pages of 24 with page links, next and previous", async ({ page, createCourse }) => {
      const word = uniqueWord();
      for (let n = 1; n <= 26; n++) {
        await createCourse({
          title: localizedText({ en: `Paged ${word} ${n}` }),
          createdAt: new Date(Date.UTC(2020, 0, 1, 0, n)),
          lessons: [{}],
        });
      }
      await page.goto(`/courses?q=${word}`);
      if (javaScriptEnabled) await waitForEnhancement(page);
      await expect(page.getByTestId("result-summary")).toContainText(": 26 دورة");
      await expect(cardTitles(page)).toHaveCount(24);
      await expect(cardTitles(page).first()).toHaveText(`Paged ${word} 26`);
      await expect(pages(page).getByRole("link", { name: "الصفحة 1" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(pages(page).getByRole("link", { name: "السابق" })).toHaveCount(0);

      await pages(page).getByRole("link", { name: "التالي" }).click();
      await expect(page).toHaveURL((url) => url.searchParams.get("page") === "2");
      await expect(cardTitles(page)).toHaveText([`Paged ${word} 2`, `Paged ${word} 1`]);
      await expect(pages(page).getByRole("link", { name: "التالي" })).toHaveCount(0);

      await pages(page).getByRole("link", { name: "السابق" }).click();
      await expect(page).toHaveURL((url) => !url.searchParams.has("page"));
      await expect(cardTitles(page)).toHaveCount(24);

      await pages(page).getByRole("link", { name: "الصفحة 2" }).click();
      await expect(cardTitles(page)).toHaveCount(2);
    });
  });
}

test.describe("mobile menu at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const javaScriptEnabled of [true, false]) {
    test(`searches from the menu ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
      page,
      createCourse,
    }) => {
      test
        .info()
        .annotations.push({ type: "javaScriptEnabled", description: String(javaScriptEnabled) });
      const { course, word } = await createArabicCourse(createCourse);
      await page.goto("/");
      if (javaScriptEnabled) await waitForEnhancement(page);
      await topBar(page).getByLabel("القائمة").click();
      await searchField(page).fill(`الإسلامية ${word}`);
      await searchField(page).press("Enter");
      await expect(cardTitles(page)).toHaveText([course.title.ar]);
    });
  }
});

test.describe("live results with JavaScript", () => {
  test("follow the typing on the catalogue after a pause, without a request per key", async ({
    page,
    createCourse,
  }) => {
    const { course, word } = await createArabicCourse(createCourse);
    const searches: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "fetch" && new URL(request.url()).pathname === "/courses") {
        searches.push(request.url());
      }
    });

    // The page's clock is ours: how fast keys arrive on a busy machine decides nothing.
    await page.clock.install();
    await page.goto("/");
    await page.goto("/courses?category=Finance");
    await waitForEnhancement(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    searches.length = 0;

    // Typed quickly, one key at a time (50 ms apart): nothing is fetched while typing.
    for (const key of word) {
      await searchField(page).press(key);
      await page.clock.runFor(50);
    }
    expect(searches, "requests while typing").toEqual([]);
    // The typing pauses: the results follow, fetched once.
    await page.clock.runFor(1_000);
    await expect(cardTitles(page)).toHaveText([course.title.ar]);
    await expect(page).toHaveURL(
      (url) => url.searchParams.get("q") === word && url.searchParams.get("category") === "Finance",
    );
    await expect(searchField(page)).toHaveValue(word);
    await expect(searchField(page)).toBeFocused();
    expect(searches.length, "requests for the whole word").toBe(1);

    // The live search replaced the catalogue's history entry instead of adding one per pause.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});
