// The admin screens in Arabic and French on a phone (issue #27 item 7): after choosing the language
// in the menu (POST /admin/locale), analytics, learners, audit log, administrators, import, search
// synonyms and the invite and reset pages speak it: the frame's direction, their own words, none
// of a list of their English ones, and axe still finds nothing.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  createNamedAdmin,
  expect,
  phoneNumber,
  signInAsAdmin,
  signUpLearner,
  test,
} from "./fixtures";

test.use({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  hasTouch: true,
  isMobile: true,
});

/** English words of these screens that a translated screen must not show. */
const ENGLISH = [
  "Analytics",
  "Learners",
  "Audit Log",
  "Administrators",
  "Import Courses",
  "Search synonyms",
  "Back to Dashboard",
  "Page views",
  "Unique visitors",
  "Preset ranges",
  "Last 7 days",
  "Search by phone or email",
  "Create reset link",
  "Send on WhatsApp",
  "Everyone",
  "All actions",
  "Invite an administrator",
  "Pending invites",
  "Create invite",
  "Signs in with the admin password alone",
  "ZIP file",
  "New set",
  "Add synonyms",
  "Confirm password",
  "Set password and sign in",
  "New class",
  "Create class",
  "Choose a new password",
  "Set up your administrator account",
];

interface Language {
  name: "العربية" | "Français";
  lang: "ar" | "fr";
  dir: "rtl" | "ltr";
  /** Each screen's path, its heading, and a few more of its words. */
  screens: { path: string; heading: string; words: string[] }[];
  invite: string;
  reset: string;
  whatsApp: string;
  createLink: string;
  resetLink: string;
  inviteLink: string;
  unknownInvite: string;
}

const LANGUAGES: Language[] = [
  {
    name: "العربية",
    lang: "ar",
    dir: "rtl",
    screens: [
      { path: "/admin/analytics", heading: "الإحصاءات", words: ["مشاهدات الصفحات", "آخر 7 يومًا"] },
      { path: "/admin/learners", heading: "المتعلمون", words: ["بحث", "تاريخ التسجيل"] },
      { path: "/admin/audit", heading: "سجل التدقيق", words: ["كل الإجراءات", "تسجيل دخول"] },
      { path: "/admin/administrators", heading: "المسؤولون", words: ["دعوة مسؤول", "الأدوار"] },
      { path: "/admin/courses/import", heading: "استيراد الدورات", words: ["ملف ZIP"] },
      { path: "/admin/search-synonyms", heading: "مرادفات البحث", words: ["مجموعة جديدة"] },
      // Classes (issue #29): the list and 'New class'.
      { path: "/admin/classes", heading: "الفصول", words: ["فصل جديد", "إنشاء الفصل"] },
    ],
    invite: "أنشئ حسابك مسؤولًا",
    reset: "اختر كلمة مرور جديدة",
    whatsApp: "إرسال عبر واتساب",
    createLink: "إنشاء رابط إعادة التعيين",
    resetLink: "رابط إعادة تعيين كلمة المرور",
    inviteLink: "رابط الدعوة",
    unknownInvite: "رابط الدعوة هذا غير صالح",
  },
  {
    name: "Français",
    lang: "fr",
    dir: "ltr",
    screens: [
      {
        path: "/admin/analytics",
        heading: "Statistiques",
        words: ["Pages vues", "7 derniers jours"],
      },
      { path: "/admin/learners", heading: "Apprenants", words: ["Rechercher", "Inscription"] },
      {
        path: "/admin/audit",
        heading: "Journal d’audit",
        words: ["Toutes les actions", "Connexion"],
      },
      {
        path: "/admin/administrators",
        heading: "Administrateurs",
        words: ["Inviter un administrateur", "Rôles"],
      },
      { path: "/admin/courses/import", heading: "Importer des cours", words: ["Fichier ZIP"] },
      {
        path: "/admin/search-synonyms",
        heading: "Synonymes de recherche",
        words: ["Nouvel ensemble"],
      },
      // Classes (issue #29): the list and 'New class'.
      { path: "/admin/classes", heading: "Classes", words: ["Nouvelle classe", "Créer la classe"] },
    ],
    invite: "Créez votre compte d’administrateur",
    reset: "Choisissez un nouveau mot de passe",
    whatsApp: "Envoyer sur WhatsApp",
    createLink: "Créer un lien de réinitialisation",
    resetLink: "Lien de réinitialisation du mot de passe",
    inviteLink: "Lien d’invitation",
    unknownInvite: "Ce lien d’invitation n’est pas valide",
  },
];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

