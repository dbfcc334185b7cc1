// What every storage driver must do, as one suite that server/storage-contract.test.ts runs on
// each driver behind the app's /uploads handler (issue #13): a URL `put` returns serves
// the bytes back, `locate` knows its own URLs and nothing else, `delete` of a missing key is fine,
// `list` gives keys with their write times, and a thumbnail's widths live and go together through
// thumbnail storing (app/.server/thumbnails), with a course's reference keeping all of them. The
// /uploads handler is passed in: this layer does not import server/ (issue #25).
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import express from "express";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { storeThumbnail } from "~/.server/thumbnails/store-thumbnail";
import { isStoredThumbnailUrl, thumbnailVariants } from "~/lib/stored-thumbnail-url";
import { silentLogger } from "~/.server/logger";
import {
  LESSON_MEDIA_BUCKET,
  MEDIA_ORIGINALS_BUCKET,
  THUMBNAIL_BUCKET,
  UPLOADS_URL_PREFIX,
  type Storage,
} from "../storage";
import { removeThumbnailIfUnused, sweepOrphanThumbnails } from "../thumbnail-cleanup";

/** The handlers the app mounts at UPLOADS_URL_PREFIX for a storage (server/serve-uploads.ts). */
export type ServeUploads = (
  storage: Storage,
) => (express.RequestHandler | express.ErrorRequestHandler)[];

export interface ContractSubject {
  storage: Storage;
  /** Removes whatever the storage wrote (a temp folder, a bucket's server state…). */
  cleanup?: () => Promise<void> | void;
  /**
   * What a failed write could leave behind besides a stored key: every file under the folder
   * (partial files included) on disk, the unfinished multipart uploads on S3.
   */
  leftovers: () => Promise<string[]>;
  /** The bytes the storage has written so far (on disk, or acknowledged by S3), all keys together. */
  writtenBytes: () => number;
}

const bytes = (text: string) => new TextEncoder().encode(text);
const id = () => randomUUID();

/**
 * Runs the storage contract on the storage `makeSubject` creates, a fresh one for each test, in
 * the thumbnail bucket (the one bucket every driver has), served by `serveUploads`.
 */
