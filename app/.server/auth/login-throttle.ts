// Limits password guessing per client and per gate (scope): after 5 failures within 15 minutes,
// further attempts are refused until the oldest failure leaves the window (issue #3; learner
// sign-in uses the same rule, issue #6). The count lives in the database so it holds across
// processes and restarts.
import type { Database } from "~/.server/db/schema";
import {
  deleteLoginFailure,
  deleteLoginFailures,
  deleteLoginFailuresBefore,
  findLoginFailuresSince,
  insertLoginFailure,
  type LoginAttemptKey,
} from "~/.server/db/repositories/login-failures";

export const MAX_FAILED_ATTEMPTS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

function keyOf(scope: string, clientIp: string): LoginAttemptKey {
  // req.ip is short; the bound only guards the table against a forged, huge forwarded header.
  return { scope, clientKey: clientIp.slice(0, 100) };
}

export type AttemptPermit =
  { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides, before any password is checked, whether this client may try now. The attempt is
 * recorded first and counted as a failure until it succeeds: parallel guesses therefore see
 * each other, and a burst of 100 requests cannot all slip in before the first one fails.
 * A refused attempt is taken back so it does not extend the block.
 */
export async function beginLoginAttempt(
  db: Database,
  scope: string,
  clientIp: string,
  now: Date = new Date(),
): Promise<AttemptPermit> {
  const key = keyOf(scope, clientIp);
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  await deleteLoginFailuresBefore(db, windowStart);
  const attemptId = await insertLoginFailure(db, key, now);
  const others = await findLoginFailuresSince(db, key, windowStart, { excludeId: attemptId });
  if (others.length < MAX_FAILED_ATTEMPTS) return { allowed: true, attemptId };

  await deleteLoginFailure(db, attemptId);
  // Trying is allowed again once fewer than MAX failures remain in the window, that is when
  // this one (normally the oldest) leaves it.
  const unblocking = others[others.length - MAX_FAILED_ATTEMPTS] ?? others[0] ?? now.toISOString();
  const waitMs = Date.parse(unblocking) + FAILURE_WINDOW_MS - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** A successful sign-in forgets the client's failures at this gate (its pending attempt too). */
export function clearLoginFailures(db: Database, scope: string, clientIp: string): Promise<void> {
  return deleteLoginFailures(db, keyOf(scope, clientIp));
}
