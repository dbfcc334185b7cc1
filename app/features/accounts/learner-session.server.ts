// Learner sessions (issue #6): the admin's machinery (app/.server/auth/server-sessions.ts,
// decision 0004) with the learner's own cookie, kind and lifetimes.
import type { AppLoadContext } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locales";
import { deviceCookie, readDeviceToken, type DevicePolicy } from "~/.server/auth/device-cookies";
import {
  clearSessionCookie,
  createSession,
  endSession,
  findLiveSession,
  purgeExpiredSessions,
  readSessionToken,
  sessionCookie,
  type SessionPolicy,
} from "~/.server/auth/server-sessions";
import { findLearnerById } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import type { Learner } from "~/lib/learner";

/**
 * Listed in server/cache-policy.ts: a request carrying it is never served from a cache. Over
 * https it is `__Host-maarifa_learner` (app/.server/auth/cookies.ts).
 */
export const LEARNER_SESSION_COOKIE = "maarifa_learner";
export const LEARNER_SESSION_KIND = "learner";

/**
 * Longer than the admin's 12 hours: a learner watches on their own phone and comes back every
 * few days; signing in again each time would be a reason to stop. 30 days at most, and a week
 * without a visit ends it (a phone that changed hands, a shared computer left signed in).
 */
export const LEARNER_POLICY: SessionPolicy = {
  kind: LEARNER_SESSION_KIND,
  cookieName: LEARNER_SESSION_COOKIE,
  lifetimeMs: 30 * 24 * 60 * 60 * 1000,
  idleTimeoutMs: 7 * 24 * 60 * 60 * 1000,
};

export function readLearnerToken(request: Request): string | null {
  return readSessionToken(LEARNER_POLICY, request);
}

/**
 * The root's loader and the page's both ask for the learner of one request: one lookup (a
 * session read and a learner read) serves them both. Keyed by the request's load context, the one
 * object React Router hands every loader of a request (each gets its own Request). Loaders only:
 * an action may end the session it was called with, and the loaders after it must see that.
 */
const learnerOfRequest = new WeakMap<object, Promise<Learner | null>>();

/** The signed-in learner of this request, or null (no cookie, expired, or account deleted). */
export function getSignedInLearner(
  request: Request,
  context: Pick<AppLoadContext, "db">,
  now: Date = new Date(),
): Promise<Learner | null> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return lookUpLearner(request, context.db, now);
  }
  let learner = learnerOfRequest.get(context);
  if (!learner) {
    learner = lookUpLearner(request, context.db, now);
    learnerOfRequest.set(context, learner);
  }
  return learner;
}

/**
 * An action that started a session and answers with a page rather than a redirect (sign-up's
 * recovery code): the loaders that render that page run on the request that carried no session
 * cookie yet, so they are told who is signed in now (the header then shows the account).
 */
export function rememberSignedInLearner(
  context: Pick<AppLoadContext, "db">,
  learnerId: string,
): void {
  learnerOfRequest.set(context, findLearnerById(context.db, learnerId));
  signedInByAction.add(context);
}

const signedInByAction = new WeakSet<object>();

/** Whether this request's action signed the learner in (its page is the action's answer). */
export function wasSignedInByAction(context: object): boolean {
  return signedInByAction.has(context);
}

async function lookUpLearner(request: Request, db: Database, now: Date): Promise<Learner | null> {
  const token = readLearnerToken(request);
  if (!token) return null;
  const session = await findLiveSession(db, LEARNER_POLICY, token, now);
  if (!session?.subjectId) return null;
  return findLearnerById(db, session.subjectId);
}

/** A new session for the learner (and a purge of expired ones, so the table stays small). */
export async function startLearnerSession(
  db: Database,
  learnerId: string,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  await purgeExpiredSessions(db, LEARNER_POLICY, now);
  return createSession(db, LEARNER_POLICY, learnerId, now);
}

export function endLearnerSession(db: Database, token: string | null): Promise<void> {
  return endSession(db, token);
}

export function learnerSessionCookie(request: Request, token: string): string {
  return sessionCookie(LEARNER_POLICY, request, token);
}

export function clearLearnerSessionCookie(request: Request): string {
  return clearSessionCookie(LEARNER_POLICY, request);
}

// --- The device cookie (issue #12, app/.server/auth/device-cookies.ts) -----------------------

/**
 * Sent only to /auth, where the sign-in and sign-up forms post. A year, renewed at each sign-in:
 * it matters at the sign-in after a session ended, which may be months later.
 */
export const LEARNER_DEVICE_POLICY: DevicePolicy = {
  scope: LEARNER_SESSION_KIND,
  cookieName: "maarifa_learner_device",
  path: "/auth",
  lifetimeMs: 365 * 24 * 60 * 60 * 1000,
};

/**
 * The policy for the request's locale (issue #15): the forms of /fr/auth post there, so its
 * device cookie is sent to /fr/auth (one cookie per language a learner signs in with).
 */
function devicePolicyFor(request: Request): DevicePolicy {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { ...LEARNER_DEVICE_POLICY, path: localizePath(LEARNER_DEVICE_POLICY.path, locale) };
}

export function readLearnerDeviceToken(request: Request): string | null {
  return readDeviceToken(devicePolicyFor(request), request);
}

export function learnerDeviceCookie(request: Request, token: string): string {
  return deviceCookie(devicePolicyFor(request), request, token);
}
