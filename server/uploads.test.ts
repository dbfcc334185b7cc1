// Thumbnail uploads over real HTTP (issue #3, issue #5): the admin check, the 5 MB limit while the
// body streams in, type detection by content, re-encoding into WebP widths under random names,
// and serving the result back safely. The
// app is built by Vite in-process, as in app.test.ts, around a real database (each kind) and a
// temp folder.
import { randomUUID } from "node:crypto";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { insertCourse } from "~/.server/db/repositories/courses";
import { LESSON_MEDIA_BUCKET, THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import { THUMBNAIL_WIDTHS, thumbnailVariants } from "~/lib/stored-thumbnail-url";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { expectMediaServedInRanges } from "./testing/media-ranges";
import { loadServerBuild, startTestServer, type TestServer } from "./testing/test-server";
import { testCourse } from "~/.server/db/testing/test-course";
import { localizedText } from "~/lib/localized-text";

const FIVE_MB = 5 * 1024 * 1024;
const UPLOAD_PATH = "/admin/uploads/thumbnail";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A real 640×360 PNG (uploads are decoded), made once with sharp. */
let PNG: Uint8Array;
/** That PNG, padded with zeros after its end (decoders ignore them) to `size` bytes. */
function png(size?: number): Uint8Array {
  if (size === undefined) return PNG;
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}
/** The stored file names of every width of the upload at `url`. */
const filesOf = (url: string) =>
  (thumbnailVariants(url) ?? []).map((variant) => variant.url.split("/").pop());
const text = (s: string) => new TextEncoder().encode(s);

let vite: Awaited<ReturnType<typeof loadServerBuild>>;
let build: ServerBuild;
// Set by each database kind's suite below, for the helpers that follow.
let t: TestDatabase;
let uploadsDir: string;
let server: TestServer;
let base: string;
let adminCookie: string;

beforeAll(async () => {
  PNG = new Uint8Array(
    await sharp({ create: { width: 640, height: 360, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer(),
  );
  vite = await loadServerBuild();
  build = vite.build;
}, 60_000);

afterAll(async () => {
  await vite?.close();
});

/** Everything in the bucket folder, partial writes included. */
function bucketContents(): string[] {
  try {
    return readdirSync(join(uploadsDir, THUMBNAIL_BUCKET)).sort();
  } catch {
    return [];
  }
}

beforeEach(() => {
  rmSync(join(uploadsDir, THUMBNAIL_BUCKET), { recursive: true, force: true });
});

/** Posts one file the way the editor does (a same-origin multipart form). */
function upload(
  bytes: Uint8Array,
  name: string,
  { type = "image/png", cookie = adminCookie }: { type?: string; cookie?: string | null } = {},
) {
  const form = new FormData();
  form.append("file", new File([bytes as BlobPart], name, { type }));
  const headers: Record<string, string> = { Origin: base };
  if (cookie) headers.Cookie = cookie;
  return fetch(base + UPLOAD_PATH, { method: "POST", body: form, headers, redirect: "manual" });
}

const INVALID_TYPE = { title: "Invalid file type", description: "Please select an image file" };
const TOO_LARGE = {
  title: "File too large",
  description: "Please select an image smaller than 5MB",
};

describe.each(testDatabaseKinds())("thumbnail uploads over HTTP on %s", (kind) => {
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build });
    base = server.base;
    uploadsDir = server.uploadsDir;
    // A session as a successful sign-in creates it (the sign-in form itself is tested elsewhere).
    const { token } = await createAdminSession(t.db);
    adminCookie = `${ADMIN_SESSION_COOKIE}=${token}`;
  });

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  describe("POST /admin/uploads/thumbnail", () => {
    it("refuses an upload without an admin session with 401 and stores nothing", async () => {
      expect((await upload(png(), "a.png", { cookie: null })).status).toBe(401);
      const forged = `${ADMIN_SESSION_COOKIE}=${"A".repeat(43)}`;
      expect((await upload(png(), "a.png", { cookie: forged })).status).toBe(401);
      expect(bucketContents()).toEqual([]);
    });

    it("refuses a cross-site upload even with the session cookie", async () => {
      const form = new FormData();
      form.append("file", new File([png() as BlobPart], "a.png", { type: "image/png" }));
      const res = await fetch(base + UPLOAD_PATH, {
        method: "POST",
        body: form,
        headers: { Origin: "https://evil.example", Cookie: adminCookie },
      });
      expect(res.status).toBe(403);
      expect(bucketContents()).toEqual([]);
    });

    it("stores a PNG renamed .txt as WebP widths and serves them as image/webp, never sniffed", async () => {
      const res = await upload(png(), "photo.txt", { type: "text/plain" });
      expect(res.status).toBe(201);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const { url } = (await res.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^/uploads/${THUMBNAIL_BUCKET}/${UUID}-960\\.webp$`));
      expect(bucketContents()).toEqual(filesOf(url));

      for (const variant of thumbnailVariants(url) ?? []) {
        const served = await fetch(base + variant.url);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("content-security-policy")).toContain("sandbox");
        const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
        // Never wider than the 640-pixel original.
        expect(meta).toMatchObject({ format: "webp", width: Math.min(variant.width, 640) });
      }
    });

    it("refuses an image over 4000 pixels wide with 422 'Upload failed' and stores nothing", async () => {
      const wide = await sharp({
        create: { width: 4001, height: 10, channels: 3, background: "#fff" },
      })
        .png()
        .toBuffer();
      const res = await upload(new Uint8Array(wide), "wide.png");
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        title: "Upload failed",
        description: "Please select an image at most 4000×4000 pixels",
      });
      expect(bucketContents()).toEqual([]);
    });

    it("refuses a damaged JPEG with 422 'Upload failed' and stores nothing", async () => {
      const jpeg = await sharp(PNG).jpeg().toBuffer();
      const res = await upload(new Uint8Array(jpeg.subarray(0, jpeg.length / 2)), "cut.jpg", {
        type: "image/jpeg",
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        title: "Upload failed",
        description: "The image could not be read; it may be damaged",
      });
      expect(bucketContents()).toEqual([]);
    });

    it("refuses an HTML file named .jpg with 415 and stores nothing", async () => {
      const html = text("<!doctype html><html><script>alert(document.cookie)</script></html>");
      const res = await upload(html, "photo.jpg", { type: "image/jpeg" });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(INVALID_TYPE);
      expect(bucketContents()).toEqual([]);
    });

    it("refuses an SVG with 415", async () => {
      const svg = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const res = await upload(svg, "logo.svg", { type: "image/svg+xml" });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(INVALID_TYPE);
      expect(bucketContents()).toEqual([]);
    });

    it("accepts exactly 5 MB", async () => {
      const res = await upload(png(FIVE_MB), "big.png");
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      expect((await fetch(base + url)).status).toBe(200);
    });

    it("refuses 5 MB and one byte with 413 and leaves nothing, not even a partial file", async () => {
      const res = await upload(png(FIVE_MB + 1), "big.png");
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
      expect(bucketContents()).toEqual([]);
    });

    it("cuts off an oversized upload of unknown length soon after 5 MB", async () => {
      // Chunked, so no Content-Length to judge by: the limit must hold while the body streams.
      const boundary = "----thumbnail-test";
      const head = text(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
          "Content-Type: image/png\r\n\r\n",
      );
      const chunk = new Uint8Array(64 * 1024);
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(head),
        pull(controller) {
          if (sent >= 50 * 1024 * 1024) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
      const res = await fetch(base + UPLOAD_PATH, {
        method: "POST",
        body,
        duplex: "half",
        headers: {
          Origin: base,
          Cookie: adminCookie,
          "Content-Type": `multipart/form-data; boundary=${boundary}`,
        },
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
      // The server stopped reading a little past 5 MB; what the client had produced by then is
      // that plus socket buffers, far short of the 50 MB it would have sent.
      expect(sent).toBeLessThan(25 * 1024 * 1024);
      expect(bucketContents()).toEqual([]);
    });

    it("refuses a request declaring far more than 5 MB before its body is sent", async () => {
      // Only the headers go out: the answer must come without waiting for the 50 MB.
      const { status, body } = await new Promise<{ status?: number; body: string }>(
        (resolve, reject) => {
          const req = httpRequest(base + UPLOAD_PATH, {
            method: "POST",
            headers: {
              Origin: base,
              Cookie: adminCookie,
              "Content-Type": "multipart/form-data; boundary=xyz",
              "Content-Length": String(50 * 1024 * 1024),
            },
          });
          req.on("response", (res) => {
            let data = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => (data += chunk));
            res.on("end", () => {
              resolve({ status: res.statusCode, body: data });
              req.destroy();
            });
            res.on("error", reject);
          });
          req.on("error", reject);
          req.flushHeaders();
        },
      );
      expect(status).toBe(413);
      expect(JSON.parse(body)).toEqual(TOO_LARGE);
      expect(bucketContents()).toEqual([]);
    });

    it("ignores a path-traversal file name", async () => {
      const res = await upload(png(), "../../etc/passwd.png");
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^/uploads/${THUMBNAIL_BUCKET}/${UUID}-960\\.webp$`));
      expect(readdirSync(uploadsDir)).toEqual([THUMBNAIL_BUCKET]);
      expect(bucketContents()).toHaveLength(THUMBNAIL_WIDTHS.length);
    });

    it("answers a fetcher's script path (.data) with the same outcome", async () => {
      const form = new FormData();
      form.append("file", new File([png() as BlobPart], "a.png", { type: "image/png" }));
      const res = await fetch(`${base}${UPLOAD_PATH}.data`, {
        method: "POST",
        body: form,
        headers: { Origin: base, Cookie: adminCookie },
      });
      expect(res.status).toBe(201);
      // React Router's own encoding, which useFetcher decodes back into { url }.
      expect(await res.text()).toMatch(
        new RegExp(`"url","/uploads/${THUMBNAIL_BUCKET}/${UUID}-960\\.webp"`),
      );
    });

    it("answers other methods with 405", async () => {
      const res = await fetch(base + UPLOAD_PATH, { headers: { Cookie: adminCookie } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      const put = await fetch(base + UPLOAD_PATH, {
        method: "PUT",
        body: "x",
        headers: { Origin: base, Cookie: adminCookie },
      });
      expect(put.status).toBe(405);
    });

    it("answers 400 when no file is sent", async () => {
      const form = new FormData();
      form.append("title", "no file here");
      const res = await fetch(base + UPLOAD_PATH, {
        method: "POST",
        body: form,
        headers: { Origin: base, Cookie: adminCookie },
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ title: "Upload failed", description: "No file was sent" });
    });
  });

  describe("POST /admin/uploads/thumbnail/discard", () => {
    const DISCARD_PATH = "/admin/uploads/thumbnail/discard";

    /** Posts the editor's discard form for `url`. */
    function discard(url: string, { cookie = adminCookie, origin = base } = {}) {
      const headers: Record<string, string> = { Origin: origin };
      if (cookie) headers.Cookie = cookie;
      return fetch(base + DISCARD_PATH, {
        method: "POST",
        body: new URLSearchParams({ url }),
        headers,
        redirect: "manual",
      });
    }

    async function uploaded() {
      const res = await upload(png(), "cover.png");
      expect(res.status).toBe(201);
      return ((await res.json()) as { url: string }).url;
    }

    const courseWith = (thumbnailUrl: string) =>
      insertCourse(
        t.db,
        testCourse({ title: localizedText({ en: "Uses the image" }), thumbnailUrl }),
      );

    beforeEach(async () => {
      await t.db.deleteFrom("courses").execute();
    });

    it("deletes every width of an upload no course uses: 204, gone and no longer served", async () => {
      const first = await uploaded();
      const second = await uploaded();
      const res = await discard(first);
      expect(res.status).toBe(204);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(bucketContents()).toEqual(filesOf(second));
      for (const variant of thumbnailVariants(first) ?? []) {
        expect((await fetch(base + variant.url)).status).toBe(404);
      }
      // Already gone: nothing left to do, still fine.
      expect((await discard(first)).status).toBe(204);
    });

    it("keeps an upload a course uses, by its own or its full URL, with 409", async () => {
      const used = await uploaded();
      const pasted = await uploaded();
      await courseWith(used);
      await courseWith(`https://maarifa.example${pasted}`);
      for (const url of [used, pasted]) {
        const res = await discard(url);
        expect(res.status).toBe(409);
        expect(await res.json()).toEqual({
          title: "Discard failed",
          description: "A course uses this image, so it was kept",
        });
      }
      expect(bucketContents()).toEqual([...filesOf(used), ...filesOf(pasted)].sort());
    });

    it("refuses without an admin session with 401 and deletes nothing", async () => {
      const url = await uploaded();
      expect((await discard(url, { cookie: "" })).status).toBe(401);
      const forged = `${ADMIN_SESSION_COOKIE}=${"A".repeat(43)}`;
      expect((await discard(url, { cookie: forged })).status).toBe(401);
      expect(bucketContents()).toEqual(filesOf(url));
    });

    it("refuses a cross-site request even with the session cookie", async () => {
      const url = await uploaded();
      expect((await discard(url, { origin: "https://evil.example" })).status).toBe(403);
      expect(bucketContents()).toEqual(filesOf(url));
    });

    it("touches nothing but a name our uploads make, in the thumbnail bucket", async () => {
      const url = await uploaded();
      const name = url.split("/").pop() ?? "";
      mkdirSync(join(uploadsDir, "other-bucket"), { recursive: true });
      writeFileSync(join(uploadsDir, "other-bucket", name), "x");
      writeFileSync(join(uploadsDir, THUMBNAIL_BUCKET, "photo.png"), "x");
      for (const target of [
        `/uploads/other-bucket/${name}`,
        `/uploads/${THUMBNAIL_BUCKET}/photo.png`,
        `/uploads/${THUMBNAIL_BUCKET}/../other-bucket/${name}`,
        `/uploads/${THUMBNAIL_BUCKET}/${name.toUpperCase()}`,
        // A smaller width is not a thumbnail URL of its own: a course stores the 960.
        url.replace("-960.", "-320."),
        `${base}${url}`,
        ` ${url}`,
        "",
      ]) {
        const res = await discard(target);
        expect(res.status, target).toBe(400);
        expect(await res.json()).toEqual({
          title: "Discard failed",
          description: "Not an uploaded thumbnail",
        });
      }
      expect(bucketContents()).toEqual([...filesOf(url), "photo.png"].sort());
      expect(readdirSync(join(uploadsDir, "other-bucket"))).toEqual([name]);
    });

    it("answers other methods with 405", async () => {
      const res = await fetch(base + DISCARD_PATH, { headers: { Cookie: adminCookie } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    });
  });

  describe("GET /uploads/…", () => {
    it("serves lesson media by byte ranges with the app's headers, and never an original", async () => {
      await expectMediaServedInRanges(base, server.storage);
      // Captions are text, which is gzipped whole, but never a range of them: the body must be
      // the bytes its Content-Range names.
      const captions = Buffer.from(`WEBVTT\n\n${"00:00.000 --> 00:01.000\nسلام\n\n".repeat(200)}`);
      const vtt = `${randomUUID()}.vtt`;
      await server.storage.put(LESSON_MEDIA_BUCKET, vtt, captions);
      const cue = await fetch(`${base}/uploads/${LESSON_MEDIA_BUCKET}/${vtt}`, {
        headers: { Range: "bytes=0-1999", "Accept-Encoding": "gzip" },
      });
      expect(cue.status).toBe(206);
      expect(cue.headers.get("content-encoding")).toBeNull();
      expect(cue.headers.get("content-range")).toBe(`bytes 0-1999/${captions.length}`);
    });

    /** Puts a file straight into the bucket folder, as a bug or a stray copy might. */
    function placeInBucket(name: string, content: string | Uint8Array) {
      mkdirSync(join(uploadsDir, THUMBNAIL_BUCKET), { recursive: true });
      writeFileSync(join(uploadsDir, THUMBNAIL_BUCKET, name), content);
      return `${base}/uploads/${THUMBNAIL_BUCKET}/${name}`;
    }

    it("serves a stored image with a year-long immutable cache lifetime", async () => {
      const { url } = (await (await upload(png(), "cover.png")).json()) as { url: string };
      const served = await fetch(base + url);
      expect(served.status).toBe(200);
      // The name is random and never reused, so the bytes under it never change.
      const cacheControl = served.headers.get("cache-control") ?? "";
      expect(cacheControl).toContain("max-age=31536000");
      expect(cacheControl).toContain("immutable");
    });

    it.each(["photo.jpg", "photo.jpeg", "photo.png", "photo.webp", "photo.gif", "photo.avif"])(
      "serves the image extension of %s",
      async (name) => {
        expect((await fetch(placeInBucket(name, png()))).status).toBe(200);
      },
    );

    it.each([
      "page.html",
      "page.htm",
      "logo.svg",
      "notes.txt",
      "data.json",
      "script.js",
      "no-extension",
      "photo.png.html",
      "photo.png.1234.partial",
    ])("answers 404 for %s even though the file is there", async (name) => {
      const content = "<html><script>alert(document.cookie)</script></html>";
      const res = await fetch(placeInBucket(name, content));
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(await res.text()).not.toContain("<script>");
    });

    it("answers 404 for an image that is not there, and for the bucket itself", async () => {
      expect((await fetch(`${base}/uploads/${THUMBNAIL_BUCKET}/missing.png`)).status).toBe(404);
      expect((await fetch(`${base}/uploads/${THUMBNAIL_BUCKET}/`)).status).toBe(404);
    });
  });
});
