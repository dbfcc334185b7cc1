import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { silentLogger } from "~/.server/logger";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { captureLogs } from "~/.server/testing/captured-logs";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import {
  isStoredThumbnailUrl,
  THUMBNAIL_WIDTHS,
  thumbnailVariants,
} from "~/lib/stored-thumbnail-url";
import { MAX_THUMBNAIL_BYTES, storeThumbnail } from "./store-thumbnail";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** Real images, made once with sharp: the pipeline decodes what it stores. */
let PNG: Uint8Array;
let JPEG_WITH_EXIF: Uint8Array;
beforeAll(async () => {
  const photo = sharp({
    create: {
      width: 1200,
      height: 675,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  });
  PNG = new Uint8Array(await photo.clone().png().toBuffer());
  JPEG_WITH_EXIF = new Uint8Array(
    await photo
      .clone()
      .jpeg()
      .withExif({ IFD0: { Artist: "Maryam", Copyright: "private" } })
      .toBuffer(),
  );
});

/** A real PNG padded with zeros after its end to exactly `size` bytes (decoders ignore them). */
function png(size?: number): Uint8Array {
  if (size === undefined) return PNG;
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return bytes;
}
const text = (s: string) => new TextEncoder().encode(s);

function upload(files: [field: string, bytes: Uint8Array, name: string, type?: string][]) {
  const form = new FormData();
  for (const [field, bytes, name, type] of files) {
    form.append(field, new File([bytes as BlobPart], name, { type: type ?? "image/png" }));
  }
  return new Request("http://localhost/admin/uploads/thumbnail", { method: "POST", body: form });
}
const uploadOne = (bytes: Uint8Array, name: string, type?: string) =>
  upload([["file", bytes, name, type]]);

const quiet = silentLogger();
let root: string;
let storage: LocalDiskStorage;
const stored = () => {
  try {
    return readdirSync(join(root, THUMBNAIL_BUCKET)).sort();
  } catch {
    return [];
  }
};
const readStored = (url: string) =>
  readFileSync(join(root, THUMBNAIL_BUCKET, url.split("/").pop() ?? ""));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-thumbnails-"));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("storeThumbnail", () => {
  it("stores WebP files of every width (320 to 960) under one random name, and answers with the 960", async () => {
    const result = await storeThumbnail(storage, uploadOne(png(), "cover.png"), quiet);
    expect(result.status).toBe(201);
    if (result.status !== 201) return;
    expect(result.url).toMatch(new RegExp(`^/uploads/course-thumbnails/${UUID}-960\\.webp$`));
    // The shape the editor's form accepts back, and the only one the server will discard.
    expect(isStoredThumbnailUrl(result.url)).toBe(true);
    const variants = thumbnailVariants(result.url) ?? [];
    expect(stored()).toEqual(variants.map(({ url }) => url.split("/").pop()).sort());
    for (const { width, url } of variants) {
      const meta = await sharp(readStored(url)).metadata();
      expect(meta).toMatchObject({
        format: "webp",
        width,
        height: Math.round((width * 675) / 1200),
      });
    }
  });

  it("keeps no metadata: the camera's EXIF is gone from every file", async () => {
    expect((await sharp(JPEG_WITH_EXIF).metadata()).exif).toBeDefined();
    const result = await storeThumbnail(
      storage,
      uploadOne(JPEG_WITH_EXIF, "photo.jpg", "image/jpeg"),
      quiet,
    );
    expect(result.status).toBe(201);
    if (result.status !== 201) return;
    for (const { url } of thumbnailVariants(result.url) ?? []) {
      const bytes = readStored(url);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes("Maryam")).toBe(false);
    }
  });

  it("never enlarges a small image: its files are as wide as the original", async () => {
    const small = await sharp({
      create: { width: 500, height: 281, channels: 3, background: "#0a7" },
    })
      .gif()
      .toBuffer();
    const result = await storeThumbnail(
      storage,
      uploadOne(new Uint8Array(small), "s.gif", "image/gif"),
      quiet,
    );
    expect(result.status).toBe(201);
    if (result.status !== 201) return;
    const widths = await Promise.all(
      (thumbnailVariants(result.url) ?? []).map(
        async ({ url }) => (await sharp(readStored(url)).metadata()).width,
      ),
    );
    expect(widths).toEqual([320, 480, 500, 500, 500, 500]);
  });

  it("gives every upload its own name", async () => {
    const a = await storeThumbnail(storage, uploadOne(png(), "same.png"), quiet);
    const b = await storeThumbnail(storage, uploadOne(png(), "same.png"), quiet);
    expect(a).not.toEqual(b);
    expect(stored()).toHaveLength(2 * THUMBNAIL_WIDTHS.length);
  });

  it("goes by content: a PNG renamed .txt (sent as text/plain) is stored", async () => {
    const result = await storeThumbnail(
      storage,
      uploadOne(png(), "photo.txt", "text/plain"),
      quiet,
    );
    expect(result).toMatchObject({ status: 201, url: expect.stringMatching(/-960\.webp$/) });
  });

  it("uses nothing of a path-traversal file name", async () => {
    const result = await storeThumbnail(storage, uploadOne(png(), "../../etc/passwd.png"), quiet);
    expect(result).toMatchObject({
      status: 201,
      url: expect.stringMatching(new RegExp(`^/uploads/course-thumbnails/${UUID}-960\\.webp$`)),
    });
    expect(readdirSync(root)).toEqual([THUMBNAIL_BUCKET]);
    expect(stored()).toHaveLength(THUMBNAIL_WIDTHS.length);
  });

  it("refuses an image wider or taller than 4000 pixels with 422 and stores nothing", async () => {
    for (const [width, height] of [
      [4001, 10],
      [10, 4001],
    ] as const) {
      const big = await sharp({ create: { width, height, channels: 3, background: "#fff" } })
        .png()
        .toBuffer();
      const result = await storeThumbnail(
        storage,
        uploadOne(new Uint8Array(big), "big.png"),
        quiet,
      );
      expect(result).toEqual({
        status: 422,
        title: "Upload failed",
        description: "Please select an image at most 4000×4000 pixels",
      });
    }
    expect(stored()).toEqual([]);
  });

  it("accepts an image of exactly 4000×4000 pixels", async () => {
    const edge = await sharp({
      create: { width: 4000, height: 4000, channels: 3, background: "#fff" },
    })
      .png()
      .toBuffer();
    const result = await storeThumbnail(
      storage,
      uploadOne(new Uint8Array(edge), "edge.png"),
      quiet,
    );
    expect(result.status).toBe(201);
  });

  it.each([
    ["a truncated JPEG", () => JPEG_WITH_EXIF.slice(0, JPEG_WITH_EXIF.length / 2)],
    ["a JPEG header and nothing else", () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    [
      "a PNG signature over garbage",
      () => {
        const bytes = new Uint8Array(10_000).fill(7);
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        return bytes;
      },
    ],
  ])("refuses %s with 422 'Upload failed' and stores nothing", async (_name, bytes) => {
    const result = await storeThumbnail(
      storage,
      uploadOne(bytes(), "broken.jpg", "image/jpeg"),
      quiet,
    );
    expect(result).toEqual({
      status: 422,
      title: "Upload failed",
      description: "The image could not be read; it may be damaged",
    });
    expect(stored()).toEqual([]);
  });

  it.each([
    ["HTML named .jpg", "<!doctype html><script>alert(1)</script>", "photo.jpg", "image/jpeg"],
    ["HTML after spaces", "  \n<html><script>alert(1)</script></html>", "a.png", "image/png"],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>', "a.svg", ""],
    ["SVG named .png", "<svg></svg>", "a.png", "image/png"],
    ["a script", "alert(document.cookie)", "a.js", "text/javascript"],
  ])("refuses %s with 415 and stores nothing", async (_name, content, fileName, type) => {
    const result = await storeThumbnail(storage, uploadOne(text(content), fileName, type), quiet);
    expect(result).toEqual({
      status: 415,
      title: "Invalid file type",
      description: "Please select an image file",
    });
    expect(stored()).toEqual([]);
  });

  it("accepts exactly 5 MB", async () => {
    const result = await storeThumbnail(
      storage,
      uploadOne(png(MAX_THUMBNAIL_BYTES), "big.png"),
      quiet,
    );
    expect(result.status).toBe(201);
    expect(stored()).toHaveLength(THUMBNAIL_WIDTHS.length);
  });

  it("refuses 5 MB and one byte with 413 and stores nothing", async () => {
    const result = await storeThumbnail(
      storage,
      uploadOne(png(MAX_THUMBNAIL_BYTES + 1), "big.png"),
      quiet,
    );
    expect(result).toEqual({
      status: 413,
      title: "File too large",
      description: "Please select an image smaller than 5MB",
    });
    expect(stored()).toEqual([]);
  });

  it("stops reading an oversized upload soon after the limit", async () => {
    // A 50 MB upload produced on demand, with no Content-Length to refuse it by.
    const boundary = "----thumbnail-test";
    const head = text(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    );
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://localhost/admin/uploads/thumbnail", {
      method: "POST",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: "half",
    } as RequestInit);

    const result = await storeThumbnail(storage, request, quiet);
    expect(result.status).toBe(413);
    expect(sent).toBeLessThan(MAX_THUMBNAIL_BYTES + 1024 * 1024);
    expect(stored()).toEqual([]);
  });

  it("refuses at once a request that declares more than 5 MB and a little overhead", async () => {
    const request = new Request("http://localhost/admin/uploads/thumbnail", {
      method: "POST",
      headers: {
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(MAX_THUMBNAIL_BYTES + 1024 * 1024),
      },
      // Never read: a body that would hang the test if it were.
      body: new ReadableStream({ pull: () => new Promise(() => {}) }),
      duplex: "half",
    } as RequestInit);
    const result = await storeThumbnail(storage, request, quiet);
    expect(result).toMatchObject({ status: 413, title: "File too large" });
  });

  it("answers 400 'No file was sent' for a form without the file", async () => {
    const noFile = { status: 400, title: "Upload failed", description: "No file was sent" };
    const textOnly = new FormData();
    textOnly.append("file", "not a file");
    const textRequest = new Request("http://localhost/x", { method: "POST", body: textOnly });
    expect(await storeThumbnail(storage, textRequest, quiet)).toEqual(noFile);
    // A browser form with no file chosen sends the field with no name and no bytes.
    expect(await storeThumbnail(storage, uploadOne(new Uint8Array(), ""), quiet)).toEqual(noFile);
    expect(await storeThumbnail(storage, upload([["image", png(), "a.png"]]), quiet)).toEqual(
      noFile,
    );
    const urlEncoded = new Request("http://localhost/x", {
      method: "POST",
      body: new URLSearchParams({ file: "x" }),
    });
    expect(await storeThumbnail(storage, urlEncoded, quiet)).toEqual(noFile);
    expect(stored()).toEqual([]);
  });

  it("refuses two files at once and stores neither", async () => {
    const result = await storeThumbnail(
      storage,
      upload([
        ["file", png(), "a.png"],
        ["file", png(), "b.png"],
      ]),
      quiet,
    );
    expect(result).toMatchObject({ status: 400, title: "Upload failed" });
    expect(stored()).toEqual([]);
  });

  it("answers 400 for a body that is not valid multipart", async () => {
    const request = new Request("http://localhost/x", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=abc" },
      body: "this is not multipart at all",
    });
    expect(await storeThumbnail(storage, request, quiet)).toMatchObject({
      status: 400,
      title: "Upload failed",
    });
  });

  it("answers 500 'Upload failed' with the storage's message when storing fails", async () => {
    const broken: Storage = {
      put: () => Promise.reject(new Error("Disk full")),
      store: () => Promise.reject(new Error("Disk full")),
      storeFile: () => Promise.reject(new Error("Disk full")),
      download: async () => false,
      read: async () => null,
      delete: async () => {},
      locate: () => null,
      list: async () => [],
      urlPrefix: (bucket) => `/uploads/${bucket}`,
    };
    const logs = captureLogs();
    const result = await storeThumbnail(broken, uploadOne(png(), "a.png"), logs.logger);
    expect(result).toEqual({ status: 500, title: "Upload failed", description: "Disk full" });
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "Thumbnail upload failed",
        err: expect.objectContaining({ message: "Disk full", stack: expect.any(String) }),
      }),
    ]);
  });

  it("removes the widths already written when a later one fails to store", async () => {
    let puts = 0;
    vi.spyOn(storage, "put").mockImplementation(async (bucket, key, data) => {
      if (++puts === 3) throw new Error("Disk full");
      return LocalDiskStorage.prototype.put.call(storage, bucket, key, data);
    });
    const logs = captureLogs();
    const result = await storeThumbnail(storage, uploadOne(png(), "a.png"), logs.logger);
    expect(result).toEqual({ status: 500, title: "Upload failed", description: "Disk full" });
    expect(puts).toBe(3);
    expect(stored()).toEqual([]);
    expect(logs.lines().map((line) => line.level)).toEqual([50]);
  });
});
