// 'Import learners' and the class sheet in a browser (issue #29), JavaScript off: a teacher
// uploads a roster, reads the preview row by row, imports it, prints the class sheet (one A4
// portrait page per 20 learners, nothing of the admin area around it), and a learner signs in at
// /auth with the code from the sheet, chooses a password and is shown a recovery code.
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "../../app/features/admin-auth/admin-session.server";
import { insertAdministrator } from "../../app/.server/db/repositories/administrators";
import { insertClass } from "../../app/.server/db/repositories/classes";
import { expect, test } from "./fixtures";

const pageCount = (pdf: Buffer) =>
  (pdf.toString("latin1").match(/\/Type\s*\/Page\b(?!s)/g) ?? []).length;

test.use({ javaScriptEnabled: false });

test("a teacher imports a roster and prints its sheet; a learner signs in with the code", async ({
  page,
  browser,
  db,
  baseURL,
}) => {
  test.slow();
  const suffix = crypto.randomUUID().slice(0, 8);
  const teacher = await insertAdministrator(db, {
    name: `Teacher ${suffix}`,
    identifier: `teacher-${suffix}@example.mr`,
    role: "teacher",
    passwordHash: "$argon2id$unused",
  });
  const classId = await insertClass(
    db,
    {
      name: `Couture ${suffix}`,
      description: "",
      startsOn: null,
      endsOn: null,
      teacherIds: [teacher],
    },
    new Date(),
  );
  // 25 learners (two printed sheets), numbers no other test uses, and two rows to refuse.
  const base = 36_000_000 + (parseInt(suffix.slice(0, 5), 16) % 9_000) * 100;
  const rows = ["الاسم;الهاتف"];
  for (let i = 0; i < 25; i += 1) rows.push(`متعلم ${suffix} ${i};${base + i}`);
  rows.push(`;${base + 90}`, `Dup;+222${base}`);
  const { token } = await createAdminSession(db, new Date(), teacher);
  await page
    .context()
    .addCookies([{ name: ADMIN_SESSION_COOKIE, value: token, url: baseURL ?? "" }]);

  await page.goto(`/admin/classes/${classId}/import`);
  await page.setInputFiles("#roster-file", {
    name: "roster.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${rows.join("\r\n")}\r\n`),
  });
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("New learners: 25");
  await expect(page.locator('tr[data-outcome="refused"]')).toHaveCount(2);
  await expect(page.locator("tr", { hasText: "Dup" })).toContainText(
    "Refused: the same learner as line 2",
  );
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "Imported. New learners: 25.",
  );

  await page.getByRole("link", { name: "Print the class sheet" }).click();
  await page.getByLabel("Codes valid for").selectOption("7");
  await page.getByRole("button", { name: "Make the codes" }).click();
  const sheets = page.locator(".class-sheet-page");
  await expect(sheets).toHaveCount(2);
  await expect(sheets.first().locator("[data-sign-in-code]")).toHaveCount(20);
  const code =
    (await page
      .locator("tr", { hasText: `+222${base + 3}` })
      .locator("[data-sign-in-code]")
      .textContent()) ?? "";
  expect(code).toMatch(/^[2-9A-Z]{4} [2-9A-Z]{4}$/);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pageCount(pdf)).toBe(2);
  const [width, height] = (
    /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)/.exec(pdf.toString("latin1")) ?? []
  )
    .slice(1)
    .map(Number);
  expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);

  // The learner, on their own phone: the number as they type it, the code from the sheet.
  const learner = await browser.newContext({ javaScriptEnabled: false });
  const phone = await learner.newPage();
  await phone.goto(`${baseURL}/auth`);
  const form = phone.getByRole("region", { name: "الدخول برمز من المعلم" });
  await form.getByLabel("البريد الإلكتروني أو رقم الهاتف").fill(String(base + 3));
  await form.getByLabel("الرمز المكتوب في الورقة").fill(code.toLowerCase());
  await form.getByLabel("كلمة المرور الجديدة").fill("boutilimit evening tea");
  await form.getByLabel("أعد كتابة كلمة المرور").fill("boutilimit evening tea");
  await form.getByRole("button", { name: "الدخول وحفظ كلمة المرور" }).click();
  await expect(phone.locator("[data-recovery-code]")).toBeVisible();
  await phone.getByRole("link", { name: "متابعة" }).click();
  await phone.goto(`${baseURL}/account`);
  await expect(phone).toHaveURL(/\/account$/);
  await learner.close();
});
