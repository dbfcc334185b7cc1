// The start-up steps that shape the database, apart from serving so they can be tested on their
// own: migrations, the admin password, and the demo courses when SEED_DEMO allows them, all under
// one database lock so that instances starting together do each once (decision 0017).
import type { Database } from "~/.server/db/schema";
import { DATABASE_SETUP_LOCK, migrateToLatest } from "~/.server/db/migrate";
import { seedDemoContent } from "~/.server/db/seed/seed-demo";
import type { Env } from "~/.server/env";
import { withExclusiveLock } from "~/.server/jobs/job-lock";
import { ensureAdminPassword } from "~/features/admin-auth/ensure-admin-password.server";

export async function prepareDatabase(
  db: Database,
  env: Pick<Env, "ADMIN_PASSWORD" | "SEED_DEMO">,
  log: (message: string) => void,
): Promise<void> {
  // Instances started together (a deployment) take turns: the first migrates, sets the password
  // and seeds; the others wait, then find nothing left to do. Without the lock two seeds could
  // both find no course (each in its own transaction) and add the demo courses twice (issue #13).
  // `db` must have no statement timeout: the wait lasts as long as the first one's migrations.
  await withExclusiveLock(db, DATABASE_SETUP_LOCK, async () => {
    await migrateToLatest(db);
    // ADMIN_PASSWORD, when set, becomes the password; on a first start without it, a generated
    // one is printed once here (issue #3).
    await ensureAdminPassword(db, env.ADMIN_PASSWORD, log);
    if (env.SEED_DEMO) {
      const seeded = await seedDemoContent(db);
      if (seeded > 0) log(`Seeded ${seeded} demo courses into the empty database.`);
    }
  });
}
