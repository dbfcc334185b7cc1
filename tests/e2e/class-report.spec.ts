// The donor report in a browser (issue #29), JavaScript off, as a teacher of two classes: the
// report on screen in Arabic (an English administrator's default for donors), '< 5' for the
// small class, the printable version on exactly one A4 portrait sheet per class with none of the
// admin area around it, and the CSV behind its link with its byte-order mark.
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

const pageCount = (pdf: Buffer) =>
  (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test.use({ javaScriptEnabled: false });

test("a teacher prints one A4 sheet per class and downloads the CSV", async ({
  page,
  db,
  createCourse,
  baseURL,
}) => {
  test.slow();
  const { id: courseId, lessonIds, suffix } = await createCourse();
  const teacher = await insertAdministrator(db, {
    name: `Teacher ${suffix}`,
    identifier: `teacher-${suffix}@example.mr`,
    role: "teacher",
    passwordHash: "$argon2id$unused",
  });
  const names = [`Large ${suffix}`, `Small ${suffix}`];
  for (const [index, size] of [6, 2].entries()) {
    const classId = await insertClass(
      db,
      {
        name: names[index] ?? "",
        description: "",
        startsOn: null,
        endsOn: null,
        teacherIds: [teacher],
      },
      new Date(Date.now() - (2 - index) * 60_000),
    );
    await assignClassCourse(db, classId, courseId, null, new Date());
    for (let n = 0; n < size; n += 1) {
      const learnerId = await insertLearner(db, {
        email: `report-${suffix}-${index}-${n}@example.mr`,
        phone: null,
        passwordHash: "unused",
      });
      await addClassMember(
        db,
        { classId, learnerId, name: `L${n}`, source: "import" },
        new Date(Date.now() - 3_600_000),
      );
      await insertLessonProgress(db, learnerId, lessonIds);
    }
  }
  const { token } = await createAdminSession(db, new Date(), teacher);
  await page
    .context()
    .addCookies([{ name: ADMIN_SESSION_COOKIE, value: token, url: baseURL ?? "" }]);

  await page.goto("/admin/classes/report");
  const sheets = page.locator(".class-report-sheet");
  await expect(sheets).toHaveCount(2);
  await expect(sheets.first()).toContainText("تقرير المانحين");
  await expect(sheets.first()).toContainText(names[0] ?? "");
  await expect(sheets.nth(1)).toContainText(names[1] ?? "");
  await expect(sheets.nth(1).locator("td").first()).toHaveText("< 5");
  await expect(sheets.first().locator("td").first()).toHaveText("6");

  const csvHref = await page.getByRole("link", { name: "Download CSV" }).getAttribute("href");
  const csv = await page.request.get(csvHref ?? "");
  expect(csv.status()).toBe(200);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain(names[1] ?? "");

  await page.getByRole("link", { name: "Printable version" }).click();
  await expect(page).toHaveURL(/print=1/);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("button", { name: "Show" })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pageCount(pdf)).toBe(2);
  const [width, height] = (
    /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf.toString("latin1")) ?? []
  )
    .slice(1)
    .map(Number);
  expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
});
