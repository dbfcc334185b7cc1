// Issue #27 items 3 and 4 on a phone (360 px, 2x), with JavaScript on and off: /auth opens on the
// form its link asked for, a refusal sits under its field, focused and in view, signing in or up
// from a lesson returns to the lesson (sign-up after showing the recovery code once), and a
// learner without e-mail sets a new password with their recovery code.
import type { Page } from "@playwright/test";
import { translatorFor } from "../../app/i18n/translator";
import {
  expect,
  LEARNER_PASSWORD,
  lessonPanel,
  phoneNumber,
  signUpLearner,
  test,
} from "./fixtures";

const i = translatorFor("ar");
const NEW_PASSWORD = "atar dates in summer";

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });

const signInCard = (page: Page) => page.getByRole("region", { name: i.t("auth.signIn.heading") });
const signUpCard = (page: Page) => page.getByRole("region", { name: i.t("auth.signUp.heading") });
const accountMenu = (page: Page) =>
  page.getByRole("banner").getByText(i.t("header.myAccount"), { exact: true });

/** An account made through the server, then this browser signed out of it. */
async function existingLearner(page: Page) {
  const phone = phoneNumber();
  const code = await signUpLearner(page, { phone: phone.typed });
  await page.context().clearCookies();
  return { phone, code };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the header's sign-in opens the sign-in form and returns to the lesson", async ({
      page,
      createCourse,
    }) => {
      const { phone } = await existingLearner(page);
      const { id } = await createCourse();
      const lesson = `/course/${id}?lesson=2`;
      await page.goto(lesson);
      const signIn = page.getByRole("banner").getByRole("link", { name: i.t("header.signIn") });
      // Server-rendered: the link carries the page without any script.
      await expect(signIn).toHaveAttribute(
        "href",
        `/auth?form=sign-in&redirectTo=${encodeURIComponent(lesson)}`,
      );
      await signIn.click();
      // The sign-in form comes first, in view.
      const card = signInCard(page);
      await expect(card).toBeInViewport();
      expect((await card.boundingBox())!.y).toBeLessThan((await signUpCard(page).boundingBox())!.y);

      await card.getByLabel(i.t("auth.identifier")).fill(phone.typed);
      await card.getByLabel(i.t("auth.password"), { exact: true }).fill(LEARNER_PASSWORD);
      await card.getByRole("button", { name: i.t("auth.signIn.submit") }).click();
      await expect(page).toHaveURL(new RegExp(`/course/${id}\\?lesson=2$`));
      await expect(accountMenu(page)).toBeVisible();
      await expect(lessonPanel(page)).toBeVisible();
    });

    test("a wrong password: the message is under the password, which is focused and in view, and the return is kept", async ({
      page,
      createCourse,
    }) => {
      const { phone } = await existingLearner(page);
      const { id } = await createCourse();
      await page.goto(`/auth?form=sign-in&redirectTo=${encodeURIComponent(`/course/${id}`)}`);
      const card = signInCard(page);
      await card.getByLabel(i.t("auth.identifier")).fill(phone.typed);
      await card.getByLabel(i.t("auth.password"), { exact: true }).fill("not my password");
      await card.getByRole("button", { name: i.t("auth.signIn.submit") }).click();

      const password = signInCard(page).getByLabel(i.t("auth.password"), { exact: true });
      const message = i.t("auth.error.invalidCredentials");
      await expect(password).toBeFocused();
      await expect(password).toBeInViewport();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveAccessibleDescription(message);
      const error = signInCard(page).getByText(message);
      await expect(error).toBeInViewport();
      // Under the field it names.
      expect((await error.boundingBox())!.y).toBeGreaterThan((await password.boundingBox())!.y);
      // The identifier is kept; the right password now returns to the course.
      await expect(signInCard(page).getByLabel(i.t("auth.identifier"))).toHaveValue(phone.typed);
      await password.fill(LEARNER_PASSWORD);
      await signInCard(page)
        .getByRole("button", { name: i.t("auth.signIn.submit") })
        .click();
      // The course (its page may then choose a lesson).
      await expect(page).toHaveURL(new RegExp(`/course/${id}(\\?|$)`));
    });

    test("sign-up from a lesson shows the recovery code once, then returns to the lesson", async ({
      page,
      createCourse,
    }) => {
      const { id } = await createCourse();
      const lesson = `/course/${id}?lesson=2`;
      // The footer's 'register' (not on the course player, which shows only the brand) opens
      // the sign-up form and carries the page it is on.
      await page.goto("/courses");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: i.t("footer.register") }),
      ).toHaveAttribute("href", "/auth?form=sign-up&redirectTo=%2Fcourses");
      await page.goto(`/auth?form=sign-up&redirectTo=${encodeURIComponent(lesson)}`);
      const card = signUpCard(page);
      await expect(card).toBeInViewport();

      // A refusal first: the number's message under the number, focused.
      await card.getByLabel(i.t("auth.phone")).fill("12345");
      await card.getByLabel(i.t("auth.password"), { exact: true }).fill(LEARNER_PASSWORD);
      await card.getByRole("button", { name: i.t("auth.signUp.submit") }).click();
      const phoneField = signUpCard(page).getByLabel(i.t("auth.phone"));
      await expect(phoneField).toBeFocused();
      await expect(phoneField).toBeInViewport();
      await expect(phoneField).toHaveAccessibleDescription(
        new RegExp(i.t("auth.error.invalidPhone").slice(0, 20)),
      );

      await phoneField.fill(phoneNumber().typed);
      await signUpCard(page)
        .getByLabel(i.t("auth.password"), { exact: true })
        .fill(LEARNER_PASSWORD);
      await signUpCard(page)
        .getByRole("button", { name: i.t("auth.signUp.submit") })
        .click();
      await expect(
        page.getByRole("heading", { name: i.t("recovery.shown.heading") }),
      ).toBeVisible();
      await expect(page.locator("[data-recovery-code]")).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
      await page.getByRole("link", { name: i.t("recovery.shown.continue") }).click();
      await expect(page).toHaveURL(new RegExp(`/course/${id}\\?lesson=2$`));
      await expect(accountMenu(page)).toBeVisible();
    });

    test("forgot password: the recovery code sets a new password, once, and a new code is shown", async ({
      page,
    }) => {
      const { phone, code } = await existingLearner(page);
      await page.goto("/auth?form=sign-in");
      await signInCard(page)
        .getByRole("link", { name: i.t("auth.forgotPassword") })
        .click();
      const form = page.getByRole("region", { name: i.t("recovery.form.heading") });
      await form.getByLabel(i.t("auth.identifier")).fill(phone.typed);
      // Typed with an Arabic keyboard's digits.
      await form
        .getByLabel(i.t("recovery.form.code"))
        .fill(code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))));
      await form.getByLabel(i.t("reset.newPassword")).fill(NEW_PASSWORD);
      await form.getByLabel(i.t("reset.confirmPassword")).fill(NEW_PASSWORD);
      await form.getByRole("button", { name: i.t("recovery.form.submit") }).click();

      await expect(
        page.getByRole("heading", { name: i.t("recovery.recovered.heading") }),
      ).toBeVisible();
      const next = page.locator("[data-recovery-code]");
      await expect(next).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
      expect(await next.textContent()).not.toBe(code);
      await page.getByRole("link", { name: i.t("recovery.shown.continue") }).click();
      await expect(accountMenu(page)).toBeVisible();

      // The used code no longer works: its message under the code field, focused.
      await page.context().clearCookies();
      await page.goto("/auth/forgot-password");
      const again = page.getByRole("region", { name: i.t("recovery.form.heading") });
      await again.getByLabel(i.t("auth.identifier")).fill(phone.typed);
      await again.getByLabel(i.t("recovery.form.code")).fill(code);
      await again.getByLabel(i.t("reset.newPassword")).fill(LEARNER_PASSWORD);
      await again.getByLabel(i.t("reset.confirmPassword")).fill(LEARNER_PASSWORD);
      await again.getByRole("button", { name: i.t("recovery.form.submit") }).click();
      const codeField = page
        .getByRole("region", { name: i.t("recovery.form.heading") })
        .getByLabel(i.t("recovery.form.code"));
      await expect(codeField).toBeFocused();
      await expect(codeField).toBeInViewport();
      await expect(codeField).toHaveAccessibleDescription(
        new RegExp(i.t("recovery.error.wrongCode").slice(0, 20)),
      );
    });
  });
}
