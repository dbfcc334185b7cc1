// Frozen once landed. Device cookies (issue #12, docs/decisions/0012-throttling-and-device-cookies.md):
// a browser that signed in successfully carries a random token; this table holds only its SHA-256,
// with whose browser it is (the admin, or one learner account) and until when. A request with a
// live one is counted per device instead of per address at sign-in.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("trusted_devices")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("subject_id", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  // A password change or a deleted account forgets the account's other browsers.
  await db.schema
    .createIndex("trusted_devices_subject_idx")
    .on("trusted_devices")
    .columns(["scope", "subject_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("trusted_devices").execute();
}
