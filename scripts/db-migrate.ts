// npm run db:migrate — applies pending migrations to DATABASE_URL (the server also does this at start).
import { createDatabase } from "~/.server/db/create-database";
import { migrateToLatest } from "~/.server/db/migrate";
import { parseEnvOrExit } from "~/.server/env";

const env = parseEnvOrExit();
// Migrations may rewrite whole tables: no statement timeout here (the server keeps one).
const db = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0 });
try {
  const { results = [] } = await migrateToLatest(db);
  for (const r of results) console.log(`${r.status}: ${r.migrationName}`);
  if (results.length === 0) console.log("The database is already up to date.");
} finally {
  await db.destroy();
}
