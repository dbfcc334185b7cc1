// Course export and import over real HTTP (issue #14): admin only, the Origin check, download
// headers, the import form's answers as pages, and the 100 MB limit held while the body streams,
// on both databases.
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import sharp from "sharp";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findAllCourses } from "~/.server/db/repositories/courses";
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
import type { CourseManifest } from "~/features/course-transfer/manifest";
import { rawZip } from "~/features/course-transfer/testing/raw-zip";
import { zipContents } from "~/features/course-transfer/testing/zip-contents";
import { loadServerBuild, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";
import { decodeHtmlEntities } from "./testing/fixtures";

const MB = 1024 * 1024;
const IMPORT_PATH = "/admin/courses/import";

/** The page's text as a reader sees it (React escapes quotes and ampersands in HTML). */
const pageText = (html: string) => decodeHtmlEntities(html.replace(/<[^>]*>/g, ""));

const importDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith("maarifa-import-"));

describe.each(testDatabaseKinds())("course export and import over HTTP on %s", (kind) => {
  let vite: Awaited<ReturnType<typeof loadServerBuild>>;
  let build: ServerBuild;
  let t: TestDatabase;
  let server: TestServer;
  let adminCookie: string;
  let PNG: Buffer;

  beforeAll(async () => {
    vite = await loadServerBuild();
    build = vite.build;
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build });
    adminCookie = `${ADMIN_SESSION_COOKIE}=${(await createAdminSession(t.db)).token}`;
    PNG = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a50" } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
    await vite?.close();
  });

  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
  });

  function get(path: string, cookie: string | null = adminCookie) {
    return fetch(server.base + path, {
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
  }

  function postImport(
    zip: Uint8Array,
    {
      cookie = adminCookie,
      origin = server.base,
    }: { cookie?: string | null; origin?: string } = {},
  ) {
    const form = new FormData();
    form.append("file", new File([zip as BlobPart], "courses.zip", { type: "application/zip" }));
    const headers: Record<string, string> = { origin };
    if (cookie) headers.cookie = cookie;
    return fetch(server.base + IMPORT_PATH, {
      method: "POST",
      body: form,
      headers,
      redirect: "manual",
    });
  }

  const validZip = () =>
    rawZip([
      {
        name: "manifest.json",
        data: JSON.stringify({
          format: "maarifa-courses",
          version: 1,
          exportedAt: "2026-11-23T10:00:00.000Z",
          courses: [
            {
              title: "Imported one",
              category: "Finance",
              difficultyLevel: "beginner",
              thumbnailFile: "thumbnails/1.png",
              lessons: [{ title: "L", youtubeUrl: "https://youtu.be/wyZne_GSXQU" }],
              links: [],
            },
            { title: "Imported two", category: "Design", difficultyLevel: "advanced" },
          ],
        }),
      },
      { name: "thumbnails/1.png", data: PNG, method: 0 },
    ]);

  describe("export", () => {
    it("downloads every course as a dated ZIP attachment, never cached", async () => {
      await insertCourse(
        t.db,
        testCourse({ title: localizedText({ en: "First" }), isPublished: true }),
      );
      await insertCourse(t.db, testCourse({ title: localizedText({ en: "Second draft" }) }));
      const res = await get("/admin/courses/export");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/zip");
      const today = new Date().toISOString().slice(0, 10);
      expect(res.headers.get("content-disposition")).toBe(
        `attachment; filename="maarifa-courses-${today}.zip"`,
      );
      expect(res.headers.get("cache-control")).toBe("no-store");
      const files = await zipContents(Buffer.from(await res.arrayBuffer()));
      const manifest = JSON.parse(files.get("manifest.json")!.toString()) as CourseManifest;
      expect(manifest.courses.map((c) => c.title.en)).toEqual(["First", "Second draft"]);
    });

    it("downloads one course, and answers 404 for an unknown one", async () => {
      await insertCourse(t.db, testCourse({ title: localizedText({ en: "Not me" }) }));
      const id = await insertCourse(t.db, testCourse({ title: localizedText({ en: "Just me" }) }));
      const res = await get(`/admin/courses/${id}/export`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-disposition")).toMatch(
        new RegExp(`^attachment; filename="maarifa-course-${id}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
      );
      const files = await zipContents(Buffer.from(await res.arrayBuffer()));
      const manifest = JSON.parse(files.get("manifest.json")!.toString()) as CourseManifest;
      expect(manifest.courses.map((c) => c.title.en)).toEqual(["Just me"]);
      expect((await get(`/admin/courses/${crypto.randomUUID()}/export`)).status).toBe(404);
    });

    it("answers 401 with no course data without an admin session", async () => {
      const id = await insertCourse(
        t.db,
        testCourse({ title: localizedText({ en: "Secret draft" }) }),
      );
      for (const path of ["/admin/courses/export", `/admin/courses/${id}/export`]) {
        for (const cookie of [null, `${ADMIN_SESSION_COOKIE}=${"A".repeat(43)}`]) {
          const res = await get(path, cookie);
          expect(res.status).toBe(401);
          expect(res.headers.get("content-type")).not.toBe("application/zip");
          expect(await res.text()).not.toContain("Secret draft");
        }
      }
    });
  });

  describe("import", () => {
    it("shows the import page to an administrator only", async () => {
      const page = await get(IMPORT_PATH);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(pageText(html)).toContain("Import Courses");
      // A plain form: it posts the file without JavaScript too.
      const form = /<form [^>]*action="\/admin\/courses\/import"[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toMatch(/encType="multipart\/form-data"/i);
      expect(form).toContain('method="post"');
      expect(html).toMatch(/<input [^>]*type="file"[^>]*name="file"/);
      expect((await get(IMPORT_PATH, null)).status).toBe(401);
    });

    it("imports a ZIP posted by the form as drafts and says how many", async () => {
      const before = importDirs();
      const res = await postImport(validZip());
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(pageText(html)).toContain("2 courses imported as drafts");
      const courses = await findAllCourses(t.db);
      expect(courses.map((c) => [c.title.en, c.isPublished])).toEqual([
        ["Imported two", false],
        ["Imported one", false],
      ]);
      for (const course of courses) expect(html).toContain(`/admin/course/${course.id}`);
      // The image is ours now: served from our uploads, as WebP.
      const image = await fetch(server.base + courses[1]!.thumbnailUrl);
      expect(image.status).toBe(200);
      expect(image.headers.get("content-type")).toBe("image/webp");
      expect(importDirs()).toEqual(before);
    });

    it("lists every problem with its place and imports nothing", async () => {
      const zip = rawZip([
        {
          name: "manifest.json",
          data: JSON.stringify({
            format: "maarifa-courses",
            version: 1,
            courses: [
              { title: "Fine", category: "Finance", difficultyLevel: "beginner" },
              {
                title: "Broken",
                category: "",
                difficultyLevel: "beginner",
                lessons: [{ title: "x", youtubeUrl: "https://example.com/video" }],
              },
            ],
          }),
        },
      ]);
      const res = await postImport(zip);
      expect(res.status).toBe(422);
      const html = pageText(await res.text());
      expect(html).toContain("Nothing was imported");
      expect(html).toContain("courses[1].category: Choose a category");
      expect(html).toContain(
        'courses[1].lessons[0].youtubeUrl: Video 1 ("x"): enter a valid YouTube URL',
      );
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("refuses a path-traversal entry and what is not a ZIP with 400", async () => {
      const traversal = await postImport(
        rawZip([
          { name: "manifest.json", data: "{}" },
          { name: "../../../tmp/evil.sh", data: "#!/bin/sh" },
        ]),
      );
      expect(traversal.status).toBe(400);
      expect(pageText(await traversal.text())).toContain(
        'ZIP entry "../../../tmp/evil.sh": ".." would climb out of the folder',
      );
      const notZip = await postImport(new TextEncoder().encode("<html>not a zip</html>"));
      expect(notZip.status).toBe(400);
      expect(pageText(await notZip.text())).toContain(
        "This file is not a ZIP archive (or it is damaged)",
      );
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("refuses an import without an admin session, or from another site, reading nothing", async () => {
      expect((await postImport(validZip(), { cookie: null })).status).toBe(401);
      expect((await postImport(validZip(), { origin: "https://evil.example" })).status).toBe(403);
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("cuts off a body of unknown length soon after 100 MB with 413", async () => {
      const before = importDirs();
      // Chunked (no Content-Length): the limit must hold while the body streams. The body is
      // generated as it is sent, never held in this process.
      const boundary = "----import-test";
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.zip"\r\n` +
          "Content-Type: application/zip\r\n\r\n",
      );
      const chunk = new Uint8Array(64 * 1024);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(head),
        pull(controller) {
          if (sent >= 300 * MB) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(server.base + IMPORT_PATH, {
        method: "POST",
        body,
        duplex: "half",
        headers: {
          origin: server.base,
          cookie: adminCookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(pageText(await res.text())).toContain("The file is larger than 100 MB");
      // Stopped a little past 100 MB; far short of the 300 MB the client would have sent.
      expect(sent).toBeGreaterThan(100 * MB);
      expect(sent).toBeLessThan(160 * MB);
      expect(importDirs()).toEqual(before);
      expect(await findAllCourses(t.db)).toEqual([]);
    });

    it("refuses a request declaring more than 100 MB before its body is sent", async () => {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = httpRequest(server.base + IMPORT_PATH, {
          method: "POST",
          headers: {
            origin: server.base,
            cookie: adminCookie,
            "content-type": "multipart/form-data; boundary=xyz",
            "content-length": String(101 * MB),
          },
        });
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => {
            resolve(res.statusCode);
            req.destroy();
          });
        });
        req.on("error", reject);
        req.flushHeaders();
      });
      expect(status).toBe(413);
    });
  });
});
