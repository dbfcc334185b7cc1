// Limits password guessing at the admin gate: after 5 failures within 15 minutes, further
// attempts are refused until the oldest failure leaves the window (issue #3). The rule itself is
// shared with learner sign-in (app/.server/auth/login-throttle.ts); this is the admin's scope.
import type { Database } from "~/.server/db/schema";
import {
  beginLoginAttempt as beginAttempt,
  clearLoginFailures as clearFailures,
  type AttemptPermit,
} from "~/.server/auth/login-throttle";

export {
  FAILURE_WINDOW_MS,
  MAX_FAILED_ATTEMPTS,
  type AttemptPermit,
} from "~/.server/auth/login-throttle";

const SCOPE = "admin";

/** See app/.server/auth/login-throttle.ts: counted before the password is checked. */
export function beginLoginAttempt(
  db: Database,
  clientIp: string,
  now: Date = new Date(),
): Promise<AttemptPermit> {
  return beginAttempt(db, SCOPE, clientIp, now);
}

/** A successful sign-in forgets the client's failures (its pending attempt included). */
export function clearLoginFailures(db: Database, clientIp: string): Promise<void> {
  return clearFailures(db, SCOPE, clientIp);
}
