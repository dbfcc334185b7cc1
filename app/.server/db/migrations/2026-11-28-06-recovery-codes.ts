// Frozen once landed. A learner's recovery code (issue #27, docs/decisions/0043-recovery-codes.md):
// the way back into an account without e-mail. At most one per learner (the primary key), stored
// as its argon2id hash only; it goes with its learner (ON DELETE CASCADE). A table of its own
// rather than a column of `learners`: a previous release serving the same database during a
// rolling upgrade reads and copies `learners` as it knows it.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("learner_recovery_codes")
    .addColumn("learner_id", "text", (c) =>
      c.primaryKey().references("learners.id").onDelete("cascade"),
    )
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("learner_recovery_codes").execute();
}
