// Learner accounts on both databases (issue #6): sign-up with email, phone, both and neither,
// duplicates, sign-in, the shared wrong-credentials message, throttling, the merge of anonymous
// progress, password change and account deletion.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { hashPassword } from "~/.server/auth/password-hash";
import { countLearners, findLearnerById, insertLearner } from "~/.server/db/repositories/learners";
import {
  countLessonProgress,
  findCompletedLessonIds,
  findCourseProgress,
} from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { countSessions } from "~/.server/db/repositories/sessions";
import { countTrustedDevices } from "~/.server/db/repositories/trusted-devices";
import { recordLessonVisit } from "~/.server/db/repositories/lesson-visits";
import { backdateLessonVisits } from "~/.server/db/testing/lesson-visits";
import { testCourse } from "~/.server/db/testing/test-course";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  changeLearnerPassword,
  deleteLearnerAccount,
  loadAccount,
  signOutLearner,
} from "./account.server";
import { AUTH_MESSAGES, tooManySignUpsMessage } from "./auth-messages";
import { arabicText } from "~/i18n/testing/arabic-text";
import { getSignedInLearner } from "./learner-session.server";
import { signInLearner } from "./sign-in.server";
import { SIGN_UPS_PER_HOUR, signUpLearner } from "./sign-up.server";
import { localizedText } from "~/lib/localized-text";

