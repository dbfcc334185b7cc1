// The dashboard, the course editor and the draft preview in the administrator's language on a
// phone (issue #27 item 7): at 360 px, 2x, touch, an administrator chooses Arabic then French in
// the menu; the dashboard and the editor speak it (right to left in Arabic), the Arabic title
// comes first with "one title is enough", a refused save's toast names the fields to fix in that
// language, and the preview shows a draft in French and in English, without JavaScript too.
import type { Page } from "@playwright/test";
import { localizedText } from "../../app/lib/localized-text";
import { expect, signInAsNamedAdmin, test, toast } from "./fixtures";

test.use({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
});

/** The admin frame: the element that carries the chosen language and direction. */
const frame = (page: Page) => page.locator("main").locator("xpath=..");

/** Chooses the admin area's language in the header's menu (POST /admin/locale). */
async function choose(page: Page, language: "العربية" | "Français") {
  await page.locator("[data-admin-menu] summary").click();
  const chosen = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith("/admin/locale"),
  );
  await page.getByRole("button", { name: language }).click();
  await chosen;
}

/** The editor's fields keep what is typed once React has taken over (issue #25). */
async function openNewCourse(page: Page) {
  await page.goto("/admin/course/new");
  await expect(page.locator("form[data-hydrated]")).toBeVisible();
}

test("dashboard and editor in Arabic then French; a refused save names its fields", async ({
  page,
  db,
}) => {
  test.slow();
  await signInAsNamedAdmin(page, db, "editor");
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

  await choose(page, "العربية");
  await expect(frame(page)).toHaveAttribute("dir", "rtl");
  await expect(frame(page)).toHaveAttribute("lang", "ar");
  await expect(page.getByRole("heading", { level: 1, name: "لوحة التحكم" })).toBeVisible();
  await expect(page.getByRole("link", { name: "إضافة دورة جديدة" })).toBeVisible();
  await expect(page.getByText("مجموع الدورات")).toBeVisible();

  await openNewCourse(page);
  await expect(page.getByRole("heading", { level: 1, name: "إنشاء دورة جديدة" })).toBeVisible();
  const details = page.getByRole("region", { name: "بيانات الدورة" });
  // The Arabic title first, then the French and the English; the hint under the first.
  const titles = details.getByRole("textbox", { name: /^العنوان/ });
  await expect(titles.nth(0)).toHaveAccessibleName("العنوان بالعربية");
  await expect(titles.nth(1)).toHaveAccessibleName("العنوان بالفرنسية");
  await expect(titles.nth(2)).toHaveAccessibleName("العنوان بالإنجليزية");
  await expect(titles.nth(0)).toHaveAccessibleDescription(/يكفي عنوان واحد من الثلاثة/);

  await page.getByRole("button", { name: "حفظ الدورة" }).click();
  await expect(toast(page, "حقول ناقصة")).toBeVisible();
  await expect(toast(page, "صحّح الحقول التالية (2): العنوان، الفئة")).toBeVisible();
  await expect(titles.nth(0)).toHaveAttribute("aria-invalid", "true");
  await expect(titles.nth(0)).toBeFocused();
  await expect(titles.nth(0)).toHaveAccessibleDescription(
    /أدخل عنوانًا بالعربية أو الفرنسية أو الإنجليزية/,
  );

  // A title alone: the category is still missing, and the toast says only that.
  await titles.nth(0).fill("دورة بلا فئة");
  await page.getByRole("button", { name: "حفظ الدورة" }).click();
  await expect(toast(page, "صحّح حقلًا واحدًا: الفئة")).toBeVisible();

  await page.goto("/admin");
  await choose(page, "Français");
  await expect(frame(page)).toHaveAttribute("dir", "ltr");
  await expect(frame(page)).toHaveAttribute("lang", "fr");
  await expect(
    page.getByRole("heading", { level: 1, name: "Tableau de bord d’administration" }),
  ).toBeVisible();

  await openNewCourse(page);
  await expect(page.getByRole("heading", { level: 1, name: "Créer un cours" })).toBeVisible();
  const frenchDetails = page.getByRole("region", { name: "Informations du cours" });
  await expect(frenchDetails.getByRole("textbox").first()).toHaveAccessibleName("Titre en arabe");
  await page.getByRole("button", { name: "Enregistrer le cours" }).click();
  await expect(toast(page, "Champs manquants")).toBeVisible();
  await expect(toast(page, "Corrigez 2 champs\u202f: Titre, Catégorie")).toBeVisible();
  await expect(page.getByLabel("Titre en français")).toHaveAccessibleDescription(
    /Saisissez un titre en arabe, en français ou en anglais/,
  );
});

/** A draft with a title in each language: the preview shows the one of its address. */
const TITLES = { ar: "دورة المعاينة", fr: "Cours en aperçu", en: "Previewed course" };

async function expectPreviewIn(page: Page, lang: "ar" | "fr" | "en", banner: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(TITLES[lang]);
  await expect(page.locator("[data-preview-banner]")).toContainText(banner);
}

test("the draft preview in French and English, with its language switch", async ({
  page,
  db,
  createCourse,
}) => {
  const { id } = await createCourse({ isPublished: false, title: localizedText(TITLES) });
  await signInAsNamedAdmin(page, db, "editor");

  await page.goto(`/admin/preview/${id}/fr`);
  await expectPreviewIn(page, "fr", "Les apprenants ne verront ce cours qu’une fois publié.");
  const languages = page.locator("[data-preview-banner]").getByRole("navigation");
  await expect(languages.getByRole("link", { name: "Français" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await languages.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview/${id}/en$`));
  await expectPreviewIn(page, "en", "Learners will see this course only once it is published.");

  await languages.getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/preview/${id}$`));
  await expectPreviewIn(page, "ar", "لا يرى المتعلمون هذه الدورة إلا بعد نشرها.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the preview in French and English is the server's page", async ({
    page,
    db,
    createCourse,
  }) => {
    const { id } = await createCourse({ isPublished: false, title: localizedText(TITLES) });
    await signInAsNamedAdmin(page, db, "editor");
    await page.goto(`/admin/preview/${id}/fr`);
    await expectPreviewIn(page, "fr", "Aperçu");
    await page.goto(`/admin/preview/${id}/en`);
    await expectPreviewIn(page, "en", "Preview");
  });
});
