// The site in French and English (issue #15): the learner's journey in each, with and without
// JavaScript (home → catalogue → search → course → next lesson → sign up with a phone number),
// lang and dir, arrows that point the way the page reads, the language switcher keeping the page
// and its parameters, the content fallback chain, the first-visit offer, and Arabic's isolated
// phone example. The words expected come from the catalogues themselves.
import { mkdir } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { translatorFor } from "../../app/i18n/translator";
import type { Locale } from "../../app/i18n/locales";
import { expect, phoneNumber, test, LEARNER_PASSWORD, waitForEnhancement } from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

/** The horizontal scale of an element (Tailwind's -scale-x-100 sets `scale`): -1 when mirrored. */
async function scaleX(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const scale = style.scale && style.scale !== "none" ? Number(style.scale.split(" ")[0]) : 1;
    const matrix = /matrix\(([^,]+)/.exec(style.transform)?.[1];
    return scale * (matrix ? Number(matrix) : 1);
  });
}

function languageLinks(page: Page, i: ReturnType<typeof translatorFor>) {
  // The top bar's switcher (visible from md up; the default viewport is wider).
  return page
    .getByRole("navigation", { name: i.t("header.navLabel") })
    .getByRole("list", { name: i.t("language.switcherLabel") });
}

for (const locale of ["fr", "en"] as const satisfies Locale[]) {
  const i = translatorFor(locale);
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${locale} ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test("home → catalogue → search → course → next lesson → sign up with a phone number", async ({
        page,
        createCourse,
      }) => {
        test.slow();
        const created = await createCourse();
        const courseTitle = created.course.title.en; // English: the French page's fallback too

        await page.goto(`/${locale}`);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
        await expect(page).toHaveTitle(`${i.t("home.title")} | ${i.t("site.brand")}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(i.t("home.hero.heading"));

        await page
          .getByRole("navigation", { name: i.t("header.navLabel") })
          .getByRole("link", { name: i.t("header.courses"), exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/courses$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(i.t("catalogue.heading"));

        // Search from the top bar (Enter submits the GET form in any case).
        const search = page
          .getByRole("navigation", { name: i.t("header.navLabel") })
          .getByRole("searchbox", { name: i.t("header.searchLabel") })
          .first();
        await expect(search).toHaveAttribute("placeholder", i.t("header.searchPlaceholder"));
        await search.fill(created.suffix);
        await search.press("Enter");
        await expect(page).toHaveURL(new RegExp(`/${locale}/courses\\?q=${created.suffix}$`));
        await expect(page.getByTestId("result-summary")).toContainText(
          i.t("count.courses", { count: 1 }),
        );

        // The switcher keeps the search.
        const other: Locale = locale === "fr" ? "en" : "fr";
        const otherName = other === "fr" ? "Français" : "English";
        const switcher = languageLinks(page, i);
        await expect(switcher.getByRole("link", { name: otherName })).toHaveAttribute(
          "href",
          `/${other}/courses?q=${created.suffix}`,
        );
        await expect(switcher.getByRole("link", { name: "العربية" })).toHaveAttribute(
          "href",
          `/courses?q=${created.suffix}`,
        );

        await page.getByRole("article").filter({ hasText: courseTitle }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/course/${created.id}$`));
        const heading = page.getByRole("heading", { level: 1 });
        await expect(heading).toHaveText(courseTitle);
        if (locale === "fr") {
          // English content on a French page says so.
          await expect(heading.locator("bdi")).toHaveAttribute("lang", "en");
        }

        // Arrows point the way a left-to-right page reads: not mirrored.
        const back = page.getByRole("link", { name: i.t("course.back") });
        await expect(back).toHaveAttribute("href", `/${locale}/courses`);
        expect(await scaleX(back.locator("svg"))).toBe(1);
        const next = page.getByRole("link", { name: new RegExp(`^${i.t("course.nextLesson")}`) });
        expect(await scaleX(next.locator("svg"))).toBe(1);
        await expect(next).toContainText(created.lessons[1]?.title.en ?? "");
        await next.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/course/${created.id}\\?lesson=2$`));
        await expect(page.getByRole("region", { name: i.t("course.lessonHeading") })).toContainText(
          i.t("course.currentLesson", { number: 2, title: created.lessons[1]?.title.en ?? "" }),
        );

        // The switcher keeps the lesson, both ways.
        await expect(languageLinks(page, i).getByRole("link", { name: "العربية" })).toHaveAttribute(
          "href",
          `/course/${created.id}?lesson=2`,
        );
        await languageLinks(page, i).getByRole("link", { name: otherName }).click();
        await expect(page).toHaveURL(new RegExp(`/${other}/course/${created.id}\\?lesson=2$`));
        await expect(page.locator("html")).toHaveAttribute("lang", other);
        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`/${locale}/course/${created.id}\\?lesson=2$`));

        // Sign up with a phone number, in this language.
        await page
          .getByRole("navigation", { name: i.t("header.navLabel") })
          .getByRole("link", { name: i.t("header.signIn") })
          .click();
        // The sign-in form first, returning to the lesson (issue #27).
        const lesson = `/${locale}/course/${created.id}?lesson=2`;
        await expect(page).toHaveURL(
          (url) =>
            url.pathname === `/${locale}/auth` &&
            url.search === `?form=sign-in&redirectTo=${encodeURIComponent(lesson)}`,
        );
        const form = page
          .locator("form")
          .filter({ has: page.getByRole("button", { name: i.t("auth.signUp.submit") }) });
        await form.getByLabel(i.t("auth.phone")).fill(phoneNumber().typed);
        await form.getByLabel(i.t("auth.password"), { exact: true }).fill(LEARNER_PASSWORD);
        await form.getByRole("button", { name: i.t("auth.signUp.submit") }).click();
        // The recovery code, once (issue #27), then back to the lesson.
        await expect(page.locator("[data-recovery-code]")).toBeVisible();
        await page.getByRole("link", { name: i.t("recovery.shown.continue") }).click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/course/${created.id}\\?lesson=2$`));
        await expect(page.getByText(i.t("header.myAccount"), { exact: true })).toBeVisible();
      });
    });
  }
}

