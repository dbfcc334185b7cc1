// The shared `test` for every browser spec:
// - no request leaves the machine (the course page embeds youtube-nocookie.com);
// - an uncaught exception or console error in the page fails the test (hydration, CSP);
// - `createCourse` adds a course to the server's own SQLite file and removes it afterwards;
// - `signInAsAdmin`, `signUpLearner` and `signInLearner` post the real forms' fields to the server
//   (its own rules, its own cookie), for tests whose subject is not the gate or the /auth forms.
import { randomInt, randomUUID } from "node:crypto";
import { join } from "node:path";
import {
  test as base,
  expect,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "@playwright/test";
import { createDatabase } from "../../app/.server/db/create-database";
import { insertLinks, type NewCourseLink } from "../../app/.server/db/repositories/course-links";
import {
  deleteCourseById,
  insertCourse,
  type NewCourse,
} from "../../app/.server/db/repositories/courses";
import {
  findLessonsByCourseId,
  insertLessons,
  type NewLesson,
} from "../../app/.server/db/repositories/lessons";
import {
  insertQuizQuestions,
  type QuizQuestionContent,
} from "../../app/.server/db/repositories/quiz-questions";
import { insertAdministrator } from "../../app/.server/db/repositories/administrators";
import { backdateLessonVisits as backdateVisitsOf } from "../../app/.server/db/testing/lesson-visits";
import { hashPassword } from "../../app/.server/auth/password-hash";
import type { AdminRole } from "../../app/lib/admin-roles";
import { localizedText, type LocalizedText } from "../../app/lib/localized-text";
import type { Database } from "../../app/.server/db/schema";
import {
  ADMIN_SESSION_COOKIE,
  endAdminSession,
} from "../../app/features/admin-auth/admin-session.server";

export { expect };
import { E2E_ADMIN_PASSWORD } from "./constants";
export { E2E_ADMIN_PASSWORD };

/** Any http(s) request to a host other than this machine. */
const EXTERNAL_REQUEST = /^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/;

function blockExternalRequests(context: BrowserContext) {
  return context.route(EXTERNAL_REQUEST, (route) => route.abort("blockedbyclient"));
}

/** A video link that parses (spec §5). */
export const VALID_YOUTUBE_URL = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
export const YOUTUBE_EMBED_PREFIX = "https://www.youtube-nocookie.com/embed/";

/**
 * The frame's address once play is pressed: autoplay, and the IFrame API's postMessage protocol
 * (`enablejsapi`, our `origin`) through which the page learns that the video ended (issue #6).
 */
export function youTubeEmbedSrc(page: Page, videoId: string) {
  const origin = new URL(page.url()).origin;
  return `${YOUTUBE_EMBED_PREFIX}${videoId}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(origin)}`;
}

/**
 * Fields that replace the defaults', except that a text replaces them language by language:
 * `title: { en: "x" }` keeps the default Arabic title (a full LocalizedText replaces them all).
 */
type Overrides<T> = Omit<Partial<T>, "title" | "description"> & {
  title?: Partial<LocalizedText>;
  description?: Partial<LocalizedText>;
};

function withOverrides<T extends { title: LocalizedText; description: LocalizedText }>(
  defaults: T,
  { title, description, ...fields }: Overrides<T>,
): T {
  return {
    ...defaults,
    ...fields,
    title: { ...defaults.title, ...title },
    description: { ...defaults.description, ...description },
  };
}

export interface CreateCourseOptions extends Overrides<NewCourse> {
  /** Defaults to three lessons with distinct Arabic titles and descriptions. */
  lessons?: Overrides<NewLesson>[];
  /** Defaults to none. */
  links?: NewCourseLink[];
  /**
   * Each lesson's quiz by the lesson's position in `lessons` (issue #16); none by default. Written
   * through the repository, as the rest of the course is, not through the admin editor's form.
   */
  questions?: QuizQuestionContent[][];
}

export interface CreatedCourse {
  id: string;
  /** The lessons' ids, in order. */
  lessonIds: string[];
  /** Unique to this course; every default text contains it. */
  suffix: string;
  course: NewCourse;
  lessons: NewLesson[];
  links: NewCourseLink[];
}

interface Fixtures {
  createCourse: (options?: CreateCourseOptions) => Promise<CreatedCourse>;
  failOnPageErrors: void;
}

interface WorkerFixtures {
  db: Database;
}

export function e2eDatabaseUrl(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir)
    throw new Error("E2E_RUN_DIR is not set: run the tests through playwright.config.ts");
  return `file:${join(runDir, "e2e.db")}`;
}

