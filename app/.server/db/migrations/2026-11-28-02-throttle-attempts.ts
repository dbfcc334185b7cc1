// Frozen once landed. `throttle_attempts` takes over from `login_failures` (issue #25): since issue
// #12 that table counts every throttled attempt, not only failed sign-ins (accounts created,
// password changes, reset requests, quiz attempts), and its name should say so. A new table with
// the rows copied, not a rename: during a rolling upgrade the previous release keeps serving on
// this database and still counts in `login_failures` (docs/deploy/README.md, "Upgrading N
// instances"). `login_failures` is left as it is, retired (RETIRED_TABLES in data-tables.ts), and
// a later release drops it. The two count apart for the minutes of a rolling upgrade.
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("throttle_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("client_key", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("throttle_attempts_lookup_idx")
    .on("throttle_attempts")
    .columns(["scope", "client_key", "created_at"])
    .execute();
  await sql`INSERT INTO throttle_attempts (id, scope, client_key, created_at)
    SELECT id, scope, client_key, created_at FROM login_failures`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM login_failures`.execute(db);
  await sql`INSERT INTO login_failures (id, scope, client_key, created_at)
    SELECT id, scope, client_key, created_at FROM throttle_attempts`.execute(db);
  await db.schema.dropTable("throttle_attempts").execute();
}
