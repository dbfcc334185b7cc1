// npm run db:migrate — applies pending migrations to DATABASE_URL (the server also does this at start).
import { createDatabase } from "~/.server/db/create-database";
import { DATABASE_SETUP_LOCK, migrateToLatest } from "~/.server/db/migrate";
import { parseEnvOrExit } from "~/.server/env";
import { withExclusiveLock } from "~/.server/jobs/job-lock";

const env = parseEnvOrExit();
// Migrations may rewrite whole tables: no statement timeout here (the server keeps one).
const db = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0 });
try {
  // Under the lock the starting servers take, so a deployment's instances wait for it.
  const { results = [] } = await withExclusiveLock(db, DATABASE_SETUP_LOCK, () =>
    migrateToLatest(db),
  );
  for (const r of results) console.log(`${r.status}: ${r.migrationName}`);
  if (results.length === 0) console.log("The database is already up to date.");
} finally {
  await db.destroy();
}
