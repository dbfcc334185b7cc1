// Signing the administrator in: throttle first, then the password, then a new session and a
// device cookie for this browser (issue #12, docs/decisions/0012-throttling-and-device-cookies.md).
import { addressForLog } from "~/.server/auth/throttle-key";
import { beginSignInAttempt, trustDevice } from "~/.server/auth/device-cookies";
import { takeBackAttempt } from "~/.server/auth/login-throttle";
import type { Database } from "~/.server/db/schema";
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
    return { ok: false, status: 401, error: ACCESS_DENIED };
  }

  // Only this attempt stops counting: the address's other failures are someone's guesses, and
  // this browser no longer needs the address (it has a device cookie now).
  await takeBackAttempt(db, permit.attemptId);
  await purgeExpiredAdminSessions(db, now);
  const session = await createAdminSession(db, now);
  const newDeviceToken = await trustDevice(
    db,
    ADMIN_DEVICE_POLICY,
    ADMIN_SUBJECT,
    deviceToken,
    now,
  );
  return { ok: true, ...session, deviceToken: newDeviceToken };
}
