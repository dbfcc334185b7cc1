// Signing the administrator in: throttle first, then the password, then a new session and a
// device cookie for this browser (issue #12, docs/decisions/0012-throttling-and-device-cookies.md).
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { addressForLog } from "~/.server/auth/throttle-key";
import { beginSignInAttempt, trustDevice } from "~/.server/auth/device-cookies";
import { takeBackAttempt } from "~/.server/auth/login-throttle";
import type { Database } from "~/.server/db/schema";
import { OWNER_ACTOR } from "~/lib/admin-audit";
import {
  ADMIN_DEVICE_POLICY,
  ADMIN_SUBJECT,
  createAdminSession,
  purgeExpiredAdminSessions,
} from "./admin-session.server";
import { ACCESS_DENIED, tooManyAttempts, type GateError } from "./login-form";
import { verifyAdminPassword } from "./password.server";

export type SignInResult =
  | { ok: true; token: string; expiresAt: string; deviceToken: string }
  | { ok: false; status: 401; error: GateError }
  | { ok: false; status: 429; error: GateError; retryAfterSeconds: number };

export interface AdminSignIn {
  password: string;
  clientIp: string;
  /** The browser's device cookie (readAdminDeviceToken), if it has one. */
  deviceToken?: string | null;
}

export async function signInAdmin(
  db: Database,
  { password, clientIp, deviceToken = null }: AdminSignIn,
  now: Date = new Date(),
): Promise<SignInResult> {
  // Before the password is checked: a blocked client learns nothing, even from the right one.
  // A browser that signed in before is counted by its device cookie, every other by its address.
  const permit = await beginSignInAttempt(
    db,
    ADMIN_DEVICE_POLICY,
    { clientIp, deviceToken, subjectId: ADMIN_SUBJECT },
    now,
  );
  const from = `${addressForLog(clientIp)}${permit.trusted ? " (trusted browser)" : ""}`;
  if (!permit.allowed) {
    console.warn(
      `Admin sign-in refused from ${from}: too many failed attempts (retry in ${permit.retryAfterSeconds} s).`,
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttempts(permit.retryAfterSeconds),
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }

  if (!(await verifyAdminPassword(db, password))) {
    // The attempt stays recorded as a failure. Never log the password, not even its length.
    console.warn(`Admin sign-in failed from ${from}: invalid password.`);
    // The audit log's entry (issue #14): who was tried (the one account there is) and from where.
    // A refused (throttled) attempt above is not recorded: it checked no password, and an entry
    // per refusal would let anyone grow the log without limit.
    await recordAdminAction(db, {
      actor: OWNER_ACTOR,
      action: "admin.sign_in_failed",
      ip: clientIp,
      details: { reason: "wrong password", trustedBrowser: permit.trusted },
      at: now,
    });
    return { ok: false, status: 401, error: ACCESS_DENIED };
  }

  // Only this attempt stops counting: the address's other failures are someone's guesses, and
  // this browser no longer needs the address (it has a device cookie now).
  // One transaction with the audit entry: a session exists only if its sign-in is on record.
  return db.transaction().execute(async (trx) => {
    await takeBackAttempt(trx, permit.attemptId);
    await purgeExpiredAdminSessions(trx, now);
    const session = await createAdminSession(trx, now);
    const newDeviceToken = await trustDevice(
      trx,
      ADMIN_DEVICE_POLICY,
      ADMIN_SUBJECT,
      deviceToken,
      now,
    );
    await recordAdminAction(trx, {
      actor: OWNER_ACTOR,
      action: "admin.sign_in",
      ip: clientIp,
      details: { trustedBrowser: permit.trusted },
      at: now,
    });
    return { ok: true as const, ...session, deviceToken: newDeviceToken };
  });
}
