// Learner password reset in the browser (issue #14 part 8): an administrator finds a learner on
// the Learners screen by their phone number typed another way, makes a one-time link and copies
// it; the learner opens it on another device with JavaScript off, sets a new password and is
// signed in, while the session they had elsewhere ends; the same link opened again says it was
// already used. (Asking for a link by email is tested against a real SMTP server in
// server/password-reset.test.ts: this run's server has no SMTP_URL.)
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import {
  expect,
  LEARNER_PASSWORD,
  otherDevice,
  phoneNumber,
  signInAsAdmin,
  signUpLearner,
  test,
} from "./fixtures";

const NEW_PASSWORD = "the river at rosso in may";

/** A fresh browser with JavaScript off: the reset page must work as plain HTML. */
async function deviceWithoutScripts(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) =>
    route.abort("blockedbyclient"),
  );
  return context;
}

test("an admin's reset link: found by phone, used once, other sessions ended", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const phone = phoneNumber();

  // The learner is signed in on their old phone.
  const oldPhone = await otherDevice(browser);
  const oldPage = await oldPhone.newPage();
  await signUpLearner(oldPage, { phone: phone.typed });
  await oldPage.goto("/account");
  await expect(oldPage.getByRole("heading", { level: 1, name: "حسابي" })).toBeVisible();

  // The administrator finds them, typing the number in international form.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await signInAsAdmin(page);
  await page.goto("/admin");
  await page.getByRole("link", { name: "Learners", exact: true }).click();
  // A client-side navigation that loads the screen's module: slow on a loaded machine.
  await expect(page.getByRole("heading", { level: 1, name: "Learners" })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel("Search by phone or email").fill(`00222 ${phone.typed}`);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("1 learner", { exact: false })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `+222 ${phone.typed}` });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /Create reset link/ }).click();

  const panel = page.getByRole("region", { name: /Reset link for/ });
  await expect(panel).toContainText("Valid for 1 hour");
  await expect(panel).toContainText("works once");
  const link = await panel.getByLabel("Reset link").inputValue();
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
  await panel.getByRole("button", { name: "Copy link" }).click();
  await expect(panel.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The learner opens it on a new device, without JavaScript.
  const newPhone = await deviceWithoutScripts(browser, baseURL);
  const resetPage = await newPhone.newPage();
  await resetPage.goto(link);
  // The token left the address bar.
  expect(new URL(resetPage.url()).pathname).toBe("/reset-password");
  await expect(resetPage.getByRole("heading", { name: "اختر كلمة مرور جديدة" })).toBeVisible();
  await expect(resetPage.getByText(`+222 ${phone.typed}`)).toBeVisible();
  await resetPage.getByLabel("كلمة المرور الجديدة").fill(NEW_PASSWORD);
  await resetPage.getByLabel("أعد كتابة كلمة المرور").fill(NEW_PASSWORD);
  await resetPage.getByRole("button", { name: "حفظ كلمة المرور وتسجيل الدخول" }).click();

  // Signed in there, with the change said.
  await expect(resetPage).toHaveURL(/\/account\?changed=password$/);
  await expect(resetPage.getByText("تم تغيير كلمة المرور.")).toBeVisible();
  await expect(resetPage.getByRole("heading", { level: 1, name: "حسابي" })).toBeVisible();

  // The old phone's session is over.
  await oldPage.goto("/account");
  await expect(oldPage).toHaveURL(/\/auth\?form=sign-in&redirectTo=%2Faccount$/);

  // The same link again, anywhere: already used, and no form.
  const thirdDevice = await deviceWithoutScripts(browser, baseURL);
  const again = await thirdDevice.newPage();
  await again.goto(link);
  await expect(again.getByText("استُخدم هذا الرابط من قبل")).toBeVisible();
  await expect(again.getByLabel("كلمة المرور الجديدة")).toHaveCount(0);

  // The new password signs in; the old one does not.
  await again.goto("/auth");
  const signIn = again.getByRole("region", { name: "لديك حساب؟ سجّل الدخول" });
  await signIn.getByLabel("البريد الإلكتروني أو رقم الهاتف").fill(phone.typed);
  await signIn.getByLabel("كلمة المرور").fill(LEARNER_PASSWORD);
  await signIn.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(again.getByText("بيانات الدخول غير صحيحة")).toBeVisible();
  await signIn.getByLabel("البريد الإلكتروني أو رقم الهاتف").fill(phone.typed);
  await signIn.getByLabel("كلمة المرور").fill(NEW_PASSWORD);
  await signIn.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(again.getByRole("banner").getByText("حسابي", { exact: true })).toBeVisible();

  await Promise.all([oldPhone.close(), newPhone.close(), thirdDevice.close()]);
});

test("the Learners screen, the reset page and 'forgot password' pass axe", async ({
  page,
  browser,
}) => {
  test.slow();
  const expectNoViolations = async (target: Page) => {
    const results = await new AxeBuilder({ page: target }).analyze();
    expect(
      results.violations.map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) })),
    ).toEqual([]);
  };
  const learner = await otherDevice(browser);
  const learnerPage = await learner.newPage();
  const email = `axe-${Date.now()}@example.mr`;
  await signUpLearner(learnerPage, { email });

  await signInAsAdmin(page);
  await page.goto(`/admin/learners?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Learners" })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: /Create reset link/ }).click();
  const panel = page.getByRole("region", { name: /Reset link for/ });
  await expect(panel).toBeVisible();
  await expectNoViolations(page);
  const link = await panel.getByLabel("Reset link").inputValue();

  await learnerPage.goto(link);
  await expect(learnerPage.getByRole("heading", { name: "اختر كلمة مرور جديدة" })).toBeVisible();
  await expectNoViolations(learnerPage);
  await learnerPage.getByRole("button", { name: "حفظ كلمة المرور وتسجيل الدخول" }).click();
  await expect(learnerPage.getByText("اكتب كلمة المرور الجديدة مرتين.")).toBeVisible();
  await expectNoViolations(learnerPage);

  await learnerPage.context().clearCookies();
  await learnerPage.goto("/reset-password");
  await expect(learnerPage.getByText("افتح رابط إعادة التعيين الذي وصلك مرة أخرى")).toBeVisible();
  await expectNoViolations(learnerPage);
  await learnerPage.goto("/auth/forgot-password");
  await expectNoViolations(learnerPage);
  await learner.close();
});
