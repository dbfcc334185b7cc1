// Installable and readable offline (issue #17): the manifest and icons the browser installs from,
// a service worker that comes with the second page (never the first: its bytes are the budget's)
// and controls the pages, an offline page in the learner's language for a page never saved, a
// course saved for offline read without a connection, and the old shell dropped by a new worker.
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { findCompletedLessonIds } from "../../app/.server/db/repositories/lesson-progress";
import { findLearnerCredentials } from "../../app/.server/db/repositories/learners";
import { expect, signUpLearner, test, waitForEnhancement } from "./fixtures";

/** Registers the worker the way a returning learner gets it, and waits until it controls the page. */
async function withServiceWorker(page: Page, path = "/") {
  await page.goto(path);
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A page loaded before the worker took over is not controlled: the next one is.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

test("the manifest, the icons and favicon.ico are served", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await request.get(href!);
  expect(manifest.headers()["content-type"]).toMatch(/manifest\+json|json/);
  const body = (await manifest.json()) as { lang: string; dir: string; icons: { src: string }[] };
  expect([body.lang, body.dir]).toEqual(["ar", "rtl"]);
  for (const icon of body.icons) {
    const res = await request.get(icon.src);
    expect(res.headers()["content-type"], icon.src).toBe("image/png");
  }
  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/icon/);
});

test("Chrome finds the site installable (its own installability checks)", async ({ page }) => {
  await withServiceWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are off the record, where Chrome never offers to install; every other
  // check (manifest fields, icons, served over a secure origin, the worker) must pass.
  expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
  const { url, data } = await cdp.send("Page.getAppManifest");
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(JSON.parse(data ?? "{}")).toMatchObject({ lang: "ar", dir: "rtl" });
});

test("the first page registers no service worker; the second does", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
  ).toBe(0);
  await withServiceWorker(page, "/courses");
});

test("without a connection, a page never saved shows the offline page in its language", async ({
  page,
  context,
}) => {
  test.slow();
  await withServiceWorker(page, "/fr/courses");
  await context.setOffline(true);
  await page.goto("/fr/course/never-saved-course");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pas de connexion Internet");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.goto("/course/never-saved-course");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("لا يوجد اتصال بالإنترنت");
  // Styled: the stylesheet came from the shell.
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).toContain("Tajawal");
  await context.setOffline(false);
});

test("a new worker drops the shell of the old one", async ({ page }) => {
  await withServiceWorker(page);
  await page.evaluate(async () => {
    const stale = await caches.open("maarifa-shell:service-worker-old.js");
    await stale.put("/offline", new Response("old"));
    // Installing again runs activate, as a new deployment's worker would.
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.unregister();
  });
  await withServiceWorker(page, "/courses");
  const names = await page.evaluate(() => caches.keys());
  expect(names).not.toContain("maarifa-shell:service-worker-old.js");
  expect(names.some((name) => /^maarifa-shell:service-worker-[\w-]+\.js$/.test(name))).toBe(true);
});

test("a saved course reads offline; a lesson marked offline reaches the account online", async ({
  page,
  context,
  createCourse,
  db,
}) => {
  test.slow();
  const { id, lessons, lessonIds } = await createCourse({ lessons: [{}, {}, {}] });
  const email = `offline-${randomInt(0, 1e9)}@example.mr`;
  await signUpLearner(page, { email });
  await withServiceWorker(page, `/course/${id}?lesson=1`);
  await waitForEnhancement(page);

  // Saved: every lesson's page, as any visitor sees it.
  const save = page.locator("[data-save-offline]");
  await save.getByRole("button", { name: "حفظ للقراءة دون اتصال" }).click();
  await expect(save.getByText("محفوظة للقراءة دون اتصال")).toBeVisible();
  // Listed on the home page, with the space used.
  await page.goto("/");
  const saved = page.locator("[data-saved-courses]");
  await expect(saved.getByRole("link")).toHaveCount(1);
  await expect(saved.locator("[data-storage-used]")).toContainText("المساحة المستخدمة");

  await context.setOffline(true);
  await page.goto(`/course/${id}?lesson=3`);
  await expect(page.getByText(lessons[2]!.title.ar!).first()).toBeVisible();
  await page.goto(`/course/${id}?lesson=2`);
  await expect(page.getByText(lessons[1]!.title.ar!).first()).toBeVisible();
  // Marked without a connection: shown, and kept for the account.
  await waitForEnhancement(page);
  await page.getByRole("button", { name: "تحديد الدرس كمكتمل" }).click();
  await expect(page.getByText("الدروس المكتملة: 1 من 3")).toBeVisible();
  const learner = await findLearnerCredentials(db, { email });
  expect(await findCompletedLessonIds(db, learner!.id, id)).toEqual([]);

  // The connection returns: the mark is sent, from this page.
  await context.setOffline(false);
  await expect
    .poll(() => findCompletedLessonIds(db, learner!.id, id), { timeout: 15_000 })
    .toEqual([lessonIds[1]]);

  // Removed from the device: gone from the list.
  await page.goto("/account");
  await page.locator("[data-saved-courses]").getByRole("button", { name: "إزالة" }).click();
  await expect(page.locator("[data-saved-courses] [data-saved-list] li")).toHaveCount(0);
});
