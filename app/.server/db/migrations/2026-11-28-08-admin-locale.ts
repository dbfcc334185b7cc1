// Frozen once landed. The language each named administrator chose for the admin area (issue #27,
// decision 0044): "ar", "fr" or "en". Null until they choose: the admin area then speaks English,
// the specification's language, as it always did. Nullable and without a default so the previous
// release, during a rolling upgrade, inserts administrators without knowing the column.
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("administrators")
    .addColumn("locale", "text", (c) => c.check(sql`locale in ('ar', 'fr', 'en')`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("administrators").dropColumn("locale").execute();
}
