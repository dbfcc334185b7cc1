// All SQL about one-time links (decision 0035): administrator invites, administrators' and
// learners' password resets, one table with a purpose. Only the SHA-256 of a link's token is kept:
// a leaked table or backup opens nothing. Every query names its purpose, so a token made for one
// kind of link never opens another.
import type { Selectable } from "kysely";
import type { Database, OneTimeTokenPurpose, OneTimeTokensTable } from "../schema";
import { toIsoString } from "./row-mapping";

export type { OneTimeTokenPurpose };

/** Whom a link is about: the columns its purpose needs (the others stay NULL). */
export interface OneTimeTokenSubject {
  administratorId?: string;
  learnerId?: string;
  invitee?: { name: string; identifier: string; role: string };
}

export interface OneTimeToken {
  id: string;
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  administratorId: string | null;
  learnerId: string | null;
  invitee: { name: string; identifier: string; role: string } | null;
  /** Who made it (see schema.ts); null for the bootstrap owner or a learner's own request. */
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

function toToken(row: Selectable<OneTimeTokensTable>): OneTimeToken {
  const invitee =
    row.invitee_name !== null && row.invitee_identifier !== null && row.invitee_role !== null
      ? { name: row.invitee_name, identifier: row.invitee_identifier, role: row.invitee_role }
      : null;
  return {
    id: row.id,
    purpose: row.purpose,
    tokenHash: row.token_hash,
    administratorId: row.administrator_id,
    learnerId: row.learner_id,
    invitee,
    createdBy: row.created_by,
    createdAt: toIsoString(row.created_at),
    expiresAt: toIsoString(row.expires_at),
    usedAt: row.used_at === null ? null : toIsoString(row.used_at),
  };
}

export interface NewOneTimeToken extends OneTimeTokenSubject {
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** Stores a link; returns its id. */
export async function insertOneTimeToken(db: Database, token: NewOneTimeToken): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("one_time_tokens")
    .values({
      id,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      administrator_id: token.administratorId ?? null,
      learner_id: token.learnerId ?? null,
      invitee_name: token.invitee?.name ?? null,
      invitee_identifier: token.invitee?.identifier ?? null,
      invitee_role: token.invitee?.role ?? null,
      created_by: token.createdBy,
      created_at: token.createdAt.toISOString(),
      expires_at: token.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return id;
}

/** The link of this purpose and token hash, used or expired or not (the caller judges). */
export async function findOneTimeTokenByHash(
  db: Database,
  purpose: OneTimeTokenPurpose,
  tokenHash: string,
): Promise<OneTimeToken | null> {
  const row = await db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toToken(row) : null;
}

/** The unused link of this purpose with this id (live or expired). */
export async function findUnusedOneTimeTokenById(
  db: Database,
  purpose: OneTimeTokenPurpose,
  id: string,
): Promise<OneTimeToken | null> {
  const row = await db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return row ? toToken(row) : null;
}

/**
 * Marks the link used if it still may be: unused and not expired at `now`. One conditional
 * UPDATE, so of two requests racing with the same link exactly one gets true.
 */
export async function claimOneTimeToken(db: Database, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("one_time_tokens")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which unused links a deletion or a listing is about (all given conditions hold). */
export interface OneTimeTokenFilter {
  id?: string;
  administratorId?: string;
  learnerId?: string;
  inviteeIdentifier?: string;
  createdBy?: string;
}

function unusedOf(db: Database, purpose: OneTimeTokenPurpose, filter: OneTimeTokenFilter) {
  let query = db
    .selectFrom("one_time_tokens")
    .where("purpose", "=", purpose)
    .where("used_at", "is", null);
  if (filter.id !== undefined) query = query.where("id", "=", filter.id);
  if (filter.administratorId !== undefined) {
    query = query.where("administrator_id", "=", filter.administratorId);
  }
  if (filter.learnerId !== undefined) query = query.where("learner_id", "=", filter.learnerId);
  if (filter.inviteeIdentifier !== undefined) {
    query = query.where("invitee_identifier", "=", filter.inviteeIdentifier);
  }
  if (filter.createdBy !== undefined) query = query.where("created_by", "=", filter.createdBy);
  return query;
}

/** Unused links of this purpose (live or expired), newest first. */
export async function listUnusedOneTimeTokens(
  db: Database,
  purpose: OneTimeTokenPurpose,
  filter: OneTimeTokenFilter = {},
): Promise<OneTimeToken[]> {
  const rows = await unusedOf(db, purpose, filter)
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toToken);
}

/** Whether an unused link of this purpose that has not expired at `now` matches the filter. */
export async function hasLiveOneTimeToken(
  db: Database,
  purpose: OneTimeTokenPurpose,
  filter: OneTimeTokenFilter,
  now: Date,
): Promise<boolean> {
  const row = await unusedOf(db, purpose, filter)
    .select("id")
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes the unused links of this purpose that match the filter (they stop working). How many. */
export async function deleteUnusedOneTimeTokens(
  db: Database,
  purpose: OneTimeTokenPurpose,
  filter: OneTimeTokenFilter,
): Promise<number> {
  const ids = unusedOf(db, purpose, filter).select("id");
  const result = await db.deleteFrom("one_time_tokens").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the links of this purpose that expired before `before`, used or not. How many. */
export async function deleteOneTimeTokensExpiredBefore(
  db: Database,
  purpose: OneTimeTokenPurpose,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom("one_time_tokens")
    .where("purpose", "=", purpose)
    .where("expires_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The links of this purpose about a learner, newest first, used or not (tests, diagnostics). */
export async function listOneTimeTokensOfLearner(
  db: Database,
  purpose: OneTimeTokenPurpose,
  learnerId: string,
): Promise<OneTimeToken[]> {
  const rows = await db
    .selectFrom("one_time_tokens")
    .selectAll()
    .where("purpose", "=", purpose)
    .where("learner_id", "=", learnerId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toToken);
}
