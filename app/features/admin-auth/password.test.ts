// The admin password: argon2id hashing, the length policy, and what changing it does.
import { beforeEach, describe, expect, it } from "vitest";
import { findAdminPasswordHash } from "~/.server/db/repositories/admin-credentials";
import { countSessions } from "~/.server/db/repositories/sessions";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { EnvError, parseEnv } from "~/.server/env";
import { createAdminSession } from "./admin-session.server";
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  assertAcceptablePassword,
  hashPassword,
  PasswordPolicyError,
  setAdminPassword,
  verifyAdminPassword,
  verifyPassword,
} from "./password.server";

describe("password hashing", () => {
  it("uses argon2id with at least 19 MiB, 2 passes and 1 lane, and a random salt", async () => {
    const first = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[^$]+\$[^$]+$/);
    const second = await hashPassword("correct horse battery staple");
    expect(second).not.toBe(first);
  });

  it("verifies the right password and refuses others", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(await verifyPassword(stored, "correct horse battery staple")).toBe(true);
    expect(await verifyPassword(stored, "correct horse battery stapl")).toBe(false);
    expect(await verifyPassword(stored, "")).toBe(false);
    expect(await verifyPassword("not a hash", "correct horse battery staple")).toBe(false);
  });

  it("refuses passwords under 12 characters, counting characters rather than bytes", () => {
    expect(() => assertAcceptablePassword("short-pass1")).toThrow(PasswordPolicyError);
    expect(() => assertAcceptablePassword("short-pass1")).toThrow(/at least 12 characters/);
    expect(() => assertAcceptablePassword("twelve-chars")).not.toThrow();
    // Six emoji are 12 UTF-16 units but only 6 characters.
    expect(() => assertAcceptablePassword("🔒🔒🔒🔒🔒🔒")).toThrow(PasswordPolicyError);
  });

  it("hashes and verifies long passwords (128 characters and more)", async () => {
    const long = "ب".repeat(100) + "x".repeat(100);
    expect(() => assertAcceptablePassword(long)).not.toThrow();
    const stored = await hashPassword(long);
    expect(await verifyPassword(stored, long)).toBe(true);
    expect(await verifyPassword(stored, long.slice(0, -1))).toBe(false);
  });

  it("validates ADMIN_PASSWORD at start with the same minimum, naming the variable", () => {
    expect(ADMIN_PASSWORD_MIN_LENGTH).toBe(12);
    expect(() => parseEnv({ ADMIN_PASSWORD: "x".repeat(11) })).toThrow(EnvError);
    expect(() => parseEnv({ ADMIN_PASSWORD: "x".repeat(11) })).toThrow(/ADMIN_PASSWORD/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "🔒🔒🔒🔒🔒🔒" })).toThrow(/ADMIN_PASSWORD/);
    expect(parseEnv({ ADMIN_PASSWORD: "x".repeat(12) }).ADMIN_PASSWORD).toBe("x".repeat(12));
    expect(parseEnv({}).ADMIN_PASSWORD).toBeUndefined();
    // The message never repeats the password.
    try {
      parseEnv({ ADMIN_PASSWORD: "secret-pw" });
    } catch (error) {
      expect(String(error)).not.toContain("secret-pw");
    }
  });
});

describe.each(testDatabaseKinds())("changing the admin password on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("admin_credentials").execute();
    await t.db.deleteFrom("sessions").execute();
  });

  it("stores only the hash, and verifies against it", async () => {
    expect(await verifyAdminPassword(t.db, "anything at all")).toBe(false);
    await setAdminPassword(t.db, "correct horse battery staple");
    const stored = await findAdminPasswordHash(t.db);
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain("correct horse");
    expect(await verifyAdminPassword(t.db, "correct horse battery staple")).toBe(true);
    expect(await verifyAdminPassword(t.db, "wrong horse battery staple")).toBe(false);
  });

  it("signs every administrator out", async () => {
    await setAdminPassword(t.db, "correct horse battery staple");
    await createAdminSession(t.db);
    await createAdminSession(t.db);
    expect(await setAdminPassword(t.db, "another long password")).toEqual({ sessionsEnded: 2 });
    expect(await countSessions(t.db, "admin")).toBe(0);
    expect(await verifyAdminPassword(t.db, "correct horse battery staple")).toBe(false);
    expect(await verifyAdminPassword(t.db, "another long password")).toBe(true);
  });

  it("refuses a short password and changes nothing", async () => {
    await setAdminPassword(t.db, "correct horse battery staple");
    await expect(setAdminPassword(t.db, "too-short")).rejects.toThrow(PasswordPolicyError);
    expect(await verifyAdminPassword(t.db, "correct horse battery staple")).toBe(true);
  });

  it("accepts a 200-character password", async () => {
    const long = "long passphrase ".repeat(13).slice(0, 200);
    await setAdminPassword(t.db, long);
    expect(await verifyAdminPassword(t.db, long)).toBe(true);
  });
});
