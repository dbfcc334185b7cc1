// The three locales over HTTP (issue #15, decision 0026), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: every public page under /fr and /en, the URL alone deciding the language (the same
// cacheable page whatever Accept-Language or the switcher's cookie say), hreflang alternates
// from PUBLIC_URL, and the sign-up form's redirects staying in the page's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCertificateUnlessLive } from "~/.server/db/repositories/certificates";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessons } from "~/.server/db/repositories/lessons";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { testCourse } from "~/.server/db/testing/test-course";
import { translatorFor } from "~/i18n/translator";
import { PUBLIC_PAGE } from "./cache-policy";
import { cookieFrom } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();
const PUBLIC_URL = "https://maarifa.example.mr";
const CERTIFICATE_CODE = "7G3KQ-M2XDP-0A9ZR-TW4HB";

/** The page without what changes on every request (the CSP nonce). */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, "");

describe.each(testDatabaseKinds())("locales on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    courseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Household budgets", ar: "ميزانية الأسرة" }),
        isPublished: true,
      }),
    );
    await insertLessons(t.db, courseId, [
      {
        title: localizedText({ en: "Lesson one" }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 11,
      },
    ]);
    // A certificate (issue #16): its public page exists in every locale too.
    const learnerId = await insertLearner(t.db, {
      email: "certified@example.mr",
      phone: null,
      passwordHash: "x",
    });
    await insertCertificateUnlessLive(t.db, {
      code: CERTIFICATE_CODE,
      learnerId,
      courseId,
      learnerName: "مريم بنت أحمد",
      courseTitle: localizedText({ en: "Household budgets", ar: "ميزانية الأسرة" }),
      completedAt: new Date().toISOString(),
    });
    server = await startTestServer({ db: t.db, build: vite.build, publicOrigin: PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers, redirect: "manual" });

  it.each([
    ["ar", ""],
    ["fr", "/fr"],
    ["en", "/en"],
  ] as const)("serves every public page in %s", async (locale, prefix) => {
    const i = translatorFor(locale);
    for (const path of [
      "/",
      "/courses",
      `/course/${courseId}`,
      "/auth",
      "/auth/forgot-password",
      "/reset-password",
      "/privacy",
      "/terms",
      `/certificates/${CERTIFICATE_CODE}`,
    ]) {
      const res = await get(prefix + (path === "/" && prefix ? "" : path));
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<html lang="${locale}" dir="${i.dir}"`);
    }
    const course = await (await get(`${prefix}/course/${courseId}`)).text();
    expect(course).toContain(i.t("count.lessons", { count: 1 }));
    expect(course).toContain(i.t("duration.minutes", { minutes: 11 }));
    const missing = await get(`${prefix}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(`<html lang="${locale}" dir="${i.dir}"`);
    // The account page asks a visitor to sign in, in the same language.
    const account = await get(`${prefix}/account`);
    expect(account.status).toBe(302);
    expect(account.headers.get("location")).toMatch(new RegExp(`^${prefix}/auth\\b`));
  });

  it("decides the language by the address alone: one cacheable page for every visitor", async () => {
    const plain = await get("/fr/courses");
    expect(plain.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect(plain.headers.get("vary") ?? "").not.toMatch(/accept-language|cookie/i);
    const body = withoutNonce(await plain.text());
    const variants: Array<Record<string, string>> = [
      { "accept-language": "ar-MR,ar;q=0.9" },
      { "accept-language": "en-US,en;q=0.9" },
      { cookie: "maarifa_locale=en" },
    ];
    for (const headers of variants) {
      const res = await get("/fr/courses", headers);
      expect(res.headers.get("cache-control")).toBe(PUBLIC_PAGE);
      expect(withoutNonce(await res.text())).toBe(body);
    }
    // And the Arabic page stays Arabic for a French browser: no redirect, ever.
    const arabic = await get("/courses", { "accept-language": "fr-FR,fr;q=0.9" });
    expect(arabic.status).toBe(200);
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
  });

  it("links the same page in every locale with absolute hreflang alternates", async () => {
    const html = await (await get(`/en/course/${courseId}?lesson=1`)).text();
    const path = `/course/${courseId}?lesson=1`;
    expect(html).toContain(`<link rel="alternate" hrefLang="ar" href="${PUBLIC_URL}${path}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="fr" href="${PUBLIC_URL}/fr${path}"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${PUBLIC_URL}/en${path}"/>`);
    expect(html).toContain(
      `<link rel="alternate" hrefLang="x-default" href="${PUBLIC_URL}${path}"/>`,
    );
    expect(html).toContain('<meta property="og:locale" content="en_US"/>');
    // The switcher keeps the lesson.
    expect(html).toContain(`href="/fr${path}" hrefLang="fr"`);
  });

  it("shows each locale's content first: an English title on French pages, Arabic on Arabic", async () => {
    const fr = await (await get(`/fr/course/${courseId}`)).text();
    expect(fr).toContain('<bdi lang="en" dir="ltr">Household budgets</bdi>');
    expect(fr).toContain("<title>Household budgets | Maarifa</title>");
    const ar = await (await get(`/course/${courseId}`)).text();
    expect(ar).toContain("<title>ميزانية الأسرة | معرفة</title>");
  });

  it("keeps a sign-up and its errors in the page's language", async () => {
    const post = (path: string, form: Record<string, string>) =>
      fetch(`${server.base}${path}`, {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { origin: server.base },
        redirect: "manual",
      });
    const refused = await post("/fr/auth", {
      intent: "sign-up",
      phone: "12345",
      email: "",
      password: "nouakchott sea breeze",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(translatorFor("fr").t("auth.error.invalidPhone"));

    const made = await post("/en/auth", {
      intent: "sign-up",
      phone: "",
      email: `locale-${kind}@example.mr`,
      password: "nouakchott sea breeze",
    });
    // Sign-up answers the page of the recovery code (issue #27), whose "continue" leads home.
    expect(made.status).toBe(200);
    const shown = await made.text();
    expect(shown).toContain(translatorFor("en").t("recovery.shown.heading"));
    expect(shown).toMatch(/<a href="\/en"/);

    // Signed in, the account page and the header's account menu speak the page's language too.
    const cookie = cookieFrom(made, "maarifa_learner");
    for (const locale of ["en", "fr"] as const) {
      const i = translatorFor(locale);
      const account = await fetch(`${server.base}/${locale}/account`, { headers: { cookie } });
      expect(account.status).toBe(200);
      const html = await account.text();
      expect(html).toContain(`<html lang="${locale}" dir="ltr"`);
      expect(html).toContain(i.t("account.title"));
      expect(html).toContain(i.t("account.noProgress"));
    }
  });
});
