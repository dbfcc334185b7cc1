// The role replay (issue #14): every admin request (each admin route's GET and every POST intent,
// uploads and analytics included) sent over HTTP to the real app, as every kind of visitor:
// signed out, the bootstrap owner (admin password alone), and a named owner, editor and analyst.
// Each is allowed or refused exactly as the issue says; a refused request answers 401 (signed
// out) or 403 (wrong role) and changes nothing. The table is compared with the route map
// (app/routes.ts, through the server build) and with each action's intents, so an admin route or
// intent added without a line here fails this test.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { insertOneTimeToken } from "~/.server/db/repositories/one-time-tokens";
import {
  insertAdministrator,
  setAdministratorDisabled,
} from "~/.server/db/repositories/administrators";
import {
  addClassMember,
  assignClassCourse,
  insertClass,
  listTeacherChoices,
} from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertSearchSynonymSet } from "~/.server/db/repositories/search-synonyms";
import type { Database } from "~/.server/db/schema";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { inviteAdministrator } from "~/features/admin-auth/admin-invites.server";
import { createAdministratorResetLink } from "~/features/admin-auth/admin-password-reset.server";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import type { AdminRole } from "~/lib/admin-roles";
import { makeAudioClip } from "~/.server/testing/media-clips";
import { dryRunImport } from "~/features/classes/class-import.server";
import { insertMediaRow } from "./testing/fixtures";
import { routeMap } from "./testing/route-map";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const BOOTSTRAP_PASSWORD = "correct horse battery staple";
const vite = serverBuildForFile();

type Who = "signed out" | "bootstrap owner" | "owner" | "editor" | "analyst" | "teacher";
const EVERYONE: readonly Who[] = [
  "signed out",
  "bootstrap owner",
  "owner",
  "editor",
  "analyst",
  "teacher",
];

/** What one request needs, made fresh for each visitor (a write must not see another's). */
interface Prepared {
  path: string;
  body?: BodyInit;
  headers?: Record<string, string>;
}

interface AdminRequest {
  /** The route module's id in the server build (its file under app/, without extension). */
  route: string;
  method: "GET" | "POST";
  /** The form's intent, for actions that have several. */
  intent?: string;
  /** Roles that may; "everyone" for the gate, the invite link and sign-out. */
  allowed: readonly AdminRole[] | "everyone";
  /** The status of an allowed request. */
  ok: number;
  /** A visitor answered otherwise than allowed/refused says, e.g. a teacher sent on (issue #29). */
  answers?: Partial<Record<Who, number>>;
  prepare: (env: Env) => Promise<Prepared>;
}

interface Env {
  db: Database;
  server: TestServer;
  courseId: () => Promise<string>;
  /**
   * A fresh class (issue #29) taught by the replay's teacher, with a learner and an assigned
   * course: what a teacher may open. A teacher's requests for classes they do not teach are
   * refused with 404, shown by each class feature's own tests.
   */
  classId: () => Promise<string>;
  /** A fresh session cookie of the bootstrap owner, for setting things up over HTTP. */
  bootstrapCookie: () => Promise<string>;
}

const form = (fields: Record<string, string>) => ({
  body: new URLSearchParams(fields),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});
const validCourse = {
  title: { en: "Role replay" },
  category: "Design",
  difficultyLevel: "beginner",
};

let PNG: Uint8Array;
/** A real one-second MP3 (the upload is probed with ffprobe), made once with ffmpeg. */
let MP3: Uint8Array;
function pngForm(): FormData {
  const data = new FormData();
  data.append("file", new File([PNG as BlobPart], "thumb.png", { type: "image/png" }));
  return data;
}

