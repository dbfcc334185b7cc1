// One-time links (decision 0035): an administrator invite, an administrator's password reset, a
// learner's password reset. Each is 32 random bytes in the link (base64url, 43 characters) of
// which only the SHA-256 is stored, with an expiry, and works once. This module makes them, reads
// them back by purpose and uses them up; what a link may do, for whom and for how long stays with
// its feature (admin-invites, admin-password-reset, password-reset).
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import {
  claimOneTimeToken,
  findOneTimeTokenByHash,
  insertOneTimeToken,
  type OneTimeToken,
  type OneTimeTokenPurpose,
  type OneTimeTokenSubject,
} from "~/.server/db/repositories/one-time-tokens";
import type { Database } from "~/.server/db/schema";

export type { OneTimeToken, OneTimeTokenPurpose };

/** 32 random bytes, base64url: 43 characters. Anything else in an address is no link of ours. */
export const ONE_TIME_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isOneTimeTokenShaped(token: string | null | undefined): token is string {
  return typeof token === "string" && ONE_TIME_TOKEN_PATTERN.test(token);
}

/** What is stored of a token: its SHA-256, hex. */
export function hashOneTimeToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface IssuedOneTimeToken {
  id: string;
  /** The secret for the link: shown or sent once, never stored. */
  token: string;
  expiresAt: Date;
}

/** Makes and stores a link of `purpose` about `subject`, valid `lifetimeMs` from `now`. */
export async function issueOneTimeToken(
  db: Database,
  link: {
    purpose: OneTimeTokenPurpose;
    subject: OneTimeTokenSubject;
    createdBy: string | null;
    lifetimeMs: number;
  },
  now: Date,
): Promise<IssuedOneTimeToken> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + link.lifetimeMs);
  const id = await insertOneTimeToken(db, {
    ...link.subject,
    purpose: link.purpose,
    tokenHash: hashOneTimeToken(token),
    createdBy: link.createdBy,
    createdAt: now,
    expiresAt,
  });
  return { id, token, expiresAt };
}

/** A link as found: usable (with its row), or why not. */
export type OneTimeTokenState =
  { status: "valid"; link: OneTimeToken } | { status: "unknown" | "used" | "expired" };

/** What the token `token` of `purpose` is at `now`, without changing anything. */
export async function readOneTimeToken(
  db: Database,
  purpose: OneTimeTokenPurpose,
  token: string,
  now: Date,
): Promise<OneTimeTokenState> {
  if (!isOneTimeTokenShaped(token)) return { status: "unknown" };
  const tokenHash = hashOneTimeToken(token);
  const link = await findOneTimeTokenByHash(db, purpose, tokenHash);
  // Found by its hash through a unique index; compared again in constant time, so that no
  // comparison of ours depends on how much of a guessed hash matches.
  if (
    !link ||
    !timingSafeEqual(Buffer.from(link.tokenHash, "hex"), Buffer.from(tokenHash, "hex"))
  ) {
    return { status: "unknown" };
  }
  if (link.usedAt !== null) return { status: "used" };
  if (now.getTime() >= Date.parse(link.expiresAt)) return { status: "expired" };
  return { status: "valid", link };
}

/**
 * Uses the link up if it still may be (unused, unexpired at `now`): of two requests racing with
 * the same link exactly one gets true. Call it in the transaction that does what the link is for.
 */
export function consumeOneTimeToken(db: Database, linkId: string, now: Date): Promise<boolean> {
  return claimOneTimeToken(db, linkId, now);
}
