// Absolute URLs, the Host header and transport headers (issue #12): PUBLIC_URL alone names the
// site in pages, a forged Host neither reaches a stored page nor pushes real pages out of the
// cache, HSTS goes out over https only, every page carries a Permissions-Policy, and a Host that
// is an IPv6 literal with a port works for actions too.
import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import { insertCourse } from "~/.server/db/repositories/courses";
import { countLearners } from "~/.server/db/repositories/learners";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { PageCache } from "./page-cache";
import { portOfHost } from "./request-url";
import { rawRequest } from "./testing/raw-request";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();

/** The page's canonical and og:url/og:image addresses. */
function absoluteUrls(html: string): string[] {
  return [...html.matchAll(/(?:href|content)="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!);
}

describe("portOfHost", () => {
  it.each([
    ["localhost:3000", 3000],
    ["example.mr", undefined],
    ["[::1]:3000", 3000],
    ["[::1]", undefined],
    ["[2001:db8::1]:8443", 8443],
    ["127.0.0.1:80", 80],
    ["::1", undefined],
    [undefined, undefined],
  ])("%s → %s", (host, port) => {
    expect(portOfHost(host)).toBe(port);
  });
});

describe.each(testDatabaseKinds())("hosts and headers on %s", (kind) => {
  let t: TestDatabase;
  let courseId: string;
  let thumbnailCourseId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    courseId = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budgeting" }), isPublished: true }),
    );
    thumbnailCourseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Marketing" }),
        isPublished: true,
        thumbnailUrl: "/uploads/course-thumbnails/0b4f7d1e-7c2a-4a57-9d0f-5b1c9d2e3f40.webp",
      }),
    );
  });
  afterAll(async () => {
    await t?.destroy();
  });

  describe("with PUBLIC_URL", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        db: t.db,
        build: vite.build,
        trustProxy: 1,
        publicOrigin: "https://maarifa.example.mr",
      });
    });
    afterAll(() => server?.close());

    it("names the site by PUBLIC_URL whatever Host or X-Forwarded-Host says", async () => {
      for (const headers of [
        { host: "evil.example" } as Record<string, string>,
        { host: "127.0.0.1", "x-forwarded-host": "evil.example" },
        {},
      ]) {
        const res = await rawRequest(server.base, {
          path: `/course/${thumbnailCourseId}`,
          headers,
        });
        expect(res.status).toBe(200);
        const urls = absoluteUrls(res.body);
        expect(urls).toContain(`https://maarifa.example.mr/course/${thumbnailCourseId}`);
        expect(urls).toContain(
          "https://maarifa.example.mr/uploads/course-thumbnails/0b4f7d1e-7c2a-4a57-9d0f-5b1c9d2e3f40.webp",
        );
        expect(res.body).not.toContain("evil.example");
        expect(res.body).not.toContain("127.0.0.1");
      }
    });

    it("sends HSTS over https only, and a Permissions-Policy on every page", async () => {
      const plain = await rawRequest(server.base, { path: "/" });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
      expect(plain.headers["permissions-policy"]).toMatch(/camera=\(\), microphone=\(\)/);
      // The same page again, now from the page cache, over https (the proxy says so).
      const secure = await rawRequest(server.base, {
        path: "/",
        headers: { "x-forwarded-proto": "https" },
      });
      expect(secure.headers["strict-transport-security"]).toBe("max-age=31536000");
      expect(secure.headers["permissions-policy"]).toBe(plain.headers["permissions-policy"]);
      const plainAgain = await rawRequest(server.base, { path: "/" });
      expect(plainAgain.headers["strict-transport-security"]).toBeUndefined();
      // The beacon's answer carries none of the document headers (issue #7's budget).
      const beacon = await fetch(`${server.base}/api/analytics`, {
        method: "POST",
        body: JSON.stringify({ name: "page_view", path: "/" }),
        headers: { "x-forwarded-proto": "https", "content-type": "text/plain" },
      });
      expect(beacon.headers.get("permissions-policy")).toBeNull();
    });
  });

  describe("without PUBLIC_URL", () => {
    let server: TestServer;
    let cache: PageCache;
    beforeAll(async () => {
      cache = new PageCache({ maxEntries: 20 });
      server = await startTestServer({ db: t.db, build: vite.build, pageCache: cache });
    });
    afterAll(() => server?.close());

    it("uses the request's host, keeps the real page stored, and never serves one host's page to another", async () => {
      const path = `/course/${courseId}`;
      const port = new URL(server.base).port;
      const real = await rawRequest(server.base, { path });
      expect(absoluteUrls(real.body)).toContain(`http://127.0.0.1:${port}${path}`);

      // Many forged hosts, each asking for the same page and a few others.
      for (let i = 0; i < 60; i++) {
        const forged = await rawRequest(server.base, {
          path: i % 2 ? path : `/courses?page=${i}`,
          headers: { host: `evil-${i}.example` },
        });
        if (i % 2) expect(forged.body).toContain(`http://evil-${i}.example${path}`);
        expect(forged.body).not.toContain("127.0.0.1");
      }
      // The real host's copy is still the stored one: served from the cache, naming itself.
      const again = await rawRequest(server.base, { path });
      expect(again.body).toBe(real.body);
      expect(cache.peek(path)?.origin).toBe(`http://127.0.0.1:${port}`);
      expect(cache.size).toBeLessThanOrEqual(20);
    });

    it("accepts actions whose Host is an IPv6 literal with a port", async () => {
      const port = new URL(server.base).port;
      const host = `[::1]:${port}`;
      const res = await rawRequest(server.base, {
        method: "POST",
        path: "/auth",
        headers: {
          host,
          origin: `http://${host}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          intent: "sign-up",
          email: "ipv6@example.mr",
          password: "nouakchott sea breeze",
        }).toString(),
      });
      // Sign-up answers the page of its recovery code (issue #27).
      expect(res.status).toBe(200);
      expect(await countLearners(t.db)).toBe(1);
    });
  });
});

describe("files holding private data", () => {
  it("creates the SQLite database and the upload folder readable by the server's user only", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "maarifa-perm-")), "data");
    const db = createDatabase(`file:${join(dir, "app.db")}`);
    try {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, "app.db")).mode & 0o777).toBe(0o600);
    } finally {
      await db.destroy();
    }
    const storage = new LocalDiskStorage(join(dir, "uploads"));
    await storage.put("course-thumbnails", "a.webp", new Uint8Array([1, 2, 3]));
    expect(statSync(join(dir, "uploads")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "uploads", "course-thumbnails")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "uploads", "course-thumbnails", "a.webp")).mode & 0o777).toBe(0o600);
  });
});
