import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import { isStoredThumbnailUrl } from "~/lib/stored-thumbnail-url";
import { MAX_THUMBNAIL_BYTES, storeThumbnail } from "./store-thumbnail.server";

const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** A PNG-signed file of exactly `size` bytes. */
function png(size = 100): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_HEADER);
  return bytes;
}
const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
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

let root: string;
let storage: LocalDiskStorage;
const stored = () => {
  try {
    return readdirSync(join(root, THUMBNAIL_BUCKET));
  } catch {
    return [];
  }
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-thumbnails-"));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("storeThumbnail", () => {
  it("stores a PNG under a random name and answers 201 with its public URL", async () => {
    const result = await storeThumbnail(storage, uploadOne(png(), "cover.png"));
    expect(result.status).toBe(201);
    if (result.status !== 201) return;
    expect(result.url).toMatch(new RegExp(`^/uploads/course-thumbnails/${UUID}\\.png$`));
    // The shape the editor's form accepts back, and the only one the server will discard.
    expect(isStoredThumbnailUrl(result.url)).toBe(true);
    const key = result.url.split("/").pop() ?? "";
    expect(stored()).toEqual([key]);
    expect(new Uint8Array(readFileSync(join(root, THUMBNAIL_BUCKET, key)))).toEqual(png());
  });

  it("gives every upload its own name", async () => {
    const a = await storeThumbnail(storage, uploadOne(png(), "same.png"));
    const b = await storeThumbnail(storage, uploadOne(png(), "same.png"));
    expect(a).not.toEqual(b);
    expect(stored()).toHaveLength(2);
  });

  it("keeps the original extension, lowercased, when it matches the content", async () => {
    const result = await storeThumbnail(storage, uploadOne(jpeg(), "Photo.JPEG", "image/jpeg"));
    expect(result).toMatchObject({ status: 201, url: expect.stringMatching(/\.jpeg$/) });
  });

  it("stores a PNG renamed .txt (sent as text/plain) as .png", async () => {
    const result = await storeThumbnail(storage, uploadOne(png(), "photo.txt", "text/plain"));
    expect(result).toMatchObject({ status: 201, url: expect.stringMatching(/\.png$/) });
  });

  it("uses nothing of a path-traversal file name but its extension", async () => {
    const result = await storeThumbnail(storage, uploadOne(png(), "../../etc/passwd.png"));
    expect(result).toMatchObject({
      status: 201,
      url: expect.stringMatching(new RegExp(`^/uploads/course-thumbnails/${UUID}\\.png$`)),
    });
    expect(readdirSync(root)).toEqual([THUMBNAIL_BUCKET]);
    expect(stored()).toHaveLength(1);
  });

  it.each([
    ["HTML named .jpg", "<!doctype html><script>alert(1)</script>", "photo.jpg", "image/jpeg"],
    ["HTML after spaces", "  \n<html><script>alert(1)</script></html>", "a.png", "image/png"],
    ["SVG", '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>', "a.svg", ""],
    ["SVG named .png", "<svg></svg>", "a.png", "image/png"],
    ["a script", "alert(document.cookie)", "a.js", "text/javascript"],
  ])("refuses %s with 415 and stores nothing", async (_name, content, fileName, type) => {
    const result = await storeThumbnail(storage, uploadOne(text(content), fileName, type));
    expect(result).toEqual({
      status: 415,
      title: "Invalid file type",
      description: "Please select an image file",
    });
    expect(stored()).toEqual([]);
  });

  it("accepts exactly 5 MB", async () => {
    const result = await storeThumbnail(storage, uploadOne(png(MAX_THUMBNAIL_BYTES), "big.png"));
    expect(result.status).toBe(201);
    expect(stored()).toHaveLength(1);
  });

  it("refuses 5 MB and one byte with 413 and stores nothing", async () => {
    const result = await storeThumbnail(
      storage,
      uploadOne(png(MAX_THUMBNAIL_BYTES + 1), "big.png"),
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
    const chunk = png(64 * 1024);
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

    const result = await storeThumbnail(storage, request);
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
    const result = await storeThumbnail(storage, request);
    expect(result).toMatchObject({ status: 413, title: "File too large" });
  });

  it("answers 400 'No file was sent' for a form without the file", async () => {
    const noFile = { status: 400, title: "Upload failed", description: "No file was sent" };
    const textOnly = new FormData();
    textOnly.append("file", "not a file");
    const textRequest = new Request("http://localhost/x", { method: "POST", body: textOnly });
    expect(await storeThumbnail(storage, textRequest)).toEqual(noFile);
    // A browser form with no file chosen sends the field with no name and no bytes.
    expect(await storeThumbnail(storage, uploadOne(new Uint8Array(), ""))).toEqual(noFile);
    expect(await storeThumbnail(storage, upload([["image", png(), "a.png"]]))).toEqual(noFile);
    const urlEncoded = new Request("http://localhost/x", {
      method: "POST",
      body: new URLSearchParams({ file: "x" }),
    });
    expect(await storeThumbnail(storage, urlEncoded)).toEqual(noFile);
    expect(stored()).toEqual([]);
  });

  it("refuses two files at once and stores neither", async () => {
    const result = await storeThumbnail(
      storage,
      upload([
        ["file", png(), "a.png"],
        ["file", png(), "b.png"],
      ]),
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
    expect(await storeThumbnail(storage, request)).toMatchObject({
      status: 400,
      title: "Upload failed",
    });
  });

  it("answers 500 'Upload failed' with the storage's message when storing fails", async () => {
    const broken: Storage = {
      put: () => Promise.reject(new Error("Disk full")),
      delete: async () => {},
      locate: () => null,
      list: async () => [],
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await storeThumbnail(broken, uploadOne(png(), "a.png"));
    expect(result).toEqual({ status: 500, title: "Upload failed", description: "Disk full" });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
