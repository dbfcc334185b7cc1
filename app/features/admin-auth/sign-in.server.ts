// Signing an administrator in: throttle first, then the password, then a new session and a
// device cookie for this browser (issue #12, docs/decisions/0012-throttling-and-device-cookies.md).
// Two forms share the gate and its throttle (issue #14, decision 0019): the bootstrap password
// alone signs in as the owner; an email or phone number with a password signs in as that named
// administrator. Both count in the "admin" scope, per address or per trusted browser, so neither
// form gives a guesser more tries than the other.
import { recordAdminAction, recordRepeatedAttempt } from "~/.server/audit/record-admin-action";
import { beginSignInAttempt, trustDevice } from "~/.server/auth/device-cookies";
import { parseIdentifier } from "~/.server/auth/identifiers";
import { takeBackAttempt } from "~/.server/auth/attempt-throttle";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import { PASSWORD_MAX_LENGTH } from "~/.server/auth/password-rules";
import { findAdministratorCredentials } from "~/.server/db/repositories/administrators";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { UNKNOWN_ADMINISTRATOR } from "~/lib/admin-audit";
import { BOOTSTRAP_OWNER_NAME, type ActingAdmin } from "~/lib/admin-roles";
import {
  ADMIN_DEVICE_POLICY,
  ADMIN_SUBJECT,
  createAdminSession,
  purgeExpiredAdminSessions,
} from "./admin-session.server";
import { ACCESS_DENIED, ACCESS_DENIED_NAMED, tooManyAttempts, type GateError } from "./login-form";
import { verifyAdminPassword } from "./password.server";

export type SignInResult =
  | { ok: true; token: string; expiresAt: string; deviceToken: string; admin: ActingAdmin }
  | { ok: false; status: 401; error: GateError }
  | { ok: false; status: 429; error: GateError; retryAfterSeconds: number };

export interface AdminSignIn {
  /** A named administrator's email or phone; empty or absent: the bootstrap password. */
  identifier?: string;
  password: string;
  clientIp: string;
  /** The browser's device cookie (readAdminDeviceToken), if it has one. */
  deviceToken?: string | null;
  /** The request's logger (context.log): failures are security events an operator watches. */
  log: Logger;
}

/** Verified when no administrator has the identifier, so that costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that matches no administrator");
  return decoyHash;
}

/** A named administrator's identifier as stored: a lower-cased email or an E.164 number. */
export function administratorIdentifierOf(input: string): string | null {
  const parsed = parseIdentifier(input);
  if (!parsed) return null;
  return "email" in parsed ? parsed.email : parsed.phone;
}

export async function signInAdmin(
  db: Database,
  { identifier = "", password, clientIp, deviceToken = null, log }: AdminSignIn,
  now: Date = new Date(),
): Promise<SignInResult> {
  const named = identifier.trim() !== "";
  // The account is looked up first only to know whether this browser's device cookie is its own
  // (decision 0012): the throttle still answers before any password is checked.
  const normalised = named ? administratorIdentifierOf(identifier) : null;
  const account = normalised ? await findAdministratorCredentials(db, normalised) : null;
  const subjectId = named ? (account?.administrator.id ?? null) : ADMIN_SUBJECT;

  // Before the password is checked: a blocked client learns nothing, even from the right one.
  // A browser that signed in before is counted by its device cookie, every other by its address.
  const permit = await beginSignInAttempt(
    db,
    ADMIN_DEVICE_POLICY,
    { clientIp, deviceToken, subjectId },
    now,
  );
  // Never the password, not even its length; the address only as the request's `ip`, when
  // LOG_IPS allows it (docs/decisions/0018-structured-logs.md).
  const trustedBrowser = permit.trusted;
  if (!permit.allowed) {
    log.warn(
      {
        event: "admin_sign_in_throttled",
        trustedBrowser,
        retryAfterSeconds: permit.retryAfterSeconds,
      },
      "Admin sign-in refused: too many failed attempts.",
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttempts(permit.retryAfterSeconds),
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }

  let admin: ActingAdmin | null = null;
  if (!named) {
    if (await verifyAdminPassword(db, password)) {
      admin = { id: null, name: BOOTSTRAP_OWNER_NAME, role: "owner" };
    }
  } else {
    // The same work whether the administrator exists, is disabled or the password is too long.
    const tooLong = [...password].length > PASSWORD_MAX_LENGTH;
    const matches = await verifyPassword(
      account && !tooLong ? account.passwordHash : await decoy(),
      tooLong ? "" : password,
    );
    if (account && matches && !tooLong && account.administrator.disabledAt === null) {
      const { id, name, role } = account.administrator;
      admin = { id, name, role };
    }
  }
  if (!admin) {
    // The attempt stays recorded as a failure. Never log the password or the identifier.
    const reason = named ? "invalid_identifier_or_password" : "invalid_password";
    log.warn({ event: "admin_sign_in_failed", reason, trustedBrowser }, "Admin sign-in failed.");
    // The audit log's entry (issue #14): which account was tried (when it exists) and from where.
    // A refused (throttled) attempt above is not recorded: it checked no password, and an entry
    // per refusal would let anyone grow the log without limit. Nor is each failure an entry of
    // its own: those of one address and account in one hour are one entry with a count (#26).
    await recordRepeatedAttempt(db, {
      actor: !named
        ? { id: null, name: BOOTSTRAP_OWNER_NAME }
        : account
          ? { id: account.administrator.id, name: account.administrator.name }
          : UNKNOWN_ADMINISTRATOR,
      action: "admin.sign_in_failed",
      ip: clientIp,
      details: {
        reason: named ? "wrong identifier or password" : "wrong password",
        trustedBrowser,
      },
      at: now,
    });
    return { ok: false, status: 401, error: named ? ACCESS_DENIED_NAMED : ACCESS_DENIED };
  }

  // Only this attempt stops counting: the address's other failures are someone's guesses, and
  // this browser no longer needs the address (it has a device cookie now).
  // One transaction with the audit entry: a session exists only if its sign-in is on record.
  const signedIn = admin;
  return db.transaction().execute(async (trx) => {
    await takeBackAttempt(trx, permit.attemptId);
    await purgeExpiredAdminSessions(trx, now);
    const session = await createAdminSession(trx, now, signedIn.id);
    const newDeviceToken = await trustDevice(
      trx,
      ADMIN_DEVICE_POLICY,
      signedIn.id ?? ADMIN_SUBJECT,
      deviceToken,
      now,
    );
    await recordAdminAction(trx, {
      actor: { id: signedIn.id, name: signedIn.name },
      action: "admin.sign_in",
      ip: clientIp,
      details: { trustedBrowser },
      at: now,
    });
    return { ok: true as const, ...session, deviceToken: newDeviceToken, admin: signedIn };
  });
}
