// All SQL about the trusted_devices table (issue #12): browsers that signed in before, by the
// SHA-256 of their device cookie's token, never the token itself.
import type { Database } from "../schema";
import { toIsoString } from "./row-mapping";

export interface TrustedDevice {
  tokenHash: string;
  scope: string;
  subjectId: string;
  expiresAt: string;
}

export async function insertTrustedDevice(
  db: Database,
  device: { tokenHash: string; scope: string; subjectId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("trusted_devices")
    .values({
      token_hash: device.tokenHash,
      scope: device.scope,
      subject_id: device.subjectId,
      created_at: device.createdAt.toISOString(),
      expires_at: device.expiresAt.toISOString(),
    })
    .execute();
}

/** The device of this scope with this token hash, if it has not expired by `now`. */
export async function findTrustedDevice(
  db: Database,
  scope: string,
  tokenHash: string,
  now: Date,
): Promise<TrustedDevice | null> {
  const row = await db
    .selectFrom("trusted_devices")
    .select(["token_hash", "scope", "subject_id", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .where("scope", "=", scope)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row
    ? {
        tokenHash: row.token_hash,
        scope: row.scope,
        subjectId: row.subject_id,
        expiresAt: toIsoString(row.expires_at),
      }
    : null;
}

export async function deleteTrustedDevice(db: Database, tokenHash: string): Promise<void> {
  await db.deleteFrom("trusted_devices").where("token_hash", "=", tokenHash).execute();
}

/** Forgets a subject's browsers (password changed, account deleted), except `keep` if given. */
export async function deleteTrustedDevicesOfSubject(
  db: Database,
  scope: string,
  subjectId: string,
  { keep }: { keep?: string | null } = {},
): Promise<number> {
  let query = db
    .deleteFrom("trusted_devices")
    .where("scope", "=", scope)
    .where("subject_id", "=", subjectId);
  if (keep) query = query.where("token_hash", "!=", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Purges devices expired at `now`; returns how many. */
export async function deleteExpiredTrustedDevices(db: Database, now: Date): Promise<number> {
  const result = await db
    .deleteFrom("trusted_devices")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How many devices a subject has (tests and diagnostics). */
export async function countTrustedDevices(
  db: Database,
  scope: string,
  subjectId: string,
): Promise<number> {
  const row = await db
    .selectFrom("trusted_devices")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("scope", "=", scope)
    .where("subject_id", "=", subjectId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
