// A class's join link and the learner's classes over HTTP (issue #29), on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: a GET shows the class and joins nobody (link previewers fetch
// links); the signed-in learner's POST joins (source 'join', no roster name) and /account lists
// the class with its course, due day and progress; a visitor is sent to sign in and comes back;
// a turned-off, archived or unknown code is a 404; codes are read in any case; Leave class
// removes the membership and nothing else; lookups of unknown codes are throttled per address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignClassCourse,
  insertClass,
  isClassMember,
  setClassArchived,
  setClassJoinCode,
} from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  LEARNER_SESSION_COOKIE,
  startLearnerSession,
} from "~/features/accounts/learner-session.server";
import { localizedText } from "~/lib/localized-text";
import { decodeHtmlEntities } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();
const PASSWORD = "a long enough passphrase";

describe.each(testDatabaseKinds())("joining a class by its link on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let classId: string;
  let courseId: string;
  let lessonIds: string[];
  let address = 0;

  /** Each test from its own address, unless it says which: the throttle is tested on its own. */
  const from = (ip?: string) => ({ "x-forwarded-for": ip ?? `198.51.100.${(address += 1)}` });
  const get = (path: string, cookie = "", ip?: string) =>
    fetch(server.base + path, { headers: { cookie, ...from(ip) }, redirect: "manual" });
  const post = (path: string, form: Record<string, string>, cookie = "", ip?: string) =>
    fetch(server.base + path, {
      method: "POST",
      body: new URLSearchParams(form),
      redirect: "manual",
      headers: { cookie, origin: server.base, ...from(ip) },
    });

  async function learner(): Promise<{ id: string; cookie: string }> {
    const id = await insertLearner(t.db, {
      email: `${crypto.randomUUID()}@example.mr`,
      phone: null,
      passwordHash: "not-used",
    });
    const { token } = await startLearnerSession(t.db, id);
    return { id, cookie: `${LEARNER_SESSION_COOKIE}=${token}` };
  }

  async function newClass(name: string, code: string | null): Promise<string> {
    const id = await insertClass(
      t.db,
      { name, description: "", startsOn: null, endsOn: null, teacherIds: [] },
      new Date(),
    );
    if (code) await setClassJoinCode(t.db, id, code, new Date());
    return id;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
    courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budgeting", ar: "الميزانية" }), isPublished: true }),
    );
    await insertLessons(
      t.db,
      courseId,
      ["One", "Two", "Three"].map((title) => ({
        title: localizedText({ en: title }),
        description: localizedText({}),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 5,
      })),
    );
    lessonIds = (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id);
    classId = await newClass("Morning class", "MRN234");
    await assignClassCourse(t.db, classId, courseId, "2026-12-20", new Date());
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  it("shows the class on a GET, in any case of the code, and joins nobody", async () => {
    const { id, cookie } = await learner();
    for (const path of ["/join/MRN234", "/join/mrn234", "/fr/join/Mrn234"]) {
      const response = await get(path, cookie);
      expect(response.status, path).toBe(200);
      const html = decodeHtmlEntities(await response.text());
      expect(html).toContain("Morning class");
      expect(html).toMatch(/<form[^>]*action="\/(fr\/)?join\/[^"]*" method="post"/);
    }
    // A link previewer: no cookie at all; never kept by a cache (a code may be turned off).
    const preview = await get("/join/MRN234");
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("no-store");
    expect(await isClassMember(t.db, classId, id)).toBe(false);
    expect(await t.db.selectFrom("class_members").selectAll().execute()).toEqual([]);
  });

  it("joins on the learner's POST, and /account lists the class with its progress", async () => {
    const { id, cookie } = await learner();
    await insertLessonProgress(t.db, id, [lessonIds[0] ?? ""]);
    const joined = await post("/join/mrn234", {}, cookie);
    expect(joined.status).toBe(302);
    expect(joined.headers.get("location")).toBe(`/account?joined=${classId}#classes`);
    const row = await t.db
      .selectFrom("class_members")
      .selectAll()
      .where("learner_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ class_id: classId, source: "join", name: "" });

    const account = decodeHtmlEntities(
      await (await get(`/account?joined=${classId}`, cookie)).text(),
    );
    expect(account).toContain("فصولي");
    expect(account).toContain("انضممت إلى الفصل");
    expect(account).toContain("Morning class");
    expect(account).toContain("الميزانية");
    expect(account).toMatch(/1 من 3 دروس/);
    expect(account).toContain('name="intent" value="leave-class"');

    // Opening the link again says so, and a second POST changes nothing.
    expect(decodeHtmlEntities(await (await get("/join/MRN234", cookie)).text())).toContain(
      "أنت عضو في هذا الفصل بالفعل",
    );
    expect((await post("/join/MRN234", {}, cookie)).status).toBe(302);
    expect(
      await t.db.selectFrom("class_members").selectAll().where("learner_id", "=", id).execute(),
    ).toHaveLength(1);
  });

  it("leaves a class: the membership goes, the progress stays", async () => {
    const { id, cookie } = await learner();
    expect((await post("/join/MRN234", {}, cookie)).status).toBe(302);
    await insertLessonProgress(t.db, id, [lessonIds[1] ?? ""]);
    const left = await post("/account", { intent: "leave-class", classId }, cookie);
    expect(left.status).toBe(302);
    expect(left.headers.get("location")).toBe(`/account?left=${classId}#classes`);
    expect(await isClassMember(t.db, classId, id)).toBe(false);
    expect(
      await t.db.selectFrom("lesson_progress").selectAll().where("learner_id", "=", id).execute(),
    ).toHaveLength(1);
    const account = decodeHtmlEntities(
      await (await get(`/account?left=${classId}`, cookie)).text(),
    );
    expect(account).toContain("غادرت الفصل");
    expect(account).not.toContain('value="leave-class"');
    // Another learner cannot be taken out by naming the class: only one's own row goes.
    const other = await learner();
    await post("/join/MRN234", {}, other.cookie);
    await post("/account", { intent: "leave-class", classId }, cookie);
    expect(await isClassMember(t.db, classId, other.id)).toBe(true);
  });

  it("sends a visitor to sign in, and brings them back to join", async () => {
    const visitor = await get("/join/MRN234");
    const html = decodeHtmlEntities(await visitor.text());
    expect(html).toContain("/auth?form=sign-in&redirectTo=%2Fjoin%2FMRN234");
    expect(html).toContain("/auth?form=sign-up&redirectTo=%2Fjoin%2FMRN234");
    expect(html).not.toMatch(/<form[^>]*action="\/join\//);
    // A POST without a session joins nobody and goes to sign-in, in the page's language.
    const refused = await post("/fr/join/MRN234", {});
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe(
      "/fr/auth?form=sign-in&redirectTo=%2Ffr%2Fjoin%2FMRN234",
    );
    // Sign up, then sign in with the return path: back on the join page, still to press Join.
    const email = `${crypto.randomUUID()}@example.mr`;
    const signUp = await post("/auth", {
      intent: "sign-up",
      email,
      password: PASSWORD,
      redirectTo: "/join/MRN234",
    });
    expect(signUp.status).toBe(200);
    expect(decodeHtmlEntities(await signUp.text())).toContain('href="/join/MRN234"');
    const signIn = await post("/auth", {
      intent: "sign-in",
      identifier: email,
      password: PASSWORD,
      redirectTo: "/join/MRN234",
    });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/join/MRN234");
    // Signing in joined nothing: the Join button does, on the page they are back on.
    const account = await t.db
      .selectFrom("learners")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(await isClassMember(t.db, classId, account.id)).toBe(false);
  });

  it("answers a turned-off, archived or unknown code with a 404, GET and POST", async () => {
    const { id, cookie } = await learner();
    const off = await newClass("Code off", null);
    const archived = await newClass("Archived", "ARCH42");
    await setClassArchived(t.db, archived, true, new Date());
    for (const path of ["/join/ARCH42", "/join/NOSUCH", "/join/%3Cscript%3E", "/en/join/ARCH42"]) {
      expect((await get(path, cookie)).status, path).toBe(404);
      expect((await post(path, {}, cookie)).status, path).toBe(404);
    }
    // A code that was turned off no longer opens its class.
    const renewed = await newClass("Renewed", "RNW234");
    await setClassJoinCode(t.db, renewed, null, new Date());
    expect((await get("/join/RNW234", cookie)).status).toBe(404);
    for (const klass of [off, archived, renewed]) {
      expect(await isClassMember(t.db, klass, id)).toBe(false);
    }
  });

  it("throttles unknown codes per address, so codes cannot be enumerated", async () => {
    const ip = "203.0.113.77";
    for (let n = 0; n < 10; n += 1) {
      expect((await get(`/join/GUESS${n + 2}`, "", ip)).status).toBe(404);
    }
    const blocked = await get("/join/GUESS99", "", ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Blocked, even a real code says nothing; from another address it opens.
    expect((await get("/join/MRN234", "", ip)).status).toBe(429);
    expect((await get("/join/MRN234", "", "203.0.113.78")).status).toBe(200);
  });
});
