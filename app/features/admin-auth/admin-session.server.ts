// Administrator sessions: a random token in an HttpOnly cookie, its SHA-256 in the database,
// an absolute lifetime of 12 hours and an idle timeout of 2 hours (issue #3). The machinery is
// shared with learner accounts (app/.server/auth/server-sessions.ts); this is the admin's policy.
import type { Database } from "~/.server/db/schema";
import {
  clearSessionCookie as clearCookieOf,
  createSession,
  endSession,
  findLiveSession,
  purgeExpiredSessions,
  readSessionToken as readTokenOf,
  sessionCookie as cookieOf,
  type SessionPolicy,
} from "~/.server/auth/server-sessions";
import { deviceCookie, readDeviceToken, type DevicePolicy } from "~/.server/auth/device-cookies";
import { ADMIN_SESSION_KIND } from "./password.server";

/** `__Host-maarifa_admin` over https (app/.server/auth/cookies.ts). */
export const ADMIN_SESSION_COOKIE = "maarifa_admin";
/** Absolute lifetime: even an active session ends, so a stolen cookie does not live forever. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session unused this long ends (a forgotten, still-open tab on a shared computer). */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;

const ADMIN_POLICY: SessionPolicy = {
  kind: ADMIN_SESSION_KIND,
  cookieName: ADMIN_SESSION_COOKIE,
  lifetimeMs: SESSION_LIFETIME_MS,
  idleTimeoutMs: SESSION_IDLE_TIMEOUT_MS,
};

export interface AdminSessionInfo {
  /** When the session ends at the latest (ISO-8601). */
  expiresAt: string;
  /** Whose session: an administrator's id, or null for the bootstrap owner (issue #14). */
  administratorId: string | null;
}

/**
 * A new session with a fresh token (a new one at every sign-in: no session fixation). Its subject
 * is the administrator's id, or null for the bootstrap owner (the admin password alone).
 */
export function createAdminSession(
  db: Database,
  now: Date = new Date(),
  administratorId: string | null = null,
): Promise<{ token: string; expiresAt: string }> {
  return createSession(db, ADMIN_POLICY, administratorId, now);
}

/**
 * The live session for `token`, or null. An expired one (idle or absolute) is deleted on the
 * way; an active one has its last-seen time refreshed.
 */
export async function findAdminSession(
  db: Database,
  token: string | null,
  now: Date = new Date(),
): Promise<AdminSessionInfo | null> {
  const session = await findLiveSession(db, ADMIN_POLICY, token, now);
  return session ? { expiresAt: session.expiresAt, administratorId: session.subjectId } : null;
}

/** Ends the session of `token` on the server (sign-out). */
export function endAdminSession(db: Database, token: string | null): Promise<void> {
  return endSession(db, token);
}

/** Removes every expired admin session; called on sign-in so the table does not grow. */
export function purgeExpiredAdminSessions(db: Database, now: Date = new Date()): Promise<number> {
  return purgeExpiredSessions(db, ADMIN_POLICY, now);
}

// --- The cookie -------------------------------------------------------------------------------

/** The session token the request carries, if any (none when sent twice). */
export function readSessionToken(request: Request): string | null {
  return readTokenOf(ADMIN_POLICY, request);
}

/** HttpOnly, SameSite=Lax, Path=/ (so /admin.data requests carry it too); __Host- over https. */
export function sessionCookie(request: Request, token: string): string {
  return cookieOf(ADMIN_POLICY, request, token);
}

export function clearSessionCookie(request: Request): string {
  return clearCookieOf(ADMIN_POLICY, request);
}

// --- The device cookie (issue #12, app/.server/auth/device-cookies.ts) -----------------------

/**
 * The device-cookie subject of the bootstrap owner's browsers (one admin password, one subject). A
 * named administrator's browsers have their id (a UUID, never "admin").
 */
export const ADMIN_SUBJECT = "admin";

/**
 * Sent only under /admin (the gate posts to /admin/login, or /admin/login.data with scripts).
 * 90 days: the admin signs in at least every 12 hours, and each sign-in renews it.
 */
export const ADMIN_DEVICE_POLICY: DevicePolicy = {
  scope: ADMIN_SESSION_KIND,
  cookieName: "maarifa_admin_device",
  path: "/admin",
  lifetimeMs: 90 * 24 * 60 * 60 * 1000,
};

export function readAdminDeviceToken(request: Request): string | null {
  return readDeviceToken(ADMIN_DEVICE_POLICY, request);
}

export function adminDeviceCookie(request: Request, token: string): string {
  return deviceCookie(ADMIN_DEVICE_POLICY, request, token);
}

/** The Set-Cookie headers of a new admin session: the session and this browser's device token. */
export function signedInHeaders(
  request: Request,
  signedIn: { token: string; deviceToken: string },
): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, signedIn.token));
  headers.append("Set-Cookie", adminDeviceCookie(request, signedIn.deviceToken));
  return headers;
}
