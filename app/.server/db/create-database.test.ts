// A SQLite write transaction must not fail because another process wrote to the same file
// while it was reading (the 503 "database is locked" seen when a test fixture, a script or a
// second instance writes during a request's read-then-write transaction).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./create-database";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "maarifa-immediate-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process writes one row, giving up after 300 ms if the file is locked. */
async function writeFromAnotherProcess(path: string): Promise<"written" | "busy"> {
  const script = `
    const db = new (require("better-sqlite3"))(process.argv[1]);
    db.pragma("busy_timeout = 300");
    try { db.prepare("insert into t (v) values ('other')").run(); console.log("written"); }
    catch (e) { if (e.code !== "SQLITE_BUSY") throw e; console.log("busy"); }`;
  const { stdout } = await run(process.execPath, ["-e", script, path]);
  return stdout.trim() as "written" | "busy";
}

describe("SQLite transactions", () => {
  it("take the write lock when they begin, so a read-then-write cannot be overtaken", async () => {
    const path = join(dir, "immediate.sqlite");
    const db = createDatabase(path);
    await sql`create table t (v text not null)`.execute(db);

    const other = await db.transaction().execute(async (trx) => {
      await sql`select count(*) from t`.execute(trx);
      // Under a deferred BEGIN the other process's write lands here and the insert below then
      // fails with SQLITE_BUSY; under BEGIN IMMEDIATE the other process waits and gives up.
      const outcome = await writeFromAnotherProcess(path);
      await sql`insert into t (v) values ('ours')`.execute(trx);
      return outcome;
    });

    expect(other).toBe("busy");
    const rows = await sql<{ v: string }>`select v from t`.execute(db);
    expect(rows.rows.map((row) => row.v)).toEqual(["ours"]);
    await db.destroy();
  });
});
