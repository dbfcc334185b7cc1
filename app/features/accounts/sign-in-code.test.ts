// Signing in with a class sheet's code, on both databases (issue #29, decision 0050): single use,
// expiry, throttled like passwords (per connection and per account), stored hashed; a learner an
// import made has no password that signs in, and a code stops working once a password is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_FAILED_ATTEMPTS } from "~/.server/auth/attempt-throttle";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import { findRecoveryCodeHash } from "~/.server/db/repositories/learner-recovery-codes";
import {
  findSignInCode,
  replaceSignInCodes,
} from "~/.server/db/repositories/learner-sign-in-codes";
import { findLearnerPasswordHash, insertLearner } from "~/.server/db/repositories/learners";
import { countSessions } from "~/.server/db/repositories/sessions";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { readSignInCode } from "~/lib/sign-in-code";
import {
  AUTH_MESSAGES,
  RECOVERY_MESSAGES,
  SIGN_IN_CODE_MESSAGES,
  tooManyAttemptsMessage,
} from "./auth-messages";
import { LEARNER_SESSION_KIND } from "./learner-session.server";
import { SIGN_IN_CODE_ADDRESS_RULE, signInWithCode } from "./sign-in-code.server";
import { signInLearner } from "./sign-in.server";

const CODE = "ABCD2345";
const PASSWORD = "kiffa market at dawn";
const IP = "203.0.113.40";
const minute = 60 * 1000;
const day = 24 * 60 * minute;
const start = new Date("2026-11-29T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabaseKinds())("class sheet sign-in codes on %s", (kind) => {
  let t: TestDatabase;
  let logs: CapturedLogs;
  let codeHash: string;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    codeHash = await hashPassword(CODE);
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

  /** A learner as an import makes one (no password), with the sheet's code valid 7 days. */
  async function imported(phone = "+22222123456", passwordHash = ""): Promise<string> {
    const learnerId = await insertLearner(t.db, { email: null, phone, passwordHash }, start);
    await replaceSignInCodes(t.db, [{ learnerId, codeHash }], {
      expiresAt: later(7 * day),
      createdBy: null,
      now: start,
    });
    return learnerId;
  }
  const signIn = (
    identifier: string,
    code: string,
    { now = later(minute), ip = IP, password = PASSWORD } = {},
  ) =>
    signInWithCode(
      t.db,
      { identifier, code, password, confirm: password, clientIp: ip, log: logs.logger },
      now,
    );

  it("reads codes as learners type them", () => {
    expect(readSignInCode("abcd 2345")).toBe(CODE);
    expect(readSignInCode("ABCD-2345")).toBe(CODE);
    expect(readSignInCode("ABCD 234")).toBeNull();
    expect(readSignInCode("ABCD 2340")).toBeNull();
    expect(readSignInCode("ABCD 23456")).toBeNull();
  });

  it("stores only the code's argon2id hash", async () => {
    const learnerId = await imported();
    const rows = await t.db.selectFrom("learner_sign_in_codes").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(CODE);
    expect(rows[0]?.code_hash).toMatch(/^\$argon2id\$/);
    expect(await findSignInCode(t.db, learnerId)).toMatchObject({ codeHash: rows[0]?.code_hash });
  });

  it("an imported learner's empty password never signs in", async () => {
    await imported();
    for (const password of ["", "x", PASSWORD]) {
      const result = await signInLearner(t.db, {
        identifier: "22 12 34 56",
        password,
        clientIp: `198.51.100.${password.length + 1}`,
        progress: [],
        log: logs.logger,
      });
      expect(result).toMatchObject({ ok: false });
      if (password) expect(result).toMatchObject({ error: AUTH_MESSAGES.invalidCredentials });
    }
  });

  it("signs in once: the password is set, the code is gone, a session and a recovery code made", async () => {
    const learnerId = await imported();
    const result = await signIn("٢٢ ١٢ ٣٤ ٥٦", "abcd 2345");
    expect(result).toMatchObject({ ok: true, learnerId, recoveryCode: expect.any(String) });
    const stored = await findLearnerPasswordHash(t.db, learnerId);
    expect(await verifyPassword(stored ?? "", PASSWORD)).toBe(true);
    expect(await findSignInCode(t.db, learnerId)).toBeNull();
    expect(await findRecoveryCodeHash(t.db, learnerId)).toMatch(/^\$argon2id\$/);
    expect(await countSessions(t.db, LEARNER_SESSION_KIND)).toBe(1);
    // The password signs in from now on; the code never again.
    const withPassword = await signInLearner(t.db, {
      identifier: "+22222123456",
      password: PASSWORD,
      clientIp: IP,
      progress: [],
      log: logs.logger,
    });
    expect(withPassword).toMatchObject({ ok: true, learnerId });
    expect(await signIn("22123456", CODE, { password: "another fine password" })).toEqual({
      ok: false,
      status: 401,
      error: SIGN_IN_CODE_MESSAGES.wrongCode,
      field: "code",
    });
    expect(
      await verifyPassword((await findLearnerPasswordHash(t.db, learnerId)) ?? "", PASSWORD),
    ).toBe(true);
  });

  it("gives one answer for a wrong code, an expired one, an unknown account and one with a password", async () => {
    const learnerId = await imported();
    await imported("+22236123456", await hashPassword("already has one"));
    const refused = {
      ok: false,
      status: 401,
      error: SIGN_IN_CODE_MESSAGES.wrongCode,
      field: "code",
    };
    expect(await signIn("22123456", "ABCD 2346", { ip: "198.51.100.1" })).toEqual(refused);
    expect(await signIn("22123456", CODE, { now: later(7 * day), ip: "198.51.100.2" })).toEqual(
      refused,
    );
    expect(await signIn("46123456", CODE, { ip: "198.51.100.3" })).toEqual(refused);
    expect(await signIn("36123456", CODE, { ip: "198.51.100.4" })).toEqual(refused);
    // Nothing was changed by any of them: the code still works before it expires.
    expect(await findLearnerPasswordHash(t.db, learnerId)).toBe("");
    expect(await signIn("22123456", CODE, { now: later(7 * day - minute) })).toMatchObject({
      ok: true,
    });
  });

  it("checks what needs no guessing first, without counting an attempt", async () => {
    await imported();
    expect(await signIn("", CODE)).toMatchObject({
      status: 400,
      error: RECOVERY_MESSAGES.missingIdentifier,
    });
    expect(await signIn("22123456", "ABC")).toMatchObject({
      status: 400,
      error: SIGN_IN_CODE_MESSAGES.malformedCode,
    });
    expect(await signIn("22123456", CODE, { password: "short" })).toMatchObject({
      status: 400,
      field: "password",
    });
    const attempts = await t.db
      .selectFrom("throttle_attempts")
      .selectAll()
      .where("scope", "=", "learner-sign-in-code")
      .execute();
    expect(attempts).toEqual([]);
  });

  it("is throttled per connection: after 30 wrong codes even the right one waits", async () => {
    await imported();
    await imported("+22236123456");
    // A classroom behind one address: 30 typos, each on another learner's number, are allowed.
    for (let i = 0; i < SIGN_IN_CODE_ADDRESS_RULE.maxAttempts; i++) {
      const phone = `32${String(100000 + i)}`;
      expect(await signIn(phone, "ZZZZ 2222"), phone).toMatchObject({ status: 401 });
    }
    const blocked = await signIn("22123456", CODE);
    expect(blocked).toEqual({
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(15 * 60),
      field: "code",
      retryAfterSeconds: 15 * 60,
    });
    // From another connection, the other account's code still works.
    expect(await signIn("22123456", CODE, { ip: "198.51.100.9" })).toMatchObject({ ok: true });
    // And the window passes.
    expect(await signIn("36123456", CODE, { now: later(16 * minute) })).toMatchObject({ ok: true });
  });

  it("is throttled per account, from any number of connections, known or not", async () => {
    const learnerId = await imported();
    for (const phone of ["22123456", "32123456"]) {
      for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
        const ip = `198.51.100.${i + 10}`;
        expect(await signIn(phone, "ZZZZ 2222", { ip })).toMatchObject({ status: 401 });
      }
      // The sixth guess, from a fresh address: refused the same for the real account and for a
      // number no account has, so the 429 tells nothing about who has an account.
      expect(await signIn(phone, CODE, { ip: "198.51.100.99" }), phone).toMatchObject({
        status: 429,
      });
    }
    expect(await findLearnerPasswordHash(t.db, learnerId)).toBe("");
  });

  it("lets exactly one of two requests with the same code through", async () => {
    await imported();
    const results = await Promise.all([
      signIn("22123456", CODE, { ip: "198.51.100.1" }),
      signIn("22123456", CODE, { ip: "198.51.100.2" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});
