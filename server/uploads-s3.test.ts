// Thumbnail uploads over real HTTP with S3 storage (issue #13, decision 0015), against a real
// S3-protocol server the test starts itself (s3rver on 127.0.0.1): the admin upload route writes
// every width to the bucket; without S3_PUBLIC_URL our server streams them back at /uploads with
// the headers the disk path has; with it, the stored URL is the bucket's public address, which
// pages build their srcset from and the editor saves, replaces and discards like any upload.
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import sharp from "sharp";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCourseById, insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { S3Storage } from "~/.server/storage/s3-storage";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import { s3TestServerForSuite } from "~/.server/storage/testing/s3-test-server";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { FIRST_THUMBNAIL_WIDTHS, thumbnailVariants } from "~/lib/stored-thumbnail-url";
import { expectMediaServedInRanges } from "./testing/media-ranges";
import { loadServerBuild, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

const s3 = s3TestServerForSuite();
let build: ServerBuild;
let vite: Awaited<ReturnType<typeof loadServerBuild>>;
let PNG: Uint8Array;

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

/** The app on a real port over a fresh bucket, with an admin session to upload with. */
function serverForSuite(kind: TestDatabase["kind"], { publicUrl = false } = {}) {
  const state = {} as { t: TestDatabase; server: TestServer<S3Storage>; cookie: string };
  beforeAll(async () => {
    state.t = await createTestDatabase(kind);
    const s3Bucket = await s3.current.createBucket("site");
    const storage = new S3Storage({
      client: s3.current.client,
      s3Bucket,
      // s3rver serves objects to anyone, as a public-read bucket or a CDN in front of one would.
      publicUrl: publicUrl ? `${s3.current.endpoint}/${s3Bucket}` : undefined,
    });
    state.server = await startTestServer({ db: state.t.db, build, storage });
    state.cookie = `${ADMIN_SESSION_COOKIE}=${(await createAdminSession(state.t.db)).token}`;
  });
  afterAll(async () => {
    await state.server?.close();
    await state.t?.destroy();
  });
  return state;
}

describe.each(testDatabaseKinds())("S3 storage over HTTP on %s", (kind) => {
  describe("without S3_PUBLIC_URL: the server streams the bucket at /uploads", () => {
    const s = serverForSuite(kind);
    const objects = async () =>
      (await s.server.storage.list(THUMBNAIL_BUCKET)).map((file) => file.key).sort();

    async function upload() {
      const form = new FormData();
      form.append("file", new File([PNG as BlobPart], "cover.png", { type: "image/png" }));
      const res = await fetch(`${s.server.base}/admin/uploads/thumbnail`, {
        method: "POST",
        body: form,
        headers: { Origin: s.server.base, Cookie: s.cookie },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { url: string }).url;
    }

    it("serves lesson media by byte ranges with the app's headers, and never an original", async () => {
      await expectMediaServedInRanges(s.server.base, s.server.storage);
    });

    /** An object put straight into the bucket, as a by-hand copy or a bug might. */
    async function placeInBucket(key: string, body: string | Uint8Array, type = "text/html") {
      await s3.current.client.send(
        new PutObjectCommand({
          Bucket: s.server.storage.s3Bucket,
          Key: key,
          Body: body,
          ContentType: type,
        }),
      );
      return `${s.server.base}/uploads/${THUMBNAIL_BUCKET}/${key}`;
    }

    it("stores every width in the bucket and serves each with the disk path's headers", async () => {
      const url = await upload();
      expect(url).toMatch(new RegExp(`^/uploads/${THUMBNAIL_BUCKET}/${UUID}-960\\.webp$`));
      const variants = thumbnailVariants(url) ?? [];
      expect(await objects()).toEqual(
        expect.arrayContaining(variants.map((v) => v.url.split("/").pop())),
      );
      for (const variant of variants) {
        const served = await fetch(s.server.base + variant.url);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(served.headers.get("cross-origin-resource-policy")).toBe("same-origin");
        expect(served.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
        const body = new Uint8Array(await served.arrayBuffer());
        expect(served.headers.get("content-length")).toBe(String(body.length));
        const meta = await sharp(body).metadata();
        expect(meta).toMatchObject({ format: "webp", width: Math.min(variant.width, 640) });
      }
      // The objects themselves carry the type and the lifetime (what a CDN would pass on).
      const head = await s3.current.client.send(
        new HeadObjectCommand({ Bucket: s.server.storage.s3Bucket, Key: url.split("/").pop() }),
      );
      expect(head).toMatchObject({
        ContentType: "image/webp",
        CacheControl: "public, max-age=31536000, immutable",
      });
    });

    it("answers HEAD with the headers and no body, and If-None-Match with 304", async () => {
      const url = s.server.base + (await upload());
      const head = await fetch(url, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("image/webp");
      expect(Number(head.headers.get("content-length"))).toBeGreaterThan(0);
      expect(await head.text()).toBe("");
      const etag = head.headers.get("etag") ?? "";
      expect(etag).not.toBe("");
      const again = await fetch(url, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toContain("immutable");
    });

    it.each(["page.html", "logo.svg", "notes.txt", "no-extension", "photo.png.html"])(
      "answers 404 for %s even though the object is there",
      async (name) => {
        const res = await fetch(await placeInBucket(name, "<script>alert(1)</script>"));
        expect(res.status).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(await res.text()).not.toContain("<script>");
      },
    );

    it("answers 404 for a missing key, another bucket, a folder, or the bucket itself", async () => {
      await placeInBucket("folder/photo.png", PNG, "image/png");
      const name = (await upload()).split("/").pop();
      for (const path of [
        `/uploads/${THUMBNAIL_BUCKET}/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b-960.webp`,
        `/uploads/${s.server.storage.s3Bucket}/${name}`,
        `/uploads/other-bucket/${name}`,
        `/uploads/${THUMBNAIL_BUCKET}/folder/photo.png`,
        `/uploads/${THUMBNAIL_BUCKET}/folder%2Fphoto.png`,
        `/uploads/${THUMBNAIL_BUCKET}/`,
        `/uploads/${THUMBNAIL_BUCKET}`,
        "/uploads/",
      ]) {
        const res = await fetch(s.server.base + path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
      }
    });

    it("discards every width of an upload from the bucket", async () => {
      const url = await upload();
      const res = await fetch(`${s.server.base}/admin/uploads/thumbnail/discard`, {
        method: "POST",
        body: new URLSearchParams({ url }),
        headers: { Origin: s.server.base, Cookie: s.cookie },
      });
      expect(res.status).toBe(204);
      for (const variant of thumbnailVariants(url) ?? []) {
        expect(await objects()).not.toContain(variant.url.split("/").pop());
        expect((await fetch(s.server.base + variant.url)).status).toBe(404);
      }
    });
  });

  describe("with S3_PUBLIC_URL: pages link to the bucket's public address", () => {
    const s = serverForSuite(kind, { publicUrl: true });
    const publicPrefix = () => `${s3.current.endpoint}/${s.server.storage.s3Bucket}`;
    const objects = async () =>
      (await s.server.storage.list(THUMBNAIL_BUCKET)).map((file) => file.key).sort();
    const widthsOf = (url: string) =>
      (thumbnailVariants(url, publicPrefix()) ?? []).map((v) => v.url.split("/").pop()).sort();

    function post(path: string, body: FormData | URLSearchParams | string, json = false) {
      return fetch(s.server.base + path, {
        method: "POST",
        body,
        redirect: "manual",
        headers: {
          Origin: s.server.base,
          Cookie: s.cookie,
          ...(json ? { "Content-Type": "application/json" } : {}),
        },
      });
    }
    async function upload() {
      const form = new FormData();
      form.append("file", new File([PNG as BlobPart], "cover.png", { type: "image/png" }));
      const res = await post("/admin/uploads/thumbnail", form);
      expect(res.status).toBe(201);
      return ((await res.json()) as { url: string }).url;
    }

    it("answers the upload with the public address, where every width is readable", async () => {
      const url = await upload();
      expect(url).toMatch(new RegExp(`^${publicPrefix()}/${UUID}-960\\.webp$`));
      for (const variant of thumbnailVariants(url, publicPrefix()) ?? []) {
        const served = await fetch(variant.url);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      }
      // The server still answers for the same object at /uploads (a course saved before).
      const key = url.split("/").pop();
      const own = await fetch(`${s.server.base}/uploads/${THUMBNAIL_BUCKET}/${key}`);
      expect(own.status).toBe(200);
      expect(own.headers.get("content-security-policy")).toContain("sandbox");
    });

    it("gives pages a srcset of the public widths, under the page's CSP", async () => {
      const url = await upload();
      await insertCourse(
        s.t.db,
        testCourse({ title: localizedText({ en: "On S3" }), thumbnailUrl: url, isPublished: true }),
      );
      const page = await fetch(`${s.server.base}/courses`);
      expect(page.status).toBe(200);
      const html = await page.text();
      // Until the width backfill has recorded the later widths, pages offer the first three
      // (decision 0047).
      const srcset = (thumbnailVariants(url, publicPrefix(), FIRST_THUMBNAIL_WIDTHS) ?? [])
        .map((v) => `${v.url} ${v.width}w`)
        .join(", ");
      // React writes the attribute as srcSet; HTML attribute names are case-insensitive.
      expect(html).toContain(`srcSet="${srcset}"`);
      // The page's img-src lets the bucket's address in (http: here, https: for a real CDN).
      const csp = page.headers.get("content-security-policy") ?? "";
      expect(csp).toMatch(/img-src [^;]*\bhttp:/);
      expect(csp).toMatch(/img-src [^;]*\bhttps:/);
      // Lesson media play from the bucket's address, and a saved copy fetches them there.
      const bucketOrigin = new URL(publicPrefix()).origin;
      expect(csp).toContain(`media-src 'self' ${bucketOrigin}`);
      expect(csp).toMatch(new RegExp(`connect-src 'self' ${bucketOrigin}`));
    });

    it("saves the public address from the editor, and removes every width when it is replaced", async () => {
      const first = await upload();
      const course = { title: { en: "Editor" }, category: "Finance", difficultyLevel: "beginner" };
      const created = await post(
        "/admin/course/new",
        JSON.stringify({ ...course, thumbnailUrl: first }),
        true,
      );
      expect(created.status).toBe(302);
      const { id } = await s.t.db
        .selectFrom("courses")
        .select("id")
        .where("title", "=", "Editor")
        .executeTakeFirstOrThrow();
      expect((await findCourseById(s.t.db, id))?.thumbnailUrl).toBe(first);

      // In use: neither a discard nor another course's cleanup may take it.
      const kept = await post(
        "/admin/uploads/thumbnail/discard",
        new URLSearchParams({ url: first }),
      );
      expect(kept.status).toBe(409);
      expect(await objects()).toEqual(expect.arrayContaining(widthsOf(first)));

      const second = await upload();
      const saved = await post(
        `/admin/course/${id}`,
        JSON.stringify({ ...course, thumbnailUrl: second }),
        true,
      );
      expect(saved.status).toBe(302);
      const left = await objects();
      for (const key of widthsOf(first)) expect(left).not.toContain(key);
      expect(left).toEqual(expect.arrayContaining(widthsOf(second)));
    });

    it("discards an unsaved upload by its public address", async () => {
      const url = await upload();
      const res = await post("/admin/uploads/thumbnail/discard", new URLSearchParams({ url }));
      expect(res.status).toBe(204);
      const left = await objects();
      for (const key of widthsOf(url)) expect(left).not.toContain(key);
      for (const variant of thumbnailVariants(url, publicPrefix()) ?? []) {
        expect((await fetch(variant.url)).status).toBe(404);
      }
    });
  });
});
