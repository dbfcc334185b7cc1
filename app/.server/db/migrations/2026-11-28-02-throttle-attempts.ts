// Frozen once landed. `login_failures` becomes `throttle_attempts` (issue #25): since issue #12 it
// counts every throttled attempt, not only failed sign-ins (accounts created, password changes,
// reset requests, quiz attempts), and its name should say so. Its index is made again under the
// new name: SQLite cannot rename an index.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("login_failures").renameTo("throttle_attempts").execute();
  await db.schema.dropIndex("login_failures_lookup_idx").execute();
  await db.schema
    .createIndex("throttle_attempts_lookup_idx")
    .on("throttle_attempts")
    .columns(["scope", "client_key", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("throttle_attempts").renameTo("login_failures").execute();
  await db.schema.dropIndex("throttle_attempts_lookup_idx").execute();
  await db.schema
    .createIndex("login_failures_lookup_idx")
    .on("login_failures")
    .columns(["scope", "client_key", "created_at"])
    .execute();
}
