// Recovery codes on both databases (issue #27, decision 0043): made at sign-up and stored only as
// an argon2id hash, used once to set a new password (ending every session) and replaced by a new
// one, renewed from /account with the current password, and guesses throttled per connection.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "~/.server/auth/password-hash";
import { findRecoveryCodeHash } from "~/.server/db/repositories/learner-recovery-codes";
import { deleteLearnerById, findLearnerPasswordHash } from "~/.server/db/repositories/learners";
import { countSessions } from "~/.server/db/repositories/sessions";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { MAX_FAILED_ATTEMPTS } from "~/.server/auth/attempt-throttle";
import { AUTH_MESSAGES, RECOVERY_MESSAGES, tooManyAttemptsMessage } from "./auth-messages";
import { recoverWithCode, renewRecoveryCode } from "./recovery-code.server";
import { signUpLearner } from "./sign-up.server";

const PASSWORD = "nouakchott sea breeze";
const NEW_PASSWORD = "atar dates in summer";
const IP = "203.0.113.27";
const minute = 60 * 1000;
const start = new Date("2026-11-28T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
const CODE_SHAPE = /^\d{4} \d{4} \d{4} \d{4}$/;
/** The code as a learner with an Arabic keyboard types it. */
const inArabicDigits = (code: string) =>
  code.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

describe.each(testDatabaseKinds())("recovery codes on %s", (kind) => {
  let t: TestDatabase;
  let logs: CapturedLogs;
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
    logs = captureLogs();
  });

  async function signUp(phone = "22 12 34 56") {
    const made = await signUpLearner(
      t.db,
      { email: "", phone, password: PASSWORD, progress: [], clientIp: IP, log: logs.logger },
      start,
    );
    if (!made.ok || !made.recoveryCode) throw new Error("sign-up failed");
    return { learnerId: made.learnerId, code: made.recoveryCode };
  }
  /** The attempts counted in the recovery scope (sign-up counts in scopes of its own). */
  const recoveryAttempts = () =>
    t.db
      .selectFrom("throttle_attempts")
      .selectAll()
      .where("scope", "=", "learner-recovery")
      .execute();
  const recover = (identifier: string, code: string, now = later(minute), ip = IP) =>
    recoverWithCode(
      t.db,
      {
        identifier,
        code,
        password: NEW_PASSWORD,
        confirm: NEW_PASSWORD,
        clientIp: ip,
        log: logs.logger,
      },
      now,
    );

  it("gives a 16-digit code at sign-up and stores only its argon2id hash", async () => {
    const { learnerId, code } = await signUp();
    expect(code).toMatch(CODE_SHAPE);
    const stored = await findRecoveryCodeHash(t.db, learnerId);
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain(code.replace(/ /g, ""));
    expect(await verifyPassword(stored ?? "", code.replace(/ /g, ""))).toBe(true);
    const everything = JSON.stringify(
      await t.db.selectFrom("learner_recovery_codes").selectAll().execute(),
    );
    expect(everything).not.toContain(code.replace(/ /g, ""));
  });

  it("sets a new password with the code typed in Arabic-Indic digits, ends every session, and gives a new code", async () => {
    const { learnerId, code } = await signUp();
    expect(await countSessions(t.db, "learner")).toBe(1);
    const result = await recover("22123456", inArabicDigits(code));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recoveryCode).toMatch(CODE_SHAPE);
    expect(result.recoveryCode).not.toBe(code);
    // Only the session this recovery opened.
    expect(await countSessions(t.db, "learner")).toBe(1);
    expect(
      await verifyPassword((await findLearnerPasswordHash(t.db, learnerId)) ?? "", NEW_PASSWORD),
    ).toBe(true);
    const stored = await findRecoveryCodeHash(t.db, learnerId);
    expect(await verifyPassword(stored ?? "", result.recoveryCode.replace(/ /g, ""))).toBe(true);
  });

  it("works once: the used code is refused, the new one works", async () => {
    const { code } = await signUp();
    const first = await recover("+22222123456", code);
    expect(first.ok).toBe(true);
    const again = await recover("+22222123456", code, later(2 * minute));
    expect(again).toMatchObject({
      ok: false,
      status: 401,
      error: RECOVERY_MESSAGES.wrongCode,
      field: "code",
    });
    if (!first.ok) return;
    expect((await recover("+22222123456", first.recoveryCode, later(3 * minute))).ok).toBe(true);
  });

  it("of two uses of the same code at once, exactly one succeeds", async () => {
    const { code } = await signUp();
    const results = await Promise.all([recover("22123456", code), recover("22123456", code)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("answers alike for an unknown account, an account without a code and a wrong code", async () => {
    const { learnerId, code } = await signUp();
    const wrong = code.replace(/^\d/, (d) => String((Number(d) + 1) % 10));
    const answers = [await recover("22123456", wrong), await recover("36999999", code)];
    await t.db.deleteFrom("learner_recovery_codes").where("learner_id", "=", learnerId).execute();
    answers.push(await recover("22123456", code));
    for (const answer of answers) {
      expect(answer).toEqual({
        ok: false,
        status: 401,
        error: RECOVERY_MESSAGES.wrongCode,
        field: "code",
      });
    }
    // The password did not change.
    expect(
      await verifyPassword((await findLearnerPasswordHash(t.db, learnerId)) ?? "", PASSWORD),
    ).toBe(true);
  });

  it("refuses a malformed code or a bad new password without counting an attempt", async () => {
    await signUp();
    expect(await recover("22123456", "1234 5678")).toMatchObject({
      status: 400,
      error: RECOVERY_MESSAGES.malformedCode,
      field: "code",
    });
    const differ = await recoverWithCode(
      t.db,
      {
        identifier: "22123456",
        code: "1234 5678 9012 3456",
        password: NEW_PASSWORD,
        confirm: "x",
        clientIp: IP,
        log: logs.logger,
      },
      start,
    );
    expect(differ).toMatchObject({ status: 400, field: "confirm" });
    expect(await recoveryAttempts()).toHaveLength(0);
  });

  it(`throttles guesses: ${MAX_FAILED_ATTEMPTS} wrong codes in 15 minutes block even the right one, from that connection`, async () => {
    const { code } = await signUp();
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      expect(await recover("22123456", `0000 0000 0000 000${i}`)).toMatchObject({ status: 401 });
    }
    const blocked = await recover("22123456", code, later(2 * minute));
    expect(blocked).toMatchObject({ ok: false, status: 429, field: "code" });
    if (!blocked.ok)
      expect(blocked.error).toEqual(tooManyAttemptsMessage(blocked.retryAfterSeconds ?? 0));
    expect(await recoveryAttempts()).toHaveLength(MAX_FAILED_ATTEMPTS);
    // Another connection may still try.
    expect((await recover("22123456", code, later(3 * minute), "198.51.100.27")).ok).toBe(true);
  });

  it("renews the code from /account with the current password only; the old one stops working", async () => {
    const { learnerId, code } = await signUp();
    expect(await renewRecoveryCode(t.db, learnerId, "wrong password", start)).toMatchObject({
      ok: false,
      status: 401,
      error: AUTH_MESSAGES.wrongCurrentPassword,
    });
    const renewed = await renewRecoveryCode(t.db, learnerId, PASSWORD, start);
    expect(renewed.ok).toBe(true);
    if (!renewed.ok) return;
    expect(renewed.recoveryCode).toMatch(CODE_SHAPE);
    expect((await recover("22123456", code)).ok).toBe(false);
    expect((await recover("22123456", renewed.recoveryCode, later(2 * minute))).ok).toBe(true);
  });

  it("goes with its account", async () => {
    const { learnerId } = await signUp();
    await deleteLearnerById(t.db, learnerId);
    expect(await t.db.selectFrom("learner_recovery_codes").selectAll().execute()).toEqual([]);
  });
});
