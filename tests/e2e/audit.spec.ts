// The audit log in the browser (issue #14 part 6): an administrator edits a course's title and
// publishes it, then finds both entries on /admin/audit, newest first with the field change, and
// filters them by action, with JavaScript and without.
import AxeBuilder from "@axe-core/playwright";
import { expect, signInAsAdmin, test, toast } from "./fixtures";

test("an edit and a publication show in the audit log, newest first, and filter by action", async ({
  page,
  createCourse,
}) => {
  test.slow();
  const { id, course, suffix } = await createCourse({ isPublished: false });
  const newTitle = `Audited course ${suffix}`;
  await signInAsAdmin(page);

  // Edit the title in the editor.
  await page.goto(`/admin/course/${id}`);
  await expect(page.getByRole("heading", { name: "Edit Course" })).toBeVisible();
  await page.getByLabel("Course Title *").fill(newTitle);
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(toast(page, "Course updated successfully")).toBeVisible();

  // Publish it on the dashboard, whose card shows the title learners see: the Arabic one.
  const card = page.getByRole("article").filter({ hasText: course.title.ar });
  await card.getByRole("button", { name: `Publish ${course.title.ar}` }).click();
  await expect(toast(page, "Course published successfully")).toBeVisible();

  // The header's link to the log.
  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  // Other tests write entries at the same time: this course's rows, in the page's order. Entries
  // name the course by the title learners see: its Arabic one.
  const table = page.getByRole("table");
  const rows = table.getByRole("row").filter({ hasText: course.title.ar });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Course published");
  await expect(rows.nth(1)).toContainText("Course edited");
  await expect(rows.nth(1)).toContainText(`Title: “${course.title.en}” → “${newTitle}”`);
  await expect(rows.nth(0)).toContainText("Owner");
  await expect(rows.nth(0).getByRole("link", { name: course.title.ar })).toHaveAttribute(
    "href",
    `/admin/course/${id}`,
  );
  // When: readable, with the exact time in the element's title.
  const time = rows.nth(0).locator("time");
  await expect(time).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  await expect(time).toHaveAttribute("title", /UTC$/);
  await expect(time).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC$/);

  // Filter by action: only the edit is left of this course's entries.
  await page.getByLabel("Action").selectOption("course.update");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/action=course\.update/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Course edited");
  await expect(table.getByText("Course published", { exact: true })).toHaveCount(0);

  // And by course: both of its entries again, whoever else wrote meanwhile.
  await page.getByLabel("Action").selectOption("");
  await page.getByLabel("Course", { exact: true }).selectOption({ label: course.title.ar });
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`course=${id}`));
  await expect(table.getByRole("row")).toHaveCount(3); // the heading row and two entries
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain GET form", async ({ page, createCourse }) => {
    const { id, course } = await createCourse({ isPublished: false });
    await signInAsAdmin(page);
    // The editor needs JavaScript; the dashboard's toggle is a form: publish through it.
    await page.goto("/admin");
    const card = page.getByRole("article").filter({ hasText: course.title.ar });
    await card.getByRole("button", { name: /^Publish / }).click();
    await page.goto("/admin/audit");
    await page.getByLabel("Action").selectOption("course.publish");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/action=course\.publish/);
    const row = page.getByRole("row").filter({ hasText: course.title.ar });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Course published");
    await expect(page.getByRole("link", { name: course.title.ar })).toHaveAttribute(
      "href",
      `/admin/course/${id}`,
    );
  });
});

test("the audit log page has no accessibility violations", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  // At least this sign-in's entry is in the table.
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
