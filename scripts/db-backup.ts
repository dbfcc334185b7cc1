// npm run db:backup [-- --out DIR] — a consistent backup of DATABASE_URL while the site serves
// (SQLite: VACUUM INTO; PostgreSQL: pg_dump on an exported snapshot), with a tarball of
// DATA_DIR/uploads unless uploads are in S3, into DATA_DIR/backups/<UTC time>/ or DIR.
// app/.server/db/backup.ts; docs/manual/backups.md.
import { createBackup } from "~/.server/db/backup";
import { createDatabase } from "~/.server/db/create-database";
import { parseEnv, s3Settings } from "~/.server/env";
import { parseCli, requireExistingDatabase, runCli, UsageError } from "./cli";

const USAGE = `Usage: npm run db:backup [-- --out DIR]

  Backs up DATABASE_URL (and DATA_DIR/uploads) into DATA_DIR/backups/<UTC time>/.
  --out  another folder for this backup (created; must not exist or be empty)`;

await runCli(USAGE, async () => {
  const { values } = parseCli({ out: { type: "string" } });
  if (values.out === "") throw new UsageError("--out: must be a folder");
  const env = parseEnv(process.env);
  requireExistingDatabase("DATABASE_URL", env.DATABASE_URL);
  // pg_dump and VACUUM INTO run as long as they need: no statement timeout.
  const db = createDatabase(env.DATABASE_URL, { statementTimeoutMs: 0 });
  try {
    const { dir, manifest } = await createBackup({
      db,
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      outDir: values.out,
      uploadsInS3: s3Settings(env) !== null,
      log: console.log,
    });
    const files = [manifest.database, "skipped" in manifest.uploads ? null : manifest.uploads];
    console.log(`Backup written to ${dir}`);
    for (const file of files) if (file) console.log(`  ${file.name}: ${file.bytes} bytes`);
  } finally {
    await db.destroy();
  }
});
