// Limits guessing and mass use of the sign-in, sign-up and password forms, of password-reset
// requests and of quiz attempts (issues #3, #6, #12, #14, #16;
// docs/decisions/0012-throttling-and-device-cookies.md). A rule counts attempts per scope and key
// (a client's address, a trusted browser's device cookie, an account) in a sliding window; the
// counts live in the database (`throttle_attempts`) so they hold across processes and restarts.
import type { Database } from "~/.server/db/schema";
import {
  deleteThrottleAttempt,
  deleteThrottleAttemptsBefore,
  findThrottleAttemptsSince,
  insertThrottleAttempt,
  type ThrottleAttemptKey,
} from "~/.server/db/repositories/throttle-attempts";
import { throttleKeyOf } from "./throttle-key";

export const MAX_FAILED_ATTEMPTS = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface ThrottleRule {
  /** What is counted ("admin", "learner", "learner-sign-up", …): each scope counts apart. */
  scope: string;
  /** This many attempts in the window are allowed; the next one is refused. */
  maxAttempts: number;
  windowMs: number;
}

/** The sign-in rule of issue #3: 5 failures in 15 minutes. */
export function failureRule(scope: string): ThrottleRule {
  return { scope, maxAttempts: MAX_FAILED_ATTEMPTS, windowMs: FAILURE_WINDOW_MS };
}

/** The key of a client's address: one IPv4 address, one IPv6 /64 (throttle-key.ts). */
export function addressKey(clientIp: string): string {
  return throttleKeyOf(clientIp);
}

/**
 * The key of a trusted browser: its device cookie's SHA-256. No address key starts with `device:`;
 * a forged forwarded address that did would still need the hash of a secret token.
 */
export function deviceKey(deviceTokenHash: string): string {
  return `device:${deviceTokenHash.slice(0, 64)}`;
}

/** The key of an account (its password-change form, reached only with its session). */
export function accountKey(accountId: string): string {
  return `account:${accountId.slice(0, 64)}`;
}

export type AttemptPermit =
  { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides, before any password is checked or account created, whether this attempt may go on.
 * The attempt is recorded first and counts until it is taken back: parallel attempts therefore
 * see each other, and a burst of 100 requests cannot all slip in before the first one fails.
 * A refused attempt is taken back so it does not extend the block.
 */
export async function beginAttempt(
  db: Database,
  rule: ThrottleRule,
  clientKey: string,
  now: Date = new Date(),
): Promise<AttemptPermit> {
  const key: ThrottleAttemptKey = { scope: rule.scope, clientKey };
  const windowStart = new Date(now.getTime() - rule.windowMs);
  await deleteThrottleAttemptsBefore(db, windowStart, { scope: rule.scope });
  const attemptId = await insertThrottleAttempt(db, key, now);
  const others = await findThrottleAttemptsSince(db, key, windowStart, { excludeId: attemptId });
  if (others.length < rule.maxAttempts) return { allowed: true, attemptId };

  await deleteThrottleAttempt(db, attemptId);
  // Trying is allowed again once fewer than the maximum remain in the window, that is when
  // this one (normally the oldest) leaves it.
  const unblocking = others[others.length - rule.maxAttempts] ?? others[0] ?? now.toISOString();
  const waitMs = Date.parse(unblocking) + rule.windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** The attempt did not fail (or is counted elsewhere): it no longer counts. */
export function takeBackAttempt(db: Database, attemptId: string): Promise<void> {
  return deleteThrottleAttempt(db, attemptId);
}
