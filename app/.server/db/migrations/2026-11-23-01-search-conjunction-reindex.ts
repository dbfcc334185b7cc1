// Frozen once landed. Search documents written before issue #12 lack the forms without the
// conjunction و (app/lib/arabic-normalize.ts): "وتسويق" was indexed without "تسويق". Documents are
// derived in TypeScript, which a migration must not call (it would change when the normaliser
// does), so this one only empties the search table, on both databases; `migrateToLatest` then
// writes every course's document with the current normaliser, in the same start-up, as it does
// for courses older than the search table (decision 0006, Consequences).
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // On SQLite the delete trigger removes each row from the FTS index too.
  await sql`DELETE FROM course_search`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(_db: Kysely<any>): Promise<void> {
  // Nothing to undo: the documents are rebuilt at the next start either way.
}
