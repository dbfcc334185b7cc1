// Certificates over HTTP (issue #16, decision 0031), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: the course page's offer, the claim with the name asked for, the public page (the
// name, course, date and site, and nothing else about the learner), its image and Open Graph tags,
// 404 for tampered, malformed and hidden codes even after the page cache kept the page, /account's
// name and list, and a deleted course's certificate still verifiable.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLiveCertificateByCode } from "~/.server/db/repositories/certificates";
import { deleteCourseById, insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { backdateLessonVisits } from "~/.server/db/testing/lesson-visits";
import { testCourse } from "~/.server/db/testing/test-course";
import { translatorFor } from "~/i18n/translator";
import { cookieFrom, decodeHtmlEntities } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();
const PUBLIC_URL = "https://maarifa.example.mr";
const ar = translatorFor("ar");
const en = translatorFor("en");

describe.each(testDatabaseKinds())("certificates over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build: vite.build, publicOrigin: PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers, redirect: "manual" });
  const post = (path: string, form: Record<string, string>, cookie = "") =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { origin: server.base, ...(cookie ? { cookie } : {}) },
      redirect: "manual",
    });

  async function publishedCourse(): Promise<{ courseId: string; lessonIds: string[] }> {
    const courseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Household budgets", ar: "ميزانية الأسرة" }),
        isPublished: true,
      }),
    );
    await insertLessons(
      t.db,
      courseId,
      ["one", "two"].map((title) => ({
        title: localizedText({ en: title }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 5,
      })),
    );
    return { courseId, lessonIds: (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id) };
  }

  async function signUp(email: string, phone = ""): Promise<string> {
    const made = await post("/auth", {
      intent: "sign-up",
      email,
      phone,
      password: "nouakchott sea breeze",
    });
    expect(made.status).toBe(200);
    return cookieFrom(made, "maarifa_learner");
  }

  /** Opens every lesson, as a learner does, then marks them all as one who took the time. */
  async function completeCourse(cookie: string, courseId: string, lessonIds: string[]) {
    await openLessons(cookie, courseId, lessonIds);
    // Decision 0041: the lessons look opened long ago.
    await backdateLessonVisits(t.db, lessonIds);
    for (const [index, lessonId] of lessonIds.entries()) {
      const marked = await post(
        `/course/${courseId}`,
        { intent: "complete", lessonId, position: String(index + 1) },
        cookie,
      );
      expect(marked.status).toBe(302);
    }
  }

  async function openLessons(cookie: string, courseId: string, lessonIds: string[]) {
    for (const index of lessonIds.keys()) {
      const page = await get(`/course/${courseId}?lesson=${index + 1}`, { cookie });
      expect(page.status).toBe(200);
    }
  }

  // Issue #27: the one-minute certificate. Every lesson opened and marked at once is refused,
  // saying how long is left (5-minute lessons: 3 minutes to wait, rounded up), and the claim with it.
  it("refuses the marks of lessons opened a moment ago, and so the certificate", async () => {
    const { courseId, lessonIds } = await publishedCourse();
    const cookie = await signUp(`hurried-${kind}@example.mr`);
    await openLessons(cookie, courseId, lessonIds);
    for (const [index, lessonId] of lessonIds.entries()) {
      const form = { intent: "complete", lessonId, position: String(index + 1) };
      const plain = await post(`/en/course/${courseId}?lesson=${index + 1}`, form, cookie);
      expect(plain.status).toBe(409);
      expect(decodeHtmlEntities(await plain.text())).toContain(
        en.t("progress.tooEarly", { minutes: 3 }),
      );
      const scripted = await post(
        `/course/${courseId}?lesson=${index + 1}`,
        { ...form, js: "1" },
        cookie,
      );
      expect(scripted.status).toBe(409);
      expect(decodeHtmlEntities(await scripted.text())).toContain(
        ar.t("progress.tooEarly", { minutes: 3 }),
      );
    }
    const page = await (await get(`/course/${courseId}?lesson=2`, { cookie })).text();
    expect(page).not.toContain('data-completed="true"');
    expect(page).not.toContain("data-certificate-offer");
    const claim = await post(
      `/course/${courseId}/certificate`,
      { certificateName: "مريم" },
      cookie,
    );
    expect(claim.status).toBe(403);
  });

  it("offers the certificate in the answer to the mark that completes the course", async () => {
    const { courseId, lessonIds } = await publishedCourse();
    const cookie = await signUp(`patient-${kind}@example.mr`);
    await openLessons(cookie, courseId, lessonIds);
    await backdateLessonVisits(t.db, lessonIds);
    const mark = (index: number, extra: Record<string, string> = {}) =>
      post(
        `/course/${courseId}?lesson=${index + 1}`,
        { intent: "complete", lessonId: lessonIds[index]!, position: String(index + 1), ...extra },
        cookie,
      );
    const first = await mark(0, { js: "1" });
    expect(first.status).toBe(200);
    // The slot is there, empty: the course is not complete yet.
    const firstPage = await first.text();
    expect(firstPage).toContain("data-certificate-slot");
    expect(firstPage).not.toContain("data-certificate-offer");
    // The script's post of the last lesson answers with the page that has the offer in its slot.
    const last = await mark(1, { js: "1" });
    expect(last.status).toBe(200);
    expect(await last.text()).toMatch(
      /data-certificate-slot[^>]*>\s*<section[^>]*data-certificate-offer/,
    );
    // Without scripts, the page the mark sends back to has it.
    await mark(1, { intent: "uncomplete" });
    const plain = await mark(1);
    expect(plain.status).toBe(302);
    const after = await get(plain.headers.get("location")!, { cookie });
    expect(await after.text()).toContain("data-certificate-offer");
  });

  it("offers, claims and shows a certificate, and nothing else about the learner", async () => {
    const { courseId, lessonIds } = await publishedCourse();
    const email = `verify-${kind}@example.mr`;
    const cookie = await signUp(email, "+22222334455");

    // Not completed: no offer on the course page, and a claim is refused.
    expect(await (await get(`/course/${courseId}?lesson=1`, { cookie })).text()).not.toContain(
      "data-certificate-offer",
    );
    const early = await post(
      `/course/${courseId}/certificate`,
      { certificateName: "مريم" },
      cookie,
    );
    expect(early.status).toBe(403);
    expect(decodeHtmlEntities(await early.text())).toContain(
      ar.t("certificates.claim.notCompleted"),
    );

    await completeCourse(cookie, courseId, lessonIds);
    const offered = await (await get(`/course/${courseId}?lesson=1`, { cookie })).text();
    expect(offered).toContain("data-certificate-offer");
    expect(offered).toContain('name="certificateName"');
    // A visitor's page (the shared, cached one) never has it.
    expect(await (await get(`/course/${courseId}?lesson=1`)).text()).not.toContain(
      "data-certificate-offer",
    );

    // The first claim asks for the name; a refused one says why, in the page's language.
    const refused = await post(
      `/fr/course/${courseId}/certificate`,
      { certificateName: "Agent 007" },
      cookie,
    );
    expect(refused.status).toBe(400);
    expect(decodeHtmlEntities(await refused.text())).toContain(
      translatorFor("fr").t("certificates.name.characters"),
    );
    const claimed = await post(
      `/course/${courseId}/certificate`,
      { certificateName: " مريم  بنت أحمد " },
      cookie,
    );
    expect(claimed.status).toBe(302);
    const location = claimed.headers.get("location") ?? "";
    expect(location).toMatch(/^\/certificates\/[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    const code = location.split("/").pop() ?? "";

    // Claiming again, by the form or the page, leads to the same certificate.
    const again = await post(`/course/${courseId}/certificate`, {}, cookie);
    expect(again.headers.get("location")).toBe(location);
    const claimPage = await get(`/en/course/${courseId}/certificate`, { cookie });
    expect(claimPage.headers.get("location")).toBe(`/en/certificates/${code}`);
    const course = await (await get(`/course/${courseId}?lesson=1`, { cookie })).text();
    expect(course).toContain(`href="/certificates/${code}"`);

    // Anyone (no cookie) sees the name, the course, the date and the site's name.
    const page = await get(location);
    expect(page.status).toBe(200);
    const html = decodeHtmlEntities(await page.text());
    const stored = await findLiveCertificateByCode(t.db, code);
    expect(html).toContain("مريم بنت أحمد");
    expect(html).toContain("ميزانية الأسرة");
    expect(html).toContain(ar.t("site.brand"));
    const date = new Intl.DateTimeFormat("ar-u-nu-latn", {
      dateStyle: "long",
      timeZone: "UTC",
    }).format(new Date(stored?.completedAt ?? 0));
    expect(html).toContain(date);
    // Nothing that identifies the account: no email, phone or id of the learner.
    expect(html).not.toContain(email);
    expect(html).not.toContain("22334455");
    expect(html).not.toContain(stored?.learnerId);
    expect(html).not.toContain(stored?.id);
    expect(html).not.toContain("data-learner=");

    // Open Graph: absolute addresses from PUBLIC_URL, the image a PNG of the usual size.
    expect(html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/certificates/${code}"/>`,
    );
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/certificates/${code}"/>`);
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/certificates/${code}/image.png"/>`,
    );
    expect(html).toContain(
      `<title>${ar.t("certificates.pageTitle", { name: "مريم بنت أحمد" })} | معرفة</title>`,
    );
    const image = await get(`/certificates/${code}/image.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    const etag = image.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const png = Buffer.from(await image.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect((await get(`/certificates/${code}/image.png`, { "if-none-match": etag })).status).toBe(
      304,
    );

    // In English: the English title and date, and the English image.
    const english = decodeHtmlEntities(await (await get(`/en/certificates/${code}`)).text());
    expect(english).toContain('<html lang="en" dir="ltr"');
    expect(english).toContain("Household budgets");
    expect(english).toContain(
      new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(stored?.completedAt ?? 0),
      ),
    );
    expect(english).toContain(`${PUBLIC_URL}/en/certificates/${code}/image.png`);
    expect((await get(`/en/certificates/${code}/image.png`)).headers.get("content-type")).toBe(
      "image/png",
    );

    // A tampered or malformed code is the site's 404, and so is its image.
    const tampered = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
    for (const bad of [tampered, code.toLowerCase(), "nothing", `${code}X`]) {
      const missing = await get(`/certificates/${bad}`);
      expect(missing.status, bad).toBe(404);
      expect(decodeHtmlEntities(await missing.text())).toContain(ar.t("error.notFound.heading"));
      expect((await get(`/certificates/${bad}/image.png`)).status, bad).toBe(404);
    }

    // /account lists it with its links.
    const account = decodeHtmlEntities(await (await get("/en/account", { cookie })).text());
    expect(account).toContain(en.t("certificates.account.heading"));
    expect(account).toContain(`href="/en/certificates/${code}"`);
    expect(account).toContain("https://wa.me/?text=");
    expect(account).toContain("https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME");
    expect(account).toContain('value="مريم بنت أحمد"');

    // Hidden: the page and the image are gone at once, although the page cache held them.
    const hidden = await post(
      "/account",
      { intent: "hide-certificate", certificateId: stored?.id ?? "" },
      cookie,
    );
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("location")).toBe("/account?certificates=hidden#certificates");
    expect((await get(location)).status).toBe(404);
    expect((await get(`/certificates/${code}/image.png`)).status).toBe(404);
    expect((await get(`/en/certificates/${code}`)).status).toBe(404);
    const after = decodeHtmlEntities(
      await (await get("/account?certificates=hidden", { cookie })).text(),
    );
    expect(after).toContain(ar.t("certificates.account.hidden"));
    expect(after).not.toContain(code);

    // Claimed again later: a new code.
    const reclaimed = await post(`/course/${courseId}/certificate`, {}, cookie);
    expect(reclaimed.status).toBe(302);
    expect(reclaimed.headers.get("location")).not.toBe(location);
  });

  it("keeps the page of a deleted course's certificate", async () => {
    const { courseId, lessonIds } = await publishedCourse();
    const cookie = await signUp(`deleted-${kind}@example.mr`);
    await completeCourse(cookie, courseId, lessonIds);
    const claimed = await post(
      `/course/${courseId}/certificate`,
      { certificateName: "Aicha Mint Mohamed" },
      cookie,
    );
    const location = claimed.headers.get("location") ?? "";
    await deleteCourseById(t.db, courseId);
    expect((await get(`/course/${courseId}`)).status).toBe(404);
    const page = await get(location);
    expect(page.status).toBe(200);
    const html = decodeHtmlEntities(await page.text());
    expect(html).toContain("Aicha Mint Mohamed");
    expect(html).toContain("ميزانية الأسرة");
    expect((await get(`${location}/image.png`)).status).toBe(200);
  });

  it("saves the name on certificates on /account, or says what is wrong with it", async () => {
    const cookie = await signUp(`name-${kind}@example.mr`);
    const refused = await post(
      "/en/account",
      { intent: "certificate-name", certificateName: "Aicha مريم" },
      cookie,
    );
    expect(refused.status).toBe(400);
    const html = decodeHtmlEntities(await refused.text());
    expect(html).toContain(en.t("certificates.name.mixed"));
    expect(html).toContain('value="Aicha مريم"');
    const saved = await post(
      "/en/account",
      { intent: "certificate-name", certificateName: "Aicha Mint Mohamed" },
      cookie,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/en/account?certificates=name-saved#certificates");
    const page = decodeHtmlEntities(
      await (await get("/en/account?certificates=name-saved", { cookie })).text(),
    );
    expect(page).toContain(en.t("certificates.name.saved"));
    expect(page).toContain('value="Aicha Mint Mohamed"');
    // The page's other forms still work: a wrong current password is still refused.
    const password = await post(
      "/en/account",
      { intent: "change-password", currentPassword: "wrong", newPassword: "another long one" },
      cookie,
    );
    expect(password.status).toBe(401);
  });

  it("asks a visitor to sign in before claiming", async () => {
    const { courseId } = await publishedCourse();
    const visitor = await post(`/fr/course/${courseId}/certificate`, {});
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toBe(
      `/fr/auth?form=sign-in&redirectTo=${encodeURIComponent(`/fr/course/${courseId}/certificate`)}`,
    );
  });
});
