// Certificates of completion in the browser (issue #16): a learner without JavaScript completes a
// course (no quiz: quizzes have their own specs), claims its certificate, giving the name it asks
// for, and hides it again on /account; a fresh browser with no cookies verifies it (name, course,
// date), loads its og:image, prints it (A4 sheet, no site chrome) and gets 404 for a tampered code.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import type { Database } from "../../app/.server/db/schema";
import {
  backdateLessonVisits,
  expect,
  otherDevice,
  phoneNumber,
  signUpLearner,
  test,
  waitForEnhancement,
} from "./fixtures";

const CODE = /\/certificates\/([0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3})$/;

/** A browser with JavaScript off, kept on this machine as the fixtures' contexts are. */
async function browserWithoutScripts(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) =>
    route.abort("blockedbyclient"),
  );
  return context;
}

async function markLessonComplete(page: Page, db: Database, courseId: string, position: number) {
  await page.goto(`/course/${courseId}?lesson=${position}`);
  // Opened long ago, as by a learner who took the time (decision 0041).
  await backdateLessonVisits(db, courseId);
  await page
    .getByRole("region", { name: "ما سنغطيه في هذا الدرس" })
    .getByRole("button", { name: "تحديد الدرس كمكتمل" })
    .click();
  await expect(page.getByText(`الدروس المكتملة: ${position} من 2`)).toBeVisible();
}

test("a learner claims a certificate that anyone can verify, and hides it", async ({
  browser,
  createCourse,
  baseURL,
  db,
}) => {
  // Two browsers, a dozen page loads and an image rendered on the server.
  test.slow();
  const { id, course } = await createCourse({ lessons: [{}, {}] });
  const learner = await browserWithoutScripts(browser, baseURL ?? "");
  const verifier = await otherDevice(browser);
  try {
    const page = await learner.newPage();
    await signUpLearner(page, { phone: phoneNumber().typed });

    // Not completed yet: nothing offered.
    await page.goto(`/course/${id}?lesson=1`);
    await expect(page.locator("[data-certificate-offer]")).toHaveCount(0);
    await markLessonComplete(page, db, id, 1);
    await markLessonComplete(page, db, id, 2);

    // Completed: the offer, asking for the name first (no name on certificates yet).
    const offer = page.getByRole("region", { name: "شهادة إتمام الدورة" });
    await expect(offer).toBeVisible();
    const name = offer.getByLabel("الاسم على الشهادات");
    await name.fill("Agent 007");
    await offer.getByRole("button", { name: "احصل على شهادتك" }).click();
    // Refused, on the claim page: the reason, and the form again.
    await expect(page.getByText("استعمل الحروف العربية أو اللاتينية فقط")).toBeVisible();
    await page.getByLabel("الاسم على الشهادات").fill("مريم بنت أحمد");
    await page.getByRole("button", { name: "احصل على شهادتك" }).click();
    await expect(page).toHaveURL(CODE);
    const code = CODE.exec(new URL(page.url()).pathname)?.[1] ?? "";
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("شهادة إتمام");

    // Back on the course page, the offer leads to the same certificate.
    await page.goto(`/course/${id}?lesson=1`);
    await offer.getByRole("link", { name: "عرض شهادتك" }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));

    // A fresh browser, no cookies: the name, the course and the completion date.
    const stranger = await verifier.newPage();
    const response = await stranger.goto(`/certificates/${code}`);
    expect(response?.status()).toBe(200);
    const sheet = stranger.locator(".certificate-sheet");
    await expect(sheet.locator("[data-learner-name]")).toHaveText("مريم بنت أحمد");
    await expect(sheet.locator("[data-course-title]")).toHaveText(course.title.ar);
    const today = new Intl.DateTimeFormat("ar-u-nu-latn", {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(new Date());
    await expect(sheet.locator("[data-completed-on]")).toContainText(today);
    await expect(sheet).toContainText("معرفة");
    await expect(sheet).toContainText(code);

    // axe finds nothing to fix (WCAG A/AA and best practices).
    const axe = await new AxeBuilder({ page: stranger }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    // Its og:image is a PNG that loads.
    const image = await stranger.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(new URL(`/certificates/${code}/image.png`, baseURL).href);
    const png = await verifier.request.get(image ?? "");
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect((await png.body()).subarray(1, 4).toString()).toBe("PNG");

    // The Print button (JavaScript), and the print stylesheet: the sheet alone.
    await waitForEnhancement(stranger);
    const printButton = stranger.getByRole("button", { name: "طباعة الشهادة" });
    await expect(printButton).toBeVisible();
    const chrome = [stranger.locator("body > header"), stranger.locator("body > footer")];
    for (const part of chrome) await expect(part).toBeVisible();
    await stranger.emulateMedia({ media: "print" });
    await expect(sheet).toBeVisible();
    for (const part of chrome) await expect(part).toBeHidden();
    await expect(printButton).toBeHidden();
    await expect(stranger.getByRole("link", { name: "مشاركة عبر واتساب" })).toBeHidden();
    // A landscape sheet: wider than tall; printed, exactly one A4 landscape page (842 × 595 pt).
    const box = await sheet.boundingBox();
    expect((box?.width ?? 0) > (box?.height ?? 0)).toBe(true);
    const pdf = (await stranger.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
      "latin1",
    );
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? []).toHaveLength(1);
    const [width, height] = (/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf) ?? [])
      .slice(1)
      .map(Number);
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([842, 595]);
    await stranger.emulateMedia({ media: "screen" });
    await expect(stranger.getByRole("link", { name: "مشاركة عبر واتساب" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\?text=/,
    );

    // A tampered code is the site's 404.
    const tampered = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
    const missing = await stranger.goto(`/certificates/${tampered}`);
    expect(missing?.status()).toBe(404);
    await expect(stranger.getByText("404")).toBeVisible();

    // The learner hides it on /account (a <details> and a form: no JavaScript needed)...
    await page.goto("/account");
    const certificates = page.getByRole("region", { name: "شهاداتي" });
    await expect(certificates).toContainText(course.title.ar);
    await certificates.getByText("إخفاء الشهادة…").click();
    await certificates.getByRole("button", { name: "نعم، إخفاء هذه الشهادة" }).click();
    await expect(page.getByText("تم إخفاء الشهادة: رابطها لم يعد يعمل.")).toBeVisible();
    await expect(certificates).not.toContainText(course.title.ar);

    // ...and from then on its link is a 404, for everyone.
    expect((await stranger.goto(`/certificates/${code}`))?.status()).toBe(404);
    expect((await verifier.request.get(image ?? "")).status()).toBe(404);
  } finally {
    await learner.close();
    await verifier.close();
  }
});