export function describeStorageContract(
  name: string,
  serveUploads: ServeUploads,
  makeSubject: () => Promise<ContractSubject> | ContractSubject,
) {
  describe(`storage contract: ${name}`, () => {
    let subject: ContractSubject;
    let storage: Storage;
    let routes: express.Router;
    let server: Server;
    let base: string;
    const bucket = THUMBNAIL_BUCKET;

    // The app's own /uploads handler in front of each test's storage, on a real port: relative
    // URLs are fetched through it, absolute ones (S3_PUBLIC_URL) straight from where they point.
    beforeAll(async () => {
      const app = express();
      app.use(UPLOADS_URL_PREFIX, (req, res, next) => routes(req, res, next));
      server = await new Promise((resolve) => {
        const s = app.listen(0, "127.0.0.1", () => resolve(s));
      });
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
    });
    beforeEach(async () => {
      subject = await makeSubject();
      storage = subject.storage;
      routes = express.Router();
      routes.use(...serveUploads(storage));
    });
    afterEach(async () => {
      await subject.cleanup?.();
    });

    const fetchStored = (url: string) => fetch(url.startsWith("/") ? base + url : url);
    const keys = async () => (await storage.list(bucket)).map((file) => file.key).sort();

    it("stores bytes and returns a URL under its prefix that serves them back as an image", async () => {
      const key = `${id()}-960.webp`;
      const url = await storage.put(bucket, key, bytes("webp bytes"));
      expect(url).toBe(`${storage.urlPrefix(bucket)}/${key}`);
      const served = await fetchStored(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      const cacheControl = served.headers.get("cache-control") ?? "";
      expect(cacheControl).toContain("max-age=31536000");
      expect(cacheControl).toContain("immutable");
      expect(await served.text()).toBe("webp bytes");
    });

    it("stores a stream, chunk by chunk", async () => {
      const chunks = ["one ", "two ", "three"].map((c) => Buffer.from(c));
      const url = await storage.put(bucket, `${id()}.png`, Readable.from(chunks));
      expect(await (await fetchStored(url)).text()).toBe("one two three");
    });

    it("stores nothing when the stream fails midway", async () => {
      async function* failing() {
        yield Buffer.alloc(64 * 1024, 1);
        throw new Error("connection lost");
      }
      await expect(storage.put(bucket, `${id()}.png`, Readable.from(failing()))).rejects.toThrow(
        "connection lost",
      );
      expect(await keys()).toEqual([]);
    });

    it("reads a stored file back as a stream, and a missing one as null", async () => {
      const key = `${id()}-960.webp`;
      await storage.put(bucket, key, bytes("stored bytes"));
      const stream = await storage.read(bucket, key);
      expect(stream).not.toBeNull();
      const chunks: Buffer[] = [];
      for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Uint8Array));
      expect(Buffer.concat(chunks).toString()).toBe("stored bytes");
      expect(await storage.read(bucket, `${id()}-960.webp`)).toBeNull();
    });

    it("locates its own URLs, and no other address", async () => {
      const key = `${id()}.png`;
      const url = await storage.put(bucket, key, bytes("x"));
      expect(storage.locate(url)).toEqual({ bucket, key });
      expect(storage.locate(` ${url} `)).toEqual({ bucket, key });
      // The server's own address for the file, whatever the storage returns.
      expect(storage.locate(`/uploads/${bucket}/${key}`)).toEqual({ bucket, key });
      for (const other of [
        "",
        `https://images.example.com/${key}`,
        `https://images.example.com/uploads/${bucket}/${key}`,
        `${url}?v=2`,
        `${url}#x`,
        `/uploads/${bucket}/../${key}`,
        `/uploads/${bucket}/a/${key}`,
        `/uploads/${bucket}/.${key}`,
        `/uploads/${bucket}/`,
        `/assets/${key}`,
        "data:image/png;base64,AAAA",
      ]) {
        expect(storage.locate(other), other).toBeNull();
      }
    });

    it("deletes a file, no longer serves it, and treats a missing one as already deleted", async () => {
      const key = `${id()}.png`;
      const url = await storage.put(bucket, key, bytes("x"));
      await storage.delete(bucket, key);
      expect(await keys()).toEqual([]);
      expect((await fetchStored(url)).status).toBe(404);
      await expect(storage.delete(bucket, key)).resolves.toBeUndefined();
      await expect(storage.delete(bucket, `${id()}.png`)).resolves.toBeUndefined();
    });

    it("lists a bucket's keys with when each was written", async () => {
      expect(await storage.list(bucket)).toEqual([]);
      // Some stores keep whole seconds only.
      const before = Math.floor(Date.now() / 1000) * 1000;
      const written = [`${id()}.png`, `${id()}-320.webp`];
      for (const key of written) await storage.put(bucket, key, bytes(key));
      const after = Date.now();
      const files = await storage.list(bucket);
      expect(files.map((file) => file.key).sort()).toEqual([...written].sort());
      for (const { modifiedAt } of files) {
        expect(modifiedAt).toBeInstanceOf(Date);
        expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(modifiedAt.getTime()).toBeLessThanOrEqual(after + 1000);
      }
    });

    it.each(["../escape.png", "a/b.png", ".hidden.png", "", "name with space.png"])(
      "refuses the unsafe key %j",
      async (key) => {
        await expect(storage.put(bucket, key, bytes("x"))).rejects.toThrow(/Unsafe key name/);
        await expect(storage.delete(bucket, key)).rejects.toThrow(/Unsafe key name/);
        expect(await keys()).toEqual([]);
      },
    );

    it.each(["..", "a/b", ".b", ""])("refuses the unsafe bucket %j", async (unsafe) => {
      await expect(storage.put(unsafe, "x.png", bytes("x"))).rejects.toThrow(/Unsafe bucket/);
      await expect(storage.list(unsafe)).rejects.toThrow(/Unsafe bucket/);
    });

    describe("lesson media and private originals (issue #28)", () => {
      const media = LESSON_MEDIA_BUCKET;
      const originals = MEDIA_ORIGINALS_BUCKET;
      const keysOf = async (b: string) => (await storage.list(b)).map((f) => f.key).sort();
      const readText = async (b: string, key: string) => {
        const stream = await storage.read(b, key);
        if (!stream) return null;
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
        return Buffer.concat(chunks).toString();
      };

      it("keeps each bucket's files apart: put, read, list and delete see one bucket only", async () => {
        const key = `${id()}.webp`;
        await storage.put(bucket, key, bytes("thumbnail"));
        await storage.put(media, key, bytes("poster"));
        await storage.store(originals, `${id()}.mp4`, bytes("original"));
        expect(await readText(bucket, key)).toBe("thumbnail");
        expect(await readText(media, key)).toBe("poster");
        expect(await keys()).toEqual([key]);
        expect(await keysOf(media)).toEqual([key]);
        expect(await keysOf(originals)).toHaveLength(1);

        await storage.delete(media, key);
        expect(await readText(media, key)).toBeNull();
        expect(await readText(bucket, key)).toBe("thumbnail");
        expect(await keysOf(media)).toEqual([]);
        expect(await keysOf(originals)).toHaveLength(1);
      });

      it("gives lesson media URLs of its own, served with their types", async () => {
        expect(storage.urlPrefix(media)).toMatch(/\/lesson-media$/);
        const types = {
          mp4: "video/mp4",
          webm: "audio/webm",
          m4a: "audio/mp4",
          vtt: "text/vtt; charset=utf-8",
          webp: "image/webp",
        };
        for (const [extension, type] of Object.entries(types)) {
          const key = `${id()}.${extension}`;
          const url = await storage.put(media, key, bytes(`a ${extension} file`));
          expect(url).toBe(`${storage.urlPrefix(media)}/${key}`);
          expect(storage.locate(url)).toEqual({ bucket: media, key });
          for (const address of [url, `/uploads/${media}/${key}`]) {
            const served = await fetchStored(address);
            expect(served.status, address).toBe(200);
            expect(served.headers.get("content-type")?.replace(/\s/g, "")).toBe(
              type.replace(/\s/g, ""),
            );
            expect(await served.text()).toBe(`a ${extension} file`);
          }
        }
      });

      it("gives the originals no URL and never serves them", async () => {
        const key = `${id()}.mp4`;
        await expect(storage.put(originals, key, bytes("x"))).rejects.toThrow(/private/);
        expect(() => storage.urlPrefix(originals)).toThrow(/private/);
        await storage.store(originals, key, bytes("the original"));
        expect(await readText(originals, key)).toBe("the original");
        expect(storage.locate(`/uploads/${originals}/${key}`)).toBeNull();
        for (const method of ["GET", "HEAD"]) {
          const served = await fetch(`${base}/uploads/${originals}/${key}`, { method });
          expect(served.status, method).toBe(404);
        }
        // Nor any file of another type in the public bucket.
        const text = `${id()}.txt`;
        await storage.store(media, text, bytes("<script>alert(1)</script>"));
        expect((await fetch(`${base}/uploads/${media}/${text}`)).status).toBe(404);
      });

      it("stores a file from disk and downloads an object to a local file", async () => {
        const folder = mkdtempSync(join(tmpdir(), "maarifa-storage-file-"));
        try {
          const source = join(folder, "light.mp4");
          await storage.put(media, `${id()}.txt`, bytes("unrelated"));
          writeFileSync(source, "video bytes");
          const key = `${id()}.mp4`;
          await storage.storeFile(originals, key, source);
          const target = join(folder, "downloaded.mp4");
          expect(await storage.download(originals, key, target)).toBe(true);
          expect(readFileSync(target, "utf8")).toBe("video bytes");
          expect(await storage.download(originals, `${id()}.mp4`, join(folder, "none"))).toBe(
            false,
          );
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      });

      describe("byte ranges under /uploads", () => {
        const size = 1000;
        const content = Buffer.from(Array.from({ length: size }, (_, i) => i % 251));
        let path: string;
        beforeEach(async () => {
          const key = `${id()}.mp4`;
          await storage.put(media, key, content);
          path = `${base}/uploads/${media}/${key}`;
        });
        const get = (range: string, method = "GET") =>
          fetch(path, { method, headers: { Range: range } });

        it.each([
          ["bytes=0-99", 0, 99],
          ["bytes=500-599", 500, 599],
          ["bytes=100-", 100, 999],
          ["bytes=-100", 900, 999],
          ["bytes=990-2000", 990, 999],
        ])("answers %s with 206 and that part", async (range, first, last) => {
          const served = await get(range);
          expect(served.status).toBe(206);
          expect(served.headers.get("content-range")).toBe(`bytes ${first}-${last}/${size}`);
          expect(served.headers.get("content-length")).toBe(String(last - first + 1));
          expect(served.headers.get("content-type")).toBe("video/mp4");
          expect(served.headers.get("accept-ranges")).toBe("bytes");
          expect(served.headers.get("cache-control")).toContain("immutable");
          expect(Buffer.from(await served.arrayBuffer())).toEqual(
            content.subarray(first, last + 1),
          );
        });

        it("answers a range past the end with 416 and the size", async () => {
          for (const range of ["bytes=1000-", "bytes=5000-6000"]) {
            const served = await get(range);
            expect(served.status, range).toBe(416);
            expect(served.headers.get("content-range")).toBe(`bytes */${size}`);
          }
        });

        it("answers HEAD, a whole GET, and a matching ETag with 304", async () => {
          const head = await fetch(path, { method: "HEAD" });
          expect(head.status).toBe(200);
          expect(head.headers.get("content-length")).toBe(String(size));
          expect(head.headers.get("accept-ranges")).toBe("bytes");
          expect(head.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
          const whole = await fetch(path);
          expect(whole.status).toBe(200);
          expect(whole.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
          expect(Buffer.from(await whole.arrayBuffer())).toEqual(content);
          const etag = whole.headers.get("etag") ?? "";
          expect(etag).not.toBe("");
          // A fetch with If-None-Match alone also sends `Cache-Control: no-cache` (the Fetch
          // standard), which a server must answer in full; a browser revalidating does not.
          const again = await fetch(path, {
            headers: { "If-None-Match": etag, "Cache-Control": "max-age=0" },
          });
          expect(again.status).toBe(304);
        });
      });

      it("stores a ~24 MB stream made on the fly, never far ahead of what it has written", async () => {
        // Memory, measured so that nothing depends on the garbage collector or on the S3 server
        // in this process: each time the stream is asked for more, the bytes it has given minus
        // those the storage has written are what the storage holds. A driver that read the
        // stream whole first would hold all 24 MB; streaming holds about one part (5 MiB on S3,
        // a few chunks on disk) plus the stream's own buffer (16 chunks).
        const chunk = 64 * 1024;
        const count = 384;
        let given = 0;
        let mostHeld = 0;
        const written0 = subject.writtenBytes();
        async function* generated() {
          for (let i = 0; i < count; i += 1) {
            mostHeld = Math.max(mostHeld, given - (subject.writtenBytes() - written0));
            given += chunk;
            yield Buffer.alloc(chunk, i % 256);
          }
        }
        const key = `${id()}.mp4`;
        await storage.store(media, key, Readable.from(generated()));
        const total = chunk * count;
        expect(given).toBe(total);
        expect(mostHeld).toBeLessThan(total / 2);
        const path = `${base}/uploads/${media}/${key}`;
        const head = await fetch(path, { method: "HEAD" });
        expect(head.headers.get("content-length")).toBe(String(total));
        // The last bytes are the last chunks': the parts were put together in order.
        const tail = await fetch(path, { headers: { Range: `bytes=-${chunk + 1}` } });
        const expected = Buffer.concat([
          Buffer.alloc(1, (count - 2) % 256),
          Buffer.alloc(chunk, (count - 1) % 256),
        ]);
        expect(Buffer.from(await tail.arrayBuffer()).equals(expected)).toBe(true);
      });

      it("leaves nothing behind when a long stream fails midway", async () => {
        async function* failing() {
          // Past one part (5 MiB on S3), so that a multipart upload is under way when it fails.
          for (let i = 0; i < 28; i += 1) yield Buffer.alloc(256 * 1024, i);
          throw new Error("connection lost");
        }
        const before = await subject.leftovers();
        await expect(
          storage.store(originals, `${id()}.mp4`, Readable.from(failing())),
        ).rejects.toThrow("connection lost");
        expect(await keysOf(originals)).toEqual([]);
        expect(await subject.leftovers()).toEqual(before);
      });
    });

    describe.each(testDatabaseKinds())("thumbnails with courses on %s", (kind) => {
      const t = testDatabaseForSuite(kind);
      let photo: Uint8Array;
      beforeAll(async () => {
        photo = new Uint8Array(
          await sharp({ create: { width: 800, height: 450, channels: 3, background: "#0a7" } })
            .png()
            .toBuffer(),
        );
      });
      beforeEach(async () => {
        await t.db.deleteFrom("courses").execute();
      });

      async function upload() {
        const form = new FormData();
        form.append("file", new File([photo as BlobPart], "cover.png", { type: "image/png" }));
        const request = new Request("http://localhost/admin/uploads/thumbnail", {
          method: "POST",
          body: form,
        });
        const result = await storeThumbnail(storage, request, silentLogger());
        if (result.status !== 201) throw new Error(`upload failed: ${JSON.stringify(result)}`);
        return result.url;
      }

      it("stores every width of an upload, each served, and removes all of them together", async () => {
        const url = await upload();
        const prefix = storage.urlPrefix(bucket);
        expect(isStoredThumbnailUrl(url, prefix)).toBe(true);
        const variants = thumbnailVariants(url, prefix) ?? [];
        expect(variants.map((variant) => variant.width)).toEqual([320, 480, 640, 720, 800, 960]);
        for (const variant of variants) {
          const served = await fetchStored(variant.url);
          expect(served.status, variant.url).toBe(200);
          expect(served.headers.get("content-type")).toBe("image/webp");
          const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
          expect(meta.width).toBe(Math.min(variant.width, 800));
        }
        const widths = variants.map((variant) => variant.url.split("/").pop());
        expect(await keys()).toEqual(widths);

        expect(await removeThumbnailIfUnused(t.db, storage, url)).toBe("removed");
        expect(await keys()).toEqual([]);
        for (const variant of variants) expect((await fetchStored(variant.url)).status).toBe(404);
      });

      it("keeps every width while a course shows the upload, and sweeps only abandoned ones", async () => {
        const used = await upload();
        const abandoned = await upload();
        await insertCourse(t.db, testCourse({ thumbnailUrl: used }));
        const smaller = thumbnailVariants(used, storage.urlPrefix(bucket))?.[0]?.url ?? "";
        expect(await removeThumbnailIfUnused(t.db, storage, used)).toBe("in-use");
        expect(await removeThumbnailIfUnused(t.db, storage, smaller)).toBe("in-use");

        const inAnHour = new Date(Date.now() + 3600_000);
        const swept = await sweepOrphanThumbnails(storage, new Set([used]), inAnHour);
        const widthsOf = (url: string) =>
          (thumbnailVariants(url, storage.urlPrefix(bucket)) ?? []).map((v) =>
            v.url.split("/").pop(),
          );
        expect(swept.sort()).toEqual(widthsOf(abandoned));
        expect(await keys()).toEqual(widthsOf(used));
      });
    });
  });
}
