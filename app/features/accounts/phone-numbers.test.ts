// Issue #12 on both databases: sign-up checks Mauritanian numbers against the numbering plan and
// says so in Arabic; foreign numbers in international form are accepted (decision 0013); an
// account made before the check, under a number the plan does not allocate, still signs in.
import { beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "~/.server/auth/password-hash";
import { silentLogger } from "~/.server/logger";
import { countLearners, findLearnerById, insertLearner } from "~/.server/db/repositories/learners";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { AUTH_MESSAGES } from "./auth-messages";
import { signInLearner } from "./sign-in.server";
import { signUpLearner } from "./sign-up.server";

const PASSWORD = "nouakchott sea breeze";
const now = new Date("2026-11-23T08:00:00.000Z");

describe.each(testDatabaseKinds())("phone numbers on %s", (kind) => {
  const suite = testDatabaseForSuite(kind);
  const quiet = silentLogger();
  beforeEach(async () => {
    await suite.db.deleteFrom("learners").execute();
    await suite.db.deleteFrom("throttle_attempts").execute();
  });

  const signUp = (phone: string) =>
    signUpLearner(
      suite.db,
      { email: "", phone, password: PASSWORD, progress: [], clientIp: "203.0.113.7", log: quiet },
      now,
    );
  const signIn = (identifier: string, password = PASSWORD) =>
    signInLearner(
      suite.db,
      { identifier, password, clientIp: "203.0.113.7", progress: [], log: quiet },
      now,
    );

  it.each(["25 12 34 56", "+222 45 81 23 45", "12345678"])(
    "refuses the 8-digit number %j, in no allocated range, with its own message",
    async (phone) => {
      expect(await signUp(phone)).toEqual({
        ok: false,
        status: 400,
        error: AUTH_MESSAGES.phoneNotInUse,
        field: "phone",
      });
      expect(await countLearners(suite.db)).toBe(0);
    },
  );

  it("keeps the general message for what is not a number at all", async () => {
    expect(await signUp("22 12 345")).toMatchObject({ error: AUTH_MESSAGES.invalidPhone });
    expect(await signUp("77 123 45 67")).toMatchObject({ error: AUTH_MESSAGES.invalidPhone });
  });

  it("accepts a Senegalese or a French number in international form", async () => {
    const senegal = await signUp("+221 77 123 45 67");
    if (!senegal.ok) throw new Error(senegal.error.key);
    expect((await findLearnerById(suite.db, senegal.learnerId))?.phone).toBe("+221771234567");
    expect((await signIn("00221771234567")).ok).toBe(true);
    expect((await signUp("0033 6 12 34 56 78")).ok).toBe(true);
  });

  it("an unallocated number at sign-in is told apart from wrong credentials", async () => {
    expect(await signIn("25 12 34 56")).toMatchObject({
      ok: false,
      status: 401,
      error: AUTH_MESSAGES.phoneNotInUse,
    });
    // An allocated number without an account: the usual message, which tells nothing.
    expect(await signIn("22 99 88 77")).toMatchObject({ error: AUTH_MESSAGES.invalidCredentials });
  });

  it("an account made before the check, under an unallocated number, still signs in", async () => {
    const passwordHash = await hashPassword(PASSWORD);
    await insertLearner(suite.db, { email: null, phone: "+22225123456", passwordHash }, now);
    expect((await signIn("25 12 34 56")).ok).toBe(true);
    // A wrong password gets the same answer as no account at all.
    expect(await signIn("25 12 34 56", "not the password")).toMatchObject({
      error: AUTH_MESSAGES.phoneNotInUse,
    });
  });
});
