import { Migrator, type MigrationResultSet } from "kysely";
import { migrations } from "./migrations";
import { indexUnindexedCourses } from "./repositories/course-search";
import type { Database } from "./schema";

/**
 * The lock every step that shapes the database takes (migrations, the admin password, seeding:
 * server/prepare-database.ts, npm run db:migrate and db:seed), so that instances starting together
 * on one PostgreSQL database do them once, one after the other (issue #13, decision 0017).
 */
export const DATABASE_SETUP_LOCK = "database-setup";

/**
 * Brings the schema to the latest migration, then indexes any course without a search document;
 * throws (and applies nothing more) on failure.
 */
export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  // Search documents are derived in TypeScript (the normaliser cannot run in SQL), so a migration
  // cannot write them: courses that predate the search table are indexed here, once.
  await indexUnindexedCourses(db);
  return result;
}
