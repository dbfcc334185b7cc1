// All SQL about password_reset_tokens (issue #14 part 8, decision 0025): one-time links by the
// SHA-256 of their token, never the token itself.
import type { Selectable } from "kysely";
import type { Database, PasswordResetTokensTable } from "../schema";
import { toIsoString } from "./row-mapping";

export interface PasswordResetToken {
  tokenHash: string;
  learnerId: string;
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

function toToken(row: Selectable<PasswordResetTokensTable>): PasswordResetToken {
  return {
    tokenHash: row.token_hash,
    learnerId: row.learner_id,
    createdBy: row.created_by,
    createdAt: toIsoString(row.created_at),
    expiresAt: toIsoString(row.expires_at),
    usedAt: row.used_at === null ? null : toIsoString(row.used_at),
  };
}

export interface NewPasswordResetToken {
  tokenHash: string;
  learnerId: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertPasswordResetToken(
  db: Database,
  token: NewPasswordResetToken,
): Promise<void> {
  await db
    .insertInto("password_reset_tokens")
    .values({
      token_hash: token.tokenHash,
      learner_id: token.learnerId,
      created_by: token.createdBy,
      created_at: token.createdAt.toISOString(),
      expires_at: token.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
}

/** The link with this token hash, used or not, expired or not (the page says which). */
export async function findPasswordResetToken(
  db: Database,
  tokenHash: string,
): Promise<PasswordResetToken | null> {
  const row = await db
    .selectFrom("password_reset_tokens")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toToken(row) : null;
}

/**
 * Marks the link used if it is still unused and unexpired at `now`, in one statement: of two
 * requests racing with the same link, exactly one gets true.
 */
export async function claimPasswordResetToken(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("password_reset_tokens")
    .set({ used_at: now.toISOString() })
    .where("token_hash", "=", tokenHash)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the learner's unused links (all but `keep`): a newer link, or a reset, replaces them. */
export async function deleteUnusedPasswordResetTokens(
  db: Database,
  learnerId: string,
  { keep }: { keep?: string } = {},
): Promise<number> {
  let query = db
    .deleteFrom("password_reset_tokens")
    .where("learner_id", "=", learnerId)
    .where("used_at", "is", null);
  if (keep) query = query.where("token_hash", "!=", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes links that expired before `before`, used or not. Kept that long after their hour so a
 * link opened again the same day still says "already used" or "expired" rather than "unknown".
 */
export async function deletePasswordResetTokensExpiredBefore(
  db: Database,
  before: Date,
): Promise<number> {
  const result = await db
    .deleteFrom("password_reset_tokens")
    .where("expires_at", "<", before.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The learner's links, newest first (tests and diagnostics). */
export async function listPasswordResetTokens(
  db: Database,
  learnerId: string,
): Promise<PasswordResetToken[]> {
  const rows = await db
    .selectFrom("password_reset_tokens")
    .selectAll()
    .where("learner_id", "=", learnerId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toToken);
}
