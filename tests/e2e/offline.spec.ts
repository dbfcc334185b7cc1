// Installable and readable offline (issue #17): the manifest and icons the browser installs from,
// a service worker that comes with the second page (never the first: its bytes are the budget's)
// and controls the pages, an offline page in the learner's language for a page never saved, a
// course saved for offline read without a connection, and the old shell dropped by a new worker.
// Honest copies (issue #27, decision 0046), on a phone (360 px, 2x): a press on play without a
// connection says the video needs one, a learner's copy is theirs (signed in, their marks) and goes
// at sign-out, marks made offline are sent or, refused, dropped and told, sizes are in the page's
// language, and each locale's pages install an app that starts in that locale.
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { findCompletedLessonIds } from "../../app/.server/db/repositories/lesson-progress";
import { findLearnerCredentials } from "../../app/.server/db/repositories/learners";
import { setCoursePublished } from "../../app/.server/db/repositories/courses";
import { insertLessonProgress } from "../../app/.server/db/repositories/lesson-progress";
import {
  backdateLessonVisits,
  expect,
  lessonPanel,
  signUpLearner,
  test,
  waitForEnhancement,
  withServiceWorker,
} from "./fixtures";

const PHONE = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 } as const;

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
  // The worker's copy says it is one (issue #27).
  await expect(page.locator("html")).toHaveAttribute("data-offline-copy", "");
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

/** Presses 'Save for offline' on the course page shown and waits until it is saved. */
async function saveForOffline(page: Page) {
  await waitForEnhancement(page);
  const save = page.locator("[data-save-offline]");
  await save.getByRole("button", { name: "حفظ للقراءة دون اتصال" }).click();
  await expect(save.getByText("محفوظة للقراءة دون اتصال")).toBeVisible();
}

/** The marks waiting in this browser for a connection (app/browser/progress.ts). */
const queuedMarks = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("maarifa_progress_queue") ?? "[]").length);

/** The names of this browser's saved courses' caches. */
const savedCaches = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith("maarifa-saved:")),
  );

