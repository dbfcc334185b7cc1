// All SQL about the admin_credentials table: one row (id 1) holding the admin password's
// argon2id hash (issue #3). The password itself is never stored or passed here.
import type { Database } from "../schema";

/** The single row's key: there is one administrator password (spec §6). */
const ADMIN_ROW_ID = 1;

/** The stored hash, or null when no admin password has been set yet (first start). */
export async function findAdminPasswordHash(db: Database): Promise<string | null> {
  const row = await db
    .selectFrom("admin_credentials")
    .select("password_hash")
    .where("id", "=", ADMIN_ROW_ID)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

/** Stores `passwordHash`, replacing any previous one. */
export async function saveAdminPasswordHash(
  db: Database,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  const updatedAt = now.toISOString();
  await db
    .insertInto("admin_credentials")
    .values({ id: ADMIN_ROW_ID, password_hash: passwordHash, updated_at: updatedAt })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet({ password_hash: passwordHash, updated_at: updatedAt }),
    )
    .execute();
}

/**
 * Stores `passwordHash` only when no password is stored yet; true when it was stored. Two
 * processes starting together on one PostgreSQL database both try; exactly one wins, so only
 * one generated password is ever printed and it is the one that works.
 */
export async function insertAdminPasswordHashIfAbsent(
  db: Database,
  passwordHash: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .insertInto("admin_credentials")
    .values({ id: ADMIN_ROW_ID, password_hash: passwordHash, updated_at: now.toISOString() })
    .onConflict((oc) => oc.column("id").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}
