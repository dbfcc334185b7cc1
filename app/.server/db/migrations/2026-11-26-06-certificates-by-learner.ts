// Frozen once landed. Deleting an account deletes its certificates (the cascade of
// 2026-11-26-03), which are found by learner_id; the only index starting with it was the partial
// one of live certificates, which cannot serve that delete, so each deletion read every
// certificate (a scan of 250,000 rows in bench:progress's plans, issue #18). This index serves
// the cascade and any read of a learner's certificates, revoked ones included.
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("certificates_learner_idx")
    .on("certificates")
    .column("learner_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("certificates_learner_idx").execute();
}
