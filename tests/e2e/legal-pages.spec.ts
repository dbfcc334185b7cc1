// The privacy and terms pages in the browser (issue #17): reached from the footer and from the
// sign-up form in the page's language, the cookie policy's anchor landing below the fixed header,
// readable with JavaScript off, and free of axe violations in Arabic and French.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { translatorFor } from "../../app/i18n/translator";
import { LOCALES, localizePath } from "../../app/i18n/locales";
import { expect, test } from "./fixtures";

/** The section's heading sits below the fixed header, in view. */
async function expectHeadingInView(page: Page, id: string) {
  const heading = page.locator(`#${id}-heading`);
  await expect(heading).toBeInViewport();
  const header = await page.getByRole("banner").boundingBox();
  const box = await heading.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
}

for (const locale of LOCALES) {
  const i = translatorFor(locale);

  test(`the footer and the sign-up form lead to the pages in ${locale}`, async ({ page }) => {
    await page.goto(localizePath("/", locale));
    const footer = page.getByRole("contentinfo");

    await footer.getByRole("link", { name: i.t("footer.cookies") }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/privacy", locale)}#cookies$`));
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(i.t("legal.privacy.title"));
    await expectHeadingInView(page, "cookies");

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: i.t("footer.terms") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/terms", locale)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(i.t("legal.terms.title"));

    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: i.t("footer.privacy") })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/privacy", locale)}$`));

    await page.goto(localizePath("/auth", locale));
    const signUp = page.getByRole("region", { name: i.t("auth.signUp.heading") });
    await signUp.getByRole("link", { name: i.t("legal.auth.privacy") }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/privacy", locale)}$`));
    await page.goBack();
    await signUp.getByRole("link", { name: i.t("legal.auth.terms") }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/terms", locale)}$`));
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the privacy page is whole and its contents lead to each section", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("#cookies dl")).toBeVisible();
    await page
      .getByRole("navigation", { name: "محتويات الصفحة" })
      .getByRole("link", { name: "حذف حسابك" })
      .click();
    await expect(page).toHaveURL(/\/privacy#delete$/);
    await expectHeadingInView(page, "delete");
  });
});

for (const path of ["/privacy", "/terms", "/fr/privacy", "/en/terms"]) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
}
