// The admin password gate over HTTP (issue #3): Express, the Origin check, React Router's
// login/logout routes and the admin layout's session check, against a real database.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countSessions } from "~/.server/db/repositories/sessions";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { serverBuildForFile, startTestServer } from "./testing/test-server";

const PASSWORD = "correct horse battery staple";

const vite = serverBuildForFile();

interface RequestOptions {
  cookie?: string;
  /** Defaults to the server's own origin, as a browser sends it with a same-site form post. */
  origin?: string | null;
  /** The client's address as the trusted reverse proxy reports it (X-Forwarded-For). */
  ip?: string;
}

async function serve(t: TestDatabase, logs: CapturedLogs) {
  // As deployed behind one reverse proxy (TRUST_PROXY=1): tests pick each client's address.
  // LOG_IPS=true, as an operator watching for password guessing would set it.
  const server = await startTestServer({
    db: t.db,
    build: vite.build,
    trustProxy: 1,
    logger: logs.logger,
    logIps: true,
  });
  const base = server.base;
  const headersOf = ({ cookie, origin, ip }: RequestOptions) => {
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (origin !== null) headers.origin = origin ?? base;
    if (ip) headers["x-forwarded-for"] = ip;
    return headers;
  };
  return {
    base,
    get: (path: string, options: RequestOptions = {}) =>
      fetch(base + path, { redirect: "manual", headers: headersOf({ ...options, origin: null }) }),
    post: (path: string, form: Record<string, string>, options: RequestOptions = {}) =>
      fetch(base + path, {
        method: "POST",
        body: new URLSearchParams(form),
        redirect: "manual",
        headers: headersOf(options),
      }),
    close: () => server.close(),
  };
}

/** The `name=value` part of the response's cookie called `name`, and its attributes. */
function cookieOf(res: Response, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!header) return null;
  const [pair = "", ...attributes] = header.split(/;\s*/);
  return { pair, value: pair.slice(name.length + 1), attributes, header };
}

