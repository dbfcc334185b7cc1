// axe-core finds no violations on the public and admin pages (WCAG A/AA and best practices).
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import {
  endAdminSessionOf,
  expect,
  quizQuestion,
  signInAsAdmin,
  test,
  waitForEnhancement,
} from "./fixtures";
import { localizedText } from "../../app/lib/localized-text";

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

test("home page", async ({ page }) => {
  await page.goto("/");
  await expectNoViolations(page);
});

test("catalogue", async ({ page }) => {
  await page.goto("/courses");
  await expectNoViolations(page);
});

test("course page with video, lessons and resources", async ({ page, createCourse }) => {
  const { id } = await createCourse({
    links: [
      {
        title: localizedText({ en: "مورد" }),
        url: "https://example.com/",
        description: "وصف المورد",
      },
    ],
  });
  await page.goto(`/course/${id}?lesson=2`);
  // The video's poster and play control (issue #5), then the player it gives way to.
  await expect(page.getByRole("button", { name: /^تشغيل الفيديو: / })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole("button", { name: /^تشغيل الفيديو: / }).click();
  await expect(page.locator("iframe")).toHaveCount(1);
  await expectNoViolations(page);
});

test("course page with an unavailable video", async ({ page, createCourse }) => {
  const { id } = await createCourse({ lessons: [{ youtubeUrl: "broken" }] });
  await page.goto(`/course/${id}`);
  await expect(page.getByText("الفيديو غير متاح", { exact: true })).toBeVisible();
  await expectNoViolations(page);
});

// Issue #16: the lesson's quiz, as a form and as its result (answered in place).
test("course page with a quiz, unanswered and answered", async ({ page, createCourse }) => {
  const { id } = await createCourse({
    questions: [[quizQuestion("one", [false, true]), quizQuestion("two", [true, true, false])]],
  });
  await page.goto(`/course/${id}`);
  await waitForEnhancement(page);
  await expectNoViolations(page);
  const quiz = page.getByRole("region", { name: "اختبار الدرس" });
  await quiz.getByLabel("الخيار one1").check();
  await quiz.getByLabel("الخيار two1").check();
  await quiz.getByRole("button", { name: "تحقّق من إجاباتي" }).click();
  await expect(quiz.getByRole("link", { name: "حاول مرة أخرى" })).toBeVisible();
  await expectNoViolations(page);
});

test("not found page", async ({ page }) => {
  await page.goto("/no-such-page");
  await expectNoViolations(page);
});

// Issue #15: one page of each other locale, left to right, with content in other languages.
test("French course page (English content, lang marked)", async ({ page, createCourse }) => {
  const { id } = await createCourse({
    links: [
      {
        title: localizedText({ en: "Resource" }),
        url: "https://example.com/",
        description: "A resource",
      },
    ],
  });
  await page.goto(`/fr/course/${id}?lesson=2`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expectNoViolations(page);
});

test("English catalogue", async ({ page }) => {
  await page.goto("/en/courses");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expectNoViolations(page);
});

test("French sign-up page", async ({ page }) => {
  await page.goto("/fr/auth");
  await expectNoViolations(page);
});

test.describe("at 375 px with the menu open", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("home page", async ({ page }) => {
    await page.goto("/");
    await page.getByLabel("القائمة").click();
    await expect(page.getByRole("searchbox")).toBeVisible();
    await expectNoViolations(page);
  });
});

test.describe("admin", () => {
  test("gate", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("Admin Access")).toBeVisible();
    await expectNoViolations(page);
  });

  test("dashboard and its delete dialog", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expectNoViolations(page);
    await page
      .getByRole("button", { name: /^Delete / })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoViolations(page);
  });

  test("dashboard with a search that finds nothing", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin?q=kubernetes&status=draft");
    await expect(page.getByRole("heading", { name: "No courses match your search" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("a draft's preview, and its gate for a visitor", async ({ page, createCourse }) => {
    const { id } = await createCourse({ isPublished: false });
    await signInAsAdmin(page);
    await page.goto(`/admin/preview/${id}`);
    await expect(page.getByRole("note", { name: "معاينة" })).toBeVisible();
    await expectNoViolations(page);
    await page.context().clearCookies();
    await page.goto(`/admin/preview/${id}`);
    await expect(page.getByText("Admin Access")).toBeVisible();
    await expectNoViolations(page);
  });

  test("course editor with a video and a link", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/course/new");
    await page.getByRole("button", { name: "Add Video" }).click();
    await page.getByRole("button", { name: "Add Link" }).click();
    await expect(page.getByRole("listitem", { name: "Video 1" })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Link 1" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("administrators with a new invite's link, and the invite page", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/administrators");
    const inviteForm = page.getByRole("region", { name: "Invite an administrator" });
    await inviteForm.getByLabel("Name").fill("Axe");
    await inviteForm
      .getByLabel("Email or phone number")
      .fill(`axe-${crypto.randomUUID().slice(0, 8)}@example.mr`);
    await inviteForm.getByRole("button", { name: "Create invite" }).click();
    const link = page.getByRole("textbox", { name: "Invite link" });
    await expect(link).toBeVisible();
    await expectNoViolations(page);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const invited = await context.newPage();
      await invited.goto(new URL(await link.inputValue()).pathname);
      await expect(
        invited.getByRole("heading", { name: "Set up your administrator account" }),
      ).toBeVisible();
      await expectNoViolations(invited);
    } finally {
      await context.close();
    }
  });

  // Issue #14: the fields marked invalid, the unsaved-changes question and the sign-in dialog.
  test("course editor with field errors, and its two dialogs", async ({ page, db }) => {
    test.slow();
    await signInAsAdmin(page);
    await page.goto("/admin/course/new");
    await page.getByRole("button", { name: "Add Video" }).click();
    await page.getByRole("listitem", { name: "Video 1" }).getByLabel("YouTube URL").fill("x");
    await page.getByRole("button", { name: "Save Course" }).click();
    await expect(page.getByLabel("Course Title *")).toHaveAttribute("aria-invalid", "true");
    await expectNoViolations(page);

    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByRole("alertdialog", { name: "Unsaved changes" })).toBeVisible();
    await expectNoViolations(page);
    await page.getByRole("button", { name: "Stay on this page" }).click();

    await page.getByLabel("Course Title *").fill("Accessible course");
    await page.getByLabel("Category *").selectOption("Design");
    await page.getByRole("button", { name: "Remove video 1" }).click();
    await endAdminSessionOf(page, db);
    await page.getByRole("button", { name: "Save Course" }).click();
    await expect(page.getByRole("alertdialog", { name: "Session expired" })).toBeVisible();
    await expectNoViolations(page);
  });
});
