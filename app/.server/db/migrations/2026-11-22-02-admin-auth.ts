// Frozen once landed. Server-side admin authentication (issue #3): the password hash, sessions
// and failed sign-in attempts. `sessions` is shared with learner accounts later (kind column).
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row (id = 1): the admin password as an argon2id hash. Never the password itself.
  await db.schema
    .createTable("admin_credentials")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();

  // The cookie carries a random token; only its SHA-256 is stored, so a leaked table opens nothing.
  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("subject_id", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("last_seen_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_kind_idx").on("sessions").columns(["kind"]).execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_lookup_idx")
    .on("login_failures")
    .columns(["scope", "client_key", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("login_failures").execute();
  await db.schema.dropTable("sessions").execute();
  await db.schema.dropTable("admin_credentials").execute();
}
