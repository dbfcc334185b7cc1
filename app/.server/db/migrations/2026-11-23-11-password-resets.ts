// Frozen once landed. One-time password-reset links for learners (issue #14 part 8, decision
// 0018): the link carries 32 random bytes, this table only their SHA-256, for whose account, who
// made it (an administrator, or NULL when the learner asked by email), until when it works (an
// hour) and when it was used (once). A deleted account takes its links with it.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("learner_id", "text", (c) =>
      c.notNull().references("learners.id").onDelete("cascade"),
    )
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("used_at", "timestamptz")
    .execute();
  // A new link replaces the learner's unused ones; the cascade deletes by learner too.
  await db.schema
    .createIndex("password_reset_tokens_learner_idx")
    .on("password_reset_tokens")
    .column("learner_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_reset_tokens").execute();
}
