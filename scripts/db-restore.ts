// npm run db:restore -- PATH — restores the backup folder PATH (made by db:backup) into
// DATABASE_URL, which must be empty, and its uploads into DATA_DIR/uploads. Stop the server
// first. app/.server/db/backup.ts; docs/manual/backups.md.
import { existsSync, statSync } from "node:fs";
import { restoreBackup } from "~/.server/db/backup";
import { parseEnv } from "~/.server/env";
import { parseCli, runCli, UsageError } from "./cli";

const USAGE = `Usage: npm run db:restore -- PATH

  PATH  a backup folder made by npm run db:backup (it holds manifest.json)
  Restores into DATABASE_URL, which must be empty (a new SQLite path, or a new PostgreSQL
  database made with createdb), and the uploads into DATA_DIR/uploads.`;

await runCli(USAGE, async () => {
  const { positionals } = parseCli({}, true);
  const [path, ...extra] = positionals;
  if (!path) throw new UsageError("PATH is required: the backup folder to restore");
  if (extra.length > 0) throw new UsageError(`PATH: one backup folder only (also got ${extra[0]})`);
  if (!existsSync(path) || !statSync(path).isDirectory()) {
    throw new UsageError(`PATH: ${path} is not a folder`);
  }
  const env = parseEnv(process.env);
  const manifest = await restoreBackup({
    backupDir: path,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    log: console.log,
  });
  console.log(
    `Restored the backup of ${manifest.startedAt} (${manifest.engine}, migration ` +
      `${manifest.migration}); row counts match its manifest.`,
  );
});
