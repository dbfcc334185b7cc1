// A learner joining a class by its link (issue #29), on a phone (360 px), with JavaScript on and
// off: a visitor opens the link a teacher sent, creates an account from it, comes back to the
// class's page, presses Join, finds the class with its course on their account page, and can
// leave it there after saying so.
import {
  insertClass,
  setClassJoinCode,
  assignClassCourse,
} from "../../app/.server/db/repositories/classes";
import { translatorFor } from "../../app/i18n/translator";
import { CODE_ALPHABET } from "../../app/lib/classes";
import { expect, LEARNER_PASSWORD, phoneNumber, test } from "./fixtures";

const i = translatorFor("ar");

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });

/** A code of the class alphabet, different for every test. */
function joinCode(): string {
  return Array.from(
    { length: 6 },
    () => CODE_ALPHABET[Math.floor(Math.random() * CODE_ALPHABET.length)],
  ).join("");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("a visitor signs up from the link, joins, sees the class and leaves it", async ({
      page,
      db,
      createCourse,
    }) => {
      test.slow();
      const { id: courseId, course } = await createCourse();
      const title = course.title.ar;
      const name = `Class ${joinCode()}`;
      const classId = await insertClass(
        db,
        { name, description: "", startsOn: null, endsOn: null, teacherIds: [] },
        new Date(),
      );
      const code = joinCode();
      await setClassJoinCode(db, classId, code, new Date());
      await assignClassCourse(db, classId, courseId, "2026-12-20", new Date());

      // The link as typed from a board: lower case.
      await page.goto(`/join/${code.toLowerCase()}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toContainText(name);
      await main.getByRole("link", { name: i.t("join.signUp") }).click();

      const signUp = page.getByRole("region", { name: i.t("auth.signUp.heading") });
      await signUp.getByLabel(i.t("auth.phone")).fill(phoneNumber().typed);
      await signUp.getByLabel(i.t("auth.password"), { exact: true }).fill(LEARNER_PASSWORD);
      await signUp.getByRole("button", { name: i.t("auth.signUp.submit") }).click();
      await page.getByRole("link", { name: i.t("recovery.shown.continue") }).click();

      // Back on the class's page, signed in: nothing joined until Join is pressed.
      await expect(page).toHaveURL(new RegExp(`/join/${code.toLowerCase()}$`));
      await main.getByRole("button", { name: i.t("join.submit") }).click();

      await expect(page).toHaveURL(/\/account\?joined=/);
      const classes = page.getByRole("region", { name: i.t("account.classes.heading") });
      await expect(classes.getByRole("status")).toContainText(name);
      await expect(classes.getByRole("heading", { name })).toBeVisible();
      await expect(classes.getByRole("link", { name: title })).toBeVisible();

      await classes.getByText(i.t("account.classes.leave"), { exact: true }).click();
      await classes
        .getByRole("button", { name: i.t("account.classes.leaveConfirm", { name }) })
        .click();
      await expect(page).toHaveURL(/\/account\?left=/);
      await expect(
        page.getByRole("region", { name: i.t("account.classes.heading") }).getByRole("status"),
      ).toContainText(name);
      await expect(page.getByRole("heading", { name })).toHaveCount(0);
    });
  });
}
