import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import { removeStoredThumbnail, sweepOrphanThumbnails } from "./thumbnail-cleanup";

let root: string;
let storage: LocalDiskStorage;
const bucketDir = () => join(root, THUMBNAIL_BUCKET);
const stored = () => readdirSync(bucketDir()).sort();

/** Stores a thumbnail last written at `writtenAt` and returns its public URL. */
async function thumbnail(key: string, writtenAt = new Date()) {
  const url = await storage.put(THUMBNAIL_BUCKET, key, new Uint8Array([1, 2, 3]));
  utimesSync(join(bucketDir(), key), writtenAt, writtenAt);
  return url;
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-cleanup-"));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("removeStoredThumbnail", () => {
  it("deletes the stored file a URL of ours points at", async () => {
    const url = await thumbnail("old.png");
    await thumbnail("other.png");
    await removeStoredThumbnail(storage, url);
    expect(stored()).toEqual(["other.png"]);
  });

  it("ignores external URLs, empty values and files already gone", async () => {
    await thumbnail("kept.png");
    for (const url of [
      "",
      "   ",
      "https://images.example.com/uploads/course-thumbnails/kept.png",
      "/uploads/course-thumbnails/../course-thumbnails/kept.png",
      "/uploads/course-thumbnails/missing.png",
    ]) {
      await removeStoredThumbnail(storage, url);
    }
    expect(stored()).toEqual(["kept.png"]);
  });

  it("touches no other bucket", async () => {
    await storage.put("other-bucket", "a.png", new Uint8Array([1]));
    await removeStoredThumbnail(storage, "/uploads/other-bucket/a.png");
    expect(existsSync(join(root, "other-bucket", "a.png"))).toBe(true);
  });
});

describe("sweepOrphanThumbnails", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

  it("deletes old files no course references, and keeps referenced or recent ones", async () => {
    const inUse = await thumbnail("in-use.png", hoursAgo(100));
    await thumbnail("abandoned.png", hoursAgo(48));
    await thumbnail("fresh-upload.webp", hoursAgo(1));
    const deleted = await sweepOrphanThumbnails(
      storage,
      new Set([inUse, "https://example.com/pasted.jpg", ""]),
      hoursAgo(24),
    );
    expect(deleted).toEqual(["abandoned.png"]);
    expect(stored()).toEqual(["fresh-upload.webp", "in-use.png"]);
  });

  it("recognises a referenced URL however it is spaced", async () => {
    await thumbnail("spaced.png", hoursAgo(48));
    await sweepOrphanThumbnails(
      storage,
      new Set([" /uploads/course-thumbnails/spaced.png "]),
      hoursAgo(24),
    );
    expect(stored()).toEqual(["spaced.png"]);
  });

  it("does nothing on an empty or missing bucket", async () => {
    expect(await sweepOrphanThumbnails(storage, new Set(), now)).toEqual([]);
  });
});
