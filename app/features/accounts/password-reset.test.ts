// Learner password reset on both databases (issue #14 part 8), with the clock injected: a link
// works once and for an hour, a newer link replaces older unused ones, using one ends every other
// session, the Learners list finds people by every way of typing their phone or email, and the
// "forgot password" request answers alike for known and unknown addresses and is throttled.
import { translatorFor } from "~/i18n/translator";
import { createTransport } from "nodemailer";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import { insertCourse } from "~/.server/db/repositories/courses";
import { findLearnerPasswordHash, insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { listOneTimeTokensOfLearner } from "~/.server/db/repositories/one-time-tokens";
import { countSessions } from "~/.server/db/repositories/sessions";
import { countTrustedDevices } from "~/.server/db/repositories/trusted-devices";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { silentLogger } from "~/.server/logger";
import { MailOutbox, type MailMessage } from "~/.server/mail/mail-outbox";
import { verifyPassword } from "~/.server/auth/password-hash";
import { AUTH_MESSAGES, RESET_MESSAGES } from "./auth-messages";
import { LEARNERS_PER_PAGE, loadLearnerDirectory } from "./learner-directory.server";
import { getSignedInLearner } from "./learner-session.server";
import {
  createPasswordResetLink,
  inspectResetLink,
  RESET_LINK_LIFETIME_MS,
  RESET_REQUEST_ADDRESS_RULE,
  RESET_REQUEST_EMAIL_RULE,
  requestPasswordResetByEmail,
  resetPasswordWithLink,
} from "./password-reset.server";
import { signInLearner } from "./sign-in.server";
import { signUpLearner } from "./sign-up.server";
import { localizedText } from "~/lib/localized-text";

const OLD_PASSWORD = "nouakchott sea breeze";
const NEW_PASSWORD = "atar dates in summer";
const IP = "203.0.113.50";
const minute = 60 * 1000;
const start = new Date("2026-11-23T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

/** nodemailer's own JSON transport: real message building, kept in memory instead of sent. */
function jsonOutbox() {
  const sent: MailMessage[] = [];
  const transport = createTransport({ jsonTransport: true });
  const outbox = new MailOutbox(
    {
      async sendMail(message) {
        const info = await transport.sendMail(message);
        sent.push(JSON.parse(String(info.message)) as MailMessage);
        return info;
      },
      close: () => transport.close(),
    },
    "معرفة <no-reply@maarifa.test>",
    silentLogger(),
  );
  return { outbox, sent };
}

/** A request carrying this session token. */
const requestWith = (token: string) =>
  new Request("http://localhost/", { headers: { cookie: `maarifa_learner=${token}` } });

describe.each(testDatabaseKinds())("password reset on %s", (kind) => {
  let t: TestDatabase;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("sessions").execute();
    await t.db.deleteFrom("throttle_attempts").execute();
    await t.db.deleteFrom("trusted_devices").execute();
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
  });

  async function signUp(fields: { email?: string; phone?: string }, clientIp = IP) {
    const result = await signUpLearner(
      t.db,
      {
        email: fields.email ?? "",
        phone: fields.phone ?? "",
        password: OLD_PASSWORD,
        log: silentLogger(),
        clientIp,
        progress: [],
      },
      start,
    );
    if (!result.ok) throw new Error(result.error.key);
    return result;
  }

  const makeLink = async (learnerId: string, now = start) => {
    const created = await createPasswordResetLink(t.db, { learnerId, createdBy: "admin" }, now);
    if (!created.ok) throw new Error("no link");
    return created;
  };

  it("makes a link: only the token's SHA-256 stored, for an hour, and says what it did", async () => {
    const { learnerId } = await signUp({ phone: "22 12 34 56" });
    const created = await makeLink(learnerId);
    expect(created).toMatchObject({
      ok: true,
      learnerId,
      learnerLabel: "+22222123456",
      createdBy: "admin",
      createdAt: start.toISOString(),
      expiresAt: later(RESET_LINK_LIFETIME_MS).toISOString(),
      replacedLinks: 0,
    });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await listOneTimeTokensOfLearner(t.db, "learner-reset", learnerId);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(created.token);
    expect(
      JSON.stringify(await t.db.selectFrom("one_time_tokens").selectAll().execute()),
    ).not.toContain(created.token);
    expect(await inspectResetLink(t.db, created.token, start)).toMatchObject({
      status: "valid",
      learnerId,
      learnerLabel: "+22222123456",
    });
    expect(
      await createPasswordResetLink(t.db, { learnerId: "nobody", createdBy: "admin" }, start),
    ).toEqual({ ok: false, reason: "unknown-learner" });
  });

  it("works once: sets the password, ends every other session, signs this browser in", async () => {
    const { learnerId, token: phoneSession } = await signUp({ email: "aicha@example.mr" });
    const other = await signInLearner(
      t.db,
      {
        identifier: "aicha@example.mr",
        password: OLD_PASSWORD,
        clientIp: IP,
        progress: [],
        log: silentLogger(),
      },
      later(minute),
    );
    if (!other.ok) throw new Error("sign-in failed");
    expect(await countSessions(t.db, "learner")).toBe(2);
    expect(await countTrustedDevices(t.db, "learner", learnerId)).toBe(2);

    const { token } = await makeLink(learnerId, later(2 * minute));
    const result = await resetPasswordWithLink(
      t.db,
      { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      later(10 * minute),
    );
    if (!result.ok) throw new Error(result.error.key);
    expect(result.learnerId).toBe(learnerId);

    // The new password, stored as argon2id; the old one no longer works.
    const hash = await findLearnerPasswordHash(t.db, learnerId);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash ?? "", NEW_PASSWORD)).toBe(true);
    expect(await verifyPassword(hash ?? "", OLD_PASSWORD)).toBe(false);
    // Both earlier sessions ended, and their browsers are no longer trusted; only the new one.
    expect(await countSessions(t.db, "learner")).toBe(1);
    for (const ended of [phoneSession, other.token]) {
      expect(
        await getSignedInLearner(requestWith(ended), { db: t.db }, later(11 * minute)),
      ).toBeNull();
    }
    expect(
      (await getSignedInLearner(requestWith(result.token), { db: t.db }, later(11 * minute)))?.id,
    ).toBe(learnerId);
    expect(await countTrustedDevices(t.db, "learner", learnerId)).toBe(1);
    const [used] = await listOneTimeTokensOfLearner(t.db, "learner-reset", learnerId);
    expect(used?.usedAt).toBe(later(10 * minute).toISOString());

    // The same link again: "already used", nothing changes.
    const again = await resetPasswordWithLink(
      t.db,
      { token, password: "another long passphrase", confirm: "another long passphrase" },
      later(11 * minute),
    );
    expect(again).toMatchObject({ ok: false, status: 410, link: "used" });
    expect(!again.ok && again.error).toBe(RESET_MESSAGES.usedLink);
    expect(
      await verifyPassword((await findLearnerPasswordHash(t.db, learnerId)) ?? "", NEW_PASSWORD),
    ).toBe(true);
    expect(await countSessions(t.db, "learner")).toBe(1);
  });

  it("two requests racing with one link: exactly one sets its password", async () => {
    const { learnerId } = await signUp({ email: "race@example.mr" });
    const { token } = await makeLink(learnerId);
    const results = await Promise.all(
      ["first passphrase here", "second passphrase here"].map((password) =>
        resetPasswordWithLink(t.db, { token, password, confirm: password }, later(minute)),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toMatchObject([{ status: 410, link: "used" }]);
    expect(await countSessions(t.db, "learner")).toBe(1);
  });

  it("expires after one hour", async () => {
    const { learnerId } = await signUp({ email: "late@example.mr" });
    const { token } = await makeLink(learnerId);
    const justBefore = later(RESET_LINK_LIFETIME_MS - 1000);
    expect((await inspectResetLink(t.db, token, justBefore)).status).toBe("valid");
    const atTheHour = later(RESET_LINK_LIFETIME_MS);
    expect((await inspectResetLink(t.db, token, atTheHour)).status).toBe("expired");
    const result = await resetPasswordWithLink(
      t.db,
      { token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      atTheHour,
    );
    expect(result).toMatchObject({ ok: false, status: 410, link: "expired" });
    expect(!result.ok && result.error).toBe(RESET_MESSAGES.expiredLink);
    const hash = await findLearnerPasswordHash(t.db, learnerId);
    expect(await verifyPassword(hash ?? "", OLD_PASSWORD)).toBe(true);
  });

  it("a newer link replaces the older unused one; other learners' links are untouched", async () => {
    const { learnerId } = await signUp({ email: "twice@example.mr" });
    const { learnerId: otherId } = await signUp({ email: "other@example.mr" });
    const first = await makeLink(learnerId);
    const others = await makeLink(otherId);
    const second = await makeLink(learnerId, later(5 * minute));
    expect(second.replacedLinks).toBe(1);
    expect((await inspectResetLink(t.db, first.token, later(6 * minute))).status).toBe("unknown");
    expect((await inspectResetLink(t.db, others.token, later(6 * minute))).status).toBe("valid");
    const withFirst = await resetPasswordWithLink(
      t.db,
      { token: first.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      later(6 * minute),
    );
    expect(withFirst).toMatchObject({ ok: false, status: 410, link: "unknown" });
    expect(!withFirst.ok && withFirst.error).toBe(RESET_MESSAGES.unknownLink);
    const withSecond = await resetPasswordWithLink(
      t.db,
      { token: second.token, password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      later(6 * minute),
    );
    expect(withSecond.ok).toBe(true);
  });

  it("records each link an administrator makes: who, from where, which learner, links replaced", async () => {
    await t.db.deleteFrom("audit_log").execute();
    const { learnerId } = await signUp({ email: "audited@example.mr" });
    const by = { actor: { id: "admin-9", name: "Mariem" }, ip: "::ffff:198.51.100.31" };
    for (const at of [start, later(minute)]) {
      const created = await createPasswordResetLink(
        t.db,
        { learnerId, createdBy: "admin-9", by },
        at,
      );
      expect(created.ok).toBe(true);
    }
    const entries = await findAuditEntries(t.db, { action: "learner.reset_link" }, { limit: 5 });
    expect(
      entries.map((entry) => ({
        at: entry.at,
        actorId: entry.actorId,
        actorName: entry.actorName,
        ip: entry.ip,
        details: JSON.parse(entry.details) as unknown,
      })),
    ).toEqual([
      {
        at: later(minute).toISOString(),
        actorId: "admin-9",
        actorName: "Mariem",
        ip: "198.51.100.31",
        details: { learnerId, replacedLinks: 1 },
      },
      {
        at: start.toISOString(),
        actorId: "admin-9",
        actorName: "Mariem",
        ip: "198.51.100.31",
        details: { learnerId, replacedLinks: 0 },
      },
    ]);
    // The link itself is never in the log. A learner's own request by email is not an admin's
    // action: it records nothing.
    const tokens = await t.db.selectFrom("one_time_tokens").select("token_hash").execute();
    const log = JSON.stringify(await t.db.selectFrom("audit_log").selectAll().execute());
    for (const { token_hash } of tokens) expect(log).not.toContain(token_hash);
    await createPasswordResetLink(t.db, { learnerId, createdBy: null }, later(2 * minute));
    expect(
      await findAuditEntries(t.db, { action: "learner.reset_link" }, { limit: 5 }),
    ).toHaveLength(2);
  });

  it("refuses bad passwords and a mismatch, changing nothing and keeping the link", async () => {
    const { learnerId } = await signUp({ email: "rules@example.mr" });
    const { token } = await makeLink(learnerId);
    const attempt = (password: string, confirm: string) =>
      resetPasswordWithLink(t.db, { token, password, confirm }, later(minute));
    expect(await attempt("", "")).toMatchObject({
      ok: false,
      status: 400,
      error: RESET_MESSAGES.missingPassword,
    });
    expect(await attempt("short", "short")).toMatchObject({
      status: 400,
      error: AUTH_MESSAGES.passwordTooShort,
      field: "password",
    });
    expect(await attempt("password123", "password123")).toMatchObject({
      status: 400,
      error: AUTH_MESSAGES.passwordCommon,
    });
    expect(await attempt(NEW_PASSWORD, `${NEW_PASSWORD}!`)).toMatchObject({
      status: 400,
      error: RESET_MESSAGES.passwordsDiffer,
      field: "confirm",
    });
    expect((await inspectResetLink(t.db, token, later(minute))).status).toBe("valid");
    const hash = await findLearnerPasswordHash(t.db, learnerId);
    expect(await verifyPassword(hash ?? "", OLD_PASSWORD)).toBe(true);
  });

  it("says which links cannot be used: none, malformed, unknown", async () => {
    expect(await inspectResetLink(t.db, null)).toEqual({ status: "missing" });
    expect(await inspectResetLink(t.db, "invalid")).toEqual({ status: "unknown" });
    expect(await inspectResetLink(t.db, "A".repeat(43))).toEqual({ status: "unknown" });
  });

  it("a deleted account takes its links with it", async () => {
    const { learnerId } = await signUp({ email: "gone@example.mr" });
    const { token } = await makeLink(learnerId);
    await t.db.deleteFrom("learners").where("id", "=", learnerId).execute();
    expect((await inspectResetLink(t.db, token, start)).status).toBe("unknown");
    expect(await listOneTimeTokensOfLearner(t.db, "learner-reset", learnerId)).toEqual([]);
  });

  describe("the Learners list", () => {
    it("finds a phone however it is typed, an email by any part, and pages", async () => {
      const { learnerId: phoneId } = await signUp({ phone: "22 12 34 56" });
      const { learnerId: emailId } = await signUp({ email: "Aicha.Mint@Example.mr" });
      await signUp({ email: "someone@example.mr", phone: "+221 77 123 45 67" });
      const find = async (query: string) =>
        (await loadLearnerDirectory(t.db, { query, page: 1 })).learners.map((l) => l.id);
      for (const typed of [
        "22 12 34 56",
        "22123456",
        "+22222123456",
        "0022222123456",
        "+222 22 12 34 56",
        "٢٢ ١٢ ٣٤ ٥٦",
        "2212",
      ]) {
        expect(await find(typed), typed).toEqual([phoneId]);
      }
      for (const typed of ["aicha.mint@example.mr", "AICHA", "mint@", "  aicha  "]) {
        expect(await find(typed), typed).toEqual([emailId]);
      }
      // LIKE's wildcards are text here.
      expect(await find("%")).toEqual([]);
      expect(await find("_")).toEqual([]);
      expect(await find("nobody@example.mr")).toEqual([]);
      expect((await find("")).length).toBe(3);
      expect((await find("example.mr")).length).toBe(2);
    });

    it("shows identifier, joined date and courses in progress, newest first, in pages", async () => {
      const courseId = await insertCourse(t.db, testCourse({ isPublished: true }));
      await insertLessons(t.db, courseId, [
        {
          title: localizedText({ en: "one" }),
          description: localizedText({}),
          youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          durationMinutes: 5,
        },
      ]);
      const [lesson] = await findLessonsByCourseId(t.db, courseId);
      const ids: string[] = [];
      for (let i = 0; i < LEARNERS_PER_PAGE + 2; i++) {
        const result = await signUpLearner(
          t.db,
          {
            email: `learner${i}@example.mr`,
            phone: "",
            password: OLD_PASSWORD,
            log: silentLogger(),
            clientIp: `198.51.100.${i}`,
            progress: [],
          },
          later(i * minute),
        );
        if (!result.ok) throw new Error(result.error.key);
        ids.push(result.learnerId);
      }
      await insertLessonProgress(t.db, ids[0] ?? "", [lesson?.id ?? ""]);

      const first = await loadLearnerDirectory(t.db, { query: "", page: 1 });
      expect(first).toMatchObject({ total: LEARNERS_PER_PAGE + 2, page: 1, pageCount: 2 });
      expect(first.learners).toHaveLength(LEARNERS_PER_PAGE);
      expect(first.learners[0]).toEqual({
        id: ids.at(-1),
        email: `learner${LEARNERS_PER_PAGE + 1}@example.mr`,
        phone: null,
        joinedAt: later((LEARNERS_PER_PAGE + 1) * minute).toISOString(),
        coursesInProgress: 0,
      });
      expect(Object.keys(first.learners[0] ?? {})).not.toContain("passwordHash");
      const second = await loadLearnerDirectory(t.db, { query: "", page: 2 });
      expect(second.learners.map((l) => l.id)).toEqual([ids[1], ids[0]]);
      expect(second.learners[1]?.coursesInProgress).toBe(1);
      // Past the end: the last page.
      expect((await loadLearnerDirectory(t.db, { query: "", page: 9 })).page).toBe(2);
    });
  });

  describe("asking for a link by email", () => {
    const ORIGIN = "https://maarifa.example.mr";

    it("mails a link for a known address, nothing for an unknown one, with the same answer", async () => {
      const { learnerId } = await signUp({ email: "aicha@example.mr" });
      const { outbox, sent } = jsonOutbox();
      const known = await requestPasswordResetByEmail(t.db, outbox, {
        identifier: " Aicha@Example.mr ",
        clientIp: IP,
        publicOrigin: ORIGIN,
        log: silentLogger(),
        translator: translatorFor("ar"),
      });
      const unknown = await requestPasswordResetByEmail(t.db, outbox, {
        identifier: "nobody@example.mr",
        clientIp: IP,
        publicOrigin: ORIGIN,
        log: silentLogger(),
        translator: translatorFor("ar"),
      });
      expect(known).toEqual({ ok: true, message: RESET_MESSAGES.requestAnswered });
      expect(unknown).toEqual(known);
      await outbox.close();

      expect(sent).toHaveLength(1);
      const [mail] = sent;
      expect(mail?.to).toEqual([{ address: "aicha@example.mr", name: "" }]);
      const link = /https:\/\/maarifa\.example\.mr\/reset-password\/[A-Za-z0-9_-]{43}/.exec(
        mail?.text ?? "",
      )?.[0];
      expect(link).toBeDefined();
      expect(mail?.html).toContain(`href="${link}"`);
      expect(mail?.html).toContain('dir="rtl"');
      const token = link?.split("/").at(-1) ?? "";
      const [stored] = await listOneTimeTokensOfLearner(t.db, "learner-reset", learnerId);
      expect(stored?.createdBy).toBeNull();
      expect((await inspectResetLink(t.db, token)).status).toBe("valid");
    });

    it("writes the mail in the language of the page it was asked from, linking to that page", async () => {
      await signUp({ email: "mariem@example.mr" });
      const { outbox, sent } = jsonOutbox();
      await requestPasswordResetByEmail(t.db, outbox, {
        identifier: "mariem@example.mr",
        clientIp: IP,
        publicOrigin: ORIGIN,
        log: silentLogger(),
        translator: translatorFor("fr"),
      });
      await outbox.close();
      const [mail] = sent;
      expect(mail?.subject).toBe("Réinitialisation de votre mot de passe sur Maarifa");
      expect(mail?.text).toMatch(/^Bonjour,/);
      const link = /https:\/\/maarifa\.example\.mr\/fr\/reset-password\/[A-Za-z0-9_-]{43}/.exec(
        mail?.text ?? "",
      )?.[0];
      expect(link).toBeDefined();
      expect(mail?.html).toContain('<html lang="fr" dir="ltr">');
      expect(mail?.html).toContain(`href="${link}"`);
    });

    it("sends a phone number to the administrators, and refuses what is no address", async () => {
      const { outbox, sent } = jsonOutbox();
      const ask = (identifier: string) =>
        requestPasswordResetByEmail(t.db, outbox, {
          identifier,
          clientIp: IP,
          publicOrigin: ORIGIN,
          log: silentLogger(),
          translator: translatorFor("ar"),
        });
      expect(await ask("22 12 34 56")).toEqual({
        ok: false,
        status: 400,
        error: RESET_MESSAGES.phoneGoesThroughAdmins,
      });
      expect(await ask("")).toMatchObject({ status: 400, error: RESET_MESSAGES.missingEmail });
      expect(await ask("not an address")).toMatchObject({ status: 400 });
      await outbox.close();
      expect(sent).toEqual([]);
    });

    // Issue #26 item 7: an account made before sign-up refused lists keeps its address, and is
    // never mailed at it.
    it("never mails an account whose stored address is a list", async () => {
      await insertLearner(t.db, {
        email: "victim@example.com,",
        phone: null,
        passwordHash: "unused",
      });
      const { outbox, sent } = jsonOutbox();
      const answer = await requestPasswordResetByEmail(t.db, outbox, {
        identifier: "victim@example.com,",
        clientIp: IP,
        publicOrigin: ORIGIN,
        log: silentLogger(),
        translator: translatorFor("ar"),
      });
      expect(answer).toMatchObject({ ok: false, status: 400 });
      await outbox.close();
      expect(sent).toEqual([]);
    });

    it("throttles per recipient and per connection, known address or not", async () => {
      const { outbox, sent } = jsonOutbox();
      const ask = (identifier: string, clientIp: string, now: Date) =>
        requestPasswordResetByEmail(
          t.db,
          outbox,
          {
            identifier,
            clientIp,
            publicOrigin: ORIGIN,
            log: silentLogger(),
            translator: translatorFor("ar"),
          },
          now,
        );
      await signUp({ email: "flood@example.mr" });
      // Per recipient, from many connections.
      for (let i = 0; i < RESET_REQUEST_EMAIL_RULE.maxAttempts; i++) {
        expect((await ask("flood@example.mr", `198.51.100.${i}`, later(i * minute))).ok).toBe(true);
      }
      const refused = await ask("flood@example.mr", "198.51.100.99", later(10 * minute));
      expect(refused).toMatchObject({ ok: false, status: 429 });
      expect(!refused.ok && refused.retryAfterSeconds).toBe(50 * 60);
      // An unknown address is counted the same way: the limit tells nothing about accounts.
      for (let i = 0; i < RESET_REQUEST_EMAIL_RULE.maxAttempts; i++) {
        await ask("ghost@example.mr", `192.0.2.${i}`, later(i * minute));
      }
      expect(await ask("ghost@example.mr", "192.0.2.99", later(10 * minute))).toMatchObject({
        status: 429,
      });
      // Per connection, across recipients.
      for (let i = 0; i < RESET_REQUEST_ADDRESS_RULE.maxAttempts; i++) {
        expect((await ask(`someone${i}@example.mr`, "203.0.113.77", later(i * minute))).ok).toBe(
          true,
        );
      }
      expect(await ask("one-more@example.mr", "203.0.113.77", later(11 * minute))).toMatchObject({
        status: 429,
      });
      // An hour after the first request, the recipient may ask again.
      expect((await ask("flood@example.mr", "198.51.100.50", later(61 * minute))).ok).toBe(true);
      await outbox.close();
      expect(sent).toHaveLength(RESET_REQUEST_EMAIL_RULE.maxAttempts + 1);
    });
  });
});
