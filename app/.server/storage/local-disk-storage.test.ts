import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "./local-disk-storage";

let root: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-storage-"));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe("LocalDiskStorage", () => {
  it("stores bytes under root/bucket/key and returns the public URL", async () => {
    const url = await storage.put("course-thumbnails", "a1.png", bytes("png bytes"));
    expect(url).toBe("/uploads/course-thumbnails/a1.png");
    expect(readFileSync(join(root, "course-thumbnails", "a1.png"), "utf8")).toBe("png bytes");
  });

  it("stores a stream, chunk by chunk", async () => {
    const chunks = ["one ", "two ", "three"].map((c) => Buffer.from(c));
    await storage.put("b", "streamed.jpg", Readable.from(chunks));
    expect(readFileSync(join(root, "b", "streamed.jpg"), "utf8")).toBe("one two three");
  });

  it("leaves no file, partial or final, when the stream fails midway", async () => {
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      yield Buffer.alloc(64 * 1024, 2);
      throw new Error("connection lost");
    }
    await expect(storage.put("b", "broken.png", Readable.from(failing()))).rejects.toThrow(
      "connection lost",
    );
    expect(readdirSync(join(root, "b"))).toEqual([]);
    expect(await storage.list("b")).toEqual([]);
  });

  it("leaves an existing file untouched when its replacement fails", async () => {
    await storage.put("b", "kept.png", bytes("original"));
    async function* failing() {
      yield Buffer.from("half");
      throw new Error("aborted");
    }
    await expect(storage.put("b", "kept.png", Readable.from(failing()))).rejects.toThrow();
    expect(readFileSync(join(root, "b", "kept.png"), "utf8")).toBe("original");
    expect(readdirSync(join(root, "b"))).toEqual(["kept.png"]);
  });

  it("lets two writes of one key run at once without either breaking the other", async () => {
    const slow = (text: string) =>
      Readable.from(
        (async function* () {
          for (const c of text) {
            await new Promise((resolve) => setTimeout(resolve, 1));
            yield Buffer.from(c);
          }
        })(),
      );
    await Promise.all([
      storage.put("b", "same.png", slow("aaaa")),
      storage.put("b", "same.png", slow("bbbb")),
    ]);
    expect(["aaaa", "bbbb"]).toContain(readFileSync(join(root, "b", "same.png"), "utf8"));
    expect(readdirSync(join(root, "b"))).toEqual(["same.png"]);
  });

  it("deletes a file, and treats a missing one as already deleted", async () => {
    await storage.put("b", "gone.png", bytes("x"));
    await storage.delete("b", "gone.png");
    expect(existsSync(join(root, "b", "gone.png"))).toBe(false);
    await expect(storage.delete("b", "gone.png")).resolves.toBeUndefined();
    await expect(storage.delete("never-made", "x.png")).resolves.toBeUndefined();
  });

  it.each([
    "../escape.png",
    "../../etc/passwd",
    "a/b.png",
    "a\\b.png",
    ".hidden.png",
    "..",
    "",
    "name with space.png",
    "x.png\0.txt",
    "a".repeat(201),
  ])("refuses the unsafe key %j everywhere", async (key) => {
    await expect(storage.put("b", key, bytes("x"))).rejects.toThrow(/Unsafe key name/);
    await expect(storage.delete("b", key)).rejects.toThrow(/Unsafe key name/);
    expect(existsSync(join(root, "b"))).toBe(false);
    expect(readdirSync(root)).toEqual([]);
  });

  it.each(["..", "../b", "a/b", ".b", ""])("refuses the unsafe bucket %j", async (bucket) => {
    await expect(storage.put(bucket, "x.png", bytes("x"))).rejects.toThrow(/Unsafe bucket name/);
    await expect(storage.delete(bucket, "x.png")).rejects.toThrow(/Unsafe bucket name/);
    await expect(storage.list(bucket)).rejects.toThrow(/Unsafe bucket name/);
    expect(readdirSync(root)).toEqual([]);
  });

  it("locates its own URLs and nothing else", () => {
    expect(storage.locate("/uploads/course-thumbnails/a1.png")).toEqual({
      bucket: "course-thumbnails",
      key: "a1.png",
    });
    expect(storage.locate("  /uploads/course-thumbnails/a1.png ")).toEqual({
      bucket: "course-thumbnails",
      key: "a1.png",
    });
    for (const url of [
      "",
      "https://cdn.example.com/uploads/course-thumbnails/a1.png",
      "/uploads/course-thumbnails/../secret.png",
      "/uploads/../course-thumbnails/a1.png",
      "/uploads/course-thumbnails/a/b.png",
      "/uploads/course-thumbnails/a1.png?v=2",
      "/uploads/course-thumbnails/.a1.png",
      "/uploads/course-thumbnails/",
      "/assets/a1.png",
      "data:image/png;base64,AAAA",
    ]) {
      expect(storage.locate(url), url).toBeNull();
    }
  });

  it("lists a bucket's files with their times, skipping partial writes and folders", async () => {
    await storage.put("b", "one.png", bytes("1"));
    await storage.put("b", "two.webp", bytes("2"));
    const past = new Date("2025-01-02T03:04:05Z");
    utimesSync(join(root, "b", "one.png"), past, past);
    // What an interrupted write or a stray folder looks like on disk.
    await writeFile(join(root, "b", ".three.png.1234.partial"), "half");
    await mkdir(join(root, "b", "folder"));

    const files = await storage.list("b");
    expect(files.map((f) => f.key).sort()).toEqual(["one.png", "two.webp"]);
    expect(files.find((f) => f.key === "one.png")?.modifiedAt.getTime()).toBe(past.getTime());
    expect(await storage.list("empty-bucket")).toEqual([]);
  });
});
