// The class admin screens in a browser (issue #29), JavaScript off: an owner creates a class with
// its teacher, turns its join code on, assigns a course with a due date, and deletes the class
// after the question; a teacher signing in lands on their classes and sees no link they cannot
// use.
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "../../app/features/admin-auth/admin-session.server";
import { insertAdministrator } from "../../app/.server/db/repositories/administrators";
import { insertClass } from "../../app/.server/db/repositories/classes";
import { adminCourseTitle } from "../../app/lib/admin-audit";
import { expect, signInAsAdmin, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("an owner creates a class, opens its join link, assigns a course and deletes it", async ({
  page,
  db,
  createCourse,
}) => {
  test.slow();
  const { suffix, course } = await createCourse({ isPublished: true });
  const title = adminCourseTitle(course);
  const teacherName = `Teacher ${suffix}`;
  await insertAdministrator(db, {
    name: teacherName,
    identifier: `class-admin-${suffix}@example.mr`,
    role: "teacher",
    passwordHash: "$argon2id$unused",
  });
  await signInAsAdmin(page);
  await page.goto("/admin/classes");
  await expect(page.getByRole("heading", { level: 1, name: "Classes" })).toBeVisible();

  const form = page.getByRole("region", { name: "New class" });
  const className = `Sewing ${suffix}`;
  // A refusal first: the end before the start; what was typed stays.
  await form.getByLabel("Name").fill(className);
  await form.getByLabel("Start date").fill("2026-10-01");
  await form.getByLabel("End date").fill("2026-09-01");
  await form.getByRole("button", { name: "Create class" }).click();
  await expect(page.getByText("The end date cannot be before the start date.")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(className);
  await form.getByLabel("End date").fill("2027-06-30");
  await form.getByLabel(teacherName).check();
  await form.getByRole("button", { name: "Create class" }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Manage ${className}` })).toBeVisible();
  await page.getByRole("button", { name: "Turn on" }).click();
  const link = page.getByLabel("Join link");
  await expect(link).toHaveValue(/\/join\/[2-9A-HJKMNP-Z]{6}$/);

  await page.getByLabel("Course", { exact: true }).selectOption({ label: title });
  await page.locator("#assign-due").fill("2026-12-15");
  await page.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(page.getByText("Course assigned.")).toBeVisible();
  await expect(page.getByText("Due date: 2026-12-15")).toBeVisible();

  await page.getByRole("link", { name: "Delete class…" }).click();
  await expect(
    page.getByRole("heading", {
      name: "Delete this class? Learners keep their accounts and progress.",
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Delete class", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/classes\?deleted$/);
  await expect(page.getByText(/^Class deleted\./)).toBeVisible();
  await expect(page.getByText(className)).toHaveCount(0);
});

test("a teacher lands on their classes and sees only what they may use", async ({
  page,
  db,
  baseURL,
}) => {
  const suffix = crypto.randomUUID().slice(0, 8);
  const teacher = await insertAdministrator(db, {
    name: `Teacher ${suffix}`,
    identifier: `landing-${suffix}@example.mr`,
    role: "teacher",
    passwordHash: "$argon2id$unused",
  });
  const mine = `Mine ${suffix}`;
  const other = `Other ${suffix}`;
  await insertClass(
    db,
    { name: mine, description: "", startsOn: null, endsOn: null, teacherIds: [teacher] },
    new Date(),
  );
  await insertClass(
    db,
    { name: other, description: "", startsOn: null, endsOn: null, teacherIds: [] },
    new Date(),
  );
  const { token } = await createAdminSession(db, new Date(), teacher);
  await page
    .context()
    .addCookies([{ name: ADMIN_SESSION_COOKIE, value: token, url: baseURL ?? "" }]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/classes$/);
  await expect(page.getByRole("link", { name: mine, exact: true })).toBeVisible();
  await expect(page.getByText(other)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "New class" })).toHaveCount(0);
  const nav = page.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Classes" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
});
