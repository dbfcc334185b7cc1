// Signing the administrator in: throttle first, then the password, then a new session and a
// device cookie for this browser (issue #12, docs/decisions/0012-throttling-and-device-cookies.md).
import { beginSignInAttempt, trustDevice } from "~/.server/auth/device-cookies";
import { takeBackAttempt } from "~/.server/auth/login-throttle";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
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
  /** The request's logger (context.log): failures are security events an operator watches. */
  log: Logger;
}

export async function signInAdmin(
  db: Database,
  { password, clientIp, deviceToken = null, log }: AdminSignIn,
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

  if (!(await verifyAdminPassword(db, password))) {
    // The attempt stays recorded as a failure.
    log.warn(
      { event: "admin_sign_in_failed", reason: "invalid_password", trustedBrowser },
      "Admin sign-in failed: invalid password.",
    );
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
