// Crafted paths and hosts (issue #26), on SQLite and PostgreSQL, with and without PUBLIC_URL: a
// path with empty segments (`/fr//evil.example/x`) is redirected to its single-slash form, one
// with a backslash (raw or %5C) or in absolute form is refused with 400, a request with no usable
// Host gets 400; none is ever a 500 or logs a stack trace. On every page such a request reaches,
// every link (a[href], the hreflang alternates, the canonical link, og:url) stays on our origin,
// or is one of the external links the page's own data holds (a lesson's video on YouTube).
import { connect } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs } from "~/.server/testing/captured-logs";
import { CONTACT_EMAIL } from "~/lib/site-contact";
import { insertCourseWithLesson } from "./testing/fixtures";
import { rawRequest, type RawResponse } from "./testing/raw-request";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();

const PUBLIC_ORIGIN = "https://maarifa.example.mr";

/** Where pages of ours link off-site on purpose: a lesson's video, sharing on WhatsApp. */
const ALLOWED_EXTERNAL_ORIGINS = new Set(["https://www.youtube.com", "https://wa.me"]);

/** The footer's mail link (app/lib/site-contact.ts); these servers set no SUPPORT_PHONE. */
const OUR_CONTACTS = new Set([`mailto:${CONTACT_EMAIL}`]);

/** Paths that led off-site or to a 500 on main, and their relatives. */
function craftedPaths(courseId: string): string[] {
  return [
    "/fr//evil.example/x",
    "/en//evil.example/x",
    "//evil.example",
    "//evil.example/x",
    "///evil.example",
    "/fr///evil.example",
    "//a%5Cb",
    "/fr//a%5Cb",
    "/en//a%5Cb",
    "/a%5Cb",
    "/a%5cb",
    "/fr/%5Cevil.example",
    "/\\evil.example",
    "/fr/\\evil.example",
    "/%5C%5Cevil.example",
    "/course//evil.example",
    `/course//${courseId}`,
    `//course/${courseId}`,
    `/fr//course/${courseId}?lesson=x`,
    `/en/course/${courseId}//`,
    "/courses//?q=//evil.example",
    "/fr/%2F%2Fevil.example",
    "http://evil.example/x",
    "//evil.example.data",
  ];
}

/** Every address a page links to or names as itself, as written in its HTML. */
function linksIn(html: string): string[] {
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll("&amp;", "&");
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
    const href = attribute(tag, "href");
    if (href !== undefined) links.push(href);
  }
  for (const [tag] of html.matchAll(/<link\s[^>]*>/g)) {
    const rel = attribute(tag, "rel");
    const href = attribute(tag, "href");
    if ((rel === "alternate" || rel === "canonical") && href !== undefined) links.push(href);
  }
  for (const [tag] of html.matchAll(/<meta\s[^>]*>/g)) {
    const property = attribute(tag, "property");
    const content = attribute(tag, "content");
    if (property === "og:url" && content !== undefined) links.push(content);
  }
  return links;
}

/** Sends `path`, follows our redirects (a few at most), and returns each answer on the way. */
async function follow(base: string, path: string): Promise<{ path: string; res: RawResponse }[]> {
  const answers: { path: string; res: RawResponse }[] = [];
  let next: string | undefined = path;
  for (let hop = 0; next !== undefined && hop < 5; hop++) {
    const res = await rawRequest(base, { path: next });
    answers.push({ path: next, res });
    const location = res.headers.location;
    next =
      res.status >= 300 && res.status < 400 && typeof location === "string" ? location : undefined;
  }
  return answers;
}

/** Sends `text` on a plain socket and returns what came back until the server closed it. */
function rawSocket(base: string, text: string): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

const statusOf = (answer: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1]);