async function uploadAsBootstrap(env: Env): Promise<string> {
  const res = await fetch(`${env.server.base}/admin/uploads/thumbnail`, {
    method: "POST",
    body: pngForm(),
    headers: { origin: env.server.base, cookie: await env.bootstrapCookie() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** A named administrator to act on (role changes and disabling sign them out). */
async function throwawayAdministrator(db: Database, disabled = false): Promise<string> {
  const id = await insertAdministrator(db, {
    name: "Target",
    identifier: `target-${crypto.randomUUID()}@example.mr`,
    role: "editor",
    passwordHash: "$argon2id$not-a-real-hash",
  });
  if (disabled) await setAdministratorDisabled(db, id, new Date());
  return id;
}

/** A set of search synonyms to change or delete (issue #27). */
function throwawaySynonyms(db: Database): Promise<string> {
  return insertSearchSynonymSet(db, `Target${crypto.randomUUID().replaceAll("-", "")}, تارجت`);
}

/** A password-reset link's token for a fresh named administrator, made by the bootstrap owner. */
async function resetToken(db: Database): Promise<string> {
  const administratorId = await throwawayAdministrator(db);
  const result = await createAdministratorResetLink(
    db,
    { id: null, name: "Owner", role: "owner" },
    administratorId,
  );
  if (!result.ok) throw new Error("reset link refused");
  return result.token;
}

async function inviteToken(db: Database): Promise<string> {
  const result = await inviteAdministrator(
    db,
    { id: null, name: "Owner", role: "owner" },
    { name: "Invited", identifier: `invited-${crypto.randomUUID()}@example.mr`, role: "analyst" },
  );
  if (!result.ok) throw new Error("invite refused");
  return result.token;
}

/** A class taught by `teacherId`, with a learner and a course assigned (issue #29). */
async function replayClass(db: Database, teacherId: string): Promise<string> {
  const now = new Date();
  const classId = await insertClass(
    db,
    {
      name: "Replay class",
      description: "",
      startsOn: null,
      endsOn: null,
      teacherIds: [teacherId],
    },
    now,
  );
  const learnerId = await insertLearner(db, {
    email: `learner-${crypto.randomUUID()}@replay.example`,
    phone: null,
    passwordHash: "",
  });
  await addClassMember(db, { classId, learnerId, name: "Replay learner", source: "added" }, now);
  const courseId = await insertCourse(db, testCourse({ isPublished: true }));
  await assignClassCourse(db, classId, courseId, null, now);
  return classId;
}

/** A roster CSV of one new learner, as the import screen's first form posts it (issue #29). */
const ROSTER_CSV = "name,email\nReplay roster,roster@replay.example\n";
function rosterUpload(): FormData {
  const data = new FormData();
  data.append("intent", "preview");
  data.append("file", new File([ROSTER_CSV], "roster.csv", { type: "text/csv" }));
  return data;
}
/** The import screen's second form: the previewed text and its plan's hash. */
async function rosterImport(env: Env, classId: string): Promise<FormData> {
  const csv = `name,email\nReplay roster,roster-${crypto.randomUUID()}@replay.example\n`;
  const dry = await dryRunImport(env.db, classId, csv);
  if (!dry.ok) throw new Error("roster refused");
  const data = new FormData();
  data.append("intent", "import");
  data.append("csv", csv);
  data.append("planHash", dry.plan.hash);
  return data;
}

// ---- Classes, class-admin (issue #29) -------------------------------------------------------
/**
 * A class made directly, with a learner in it and a published course assigned, taught by every
 * teacher there is (the replay's teacher opens it as their own).
 */
async function throwawayClass(
  db: Database,
): Promise<{ classId: string; courseId: string; learnerId: string }> {
  const now = new Date();
  const teacherIds = (await listTeacherChoices(db)).map((teacher) => teacher.id);
  const classId = await insertClass(
    db,
    { name: "Replay class", description: "", startsOn: null, endsOn: null, teacherIds },
    now,
  );
  const courseId = await insertCourse(
    db,
    testCourse({ title: localizedText({ en: "Replay assigned" }), isPublished: true }),
  );
  await assignClassCourse(db, classId, courseId, null, now);
  const learnerId = await insertLearner(db, {
    email: `class-${crypto.randomUUID()}@example.mr`,
    phone: null,
    passwordHash: "not a real hash",
  });
  await addClassMember(db, { classId, learnerId, name: "Replay learner", source: "added" }, now);
  return { classId, courseId, learnerId };
}
const CLASSES: readonly AdminRole[] = ["owner", "teacher"];
/** A POST of one intent to a fresh class's Manage page. */
function classIntent(
  intent: string,
  allowed: readonly AdminRole[],
  ok: number,
  fields: (
    made: Awaited<ReturnType<typeof throwawayClass>>,
    env: Env,
  ) => Promise<Record<string, string>> | Record<string, string> = () => ({}),
): AdminRequest {
  return {
    route: "routes/admin/class-manage",
    method: "POST",
    intent,
    allowed,
    ok,
    prepare: async (env) => {
      const made = await throwawayClass(env.db);
      return {
        path: `/admin/classes/${made.classId}/manage`,
        ...form({ intent, ...(await fields(made, env)) }),
      };
    },
  };
}

const OWNER: readonly AdminRole[] = ["owner"];

const EDITING: readonly AdminRole[] = ["owner", "editor"];
const READING: readonly AdminRole[] = ["owner", "editor", "analyst"];
const ANALYTICS: readonly AdminRole[] = ["owner", "analyst"];

/** Every admin request. A new admin route or intent needs its line here (see the checks below). */
const ADMIN_REQUESTS: AdminRequest[] = [
  // The dashboard: everyone signed in reads it; only course editors change courses.
  // A teacher has no dashboard: /admin sends them to their classes (issue #29), a redirect that
  // a `.data` request gets as React Router's 202.
  {
    route: "routes/admin/layout",
    method: "GET",
    allowed: READING,
    ok: 200,
    answers: { teacher: 302 },
    prepare: async () => ({ path: "/admin" }),
  },
  {
    route: "routes/admin/dashboard",
    method: "GET",
    allowed: READING,
    ok: 200,
    answers: { teacher: 202 },
    prepare: async () => ({ path: "/admin.data" }),
  },
  {
    route: "routes/admin/dashboard",
    method: "POST",
    intent: "toggle",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin?index",
      ...form({ intent: "toggle", courseId: await env.courseId(), publish: "true" }),
    }),
  },
  {
    route: "routes/admin/dashboard",
    method: "POST",
    intent: "delete",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin?index",
      ...form({ intent: "delete", courseId: await env.courseId() }),
    }),
  },
  // Analytics: read-only, for owners and analysts.
  {
    route: "routes/admin/analytics",
    method: "GET",
    allowed: ANALYTICS,
    ok: 200,
    prepare: async () => ({ path: "/admin/analytics?from=2026-11-01&to=2026-11-23" }),
  },
  // The course editor: open, create, save.
  {
    route: "routes/admin/course-editor",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async () => ({ path: "/admin/course/new" }),
  },
  {
    route: "routes/admin/course-editor",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({ path: `/admin/course/${await env.courseId()}.data` }),
  },
  {
    route: "routes/admin/course-editor",
    method: "POST",
    allowed: EDITING,
    ok: 302,
    prepare: async () => ({ path: "/admin/course/new", ...json(validCourse) }),
  },
  {
    route: "routes/admin/course-editor",
    method: "POST",
    allowed: EDITING,
    ok: 302,
    prepare: async (env) => ({
      path: `/admin/course/${await env.courseId()}`,
      ...json({ ...validCourse, title: { en: "Edited by the replay" } }),
    }),
  },
  // Uploads: a GET is 405 for anyone (it reads nothing); the POSTs are for course editors.
  {
    route: "routes/admin/upload-thumbnail",
    method: "GET",
    allowed: "everyone",
    ok: 405,
    prepare: async () => ({ path: "/admin/uploads/thumbnail" }),
  },
  {
    route: "routes/admin/upload-thumbnail",
    method: "POST",
    allowed: EDITING,
    ok: 201,
    prepare: async () => ({ path: "/admin/uploads/thumbnail", body: pngForm() }),
  },
  {
    route: "routes/admin/discard-thumbnail",
    method: "GET",
    allowed: "everyone",
    ok: 405,
    prepare: async () => ({ path: "/admin/uploads/thumbnail/discard" }),
  },
  {
    route: "routes/admin/discard-thumbnail",
    method: "POST",
    allowed: EDITING,
    ok: 204,
    prepare: async (env) => ({
      path: "/admin/uploads/thumbnail/discard",
      ...form({ url: await uploadAsBootstrap(env) }),
    }),
  },
  // Lesson media (issue #28): the raw file for course editors, its state for every administrator.
  {
    route: "routes/admin/upload-media",
    method: "GET",
    allowed: "everyone",
    ok: 405,
    prepare: async () => ({ path: "/admin/media" }),
  },
  {
    route: "routes/admin/upload-media",
    method: "POST",
    allowed: EDITING,
    ok: 201,
    prepare: async () => ({
      path: "/admin/media",
      body: MP3 as BodyInit,
      headers: { "content-type": "audio/mpeg", "x-file-name": "lesson.mp3" },
    }),
  },
  {
    route: "routes/admin/media-status",
    method: "GET",
    allowed: READING,
    ok: 200,
    prepare: async (env) => ({ path: `/admin/media/${await insertMediaRow(env.db)}` }),
  },
  {
    route: "routes/admin/retry-media",
    method: "GET",
    allowed: "everyone",
    ok: 405,
    prepare: async (env) => ({ path: `/admin/media/${await insertMediaRow(env.db)}/retry` }),
  },
  {
    route: "routes/admin/retry-media",
    method: "POST",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({
      path: `/admin/media/${await insertMediaRow(env.db, { failed: true })}/retry`,
    }),
  },
  // Administrators: the owner's alone.
  {
    route: "routes/admin/administrators",
    method: "GET",
    allowed: OWNER,
    ok: 200,
    prepare: async () => ({ path: "/admin/administrators" }),
  },
  {
    route: "routes/admin/administrators",
    method: "POST",
    intent: "invite",
    allowed: OWNER,
    ok: 200,
    prepare: async () => ({
      path: "/admin/administrators",
      ...form({
        intent: "invite",
        name: "New",
        identifier: `new-${crypto.randomUUID()}@example.mr`,
        role: "editor",
      }),
    }),
  },
  {
    route: "routes/admin/administrators",
    method: "POST",
    intent: "revoke-invite",
    allowed: OWNER,
    ok: 200,
    prepare: async (env) => {
      const inviteId = await insertOneTimeToken(env.db, {
        purpose: "admin-invite",
        tokenHash: crypto.randomUUID().replaceAll("-", "").repeat(2),
        invitee: {
          name: "Pending",
          identifier: `pending-${crypto.randomUUID()}@example.mr`,
          role: "editor",
        },
        createdBy: null,
        createdAt: new Date(),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return { path: "/admin/administrators", ...form({ intent: "revoke-invite", inviteId }) };
    },
  },
  {
    route: "routes/admin/administrators",
    method: "POST",
    intent: "change-role",
    allowed: OWNER,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/administrators",
      ...form({
        intent: "change-role",
        administratorId: await throwawayAdministrator(env.db),
        role: "owner",
      }),
    }),
  },
  {
    route: "routes/admin/administrators",
    method: "POST",
    intent: "reset-link",
    allowed: OWNER,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/administrators",
      ...form({ intent: "reset-link", administratorId: await throwawayAdministrator(env.db) }),
    }),
  },
  {
    route: "routes/admin/administrators",
    method: "POST",
    intent: "disable",
    allowed: OWNER,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/administrators",
      ...form({ intent: "disable", administratorId: await throwawayAdministrator(env.db) }),
    }),
  },
  {
    route: "routes/admin/administrators",
    method: "POST",
    intent: "enable",
    allowed: OWNER,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/administrators",
      ...form({ intent: "enable", administratorId: await throwawayAdministrator(env.db, true) }),
    }),
  },
  {
    route: "routes/admin/preview",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({ path: `/admin/preview/${await env.courseId()}` }),
  },
  {
    route: "routes/admin/audit",
    method: "GET",
    allowed: READING,
    ok: 200,
    prepare: async () => ({ path: "/admin/audit" }),
  },
  {
    route: "routes/admin/learners",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async () => ({ path: "/admin/learners" }),
  },
  {
    route: "routes/admin/learners",
    method: "POST",
    intent: "create-reset-link",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/learners",
      ...form({
        intent: "create-reset-link",
        learnerId: await insertLearner(env.db, {
          email: `replay-${crypto.randomUUID()}@example.mr`,
          phone: null,
          passwordHash: "not a real hash",
        }),
      }),
    }),
  },
  {
    route: "routes/admin/search-synonyms",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async () => ({ path: "/admin/search-synonyms" }),
  },
  {
    route: "routes/admin/search-synonyms",
    method: "POST",
    intent: "create",
    allowed: EDITING,
    ok: 200,
    prepare: async () => ({
      path: "/admin/search-synonyms",
      ...form({
        intent: "create",
        terms: `Replay${crypto.randomUUID().replaceAll("-", "")}, ريبلاي`,
      }),
    }),
  },
  {
    route: "routes/admin/search-synonyms",
    method: "POST",
    intent: "update",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/search-synonyms",
      ...form({ intent: "update", id: await throwawaySynonyms(env.db), terms: "Word, وورد, ورد" }),
    }),
  },
  {
    route: "routes/admin/search-synonyms",
    method: "POST",
    intent: "delete",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({
      path: "/admin/search-synonyms",
      ...form({ intent: "delete", id: await throwawaySynonyms(env.db) }),
    }),
  },
  {
    route: "routes/admin/settings",
    method: "GET",
    allowed: OWNER,
    ok: 200,
    prepare: async () => ({ path: "/admin/settings" }),
  },
  {
    route: "routes/admin/settings",
    method: "POST",
    allowed: OWNER,
    ok: 200,
    prepare: async () => ({
      path: "/admin/settings",
      ...form({ dataPrice: String(10 + Math.floor(Math.random() * 1000)) }),
    }),
  },
  {
    route: "routes/admin/export-course",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async (env) => ({ path: `/admin/courses/${await env.courseId()}/export` }),
  },
  {
    route: "routes/admin/export-courses",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async () => ({ path: "/admin/courses/export" }),
  },
  {
    route: "routes/admin/import-courses",
    method: "GET",
    allowed: EDITING,
    ok: 200,
    prepare: async () => ({ path: "/admin/courses/import" }),
  },
  {
    // Not a ZIP: an allowed role gets the import's own refusal (400), after the role check.
    route: "routes/admin/import-courses",
    method: "POST",
    allowed: EDITING,
    ok: 400,
    prepare: async () => {
      const data = new FormData();
      data.append("file", new Blob(["not a zip"], { type: "application/zip" }), "courses.zip");
      return { path: "/admin/courses/import", body: data };
    },
  },
  // Open to everyone: the gate, signing out, an invite link and a password-reset link (the token
  // is the key).
  {
    route: "routes/admin/login",
    method: "GET",
    allowed: "everyone",
    ok: 200,
    prepare: async () => ({ path: "/admin/login" }),
  },
  {
    route: "routes/admin/login",
    method: "POST",
    allowed: "everyone",
    ok: 302,
    prepare: async () => ({ path: "/admin/login", ...form({ password: BOOTSTRAP_PASSWORD }) }),
  },
  {
    route: "routes/admin/logout",
    method: "GET",
    allowed: "everyone",
    ok: 302,
    prepare: async () => ({ path: "/admin/logout" }),
  },
  {
    route: "routes/admin/logout",
    method: "POST",
    allowed: "everyone",
    ok: 302,
    prepare: async () => ({ path: "/admin/logout", ...form({}) }),
  },
  {
    // The admin area's language (issue #27): the gate's visitor may choose it too.
    route: "routes/admin/locale",
    method: "POST",
    allowed: "everyone",
    ok: 302,
    prepare: async () => ({
      path: "/admin/locale",
      ...form({ locale: "en", redirectTo: "/admin" }),
    }),
  },
  {
    route: "routes/admin/reset-password",
    method: "GET",
    allowed: "everyone",
    ok: 200,
    prepare: async (env) => ({ path: `/admin/reset/${await resetToken(env.db)}` }),
  },
  {
    route: "routes/admin/reset-password",
    method: "POST",
    allowed: "everyone",
    ok: 302,
    prepare: async (env) => ({
      path: `/admin/reset/${await resetToken(env.db)}`,
      ...form({ password: "a fine new passphrase", confirm: "a fine new passphrase" }),
    }),
  },
  {
    route: "routes/admin/invite",
    method: "GET",
    allowed: "everyone",
    ok: 200,
    prepare: async (env) => ({ path: `/admin/invite/${await inviteToken(env.db)}` }),
  },
  {
    route: "routes/admin/invite",
    method: "POST",
    allowed: "everyone",
    ok: 302,
    prepare: async (env) => ({
      path: `/admin/invite/${await inviteToken(env.db)}`,
      ...form({ password: "a fine new passphrase", confirm: "a fine new passphrase" }),
    }),
  },
  // class-report (issue #29): the donor report and its CSV, for owners and teachers (a teacher
  // sees their own classes; server/classes-report.test.ts tests that scope).
  {
    route: "routes/admin/class-report",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async () => ({ path: "/admin/classes/report" }),
  },
  {
    route: "routes/admin/class-report",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async () => ({ path: "/admin/classes/report.data?print=1" }),
  },
  {
    route: "routes/admin/class-report-csv",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async () => ({ path: "/admin/classes/report.csv" }),
  },
  // Class grid (issue #29, class-grid): the class page, a learner's progress in it and the CSV
  // export, for owners and the class's teachers.
  {
    route: "routes/admin/class-page",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({ path: `/admin/classes/${await env.classId()}` }),
  },
  {
    route: "routes/admin/class-learner",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => {
      const classId = await env.classId();
      const member = await env.db
        .selectFrom("class_members")
        .select("learner_id")
        .where("class_id", "=", classId)
        .executeTakeFirstOrThrow();
      return { path: `/admin/classes/${classId}/learners/${member.learner_id}` };
    },
  },
  {
    route: "routes/admin/class-export",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({ path: `/admin/classes/${await env.classId()}/export.csv` }),
  },
  // Classes (issue #29), class-import: 'Import learners' (preview, then import) and the class
  // sheet, for owners and the class's teachers.
  {
    route: "routes/admin/class-import",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({ path: `/admin/classes/${await env.classId()}/import` }),
  },
  {
    route: "routes/admin/class-import",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({ path: `/admin/classes/${await env.classId()}/import.data` }),
  },
  {
    route: "routes/admin/class-import",
    method: "POST",
    intent: "preview",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({
      path: `/admin/classes/${await env.classId()}/import`,
      body: rosterUpload(),
    }),
  },
  {
    route: "routes/admin/class-import",
    method: "POST",
    intent: "import",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => {
      const classId = await env.classId();
      return { path: `/admin/classes/${classId}/import`, body: await rosterImport(env, classId) };
    },
  },
  {
    route: "routes/admin/class-import",
    method: "POST",
    intent: "add-one",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({
      path: `/admin/classes/${await env.classId()}/import`,
      ...form({
        intent: "add-one",
        name: "مريم بنت سيدي",
        contact: `add-${crypto.randomUUID()}@replay.example`,
      }),
    }),
  },
  {
    route: "routes/admin/class-sheet",
    method: "GET",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({ path: `/admin/classes/${await env.classId()}/sheet` }),
  },
  {
    route: "routes/admin/class-sheet",
    method: "POST",
    intent: "print",
    allowed: ["owner", "teacher"],
    ok: 200,
    prepare: async (env) => ({
      path: `/admin/classes/${await env.classId()}/sheet`,
      ...form({ intent: "print", days: "7" }),
    }),
  },
  // Classes, class-admin (issue #29): owners and teachers (teachers only in their own classes,
  // server/classes-admin.test.ts); creating, archiving, deleting and teachers are the owner's.
  {
    route: "routes/admin/classes",
    method: "GET",
    allowed: CLASSES,
    ok: 200,
    prepare: async () => ({ path: "/admin/classes" }),
  },
  {
    route: "routes/admin/classes",
    method: "POST",
    intent: "create",
    allowed: OWNER,
    ok: 302,
    prepare: async () => ({
      path: "/admin/classes",
      ...form({ intent: "create", name: "Replay new class", startsOn: "2026-09-01" }),
    }),
  },
  {
    route: "routes/admin/class-manage",
    method: "GET",
    allowed: CLASSES,
    ok: 200,
    prepare: async (env) => ({
      path: `/admin/classes/${(await throwawayClass(env.db)).classId}/manage`,
    }),
  },
  {
    route: "routes/admin/class-manage",
    method: "GET",
    allowed: CLASSES,
    ok: 200,
    prepare: async (env) => ({
      path: `/admin/classes/${(await throwawayClass(env.db)).classId}/manage.data`,
    }),
  },
  classIntent("update", CLASSES, 200, () => ({ name: "Replay renamed", endsOn: "2027-06-30" })),
  classIntent("archive", OWNER, 200),
  classIntent("unarchive", OWNER, 200),
  classIntent("delete", OWNER, 302),
  classIntent("teachers", OWNER, 200),
  classIntent("assign", CLASSES, 200, async (_made, env) => ({
    courseId: await insertCourse(
      env.db,
      testCourse({ title: localizedText({ en: "Replay to assign" }), isPublished: true }),
    ),
    dueOn: "2026-12-31",
  })),
  classIntent("due", CLASSES, 200, ({ courseId }) => ({ courseId, dueOn: "2027-01-15" })),
  classIntent("unassign", CLASSES, 200, ({ courseId }) => ({ courseId })),
  classIntent("join-code", CLASSES, 200, () => ({ change: "on" })),
  classIntent("remove-learner", CLASSES, 200, ({ learnerId }) => ({ learnerId })),
];