function defaultLessons(suffix: string): NewLesson[] {
  return [
    {
      title: localizedText({ en: `Lesson one ${suffix}`, ar: `الدرس الأول: المقدمة ${suffix}` }),
      description: localizedText({ ar: `نتعرّف في هذا الدرس على أساسيات الميزانية ${suffix}` }),
      youtubeUrl: VALID_YOUTUBE_URL,
      durationMinutes: 12,
    },
    {
      title: localizedText({ en: `Lesson two ${suffix}`, ar: `الدرس الثاني: التخطيط ${suffix}` }),
      description: localizedText({ ar: `نضع في هذا الدرس خطة ادخار شهرية ${suffix}` }),
      youtubeUrl: "https://youtu.be/wyZne_GSXQU",
      durationMinutes: 15,
    },
    {
      title: localizedText({
        en: `Lesson three ${suffix}`,
        ar: `الدرس الثالث: المتابعة ${suffix}`,
      }),
      description: localizedText({ ar: `نراجع في هذا الدرس المصاريف كل أسبوع ${suffix}` }),
      youtubeUrl: "https://www.youtube.com/embed/RCOZXRGf6M4",
      durationMinutes: 20,
    },
  ];
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  db: [
    // One connection per worker to the database file the server uses (SQLite in WAL mode).
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameters.
    async ({}, provide) => {
      const db = createDatabase(e2eDatabaseUrl());
      await provide(db);
      await db.destroy();
    },
    { scope: "worker" },
  ],

  context: async ({ context }, provide) => {
    await blockExternalRequests(context);
    await provide(context);
  },

  failOnPageErrors: [
    async ({ page }, provide) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The blocked external requests above are expected to fail, and so are our own answers
        // that say no on purpose: 404 pages, the admin gate's 401 (no session, wrong password), an
        // admin page refused to a role (403, issue #14), the learner forms' refusals (400
        // missing or invalid input, 401, 409 account exists), and a throttled quiz (429, issue
        // #16, whose answer the page shows in place). So are requests made while a test has
        // taken the browser offline (issue #17).
        if (/ERR_BLOCKED_BY_CLIENT|ERR_INTERNET_DISCONNECTED/.test(message.text())) return;
        const own = message
          .location()
          .url.startsWith(new URL(message.page()?.url() ?? "x:").origin);
        // An uploaded lesson's file refused after its probe (422, issue #28) is shown in place too.
        if (own && /status of (400|401|403|404|409|422|429)\b/.test(message.text())) return;
        problems.push(`console.error: ${message.text()}`);
      });
      await provide();
      expect(problems, "errors in the browser").toEqual([]);
    },
    { auto: true },
  ],

  createCourse: async ({ db }, provide) => {
    const created: string[] = [];
    await provide(async (options = {}) => {
      const suffix = randomUUID().slice(0, 8);
      const { lessons: lessonOptions, links = [], questions = [], ...overrides } = options;
      const course = withOverrides<NewCourse>(
        {
          title: localizedText({
            en: `E2E course ${suffix}`,
            ar: `دورة الاختبار ${suffix}`,
          }),
          description: localizedText({
            en: `An end-to-end test course ${suffix}`,
            ar: `دورة لاختبار الموقع من البداية إلى النهاية ${suffix}`,
          }),
          thumbnailUrl: "",
          category: "Finance",
          difficultyLevel: "beginner",
          durationMinutes: 90,
          instructorName: "مريم بنت أحمد",
          isPublished: true,
        },
        overrides,
      );
      const defaults = defaultLessons(suffix);
      const lessons: NewLesson[] = lessonOptions
        ? lessonOptions.map((lesson, index) =>
            withOverrides(defaults[index % defaults.length] as NewLesson, lesson),
          )
        : defaults;
      const id = await insertCourse(db, course);
      created.push(id);
      await insertLessons(db, id, lessons);
      await insertLinks(db, id, links);
      const lessonIds = (await findLessonsByCourseId(db, id)).map((lesson) => lesson.id);
      for (const [index, quiz] of questions.entries()) {
        const lessonId = lessonIds[index];
        if (lessonId) await insertQuizQuestions(db, lessonId, quiz);
      }
      return { id, lessonIds, suffix, course, lessons, links };
    });
    for (const id of created) await deleteCourseById(db, id);
  },
});

