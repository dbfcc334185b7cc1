// Logs an operator can use (issue #13): one JSON line per request with its id, method, path
// (never the query), status, duration and instance; the id sent back as X-Request-Id and taken
// from a proxy when it is a sensible one; LOG_LEVEL; and no personal data (no phone, email,
// password or, unless LOG_IPS=true, IP address). The real app over HTTP, logging into memory.
import { connect } from "node:net";
import { hostname } from "node:os";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { parseEnv } from "~/.server/env";
import { loggerFromEnv } from "~/.server/logger";
import { logMemory, type LogLine, type LogMemory } from "~/.server/testing/captured-logs";
import { insertCourseWithLesson } from "./testing/fixtures";
import { requestIdFor } from "./request-logging";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const INSTANCE_ID = "maarifa@3001";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** As nginx's $request_id. */
const NGINX_ID = "6f1c0a9e3b7d4e2f8a5c1b0d9e8f7a6b";
const CLIENT_IP = "203.0.113.77";

const vite = serverBuildForFile();

/** The request's own line: the one with its reqId and a response. */
const requestLine = (id: string) => (line: LogLine) => line.reqId === id && "res" in line;

describe.each(testDatabaseKinds())("request logs on %s", (kind) => {
  let t: TestDatabase;
  let courseId: string;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    ({ courseId } = await insertCourseWithLesson(t.db));
  });
  afterAll(async () => {
    await t?.destroy();
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  /**
   * The app behind one trusted proxy (as deployed), with the logger server/index.ts builds from
   * these variables (INSTANCE_ID, LOG_LEVEL, LOG_IPS), writing where the test reads.
   */
  async function serve(
    variables: Record<string, string> = {},
  ): Promise<{ server: TestServer; logs: LogMemory }> {
    const env = parseEnv({ NODE_ENV: "production", INSTANCE_ID, ...variables });
    const logs = logMemory();
    const server = await startTestServer({
      db: t.db,
      build: vite.build,
      trustProxy: 1,
      logger: await loggerFromEnv(env, logs.destination),
      logIps: env.LOG_IPS,
    });
    servers.push(server);
    return { server, logs };
  }

  const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
    fetch(server.base + path, {
      redirect: "manual",
      headers: { "x-forwarded-for": CLIENT_IP, ...headers },
    });

  it("writes one JSON line per request: id, method, path, status, duration, instance", async () => {
    const { server, logs } = await serve();
    const answers = await Promise.all(
      ["/healthz", "/courses", `/course/${courseId}`, "/no-such-page", "/uploads/missing.jpg"].map(
        async (path) => {
          const res = await get(server, path);
          await res.arrayBuffer();
          return { path, status: res.status, id: res.headers.get("x-request-id") ?? "" };
        },
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 404, 404]);
    for (const { path, status, id } of answers) {
      expect(id).toMatch(UUID);
      const line = await logs.waitFor(requestLine(id));
      expect(line).toEqual({
        level: 30,
        time: expect.any(Number),
        instance: INSTANCE_ID,
        reqId: id,
        req: { method: "GET", path },
        res: { statusCode: status },
        responseTime: expect.any(Number),
        msg: "request completed",
      });
      expect(line.responseTime).toBeGreaterThanOrEqual(0);
    }
    await server.close();
    // Exactly one line each, and every line is one JSON object.
    const lines = logs.lines();
    for (const { id } of answers) expect(lines.filter(requestLine(id))).toHaveLength(1);
    expect(new Set(answers.map((a) => a.id)).size).toBe(answers.length);
  });

  it("sends X-Request-Id on the analytics beacon's bare answer too", async () => {
    const { server, logs } = await serve();
    const res = await fetch(`${server.base}/api/analytics`, {
      method: "POST",
      body: JSON.stringify({ name: "page_view", path: "/" }),
      headers: { "content-type": "text/plain", origin: server.base, "user-agent": "Mozilla/5.0" },
    });
    expect(res.status).toBeLessThan(500);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    expect(await logs.waitFor(requestLine(id))).toMatchObject({
      req: { method: "POST", path: "/api/analytics" },
    });
  });

  it("takes a proxy's valid X-Request-Id and sends it back", async () => {
    const { server, logs } = await serve();
    for (const id of [NGINX_ID, "req.2026-11-23_abc"]) {
      const res = await get(server, "/healthz", { "x-request-id": id });
      expect(res.headers.get("x-request-id")).toBe(id);
      expect(await logs.waitFor(requestLine(id))).toMatchObject({ req: { path: "/healthz" } });
    }
  });

  it("replaces an X-Request-Id that is too short, too long or not made of safe characters", async () => {
    const { server, logs } = await serve();
    const refused = [
      "abc1234",
      "a".repeat(129),
      "abc def ghi",
      'x","level":60,"msg":"forged',
      "../../etc/passwd",
      "%0a%7b%22level%22%3a60%7d",
    ];
    for (const id of refused) {
      const res = await get(server, "/healthz", { "x-request-id": id });
      const given = res.headers.get("x-request-id") ?? "";
      expect(given).toMatch(UUID);
      await logs.waitFor(requestLine(given));
    }
    await server.close();
    for (const id of refused) expect(logs.text()).not.toContain(id);
    expect(logs.lines().every((line) => line.level === 30)).toBe(true);
  });

  it("never lets a newline in X-Request-Id start a line of its own", async () => {
    expect(requestIdFor(`${NGINX_ID}\n{"level":60,"msg":"forged"}`)).toMatch(UUID);
    expect(requestIdFor(`${NGINX_ID}\r`)).toMatch(UUID);
    expect(requestIdFor([NGINX_ID, NGINX_ID])).toMatch(UUID);
    expect(requestIdFor(NGINX_ID)).toBe(NGINX_ID);

    // Over the wire, a bare line feed inside the header (fetch refuses to send one).
    const { server, logs } = await serve();
    const { port } = new URL(server.base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.end(
          `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Request-Id: ${NGINX_ID}\n{"level":60,"msg":"forged"}\r\nConnection: close\r\n\r\n`,
        );
      });
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 [0-9]{3}/);
    await server.close();
    expect(logs.text()).not.toContain("forged");
    expect(logs.lines().every((line) => line.level === 30)).toBe(true);
  });

  it("logs the path without the query string, which may hold a phone number", async () => {
    const { server, logs } = await serve();
    const phone = "22123456";
    const res = await get(server, `/courses?q=${phone}&page=1`);
    expect(res.status).toBe(200);
    const line = await logs.waitFor(requestLine(res.headers.get("x-request-id") ?? ""));
    expect(line.req).toEqual({ method: "GET", path: "/courses" });
    await server.close();
    expect(logs.text()).not.toContain(phone);
    expect(logs.text()).not.toContain("q=");
  });

  it("writes no IP address unless LOG_IPS=true, and then the client's", async () => {
    const quiet = await serve();
    const res = await get(quiet.server, "/courses");
    await quiet.logs.waitFor(requestLine(res.headers.get("x-request-id") ?? ""));
    await quiet.server.close();
    expect(quiet.logs.text()).not.toContain(CLIENT_IP);
    expect(quiet.logs.text()).not.toContain("127.0.0.1");
    expect(quiet.logs.lines().some((line) => "ip" in line)).toBe(false);

    const open = await serve({ LOG_IPS: "true" });
    const seen = await get(open.server, "/courses");
    const line = await open.logs.waitFor(requestLine(seen.headers.get("x-request-id") ?? ""));
    expect(line.ip).toBe(CLIENT_IP);
  });

  it("drops info lines under LOG_LEVEL=warn, and keeps warnings", async () => {
    const { server, logs } = await serve({ LOG_LEVEL: "warn" });
    expect((await get(server, "/healthz")).status).toBe(200);
    expect((await get(server, "/courses")).status).toBe(200);
    const refused = await fetch(`${server.base}/auth`, { method: "DELETE" });
    expect(refused.status).toBe(405);
    await server.close();
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 40,
        event: "request_refused",
        status: 405,
        reqId: refused.headers.get("x-request-id"),
      }),
    ]);
  });

  it("names the instance INSTANCE_ID says, or hostname-pid when unset", async () => {
    const named = logMemory();
    (await loggerFromEnv(parseEnv({ INSTANCE_ID: "web-2.maarifa:3002" }), named.destination)).info(
      "hello",
    );
    expect(named.lines()[0]).toMatchObject({ instance: "web-2.maarifa:3002", msg: "hello" });
    const unnamed = logMemory();
    (await loggerFromEnv(parseEnv({}), unnamed.destination)).info("hello");
    expect(unnamed.lines()[0]).toMatchObject({ instance: `${hostname()}-${process.pid}` });
    expect(Object.keys(unnamed.lines()[0] ?? {})).toEqual(["level", "time", "instance", "msg"]);
  });

  it("writes no phone number, email address or password for a learner's sign-up and sign-in", async () => {
    const { server, logs } = await serve({ LOG_LEVEL: "trace" });
    const post = (form: Record<string, string>) =>
      fetch(`${server.base}/auth`, {
        method: "POST",
        body: new URLSearchParams(form),
        redirect: "manual",
        headers: { origin: server.base, "x-forwarded-for": CLIENT_IP },
      });
    const secrets = {
      phone: "22 12 34 56",
      email: "Aicha.Mint@Example.mr",
      password: "nouakchott sea breeze 2026",
    };
    const forms: Record<string, string>[] = [
      { intent: "sign-up", ...secrets },
      { intent: "sign-in", identifier: secrets.phone, password: secrets.password },
      { intent: "sign-in", identifier: secrets.email, password: secrets.password },
      // Failures are the ones that are logged: a wrong password, an unknown number, a duplicate.
      { intent: "sign-in", identifier: secrets.phone, password: `${secrets.password}!` },
      { intent: "sign-in", identifier: "+22236999999", password: secrets.password },
      { intent: "sign-up", email: secrets.email, phone: "", password: secrets.password },
    ];
    const statuses: number[] = [];
    for (const form of forms) {
      const res = await post(form);
      statuses.push(res.status);
      await logs.waitFor(requestLine(res.headers.get("x-request-id") ?? ""));
    }
    // Sign-up answers the page of its recovery code (issue #27), sign-in a redirect.
    expect(statuses).toEqual([200, 302, 302, 401, 401, 409]);
    await server.close();

    const text = logs.text();
    const typed = [
      "22 12 34 56",
      "22123456",
      "+22222123456",
      "22222123456",
      "36999999",
      "Aicha.Mint",
      "aicha.mint",
      "Example.mr",
      "example.mr",
      "nouakchott sea breeze",
      encodeURIComponent(secrets.password),
      CLIENT_IP,
    ];
    for (const secret of typed) expect(text, secret).not.toContain(secret);
    // The failures are there, saying what happened.
    expect(
      logs
        .lines()
        .map((line) => line.event)
        .filter(Boolean),
    ).toEqual(["learner_sign_in_failed", "learner_sign_in_failed", "learner_sign_up_refused"]);
  });

  it("gives the request guard's early refusal an id and a line (413)", async () => {
    const { server, logs } = await serve();
    const res = await fetch(`${server.base}/auth`, {
      method: "POST",
      body: new URLSearchParams({ intent: "sign-in", padding: "x".repeat(64 * 1024) }),
      headers: { origin: server.base, "x-forwarded-for": CLIENT_IP },
    });
    expect(res.status).toBe(413);
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    expect(await logs.waitFor(requestLine(id))).toMatchObject({
      level: 30,
      req: { method: "POST", path: "/auth" },
      res: { statusCode: 413 },
    });
  });
});