const roleOf = (who: Who): AdminRole | null =>
  who === "signed out" ? null : who === "bootstrap owner" ? "owner" : who;

function expectedStatus(request: AdminRequest, who: Who): number {
  const answer = request.answers?.[who];
  if (answer !== undefined) return answer;
  if (request.allowed === "everyone") {
    // A signed-in visitor of the gate is sent on to the dashboard.
    return request.route === "routes/admin/login" &&
      request.method === "GET" &&
      who !== "signed out"
      ? 302
      : request.ok;
  }
  const role = roleOf(who);
  if (role === null) return 401;
  return request.allowed.includes(role) ? request.ok : 403;
}

describe("the role replay's table", () => {
  it("names every admin route of app/routes.ts, with a GET per loader and a POST per action", () => {
    const adminRoutes = routeMap(vite.build).filter((route) =>
      route.id.startsWith("routes/admin/"),
    );
    expect(adminRoutes.length).toBeGreaterThanOrEqual(9);
    const missing: string[] = [];
    for (const route of adminRoutes) {
      const has = (method: "GET" | "POST") =>
        ADMIN_REQUESTS.some((r) => r.route === route.id && r.method === method);
      if (route.loader && !has("GET")) missing.push(`GET ${route.id}`);
      if (route.action && !has("POST")) missing.push(`POST ${route.id}`);
    }
    expect(missing, "admin requests missing from ADMIN_REQUESTS").toEqual([]);
    // And nothing in the table that the app does not have.
    const ids = new Set(adminRoutes.map((route) => route.id));
    expect(ADMIN_REQUESTS.filter((r) => !ids.has(r.route)).map((r) => r.route)).toEqual([]);
  });

  it("names every intent of every admin action", () => {
    const missing: string[] = [];
    for (const route of routeMap(vite.build)) {
      if (!route.id.startsWith("routes/admin/")) continue;
      const dir = resolve(import.meta.dirname, "../app");
      const file = readdirSync(join(dir, "routes/admin")).find(
        (name) => `routes/admin/${name.replace(/\.tsx?$/, "")}` === route.id,
      );
      if (!file) throw new Error(`no file for ${route.id}`);
      const source = readFileSync(join(dir, "routes/admin", file), "utf8");
      for (const [, intent] of source.matchAll(/intent:\s*z\.literal\("([^"]+)"\)/g)) {
        const listed = ADMIN_REQUESTS.some(
          (r) => r.route === route.id && r.method === "POST" && r.intent === intent,
        );
        if (!listed) missing.push(`${route.id} intent ${intent}`);
      }
    }
    expect(missing, "intents missing from ADMIN_REQUESTS").toEqual([]);
  });
});