const PASSWORD = "nouakchott sea breeze";
const IP = "203.0.113.9";
const minute = 60 * 1000;
const start = new Date("2026-11-22T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

const lesson = (title: string) => ({
  title: localizedText({ en: title }),
  description: localizedText({}),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 10,
});

describe.each(testDatabaseKinds())("learner accounts on %s", (kind) => {
  let t: TestDatabase;
  let lessonIds: string[];
  let draftLessonId: string;
  let logs: CapturedLogs;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const courseId = await insertCourse(t.db, testCourse({ isPublished: true }));
    await insertLessons(t.db, courseId, [lesson("one"), lesson("two"), lesson("three")]);
    lessonIds = (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id);
    const draftId = await insertCourse(t.db, testCourse({ isPublished: false }));
    await insertLessons(t.db, draftId, [lesson("draft")]);
    draftLessonId = (await findLessonsByCourseId(t.db, draftId))[0]!.id;
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("sessions").execute();
    await t.db.deleteFrom("throttle_attempts").execute();
    await t.db.deleteFrom("trusted_devices").execute();
    logs = captureLogs();
  });

  /** The browser of the merge tests: it opened every lesson long ago (decision 0041). */
  const VISITOR = "visitor-key-of-the-test-0";
  const signUp = (
    fields: { email?: string; phone?: string; password?: string },
    progress: string[] = [],
    visitorKey: string | null = VISITOR,
  ) =>
    signUpLearner(
      t.db,
      {
        email: fields.email ?? "",
        phone: fields.phone ?? "",
        password: fields.password ?? PASSWORD,
        progress,
        visitorKey,
        clientIp: IP,
        log: logs.logger,
      },
      start,
    );
  const signIn = (identifier: string, password: string, now = start, progress: string[] = []) =>
    signInLearner(
      t.db,
      { identifier, password, clientIp: IP, progress, visitorKey: VISITOR, log: logs.logger },
      now,
    );
  const requestWith = (token: string) =>
    new Request("http://localhost/", { headers: { cookie: `maarifa_learner=${token}` } });

  it("signs up with an email (lower-cased) and opens a session", async () => {
    const result = await signUp({ email: "Aicha@Example.MR" });
    if (!result.ok) throw new Error(result.error.key);
    const learner = await findLearnerById(t.db, result.learnerId);
    expect(learner).toMatchObject({ email: "aicha@example.mr", phone: null });
    expect(
      await getSignedInLearner(requestWith(result.token), { db: t.db }, later(minute)),
    ).toMatchObject({
      id: result.learnerId,
    });
    // Only an argon2id hash is stored.
    const row = await t.db.selectFrom("learners").select("password_hash").executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it("signs up with a Mauritanian phone number as typed, stored in E.164", async () => {
    const result = await signUp({ phone: "٢٢ ١٢-٣٤-٥٦" });
    if (!result.ok) throw new Error(result.error.key);
    expect(await findLearnerById(t.db, result.learnerId)).toMatchObject({
      email: null,
      phone: "+22222123456",
    });
  });

  it("signs up with both, and either signs in", async () => {
    const result = await signUp({ email: "sidi@example.mr", phone: "+222 36 12 34 56" });
    expect(result.ok).toBe(true);
    expect((await signIn("SIDI@example.mr", PASSWORD)).ok).toBe(true);
    expect((await signIn("36123456", PASSWORD)).ok).toBe(true);
    expect((await signIn("0022236123456", PASSWORD)).ok).toBe(true);
  });

  it("refuses neither identifier, or no password, with the specification's message", async () => {
    for (const fields of [
      {},
      { email: "  ", phone: " " },
      { email: "a@example.mr", password: "" },
    ]) {
      expect(await signUp(fields)).toEqual({
        ok: false,
        status: 400,
        error: AUTH_MESSAGES.missingCredentials,
      });
    }
    expect(await signIn("", PASSWORD)).toMatchObject({ error: AUTH_MESSAGES.missingCredentials });
    expect(await signIn("a@example.mr", "")).toMatchObject({
      error: AUTH_MESSAGES.missingCredentials,
    });
    expect(await countLearners(t.db)).toBe(0);
  });

  it("refuses a malformed identifier, a short or a common password, and stores nothing", async () => {
    expect(await signUp({ email: "aicha@" })).toMatchObject({ error: AUTH_MESSAGES.invalidEmail });
    expect(await signUp({ phone: "12345" })).toMatchObject({ error: AUTH_MESSAGES.invalidPhone });
    expect(await signUp({ email: "a@example.mr", password: "short" })).toMatchObject({
      error: AUTH_MESSAGES.passwordTooShort,
    });
    expect(await signUp({ email: "a@example.mr", password: "Password1" })).toMatchObject({
      error: AUTH_MESSAGES.passwordCommon,
    });
    expect(await countLearners(t.db)).toBe(0);
  });

  // Issue #26 item 7: `victim@example.com,` was accepted, and its reset mail reached the victim.
  it("refuses an address that is a list, a group, a named mailbox or has a comment", async () => {
    for (const email of [
      "victim@example.com,",
      "victim@example.com, attacker@example.com",
      "attacker@example.com;victim@example.com",
      "Victim <victim@example.com>",
      "<victim@example.com>",
      "victim@example.com (me)",
      "victim(me)@example.com",
      '"a,b"@example.com',
      "group: victim@example.com;",
    ]) {
      expect(await signUp({ email })).toEqual({
        ok: false,
        status: 400,
        error: AUTH_MESSAGES.invalidEmail,
        field: "email",
      });
    }
    expect(await countLearners(t.db)).toBe(0);
    // Addresses of any script, and RFC 5322's other characters, are still addresses.
    expect((await signUp({ email: "o'brien+maarifa@example.mr" })).ok).toBe(true);
    expect((await signUp({ email: "مريم@مثال.موريتانيا" })).ok).toBe(true);
  });

  it("still signs in an account made with a list before sign-up refused one", async () => {
    await insertLearner(t.db, {
      email: "victim@example.com,",
      phone: null,
      passwordHash: await hashPassword(PASSWORD),
    });
    expect((await signIn("victim@example.com,", PASSWORD)).ok).toBe(true);
  });

  it("refuses a duplicate email or phone with a clear message", async () => {
    expect((await signUp({ email: "aicha@example.mr", phone: "22123456" })).ok).toBe(true);
    expect(await signUp({ email: "AICHA@example.mr" })).toEqual({
      ok: false,
      status: 409,
      error: AUTH_MESSAGES.emailTaken,
      field: "email",
    });
    expect(await signUp({ phone: "+222 22 12 34 56" })).toEqual({
      ok: false,
      status: 409,
      error: AUTH_MESSAGES.phoneTaken,
      field: "phone",
    });
    expect(await countLearners(t.db)).toBe(1);
  });

  it("refuses the second of two simultaneous sign-ups with the same phone", async () => {
    const results = await Promise.all([
      signUp({ phone: "46123456" }),
      signUp({ phone: "46123456" }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: AUTH_MESSAGES.phoneTaken });
    expect(await countLearners(t.db)).toBe(1);
  });

  it("gives the same message for an unknown account and a wrong password", async () => {
    await signUp({ phone: "22123456" });
    const wrongPassword = await signIn("22123456", "not the password");
    const unknown = await signIn("36999999", PASSWORD);
    const unknownEmail = await signIn("nobody@example.mr", PASSWORD);
    const junk = await signIn("junk", PASSWORD);
    for (const result of [wrongPassword, unknown, unknownEmail, junk]) {
      expect(result).toEqual({ ok: false, status: 401, error: AUTH_MESSAGES.invalidCredentials });
    }
    // Each failure is logged, saying why, without what was typed: no identifier (it may be
    // someone else's number), no password, and no address (the request's logger adds it as `ip`
    // only when LOG_IPS=true).
    expect(logs.lines().filter((line) => line.event === "learner_sign_in_failed")).toEqual([
      expect.objectContaining({ level: 40, reason: "invalid_password" }),
      expect.objectContaining({ level: 40, reason: "unknown_account" }),
      expect.objectContaining({ level: 40, reason: "unknown_account" }),
      expect.objectContaining({ level: 40, reason: "unknown_account" }),
    ]);
    for (const typed of ["not the password", PASSWORD, "22123456", "36999999", "nobody@", IP]) {
      expect(logs.text()).not.toContain(typed);
    }
  });

  it("signs in with a new session each time; sign-out ends only that one", async () => {
    await signUp({ email: "aicha@example.mr" });
    const first = await signIn("aicha@example.mr", PASSWORD);
    const second = await signIn("aicha@example.mr", PASSWORD);
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.token).not.toBe(second.token);
    await signOutLearner(t.db, first.token);
    expect(await getSignedInLearner(requestWith(first.token), { db: t.db }, start)).toBeNull();
    expect(await getSignedInLearner(requestWith(second.token), { db: t.db }, start)).not.toBeNull();
  });

  it("throttles sign-in like the admin gate: 5 failures in 15 minutes block the right password", async () => {
    await signUp({ email: "aicha@example.mr" });
    for (let i = 0; i < 5; i++) {
      expect((await signIn("aicha@example.mr", "wrong password", later(i * minute))).ok).toBe(
        false,
      );
    }
    const blocked = await signIn("aicha@example.mr", PASSWORD, later(5 * minute));
    expect(blocked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 600 });
    expect(!blocked.ok && arabicText(blocked.error)).toBe(
      "محاولات فاشلة كثيرة. حاول مجددًا بعد 10 دقائق.",
    );
    expect((await signIn("aicha@example.mr", PASSWORD, later(15 * minute))).ok).toBe(true);
    // The admin gate keeps its own count: learner failures do not block it, nor the reverse.
    const scopes = await t.db.selectFrom("throttle_attempts").select("scope").execute();
    expect(scopes.length).toBeGreaterThan(0);
    expect(scopes.map((row) => row.scope)).not.toContain("admin");
  });

  it("counts 'already registered' answers as failed sign-ins of the address (issue #12)", async () => {
    await signUp({ phone: "22123456" });
    const probe = (phone: string, now: Date, clientIp = IP) =>
      signUpLearner(
        t.db,
        { email: "", phone, password: PASSWORD, progress: [], clientIp, log: logs.logger },
        now,
      );
    for (let i = 0; i < 5; i++) {
      expect(await probe("22 12 34 56", later(i * minute))).toMatchObject({ status: 409 });
    }
    // The sixth probe learns nothing, whether the number is taken or free…
    for (const phone of ["22123456", "36999999"]) {
      const blocked = await probe(phone, later(5 * minute));
      expect(blocked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 600 });
    }
    expect(await countLearners(t.db)).toBe(1);
    // …the address's sign-ins are blocked too (one rule), other addresses are not.
    expect(await signIn("22123456", PASSWORD, later(5 * minute))).toMatchObject({ status: 429 });
    expect((await probe("36999999", later(5 * minute), "198.51.100.4")).ok).toBe(true);
    // Accounts created and wrong input are not failures.
    expect(await signUp({ phone: "12" })).toMatchObject({ status: 400 });
  });

  it(`creates at most ${SIGN_UPS_PER_HOUR} accounts per address in an hour`, async () => {
    const create = (i: number, now: Date, clientIp = IP) =>
      signUpLearner(
        t.db,
        {
          email: `learner${i}@example.mr`,
          phone: "",
          password: PASSWORD,
          progress: [],
          clientIp,
          log: logs.logger,
        },
        now,
      );
    // A classroom of 30 signs up together, then more of the same network during the hour.
    for (let i = 0; i < SIGN_UPS_PER_HOUR; i++) {
      expect((await create(i, later(i * 1000))).ok).toBe(true);
    }
    const refused = await create(100, later(30 * minute));
    const wait = 60 * 60 - 30 * 60;
    expect(refused).toEqual({
      ok: false,
      status: 429,
      error: tooManySignUpsMessage(wait),
      retryAfterSeconds: wait,
    });
    expect(await countLearners(t.db)).toBe(SIGN_UPS_PER_HOUR);
    // Its sign-ins are not blocked by it, another address is not, and the hour passes.
    expect((await signIn("learner0@example.mr", PASSWORD, later(30 * minute))).ok).toBe(true);
    expect((await create(101, later(30 * minute), "198.51.100.4")).ok).toBe(true);
    expect((await create(102, later(60 * minute))).ok).toBe(true);
    // 53 sign-ups, each hashing a password and a recovery code (issue #27) with argon2.
  }, 60_000);

  it("does not forget the address's failures when someone signs into their own account", async () => {
    await signUp({ email: "attacker@example.mr" });
    await signUp({ email: "victim@example.mr" });
    for (let i = 0; i < 4; i++) await signIn("victim@example.mr", "guess", later(i * 1000));
    // Before issue #12, this reset the count: four guesses, a sign-in, four more, forever.
    expect((await signIn("attacker@example.mr", PASSWORD, later(5000))).ok).toBe(true);
    expect(await signIn("victim@example.mr", "guess", later(6000))).toMatchObject({ status: 401 });
    expect(await signIn("victim@example.mr", "guess", later(7000))).toMatchObject({ status: 429 });
  });

  it("lets a learner's own browser past the address lockout with its device cookie, for that account only", async () => {
    const aicha = await signUp({ email: "aicha@example.mr" });
    const sidi = await signUp({ email: "sidi@example.mr" });
    if (!aicha.ok || !sidi.ok) throw new Error("sign-up failed");
    const withDevice = (identifier: string, password: string, deviceToken: string, now: Date) =>
      signInLearner(
        t.db,
        { identifier, password, clientIp: IP, progress: [], deviceToken, log: logs.logger },
        now,
      );
    // Someone else behind the same address locks it out.
    for (let i = 0; i < 5; i++) await signIn("nobody@example.mr", "guess", later(minute));
    expect(await signIn("aicha@example.mr", PASSWORD, later(2 * minute))).toMatchObject({
      status: 429,
    });
    // Aicha's browser (its cookie from sign-up) gets in; with it, Sidi's account does not.
    const back = await withDevice(
      "aicha@example.mr",
      PASSWORD,
      aicha.deviceToken,
      later(2 * minute),
    );
    if (!back.ok) throw new Error("the trusted browser was locked out");
    expect(
      await withDevice("sidi@example.mr", PASSWORD, back.deviceToken, later(2 * minute)),
    ).toMatchObject({ status: 429 });
    // A wrong identifier and a wrong password still look the same through it.
    const wrong = await withDevice(
      "aicha@example.mr",
      "guess",
      back.deviceToken,
      later(3 * minute),
    );
    expect(wrong).toEqual({ ok: false, status: 401, error: AUTH_MESSAGES.invalidCredentials });
    // Its own failures lock out the device cookie (five in all), even with the right password.
    for (let i = 0; i < 4; i++) {
      await withDevice("aicha@example.mr", "guess", back.deviceToken, later(3 * minute));
    }
    expect(
      await withDevice("aicha@example.mr", PASSWORD, back.deviceToken, later(4 * minute)),
    ).toMatchObject({ status: 429, retryAfterSeconds: 14 * 60 });
    expect(
      (await withDevice("aicha@example.mr", PASSWORD, back.deviceToken, later(18 * minute))).ok,
    ).toBe(true);
  });

  it("throttles the current-password check per account", async () => {
    const result = await signUp({ email: "aicha@example.mr" });
    const other = await signUp({ email: "sidi@example.mr" });
    if (!result.ok || !other.ok) throw new Error("sign-up failed");
    const change = (learnerId: string, currentPassword: string, now: Date) =>
      changeLearnerPassword(
        t.db,
        learnerId,
        { currentPassword, newPassword: "a brand new passphrase" },
        now,
      );
    for (let i = 0; i < 5; i++) {
      expect(await change(result.learnerId, "guess", later(i * minute))).toMatchObject({
        status: 401,
      });
    }
    const blocked = await change(result.learnerId, PASSWORD, later(5 * minute));
    expect(blocked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 600 });
    expect(!blocked.ok && arabicText(blocked.error)).toBe(
      "محاولات فاشلة كثيرة. حاول مجددًا بعد 10 دقائق.",
    );
    // Another account is not affected, and the window passes.
    expect((await change(other.learnerId, PASSWORD, later(5 * minute))).ok).toBe(true);
    expect((await change(result.learnerId, PASSWORD, later(15 * minute))).ok).toBe(true);
  });

  it("merges anonymous progress at sign-up: known published lessons only, no duplicates", async () => {
    const [one, two] = lessonIds;
    await backdateLessonVisits(t.db, [...lessonIds, draftLessonId], [{ visitorKey: VISITOR }]);
    const result = await signUp({ phone: "22123456" }, [
      one!,
      two!,
      one!,
      "no-such-lesson",
      draftLessonId,
    ]);
    if (!result.ok) throw new Error(result.error.key);
    expect(
      (await findCompletedLessonIds(t.db, result.learnerId, (await lessonCourse())!)).sort(),
    ).toEqual([one, two].sort());
    expect(await countLessonProgress(t.db, result.learnerId)).toBe(2);
  });

  it("merges anonymous progress at sign-in without losing or duplicating marks", async () => {
    const [one, two, three] = lessonIds;
    await backdateLessonVisits(t.db, lessonIds, [{ visitorKey: VISITOR }]);
    const signedUp = await signUp({ email: "aicha@example.mr" }, [one!]);
    if (!signedUp.ok) throw new Error(signedUp.error.key);
    const firstDone = (
      await t.db.selectFrom("lesson_progress").select("completed_at").executeTakeFirstOrThrow()
    ).completed_at;
    // Another device, signed out, watched one (again) and two; a third lesson came later.
    const result = await signIn("aicha@example.mr", PASSWORD, later(minute), [one!, two!]);
    expect(result.ok).toBe(true);
    await signIn("aicha@example.mr", PASSWORD, later(2 * minute), [two!, three!, two!]);
    expect(await countLessonProgress(t.db, signedUp.learnerId)).toBe(3);
    // The first completion keeps its date.
    const kept = await t.db
      .selectFrom("lesson_progress")
      .select("completed_at")
      .where("lesson_id", "=", one!)
      .executeTakeFirstOrThrow();
    expect(new Date(kept.completed_at).toISOString()).toBe(new Date(firstDone).toISOString());
    const [course] = await findCourseProgress(t.db, signedUp.learnerId);
    expect(course).toMatchObject({ totalLessons: 3, completedLessons: 3 });
  });

  // Issue #27 (decision 0041): the one-minute certificate through a visitor's browser.
  it("merges only the marks that satisfy the completion rule, and the browser's visits with them", async () => {
    const [one, two, three] = lessonIds;
    const other = "visitor-key-of-the-test-1";
    // The test course's lessons state 10 minutes: 5 to wait.
    await recordLessonVisit(t.db, { visitorKey: other }, one!, later(-10 * minute));
    await recordLessonVisit(t.db, { visitorKey: other }, two!, later(-minute));
    // Marked in the browser: one opened long enough ago, two a minute ago, three never.
    const result = await signUp({ phone: "22123457" }, [one!, two!, three!], other);
    if (!result.ok) throw new Error(result.error.key);
    expect(await findCompletedLessonIds(t.db, result.learnerId, (await lessonCourse())!)).toEqual([
      one,
    ]);
    // Without a visitor key, no mark of the browser is kept.
    const bare = await signUp({ phone: "22123458" }, [one!, two!], null);
    if (!bare.ok) throw new Error(bare.error.key);
    expect(await countLessonProgress(t.db, bare.learnerId)).toBe(0);
  });

  it("changes the password, ending every other session", async () => {
    const result = await signUp({ email: "aicha@example.mr" });
    if (!result.ok) throw new Error(result.error.key);
    const other = await signIn("aicha@example.mr", PASSWORD);
    expect(
      await changeLearnerPassword(t.db, result.learnerId, {
        currentPassword: "wrong one!",
        newPassword: "a brand new passphrase",
      }),
    ).toMatchObject({ ok: false, status: 401, error: AUTH_MESSAGES.wrongCurrentPassword });
    expect(
      await changeLearnerPassword(t.db, result.learnerId, {
        currentPassword: PASSWORD,
        newPassword: "password123",
      }),
    ).toMatchObject({ ok: false, error: AUTH_MESSAGES.passwordCommon });

    const changed = await changeLearnerPassword(t.db, result.learnerId, {
      currentPassword: PASSWORD,
      newPassword: "a brand new passphrase",
    });
    if (!changed.ok || !changed.token) throw new Error("change failed");
    expect(await countSessions(t.db, "learner")).toBe(1);
    // Only this browser stays trusted (a new device cookie); the other browsers' are forgotten.
    expect(changed.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await countTrustedDevices(t.db, "learner", result.learnerId)).toBe(1);
    expect(
      other.ok && (await getSignedInLearner(requestWith(other.token), { db: t.db }, start)),
    ).toBe(null);
    expect(await getSignedInLearner(requestWith(changed.token), { db: t.db })).not.toBeNull();
    expect((await signIn("aicha@example.mr", PASSWORD)).ok).toBe(false);
    expect((await signIn("aicha@example.mr", "a brand new passphrase")).ok).toBe(true);
  });

  it("deletes the account with its progress and sessions, and nobody else's", async () => {
    const doomed = await signUp({ email: "aicha@example.mr" }, lessonIds);
    const kept = await signUp({ email: "sidi@example.mr" }, lessonIds.slice(0, 1));
    if (!doomed.ok || !kept.ok) throw new Error("sign-up failed");
    await signIn("aicha@example.mr", PASSWORD);

    expect(await deleteLearnerAccount(t.db, doomed.learnerId, "نعم")).toMatchObject({
      ok: false,
      error: AUTH_MESSAGES.confirmDeletion,
    });
    expect(await findLearnerById(t.db, doomed.learnerId)).not.toBeNull();

    expect(await deleteLearnerAccount(t.db, doomed.learnerId, " حذف ")).toMatchObject({ ok: true });
    expect(await findLearnerById(t.db, doomed.learnerId)).toBeNull();
    expect(await countLessonProgress(t.db, doomed.learnerId)).toBe(0);
    const sessions = await t.db.selectFrom("sessions").select("subject_id").execute();
    expect(sessions.map((s) => s.subject_id)).toEqual([kept.learnerId]);
    expect(await getSignedInLearner(requestWith(doomed.token), { db: t.db }, start)).toBeNull();
    expect(await countLessonProgress(t.db, kept.learnerId)).toBe(1);
  });

  it("lists courses in progress with their counts on the account page", async () => {
    const result = await signUp({ email: "aicha@example.mr" }, lessonIds.slice(0, 2));
    if (!result.ok) throw new Error(result.error.key);
    const learner = await findLearnerById(t.db, result.learnerId);
    const page = await loadAccount(t.db, learner!);
    expect(page.courses).toHaveLength(1);
    expect(page.courses[0]).toMatchObject({ totalLessons: 3, completedLessons: 2 });
  });

  async function lessonCourse() {
    const row = await t.db
      .selectFrom("course_videos")
      .select("course_id")
      .where("id", "=", lessonIds[0]!)
      .executeTakeFirst();
    return row?.course_id;
  }
});
