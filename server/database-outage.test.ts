// The server through a database outage (issue #12). PostgreSQL: the pool's server processes are
// terminated and new connections refused while the app serves; the process must live (an
// unhandled `error` from pg used to end it), answer 503 with Retry-After and the Arabic screen,
// report not-ready, keep serving pages it has, and come back by itself. SQLite: a database locked
// past its busy timeout is the same kind of outage.
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCourseById, insertCourse } from "~/.server/db/repositories/courses";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { countLearners } from "~/.server/db/repositories/learners";
import { testCourse } from "~/.server/db/testing/test-course";
import { captureLogs } from "~/.server/testing/captured-logs";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { adminSessionCookie } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();

const UNAVAILABLE_SCREEN = "الموقع غير متاح مؤقتًا";

describe.runIf(testDatabaseKinds().includes("postgres"))("a PostgreSQL outage", () => {
  let t: TestDatabase;
  let server: TestServer;
  let admin: pg.Client;
  let name: string;
  let courseId: string;
  const logs = captureLogs();

  beforeAll(async () => {
    t = await createTestDatabase("postgres");
    name = new URL(t.url).pathname.slice(1);
    courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budgeting" }), isPublished: true }),
    );
    server = await startTestServer({ db: t.db, build: vite.build, logger: logs.logger });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`).catch(() => {});
    await admin?.end();
    await server?.close();
    await t?.destroy();
  });

  const get = (path: string) => fetch(server.base + path, { redirect: "manual" });

  /** Ends every server process of the app's pool, as a restart or a failover would. */
  async function terminatePool() {
    const { rows } = await admin.query<{ ended: boolean }>(
      "SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1",
      [name],
    );
    return rows.length;
  }

  it("survives its connections being terminated, answers 503 while down, and recovers", async () => {
    // Warm the pool and the page cache.
    expect((await get(`/course/${courseId}`)).status).toBe(200);
    expect((await get("/readyz")).status).toBe(200);
    await Promise.all([get("/courses"), get("/"), get("/courses?q=x")]);

    // The pool's idle connections are killed and no new one is let in.
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    expect(await terminatePool()).toBeGreaterThan(0);
    // Let the clients hear of it: without error listeners, this is where the process died.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect((await get("/healthz")).status).toBe(200);
    const ready = await get("/readyz");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");

    const page = await get("/courses?q=never-rendered-before");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("cache-control")).toBe("no-store");
    const html = await page.text();
    expect(html).toContain(UNAVAILABLE_SCREEN);
    expect(html).toContain('<html lang="ar" dir="rtl"');

    // A signed-in page, a form and the admin area: the same clear 503, no crash.
    const form = await fetch(`${server.base}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", identifier: "22123456", password: "x" }),
      redirect: "manual",
    });
    expect(form.status).toBe(503);
    const adminPage = await fetch(`${server.base}/admin`, {
      headers: { cookie: `maarifa_admin=${"a".repeat(43)}` },
      redirect: "manual",
    });
    expect(adminPage.status).toBe(503);

    // A page this process rendered before the outage is still served (stale-if-error).
    const cached = await get(`/course/${courseId}`);
    expect(cached.status).toBe(200);
    expect(await cached.text()).toContain("Budgeting");

    // Back: the very next requests work, without a restart.
    await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    expect((await get("/readyz")).status).toBe(200);
    expect((await get("/courses?q=never-rendered-before")).status).toBe(200);
    // An outage is not our bug: warnings (the 503s, the database out of reach), never an error.
    expect(logs.lines().filter((line) => line.level >= 50)).toEqual([]);
    const id = page.headers.get("x-request-id");
    expect(logs.lines().filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({ level: 40, event: "database_unavailable" }),
      expect.objectContaining({ level: 40, res: { statusCode: 503 } }),
    ]);
    // Nothing of the sign-in form's identifier reached a line.
    expect(logs.text()).not.toContain("22123456");
  });

  it("survives the termination of connections busy in a request", async () => {
    // Two slow statements hold pool connections while they are terminated.
    const slow = Promise.allSettled([
      sql`SELECT pg_sleep(2)`.execute(t.db),
      sql`SELECT pg_sleep(2)`.execute(t.db),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminatePool();
    const results = await slow;
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    // The pool's idle connections were ended too; a request that takes one before its client
    // has read the notice fails (a 503), and the pool replaces it: give the notices a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await get("/readyz")).status).toBe(200);
    expect((await get("/courses")).status).toBe(200);
  });
});

describe.runIf(testDatabaseKinds().includes("sqlite"))("a SQLite database locked too long", () => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    server = await startTestServer({ db: t.db, build: vite.build });
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  it("answers a write that waited out the busy timeout with 503, and writes after the lock", async () => {
    const locker = new SQLite(t.url.replace(/^file:/, ""));
    locker.exec("BEGIN EXCLUSIVE");
    try {
      const res = await fetch(`${server.base}/auth`, {
        method: "POST",
        body: new URLSearchParams({
          intent: "sign-up",
          email: "locked@example.mr",
          password: "nouakchott breeze",
        }),
        redirect: "manual",
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.text()).toContain(UNAVAILABLE_SCREEN);
    } finally {
      locker.exec("ROLLBACK");
      locker.close();
    }
    expect(await countLearners(t.db)).toBe(0);
    expect((await fetch(`${server.base}/readyz`)).status).toBe(200);
  }, 30_000);

  it("answers an admin action that catches its own failure with 503 too, not 500", async () => {
    // The dashboard's publish toggle answers its errors itself (a toast, spec §8): an outage must
    // still be a 503 with Retry-After, and a warning rather than an error in the log.
    await setAdminPassword(t.db, "locked out admin pass");
    const cookie = await adminSessionCookie(server.base, "locked out admin pass");
    const courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Locked" }), isPublished: false }),
    );
    const locker = new SQLite(t.url.replace(/^file:/, ""));
    // Readers go on (WAL), so the session is checked; the write waits out the busy timeout.
    locker.exec("BEGIN IMMEDIATE");
    try {
      const res = await fetch(`${server.base}/admin?index`, {
        method: "POST",
        headers: { cookie, origin: server.base },
        body: new URLSearchParams({ intent: "toggle", courseId, publish: "true" }),
        redirect: "manual",
      });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    } finally {
      locker.exec("ROLLBACK");
      locker.close();
    }
    expect((await findCourseById(t.db, courseId))?.isPublished).toBe(false);
  }, 30_000);
});
