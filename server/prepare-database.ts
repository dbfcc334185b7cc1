// The start-up steps that shape the database, apart from serving so they can be tested on their
// own: migrations, the admin password, and the demo courses when SEED_DEMO allows them.
import type { Database } from "~/.server/db/schema";
import { migrateToLatest } from "~/.server/db/migrate";
import { seedDemoContent } from "~/.server/db/seed/seed-demo";
import type { Env } from "~/.server/env";
import { ensureAdminPassword } from "~/features/admin-auth/ensure-admin-password.server";

export async function prepareDatabase(
  db: Database,
  env: Pick<Env, "ADMIN_PASSWORD" | "SEED_DEMO">,
  log: (message: string) => void,
): Promise<void> {
  await migrateToLatest(db);
  // ADMIN_PASSWORD, when set, becomes the password; on a first start without it, a generated one
  // is printed once here (issue #3).
  await ensureAdminPassword(db, env.ADMIN_PASSWORD, log);
  if (env.SEED_DEMO) {
    const seeded = await seedDemoContent(db);
    if (seeded > 0) log(`Seeded ${seeded} demo courses into the empty database.`);
  }
}