/**
 * The completion rule (issue #27, decision 0041) without the wait: every learner or visitor who
 * has been served a lesson of the course is made to have been served all of its lessons long ago,
 * so their marks are accepted at once. Call it once the browser has opened a lesson of the course
 * (a visitor's page reports it with a request to /api/lesson-visit: wait for that answer first).
 */
export async function backdateLessonVisits(db: Database, courseId: string): Promise<void> {
  const lessons = await findLessonsByCourseId(db, courseId);
  await backdateVisitsOf(
    db,
    lessons.map((lesson) => lesson.id),
  );
}

/**
 * Public pages: waits until their one script (app/browser/enhance.ts) has run, so the controls
 * it makes (the video's play button, the live search) are there.
 */
export async function waitForEnhancement(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.enhanced !== undefined);
}

/**
 * A quiz question for createCourse: Arabic and English text, `correct` says which of the options
 * (by position) are right; every text contains `key`.
 */
export function quizQuestion(
  key: string,
  correct: boolean[],
  explanation = `Because ${key}`,
): QuizQuestionContent {
  return {
    text: localizedText({ en: `Question ${key}?`, ar: `السؤال ${key}؟` }),
    explanation: localizedText({ en: explanation, ar: `التوضيح ${key}` }),
    options: correct.map((right, index) => ({
      id: "",
      text: localizedText({ en: `Option ${key}${index + 1}`, ar: `الخيار ${key}${index + 1}` }),
      correct: right,
    })),
  };
}

/** The lesson list of the course page. */
export function lessonList(page: Page) {
  return page.getByRole("region", { name: /^دروس الدورة/ });
}

/** The 'what we will cover in this lesson' panel of the course page. */
export function lessonPanel(page: Page) {
  return page.getByRole("region", { name: "ما سنغطيه في هذا الدرس" });
}

/** The 'next lesson' card of the course page. */
export function nextLessonCard(page: Page) {
  return page.getByRole("link", { name: /^الدرس التالي/ });
}

/**
 * A second device (another browser context: its own cookies and storage) with the same guard as
 * the fixtures' context. The caller closes it.
 */
export async function otherDevice(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    baseURL: base.info().project.use.baseURL,
  });
  await blockExternalRequests(context);
  return context;
}

/**
 * Posts `form` to `path` as the page's own form would (same origin, form-encoded), through the
 * page's context, so a cookie the server sets is the browser's. The server's redirect is the
 * answer: 302 means it accepted, anything else is a failure with the page's text.
 */