describe.each(testDatabaseKinds())("every admin request with every role on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  const subjects: Partial<Record<Who, string | null>> = {};

  beforeAll(async () => {
    PNG ??= new Uint8Array(
      await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0a7" } })
        .png()
        .toBuffer(),
    );
    if (!MP3) {
      const dir = mkdtempSync(join(tmpdir(), "maarifa-roles-"));
      await makeAudioClip(join(dir, "lesson.mp3"), 1);
      MP3 = new Uint8Array(readFileSync(join(dir, "lesson.mp3")));
      rmSync(dir, { recursive: true, force: true });
    }
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, BOOTSTRAP_PASSWORD);
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
    subjects["bootstrap owner"] = null;
    for (const role of ["owner", "editor", "analyst", "teacher"] as const) {
      subjects[role] = await insertAdministrator(t.db, {
        name: `Replay ${role}`,
        identifier: `${role}@replay.example`,
        role,
        passwordHash: "$argon2id$not-used-here",
      });
    }
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A new session for `who` (a sign-out in the table must not end the others'). */
  async function cookieFor(who: Who): Promise<string | null> {
    if (who === "signed out") return null;
    const { token } = await createAdminSession(t.db, new Date(), subjects[who] ?? null);
    return `${ADMIN_SESSION_COOKIE}=${token}`;
  }

  const env = (): Env => ({
    db: t.db,
    server,
    courseId: () =>
      insertCourse(t.db, testCourse({ title: localizedText({ en: "Replay course" }) })),
    classId: () => replayClass(t.db, subjects.teacher ?? ""),
    bootstrapCookie: async () => (await cookieFor("bootstrap owner")) ?? "",
  });

  /** Everything an admin write could change: content, administrators, invites, uploads. */
  async function snapshot(): Promise<string> {
    const tables = [
      "courses",
      "course_videos",
      "course_links",
      "content_version",
      "administrators",
      "one_time_tokens",
      "audit_log",
      "search_synonyms",
      "media_files",
      "site_settings",
      "classes",
      "class_teachers",
      "class_members",
      "class_courses",
      "learner_sign_in_codes",
      "learners",
    ] as const;
    const rows: Record<string, unknown> = {};
    for (const table of tables) {
      rows[table] = await t.db.selectFrom(table).selectAll().execute();
    }
    const files = (() => {
      try {
        return readdirSync(server.uploadsDir, { recursive: true }).map(String).sort();
      } catch {
        return [];
      }
    })();
    return JSON.stringify({ rows, files, sessionsOfTargets: await targetSessions() });
  }
  /** Sessions of administrators other than the replay's own (role changes end them). */
  async function targetSessions() {
    const own = Object.values(subjects).filter((s): s is string => typeof s === "string");
    return (await t.db.selectFrom("sessions").select("subject_id").execute())
      .map((s) => s.subject_id)
      .filter((s) => s !== null && !own.includes(s))
      .sort();
  }

  const cases = ADMIN_REQUESTS.flatMap((request) =>
    EVERYONE.map((who) => ({
      label: `${request.method} ${request.route}${request.intent ? ` (${request.intent})` : ""} as ${who}`,
      request,
      who,
    })),
  );

  it.each(cases)("$label", async ({ request, who }) => {
    const prepared = await request.prepare(env());
    const cookie = await cookieFor(who);
    const headers: Record<string, string> = { ...prepared.headers };
    if (cookie) headers.cookie = cookie;
    if (request.method === "POST") headers.origin = server.base;
    // Each request from its own address: the gate's throttle is not what is tested here.
    headers["x-forwarded-for"] = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
    const before = await snapshot();
    const response = await fetch(server.base + prepared.path, {
      method: request.method,
      body: prepared.body,
      headers,
      redirect: "manual",
    });
    const body = await response.text();
    const expected = expectedStatus(request, who);
    expect(response.status, body.slice(0, 300)).toBe(expected);
    if (expected === 401 || expected === 403) {
      // Refused: nothing changed, and a page (not the gate) says why for a wrong role.
      expect(await snapshot()).toBe(before);
      if (expected === 403 && request.method === "GET" && !prepared.path.includes(".data")) {
        expect(body).toContain("Not allowed");
        expect(body).not.toContain("Admin Access");
      }
    }
  });

  it("shows each role only what it may do", async () => {
    await insertCourse(t.db, testCourse({ title: localizedText({ en: "Visible to all" }) }));
    const page = async (who: Who, path = "/admin") => {
      const response = await fetch(server.base + path, {
        headers: { cookie: (await cookieFor(who)) ?? "" },
      });
      return response.text();
    };
    const analyst = await page("analyst");
    expect(analyst).toContain("Visible to all");
    expect(analyst).toContain("Analytics");
    for (const hidden of ["Add New Course", ">Edit<", ">Publish<", ">Delete<", "Administrators<"]) {
      expect(analyst, hidden).not.toContain(hidden);
    }
    const editor = await page("editor");
    expect(editor).toContain("Add New Course");
    expect(editor).toContain(">Edit<");
    expect(editor).not.toContain("Administrators<");
    expect(editor).not.toContain('href="/admin/analytics"');
    const owner = await page("owner");
    expect(owner).toContain('href="/admin/administrators"');
    const bootstrap = await page("bootstrap owner");
    expect(bootstrap).toContain('href="/admin/administrators"');
    // A teacher (issue #29): their classes, and no link they cannot use.
    const teacher = await page("teacher", "/admin/classes");
    expect(teacher).toContain('href="/admin/classes"');
    for (const hidden of ["/admin/audit", "/admin/administrators", "/admin/settings"]) {
      expect(teacher, hidden).not.toContain(`href="${hidden}"`);
    }
    expect(owner).toContain('href="/admin/classes"');
    expect(editor).not.toContain('href="/admin/classes"');
    expect(analyst).not.toContain('href="/admin/classes"');
  });
});
