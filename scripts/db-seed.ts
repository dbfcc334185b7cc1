// npm run db:seed — migrates, then seeds the demo courses when the database has no course.
import { createDatabase } from "~/.server/db/create-database";
import { migrateToLatest } from "~/.server/db/migrate";
import { seedDemoContent } from "~/.server/db/seed/seed-demo";
import { parseEnvOrExit } from "~/.server/env";

const env = parseEnvOrExit();
// Migrations may rewrite whole tables: no statement timeout here (the server keeps one).
const db = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0 });
try {
  await migrateToLatest(db);
  const added = await seedDemoContent(db);
  console.log(
    added > 0
      ? `Seeded ${added} demo courses.`
      : "The database already has courses: nothing seeded.",
  );
} finally {
  await db.destroy();
}
