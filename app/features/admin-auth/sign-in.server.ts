// Signing the administrator in: throttle first, then the password, then a new session.
import type { Database } from "~/.server/db/schema";
import { createAdminSession, purgeExpiredAdminSessions } from "./admin-session.server";
import { ACCESS_DENIED, tooManyAttempts, type GateError } from "./login-form";
import { beginLoginAttempt, clearLoginFailures } from "./login-throttle.server";
import { verifyAdminPassword } from "./password.server";

export type SignInResult =
  | { ok: true; token: string; expiresAt: string }
  | { ok: false; status: 401; error: GateError }
  | { ok: false; status: 429; error: GateError; retryAfterSeconds: number };

/** Logged as JSON so a forged forwarded address cannot write extra lines into the log. */
const quoted = (clientIp: string) => JSON.stringify(clientIp);

export async function signInAdmin(
  db: Database,
  { password, clientIp }: { password: string; clientIp: string },
  now: Date = new Date(),
): Promise<SignInResult> {
  // Before the password is checked: a blocked client learns nothing, even from the right one.
  const permit = await beginLoginAttempt(db, clientIp, now);
  if (!permit.allowed) {
    console.warn(
      `Admin sign-in refused from ${quoted(clientIp)}: too many failed attempts (retry in ${permit.retryAfterSeconds} s).`,
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
    console.warn(`Admin sign-in failed from ${quoted(clientIp)}: invalid password.`);
    return { ok: false, status: 401, error: ACCESS_DENIED };
  }

  await clearLoginFailures(db, clientIp);
  await purgeExpiredAdminSessions(db, now);
  const session = await createAdminSession(db, now);
  return { ok: true, ...session };
}
