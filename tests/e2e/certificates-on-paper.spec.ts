// Certificates an employer can check on paper (issue #27), in the browser. On a phone (360 px,
// 2x) without JavaScript, a learner claims a certificate giving a name in Latin letters (refused
// first, with the reason under the field), and changes it on /account; the French certificate
// shows it, with the verification address and a QR code that a screenshot of the page decodes
// back to it. On a desktop, the Arabic sheet with French or English prints on one A4 page.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { decodeQrIn } from "../../app/.server/testing/decode-qr";
import { localizedText } from "../../app/lib/localized-text";
import type { Database } from "../../app/.server/db/schema";
import {
  backdateLessonVisits,
  expect,
  otherDevice,
  phoneNumber,
  signUpLearner,
  test,
} from "./fixtures";

const CODE = /\/certificates\/([0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3})$/;
// The learner's browser speaks Arabic: no offer of another language at the foot of the screen
// (it would cover the QR code these tests read from a screenshot).
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  locale: "ar-MR",
};

/** A phone with JavaScript off, kept on this machine as the fixtures' contexts are. */
async function phoneWithoutScripts(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) =>
    route.abort("blockedbyclient"),
  );
  return context;
}

/** Marks both lessons, the completion rule's wait (decision 0041) backdated once one is served. */
async function completeCourse(page: Page, db: Database, courseId: string) {
  await page.goto(`/course/${courseId}?lesson=1`);
  await backdateLessonVisits(db, courseId);
  for (const position of [1, 2]) {
    await page.goto(`/course/${courseId}?lesson=${position}`);
    await page
      .getByRole("region", { name: "ما سنغطيه في هذا الدرس" })
      .getByRole("button", { name: "تحديد الدرس كمكتمل" })
      .click();
    await expect(page.getByText(`الدروس المكتملة: ${position} من 2`)).toBeVisible();
  }
}

/** Nothing wider than the phone's screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
}

/** The number of pages of a PDF (its page objects, not the /Pages tree). */
function pageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;
}

