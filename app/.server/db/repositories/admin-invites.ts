// All SQL about administrator invites (issue #14). Only the SHA-256 of an invite's token is kept:
// the link is shown once to the owner who made it, and a leaked table or backup opens nothing.
import type { Selectable } from "kysely";
import { isAdminRole, type AdminRole } from "~/lib/admin-roles";
import type { AdminInvite } from "~/lib/administrator";
import type { AdminInvitesTable, Database } from "../schema";
import { toIsoString } from "./row-mapping";

function toInvite(row: Selectable<AdminInvitesTable>): AdminInvite {
  if (!isAdminRole(row.role)) throw new Error(`invite ${row.id} has role ${row.role}`);
  return {
    id: row.id,
    name: row.name,
    identifier: row.identifier,
    role: row.role,
    invitedBy: row.invited_by,
    createdAt: toIsoString(row.created_at),
    expiresAt: toIsoString(row.expires_at),
    usedAt: row.used_at === null ? null : toIsoString(row.used_at),
  };
}

export interface NewAdminInvite {
  tokenHash: string;
  name: string;
  identifier: string;
  role: AdminRole;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export async function insertAdminInvite(db: Database, invite: NewAdminInvite): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("admin_invites")
    .values({
      id,
      token_hash: invite.tokenHash,
      name: invite.name,
      identifier: invite.identifier,
      role: invite.role,
      invited_by: invite.invitedBy,
      created_at: invite.createdAt.toISOString(),
      expires_at: invite.expiresAt.toISOString(),
      used_at: null,
    })
    .execute();
  return id;
}

/** The invite of this token hash, used or expired or not (the caller judges). */
export async function findAdminInviteByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<AdminInvite | null> {
  const row = await db
    .selectFrom("admin_invites")
    .selectAll()
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return row ? toInvite(row) : null;
}

/** Invites not used yet (live or expired), newest first. */
export async function listUnusedAdminInvites(db: Database): Promise<AdminInvite[]> {
  const rows = await db
    .selectFrom("admin_invites")
    .selectAll()
    .where("used_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toInvite);
}

/** Whether an unused invite that has not expired names this identifier. */
export async function hasLiveInviteFor(
  db: Database,
  identifier: string,
  now: Date,
): Promise<boolean> {
  const row = await db
    .selectFrom("admin_invites")
    .select("id")
    .where("identifier", "=", identifier)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Marks the invite used if it still may be: unused and not expired. One conditional UPDATE, so
 * two requests racing with the same link cannot both get true.
 */
export async function markAdminInviteUsed(db: Database, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("admin_invites")
    .set({ used_at: now.toISOString() })
    .where("id", "=", id)
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revokes an unused invite (its link stops working). True when one was deleted. */
export async function deleteUnusedAdminInvite(db: Database, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom("admin_invites")
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The invite with this id if it has not been used (live or expired). */
export async function findUnusedAdminInviteById(
  db: Database,
  id: string,
): Promise<AdminInvite | null> {
  const row = await db
    .selectFrom("admin_invites")
    .selectAll()
    .where("id", "=", id)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return row ? toInvite(row) : null;
}

/** Deletes every unused invite this administrator made (their links stop working). How many. */
export async function deleteUnusedAdminInvitesBy(
  db: Database,
  administratorId: string,
): Promise<number> {
  const result = await db
    .deleteFrom("admin_invites")
    .where("invited_by", "=", administratorId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
