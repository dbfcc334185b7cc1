import { Migrator, type MigrationResultSet } from "kysely";
import { migrations } from "./migrations";
import type { Database } from "./schema";

/** Brings the schema to the latest migration; throws (and applies nothing more) on failure. */
export async function migrateToLatest(db: Database): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error")?.migrationName ?? "unknown";
    throw new Error(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}
