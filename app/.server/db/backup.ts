// npm run db:backup and db:restore (issue #13, decision 0016): a consistent backup taken while
// the site serves, and its restore into an empty database.
//
// A backup is one private folder (0700, files 0600: it holds password hashes and phone numbers):
//   database.sqlite   SQLite: `VACUUM INTO`, one read transaction, so a consistent snapshot that
//                     never restarts under a stream of writes (the online backup API restarts
//                     its page copy whenever another connection writes)
//   database.dump     PostgreSQL: `pg_dump --format=custom` on a snapshot exported by our own
//                     REPEATABLE READ transaction, which counts the rows of that same snapshot
//   uploads.tar.gz    DATA_DIR/uploads (none with S3 storage: the bucket is backed up apart)
//   manifest.json     written last: time, engine, migrations, row counts, files' sizes and SHA-256
import { spawn } from "node:child_process";
import { createHash, randomUUID } from "node:crypto";
import {
  chmodSync,
  closeSync,
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, sql, SqliteDialect } from "kysely";
import { createDatabase, databaseKind, type DatabaseKind } from "./create-database";
import {
  appliedMigrations,
  countRows,
  listTables,
  nonEmptyTables,
  OperatorError,
} from "./data-tables";
import { migrations } from "./migrations";
import type { Database, DatabaseSchema } from "./schema";
import { SqliteBooleanPlugin } from "./sqlite-boolean-plugin";

export interface BackupFile {
  name: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  /** When the backup started (its snapshot is taken right after) and ended, ISO-8601 UTC. */
  startedAt: string;
  finishedAt: string;
  engine: DatabaseKind;
  /** The latest migration applied, and all of them. */
  migration: string;
  migrations: string[];
  /** Rows per table in the snapshot (data tables and derived ones). */
  tables: Record<string, number>;
  database: BackupFile;
  /** The uploads tarball, or why there is none. */
  uploads: BackupFile | { skipped: string };
}

const MANIFEST = "manifest.json";

