// The database scripts' command lines: a wrong or missing argument ends them with exit code 1 and
// a message naming it, never a stack trace; refusals likewise. Their work is tested in
// app/.server/db/copy-database.test.ts and backup.test.ts.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { databaseUrlArgument, parseCli, redactUrl, UsageError } from "./cli";

const tsx = resolve("node_modules/.bin/tsx");
const dir = mkdtempSync(join(tmpdir(), "maarifa-scripts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(script: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stderr: string }>((done) => {
    execFile(
      tsx,
      [`scripts/${script}.ts`, ...args],
      {
        env: { ...process.env, DATABASE_URL: `file:${join(dir, "app.db")}`, DATA_DIR: dir, ...env },
        timeout: 60_000,
      },
      (error, _stdout, stderr) => done({ code: error ? (error.code as number) : 0, stderr }),
    );
  });
}

describe("argument checks", () => {
  it("names a missing, unknown or malformed argument", () => {
    expect(() => databaseUrlArgument("--to", undefined)).toThrow(/^--to is required$/);
    expect(() => databaseUrlArgument("--from", "mysql://x")).toThrow(
      /^--from: must be file:PATH \(SQLite\) or postgres:\/\/… \(PostgreSQL\)$/,
    );
    expect(databaseUrlArgument("--from", "postgresql://u@h/db")).toBe("postgresql://u@h/db");
    expect(() => parseCli({ from: { type: "string" } }, false, ["--form", "x"])).toThrow(
      UsageError,
    );
    expect(() => parseCli({ out: { type: "string" } }, false, ["--out"])).toThrow(
      /Option '--out <value>' argument missing/,
    );
    expect(() => parseCli({}, false, ["extra"])).toThrow(/Unexpected argument 'extra'/);
  });

  it("hides a password in the URLs it prints", () => {
    expect(redactUrl("postgres://maarifa:s3cr%40t@db.example:5432/maarifa")).toBe(
      "postgres://maarifa:***@db.example:5432/maarifa",
    );
    expect(redactUrl("postgres://maarifa@db/maarifa")).toBe("postgres://maarifa@db/maarifa");
    expect(redactUrl("file:./data/app.db")).toBe("file:./data/app.db");
  });
});

// Each run starts tsx (seconds on a busy machine): one case per way a script can end early.
describe.concurrent("database scripts end with exit code 1 and a message", () => {
  it.each([
    ["db-copy", ["--from", "file:./a.db"], /^--to is required\n\nUsage: npm run db:copy/],
    ["db-copy", ["--form", "file:./a.db"], /^Unknown option '--form'/],
    [
      "db-copy",
      ["--from", "file:./a.db", "--to", "postgres://postgres@127.0.0.1:1/x", "--uploads-to-s3"],
      /^--uploads-to-s3 needs the bucket's S3_\* variables/,
    ],
    ["db-backup", [], /^DATABASE_URL: there is no SQLite database at/],
    ["db-restore", [], /^PATH is required/],
    ["db-restore", [dir], /has no manifest\.json: it is not a backup/],
  ] as const)(
    "%s %j",
    async (script, args, message) => {
      const { code, stderr } = await run(script, [...args]);
      expect(code).toBe(1);
      expect(stderr.replace(/^npm warn.*\n/gm, "")).toMatch(message);
      expect(stderr).not.toMatch(/\n\s+at /);
    },
    90_000,
  );
});
