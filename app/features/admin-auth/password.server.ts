// The admin password: its rules, its hash, and changing it. Only the argon2id hash is stored;
// the password never leaves the server (issue #3; the original compared it in the browser,
// spec §2 'Admin password gate').
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import type { Database } from "~/.server/db/schema";
import {
  findAdminPasswordHash,
  insertAdminPasswordHashIfAbsent,
  saveAdminPasswordHash,
} from "~/.server/db/repositories/admin-credentials";
import { deleteSessionsOfKind } from "~/.server/db/repositories/sessions";

/** Also enforced for ADMIN_PASSWORD in app/.server/env.ts: keep the two equal. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Far above any real passphrase; bounds the work a single request can ask for. */
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;

/** The session kind of the administrator in the shared sessions table. */
export const ADMIN_SESSION_KIND = "admin";

/**
 * OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): measured about 10 ms per hash on the
 * build machine (2026-11-22), memory-hard so offline guessing on GPUs stays costly. Each hash
 * records its parameters, so raising them later keeps existing hashes verifiable.
 * `Algorithm` is an ambient const enum, which isolatedModules cannot read, hence the literal.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export class PasswordPolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PasswordPolicyError";
  }
}

/** Characters as a person counts them (an emoji is one), not UTF-16 units. */
function characterCount(password: string) {
  return [...password].length;
}

/** Throws PasswordPolicyError with a message fit to show the person setting the password. */
export function assertAcceptablePassword(password: string): void {
  const length = characterCount(password);
  if (length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new PasswordPolicyError(
      `The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long (this one has ${length}).`,
    );
  }
  if (length > ADMIN_PASSWORD_MAX_LENGTH) {
    throw new PasswordPolicyError(
      `The admin password must be at most ${ADMIN_PASSWORD_MAX_LENGTH} characters long (this one has ${length}).`,
    );
  }
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a malformed hash (never throws on bad input). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether `password` is the stored admin password; false when none is stored. */
export async function verifyAdminPassword(db: Database, password: string): Promise<boolean> {
  if (characterCount(password) > ADMIN_PASSWORD_MAX_LENGTH) return false;
  const stored = await findAdminPasswordHash(db);
  if (!stored) return false;
  return verifyPassword(stored, password);
}

/**
 * Sets the admin password and signs every administrator out, in one transaction: whoever
 * knew the old password must not keep a session opened with it. Returns the sessions ended.
 */
export async function setAdminPassword(
  db: Database,
  password: string,
  now: Date = new Date(),
): Promise<{ sessionsEnded: number }> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await saveAdminPasswordHash(trx, passwordHash, now);
    return { sessionsEnded: await deleteSessionsOfKind(trx, ADMIN_SESSION_KIND) };
  });
}

/** Sets the password only if none is stored yet; false when another process got there first. */
export async function setInitialAdminPassword(
  db: Database,
  password: string,
  now: Date = new Date(),
): Promise<boolean> {
  assertAcceptablePassword(password);
  return insertAdminPasswordHashIfAbsent(db, await hashPassword(password), now);
}
