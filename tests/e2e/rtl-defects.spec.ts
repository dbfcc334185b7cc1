// Right-to-left defects found when the Arabic site was used as a learner would (issue #15), one
// test or more per defect, with JavaScript off where the page must work without it:
// 1. a phone number typed in Arabic-Indic digits shows in typed order;
// 2. the header search's placeholder starts beside its magnifier;
// 3. cards follow the page's direction, a title in another script only isolates (decision 0027);
// 4. password fields are typed left to right;
// 5. a learner's phone number is shown grouped, `+222 22 12 34 56`, and isolated;
// 6. error pages have an Arabic title and status, a malformed address included (a styled 400);
// 7. tap targets are 44 px or more on a 375 px phone;
// 8. the mobile menu closes on Escape and on a tap outside it.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { findLearnerCredentials } from "../../app/.server/db/repositories/learners";
import { insertOneTimeToken } from "../../app/.server/db/repositories/one-time-tokens";
import { expect, phoneNumber, signUpLearner, test, waitForEnhancement } from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

const PHONE = { width: 375, height: 800 };
const ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩";

/** The number as an Arabic phone keyboard types it: `٣١ ٢٣ ٤٥ ٦٧`. */
function arabicIndic(digits: string): string {
  return digits.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]!);
}

/**
 * Where Chromium puts the caret for a click just inside the field's start and end edges: the
 * rendered order, read from the field itself. In typed order, the leftmost character is the
 * first one typed; with the pairs reversed (the defect) it was one of the last.
 */
async function caretAtEdges(field: Locator): Promise<{ left: number; right: number }> {
  const box = (await field.boundingBox())!;
  const caretAt = async (x: number) => {
    await field.click({ position: { x, y: box.height / 2 } });
    return field.evaluate((input: HTMLInputElement) => input.selectionStart ?? -1);
  };
  const padding = await field.evaluate((input) => parseFloat(getComputedStyle(input).paddingLeft));
  const textWidth = await field.evaluate((input: HTMLInputElement) => {
    // The typed text's own width, measured with the field's font.
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.font = getComputedStyle(input).font;
    return canvas.measureText(input.value).width;
  });
  return { left: await caretAt(padding + 2), right: await caretAt(padding + textWidth - 2) };
}

async function expectTypedOrder(field: Locator, typed: string) {
  await field.fill(typed);
  await expect(field).toHaveValue(typed);
  const { left, right } = await caretAtEdges(field);
  expect(left, "the first digit typed is on the left").toBeLessThanOrEqual(1);
  expect(right, "the last digit typed is on the right").toBeGreaterThanOrEqual(typed.length - 1);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("1. a phone number typed in Arabic-Indic digits shows in typed order", async ({
      page,
    }, testInfo) => {
      const phone = phoneNumber();
      const typed = arabicIndic(phone.typed);
      await page.goto("/auth");
      if (javaScriptEnabled) await waitForEnhancement(page);
      const signUp = page.getByRole("region", { name: "إنشاء حساب" });
      const phoneField = signUp.getByLabel("رقم الهاتف");
      await expect(phoneField).toHaveAttribute("dir", "ltr");
      await expect(phoneField).toHaveAttribute("inputmode", "tel");
      await expectTypedOrder(phoneField, typed);
      await testInfo.attach("phone field", {
        body: await phoneField.screenshot(),
        contentType: "image/png",
      });

      // The sign-in field takes the number too.
      const identifier = page
        .getByRole("region", { name: "لديك حساب؟ سجّل الدخول" })
        .getByLabel("البريد الإلكتروني أو رقم الهاتف");
      await expectTypedOrder(identifier, typed);
      if (javaScriptEnabled) {
        // An address in Arabic letters keeps the bidi algorithm's order (app/browser/typed-order.ts).
        await identifier.fill("محمد@example.mr");
        await expect(identifier).not.toHaveClass(/\btyped-order\b/);
        await identifier.fill(typed);
        await expect(identifier).toHaveClass(/\btyped-order\b/);
      }

      // And the server reads it as the number typed (5: shown grouped, isolated).
      await signUp.getByLabel("كلمة المرور").fill("nouakchott sea breeze");
      await signUp.getByRole("button", { name: "إنشاء حساب مجاني" }).click();
      // Created: the page of its recovery code (issue #27).
      await expect(page.locator("[data-recovery-code]")).toBeVisible();
      await page.goto("/account");
      const shown = `+222 ${phone.typed}`;
      const label = page.getByRole("main").locator("bdi", { hasText: shown });
      await expect(label).toHaveAttribute("dir", "ltr");
      await expect(page.getByText(`+222${phone.local}`)).toHaveCount(0);
    });

    test("2. the header search starts beside its magnifier, placeholder included", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/courses");
      const field = page.getByRole("banner").getByRole("searchbox");
      await expect(field).toBeVisible();
      await expect(field).toHaveValue("");
      expect(await field.getAttribute("dir")).toBeNull();
      expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe("rtl");

      // Read the pixels: the placeholder's glyphs are all in the field's start (right) half, the
      // magnifier's side, and none in the far (left) 40 %.
      const box = (await field.boundingBox())!;
      const { data, info } = await sharp(await field.screenshot())
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let inked = { start: 0, far: 0 };
      const inset = 4; // the border and its corners
      for (let y = inset; y < info.height - inset; y++) {
        for (let x = inset; x < info.width - inset; x++) {
          if (data[y * info.width + x]! > 200) continue;
          if (x < info.width * 0.4) inked = { ...inked, far: inked.far + 1 };
          else inked = { ...inked, start: inked.start + 1 };
        }
      }
      expect(inked.far, "nothing written at the far end").toBe(0);
      expect(inked.start, "the placeholder is shown").toBeGreaterThan(50);
      // The magnifier is at the same (start) end.
      // The bar's form is the first; the mobile menu's is the second.
      const icon = (await page.locator("header form[role=search] svg").first().boundingBox())!;
      expect(icon.x + icon.width).toBeGreaterThan(box.x + box.width - 40);
    });
  });
}

