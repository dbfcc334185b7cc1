// Start-up: what SEED_DEMO decides, and how the entry points refuse a bad environment.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countCourses } from "~/.server/db/repositories/courses";
import { demoCourses } from "~/.server/db/seed/demo-courses";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { parseEnv } from "~/.server/env";
import { S3RVER_CREDENTIALS, s3TestServerForSuite } from "~/.server/storage/testing/s3-test-server";
import { prepareDatabase } from "./prepare-database";

describe.each(testDatabaseKinds())("prepareDatabase on %s", (kind) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await t?.destroy();
  });

  const quiet = () => {};

  it("leaves an empty database empty when SEED_DEMO=false", async () => {
    await prepareDatabase(t.db, parseEnv({ SEED_DEMO: "false" }), quiet);
    expect(await countCourses(t.db)).toBe(0);
  });

  it("seeds the demo courses into an empty database by default", async () => {
    const log: string[] = [];
    await prepareDatabase(t.db, parseEnv({}), (message) => log.push(message));
    expect(await countCourses(t.db)).toBe(demoCourses.length);
    expect(log).toContain(`Seeded ${demoCourses.length} demo courses into the empty database.`);
  });
});

describe("a bad environment", () => {
  const run = promisify(execFile);
  const tsx = resolve("node_modules/.bin/tsx");
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "maarifa-start-up-"));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** Runs an entry point with PORT=abc and only the variables it needs; resolves how it ended. */
  async function runWithBadPort(script: string) {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: "abc",
      DATABASE_URL: `file:${join(dir, "app.db")}`,
      DATA_DIR: dir,
    };
    try {
      const { stdout, stderr } = await run(tsx, [script], { env, timeout: 15_000 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it.each(["server/index.ts", "scripts/db-migrate.ts"])(
    "stops %s with exit code 1 and a message naming PORT, not a stack trace",
    async (script) => {
      const { code, stdout, stderr } = await runWithBadPort(script);
      expect(code).toBe(1);
      expect(stderr).toContain("Invalid environment:");
      expect(stderr).toMatch(/^\s+- PORT: must be a port number/m);
      expect(stderr).not.toMatch(/^\s+at /m);
      expect(stdout).toBe("");
      // Refused before the database was opened.
      expect(existsSync(join(dir, "app.db"))).toBe(false);
    },
  );
});

describe("bad log settings", () => {
  it("stop the server with a readable message naming LOG_LEVEL, LOG_IPS and INSTANCE_ID", async () => {
    const dir = mkdtempSync(join(tmpdir(), "maarifa-start-up-"));
    try {
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        DATABASE_URL: `file:${join(dir, "app.db")}`,
        DATA_DIR: dir,
        LOG_LEVEL: "loud",
        LOG_IPS: "maybe",
        INSTANCE_ID: "web 1",
      };
      const tsx = resolve("node_modules/.bin/tsx");
      const failed = await promisify(execFile)(tsx, ["server/index.ts"], { env, timeout: 15_000 })
        .then(() => ({ code: 0, stdout: "", stderr: "" }))
        .catch((error: { code?: number; stdout: string; stderr: string }) => error);
      expect(failed.code).toBe(1);
      // Plain text on stderr: the logger cannot be built from a refused LOG_LEVEL.
      expect(failed.stderr).toContain("Invalid environment:");
      expect(failed.stderr).toMatch(/^\s+- LOG_LEVEL: must be one of fatal, error, warn/m);
      expect(failed.stderr).toMatch(/^\s+- LOG_IPS: must be true or false/m);
      expect(failed.stderr).toMatch(/^\s+- INSTANCE_ID: must be 1–64/m);
      expect(failed.stdout).toBe("");
      expect(existsSync(join(dir, "app.db"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("an S3 bucket that is not there", () => {
  const s3 = s3TestServerForSuite();

  it("stops the server with exit code 1 naming S3_BUCKET, before the database is opened", async () => {
    const dir = mkdtempSync(join(tmpdir(), "maarifa-start-up-"));
    try {
      const env = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "production",
        DATABASE_URL: `file:${join(dir, "app.db")}`,
        DATA_DIR: dir,
        S3_ENDPOINT: s3.current.endpoint,
        S3_FORCE_PATH_STYLE: "true",
        S3_BUCKET: "never-created",
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      };
      const tsx = resolve("node_modules/.bin/tsx");
      const failed = await promisify(execFile)(tsx, ["server/index.ts"], { env, timeout: 15_000 })
        .then(() => ({ code: 0, stdout: "", stderr: "" }))
        .catch((error: { code?: number; stdout: string; stderr: string }) => error);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toContain(
        'S3_BUCKET: cannot use the bucket "never-created": it does not exist; create it first',
      );
      expect(failed.stderr).not.toMatch(/^\s+at /m);
      expect(existsSync(join(dir, "app.db"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
