// SIGTERM behind a balancer (issue #13): the instance reports not-ready while it still serves,
// finishes a request that is in flight across the signal, writes the analytics events still
// queued, then closes the database. Driven against the real app on a real port.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request, type Server } from "node:http";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startScheduler } from "~/.server/jobs/scheduler";
import { createDatabase } from "~/.server/db/create-database";
import { countAnalyticsEvents } from "~/.server/db/repositories/analytics";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import { createApp, type Readiness } from "./app";
import { gracefulShutdown } from "./graceful-shutdown";
import { serverBuildForFile } from "./testing/test-server";

const DELAY_MS = 400;
const visitor = { ip: "203.0.113.7", userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/140" };

/**
 * A sign-in form POST whose body arrives in two halves: the request stays in flight until
 * `finish()` sends the rest. `response` settles with the status and body once it is answered.
 */
function slowPost(base: string, path: string, body: string) {
  const url = new URL(path, base);
  const req = request({
    host: url.hostname,
    port: url.port,
    path,
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Content-Length": String(Buffer.byteLength(body)),
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)) };
}

describe.each(testDatabaseKinds())("graceful shutdown on %s", (kind) => {
  const files = serverBuildForFile();
  let t: TestDatabase;
  let server: Server;
  let base: string;
  let readiness: Readiness;
  let analytics: AnalyticsCollector;
  let uploadsDir: string;
  let logs: CapturedLogs;

  beforeEach(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), "maarifa-uploads-"));
    logs = captureLogs();
    t = await createTestDatabase(kind);
    readiness = { stopping: false };
    // Events wait a minute for their batch: only the shutdown's flush can write them in time.
    analytics = new AnalyticsCollector(t.db, { maxDelayMs: 60_000 });
    const app = createApp({
      db: t.db,
      storage: new LocalDiskStorage(uploadsDir),
      logger: logs.logger,
      mode: "production",
      build: files.build,
      clientDir: "build/client",
      analytics,
      readiness,
    });
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t?.destroy();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it("stays up but not ready, finishes the request in flight, flushes analytics, closes the database", async () => {
    const arrived = new Promise((resolve) => server.once("request", resolve));
    const slow = slowPost(base, "/admin/login", "password=not-the-admin-password&redirectTo=%2F");
    await arrived;
    const queued = analytics.record({ name: "page_view", path: "/" }, visitor);
    const shutdown = gracefulShutdown({
      server,
      readiness,
      scheduler: startScheduler(t.db, [], { logger: logs.logger }),
      analytics,
      db: t.db,
      delayMs: DELAY_MS,
      logger: logs.logger,
    });
    let exitCode: number | undefined;
    const done = shutdown("SIGTERM").then((code) => (exitCode = code));
    expect(shutdown("SIGINT")).toBe(shutdown("SIGTERM"));

    // During the delay: not ready, still alive, still serving, each answer closing its connection.
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "stopping" });
    expect(ready.headers.get("connection")).toBe("close");
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(logs.lines().filter((line) => String(line.event).startsWith("shutdown_"))).toEqual([
      expect.objectContaining({
        event: "shutdown_started",
        signal: "SIGTERM",
        msg: expect.stringMatching(/^SIGTERM received: not ready/),
      }),
    ]);

    // After the delay the port is closed to new connections, but the slow request is still open
    // and the shutdown waits for it.
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS + 200));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    expect(exitCode).toBeUndefined();
    expect(await countAnalyticsEvents(t.db)).toBe(0);

    slow.finish();
    const answered = await slow.response;
    // The sign-in page, answering a wrong password as it always does: a whole, normal answer.
    expect(answered.status).toBe(401);
    expect(answered.body).toContain("</html>");

    expect(await done).toBe(0);
    await expect(queued).resolves.toBeUndefined();
    await expect(sql`select 1`.execute(t.db)).rejects.toThrow();
    const reopened = createDatabase(t.url);
    try {
      expect(await countAnalyticsEvents(reopened)).toBe(1);
    } finally {
      await reopened.destroy();
    }
  });

  it("stops scheduling background jobs at once and closes the database only after a running turn ends", async () => {
    let release = () => {};
    let turns = 0;
    let turnFinished = false;
    const scheduler = startScheduler(
      t.db,
      [
        {
          name: "slow-job",
          intervalMs: 60_000,
          failure: { event: "slow_job_failed", msg: "The slow job failed" },
          run: async () => {
            turns++;
            await new Promise<void>((resolve) => (release = resolve));
            // The turn still needs the database after it is let go.
            await sql`select 1`.execute(t.db);
            turnFinished = true;
          },
        },
      ],
      { logger: logs.logger },
    );
    await expect.poll(() => turns).toBe(1);
    const shutdown = gracefulShutdown({
      server,
      readiness,
      scheduler,
      analytics,
      db: t.db,
      delayMs: 0,
      logger: logs.logger,
    });
    let exitCode: number | undefined;
    const done = shutdown("SIGTERM").then((code) => (exitCode = code));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(exitCode).toBeUndefined();
    expect(logs.lines().map((line) => line.event)).not.toContain("shutdown_finished");
    release();
    expect(await done).toBe(0);
    expect(turnFinished).toBe(true);
    expect(turns).toBe(1);
    expect(logs.lines().map((line) => line.event)).not.toContain("slow_job_failed");
    await expect(sql`select 1`.execute(t.db)).rejects.toThrow();
  });
});

describe("server/index.ts on SIGTERM", () => {
  let dir: string;
  let child: ChildProcess | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "maarifa-shutdown-"));
  });
  afterEach(() => {
    if (child?.exitCode === null) child.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers 503 stopping, finishes the request in flight and exits 0", async () => {
    const port = await freePort();
    // Development mode serves through Vite, so no `npm run build` is needed.
    child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "development",
        HOST: "127.0.0.1",
        PORT: String(port),
        DATABASE_URL: `file:${join(dir, "app.db")}`,
        DATA_DIR: dir,
        SEED_DEMO: "false",
        SHUTDOWN_DELAY_MS: "500",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.resume();
    const exited = new Promise<number | null>((done) => child?.on("exit", (code) => done(code)));
    await expect.poll(() => stdout, { timeout: 30_000, interval: 100 }).toContain("Serving on");
    const base = `http://127.0.0.1:${port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Vite compiles the sign-in route on its first request: a whole one first, then the slow one.
    expect((await fetch(`${base}/admin/login`)).status).toBe(200);

    const slow = slowPost(base, "/admin/login", "password=not-the-admin-password&redirectTo=%2F");
    await new Promise((done) => setTimeout(done, 500));
    child.kill("SIGTERM");
    await expect
      .poll(async () => (await fetch(`${base}/readyz`)).status, { timeout: 5_000, interval: 20 })
      .toBe(503);
    slow.finish();
    expect((await slow.response).status).toBe(401);
    expect(await exited).toBe(0);
    expect(stdout).toContain("SIGTERM received: not ready");
  }, 120_000);
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}