/** The page's frame is in `language`, shows `words`, and none of the English list. */
async function expectSpoken(page: Page, language: Language, heading: string, words: string[]) {
  const frame = page.locator("main").locator("xpath=..");
  await expect(frame).toHaveAttribute("lang", language.lang);
  await expect(frame).toHaveAttribute("dir", language.dir);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const text = await page.locator("main").innerText();
  for (const word of words) expect(text, `${page.url()} shows “${word}”`).toContain(word);
  const left = ENGLISH.filter((word) => text.includes(word));
  expect(left, `English left on ${page.url()}`).toEqual([]);
}

async function choose(page: Page, language: Language) {
  await page.locator("[data-admin-menu] summary").click();
  const chosen = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith("/admin/locale"),
  );
  await page.locator("[data-admin-menu]").getByRole("button", { name: language.name }).click();
  await chosen;
  await expect(page.locator("main").locator("xpath=..")).toHaveAttribute("lang", language.lang);
}

for (const language of LANGUAGES) {
  test(`every screen of item 7 speaks ${language.lang} on a phone, and axe finds nothing`, async ({
    page,
  }) => {
    test.slow();
    // A learner, so that the learners screen has a table to show (its column names are checked).
    await signUpLearner(page, { phone: phoneNumber().typed });
    await signInAsAdmin(page);
    await page.goto("/admin/analytics");
    await choose(page, language);
    for (const screen of language.screens) {
      await page.goto(screen.path);
      await expectSpoken(page, language, screen.heading, screen.words);
      await expectNoViolations(page);
    }
  });

  test(`the reset links, WhatsApp and the link pages speak ${language.lang}`, async ({
    page,
    db,
  }) => {
    test.slow();
    const phone = phoneNumber();
    await signUpLearner(page, { phone: phone.typed });
    const named = await createNamedAdmin(db, "editor");
    await signInAsAdmin(page);
    await page.goto("/admin/learners");
    await choose(page, language);

    // A learner's reset link and its WhatsApp button, in the chosen language.
    await page.goto(`/admin/learners?q=${phone.local}`);
    await page.getByRole("button", { name: language.createLink }).first().click();
    await expect(page.getByRole("link", { name: language.whatsApp })).toBeVisible();
    await expectSpoken(page, language, language.screens[1]!.heading, [language.whatsApp]);

    // The one-time link pages, opened on this browser: its language is kept in a cookie.
    await page.goto("/admin/administrators");
    // The team's table scrolls inside its box: the page itself stays as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page
      .locator("tr", { hasText: named.name })
      .locator("form:has(input[value=reset-link]) button")
      .click();
    const resetLink = await page.getByRole("textbox", { name: language.resetLink }).inputValue();
    await page.goto("/admin/administrators");
    const inviteForm = page.locator("form:has(input[value=invite])");
    await inviteForm.locator("input[name=name]").fill("Aminetou");
    await inviteForm
      .locator("input[name=identifier]")
      .fill(`lang-${crypto.randomUUID().slice(0, 8)}@example.mr`);
    await inviteForm.locator("button[type=submit]").click();
    const inviteLink = await page.getByRole("textbox", { name: language.inviteLink }).inputValue();

    await page.goto(new URL(resetLink).pathname);
    await expectSpoken(page, language, language.reset, []);
    await expectNoViolations(page);
    await page.goto(new URL(inviteLink).pathname);
    await expectSpoken(page, language, language.invite, []);
    await expectNoViolations(page);
    // A link that cannot be used says so in the same language.
    await page.goto("/admin/invite/not-a-real-token");
    await expectSpoken(page, language, language.unknownInvite, []);
  });
}