/** The right edge of an element's content: where RTL text starts. */
async function rightEdge(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return box.x + box.width;
}

/** The start (right, in Arabic) edge of the text inside `container`, measured with a Range. */
async function textStartEdge(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Math.max(...[...range.getClientRects()].map((r) => r.right));
  });
}

test("3. cards follow the page's direction; a title in English only isolates itself", async ({
  page,
  createCourse,
}) => {
  const tag = randomUUID().slice(0, 8);
  const { id } = await createCourse({
    title: localizedText({ en: `Excel basics ${tag}` }),
    description: localizedText({ en: "Formulas, charts and budgets in a spreadsheet." }),
    links: [
      {
        title: localizedText({ en: "Microsoft Excel help" }),
        url: "https://support.microsoft.com/excel",
        description: "",
      },
    ],
  });
  const english = new RegExp(`Excel basics ${tag}`);

  // Catalogue: the title lines up with the badges at the card's start, whatever its script.
  await page.goto(`/courses?q=${tag}`);
  const card = page.locator("article").filter({ hasText: english });
  await expect(card).toHaveCount(1);
  const content = card.locator("> div").last();
  const contentStart =
    (await rightEdge(content)) -
    (await content.evaluate((el) => parseFloat(getComputedStyle(el).paddingRight)));
  const title = card.getByRole("heading", { name: english });
  for (const part of [
    // The badges' row: its first badge's outer edge.
    title.locator("xpath=preceding-sibling::div[1]"),
    title,
    card.locator("p").first(),
  ]) {
    expect(Math.abs((await textStartEdge(part)) - contentStart)).toBeLessThan(2);
  }
  // The title isolates itself and reads left to right inside.
  const titleText = title.locator("bdi");
  expect(await titleText.evaluate((el) => getComputedStyle(el).direction)).toBe("ltr");
  expect(await title.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");

  // The course page: the title lines up with its badges; resources too.
  await page.goto(`/course/${id}`);
  const heading = page.getByRole("heading", { level: 1 });
  const badges = page.locator("h1 + div");
  expect(Math.abs((await textStartEdge(heading)) - (await textStartEdge(badges)))).toBeLessThan(2);
  const resources = page.getByRole("region", { name: "روابط وموارد" });
  const resource = resources.locator("li").first();
  expect(
    Math.abs(
      (await textStartEdge(resource.locator("p").first())) -
        (await textStartEdge(resource.getByRole("link", { name: /زيارة المورد/ }))),
    ),
  ).toBeLessThan(2);

  // Home: every featured card's title and description follow the card; text in another language
  // than the page's (no Arabic letter in it) is isolated.
  await page.goto("/");
  const featured = page.getByRole("region", { name: "دورات مميزة" }).locator("article");
  expect(await featured.count()).toBeGreaterThan(0);
  for (const featuredCard of await featured.all()) {
    for (const block of [featuredCard.locator("h3"), featuredCard.locator("p").first()]) {
      expect(await block.getAttribute("dir")).toBeNull();
      expect(await block.evaluate((el) => getComputedStyle(el).direction)).toBe("rtl");
      if (!/[\u0600-\u06FF]/.test(await block.innerText())) {
        await expect(block.locator("bdi")).toHaveCount(1);
      }
    }
  }
});

async function expectLeftToRight(field: Locator) {
  await expect(field).toHaveAttribute("dir", "ltr");
  expect(await field.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
  expect(await field.evaluate((input) => getComputedStyle(input).textAlign)).toMatch(/start|left/);
}

test("4. password fields are typed left to right: /auth, /account, reset, admin gate", async ({
  page,
  db,
}) => {
  test.slow();
  await page.goto("/auth");
  for (const field of await page.locator("input[type=password]").all()) {
    await expectLeftToRight(field);
  }
  // Sign-up's and sign-in's, and the class sheet's code form's two (issue #29).
  await expect(page.locator("input[type=password]")).toHaveCount(4);

  await page.goto("/admin/login");
  await expectLeftToRight(page.getByLabel("Password"));

  const phone = phoneNumber();
  await signUpLearner(page, { phone: phone.typed });
  await page.goto("/account");
  await expectLeftToRight(
    page.getByRole("region", { name: "تغيير كلمة المرور" }).getByLabel("كلمة المرور الحالية"),
  );
  await expectLeftToRight(page.getByLabel("كلمة المرور الجديدة"));

  // A reset link as an administrator makes one (its token's SHA-256 stored, for an hour).
  const learner = await findLearnerCredentials(db, { phone: `+222${phone.local}` });
  const token = randomBytes(32).toString("base64url");
  await insertOneTimeToken(db, {
    purpose: "learner-reset",
    tokenHash: createHash("sha256").update(token).digest("hex"),
    learnerId: learner!.id,
    createdBy: "admin",
    createdAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await page.goto(`/reset-password/${token}`);
  await expect(page.getByRole("heading", { name: "اختر كلمة مرور جديدة" })).toBeVisible();
  await expectLeftToRight(page.getByLabel("كلمة المرور الجديدة"));
  await expectLeftToRight(page.getByLabel("أعد كتابة كلمة المرور"));
  // 5: the reset page names the account in groups too.
  await expect(page.getByRole("main").getByText(`+222 ${phone.typed}`)).toBeVisible();
});

test("5. the account menu shows the phone number grouped and isolated", async ({ page }) => {
  const phone = phoneNumber();
  await signUpLearner(page, { phone: phone.typed });
  await page.goto("/");
  await page.getByRole("banner").getByText("حسابي", { exact: true }).click();
  const label = page.getByRole("banner").locator("bdi", { hasText: `+222 ${phone.typed}` });
  await expect(label).toBeVisible();
  await expect(label).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("banner").getByText(`+222${phone.local}`)).toHaveCount(0);
  // Left to right inside: "+222" is at its left end.
  const range = await label.evaluate((el) => {
    const text = el.firstChild!;
    const plus = document.createRange();
    plus.setStart(text, 0);
    plus.setEnd(text, 1);
    const last = document.createRange();
    last.setStart(text, text.textContent!.length - 1);
    last.setEnd(text, text.textContent!.length);
    return { plus: plus.getBoundingClientRect().x, last: last.getBoundingClientRect().x };
  });
  expect(range.plus).toBeLessThan(range.last);
});

for (const javaScriptEnabled of [true, false]) {
  test(`6. error pages: Arabic title and status, and a malformed address's styled 400 (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled });
    const page = await context.newPage();
    try {
      const response = await page.goto("/%E0%A4%A");
      expect(response?.status()).toBe(400);
      await expect(page).toHaveTitle("طلب غير صالح | معرفة");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const main = page.getByRole("main");
      await expect(main).toContainText("طلب غير صالح");
      await expect(main).not.toContainText(/Bad Request/i);
      // The site's own page: its top bar and footer, styled by its stylesheet.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
        "Tajawal",
      );
      await expect(main.getByRole("link", { name: "العودة إلى الرئيسية" })).toBeVisible();

      // The router's own error page (a POST where a page has no form): Arabic, with a title.
      const posted = await page.request.post("/courses", {
        form: { a: "b" },
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(posted.status()).toBe(405);
      const html = await posted.text();
      expect(html).toContain("<title>طلب غير صالح | معرفة</title>");
      expect(html).not.toContain("Method Not Allowed");
    } finally {
      await context.close();
    }
  });
}

/** Every control a finger may aim at, with what it measures. */
async function tapTargets(page: Page) {
  return page.evaluate(() => {
    const found: { name: string; width: number; height: number }[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, summary, input:not([type=hidden]), select, textarea",
    );
    for (const control of controls) {
      // Only what is shown: not the skip link (until focused), not a closed menu's content.
      if (!control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) {
        continue;
      }
      const closedMenu = control.closest("details:not([open])");
      if (closedMenu && !control.matches("details > summary")) continue;
      if (getComputedStyle(control).position === "absolute" && control.matches(".sr-only")) {
        continue;
      }
      // A control inside its label (the home page's goal choices) is pressed through the label;
      // a card's title link is stretched over the whole card (::after).
      const target =
        control.closest("label") ??
        (getComputedStyle(control, "::after").position === "absolute"
          ? control.closest("article")
          : null) ??
        control;
      const box = target.getBoundingClientRect();
      found.push({
        name: `${control.tagName} ${(control.textContent || control.getAttribute("aria-label") || "").trim().slice(0, 40)}`,
        width: Math.round(box.width),
        height: Math.round(box.height),
      });
    }
    return found;
  });
}

test("7. tap targets are at least 44 × 44 px on a 375 px phone", async ({ page, createCourse }) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const { id } = await createCourse({
    links: [
      {
        title: localizedText({ en: "دليل الميزانية" }),
        url: "https://example.com/guide",
        description: "",
      },
    ],
  });

  // The three named in the issue.
  await page.goto(`/course/${id}`);
  for (const target of [
    page.getByRole("link", { name: /زيارة المورد/ }),
    page.getByRole("button", { name: "تحديد الدرس كمكتمل" }),
    page.getByRole("link", { name: "دخول" }),
  ]) {
    const box = (await target.boundingBox())!;
    const name = (await target.textContent()) ?? "";
    expect(box.height, name).toBeGreaterThanOrEqual(44);
    expect(box.width, name).toBeGreaterThanOrEqual(44);
  }

  // And every other public control, signed out and signed in.
  const pages = [
    "/",
    "/courses",
    `/course/${id}`,
    "/auth",
    "/auth/forgot-password",
    "/privacy",
    "/terms",
    "/nowhere",
  ];
  const small: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    for (const target of await tapTargets(page)) {
      if (target.width < 44 || target.height < 44) {
        small.push(`${path}: ${target.name} ${target.width}×${target.height}`);
      }
    }
  };
  for (const path of pages) await check(path);
  await signUpLearner(page, { phone: phoneNumber().typed });
  for (const path of ["/", "/account", `/course/${id}`]) await check(path);
  // The open menus' controls too.
  await page.goto("/");
  await page.getByRole("banner").getByText("حسابي", { exact: true }).click();
  await page.getByRole("banner").getByLabel("القائمة").click();
  for (const target of await tapTargets(page)) {
    if (target.width < 44 || target.height < 44) {
      small.push(`/ (menus open): ${target.name} ${target.width}×${target.height}`);
    }
  }
  expect(small).toEqual([]);
});

test.describe("8. the mobile menu", () => {
  test.use({ viewport: PHONE });

  function menu(page: Page) {
    const details = page.locator("details[data-site-menu]:has(> summary[aria-label='القائمة'])");
    const summary = details.locator("> summary");
    return { summary, details, courses: details.getByRole("link", { name: "الدورات" }) };
  }

  test("closes on Escape and on a tap outside it", async ({ page }) => {
    await page.goto("/");
    await waitForEnhancement(page);
    const { summary, details, courses } = menu(page);

    await summary.click();
    await expect(courses).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(courses).toBeHidden();
    await expect(details).not.toHaveAttribute("open");
    await expect(summary).toBeFocused();

    await summary.click();
    await expect(courses).toBeVisible();
    // Below the menu's panel: the page itself.
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await expect(courses).toBeHidden();

    // A tap inside it keeps it open.
    await summary.click();
    await details.getByRole("searchbox").click();
    await expect(courses).toBeVisible();
  });

  test("opens and closes without JavaScript, as a <details>", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      viewport: PHONE,
    });
    const page = await context.newPage();
    try {
      await page.goto("/");
      const { summary, courses } = menu(page);
      await summary.click();
      await expect(courses).toBeVisible();
      await summary.click();
      await expect(courses).toBeHidden();
    } finally {
      await context.close();
    }
  });
});
