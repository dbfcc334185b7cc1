// The teacher's view on a cheap phone (issue #29), JavaScript off, 360 px wide: the class page's
// grid scrolls sideways inside its own box while the page does not and the names stay in view;
// done lessons, quiz scores and learners behind the due date show; a learner's row opens their
// progress; 'Export CSV' downloads exactly the grid (same learners, same cells, same order, with
// its byte-order mark); and the class's donor report opens in French with '< 5' for a group of
// fewer than five.
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "../../app/features/admin-auth/admin-session.server";
import { insertAdministrator } from "../../app/.server/db/repositories/administrators";
import {
  addClassMember,
  assignClassCourse,
  insertClass,
} from "../../app/.server/db/repositories/classes";
import { insertLearner } from "../../app/.server/db/repositories/learners";
import { insertLessonProgress } from "../../app/.server/db/repositories/lesson-progress";
import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

/** RFC 4180 rows (quoted cells, doubled quotes), as a spreadsheet reads the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ",") {
      row.push(cell);
      cell = "";
    } else if (!quoted && c === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else if (quoted || c !== "\r") {
      cell += c;
    }
  }
  return rows;
}

test("a teacher follows the class on a phone, exports the grid and opens the report", async ({
  page,
  db,
  createCourse,
  baseURL,
}) => {
  test.slow();
  const { id: courseId, lessonIds, suffix } = await createCourse();
  const teacher = await insertAdministrator(db, {
    name: `Teacher ${suffix}`,
    identifier: `grid-${suffix}@example.mr`,
    role: "teacher",
    passwordHash: "$argon2id$unused",
  });
  const classId = await insertClass(
    db,
    {
      name: `Comptabilité ${suffix}`,
      description: "",
      startsOn: null,
      endsOn: null,
      teacherIds: [teacher],
    },
    new Date(),
  );
  // Due a week ago: whoever has not finished is behind.
  const due = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await assignClassCourse(db, classId, courseId, due, new Date());
  const names = ["فاطمة بنت سيدي", "محمد ولد أحمد", '=HYPERLINK("x")', "Aïcha Mint Ely"];
  for (const [index, name] of names.entries()) {
    const learnerId = await insertLearner(db, {
      email: `grid-${suffix}-${index}@example.mr`,
      phone: null,
      passwordHash: "unused",
    });
    await addClassMember(db, { classId, learnerId, name, source: "import" }, new Date());
    // The first learner finished every lesson, the second the first lesson only.
    if (index === 0) await insertLessonProgress(db, learnerId, lessonIds);
    if (index === 1) await insertLessonProgress(db, learnerId, lessonIds.slice(0, 1));
  }
  const { token } = await createAdminSession(db, new Date(), teacher);
  await page
    .context()
    .addCookies([{ name: ADMIN_SESSION_COOKIE, value: token, url: baseURL ?? "" }]);

  await page.goto(`/admin/classes/${classId}`);
  const grid = page.locator("table.class-grid");
  const rows = grid.locator("tbody tr");
  await expect(rows).toHaveCount(names.length);
  // The page does not scroll sideways; the grid's own box does, and the names stay in view.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(360);
  const box = grid.locator("xpath=..");
  const [scrollWidth, clientWidth] = await box.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  await box.evaluate((el) => {
    el.scrollLeft = -el.scrollWidth;
  });
  await expect(rows.first().locator("th")).toBeInViewport();
  const nameCell = await rows.first().locator("th").boundingBox();
  expect(nameCell && nameCell.x + nameCell.width).toBeLessThanOrEqual(361);

  const cellsOf = (row: number) =>
    rows
      .nth(row)
      .locator("th, td")
      .evaluateAll((cells) => cells.map((c) => c.textContent ?? ""));
  const shown = await Promise.all(names.map((_, row) => cellsOf(row)));
  const byName = (name: string) => shown.find((cells) => cells[0] === name) ?? [];
  expect(byName(names[0] ?? "").filter((cell) => cell.startsWith("✓")).length).toBeGreaterThan(
    lessonIds.length - 1,
  );
  expect(byName(names[1] ?? "").some((cell) => cell.includes("⚠"))).toBe(true);
  expect(byName(names[0] ?? "").some((cell) => cell.includes("⚠"))).toBe(false);

  // Export CSV: the grid, cell for cell, in the same order, behind a byte-order mark.
  const exportHref = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const download = await page.request.get(exportHref ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toContain("text/csv");
  const bytes = await download.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvRows = parseCsv(bytes.subarray(3).toString("utf8"));
  const learnerRows = csvRows.slice(csvRows.length - names.length);
  expect(learnerRows.map((row) => row.map((cell) => cell.replace(/^'/, "")))).toEqual(shown);
  // The formula-looking name is text to a spreadsheet.
  expect(learnerRows.some((row) => row[0] === `'${names[2]}`)).toBe(true);

  // A learner's row opens their progress in the class.
  await rows.first().locator("th a").click();
  await expect(page).toHaveURL(new RegExp(`/admin/classes/${classId}/learners/`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(shown[0]?.[0] ?? "-");

  // The class's donor report, in French: four learners are fewer than five.
  await page.goto(`/admin/classes/report?class=${classId}&lang=fr`);
  const sheet = page.locator(".class-report-sheet");
  await expect(sheet).toHaveCount(1);
  await expect(sheet).toContainText(`Comptabilité ${suffix}`);
  await expect(sheet.locator("td").first()).toHaveText("< 5");
  const figures = await sheet.locator("td").evaluateAll((cells) => cells.map((c) => c.textContent));
  expect(figures.filter((figure) => /^[1-4]$/.test(figure ?? ""))).toEqual([]);
});
