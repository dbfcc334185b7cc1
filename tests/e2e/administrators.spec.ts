// Named administrators (issue #14) in the browser: the owner invites an editor, the editor opens
// the one-time link in their own browser, sets a password, signs in with email + password at the
// gate, edits a course, and is refused the owner's administrators screen (403), whose link they
// never see. The link works once.
import { findCourseById } from "../../app/.server/db/repositories/courses";
import { expect, otherDevice, signInAsAdmin, signInAsNamedAdmin, test, toast } from "./fixtures";

const EDITOR_PASSWORD = "dunes at dawn in atar";
const NEW_PASSWORD = "the river at rosso in may";

test("owner invites an editor, who signs in with their own password, edits a course and is refused the owner's screen", async ({
  page,
  browser,
  createCourse,
  db,
}) => {
  // Two browsers, a dozen page loads and two argon2 hashes: more than a short test's time.
  test.slow();
  const suffix = crypto.randomUUID().slice(0, 8);
  const email = `editor-${suffix}@example.mr`;
  const { id: courseId, course } = await createCourse();

  // The owner (the bootstrap password) invites an editor.
  await signInAsAdmin(page);
  await page.goto("/admin");
  // The owner sees the link (the editor will not); a document load, which waits for itself on a
  // busy machine, rather than a client navigation that the expect timeout would race.
  await expect(page.getByRole("link", { name: "Administrators" })).toHaveAttribute(
    "href",
    "/admin/administrators",
  );
  await page.goto("/admin/administrators");
  await expect(page.getByRole("heading", { level: 1, name: "Administrators" })).toBeVisible();
  const inviteForm = page.getByRole("region", { name: "Invite an administrator" });
  await inviteForm.getByLabel("Name").fill(`Mariem ${suffix}`);
  await inviteForm.getByLabel("Email or phone number").fill(email);
  await inviteForm.getByLabel("Role").selectOption("editor");
  await inviteForm.getByRole("button", { name: "Create invite" }).click();
  const linkField = page.getByRole("textbox", { name: "Invite link" });
  await expect(linkField).toHaveValue(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await expect(page.getByRole("region", { name: "Pending invites" })).toContainText(email);

  // The editor, in their own browser, opens the link and sets a password.
  const editorContext = await otherDevice(browser);
  try {
    const editor = await editorContext.newPage();
    await editor.goto(link);
    await expect(
      editor.getByRole("heading", { name: "Set up your administrator account" }),
    ).toBeVisible();
    await expect(editor.getByText(email)).toBeVisible();
    await editor.getByLabel("Password", { exact: true }).fill(EDITOR_PASSWORD);
    await editor.getByLabel("Confirm password").fill(EDITOR_PASSWORD);
    await editor.getByRole("button", { name: "Set password and sign in" }).click();
    // A navigation waits within the test's own time (two argon2 hashes on a busy machine).
    await editor.waitForURL(/\/admin$/);
    await expect(editor.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // The link was for one use.
    await editor.goto(link);
    await expect(
      editor.getByRole("heading", { name: "This invite has already been used" }),
    ).toBeVisible();

    // Signs out, then in again at the gate with email and password.
    await editor.goto("/admin");
    await editor.getByRole("button", { name: "Log out" }).click();
    await expect(editor.getByText("Admin Access")).toBeVisible();
    await editor.getByLabel("Email or phone (named administrators)").fill(email);
    await editor.getByPlaceholder("Enter admin password").fill(EDITOR_PASSWORD);
    await editor.getByRole("button", { name: "Access Dashboard" }).click();
    await editor.waitForURL(/\/admin$/);
    await expect(editor.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // Named in the header, and again in the phone menu (display:none at this width).
    await expect(editor.getByText(`Mariem ${suffix}`).filter({ visible: true })).toBeVisible();

    // An editor edits courses…
    await editor.getByRole("link", { name: `Edit ${course.title.ar}` }).click();
    await expect(editor.getByRole("heading", { name: "Edit Course" })).toBeVisible();
    await editor.getByLabel("Course Title *").fill(`Edited by the editor ${suffix}`);
    await editor.getByRole("button", { name: "Save Course" }).click();
    await editor.waitForURL(/\/admin$/);
    await expect(toast(editor, "Course updated successfully")).toBeVisible();
    expect((await findCourseById(db, courseId))?.title.en).toBe(`Edited by the editor ${suffix}`);

    // …but does not see the owner's screen, and is refused it when going there anyway.
    await expect(editor.getByRole("link", { name: "Administrators" })).toHaveCount(0);
    const refused = await editor.goto("/admin/administrators");
    expect(refused?.status()).toBe(403);
    await expect(editor.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(editor.getByText("Your role (Editor) does not allow this.")).toBeVisible();
    await expect(editor.getByText("Admin Access")).toHaveCount(0);
  } finally {
    await editorContext.close();
  }

  // The owner sees the new editor among the administrators.
  await page.goto("/admin/administrators");
  const administrators = page.getByRole("region", { name: "Administrators", exact: true });
  await expect(administrators).toContainText(email);
  await expect(page.getByRole("region", { name: "Pending invites" })).not.toContainText(email);
});

test("the invite works without JavaScript, once; an unknown link says so", async ({
  page,
  browser,
}) => {
  // The invite is made through the owner's own form action (fixtures through the server).
  await signInAsAdmin(page);
  const email = `nojs-${crypto.randomUUID().slice(0, 8)}@example.mr`;
  const made = await page.request.post("/admin/administrators", {
    form: { intent: "invite", name: "Sidi", identifier: email, role: "analyst" },
    headers: { origin: new URL(BASE_URL()).origin },
  });
  expect(made.status()).toBe(200);
  const link = /value="(http[^"]*\/admin\/invite\/[A-Za-z0-9_-]{43})"/.exec(await made.text())?.[1];
  if (!link) throw new Error("no invite link in the answer");

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL() });
  try {
    const noScript = await context.newPage();
    const unknown = await noScript.goto(`/admin/invite/${"A".repeat(43)}`);
    expect(unknown?.status()).toBe(404);
    await expect(
      noScript.getByRole("heading", { name: "This invite link is not valid" }),
    ).toBeVisible();

    await noScript.goto(new URL(link).pathname);
    await noScript.getByLabel("Password", { exact: true }).fill(EDITOR_PASSWORD);
    await noScript.getByLabel("Confirm password").fill("not the same passphrase");
    await noScript.getByRole("button", { name: "Set password and sign in" }).click();
    await expect(noScript.getByRole("alert")).toContainText("The two passwords do not match");
    await noScript.getByLabel("Password", { exact: true }).fill(EDITOR_PASSWORD);
    await noScript.getByLabel("Confirm password").fill(EDITOR_PASSWORD);
    await noScript.getByRole("button", { name: "Set password and sign in" }).click();
    await noScript.waitForURL(/\/admin$/);
    await expect(
      noScript.getByRole("heading", { level: 1, name: "Admin Dashboard" }),
    ).toBeVisible();
    // An analyst: the dashboard without Add New Course, no Administrators link.
    await expect(noScript.getByRole("link", { name: "Add New Course" })).toHaveCount(0);
    await expect(noScript.getByRole("link", { name: "Administrators" })).toHaveCount(0);
    const used = await noScript.goto(new URL(link).pathname);
    expect(used?.status()).toBe(410);
  } finally {
    await context.close();
  }
});

