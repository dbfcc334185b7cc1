// Frozen once landed. Site settings (issue #28): values the administrator sets for the whole site,
// one row per key; the first is the price of a gigabyte of mobile data that lesson pages show
// costs with. A key/value table, so the next setting needs no migration. Nothing is seeded: a
// setting without a row has its default, and a migrated database still counts as empty.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("site_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("site_settings").execute();
}
