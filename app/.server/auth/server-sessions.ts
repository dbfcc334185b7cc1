// Server-side sessions shared by the admin gate and learner accounts (decision 0004): the cookie
// carries 32 random bytes, the `sessions` table only their SHA-256, each kind of session with its
// own cookie, absolute lifetime and idle timeout.
import { createHash, randomBytes } from "node:crypto";
import { cookieNameFor, readCookie, setCookie } from "./cookies";
import type { Database } from "~/.server/db/schema";
import {
  deleteExpiredSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from "~/.server/db/repositories/sessions";

export interface SessionPolicy {
  /** The `kind` column: sessions of one kind never open another's pages. */
  kind: string;
  /** The plain name (http); over https the cookie is `__Host-` + this (cookies.ts). */
  cookieName: string;
  /** Absolute lifetime: even an active session ends, so a stolen cookie does not live forever. */
  lifetimeMs: number;
  /** A session unused this long ends. */
  idleTimeoutMs: number;
}

/** last_seen_at is written at most this often: one write per minute, not one per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** 32 random bytes, base64url: 43 characters. Anything else in the cookie is not ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface LiveSession {
  subjectId: string | null;
  /** When the session ends at the latest (ISO-8601). */
  expiresAt: string;
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new session with a fresh token (a new one at every sign-in: no session fixation). */
export async function createSession(
  db: Database,
  policy: SessionPolicy,
  subjectId: string | null,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + policy.lifetimeMs);
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    kind: policy.kind,
    subjectId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt: expiresAt.toISOString() };
}

/**
 * The live session for `token`, or null. An expired one (idle or absolute) is deleted on the
 * way; an active one has its last-seen time refreshed.
 */
export async function findLiveSession(
  db: Database,
  policy: SessionPolicy,
  token: string | null,
  now: Date = new Date(),
): Promise<LiveSession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const session = await findSession(db, policy.kind, tokenHash);
  if (!session) return null;

  const lastSeen = Date.parse(session.lastSeenAt);
  const expired =
    now.getTime() >= Date.parse(session.expiresAt) ||
    now.getTime() - lastSeen >= policy.idleTimeoutMs;
  if (expired) {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (now.getTime() - lastSeen >= TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now);
  return { subjectId: session.subjectId, expiresAt: session.expiresAt };
}

/** Ends the session of `token` on the server (sign-out). */
export async function endSession(db: Database, token: string | null): Promise<void> {
  if (!token || !TOKEN_PATTERN.test(token)) return;
  await deleteSession(db, hashSessionToken(token));
}

/** Removes every expired session of the policy's kind; called on sign-in so the table stays small. */
export function purgeExpiredSessions(
  db: Database,
  policy: SessionPolicy,
  now: Date = new Date(),
): Promise<number> {
  return deleteExpiredSessions(db, policy.kind, {
    now,
    idleSince: new Date(now.getTime() - policy.idleTimeoutMs),
  });
}

// --- The cookie -------------------------------------------------------------------------------

/**
 * The session token this request carries: under `__Host-name` over https, `name` over http
 * (cookies.ts). None when absent, malformed, or sent twice (a planted cookie: signed out).
 */
export function readSessionToken(policy: SessionPolicy, request: Request): string | null {
  return readCookie(request, cookieNameFor(policy.cookieName, request));
}

/**
 * HttpOnly, SameSite=Lax, Path=/ so React Router's `.data` requests carry it too; over https
 * Secure with the `__Host-` prefix (cookies.ts). The scheme is the request's, which behind a
 * proxy comes from X-Forwarded-Proto through TRUST_PROXY.
 */
export function sessionCookie(policy: SessionPolicy, request: Request, token: string): string {
  return setCookie(policy.cookieName, request, token, {
    maxAge: Math.floor(policy.lifetimeMs / 1000),
  });
}

export function clearSessionCookie(policy: SessionPolicy, request: Request): string {
  return setCookie(policy.cookieName, request, "", { maxAge: 0 });
}