test.describe("honest offline copies, on a phone (issue #27)", () => {
  test.use(PHONE);

  test("a learner's copy is theirs; a lesson marked offline is shown, kept, and sent online", async ({
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
    await saveForOffline(page);
    // Listed on the home page, with the space used.
    await page.goto("/");
    const saved = page.locator("[data-saved-courses]");
    await expect(saved.getByRole("link")).toHaveCount(1);
    await expect(saved.locator("[data-storage-used]")).toContainText("المساحة المستخدمة");

    await context.setOffline(true);
    await page.goto(`/course/${id}?lesson=3`);
    await expect(page.getByText(lessons[2]!.title.ar!).first()).toBeVisible();
    await page.goto(`/course/${id}?lesson=2`);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", "");
    await expect(page.getByText(lessons[1]!.title.ar!).first()).toBeVisible();
    // Marked without a connection: shown, and kept for the account.
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "تحديد الدرس كمكتمل" }).click();
    await expect(page.getByText("الدروس المكتملة: 1 من 3")).toBeVisible();
    expect(await queuedMarks(page)).toBe(1);
    // Another saved page, saved before the mark, shows it too.
    await page.goto(`/course/${id}?lesson=3`);
    await expect(page.getByText("الدروس المكتملة: 1 من 3")).toBeVisible();
    const learner = await findLearnerCredentials(db, { email });
    expect(await findCompletedLessonIds(db, learner!.id, id)).toEqual([]);

    // The connection returns: the mark is sent, from this page. The learner opened the course
    // long ago as far as the server knows (decision 0041), so it is accepted.
    await backdateLessonVisits(db, id);
    await context.setOffline(false);
    await expect(page.locator("html")).toHaveAttribute("data-progress-queue", "sent");
    expect(await findCompletedLessonIds(db, learner!.id, id)).toEqual([lessonIds[1]]);
    expect(await queuedMarks(page)).toBe(0);
    // Sent, it still shows on the copies saved before it.
    await context.setOffline(true);
    await page.goto(`/course/${id}?lesson=1`);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", "");
    await expect(page.getByText("الدروس المكتملة: 1 من 3")).toBeVisible();
    await context.setOffline(false);

    // Removed from the device: gone from the list.
    await page.goto("/account");
    await page.locator("[data-saved-courses]").getByRole("button", { name: "إزالة" }).click();
    await expect(page.locator("[data-saved-courses] [data-saved-list] li")).toHaveCount(0);
  });

  test("a signed-in learner's copy shows them signed in with their progress; sign-out deletes it", async ({
    page,
    context,
    createCourse,
    db,
  }) => {
    test.slow();
    const { id, lessonIds } = await createCourse({ lessons: [{}, {}, {}, {}] });
    // A visitor's copy of another course stays after the sign-out: it holds nobody's page.
    const other = await createCourse({ lessons: [{}] });
    const email = `finished-${randomInt(0, 1e9)}@example.mr`;
    await withServiceWorker(page, `/course/${other.id}`);
    await saveForOffline(page);
    await signUpLearner(page, { email });
    const learner = await findLearnerCredentials(db, { email });
    await insertLessonProgress(db, learner!.id, lessonIds);
    await page.goto(`/course/${id}?lesson=2`);
    await saveForOffline(page);
    expect((await savedCaches(page)).sort()).toEqual(
      [`maarifa-saved:${id}`, `maarifa-saved:${other.id}`].sort(),
    );

    await context.setOffline(true);
    await page.goto(`/course/${id}?lesson=4`);
    await expect(page.locator("html")).toHaveAttribute("data-offline-copy", "");
    // Signed in, with the finished course as the server showed it to them.
    const header = page.locator("header");
    await expect(header.getByText("حسابي")).toBeVisible();
    await expect(header.getByRole("link", { name: "دخول" })).toHaveCount(0);
    await expect(page.getByText("الدروس المكتملة: 4 من 4")).toBeVisible();
    await expect(
      page.locator("[data-save-offline]").getByText("محفوظة للقراءة دون اتصال"),
    ).toBeVisible();
    await context.setOffline(false);

    // Signing out deletes the learner's copy before anything else: the next person on this phone
    // finds the offline page there, not the learner's.
    await page.goto("/");
    await waitForEnhancement(page);
    await header.getByText("حسابي").click();
    await header.getByRole("button", { name: "تسجيل الخروج" }).click();
    await expect(header.getByRole("link", { name: "دخول" })).toBeVisible();
    expect(await savedCaches(page)).toEqual([`maarifa-saved:${other.id}`]);
    await context.setOffline(true);
    await page.goto(`/course/${id}?lesson=4`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لا يوجد اتصال بالإنترنت");
    await context.setOffline(false);
  });

  test("a mark the server refuses when the connection returns is dropped, and the learner told", async ({
    page,
    context,
    createCourse,
    db,
  }) => {
    test.slow();
    const { id } = await createCourse({ lessons: [{}, {}, {}] });
    const email = `refused-${randomInt(0, 1e9)}@example.mr`;
    await signUpLearner(page, { email });
    await withServiceWorker(page, `/course/${id}?lesson=1`);
    await saveForOffline(page);

    await context.setOffline(true);
    await page.goto(`/course/${id}?lesson=2`);
    await waitForEnhancement(page);
    await page.getByRole("button", { name: "تحديد الدرس كمكتمل" }).click();
    await expect(page.getByText("الدروس المكتملة: 1 من 3")).toBeVisible();
    // Meanwhile the course is withdrawn: the server no longer takes marks of its lessons.
    await setCoursePublished(db, id, false);

    await context.setOffline(false);
    const notice = page.locator("[data-refused-mark]");
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("لم يقبل الموقع درسًا حددته كمكتمل دون اتصال");
    await expect(notice.getByRole("link", { name: "فتح الدرس" })).toHaveAttribute(
      "href",
      new RegExp(`/course/${id}\\?lesson=2$`),
    );
    // Unmarked, and not kept to be sent again.
    await expect(page.getByText("الدروس المكتملة: 0 من 3")).toBeVisible();
    expect(await queuedMarks(page)).toBe(0);
    const learner = await findLearnerCredentials(db, { email });
    expect(await findCompletedLessonIds(db, learner!.id, id)).toEqual([]);
    await notice.getByRole("button", { name: "إغلاق" }).click();
    await expect(notice).toBeHidden();
  });

  test("play without a connection says the video needs one, and the lesson's text is there", async ({
    page,
    context,
    createCourse,
  }) => {
    test.slow();
    const { id, lessons } = await createCourse({ lessons: [{}, {}] });
    await withServiceWorker(page, `/course/${id}?lesson=1`);
    await saveForOffline(page);

    await context.setOffline(true);
    await page.goto(`/course/${id}?lesson=2`);
    await waitForEnhancement(page);
    const title = lessons[1]!.title.ar!;
    await page.getByRole("button", { name: `تشغيل الفيديو: ${title}` }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "يحتاج هذا الفيديو إلى اتصال بالإنترنت" }),
    ).toBeVisible();
    await expect(lessonPanel(page).getByText(lessons[1]!.description.ar!)).toBeVisible();
    // No frame, hence never the browser's error page inside it.
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/course/${id}\\?lesson=2$`));

    // Back online, the notice goes and play plays.
    await context.setOffline(false);
    await expect(page.getByText("يحتاج هذا الفيديو إلى اتصال بالإنترنت")).toBeHidden();
    await page.getByRole("button", { name: `تشغيل الفيديو: ${title}` }).click();
    await expect(page.locator("iframe")).toHaveCount(1);
  });

  test("the space used is written in each language's units and digits, isolated", async ({
    page,
    createCourse,
  }) => {
    test.slow();
    const { id } = await createCourse({ lessons: [{}] });
    await withServiceWorker(page, `/course/${id}`);
    await saveForOffline(page);
    for (const [home, prefix, size] of [
      ["/", "المساحة المستخدمة على هذا الجهاز: ", /^\d+(\.\d)? (كيلوبايت|م\.ب)$/],
      ["/fr", "Espace utilisé sur cet appareil : ", /^\d+(,\d)?\s(ko|Mo)$/],
      ["/en", "Space used on this device: ", /^\d+(\.\d)? (kB|MB)$/],
    ] as const) {
      await page.goto(home);
      const used = page.locator("[data-saved-courses][data-ready] [data-storage-used]");
      await expect(used.locator("bdi")).toHaveText(size);
      expect(await used.textContent(), home).toMatch(new RegExp(`^${prefix}`));
    }
  });

  test("each locale's pages install an app that starts in that locale", async ({ page }) => {
    for (const [path, manifest, lang, dir] of [
      ["/fr/courses", "/fr/manifest.webmanifest", "fr", "ltr"],
      ["/en", "/en/manifest.webmanifest", "en", "ltr"],
      ["/courses", "/manifest.webmanifest", "ar", "rtl"],
    ] as const) {
      await page.goto(path);
      const cdp = await page.context().newCDPSession(page);
      const { url, data } = await cdp.send("Page.getAppManifest");
      expect(new URL(url).pathname).toBe(manifest);
      expect(JSON.parse(data ?? "{}")).toMatchObject({ lang, dir });
      // Installed from here, the app opens here, in this language.
      expect((JSON.parse(data ?? "{}") as { start_url: string }).start_url).toBe(
        lang === "ar" ? "/" : `/${lang}`,
      );
      await cdp.detach();
    }
  });
});
