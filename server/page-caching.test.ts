// Caching and transfer over HTTP (issue #5, docs/decisions/0008-page-caching.md): Cache-Control
// by who asks, ETag and 304, brotli and gzip, and the in-process page cache with its
// invalidation by course writes, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLessons } from "~/.server/db/repositories/lessons";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { ADMIN_SESSION_COOKIE } from "~/features/admin-auth/admin-session.server";
import { deleteCourse, setPublication } from "~/features/course-admin/manage-courses.server";
import { saveCourse } from "~/features/course-admin/save-course.server";
import { silentLogger } from "~/.server/logger";
import { PUBLIC_PAGE } from "./cache-policy";
import { PageCache } from "./page-cache";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import { localizedText } from "~/lib/localized-text";

/** Counts the queries that read or write content (every one but the content-version check). */
class CountContentQueries implements KyselyPlugin {
  count = 0;
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (!JSON.stringify(node).includes('"content_version"')) this.count++;
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent, before any decoding. */
  body: Buffer;
}

/** A request whose response is not decoded (fetch would undo the compression under test). */
function raw(
  base: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const IDENTITY = { "accept-encoding": "identity" };
const SIGNED_IN = { ...IDENTITY, cookie: `${ADMIN_SESSION_COOKIE}=${"a".repeat(43)}` };

const courseForm = (title: string) => ({
  title: localizedText({ en: title, ar: `${title} بالعربية` }),
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 45,
  videos: [
    {
      title: { en: "One" },
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 10,
    },
  ],
  links: [{ title: { en: "Bank" }, url: "https://www.bcm.mr", description: "" }],
});

const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("caching and transfer on %s", (kind) => {
  let t: TestDatabase;
  let counter: CountContentQueries;
  let server: TestServer;
  let cache: PageCache;
  let storage: LocalDiskStorage;
  let uploads: string;
  let courseId: string;
  const get = (path: string, headers: Record<string, string> = IDENTITY) =>
    raw(server.base, path, { headers });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    courseId = await insertCourse(t.db, {
      title: localizedText({ en: "Budgeting", ar: "إعداد الميزانية" }),
      description: localizedText({ ar: "خطط لدخلك" }),
      thumbnailUrl: "",
      category: "Finance",
      difficultyLevel: "beginner",
      durationMinutes: 90,
      instructorName: "",
      isPublished: true,
    });
    await insertLessons(t.db, courseId, [
      {
        title: localizedText({ en: "Intro", ar: "مقدمة" }),
        description: localizedText({}),
        youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
        durationMinutes: 5,
      },
    ]);
    counter = new CountContentQueries();
    cache = new PageCache();
    server = await startTestServer({
      db: t.db.withPlugin(counter) as Database,
      build: vite.build,
      pageCache: cache,
    });
    uploads = mkdtempSync(join(tmpdir(), "maarifa-cache-uploads-"));
    storage = new LocalDiskStorage(uploads);
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
    if (uploads) rmSync(uploads, { recursive: true, force: true });
  });
  beforeEach(() => {
    cache.clear();
  });

  describe("Cache-Control", () => {
    it("lets browsers revalidate and a CDN keep an anonymous public page briefly", async () => {
      for (const path of ["/", "/courses", `/course/${courseId}`, "/courses.data"]) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers["cache-control"], path).toBe(PUBLIC_PAGE);
      }
      expect(PUBLIC_PAGE).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    });

    it("stores no 404", async () => {
      for (const path of ["/no-such-page", "/course/unknown-id"]) {
        const res = await get(path);
        expect(res.status, path).toBe(404);
        expect(res.headers["cache-control"], path).toBe("no-store");
        expect(res.headers.etag, path).toBeUndefined();
      }
    });

    it("stores no admin page, signed in or not", async () => {
      const res = await get("/admin/login");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      const signedIn = await get("/admin/login", SIGNED_IN);
      expect(signedIn.headers["cache-control"]).toMatch(/\bno-store\b/);
    });

    it("keeps a request with a session cookie private and unstored, public pages included", async () => {
      for (const path of ["/", `/course/${courseId}`, "/courses.data"]) {
        const res = await get(path, SIGNED_IN);
        expect(res.headers["cache-control"], path).toBe("private, no-store");
        expect(res.headers.etag, path).toBeUndefined();
      }
    });

    it("keeps hashed assets a year and other static files an hour", async () => {
      const client = mkdtempSync(join(tmpdir(), "maarifa-client-"));
      mkdirSync(join(client, "assets"));
      writeFileSync(join(client, "assets", "root-AbC123.js"), "console.log(1)");
      writeFileSync(join(client, "favicon.svg"), "<svg/>");
      const statics = await startTestServer({ db: t.db, build: vite.build, clientDir: client });
      try {
        const asset = await raw(statics.base, "/assets/root-AbC123.js");
        expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        const icon = await raw(statics.base, "/favicon.svg");
        expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
      } finally {
        await statics.close();
        rmSync(client, { recursive: true, force: true });
      }
    });
  });

  describe("ETag", () => {
    it("answers a matching If-None-Match with an empty 304, for pages and .data", async () => {
      for (const path of ["/", `/course/${courseId}?lesson=1`, "/courses.data"]) {
        const first = await get(path);
        const etag = first.headers.etag as string;
        expect(etag, path).toMatch(/^"[\w-]+"$/); // strong: no W/
        const again = await get(path, { ...IDENTITY, "if-none-match": etag });
        expect(again.status, path).toBe(304);
        expect(again.body.length, path).toBe(0);
        expect(again.headers.etag, path).toBe(etag);
        expect(again.headers["cache-control"], path).toBe(PUBLIC_PAGE);
        // A weak comparison, as RFC 9110 wants for If-None-Match, and lists of tags.
        const weak = await get(path, { ...IDENTITY, "if-none-match": `"x", W/${etag}` });
        expect(weak.status, path).toBe(304);
        const other = await get(path, { ...IDENTITY, "if-none-match": '"something-else"' });
        expect(other.status, path).toBe(200);
      }
    });

    it("keeps the ETag for the same bytes and changes it when the content changes", async () => {
      const before = (await get(`/course/${courseId}`)).headers.etag;
      cache.clear(); // rendered again, with a new nonce: the bytes differ, so must the tag
      const rerendered = await get(`/course/${courseId}`);
      expect(rerendered.headers.etag).not.toBe(before);
      expect((await get(`/course/${courseId}`)).headers.etag).toBe(rerendered.headers.etag);
    });

    it("answers HEAD with the page's headers and no body", async () => {
      const res = await raw(server.base, "/courses", { method: "HEAD", headers: IDENTITY });
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(0);
      expect(res.headers.etag).toBe((await get("/courses")).headers.etag);
    });
  });

  describe("compression", () => {
    it("sends brotli to clients that accept it, gzip to gzip-only clients", async () => {
      const identity = (await get("/courses")).body;
      const br = await get("/courses", { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.body).equals(identity)).toBe(true);
      expect(br.body.length).toBeLessThan(identity.length / 3);
      const gz = await get("/courses", { "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(identity)).toBe(true);
      // Each representation has its own validator.
      expect(
        new Set([br.headers.etag, gz.headers.etag, (await get("/courses")).headers.etag]).size,
      ).toBe(3);
    });

    it("compresses pages that are not cached too", async () => {
      const res = await get("/", { ...SIGNED_IN, "accept-encoding": "br" });
      expect(res.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(res.body).toString()).toContain('dir="rtl"');
      const gz = await get("/", { ...SIGNED_IN, "accept-encoding": "gzip" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
    });
  });

  describe("the page cache", () => {
    it("serves a second hit without running the loaders, byte for byte the same", async () => {
      for (const path of ["/", "/courses?q=الميزانية", `/course/${courseId}`, "/courses.data"]) {
        counter.count = 0;
        const first = await get(path);
        expect(counter.count, path).toBeGreaterThan(0);
        counter.count = 0;
        const second = await get(path);
        expect(counter.count, path).toBe(0);
        expect(second.body.equals(first.body), path).toBe(true);
        expect(second.headers["content-security-policy"]).toBe(
          first.headers["content-security-policy"],
        );
      }
    });

    it("sends a hit with the very headers its page was rendered with, security headers included", async () => {
      const first = await get(`/course/${courseId}`);
      const second = await get(`/course/${courseId}`);
      const without = (headers: Record<string, unknown>) => {
        const {
          date: _date,
          "keep-alive": _keepAlive,
          connection: _connection,
          "x-request-id": _requestId,
          ...rest
        } = headers;
        return rest;
      };
      expect(without(second.headers)).toEqual(without(first.headers));
      // Each answer's own request id, never the stored page's (server/request-logging.ts).
      expect(second.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
      expect(second.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(second.headers["permissions-policy"]).toMatch(/camera=\(\)/);
      // Plain http here: HSTS only goes out over https (server/hardening.test.ts).
      expect(second.headers["strict-transport-security"]).toBeUndefined();
      expect(second.headers["content-type"]).toMatch(/^text\/html/);
      expect(second.headers["set-cookie"]).toBeUndefined();
    });

    it("keys on the whole URL, query included", async () => {
      await get("/courses?page=1");
      counter.count = 0;
      await get("/courses?page=2");
      expect(counter.count).toBeGreaterThan(0);
    });

    it("is bypassed by a request with a session cookie", async () => {
      await get(`/course/${courseId}`);
      counter.count = 0;
      await get(`/course/${courseId}`, SIGNED_IN);
      const once = counter.count;
      expect(once).toBeGreaterThan(0);
      await get(`/course/${courseId}`, SIGNED_IN);
      expect(counter.count).toBeGreaterThan(once);
    });

    it("renders again after a publication toggle, a save and a delete", async () => {
      const page = `/course/${courseId}`;
      expect((await get(page)).status).toBe(200);

      await setPublication(t.db, courseId, false, TEST_AUDIT_ORIGIN);
      expect((await get(page)).status).toBe(404);
      await setPublication(t.db, courseId, true, TEST_AUDIT_ORIGIN);
      expect((await get(page)).status).toBe(200);

      const saved = await saveCourse(
        t.db,
        storage,
        courseId,
        courseForm("Saved title"),
        silentLogger(),
        TEST_AUDIT_ORIGIN,
      );
      expect(saved.ok).toBe(true);
      counter.count = 0;
      const after = await get(page);
      expect(counter.count).toBeGreaterThan(0);
      expect(after.body.toString()).toContain("Saved title بالعربية");

      const created = await saveCourse(
        t.db,
        storage,
        null,
        courseForm("Fresh course"),
        silentLogger(),
        TEST_AUDIT_ORIGIN,
      );
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      await setPublication(t.db, created.courseId, true, TEST_AUDIT_ORIGIN);
      expect((await get("/courses")).body.toString()).toContain("Fresh course بالعربية");
      await deleteCourse(t.db, storage, created.courseId, silentLogger(), TEST_AUDIT_ORIGIN);
      expect((await get("/courses")).body.toString()).not.toContain("Fresh course بالعربية");
      expect((await get(`/course/${created.courseId}`)).status).toBe(404);
    });

    it("keeps serving the cached page when a save rolls back", async () => {
      const page = `/course/${courseId}`;
      const before = await get(page);
      const failing = t.db.withPlugin(new FailInsertsInto("course_links")) as Database;
      const result = await saveCourse(
        failing,
        storage,
        courseId,
        courseForm("Never saved"),
        silentLogger(),
        TEST_AUDIT_ORIGIN,
      );
      expect(result.ok).toBe(false);
      counter.count = 0;
      const after = await get(page);
      expect(counter.count).toBe(0);
      expect(after.body.equals(before.body)).toBe(true);
    });

    it("stays within its bounds, evicting the least recently used page", async () => {
      const small = new PageCache({ maxEntries: 2 });
      const bounded = await startTestServer({
        db: t.db.withPlugin(counter) as Database,
        build: vite.build,
        pageCache: small,
      });
      const hit = (path: string) => raw(bounded.base, path, { headers: IDENTITY });
      try {
        await hit(`/course/${courseId}`);
        await hit("/courses");
        await hit("/"); // the course page, least recently used, goes
        expect(small.size).toBe(2);
        counter.count = 0;
        await hit("/courses");
        expect(counter.count).toBe(0);
        await hit(`/course/${courseId}`);
        expect(counter.count).toBeGreaterThan(0);
      } finally {
        await bounded.close();
      }
    });
  });
});
