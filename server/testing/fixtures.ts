// Data and sessions that HTTP tests of hostile input share (hardening, fuzzing): a published
// course with one lesson, real values for every route parameter, and the administrator's session
// cookie, made the way a browser gets it.
import { addClassMember, insertClass, setClassJoinCode } from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import type { Database } from "~/.server/db/schema";
import { testCourse } from "~/.server/db/testing/test-course";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import {
  claimNextDueMediaFile,
  insertMediaFile,
  markMediaFailed,
} from "~/.server/db/repositories/media";
import { createPasswordResetLink } from "~/features/accounts/password-reset.server";
import { inviteAdministrator } from "~/features/admin-auth/admin-invites.server";
import { createAdministratorResetLink } from "~/features/admin-auth/admin-password-reset.server";
import { ADMIN_SESSION_COOKIE } from "~/features/admin-auth/admin-session.server";
import { claimCertificate } from "~/features/certificates/claim-certificate.server";
import type { MappedRoute } from "./route-map";
import { localizedText } from "~/lib/localized-text";

/** A published course ("Budgeting") with one lesson. */
export async function insertCourseWithLesson(
  db: Database,
): Promise<{ courseId: string; lessonId: string }> {
  const courseId = await insertCourse(
    db,
    testCourse({ title: localizedText({ en: "Budgeting" }), isPublished: true }),
  );
  await insertLessons(db, courseId, [
    {
      title: localizedText({ en: "One", ar: "الأول" }),
      description: localizedText({}),
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 10,
    },
  ]);
  const [lesson] = await findLessonsByCourseId(db, courseId);
  if (!lesson) throw new Error("the lesson was not stored");
  return { courseId, lessonId: lesson.id };
}

/** HTML text with React's entities decoded, as a browser shows it (tags are left in place). */
export function decodeHtmlEntities(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** `name=value` of the cookie `name` a response sets, or "". */
export function cookieFrom(res: Response, name: string): string {
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0] ?? ""
  );
}

/** Signs in at the admin gate over plain http and returns the session cookie's `name=value`. */
export async function adminSessionCookie(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = cookieFrom(res, ADMIN_SESSION_COOKIE);
  if (!cookie) throw new Error(`the admin gate answered ${res.status} without a session`);
  return cookie;
}

/**
 * A real value for each parameter of app/routes.ts's addresses, made in the database the way the
 * app makes it: the course, a certificate of it (its learner completed the lesson), and unused
 * one-time links (an administrator invite, an administrator's and a learner's password reset).
 */
export async function realRouteParams(
  db: Database,
  { courseId, lessonId }: { courseId: string; lessonId: string },
): Promise<(route: MappedRoute, name: string) => string> {
  const owner = { id: null, name: "Owner", role: "owner" } as const;
  const learnerId = await insertLearner(db, {
    email: `params-${crypto.randomUUID()}@example.mr`,
    phone: null,
    passwordHash: "not a real hash",
  });
  await insertLessonProgress(db, learnerId, [lessonId]);
  const certificate = await claimCertificate(db, learnerId, courseId, {
    name: "Aicha Mint Mohamed",
  });
  const learnerReset = await createPasswordResetLink(db, { learnerId, createdBy: "admin" });
  const invite = await inviteAdministrator(db, owner, {
    name: "Invited",
    identifier: `invited-${crypto.randomUUID()}@example.mr`,
    role: "analyst",
  });
  const administratorId = await insertAdministrator(db, {
    name: "Target",
    identifier: `target-${crypto.randomUUID()}@example.mr`,
    role: "editor",
    passwordHash: "$argon2id$not-a-real-hash",
  });
  const adminReset = await createAdministratorResetLink(db, owner, administratorId);
  // An uploaded lesson's row (issue #28), queued: its status and Retry address (no file needed).
  const mediaId = await insertMediaRow(db);
  // A class (issue #29): /admin/classes/:classId/… (the bootstrap owner opens any class).
  const classId = await insertClass(
    db,
    { name: "Params class", description: "", startsOn: null, endsOn: null, teacherIds: [] },
    new Date(),
  );
  // Its join link (/join/:code) and a learner of it (/admin/classes/:classId/learners/:learnerId).
  const joinCode = `FUZZ${crypto
    .randomUUID()
    .slice(0, 4)
    .toUpperCase()
    .replace(/[^A-Z2-9]/g, "Z")}`;
  await setClassJoinCode(db, classId, joinCode, new Date());
  await addClassMember(db, { classId, learnerId, name: "Aicha", source: "added" }, new Date());
  if (!certificate.ok || !learnerReset.ok || !invite.ok || !adminReset.ok) {
    throw new Error("the route parameters' data was not made");
  }
  return (route, name) => {
    if (name === "courseId") return courseId;
    if (name === "code") {
      return route.page === "routes/public/join" ? joinCode : certificate.certificate.code;
    }
    if (name === "learnerId") return learnerId;
    // An uploaded lesson's captions (issue #28): /media/captions/:lessonId/ar.vtt.
    if (name === "file")
      return route.page === "routes/resources/lesson-captions" ? "ar.vtt" : "1.xml";
    if (name === "lessonId") return lessonId;
    if (name === "classId") return classId;
    if (name === "id" && /^routes\/admin\/(media-status|retry-media)$/.test(route.page)) {
      return mediaId;
    }
    // The draft preview's language (issue #27): /admin/preview/:courseId/fr.
    if (name === "lang") return "fr";
    if (name === "token") {
      if (route.page === "routes/admin/invite") return invite.token;
      if (route.page === "routes/admin/reset-password") return adminReset.token;
      return learnerReset.token;
    }
    // The catch-all: an address no page has.
    if (name === "*") return "no-such-page";
    throw new Error(`no value for :${name} of ${route.path}: add one here`);
  };
}

/**
 * An uploaded lesson's row (issue #28) without a file, queued; `failed: true` takes it through
 * the job's own steps (claimed, then failed) as a file whose processing failed for good. Queued
 * at the epoch, so the claim takes this row and no other test's.
 */
export async function insertMediaRow(db: Database, { failed = false } = {}): Promise<string> {
  const epoch = new Date(0);
  const id = await insertMediaFile(
    db,
    {
      kind: "audio",
      originalKey: `fixture-${crypto.randomUUID()}`,
      originalName: "fixture.mp3",
      originalBytes: 1000,
      durationMs: 2000,
    },
    failed ? epoch : new Date(),
  );
  if (failed) {
    const claimed = await claimNextDueMediaFile(db, epoch);
    if (claimed?.id !== id) throw new Error("another media row was queued at the epoch");
    await markMediaFailed(db, id, "transcode-failed", new Date());
  }
  return id;
}