function BASE_URL(): string {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error("no baseURL in playwright.config.ts");
  return baseURL;
}

test("an owner makes a password-reset link for an administrator, who sets a new password with it once; their other browser is signed out", async ({
  page,
  browser,
  db,
}) => {
  test.slow();
  // An editor signed in in their old browser.
  const oldBrowser = await otherDevice(browser);
  const newBrowser = await otherDevice(browser);
  try {
    const old = await oldBrowser.newPage();
    const editor = await signInAsNamedAdmin(old, db, "editor");
    await old.goto("/admin");
    await expect(old.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // The owner makes the link on the Administrators screen.
    await signInAsAdmin(page);
    await page.goto("/admin/administrators");
    await page
      .getByRole("button", { name: `Create a password reset link for ${editor.name}` })
      .click();
    const linkField = page.getByRole("textbox", { name: "Password reset link" });
    await expect(linkField).toHaveValue(/\/admin\/reset\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText("It works once, for one hour")).toBeVisible();
    const link = await linkField.inputValue();

    // The editor opens it in another browser and chooses a new password.
    const fresh = await newBrowser.newPage();
    await fresh.goto(link);
    await expect(fresh.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
    await expect(fresh.getByText(editor.identifier)).toBeVisible();
    await fresh.getByLabel("New password").fill(NEW_PASSWORD);
    await fresh.getByLabel("Confirm password").fill(NEW_PASSWORD);
    await fresh.getByRole("button", { name: "Set password and sign in" }).click();
    await fresh.waitForURL(/\/admin$/);
    await expect(fresh.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // Used once.
    await fresh.goto(link);
    await expect(
      fresh.getByRole("heading", { name: "This reset link has already been used" }),
    ).toBeVisible();

    // The old browser's session has ended.
    await old.goto("/admin");
    await expect(old.getByText("Admin Access")).toBeVisible();

    // The audit log has the link, the change and the sign-in.
    await page.goto("/admin/audit?action=admin.password_change");
    await expect(page.getByRole("row").filter({ hasText: editor.name })).toContainText(
      "via: reset link",
    );
    await page.goto("/admin/audit?action=admin.reset_link");
    await expect(page.getByRole("row").filter({ hasText: editor.name })).toHaveCount(1);
  } finally {
    await oldBrowser.close();
    await newBrowser.close();
  }
});

test("an editor's browser posting an owner-only action is refused, and nothing changes", async ({
  page,
  db,
}) => {
  const editor = await signInAsNamedAdmin(page, db, "editor");
  const email = `refused-${crypto.randomUUID().slice(0, 8)}@example.mr`;
  const origin = new URL(BASE_URL()).origin;
  // The invite form's own fields, a role change and a reset link: all owners' actions.
  const forms: Record<string, string>[] = [
    { intent: "invite", name: "Should not exist", identifier: email, role: "owner" },
    { intent: "change-role", administratorId: editor.id, role: "owner" },
    { intent: "reset-link", administratorId: editor.id },
  ];
  for (const form of forms) {
    const refused = await page.request.post("/admin/administrators", {
      form,
      headers: { origin },
      maxRedirects: 0,
    });
    expect(refused.status(), form.intent).toBe(403);
    expect(await refused.text()).toContain("Not allowed");
  }
  const invites = await db
    .selectFrom("one_time_tokens")
    .select("id")
    .where("purpose", "=", "admin-invite")
    .where("invitee_identifier", "=", email)
    .execute();
  expect(invites).toEqual([]);
  const row = await db
    .selectFrom("administrators")
    .select("role")
    .where("id", "=", editor.id)
    .executeTakeFirst();
  expect(row?.role).toBe("editor");
  const links = await db
    .selectFrom("one_time_tokens")
    .select("id")
    .where("purpose", "=", "admin-reset")
    .where("administrator_id", "=", editor.id)
    .execute();
  expect(links).toEqual([]);

  // And in the page itself: the screen is refused with a page that says why.
  const response = await page.goto("/admin/administrators");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
});