describe.each(testDatabaseKinds())("crafted addresses on %s", (kind) => {
  let t: TestDatabase;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    ({ courseId } = await insertCourseWithLesson(t.db));
  });
  afterAll(async () => {
    await t?.destroy();
  });

  describe.each([
    ["without PUBLIC_URL", undefined],
    ["with PUBLIC_URL", PUBLIC_ORIGIN],
  ])("%s", (_name, publicOrigin) => {
    let server: TestServer;
    const logs = captureLogs();
    let before = 0;
    beforeAll(async () => {
      server = await startTestServer({
        db: t.db,
        build: vite.build,
        publicOrigin,
        logger: logs.logger,
      });
    });
    afterAll(async () => {
      await server?.close();
    });
    beforeEach(() => {
      before = logs.lines().length;
    });
    afterEach(() => {
      // A client's mistake is a warning at most, never an error with a stack trace.
      const lines = logs.lines().slice(before);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => "err" in line)).toEqual([]);
    });

    /** Where a page's links may lead: this server, PUBLIC_URL, and the allowed external sites. */
    const ownOrigins = () => new Set([new URL(server.base).origin, publicOrigin].filter(Boolean));

    it("redirects empty segments to our own single-slash path and refuses the rest with 400", async () => {
      for (const path of craftedPaths(courseId)) {
        const answers = await follow(server.base, path);
        for (const { path: asked, res } of answers) {
          expect(res.status, `${path}: ${asked}`).toBeLessThan(500);
          if (res.status >= 300 && res.status < 400) {
            const location = String(res.headers.location);
            // A path of ours: one slash, then anything but a slash or a backslash.
            expect(location, `${path} → ${location}`).toMatch(/^\/(?![/\\])/);
            expect(location.split("?")[0], path).not.toMatch(/\/\/|\\|%5c/i);
          }
        }
        const last = answers.at(-1)!.res;
        expect(last.status, path).not.toBe(301);
        const first = answers[0]!.res;
        if (/\\|%5c/i.test(path.split("?")[0]!) || !path.startsWith("/")) {
          expect(first.status, path).toBe(400);
        } else if (path.split("?")[0]!.includes("//")) {
          expect(first.status, path).toBe(301);
        }
      }
    });

    it("keeps every link of a page reached through a crafted path on our origin", async () => {
      const own = ownOrigins();
      let checked = 0;
      for (const path of craftedPaths(courseId)) {
        for (const { path: asked, res } of await follow(server.base, path)) {
          if (!String(res.headers["content-type"] ?? "").startsWith("text/html")) continue;
          // The page's address as the browser has it: this server, then the path as asked.
          const pageUrl = server.base + (asked.startsWith("/") ? asked : "/");
          for (const link of linksIn(res.body)) {
            // Relative links resolve against the page's own address, as a browser resolves them.
            const target = new URL(link, pageUrl);
            const ok =
              own.has(target.origin) ||
              ALLOWED_EXTERNAL_ORIGINS.has(target.origin) ||
              OUR_CONTACTS.has(target.href);
            expect(ok, `${path}: ${link} (on ${asked})`).toBe(true);
            // A share link carries the page's address: ours too.
            if (target.origin === "https://wa.me") {
              for (const [shared] of (target.searchParams.get("text") ?? "").matchAll(
                /https?:\/\/\S+/g,
              )) {
                expect(own.has(new URL(shared).origin), `${path}: ${link}`).toBe(true);
              }
            }
            // And written as ours: never `//host` nor `/\host`, which a browser reads as a site.
            expect(link, `${path}: ${link}`).not.toMatch(/^[/\\]{2}|^\/\\/);
            checked++;
          }
        }
      }
      // The pages had links to check (the switcher, the alternates, the footer…).
      expect(checked).toBeGreaterThan(100);
    });

    it("refuses a form posted to a path with empty segments or a backslash with 400", async () => {
      for (const path of ["/fr//auth", "//auth", "/auth%5C", "/admin//login"]) {
        const res = await rawRequest(server.base, {
          method: "POST",
          path,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "password=x",
        });
        expect(res.status, path).toBe(400);
      }
    });

    it("answers a request without a usable Host with 400, and health probes without one", async () => {
      for (const request of [
        "GET / HTTP/1.0\r\n\r\n",
        "GET /fr//evil.example HTTP/1.0\r\n\r\n",
        "GET /courses HTTP/1.0\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n",
        "GET /fr HTTP/1.1\r\nHost: @\r\nConnection: close\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: /evil\r\nConnection: close\r\n\r\n",
        "POST /auth HTTP/1.0\r\nContent-Length: 0\r\n\r\n",
      ]) {
        const answer = await rawSocket(server.base, request);
        expect(statusOf(answer), JSON.stringify(request)).toBe(400);
        // The refusal's own plain text: nothing of a stack or of the request.
        expect(answer, JSON.stringify(request)).not.toMatch(/TypeError|at \w+ \(|node:internal/);
        const id = /X-Request-Id: (\S+)/i.exec(answer)?.[1];
        await logs.waitFor(
          (line) => line.reqId === id && line.event === "request_refused" && line.status === 400,
        );
      }
      // A load balancer's HTTP/1.0 health check (HAProxy sends no Host) still gets its answer.
      for (const path of ["/healthz", "/readyz"]) {
        const answer = await rawSocket(server.base, `GET ${path} HTTP/1.0\r\n\r\n`);
        expect(statusOf(answer), path).toBe(200);
      }
    });

    it("answers odd hosts without a 5xx", async () => {
      // Each at an address of its own, so that it is rendered, never answered by a stored page.
      for (const host of [
        "evil.example",
        "evil.example:99999",
        "[::1",
        "[::1]:3000",
        "a..b",
        "localhost:",
        "-",
        "x".repeat(300),
        "evil.example, other.example",
        "%2F%2Fevil.example",
        "é.example",
      ]) {
        const answer = await rawSocket(
          server.base,
          `GET /fr/courses?host=${encodeURIComponent(host)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
        );
        expect(statusOf(answer), host).toBeLessThan(500);
      }
    });
  });
});
