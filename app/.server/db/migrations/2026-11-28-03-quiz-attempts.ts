// Frozen once landed. A failed quiz no longer shows the answer key (issue #27, decision 0042), and
// after three failed attempts in a row a learner waits ten minutes before the next. The run of
// failures is kept beside the learner's best result: how many attempts in a row have failed, and
// when the last one did. A pass sets it back to 0 and null. Existing rows start with no run.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("quiz_results")
    .addColumn("failed_in_row", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("quiz_results").addColumn("last_failed_at", "timestamptz").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("quiz_results").dropColumn("last_failed_at").execute();
  await db.schema.alterTable("quiz_results").dropColumn("failed_in_row").execute();
}
