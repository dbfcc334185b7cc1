// Learner accounts over HTTP (issue #6), on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the
// /auth forms as browsers post them, the session cookie, the page cache (anonymous pages stay
// shared and identical, signed-in ones private), progress from the course page's form, CSRF,
// sign-out, /account and the admin's 'Learners' figure.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { countLearners } from "~/.server/db/repositories/learners";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { countSessions } from "~/.server/db/repositories/sessions";
import { backdateLessonVisits } from "~/.server/db/testing/lesson-visits";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { AUTH_MESSAGES } from "~/features/accounts/auth-messages";
import { arabicText as arabic } from "~/i18n/testing/arabic-text";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import type { Lesson } from "~/lib/course/course";
import { PUBLIC_PAGE, SIGNED_IN } from "./cache-policy";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const PASSWORD = "nouakchott sea breeze";
const ADMIN_PASSWORD = "correct horse battery staple";

const vite = serverBuildForFile();

/** The `name=value` of the response's cookie `name`, and its whole header. */
function cookieOf(res: Response, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? { pair: header.split(";")[0] ?? "", header } : null;
}

/** HTML with the per-render CSP nonce taken out, to compare two renders' content. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, "");

describe.each(testDatabaseKinds())("learner accounts over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let courseId: string;
  let lessons: Lesson[];
  let ipCounter = 0;
  let ip: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, ADMIN_PASSWORD);
    courseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Budgeting", ar: "إعداد الميزانية" }),
        isPublished: true,
      }),
    );
    const lesson = (title: string) => ({
      title: localizedText({ en: title, ar: `${title} بالعربية` }),
      description: localizedText({}),
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 10,
    });
    await insertLessons(t.db, courseId, [lesson("One"), lesson("Two"), lesson("Three")]);
    lessons = await findLessonsByCourseId(t.db, courseId);
    // As deployed behind one reverse proxy: each test picks its own client address.
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("sessions").execute();
    ip = `198.51.100.${++ipCounter}`;
  });

  const get = (path: string, cookie?: string) =>
    fetch(server.base + path, {
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": ip },
    });
  const post = (
    path: string,
    form: Record<string, string>,
    { cookie, origin = server.base }: { cookie?: string; origin?: string } = {},
  ) =>
    fetch(server.base + path, {
      method: "POST",
      body: new URLSearchParams(form),
      redirect: "manual",
      headers: { origin, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
    });

  async function signUp(fields: Record<string, string>) {
    const res = await post("/auth", { intent: "sign-up", password: PASSWORD, ...fields });
    const cookie = cookieOf(res, "maarifa_learner");
    return { res, cookie: cookie?.pair ?? "", header: cookie?.header ?? "" };
  }

  /**
   * The learner opens every lesson, and it looks long ago (decision 0041): their marks are then
   * accepted, as those of a learner who took the time.
   */
  async function openedLongAgo(cookie: string) {
    for (const position of [1, 2, 3]) {
      expect((await get(`/course/${courseId}?lesson=${position}`, cookie)).status).toBe(200);
    }
    await backdateLessonVisits(
      t.db,
      lessons.map((lesson) => lesson.id),
    );
  }

  it("signs up with a phone number: the recovery code's page, HttpOnly SameSite=Lax cookie, signed-in pages", async () => {
    const { res, cookie, header } = await signUp({
      phone: "22 12 34 56",
      redirectTo: `/course/${courseId}`,
    });
    // Issue #27: a page showing the recovery code once, whose "continue" leads back.
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const shown = await res.text();
    expect(shown).toMatch(/data-recovery-code[^>]*>\d{4} \d{4} \d{4} \d{4}</);
    expect(shown).toContain(`<a href="/course/${courseId}"`);
    // The page is the new account's: its header says so, not "sign in".
    expect(shown).toContain("حسابي");
    expect(shown).toContain("+222 22 12 34 56");
    expect(header).toMatch(
      /^maarifa_learner=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );
    expect(await countLearners(t.db)).toBe(1);

    const home = await get("/", cookie);
    expect(home.headers.get("cache-control")).toBe(SIGNED_IN);
    const html = await home.text();
    expect(html).toContain("حسابي");
    // Grouped for reading (issue #15), not as stored.
    expect(html).toContain("+222 22 12 34 56");
  });

  it("sets a Secure __Host- cookie when the request came over https", async () => {
    const res = await fetch(`${server.base}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-up", email: "a@example.mr", password: PASSWORD }),
      redirect: "manual",
      headers: {
        origin: server.base.replace("http:", "https:"),
        "x-forwarded-proto": "https",
        "x-forwarded-for": ip,
      },
    });
    expect(cookieOf(res, "__Host-maarifa_learner")?.header).toMatch(/; Secure$/);
  });

  it("shows the specification's message in Arabic, and refuses duplicates, changing nothing", async () => {
    const missing = await post("/auth", { intent: "sign-up", email: "", phone: "", password: "" });
    expect(missing.status).toBe(400);
    expect(missing.headers.get("set-cookie")).toBeNull();
    expect(await missing.text()).toContain(arabic(AUTH_MESSAGES.missingCredentials));

    await signUp({ email: "aicha@example.mr" });
    const duplicate = await post("/auth", {
      intent: "sign-up",
      email: "Aicha@Example.mr",
      password: PASSWORD,
    });
    expect(duplicate.status).toBe(409);
    const html = await duplicate.text();
    expect(html).toContain(arabic(AUTH_MESSAGES.emailTaken));
    // The form keeps what was typed, except the password.
    expect(html).toContain('value="Aicha@Example.mr"');
    expect(html).not.toContain(PASSWORD);
    expect(await countLearners(t.db)).toBe(1);
  });

  it("refuses a cross-site sign-up or sign-in form (CSRF)", async () => {
    const res = await post(
      "/auth",
      { intent: "sign-up", email: "a@example.mr", password: PASSWORD },
      { origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(await countLearners(t.db)).toBe(0);
  });

  it("signs in with the same message for a wrong password and an unknown account, then throttles", async () => {
    await signUp({ email: "aicha@example.mr" });
    const wrong = await post("/auth", {
      intent: "sign-in",
      identifier: "aicha@example.mr",
      password: "not it at all",
    });
    const unknown = await post("/auth", {
      intent: "sign-in",
      identifier: "nobody@example.mr",
      password: PASSWORD,
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    for (const res of [wrong, unknown]) {
      expect(await res.text()).toContain(arabic(AUTH_MESSAGES.invalidCredentials));
    }
    for (let i = 0; i < 3; i++) {
      await post("/auth", { intent: "sign-in", identifier: "aicha@example.mr", password: "no" });
    }
    const blocked = await post("/auth", {
      intent: "sign-in",
      identifier: "aicha@example.mr",
      password: PASSWORD,
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain("محاولات فاشلة كثيرة");
  });

  it("keeps anonymous pages shared and identical while learners make progress", async () => {
    const before = await get("/");
    expect(before.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    const beforeHtml = await before.text();
    const beforeCourse = await (await get(`/course/${courseId}`)).text();

    const { cookie } = await signUp({ phone: "36123456" });
    await openedLongAgo(cookie);
    await post(
      `/course/${courseId}?lesson=1`,
      { intent: "complete", lessonId: lessons[0]!.id, position: "1" },
      { cookie },
    );
    const signedInHome = await (await get("/", cookie)).text();
    expect(signedInHome).toContain("تابع التعلّم");

    const after = await get("/");
    expect(after.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    const afterHtml = await after.text();
    expect(withoutNonce(afterHtml)).toBe(withoutNonce(beforeHtml));
    expect(afterHtml).not.toContain("تابع التعلّم");
    expect(afterHtml).not.toContain("+22236123456");
    expect(withoutNonce(await (await get(`/course/${courseId}`)).text())).toBe(
      withoutNonce(beforeCourse),
    );
  });

  it("marks and un-marks from the course page's form, and opens at the first unfinished lesson", async () => {
    const { cookie } = await signUp({ email: "aicha@example.mr" });
    await openedLongAgo(cookie);
    const complete = (position: number, intent = "complete", extra = {}) =>
      post(
        `/course/${courseId}?lesson=${position}`,
        { intent, lessonId: lessons[position - 1]!.id, position: String(position), ...extra },
        { cookie },
      );

    // Without scripts: post, then redirect back to the lesson (a reload does not post again).
    const first = await complete(1);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/course/${courseId}?lesson=1`);
    expect((await complete(1)).status).toBe(302); // idempotent
    // From the hydrated page's fetcher: an answer, no redirect.
    expect((await complete(2, "complete", { js: "1" })).status).toBe(200);

    // Without ?lesson= a learner is sent to their first unfinished lesson.
    const opened = await get(`/course/${courseId}`, cookie);
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/course/${courseId}?lesson=3`);
    const page = await get(`/course/${courseId}?lesson=3`, cookie);
    expect(page.headers.get("cache-control")).toBe(SIGNED_IN);
    // React separates adjacent text with <!-- --> in server HTML.
    const html = (await page.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("الدروس المكتملة: 2 من 3");
    // Lesson 3 is the one shown: its title is in the 'this lesson' panel.
    expect(html).toMatch(/الدرس 3: <bdi>Three بالعربية<\/bdi>/);

    await complete(2, "uncomplete");
    expect((await get(`/course/${courseId}`, cookie)).headers.get("location")).toBe(
      `/course/${courseId}?lesson=2`,
    );
    const again = (await (await get(`/course/${courseId}?lesson=2`, cookie)).text()).replaceAll(
      "<!-- -->",
      "",
    );
    expect(again).toContain("الدروس المكتملة: 1 من 3");
    expect(again).toMatch(/الدرس 2: <bdi>Two بالعربية<\/bdi>/);
  });

  it("sends a visitor without scripts who marks a lesson to /auth, and back after", async () => {
    const res = await post(`/course/${courseId}?lesson=2`, {
      intent: "complete",
      lessonId: lessons[1]!.id,
      position: "2",
    });
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toBe(
      `/auth?form=sign-up&redirectTo=${encodeURIComponent(`/course/${courseId}?lesson=2`)}`,
    );
    const auth = await (await get(location)).text();
    expect(auth).toContain(`value="/course/${courseId}?lesson=2"`);
  });

  it("signs out with a POST only, ending the session on the server", async () => {
    const { cookie } = await signUp({ email: "aicha@example.mr" });
    expect((await get("/auth/sign-out", cookie)).status).toBe(302);
    expect(await countSessions(t.db, "learner")).toBe(1);
    const res = await post("/auth/sign-out", {}, { cookie });
    expect(res.status).toBe(302);
    expect(cookieOf(res, "maarifa_learner")?.header).toMatch(/^maarifa_learner=; .*Max-Age=0/);
    expect(await countSessions(t.db, "learner")).toBe(0);
    expect(await (await get("/", cookie)).text()).not.toContain("حسابي");
  });

  it("/account needs a session, shows progress, and deletes the account on confirmation", async () => {
    expect((await get("/account")).headers.get("location")).toBe(
      "/auth?form=sign-in&redirectTo=%2Faccount",
    );
    const { cookie } = await signUp({ email: "aicha@example.mr" });
    await openedLongAgo(cookie);
    await post(
      `/course/${courseId}?lesson=1`,
      { intent: "complete", lessonId: lessons[0]!.id, position: "1" },
      { cookie },
    );
    const account = await get("/account", cookie);
    expect(account.headers.get("cache-control")).toBe(SIGNED_IN);
    const html = await account.text();
    expect(html).toContain("إعداد الميزانية");
    expect(html).toContain("(33%)");

    const refused = await post("/account", { intent: "delete-account", confirm: "" }, { cookie });
    expect(refused.status).toBe(400);
    expect(await countLearners(t.db)).toBe(1);
    const deleted = await post(
      "/account",
      { intent: "delete-account", confirm: "حذف" },
      { cookie },
    );
    expect(deleted.status).toBe(302);
    expect(cookieOf(deleted, "maarifa_learner")?.header).toContain("Max-Age=0");
    expect(await countLearners(t.db)).toBe(0);
    expect(await countSessions(t.db, "learner")).toBe(0);
    expect((await t.db.selectFrom("lesson_progress").selectAll().execute()).length).toBe(0);
  });

  it("shows the number of learner accounts on the admin dashboard", async () => {
    await signUp({ email: "aicha@example.mr" });
    await signUp({ phone: "46123456" });
    const login = await post("/admin/login", { password: ADMIN_PASSWORD, redirectTo: "/admin" });
    const admin = cookieOf(login, "maarifa_admin")?.pair ?? "";
    const html = await (await get("/admin", admin)).text();
    expect(html).toMatch(/<dt[^>]*>Learners<\/dt><dd[^>]*>2<\/dd>/);
  });
});
