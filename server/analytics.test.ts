// First-party analytics over HTTP (issue #7): the beacon endpoint (validation, bots, Do Not Track
// and Global Privacy Control, rate limit, no cookie, no cache), the admin Analytics page behind
// the admin session, and Google Analytics present only when GA_MEASUREMENT_ID is set.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countAnalyticsEvents } from "~/.server/db/repositories/analytics";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const GOOGLE = /google|gtag|googletagmanager|doubleclick/i;

const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("analytics over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let ipCounter = 0;
  /** Each test sends from its own address, so one test's rate limit never touches another. */
  let ip: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({
      db: t.db,
      build: vite.build,
      trustProxy: 1,
      analytics: new AnalyticsCollector(t.db, { maxDelayMs: 5, perClientPerMinute: 5 }),
    });
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("analytics_events").execute();
    ipCounter += 1;
    ip = `203.0.113.${ipCounter}`;
  });

  function beacon(body: unknown, headers: Record<string, string> = {}) {
    return fetch(`${server.base}/api/analytics`, {
      method: "POST",
      body: typeof body === "string" ? body : JSON.stringify(body),
      headers: {
        // As navigator.sendBeacon sends a string: same-origin, text/plain, the page's user agent.
        "content-type": "text/plain;charset=UTF-8",
        origin: server.base,
        "user-agent": BROWSER_UA,
        "x-forwarded-for": ip,
        ...headers,
      },
    });
  }

  async function storedEvents() {
    return t.db
      .selectFrom("analytics_events")
      .select(["name", "path", "label", "course_id"])
      .orderBy("occurred_at")
      .execute();
  }

  it("stores each event of the specification, answering 204 with no body, cookie or cache", async () => {
    const events = [
      { name: "page_view", path: "/" },
      { name: "navigate", path: "/", label: "courses" },
      { name: "view_course", path: "/course/c1", label: "المحاسبة", courseId: "c1" },
    ];
    for (const event of events) {
      const res = await beacon(event);
      expect(res.status).toBe(204);
      expect(await res.text()).toBe("");
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    // The answer came after the write: the events are there now, without waiting.
    expect(await storedEvents()).toEqual([
      { name: "page_view", path: "/", label: "", course_id: "" },
      { name: "navigate", path: "/", label: "courses", course_id: "" },
      { name: "view_course", path: "/course/c1", label: "المحاسبة", course_id: "c1" },
    ]);
  });

  it("answers with a few small headers, not a page's (no CSP on a body-less 204)", async () => {
    const res = await beacon({ name: "page_view", path: "/" });
    expect(res.status).toBe(204);
    expect(res.headers.get("content-security-policy")).toBeNull();
    const headerBytes = [...res.headers].reduce((n, [k, v]) => n + k.length + v.length + 4, 0);
    expect(headerBytes).toBeLessThan(200);
    // A page still gets its full set.
    const page = await fetch(`${server.base}/`);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
  });

  it("needs no cookie and ignores any it is sent", async () => {
    const res = await beacon(
      { name: "page_view", path: "/courses" },
      { cookie: `${ADMIN_SESSION_COOKIE}=not-a-session; other=1` },
    );
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await countAnalyticsEvents(t.db)).toBe(1);
  });

  it("refuses invalid events with 400 and stores nothing", async () => {
    for (const body of [
      "not json",
      { name: "purchase", path: "/" },
      { name: "page_view", path: "/courses?q=secret" },
      { name: "navigate", path: "/", label: "elsewhere" },
    ]) {
      ipCounter += 1;
      ip = `198.51.100.${ipCounter}`;
      expect((await beacon(body)).status).toBe(400);
    }
    expect(await countAnalyticsEvents(t.db)).toBe(0);
  });

  it("refuses an oversized body with 413, declared or streamed", async () => {
    const res = await beacon({ name: "page_view", path: "/", pad: "x".repeat(5000) });
    expect(res.status).toBe(413);
    // Chunked, with no Content-Length: refused once more than 2 KB has arrived.
    const big = new TextEncoder().encode(
      JSON.stringify({ name: "page_view", path: "/", pad: "x".repeat(5000) }),
    );
    const streamed = await fetch(`${server.base}/api/analytics`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(big.subarray(0, 1000));
          controller.enqueue(big.subarray(1000));
          controller.close();
        },
      }),
      duplex: "half",
      headers: { origin: server.base, "user-agent": BROWSER_UA, "x-forwarded-for": ip },
    } as RequestInit & { duplex: "half" });
    expect(streamed.status).toBe(413);
    expect(await countAnalyticsEvents(t.db)).toBe(0);
  });

  it("drops bots and clients without a user agent, answering as if stored", async () => {
    for (const userAgent of [
      "Googlebot/2.1 (+http://www.google.com/bot.html)",
      "curl/8.5.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36",
      "",
    ]) {
      const res = await beacon({ name: "page_view", path: "/" }, { "user-agent": userAgent });
      expect(res.status, userAgent).toBe(204);
    }
    expect(await countAnalyticsEvents(t.db)).toBe(0);
    expect((await beacon({ name: "page_view", path: "/" })).status).toBe(204);
    expect(await countAnalyticsEvents(t.db)).toBe(1);
  });

  it("respects Do Not Track and Global Privacy Control", async () => {
    expect((await beacon({ name: "page_view", path: "/" }, { dnt: "1" })).status).toBe(204);
    expect((await beacon({ name: "page_view", path: "/" }, { "sec-gpc": "1" })).status).toBe(204);
    expect(await countAnalyticsEvents(t.db)).toBe(0);
    // DNT: 0 is a choice to allow.
    expect((await beacon({ name: "page_view", path: "/" }, { dnt: "0" })).status).toBe(204);
    expect(await countAnalyticsEvents(t.db)).toBe(1);
  });

  it("does not count the admin's own pages", async () => {
    expect((await beacon({ name: "page_view", path: "/admin/analytics" })).status).toBe(204);
    expect(await countAnalyticsEvents(t.db)).toBe(0);
  });

  it("limits each client's rate with 429, others unaffected", async () => {
    const statuses = [];
    for (let n = 0; n < 7; n++)
      statuses.push((await beacon({ name: "page_view", path: "/" })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(await countAnalyticsEvents(t.db)).toBe(5);
    ip = "192.0.2.200";
    expect((await beacon({ name: "page_view", path: "/" })).status).toBe(204);
  });

  it("refuses a cross-site beacon and answers a GET with 405", async () => {
    expect(
      (await beacon({ name: "page_view", path: "/" }, { origin: "https://evil.example" })).status,
    ).toBe(403);
    const get = await fetch(`${server.base}/api/analytics`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await countAnalyticsEvents(t.db)).toBe(0);
  });

  it("serves public pages without a cookie, with no Google code or host when GA is unset", async () => {
    for (const path of ["/", "/courses"]) {
      const res = await fetch(server.base + path);
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).not.toMatch(GOOGLE);
      expect(res.headers.get("content-security-policy")).not.toMatch(GOOGLE);
    }
  });

  it("shows the Analytics page only with the admin session", async () => {
    const courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budgeting", ar: "الميزانية" }) }),
    );
    await beacon({
      name: "view_course",
      path: `/course/${courseId}`,
      label: "الميزانية",
      courseId,
    });

    const signedOut = await fetch(`${server.base}/admin/analytics`);
    expect(signedOut.status).toBe(401);
    const gate = await signedOut.text();
    expect(gate).toContain("Admin Access");
    expect(gate).not.toContain("الميزانية");
    expect((await fetch(`${server.base}/admin/analytics.data`)).status).toBe(401);
    const forged = await fetch(`${server.base}/admin/analytics`, {
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=forged` },
    });
    expect(forged.status).toBe(401);

    const { token } = await createAdminSession(t.db);
    const res = await fetch(`${server.base}/admin/analytics?from=2020-01-01`, {
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Analytics");
    expect(html).toContain("Top courses by views");
    expect(html).toContain("الميزانية");
    // The chart's library is not in the server's HTML: it loads in the browser, on this page only.
    expect(html).not.toMatch(/uPlot\.esm/);
  });
});

describe("Google Analytics 4 when GA_MEASUREMENT_ID is set", () => {
  let t: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    server = await startTestServer({ db: t.db, build: vite.build, gaMeasurementId: "G-TEST1234" });
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  it("loads gtag with the id, under the page's nonce, and lets exactly GA4's hosts into the CSP", async () => {
    const res = await fetch(`${server.base}/`);
    const html = await res.text();
    const csp = res.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const snippet = /<script nonce="([^"]*)">([^<]*googletagmanager[^<]*)<\/script>/.exec(html);
    expect(snippet?.[1]).toBe(nonce);
    expect(snippet?.[2]).toContain('"G-TEST1234"');
    expect(snippet?.[2]).toContain("doNotTrack");
    expect(snippet?.[2]).toContain("send_page_view:false");

    const directive = (name: string) =>
      new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(csp)?.[1]?.split(" ") ?? [];
    expect(directive("script-src").filter((s) => GOOGLE.test(s))).toEqual([
      "https://*.googletagmanager.com",
    ]);
    expect(directive("connect-src")).toEqual([
      "'self'",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://*.googletagmanager.com",
    ]);
    expect(directive("frame-src").join(" ")).not.toMatch(GOOGLE);
  });
});
