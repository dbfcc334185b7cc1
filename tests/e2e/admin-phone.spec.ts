// The admin area on a phone (issue #27): at 360 px and 2x, every admin page fits the screen
// (nothing wider than the viewport but the tables' own scroll regions), its header's links are in
// a menu that opens (with JavaScript and without) and shows each of them whole on screen, the
// controls are 44 px or more, the scroll regions are reachable and scrollable from the keyboard,
// and axe finds nothing.
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { insertClass } from "../../app/.server/db/repositories/classes";
import {
  createNamedAdmin,
  expect,
  NAMED_ADMIN_PASSWORD,
  signInAsAdmin,
  signInAsNamedAdmin,
  test,
} from "./fixtures";

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE, deviceScaleFactor: 2, hasTouch: true, isMobile: true });

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

/** The page is no wider than the phone: only scroll regions may hold something wider. */
async function expectFitsTheScreen(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "the page scrolls sideways").toBeLessThanOrEqual(PHONE.width);
}

/**
 * The visible controls of the page (links, buttons, the menu's summary, form fields) smaller
 * than 44 × 44 px, described. Links inside running text and fields of several lines are exempt
 * (WCAG 2.5.5's inline exception; a text area is as tall as its text).
 */
async function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const selector =
      "a[href], button, summary, input:not([type=hidden]), select, [role=region][tabindex]";
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element.closest("p, li > span, td > span, dd, time")) continue;
      // The skip link is off screen until focused (then it is large enough).
      if (element.classList.contains("sr-only")) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      // A checkbox or radio is its whole label's target (the label is clicked too).
      const target =
        element instanceof HTMLInputElement && /checkbox|radio/.test(element.type)
          ? (element.closest("label")?.getBoundingClientRect() ?? box)
          : box;
      if (target.height < 43.5 || target.width < 43.5) {
        const name =
          element.getAttribute("aria-label") ??
          element.textContent?.trim().slice(0, 40) ??
          element.tagName;
        small.push(
          `${element.tagName.toLowerCase()} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`,
        );
      }
    }
    return small;
  });
}

/** The header's menu, opened: each link and button in it shown whole on screen, 44 px or more. */
async function expectMenuReachable(page: Page, names: string[]) {
  const menu = page.locator("[data-admin-menu]");
  const summary = menu.locator("summary");
  await expect(summary).toBeVisible();
  if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await summary.click();
  }
  const nav = menu.getByRole("navigation");
  for (const name of names) {
    const control = nav.getByRole(
      /Log out|Se déconnecter|تسجيل الخروج/.test(name) ? "button" : "link",
      { name },
    );
    await expect(control).toBeInViewport({ ratio: 1 });
    const box = await control.boundingBox();
    expect(box!.height, `${name} height`).toBeGreaterThanOrEqual(44);
    expect(box!.width, `${name} width`).toBeGreaterThanOrEqual(44);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  return menu;
}

async function checkPage(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expectFitsTheScreen(page);
  expect(await smallControls(page), `small controls on ${path}`).toEqual([]);
  await expectNoViolations(page);
}

test("the header's menu shows every link whole on screen, with JavaScript", async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  await page.goto("/admin");
  // Closed, the header is the brand and the menu button: nothing runs off the screen.
  await expectFitsTheScreen(page);
  await expect(page.getByRole("button", { name: "Log out" })).toBeHidden();
  await expectMenuReachable(page, ["View site", "Administrators", "Audit log", "Log out"]);
  await expectNoViolations(page);
  // A link followed from the menu closes it on the next page.
  await page.locator("[data-admin-menu]").getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.locator("[data-admin-menu]")).not.toHaveAttribute("open");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the header's menu opens and its links work", async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto("/admin");
    await expectMenuReachable(page, ["View site", "Administrators", "Audit log", "Log out"]);
    await page.locator("[data-admin-menu]").getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  });
});

test("a scroll region is reached with Tab and scrolled with the arrow keys", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/audit");
  const region = page.getByRole("region", { name: "Entry list, scrolls sideways" });
  await expect(region).toBeVisible();
  // Wider than the phone: that is why it scrolls.
  expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  let reached = false;
  for (let presses = 0; presses < 60 && !reached; presses += 1) {
    await page.keyboard.press("Tab");
    reached = await region.evaluate((element) => element === document.activeElement);
  }
  expect(reached, "Tab reaches the table's scroll region").toBe(true);
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
});

