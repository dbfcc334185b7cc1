// The admin password: its rules, its hash, and changing it. Only the argon2id hash is stored;
// the password never leaves the server (issue #3; the original compared it in the browser,
// spec §2 'Admin password gate').
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { characterCount, hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import type { Database } from "~/.server/db/schema";
import {
  findAdminPasswordHash,
  insertAdminPasswordHashIfAbsent,
  saveAdminPasswordHash,
} from "~/.server/db/repositories/admin-credentials";
import { deleteSessionsOfKind } from "~/.server/db/repositories/sessions";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import { OWNER_ACTOR } from "~/lib/admin-audit";

// Hashing is shared with learner accounts; re-exported for the admin code and its tests.
export { ARGON2_OPTIONS, hashPassword, verifyPassword } from "~/.server/auth/password-hash";

/** Also enforced for ADMIN_PASSWORD in app/.server/env.ts: keep the two equal. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** Far above any real passphrase; bounds the work a single request can ask for. */
export const ADMIN_PASSWORD_MAX_LENGTH = 1024;

/** The session kind of the administrator in the shared sessions table (and the device scope). */
export const ADMIN_SESSION_KIND = "admin";

export class PasswordPolicyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PasswordPolicyError";
  }
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

/** Whether `password` is the stored admin password; false when none is stored. */
export async function verifyAdminPassword(db: Database, password: string): Promise<boolean> {
  if (characterCount(password) > ADMIN_PASSWORD_MAX_LENGTH) return false;
  const stored = await findAdminPasswordHash(db);
  if (!stored) return false;
  return verifyPassword(stored, password);
}

/** Where a new bootstrap password came from, as its audit entry says. */
export const ADMIN_PASSWORD_SOURCES = {
  command: "npm run admin:password",
  environment: "ADMIN_PASSWORD at start",
} as const;
export type AdminPasswordSource = keyof typeof ADMIN_PASSWORD_SOURCES;

/**
 * Sets the admin password and signs every administrator out, in one transaction: whoever
 * knew the old password must not keep a session opened with it, nor a trusted browser (a device
 * cookie, decision 0012) that would let them guess the new one past the address lockout.
 * The change's audit entry (`admin.password_change`, issue #14) is written in that transaction
 * too, under the bootstrap owner, with no address: it is made on the server, not over HTTP.
 * Returns the sessions ended.
 */
export async function setAdminPassword(
  db: Database,
  password: string,
  now: Date = new Date(),
  source: AdminPasswordSource = "command",
): Promise<{ sessionsEnded: number }> {
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    await saveAdminPasswordHash(trx, passwordHash, now);
    // The admin's one subject (ADMIN_SUBJECT in admin-session.server.ts, which imports this file).
    await deleteTrustedDevicesOfSubject(trx, ADMIN_SESSION_KIND, "admin");
    const sessionsEnded = await deleteSessionsOfKind(trx, ADMIN_SESSION_KIND);
    await recordAdminAction(trx, {
      actor: OWNER_ACTOR,
      ip: "",
      action: "admin.password_change",
      details: { password: "bootstrap", source: ADMIN_PASSWORD_SOURCES[source], sessionsEnded },
      at: now,
    });
    return { sessionsEnded };
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
