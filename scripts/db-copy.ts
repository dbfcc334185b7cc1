// npm run db:copy -- --from file:./data/app.db --to postgres://… [--uploads-to-s3]
// Copies every table into an empty, migrated database in one transaction and checks row counts
// and checksums (app/.server/db/copy-database.ts); with --uploads-to-s3, first puts the local
// thumbnails into the S3 bucket of the S3_* variables. docs/manual/backups.md, "Moving from SQLite to PostgreSQL".
import { resolve } from "node:path";
import { copyDatabase, checkCopyPreconditions } from "~/.server/db/copy-database";
import { createDatabase } from "~/.server/db/create-database";
import { OperatorError } from "~/.server/db/data-tables";
import { parseEnv, s3Settings } from "~/.server/env";
import { copyUploadsToS3 } from "~/.server/storage/copy-uploads-to-s3";
import { createStorage } from "~/.server/storage/create-storage";
import { S3Storage } from "~/.server/storage/s3-storage";
import {
  databaseUrlArgument,
  parseCli,
  redactUrl,
  requireExistingDatabase,
  runCli,
  UsageError,
} from "./cli";

const sqlitePath = (url: string) => (/^file:/.test(url) ? resolve(url.slice(5)) : url);

const USAGE = `Usage: npm run db:copy -- --from DATABASE_URL --to DATABASE_URL [--uploads-to-s3]

  --from           the database to copy (e.g. file:./data/app.db); it is only read
  --to             an empty database migrated to the same level (npm run db:migrate)
  --uploads-to-s3  also copy DATA_DIR/uploads into the bucket of the S3_* variables`;

await runCli(USAGE, async () => {
  const { values } = parseCli({
    from: { type: "string" },
    to: { type: "string" },
    "uploads-to-s3": { type: "boolean", default: false },
  });
  const from = databaseUrlArgument("--from", values.from);
  const to = databaseUrlArgument("--to", values.to);
  if (sqlitePath(from) === sqlitePath(to)) {
    throw new UsageError("--from and --to are the same database");
  }
  const env = parseEnv(process.env);
  if (values["uploads-to-s3"] && !s3Settings(env)) {
    throw new UsageError(
      "--uploads-to-s3 needs the bucket's S3_* variables (at least S3_BUCKET, and S3_ENDPOINT " +
        "outside AWS) in the environment",
    );
  }
  requireExistingDatabase("--from", from);
  requireExistingDatabase("--to", to);

  // Whole tables are read and written: no statement timeout (the server keeps one).
  const source = createDatabase(from, { statementTimeoutMs: 0 });
  const target = createDatabase(to, { statementTimeoutMs: 0 });
  try {
    console.log(`Copying ${redactUrl(from)} into ${redactUrl(to)}…`);
    // Refusals come before any file moves to the bucket.
    await checkCopyPreconditions(source, target);
    if (values["uploads-to-s3"]) {
      const storage = await createStorage(env).catch((error: unknown) => {
        throw new OperatorError(error instanceof Error ? error.message : String(error));
      });
      if (!(storage instanceof S3Storage)) throw new Error("S3 storage expected");
      await copyUploadsToS3(resolve(env.DATA_DIR, "uploads"), storage, console.log);
    }
    const report = await copyDatabase(source, target, { log: (line) => console.log(`  ${line}`) });
    const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `Done: ${rows} rows in ${report.tables.length} tables copied and verified (row counts and ` +
        `checksums), ${report.searchDocuments} search documents rebuilt.`,
    );
  } finally {
    await Promise.all([source.destroy(), target.destroy()]);
  }
});
