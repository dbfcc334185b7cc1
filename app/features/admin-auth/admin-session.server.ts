// Administrator sessions: a random token in an HttpOnly cookie, its SHA-256 in the database,
// an absolute lifetime of 12 hours and an idle timeout of 2 hours (issue #3).
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "~/.server/db/schema";
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from "~/.server/db/repositories/sessions";
import { ADMIN_SESSION_KIND } from "./password.server";

export const ADMIN_SESSION_COOKIE = "maarifa_admin";
/** Absolute lifetime: even an active session ends, so a stolen cookie does not live forever. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session unused this long ends (a forgotten, still-open tab on a shared computer). */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: one write per minute, not one per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface AdminSessionInfo {
  /** When the session ends at the latest (ISO-8601). */
  expiresAt: string;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session with a fresh token (a new one at every sign-in: no session fixation). */
export async function createAdminSession(
  db: Database,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(db, {
    tokenHash: hashToken(token),
    kind: ADMIN_SESSION_KIND,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
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
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashToken(token);
  const session = await findSession(db, ADMIN_SESSION_KIND, tokenHash);
  if (!session) return null;

  const lastSeen = Date.parse(session.lastSeenAt);
  const expired =
    now.getTime() >= Date.parse(session.expiresAt) ||
    now.getTime() - lastSeen >= SESSION_IDLE_TIMEOUT_MS;
  if (expired) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now);
  return { expiresAt: session.expiresAt };
}

/** Ends the session of `token` on the server (sign-out). */
export async function endAdminSession(db: Database, token: string | null): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await deleteSession(db, hashToken(token));
}

/** Removes every expired admin session; called on sign-in so the table does not grow. */
export function purgeExpiredAdminSessions(db: Database, now: Date = new Date()): Promise<number> {
  return deleteExpiredSessions(db, ADMIN_SESSION_KIND, {
    now,
    idleSince: new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS),
  });
}

// --- The cookie -------------------------------------------------------------------------------

function secure(request: Request) {
  return new URL(request.url).protocol === "https:" ? "; Secure" : "";
}

/** The session token the request carries, if any. */
export function readSessionToken(request: Request): string | null {
  const cookies = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${ADMIN_SESSION_COOKIE}=([^;]*)`).exec(cookies);
  return match?.[1] || null;
}

/**
 * HttpOnly: page scripts cannot read it. SameSite=Lax: other sites' forms do not carry it (the
 * Origin check in server/app.ts covers the rest). Path=/ so /admin.data requests carry it too.
 */
export function sessionCookie(request: Request, token: string): string {
  const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
  return `${ADMIN_SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure(request)}`;
}

export function clearSessionCookie(request: Request): string {
  return `${ADMIN_SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`;
}
