// All SQL about named administrators (issue #14). Rows are never deleted: a disabled
// administrator keeps their row, so what they did stays attributable.
import type { Selectable } from "kysely";
import { isLocale, type Locale } from "~/i18n/locales";
import { isAdminRole, type AdminRole } from "~/lib/admin-roles";
import type { Administrator } from "~/lib/administrator";
import type { AdministratorsTable, Database } from "../schema";
import { toIsoString } from "./row-mapping";

function toAdministrator(row: Selectable<AdministratorsTable>): Administrator {
  // The table's check constraint allows only the three roles; anything else would be a bug.
  if (!isAdminRole(row.role)) throw new Error(`administrator ${row.id} has role ${row.role}`);
  return {
    id: row.id,
    name: row.name,
    identifier: row.identifier,
    role: row.role,
    disabledAt: row.disabled_at === null ? null : toIsoString(row.disabled_at),
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

export interface NewAdministrator {
  name: string;
  identifier: string;
  role: AdminRole;
  passwordHash: string;
}

/** Inserts an administrator and returns the id; a taken identifier fails the unique constraint. */
export async function insertAdministrator(
  db: Database,
  administrator: NewAdministrator,
  now: Date = new Date(),
): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("administrators")
    .values({
      id,
      name: administrator.name,
      identifier: administrator.identifier,
      role: administrator.role,
      password_hash: administrator.passwordHash,
      disabled_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return id;
}

export async function findAdministratorById(
  db: Database,
  id: string,
): Promise<Administrator | null> {
  const row = await db
    .selectFrom("administrators")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toAdministrator(row) : null;
}

/** The administrator with this (normalised) identifier, with the password hash for sign-in. */
export async function findAdministratorCredentials(
  db: Database,
  identifier: string,
): Promise<{ administrator: Administrator; passwordHash: string } | null> {
  const row = await db
    .selectFrom("administrators")
    .selectAll()
    .where("identifier", "=", identifier)
    .executeTakeFirst();
  return row ? { administrator: toAdministrator(row), passwordHash: row.password_hash } : null;
}

export async function identifierIsAdministrator(
  db: Database,
  identifier: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("administrators")
    .select("id")
    .where("identifier", "=", identifier)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every administrator, disabled or not, in the order they joined. */
export async function listAdministrators(db: Database): Promise<Administrator[]> {
  const rows = await db
    .selectFrom("administrators")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toAdministrator);
}

/** True when the row existed and its role changed. */
export async function updateAdministratorRole(
  db: Database,
  id: string,
  role: AdminRole,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("administrators")
    .set({ role, updated_at: now.toISOString() })
    .where("id", "=", id)
    .where("role", "!=", role)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Disables (a time) or enables (null). True when the row existed and its state changed. */
export async function setAdministratorDisabled(
  db: Database,
  id: string,
  disabledAt: Date | null,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("administrators")
    .set({
      disabled_at: disabledAt === null ? null : disabledAt.toISOString(),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("disabled_at", disabledAt === null ? "is not" : "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces an administrator's password hash. True when the row existed. */
export async function updateAdministratorPasswordHash(
  db: Database,
  id: string,
  passwordHash: string,
  now: Date = new Date(),
): Promise<boolean> {
  const result = await db
    .updateTable("administrators")
    .set({ password_hash: passwordHash, updated_at: now.toISOString() })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The admin area's language an administrator chose (issue #27); null until they choose. */
export async function findAdministratorLocale(db: Database, id: string): Promise<Locale | null> {
  const row = await db
    .selectFrom("administrators")
    .select("locale")
    .where("id", "=", id)
    .executeTakeFirst();
  return row && isLocale(row.locale) ? row.locale : null;
}

/** Remembers the admin area's language for this administrator (issue #27). */
export async function setAdministratorLocale(
  db: Database,
  id: string,
  locale: Locale,
): Promise<void> {
  // updated_at is left alone: it dates changes made to the account by owners (role, disabling).
  await db.updateTable("administrators").set({ locale }).where("id", "=", id).execute();
}