export interface BackupOptions {
  /** The database to back up, and its URL (the engine, the file, pg_dump's connection). */
  db: Database;
  databaseUrl: string;
  dataDir: string;
  /** The backup's folder (must not exist or be empty); default DATA_DIR/backups/<UTC time>. */
  outDir?: string;
  /** Uploads are in an S3 bucket: no tarball (the bucket is backed up on its own). */
  uploadsInS3?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

/** `2026-11-23T04-00-00Z`: sorts by time and is a valid folder name everywhere. */
export const backupFolderName = (at: Date) =>
  `${at.toISOString().slice(0, 19).replace(/:/g, "-")}Z`;

export async function createBackup(
  options: BackupOptions,
): Promise<{ dir: string; manifest: BackupManifest }> {
  const { db, databaseUrl, dataDir, now = new Date(), log = () => undefined } = options;
  const dir = resolve(options.outDir ?? join(dataDir, "backups", backupFolderName(now)));
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new OperatorError(`${dir} already exists and is not empty: choose another --out.`);
  }
  // The backups folder and this backup's: the server's user only.
  mkdirSync(dirname(dir), { recursive: true, mode: 0o700 });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  const startedAt = now.toISOString();
  try {
    const engine = databaseKind(databaseUrl);
    const snapshot =
      engine === "sqlite"
        ? await backupSqlite(db, join(dir, "database.sqlite"))
        : await backupPostgres(db, databaseUrl, join(dir, "database.dump"));
    log(`Database (${engine}): ${Object.values(snapshot.tables).reduce((a, b) => a + b, 0)} rows`);

    let uploads: BackupManifest["uploads"];
    const uploadsDir = resolve(dataDir, "uploads");
    if (options.uploadsInS3) {
      uploads = { skipped: "uploads are in the S3 bucket: back the bucket up on its own" };
    } else if (!existsSync(uploadsDir)) {
      uploads = { skipped: `no uploads folder at ${uploadsDir}` };
    } else {
      uploads = await describeFile(await tarUploads(resolve(dataDir), join(dir, "uploads.tar.gz")));
    }
    if ("skipped" in uploads) log(`Uploads: skipped (${uploads.skipped})`);

    const manifest: BackupManifest = {
      format: 1,
      startedAt,
      finishedAt: new Date().toISOString(),
      engine,
      migration: snapshot.migrations.at(-1) ?? "",
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      database: await describeFile(snapshot.file),
      uploads,
    };
    writePrivateFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { dir, manifest };
  } catch (error) {
    // A half-made backup must not look like one.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

interface Snapshot {
  file: string;
  tables: Record<string, number>;
  migrations: string[];
}

/** An empty 0600 file: what is written into it later keeps those permissions. */
function createPrivateFile(path: string): number {
  const fd = openSync(path, "wx", 0o600);
  chmodSync(path, 0o600);
  return fd;
}

function writePrivateFile(path: string, content: string) {
  const fd = createPrivateFile(path);
  try {
    writeFileSync(fd, content);
  } finally {
    closeSync(fd);
  }
}

/** A SQLite file opened on its own (a backup, a restore being checked), as a Kysely database. */
function openSqliteFile(path: string): { db: Database; sqlite: SQLite.Database } {
  const sqlite = new SQLite(path, { fileMustExist: true });
  return {
    sqlite,
    db: new Kysely<DatabaseSchema>({
      dialect: new SqliteDialect({ database: sqlite }),
      plugins: [new SqliteBooleanPlugin()],
    }),
  };
}

function integrityCheck(sqlite: SQLite.Database): string[] {
  const rows = sqlite.pragma("integrity_check") as { integrity_check: string }[];
  return rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
}

async function backupSqlite(db: Database, file: string): Promise<Snapshot> {
  closeSync(createPrivateFile(file));
  // VACUUM INTO writes into an existing file only when it is empty, as this one is.
  await sql`VACUUM INTO ${file}`.execute(db);
  const backup = openSqliteFile(file);
  try {
    // A single file with no -wal beside it, whatever the live database's journal mode.
    backup.sqlite.pragma("journal_mode = DELETE");
    const problems = integrityCheck(backup.sqlite);
    if (problems.length > 0) throw new Error(`The backup fails integrity_check: ${problems[0]}`);
    return {
      file,
      tables: await countRows(backup.db),
      migrations: (await appliedMigrations(backup.db)) ?? [],
    };
  } finally {
    await backup.db.destroy();
  }
}

async function backupPostgres(db: Database, url: string, file: string): Promise<Snapshot> {
  // pg_dump reads the snapshot this transaction exports, so the counts below describe exactly
  // the rows in the dump, however many writes land meanwhile.
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(trx);
      const snapshotId = rows[0]?.id ?? "";
      const tables = await countRows(trx);
      const applied = (await appliedMigrations(trx)) ?? [];
      const fd = createPrivateFile(file);
      try {
        await runPostgresTool(
          "pg_dump",
          ["--format=custom", `--snapshot=${snapshotId}`, "--no-password"],
          url,
          fd,
        );
      } finally {
        closeSync(fd);
      }
      return { file, tables, migrations: applied };
    });
}

/**
 * Runs pg_dump or pg_restore against `url`. The password travels in PGPASSWORD, never on the
 * command line (which `ps` shows to every user) or in a message.
 */
async function runPostgresTool(
  tool: "pg_dump" | "pg_restore",
  args: string[],
  url: string,
  stdoutFd?: number,
): Promise<void> {
  const connection = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (connection.password) {
    env.PGPASSWORD = decodeURIComponent(connection.password);
    connection.password = "";
  }
  await runTool(tool, [...args, `--dbname=${connection.toString()}`], { env, stdoutFd });
}