async function postFormAsPage(
  page: Page,
  path: string,
  form: Record<string, string>,
  /** What acceptance answers: a redirect, or the page sign-up answers (its recovery code). */
  accepted: 200 | 302 = 302,
): Promise<APIResponse> {
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error("no baseURL in playwright.config.ts");
  const response = await page.request.post(path, {
    form,
    // The server refuses a state-changing request from another site (server/app.ts).
    headers: { origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(
    response.status(),
    `POST ${path} was refused: ${response.status()} ${(await response.text()).slice(0, 300)}`,
  ).toBe(accepted);
  return response;
}

/**
 * An admin session in the page's context, through the gate's own action (POST /admin/login) and
 * not its form: for tests about something else. The gate itself is tested in admin.spec.ts.
 */
export async function signInAsAdmin(page: Page, password = E2E_ADMIN_PASSWORD) {
  await postFormAsPage(page, "/admin/login", { password, redirectTo: "/admin" });
}

export const LEARNER_PASSWORD = "nouakchott sea breeze";

/** A Mauritanian mobile number nobody else in this run uses, as a person would type it. */
export function phoneNumber() {
  const digits = `3${randomInt(0, 10_000_000).toString().padStart(7, "0")}`;
  return { typed: digits.replace(/(\d\d)(?=\d)/g, "$1 "), local: digits };
}

/**
 * A new learner account signed in in the page's context, through the sign-up form's own action
 * (POST /auth, the server's rules for numbers and passwords) and not the form: for tests about
 * progress. The /auth forms themselves are tested in accounts.spec.ts. Sign-up answers the page
 * of the account's recovery code (issue #27, 200), not a redirect; its code is returned.
 */
export async function signUpLearner(
  page: Page,
  fields: { phone?: string; email?: string; password?: string },
): Promise<string> {
  const response = await postFormAsPage(
    page,
    "/auth",
    {
      intent: "sign-up",
      phone: fields.phone ?? "",
      email: fields.email ?? "",
      password: fields.password ?? LEARNER_PASSWORD,
      progress: "",
      redirectTo: "/",
    },
    200,
  );
  const code = /data-recovery-code[^>]*>([\d ]{19})</.exec(await response.text())?.[1];
  expect(code, "sign-up showed no recovery code").toBeDefined();
  return code ?? "";
}

/** Signs an existing learner in in the page's context, through POST /auth (see signUpLearner). */
export async function signInLearner(page: Page, identifier: string, password = LEARNER_PASSWORD) {
  await postFormAsPage(page, "/auth", {
    intent: "sign-in",
    identifier,
    password,
    progress: "",
    redirectTo: "/",
  });
}

/**
 * Ends the admin session of the page's browser on the server, as its 2-hour idle or 12-hour limit
 * would, leaving the (now useless) cookie in the browser.
 */
export async function endAdminSessionOf(page: Page, db: Database) {
  const cookie = (await page.context().cookies()).find((c) => c.name === ADMIN_SESSION_COOKIE);
  expect(cookie, "the page has no admin session to end").toBeDefined();
  await endAdminSession(db, cookie?.value ?? null);
}

/** Signs in through the real gate (spec §2 strings) and waits for the dashboard. */
export async function loginAsAdmin(page: Page, password = E2E_ADMIN_PASSWORD) {
  await page.goto("/admin");
  await page.getByPlaceholder("Enter admin password").fill(password);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** A toast's text inside the notification region (Radix also announces it off-screen). */
export function toast(page: Page, text: string) {
  return page.getByRole("region", { name: /^Notification/ }).getByText(text, { exact: true });
}

/** The password of the administrators that `signInAsNamedAdmin` makes. */
export const NAMED_ADMIN_PASSWORD = "dunes at dawn in atar";

/**
 * A new named administrator with `role`, written straight into the server's database (the invite
 * flow itself is tested in administrators.spec.ts); their password is NAMED_ADMIN_PASSWORD.
 */
export async function createNamedAdmin(db: Database, role: AdminRole) {
  const suffix = randomUUID().slice(0, 8);
  const identifier = `${role}-${suffix}@example.mr`;
  const name = `${role} ${suffix}`;
  const id = await insertAdministrator(db, {
    name,
    identifier,
    role,
    passwordHash: await hashPassword(NAMED_ADMIN_PASSWORD),
  });
  return { id, name, identifier };
}

/** A new named administrator (createNamedAdmin), signed in in the page's context at the gate. */
export async function signInAsNamedAdmin(page: Page, db: Database, role: AdminRole) {
  const admin = await createNamedAdmin(db, role);
  await postFormAsPage(page, "/admin/login", {
    identifier: admin.identifier,
    password: NAMED_ADMIN_PASSWORD,
    redirectTo: "/admin",
  });
  return admin;
}

/** Registers the worker the way a returning learner gets it, and waits until it controls the page. */
export async function withServiceWorker(page: Page, path = "/") {
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