test("on a phone without JavaScript: the Latin name, the address and its QR code", async ({
  browser,
  createCourse,
  db,
  baseURL,
}) => {
  test.slow();
  const { id } = await createCourse({
    lessons: [{ durationMinutes: 60 }, { durationMinutes: 45 }],
  });
  const learner = await phoneWithoutScripts(browser, baseURL ?? "");
  try {
    const page = await learner.newPage();
    await signUpLearner(page, { phone: phoneNumber().typed });
    await completeCourse(page, db, id);

    // The offer asks for the name, and offers the Latin one.
    const offer = page.getByRole("region", { name: "شهادة إتمام الدورة" });
    await offer.getByLabel("الاسم على الشهادات").fill("مريم بنت أحمد");
    const latin = offer.getByLabel("الاسم بالحروف اللاتينية (اختياري)");
    await expect(latin).toBeVisible();
    await latin.fill("Mariem 2");
    await offer.getByRole("button", { name: "احصل على شهادتك" }).click();

    // Refused, on the claim page: the reason under the Latin field, both fields as typed.
    const refusedLatin = page.getByLabel("الاسم بالحروف اللاتينية (اختياري)");
    await expect(refusedLatin).toHaveAttribute("aria-invalid", "true");
    await expect(refusedLatin).toHaveValue("Mariem 2");
    await expect(refusedLatin).toHaveAccessibleDescription(
      /اكتب الاسم بالحروف اللاتينية فقط، مع المسافات والشرطة والفاصلة العليا\./,
    );
    const error = page.getByText("اكتب الاسم بالحروف اللاتينية فقط");
    const fieldBox = await refusedLatin.boundingBox();
    const errorBox = await error.boundingBox();
    expect((errorBox?.y ?? 0) > (fieldBox?.y ?? 0)).toBe(true);
    await expect(page.getByLabel("الاسم على الشهادات")).toHaveValue("مريم بنت أحمد");
    await expectNoSidewaysScroll(page);

    await refusedLatin.fill("Mariem Mint Ahmed");
    await page.getByRole("button", { name: "احصل على شهادتك" }).click();
    await expect(page).toHaveURL(CODE);
    const code = CODE.exec(new URL(page.url()).pathname)?.[1] ?? "";

    // The Arabic certificate: the Arabic name, the length, the address and its QR code.
    const sheet = page.locator(".certificate-sheet");
    await expect(sheet.locator("[data-learner-name]")).toHaveText("مريم بنت أحمد");
    await expect(sheet.locator("[data-course-length]")).toHaveText("مدة الدورة: ساعة و45 دقيقة");
    const address = new URL(`/certificates/${code}`, baseURL).href;
    await expect(sheet.locator("[data-certificate-url]")).toHaveText(address);
    const qr = sheet.getByRole("img", { name: /لعنوان التحقق من الشهادة$/ });
    await expect(qr).toBeVisible();
    expect(await decodeQrIn(await qr.screenshot())).toBe(address);
    await expectNoSidewaysScroll(page);

    // The French one: the Latin name, and its own address.
    await page.goto(`/fr/certificates/${code}`);
    await expect(sheet.locator("[data-learner-name]")).toHaveText("Mariem Mint Ahmed");
    await expect(sheet.locator("[data-course-length]")).toHaveText(
      "Durée du cours : 1 heure 45 minutes",
    );
    const french = new URL(`/fr/certificates/${code}`, baseURL).href;
    expect(await decodeQrIn(await sheet.locator("[data-certificate-qr]").screenshot())).toBe(
      french,
    );
    await expectNoSidewaysScroll(page);

    // On /account: a refused Latin name says why under its field and changes nothing...
    await page.goto("/en/account");
    const card = page.getByRole("region", { name: "My certificates" });
    const accountLatin = card.getByLabel("Name in Latin letters (optional)");
    await expect(accountLatin).toHaveValue("Mariem Mint Ahmed");
    await accountLatin.fill("مريم");
    await card.getByRole("button", { name: "Save the name" }).click();
    await expect(page.getByLabel("Name in Latin letters (optional)")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(
      page.getByText("Use only Latin letters, spaces, hyphens and apostrophes."),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto("/en/account");
    await expect(page.getByLabel("Name in Latin letters (optional)")).toHaveValue(
      "Mariem Mint Ahmed",
    );
    // ...and a good one is saved for the next certificates (this one keeps its own).
    await page.getByLabel("Name in Latin letters (optional)").fill("Maryam Ahmed");
    await page.getByRole("button", { name: "Save the name" }).click();
    await expect(page.getByText("The name was saved.")).toBeVisible();
    await expect(page.getByLabel("Name in Latin letters (optional)")).toHaveValue("Maryam Ahmed");
    await page.goto(`/fr/certificates/${code}`);
    await expect(sheet.locator("[data-learner-name]")).toHaveText("Mariem Mint Ahmed");
  } finally {
    await learner.close();
  }
});

test("on a desktop: the Arabic sheet with French or English, on one A4 page", async ({
  browser,
  createCourse,
  db,
  baseURL,
}) => {
  test.slow();
  // A long title and names: what is most likely to push the sheet onto a second page.
  const { id } = await createCourse({
    title: localizedText({
      ar: "إدارة الميزانية الشخصية والادخار للأسرة الموريتانية في الحياة اليومية",
      en: "Managing the household budget and savings of a Mauritanian family day to day",
      fr: "Gérer le budget et l’épargne d’une famille mauritanienne au quotidien",
    }),
    lessons: [{ durationMinutes: 90 }, { durationMinutes: 35 }],
  });
  const learner = await otherDevice(browser, { locale: "ar-MR" });
  try {
    const page = await learner.newPage();
    await signUpLearner(page, { phone: phoneNumber().typed });
    await completeCourse(page, db, id);
    const offer = page.getByRole("region", { name: "شهادة إتمام الدورة" });
    await offer.getByLabel("الاسم على الشهادات").fill("محمد الأمين ولد عبد الرحمن ولد أحمد سالم");
    await offer
      .getByLabel("الاسم بالحروف اللاتينية (اختياري)")
      .fill("Mohamed Lemine Ould Abderrahmane Ould Ahmed Salem");
    await offer.getByRole("button", { name: "احصل على شهادتك" }).click();
    await expect(page).toHaveURL(CODE);
    const code = CODE.exec(new URL(page.url()).pathname)?.[1] ?? "";
    const address = new URL(`/certificates/${code}`, baseURL).href;

    for (const [also, link, heading, side] of [
      ["fr", "العربية والفرنسية", "Certificat de réussite", "Mohamed Lemine Ould Abderrahmane"],
      [
        "en",
        "العربية والإنجليزية",
        "Certificate of completion",
        "Mohamed Lemine Ould Abderrahmane",
      ],
    ] as const) {
      await page.goto(`/certificates/${code}`);
      await page
        .getByRole("navigation", { name: "طباعة الشهادة بلغتين على ورقة واحدة" })
        .getByRole("link", { name: link })
        .click();
      await expect(page).toHaveURL(new RegExp(`/certificates/${code}\\?also=${also}$`));
      const sheet = page.locator(".certificate-sheet");
      const arabic = sheet.locator('[data-certificate-side="ar"]');
      const second = sheet.locator(`[data-certificate-side="${also}"]`);
      await expect(arabic.locator("[data-learner-name]")).toHaveText(
        "محمد الأمين ولد عبد الرحمن ولد أحمد سالم",
      );
      await expect(second.getByRole("heading", { name: heading })).toBeVisible();
      await expect(second.locator("[data-learner-name]")).toContainText(side);
      await expect(second).toHaveAttribute("dir", "ltr");
      // Side by side, the Arabic one on the right as the page reads.
      const [a, b] = [await arabic.boundingBox(), await second.boundingBox()];
      expect((a?.x ?? 0) > (b?.x ?? 0)).toBe(true);
      expect(await decodeQrIn(await sheet.locator("[data-certificate-qr]").screenshot())).toBe(
        address,
      );

      // Printed: one A4 landscape page with both languages and the code on it.
      await page.emulateMedia({ media: "print" });
      await expect(second).toBeVisible();
      await expect(sheet.locator("[data-certificate-qr]")).toBeVisible();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pageCount(pdf), also).toBe(1);
      const [width, height] = (
        /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf.toString("latin1")) ?? []
      )
        .slice(1)
        .map(Number);
      expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([842, 595]);
      await page.emulateMedia({ media: "screen" });
    }

    // The plain sheet, with the address and the QR code added, still prints on one page.
    await page.goto(`/certificates/${code}`);
    await page.emulateMedia({ media: "print" });
    expect(pageCount(await page.pdf({ preferCSSPageSize: true, printBackground: true }))).toBe(1);
  } finally {
    await learner.close();
  }
});