test.describe("every admin page fits 360 px, with 44 px controls and no axe violation", () => {
  test("dashboard, analytics, learners, audit log, administrators, import, settings", async ({
    page,
  }) => {
    test.slow();
    await signInAsAdmin(page);
    await checkPage(page, "/admin", "Admin Dashboard");
    await checkPage(page, "/admin/analytics", /Analytics/);
    await checkPage(page, "/admin/learners", /Learners/);
    await checkPage(page, "/admin/audit", "Audit log");
    await checkPage(page, "/admin/administrators", "Administrators");
    await checkPage(page, "/admin/courses/import", /Import/);
    await checkPage(page, "/admin/settings", "Settings");
  });

  test("classes: the list and a class's Manage page (issue #29)", async ({ page, db }) => {
    test.slow();
    const classId = await insertClass(
      db,
      {
        name: `Phone class ${crypto.randomUUID().slice(0, 8)}`,
        description: "",
        startsOn: "2026-09-01",
        endsOn: "2027-06-30",
        teacherIds: [],
      },
      new Date(),
    );
    await signInAsAdmin(page);
    await checkPage(page, "/admin/classes", "Classes");
    await checkPage(page, `/admin/classes/${classId}/manage`, /^Manage Phone class/);
  });

  test("course editor, new and existing, and a draft's preview", async ({ page, createCourse }) => {
    test.slow();
    const { id } = await createCourse({ isPublished: false });
    await signInAsAdmin(page);
    await checkPage(page, "/admin/course/new", /Course/);
    await checkPage(page, `/admin/course/${id}`, /Course/);
    await page.goto(`/admin/preview/${id}`);
    await expectFitsTheScreen(page);
    await expectNoViolations(page);
  });

  test("login, invite and reset pages", async ({ page, browser, db }) => {
    test.slow();
    await page.goto("/admin/login");
    await expectFitsTheScreen(page);
    expect(await smallControls(page)).toEqual([]);
    await expectNoViolations(page);

    const named = await createNamedAdmin(db, "editor");
    await signInAsAdmin(page);
    await page.goto("/admin/administrators");
    await page
      .getByRole("button", { name: `Create a password reset link for ${named.name}` })
      .click();
    const resetLink = await page.getByRole("textbox", { name: "Password reset link" }).inputValue();
    await page.goto("/admin/administrators");
    const inviteForm = page.getByRole("region", { name: "Invite an administrator" });
    await inviteForm.getByLabel("Name").fill("Phone");
    await inviteForm
      .getByLabel("Email or phone number")
      .fill(`phone-${crypto.randomUUID().slice(0, 8)}@example.mr`);
    await inviteForm.getByRole("button", { name: "Create invite" }).click();
    const inviteLink = await page.getByRole("textbox", { name: "Invite link" }).inputValue();

    await onAnotherPhone(browser, async (other) => {
      await checkPage(other, new URL(inviteLink).pathname, "Set up your administrator account");
      await checkPage(other, new URL(resetLink).pathname, "Choose a new password");
    });
  });

  test("an editor's header (no Administrators link)", async ({ page, db }) => {
    await signInAsNamedAdmin(page, db, "editor");
    await page.goto("/admin");
    await expectMenuReachable(page, ["View site", "Audit log", "Log out"]);
  });
});

async function onAnotherPhone(browser: Browser, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    deviceScaleFactor: 2,
    hasTouch: true,
    isMobile: true,
  });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

// Issue #27 (b): each administrator chooses the admin area's language; Arabic is right to left.
test.describe("the admin area's language", () => {
  test("a named administrator's choice follows them to another browser", async ({
    page,
    browser,
    db,
  }) => {
    test.slow();
    const admin = await signInAsNamedAdmin(page, db, "owner");
    await page.goto("/admin");
    // English until chosen, the specification's words.
    await expect(page.locator("[data-admin-menu] summary")).toHaveText("Menu");
    await page.locator("[data-admin-menu] summary").click();
    const chosen = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith("/admin/locale"),
    );
    await page.getByRole("button", { name: "العربية" }).click();
    await chosen;
    await expect(page.locator("main").locator("xpath=..")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("main").locator("xpath=..")).toHaveAttribute("lang", "ar");
    await expectMenuReachable(page, ["عرض الموقع", "المسؤولون", "سجل التدقيق", "تسجيل الخروج"]);
    await expect(page.getByRole("button", { name: "العربية" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectFitsTheScreen(page);
    await expectNoViolations(page);

    await onAnotherPhone(browser, async (other) => {
      await other.goto("/admin/login");
      await other.getByLabel("Email or phone (named administrators)").fill(admin.identifier);
      await other.getByLabel("Password", { exact: true }).fill(NAMED_ADMIN_PASSWORD);
      await other.getByRole("button", { name: "Access Dashboard" }).click();
      await expect(other.locator("[data-admin-menu] summary")).toHaveText("القائمة");
      await expect(other.locator("main").locator("xpath=..")).toHaveAttribute("dir", "rtl");
    });
  });

  test("the shared password's choice is kept on the browser, the gate included", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto("/admin/audit");
    await page.locator("[data-admin-menu] summary").click();
    await page.getByRole("button", { name: "Français" }).click();
    // Back on the page it was chosen on, in French, left to right. The address is the same before
    // and after, so the frame's language says when the answer has arrived (the menu closes then).
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.locator("main").locator("xpath=..")).toHaveAttribute("lang", "fr");
    await expectMenuReachable(page, ["Voir le site", "Administrateurs", "Journal d’audit"]);
    await expect(page.locator("main").locator("xpath=..")).toHaveAttribute("dir", "ltr");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Accès administrateur" }),
    ).toBeVisible();
    await expectNoViolations(page);
    // And back to English.
    await page.locator("[data-admin-menu] summary").click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access" })).toBeVisible();
  });
});
