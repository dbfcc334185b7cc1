// All SQL about named administrators' password-reset links (issue #14 audit). Only the SHA-256 of
// a link's token is kept, as for invites and learners' links: a leaked table opens nothing.
import type { Selectable } from "kysely";
import type { AdminPasswordResetsTable, Database } from "../schema";
import { toIsoString } from "./row-mapping";

export interface AdminPasswordReset {
  id: string;
  administratorId: string;
  /** The owner who made it; null for the bootstrap owner. */
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

function toReset(row: Selectable<AdminPasswordResetsTable>): AdminPasswordReset {
  return {
    id: row.id,
    administratorId: row.administrator_id,
    createdBy: row.created_by,
    createdAt: toIsoString(row.created_at),
    expiresAt: toIsoString(row.expires_at),
    usedAt: row.used_at === null ? null : toIsoString(row.used_at),
  };
}

export interface NewAdminPasswordReset {
  tokenHash: string;
  administratorId: string;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertAdminPasswordReset(
  db: Database,
  reset: NewAdminPasswordReset,
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("admin_password_resets")
    .values({
      id,
      token_hash: reset.tokenHash,
      administrator_id: reset.administratorId,
      created_by: reset.createdBy,
      created_at: reset.createdAt.toISOString(),
      expires_at: reset.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return id;
}

/** The link with this token hash, used or expired or not (the caller judges). */
export async function findAdminPasswordResetByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<AdminPasswordReset | null> {
  const row = await db
    .selectFrom("admin_password_resets")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toReset(row) : null;
}

/**
 * Marks the link used if it still may be: unused and unexpired. One conditional UPDATE, so of
 * two requests racing with the same link exactly one gets true.
 */
export async function claimAdminPasswordReset(
  db: Database,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("admin_password_resets")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the unused links for this administrator (a new one replaces them). How many. */
export async function deleteUnusedAdminPasswordResetsFor(
  db: Database,
  administratorId: string,
): Promise<number> {
  const result = await db
    .deleteFrom("admin_password_resets")
    .where("administrator_id", "=", administratorId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the unused links this administrator made (they are no longer an enabled owner). */
export async function deleteUnusedAdminPasswordResetsBy(
  db: Database,
  createdBy: string,
): Promise<number> {
  const result = await db
    .deleteFrom("admin_password_resets")
    .where("created_by", "=", createdBy)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