test("an Arabic title on a French page is right-to-left, marked Arabic and isolated", async ({
  page,
  createCourse,
}) => {
  // No English title: the French page falls back to the Arabic one (fr → en → ar).
  const created = await createCourse({ title: { en: "" } });
  await page.goto(`/fr/course/${created.id}`);
  const title = page.getByRole("heading", { level: 1 }).locator("bdi");
  await expect(title).toHaveText(created.course.title.ar);
  await expect(title).toHaveAttribute("lang", "ar");
  await expect(title).toHaveAttribute("dir", "rtl");
  // The page itself stays French and left to right.
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
});

test("the live search keeps the switcher's links on the page as it now is", async ({
  page,
  createCourse,
}) => {
  const created = await createCourse();
  const en = translatorFor("en");
  await page.goto("/en/courses?category=Finance");
  await waitForEnhancement(page);
  await page
    .getByRole("navigation", { name: en.t("header.navLabel") })
    .getByRole("searchbox")
    .first()
    .fill(created.suffix);
  await expect(page).toHaveURL(new RegExp(`/en/courses\\?q=${created.suffix}&category=Finance$`));
  // The link now carries the query the live search put in the address.
  const french = languageLinks(page, en).getByRole("link", { name: "Français" });
  await expect
    .poll(() => french.evaluate((link: HTMLAnchorElement) => link.pathname + link.search))
    .toBe(`/fr/courses?q=${created.suffix}&category=Finance`);
});

test("resource words in Arabic letters are marked Arabic on a French page", async ({
  page,
  createCourse,
}) => {
  const created = await createCourse({
    links: [
      {
        title: localizedText({ en: "مورد مفيد" }),
        url: "https://example.com/",
        description: "وصف المورد",
      },
    ],
  });
  await page.goto(`/fr/course/${created.id}`);
  const title = page.getByText("مورد مفيد", { exact: true });
  await expect(title).toHaveAttribute("lang", "ar");
  await expect(title).toHaveAttribute("dir", "rtl");
});