describe.each(testDatabaseKinds())("the admin gate over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: Awaited<ReturnType<typeof serve>>;
  const logs = captureLogs();
  let ipCounter = 0;
  /** Each test signs in from its own address, so the throttle of one does not touch another. */
  let ip: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, PASSWORD);
    server = await serve(t, logs);
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    ip = `203.0.113.${++ipCounter}`;
    await t.db.deleteFrom("sessions").execute();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function signIn(redirectTo = "/admin") {
    const res = await server.post("/admin/login", { password: PASSWORD, redirectTo }, { ip });
    expect(res.status).toBe(302);
    const session = cookieOf(res, "maarifa_admin");
    if (!session) throw new Error("no session cookie");
    return { res, cookie: session.pair, token: session.value };
  }

  it("shows the gate without a session, with no secret in the page", async () => {
    const res = await server.get("/admin/login");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Admin Access");
    expect(html).toContain("Enter the admin password to access the dashboard");
    expect(html).toContain('placeholder="Enter admin password"');
    expect(html).toMatch(/autocomplete="current-password"/i);
    expect(html).toContain("Access Dashboard");
    // The gate's form (the admin language choice is a form of its own, decision 0044).
    const form = /<form[^>]*action="\/admin\/login"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(html).not.toContain(PASSWORD);
    // Without scripts the button must be usable: it is not disabled in the server's HTML.
    const button = /<button[^>]*>Access Dashboard/.exec(html)?.[0] ?? "";
    expect(button).toContain('type="submit"');
    expect(button).not.toMatch(/\sdisabled(=""|\s|>)/);
  });

  it("answers the admin pages with 401 and the gate when signed out", async () => {
    const res = await server.get("/admin");
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Admin Access");
    expect((await server.get("/admin.data")).status).toBe(401);
  });

  it("refuses a wrong password with 401 and 'Access denied' / 'Invalid password'", async () => {
    const res = await server.post(
      "/admin/login",
      { password: "not the password", redirectTo: "/admin/course/new" },
      { ip },
    );
    expect(res.status).toBe(401);
    const html = await res.text();
    // Without JavaScript the gate is shown again here: it still leads where the visitor was going.
    expect(html).toMatch(/name="redirectTo" value="\/admin\/course\/new"/);
    expect(html).toContain("Access denied");
    expect(html).toContain("Invalid password");
    expect(html).toMatch(/role="alert"/);
    expect(cookieOf(res, "maarifa_admin")).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("refuses an empty password without checking anything", async () => {
    const res = await server.post("/admin/login", { password: "" }, { ip });
    expect(res.status).toBe(400);
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("signs in with the right password: 302, an HttpOnly SameSite=Lax cookie, a new token each time", async () => {
    const first = await signIn();
    expect(first.res.headers.get("location")).toBe("/admin");
    const session = cookieOf(first.res, "maarifa_admin");
    expect(session?.attributes).toEqual(
      expect.arrayContaining(["Path=/", "Max-Age=43200", "HttpOnly", "SameSite=Lax"]),
    );
    expect(session?.attributes).not.toContain("Secure"); // plain http here
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(first.res, "maarifa_flash")?.value).toBe("access-granted");

    const second = await signIn();
    expect(second.token).not.toBe(first.token);
    expect(await countSessions(t.db, "admin")).toBe(2);

    // The cookie opens the admin area; the token itself is not what the database holds.
    const dashboard = await server.get("/admin", { cookie: first.cookie });
    expect(dashboard.status).toBe(200);
    const rows = await t.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(first.token);
  });

  it("marks the cookie Secure, with the __Host- prefix, behind an https proxy", async () => {
    const res = await fetch(`${server.base}/admin/login`, {
      method: "POST",
      body: new URLSearchParams({ password: PASSWORD }),
      redirect: "manual",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": ip },
    });
    expect(res.status).toBe(302);
    // With the __Host- prefix (issue #12): only this host, over https, may set it.
    expect(cookieOf(res, "__Host-maarifa_admin")?.attributes).toContain("Secure");
  });

  it("returns to the admin page asked for, and never outside the admin area", async () => {
    const editor = await signIn("/admin/course/new");
    expect(editor.res.headers.get("location")).toBe("/admin/course/new");
    for (const redirectTo of ["//evil.example/admin", "https://evil.example", "/courses"]) {
      const res = await signIn(redirectTo);
      expect(res.res.headers.get("location")).toBe("/admin");
    }
  });

  it("sends a signed-in administrator from the gate to the dashboard", async () => {
    const { cookie } = await signIn();
    const res = await server.get("/admin/login", { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });

  it("signs in through the script path too (JavaScript on: /admin/login.data)", async () => {
    const res = await server.post("/admin/login.data", { password: PASSWORD }, { ip });
    expect(res.status).toBeLessThan(400);
    const session = cookieOf(res, "maarifa_admin");
    expect(session?.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax"]));
    const failed = await server.post("/admin/login.data", { password: "wrong password" }, { ip });
    expect(failed.status).toBe(401);
    expect(await failed.text()).toContain("Invalid password");
  });

  // Issue #14: the gate shown as a dialog over the editor signs in without leaving the page.
  it("signs in without a redirect for the gate in a dialog (stay=1), as strictly as ever", async () => {
    const res = await server.post(
      "/admin/login.data",
      { password: PASSWORD, redirectTo: "/admin/course/new", stay: "1" },
      { ip },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("location")).toBeNull();
    expect(await res.text()).toContain("signedIn");
    const session = cookieOf(res, "maarifa_admin");
    expect(session?.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax"]));
    expect((await server.get("/admin", { cookie: session?.pair })).status).toBe(200);

    const failed = await server.post(
      "/admin/login.data",
      { password: "wrong password", stay: "1" },
      { ip },
    );
    expect(failed.status).toBe(401);
    expect(cookieOf(failed, "maarifa_admin")).toBeNull();
    expect(await failed.text()).toContain("Invalid password");
  });

  it("blocks the 6th attempt after 5 failures with 429 and Retry-After, even the right password", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await server.post("/admin/login", { password: `wrong ${i}` }, { ip });
      expect(res.status).toBe(401);
    }
    const sixth = await server.post("/admin/login", { password: "wrong again" }, { ip });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    const html = await sixth.text();
    expect(html).toContain("Too many attempts");
    expect(html).toMatch(/Too many failed attempts\. Try again in 15 minutes\./);

    const right = await server.post("/admin/login", { password: PASSWORD }, { ip });
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toBeTruthy();
    expect(cookieOf(right, "maarifa_admin")).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);

    // Every failure was logged, with the address as LOG_IPS=true allows, never with the password.
    const failures = logs
      .lines()
      .filter((line) => line.ip === ip && String(line.event).startsWith("admin_sign_in_"));
    expect(failures.map((line) => line.event)).toEqual([
      ...Array<string>(5).fill("admin_sign_in_failed"),
      "admin_sign_in_throttled",
      "admin_sign_in_throttled",
    ]);
    expect(failures.every((line) => line.level === 40 && typeof line.reqId === "string")).toBe(
      true,
    );
    expect(logs.text()).not.toMatch(/wrong|correct horse/);

    // Another address is not blocked.
    ip = "198.51.100.77";
    await signIn();
  });

  it("blocks the script path (/admin/login.data) too: 429 and Retry-After after 5 failures", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await server.post("/admin/login.data", { password: `wrong ${i}` }, { ip });
      expect(res.status).toBe(401);
    }
    const sixth = await server.post("/admin/login.data", { password: "wrong again" }, { ip });
    expect(sixth.status).toBe(429);
    const retryAfter = Number(sixth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // React Router's encoding of the action's data, which the gate shows as its toast.
    expect(await sixth.text()).toContain("Too many failed attempts. Try again in 15 minutes.");

    const right = await server.post("/admin/login.data", { password: PASSWORD }, { ip });
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(cookieOf(right, "maarifa_admin")).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("refuses a cross-site sign-in with 403 and creates no session", async () => {
    const res = await server.post(
      "/admin/login",
      { password: PASSWORD },
      { ip, origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
    expect(cookieOf(res, "maarifa_admin")).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);
    const failures = await t.db.selectFrom("throttle_attempts").selectAll().execute();
    expect(failures.filter((f) => f.client_key === ip)).toEqual([]);
  });

  it("logs out: deletes the session on the server and clears the cookie", async () => {
    const { cookie } = await signIn();
    const res = await server.post("/admin/logout", {}, { cookie });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
    const cleared = cookieOf(res, "maarifa_admin");
    expect(cleared?.value).toBe("");
    expect(cleared?.attributes).toContain("Max-Age=0");
    expect(await countSessions(t.db, "admin")).toBe(0);

    // Replaying the old cookie opens nothing.
    expect((await server.get("/admin", { cookie })).status).toBe(401);
    expect((await server.get("/admin.data", { cookie })).status).toBe(401);
  });

  it("does not log out on a GET or a cross-site POST", async () => {
    const { cookie } = await signIn();
    const get = await server.get("/admin/logout", { cookie });
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/admin");
    const crossSite = await server.post(
      "/admin/logout",
      {},
      { cookie, origin: "https://x.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(await countSessions(t.db, "admin")).toBe(1);
    expect((await server.get("/admin", { cookie })).status).toBe(200);
  });

  it("ends a session idle for 2 hours", async () => {
    const { cookie } = await signIn();
    expect((await server.get("/admin", { cookie })).status).toBe(200);
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable("sessions").set({ last_seen_at: threeHoursAgo }).execute();
    expect((await server.get("/admin", { cookie })).status).toBe(401);
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("ends a session at its 12-hour limit, however active", async () => {
    const { cookie } = await signIn();
    await t.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await server.get("/admin", { cookie })).status).toBe(401);
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("ends every session when the password changes", async () => {
    const { cookie } = await signIn();
    await setAdminPassword(t.db, "a brand new password");
    expect((await server.get("/admin", { cookie })).status).toBe(401);
    await setAdminPassword(t.db, PASSWORD);
  });
});

describe("without a trusted proxy (TRUST_PROXY=0)", () => {
  it("ignores a forged X-Forwarded-For, so throttling cannot be dodged", async () => {
    const t = await createTestDatabase("sqlite");
    const server = await startTestServer({ db: t.db, build: vite.build });
    const base = server.base;
    try {
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const response = await fetch(`${base}/admin/login`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            // A new made-up address each time: it must not count as a new client.
            "x-forwarded-for": `203.0.113.${attempt}`,
          },
          body: new URLSearchParams({
            password: "wrong password, long enough",
            redirectTo: "/admin",
          }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    } finally {
      await server.close();
      await t.destroy();
    }
  });
});
