// npm run db:seed — migrates, then seeds the demo courses when the database has no course.
import { createDatabase } from "~/.server/db/create-database";
import { DATABASE_SETUP_LOCK, migrateToLatest } from "~/.server/db/migrate";
import { seedDemoContent } from "~/.server/db/seed/seed-demo";
import { parseEnvOrExit } from "~/.server/env";
import { withExclusiveLock } from "~/.server/jobs/job-lock";

const env = parseEnvOrExit();
// Migrations may rewrite whole tables: no statement timeout here (the server keeps one).
const db = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0 });
try {
  // Under the lock the starting servers take: neither seeds while the other does.
  const added = await withExclusiveLock(db, DATABASE_SETUP_LOCK, async () => {
    await migrateToLatest(db);
    return seedDemoContent(db);
  });
  console.log(
    added > 0
      ? `Seeded ${added} demo courses.`
      : "The database already has courses: nothing seeded.",
  );
} finally {
  await db.destroy();
}