test("Arabic pages mirror the same arrows", async ({ page, createCourse }) => {
  const created = await createCourse();
  await page.goto(`/course/${created.id}`);
  const back = page.getByRole("link", { name: translatorFor("ar").t("course.back") });
  expect(await scaleX(back.locator("svg"))).toBe(-1);
});

test.describe("a first visit from a French browser", () => {
  test.use({ locale: "fr-FR" });

  test("is offered the French page, never redirected; a choice is remembered", async ({ page }) => {
    const fr = translatorFor("fr");
    await page.goto("/courses?q=x");
    await waitForEnhancement(page);
    await expect(page).toHaveURL(/\/courses\?q=x$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const offer = page.locator('[data-offer-locale="fr"]');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText(fr.t("language.offer"));
    await expect(page.locator('[data-offer-locale="en"]')).toBeHidden();
    await offer.getByRole("link").click();
    await expect(page).toHaveURL(/\/fr\/courses\?q=x$/);
    // The choice is remembered in the browser only, and the Arabic page no longer offers.
    expect((await page.context().cookies()).find((c) => c.name === "maarifa_locale")?.value).toBe(
      "fr",
    );
    await page.goto("/");
    await waitForEnhancement(page);
    await expect(page.locator("[data-language-offer]")).toBeHidden();
    // The remembered language comes first in the switcher.
    await expect(
      page.locator("[data-language-switcher]").first().locator("li").first(),
    ).toHaveAttribute("data-locale", "fr");
  });

  test("can say no thanks: the Arabic page is then the remembered choice", async ({ page }) => {
    await page.goto("/courses");
    await waitForEnhancement(page);
    const offer = page.locator("[data-language-offer]");
    await offer.getByRole("button", { name: "Non merci" }).click();
    await expect(offer).toBeHidden();
    expect((await page.context().cookies()).find((c) => c.name === "maarifa_locale")?.value).toBe(
      "ar",
    );
    await page.goto("/");
    await waitForEnhancement(page);
    await expect(page.locator("[data-language-offer]")).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the Arabic /auth phone example reads left to right inside the sentence", async ({ page }) => {
  await page.goto("/auth");
  const form = page
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "إنشاء حساب مجاني" }) });
  await form.getByLabel("رقم الهاتف").fill("12345");
  await form.getByLabel("كلمة المرور", { exact: true }).fill(LEARNER_PASSWORD);
  await form.getByRole("button", { name: "إنشاء حساب مجاني" }).click();
  // The message under the phone field (issue #27): the first id it is described by.
  const describedBy = await form.getByLabel("رقم الهاتف").getAttribute("aria-describedby");
  const alert = page.locator(`[id="${describedBy?.split(" ")[0]}"]`).filter({
    hasText: "22 12 34 56",
  });
  await expect(alert).toBeVisible();
  // Where the example's first and last pairs are drawn: "22" must be left of "56", as written.
  const [first, last] = await alert.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode())) {
      const text = node.textContent ?? "";
      const at = text.indexOf("22 12 34 56");
      if (at < 0) continue;
      const box = (start: number) => {
        const range = document.createRange();
        range.setStart(node!, start);
        range.setEnd(node!, start + 2);
        return range.getBoundingClientRect().left;
      };
      return [box(at), box(at + 9)];
    }
    return [Number.NaN, Number.NaN];
  });
  expect(first).toBeLessThan(last!);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("French home and course page screenshots (reviewed for layout)", async ({
    page,
    createCourse,
  }) => {
    const created = await createCourse({
      title: localizedText({ en: "Comptabilité et fiscalité internationales pour entrepreneurs" }),
    });
    await mkdir("test-results/screenshots", { recursive: true });
    await page.goto("/fr");
    await page.screenshot({ path: "test-results/screenshots/fr-home-375.png", fullPage: true });
    // The mobile menu with its search and language links.
    await page.getByLabel(translatorFor("fr").t("header.menu")).click();
    await page.screenshot({ path: "test-results/screenshots/fr-home-menu-375.png" });
    await page.goto(`/fr/course/${created.id}?lesson=2`);
    await page.screenshot({ path: "test-results/screenshots/fr-course-375.png", fullPage: true });
    // Nothing wider than the screen: no clipped or overflowing words.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