/** Runs a tool, rejecting with its stderr when it fails; `okCodes` are exit codes it may end with. */
function runTool(
  command: string,
  args: string[],
  {
    env,
    stdoutFd,
    okCodes = [0],
  }: { env?: NodeJS.ProcessEnv; stdoutFd?: number; okCodes?: number[] },
): Promise<{ code: number; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      env,
      stdio: ["ignore", stdoutFd ?? "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new OperatorError(
              `${command} was not found on PATH. Install it (Debian: apt-get install ` +
                `${command === "tar" ? "tar" : "postgresql-client-15"}; the client's major ` +
                "version must be the server's or newer).",
            )
          : error,
      );
    });
    child.on("close", (code) => {
      if (code !== null && okCodes.includes(code)) resolvePromise({ code, stderr });
      else reject(new Error(`${command} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}

async function tarUploads(dataDir: string, file: string): Promise<string> {
  const fd = createPrivateFile(file);
  try {
    // Uploads are written beside their name and renamed into place, so a file in the archive is
    // whole; a partial one is left out, and one deleted meanwhile (GNU tar's exit code 1,
    // "file changed or removed") is simply not there.
    await runTool(
      "tar",
      [
        "--create",
        "--gzip",
        "--file=-",
        `--directory=${dataDir}`,
        "--exclude=*.partial",
        "uploads",
      ],
      { stdoutFd: fd, okCodes: [0, 1] },
    );
  } finally {
    closeSync(fd);
  }
  return file;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function describeFile(path: string): Promise<BackupFile> {
  return { name: basename(path), bytes: statSync(path).size, sha256: await sha256Of(path) };
}

/** The manifest of the backup at `dir`, its files checked against their sizes and SHA-256. */
export async function readBackup(dir: string): Promise<BackupManifest> {
  const path = join(dir, MANIFEST);
  if (!existsSync(path)) {
    throw new OperatorError(
      `${dir} has no ${MANIFEST}: it is not a backup, or one that did not finish.`,
    );
  }
  const manifest = JSON.parse(readFileSync(path, "utf8")) as BackupManifest;
  if (manifest.format !== 1) {
    throw new OperatorError(`${path}: unknown backup format ${String(manifest.format)}`);
  }
  const files = [manifest.database, ...("skipped" in manifest.uploads ? [] : [manifest.uploads])];
  for (const file of files) {
    const filePath = join(dir, basename(file.name));
    if (!existsSync(filePath)) throw new OperatorError(`${filePath} is missing from the backup.`);
    const actual = await describeFile(filePath);
    if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256) {
      throw new OperatorError(
        `${filePath} differs from the manifest (${actual.bytes} bytes, sha256 ${actual.sha256}; ` +
          `expected ${file.bytes} bytes, sha256 ${file.sha256}): the backup is damaged.`,
      );
    }
  }
  return manifest;
}

export interface RestoreOptions {
  /** A backup folder (holding manifest.json). */
  backupDir: string;
  /** Where to restore: an empty database of the backup's engine. */
  databaseUrl: string;
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * What a restore target holds: nothing at all, only this code's tables without data, or data
 * (refused).
 */
async function targetState(db: Database): Promise<"blank" | "empty"> {
  const tables = await listTables(db);
  if (tables.length === 0) return "blank";
  let filled: Record<string, number>;
  try {
    filled = await nonEmptyTables(db);
  } catch {
    throw new OperatorError(
      `The target database holds other tables (${tables.join(", ")}); restore into an empty one.`,
    );
  }
  const entries = Object.entries(filled);
  if (entries.length > 0) {
    throw new OperatorError(
      "The target database is not empty (" +
        entries.map(([table, rows]) => `${table}: ${rows} rows`).join(", ") +
        "); nothing was restored. Restore into a new, empty database.",
    );
  }
  return "empty";
}

function compareCounts(manifest: BackupManifest, restored: Record<string, number>) {
  const differences = Object.entries(manifest.tables).filter(
    ([table, rows]) => restored[table] !== rows,
  );
  if (differences.length > 0) {
    throw new Error(
      "The restored database's row counts differ from the backup's manifest: " +
        differences
          .map(([table, rows]) => `${table} ${restored[table] ?? "missing"} (expected ${rows})`)
          .join(", "),
    );
  }
}

export async function restoreBackup(options: RestoreOptions): Promise<BackupManifest> {
  const { databaseUrl, dataDir, log = () => undefined } = options;
  const backupDir = resolve(options.backupDir);
  const manifest = await readBackup(backupDir);
  const engine = databaseKind(databaseUrl);
  if (manifest.engine !== engine) {
    throw new OperatorError(
      `This backup is of a ${manifest.engine} database and DATABASE_URL is ${engine}: restore it ` +
        `into ${manifest.engine}, then move it with npm run db:copy.`,
    );
  }
  const unknown = manifest.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new OperatorError(
      `The backup was made by a newer version of the site (migration ${unknown.join(", ")}): ` +
        "restore it with that version.",
    );
  }

  const databaseFile = join(backupDir, basename(manifest.database.name));
  if (engine === "sqlite") {
    await restoreSqlite(databaseFile, databaseUrl, manifest);
  } else {
    await restorePostgres(databaseFile, databaseUrl, manifest);
  }
  log(`Database restored: ${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows`);

  if ("skipped" in manifest.uploads) {
    log(`Uploads: none in this backup (${manifest.uploads.skipped})`);
  } else {
    const root = resolve(dataDir);
    mkdirSync(root, { recursive: true, mode: 0o700 });
    // Files already there are kept (names are random: the same name is the same file); the
    // files belong to the user restoring, who should be the server's.
    await runTool(
      "tar",
      [
        "--extract",
        "--gzip",
        `--file=${join(backupDir, basename(manifest.uploads.name))}`,
        `--directory=${root}`,
        "--skip-old-files",
        "--no-same-owner",
      ],
      {},
    );
    log(`Uploads restored into ${join(root, "uploads")}`);
  }
  return manifest;
}

async function restoreSqlite(backupFile: string, databaseUrl: string, manifest: BackupManifest) {
  const path = resolve(databaseUrl.replace(/^file:/, ""));
  const existed = existsSync(path);
  if (existed) {
    const current = openSqliteFile(path);
    try {
      await targetState(current.db);
    } finally {
      await current.db.destroy();
    }
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // Copied beside its place and checked there, then renamed in: the database file is either the
  // old empty one or the whole restored one, never a part.
  const partial = `${path}.restoring-${randomUUID()}`;
  try {
    closeSync(createPrivateFile(partial));
    copyFileSync(backupFile, partial);
    const restored = openSqliteFile(partial);
    try {
      const problems = integrityCheck(restored.sqlite);
      if (problems.length > 0) {
        throw new Error(`The restored database fails integrity_check: ${problems[0]}`);
      }
      compareCounts(manifest, await countRows(restored.db));
    } finally {
      await restored.db.destroy();
    }
    if (existed) {
      // An empty database's leftover -wal would otherwise be replayed into the restored file.
      for (const suffix of ["-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    }
    renameSync(partial, path);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function restorePostgres(dumpFile: string, databaseUrl: string, manifest: BackupManifest) {
  const db = createDatabase(databaseUrl, { statementTimeoutMs: 0 });
  try {
    const state = await targetState(db);
    // One transaction: a failing restore leaves the database as it was. A database that was only
    // migrated has this code's (empty) tables: they are dropped and restored from the dump.
    await runPostgresTool(
      "pg_restore",
      [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        "--single-transaction",
        "--no-password",
        ...(state === "empty" ? ["--clean", "--if-exists"] : []),
        dumpFile,
      ],
      databaseUrl,
    );
    compareCounts(manifest, await countRows(db));
    const applied = (await appliedMigrations(db)) ?? [];
    if (applied.join() !== manifest.migrations.join()) {
      throw new Error("The restored database's migrations differ from the backup's manifest.");
    }
  } finally {
    await db.destroy();
  }
}
