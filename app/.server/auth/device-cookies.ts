// Device cookies (issue #12; OWASP, "Slow Down Online Guessing Attacks with Device Cookies";
// docs/decisions/0012-throttling-and-device-cookies.md). A browser that signs in successfully gets
// a random token in a cookie; the database keeps its SHA-256 with whose browser it is, so every
// instance sharing the database recognises it and nothing secret lives in process memory. At the
// next sign-in into the same account, such a browser is counted on its own (5 failures in 15
// minutes lock out that cookie) instead of with its address: whoever shares the address (carrier
// NAT, a school's network) can lock the address out, but not the person who signed in here before.
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "~/.server/db/schema";
import {
  deleteExpiredTrustedDevices,
  deleteTrustedDevice,
  findTrustedDevice,
  insertTrustedDevice,
} from "~/.server/db/repositories/trusted-devices";
import { cookieNameFor, readCookie, setCookie } from "./cookies";
import {
  addressKey,
  beginAttempt,
  deviceKey,
  failureRule,
  type AttemptPermit,
} from "./attempt-throttle";

export interface DevicePolicy {
  /** The throttle's scope and the table's: "admin" or "learner". */
  scope: string;
  cookieName: string;
  /** Only the sign-in form's address needs it: it is not sent with every page. */
  path: string;
  lifetimeMs: number;
}

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The device token this request carries (`__Secure-` name over https), if well-formed. */
export function readDeviceToken(policy: DevicePolicy, request: Request): string | null {
  const token = readCookie(request, cookieNameFor(policy.cookieName, request, policy.path));
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export function deviceCookie(policy: DevicePolicy, request: Request, token: string): string {
  return setCookie(policy.cookieName, request, token, {
    path: policy.path,
    maxAge: Math.floor(policy.lifetimeMs / 1000),
  });
}

export interface SignInAttempt {
  clientIp: string;
  /** The request's device cookie, if any. */
  deviceToken: string | null;
  /**
   * Whose sign-in this is, when known: a device cookie only counts for its own account. Null (an
   * unknown identifier) is never trusted, like a cookie of another account: the answer is the
   * address's, whatever the cookie.
   */
  subjectId: string | null;
}

export type SignInPermit = AttemptPermit & { trusted: boolean };

/**
 * The sign-in rule (5 failures in 15 minutes), counted per device cookie for a browser that
 * signed into this account before, per address for every other. A device cookie locked out by
 * its own failures is refused until they leave the window (it does not fall back to the address).
 */
export async function beginSignInAttempt(
  db: Database,
  policy: DevicePolicy,
  { clientIp, deviceToken, subjectId }: SignInAttempt,
  now: Date = new Date(),
): Promise<SignInPermit> {
  const tokenHash = deviceToken && TOKEN_PATTERN.test(deviceToken) ? hashOf(deviceToken) : null;
  const device =
    tokenHash && subjectId !== null
      ? await findTrustedDevice(db, policy.scope, tokenHash, now)
      : null;
  const trusted = device !== null && device.subjectId === subjectId;
  const key = trusted && tokenHash ? deviceKey(tokenHash) : addressKey(clientIp);
  return { ...(await beginAttempt(db, failureRule(policy.scope), key, now)), trusted };
}

/**
 * After a successful sign-in: a new device token for this browser and subject (its previous one,
 * of any subject, is forgotten: one per browser and scope, and a stolen old one stops working).
 */
export async function trustDevice(
  db: Database,
  policy: DevicePolicy,
  subjectId: string,
  previousToken: string | null,
  now: Date = new Date(),
): Promise<string> {
  await deleteExpiredTrustedDevices(db, now);
  if (previousToken && TOKEN_PATTERN.test(previousToken)) {
    await deleteTrustedDevice(db, hashOf(previousToken));
  }
  const token = randomBytes(32).toString("base64url");
  await insertTrustedDevice(db, {
    tokenHash: hashOf(token),
    scope: policy.scope,
    subjectId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + policy.lifetimeMs),
  });
  return token;
}
