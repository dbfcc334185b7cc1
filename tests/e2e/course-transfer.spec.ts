// Course export and import from the dashboard (issue #14): 'Export all' downloads a ZIP, 'Import'
// takes that same file back, and the copies arrive as drafts with new ids (and a new, re-encoded
// image). This spec runs in its own Playwright project after every other spec (see
// playwright.config.ts): the import copies every course of the shared database for a moment, and
// a test elsewhere looking for its course's card by title would find two.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { deleteCourseById } from "../../app/.server/db/repositories/courses";
import { expect, signInAsAdmin, test, toast } from "./fixtures";

/** A small real PNG (8×6, made with sharp), enough for the upload's checks: it is re-encoded. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgWFWOHQ2kBADLNzYxhv3X/QAAAABJRU5ErkJggg==",
  "base64",
);

test("export all from the dashboard, import that file, and find the copies as drafts", async ({
  page,
  db,
  createCourse,
  baseURL,
}) => {
  test.slow();
  await signInAsAdmin(page);
  // An uploaded image, through the editor's own upload route, so the ZIP carries a file.
  const uploaded = await page.request.post("/admin/uploads/thumbnail", {
    multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: PNG } },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(uploaded.status()).toBe(201);
  const { url: thumbnailUrl } = (await uploaded.json()) as { url: string };
  const { course } = await createCourse({ thumbnailUrl });

  const dir = mkdtempSync(join(tmpdir(), "maarifa-e2e-transfer-"));
  const imported: string[] = [];
  try {
    await page.goto("/admin");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export all" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^maarifa-courses-\d{4}-\d{2}-\d{2}\.zip$/);
    const zipPath = join(dir, download.suggestedFilename());
    await download.saveAs(zipPath);
    expect(readFileSync(zipPath).subarray(0, 2).toString()).toBe("PK");

    await page.getByRole("link", { name: "Import" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Import Courses" })).toBeVisible();
    await page.getByLabel("ZIP file").setInputFiles(zipPath);
    await page.getByRole("button", { name: "Import" }).click();

    const result = page.getByRole("heading", { level: 2, name: /courses? imported as drafts$/ });
    await expect(result).toBeVisible();
    await expect(toast(page, (await result.textContent()) ?? "")).toBeVisible();
    const links = page.locator('a[href^="/admin/course/"]');
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      imported.push(href!.split("/").pop()!);
    }
    expect(imported.length).toBeGreaterThan(0);

    // The copy of our course: a draft, under a new id, with its own copy of the image. The
    // result names each course as Arabic pages do (the audit log's rule): by its Arabic title.
    const copy = page.getByRole("link", { name: course.title.ar, exact: true });
    await expect(copy).toHaveCount(1);
    const copyId = (await copy.getAttribute("href"))!.split("/").pop()!;
    // The dashboard shows 24 at a time: its search finds the two (cards show the Arabic title).
    await page.goto(`/admin?q=${encodeURIComponent(course.title.en)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const cards = page.getByRole("article").filter({ hasText: course.title.ar });
    await expect(cards).toHaveCount(2);
    const copyCard = cards.filter({ has: page.locator(`a[href="/admin/course/${copyId}"]`) });
    await expect(copyCard.getByText("Draft", { exact: true })).toBeVisible();
    const image = copyCard.locator("img").first();
    await expect(image).toHaveAttribute(
      "src",
      /^\/uploads\/course-thumbnails\/[0-9a-f-]+-\d+\.webp$/,
    );
    expect(await image.getAttribute("src")).not.toBe(thumbnailUrl);
    expect((await page.request.get((await image.getAttribute("src"))!)).status()).toBe(200);
  } finally {
    for (const id of imported) await deleteCourseById(db, id);
    rmSync(dir, { recursive: true, force: true });
  }
});
