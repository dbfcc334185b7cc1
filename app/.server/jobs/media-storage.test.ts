import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { LESSON_MEDIA_BUCKET, MEDIA_ORIGINALS_BUCKET } from "~/.server/storage/storage";
import { storageMediaFiles, storeMediaPoster } from "./media-storage";

let root: string;
let work: string;
let storage: LocalDiskStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-media-storage-"));
  work = mkdtempSync(join(tmpdir(), "maarifa-media-work-"));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe("the media job's files", () => {
  it("reads the private original, stores public versions and deletes both", async () => {
    const files = storageMediaFiles(storage);
    await storage.store(MEDIA_ORIGINALS_BUCKET, "orig.mp4", new TextEncoder().encode("original"));
    const copy = join(work, "in.mp4");
    await files.readOriginalTo("orig.mp4", copy, new AbortController().signal);
    expect(existsSync(copy)).toBe(true);
    await expect(
      files.readOriginalTo("gone.mp4", join(work, "x.mp4"), new AbortController().signal),
    ).rejects.toThrow("not in the storage");

    const made = join(work, "light.mp4");
    writeFileSync(made, "light version");
    const url = await files.putVersion("m1-light.mp4", made, "video/mp4");
    expect(url).toBe(`/uploads/${LESSON_MEDIA_BUCKET}/m1-light.mp4`);
    expect(readdirSync(join(root, LESSON_MEDIA_BUCKET))).toEqual(["m1-light.mp4"]);

    await files.deleteVersions(["m1-light.mp4", "never-stored.mp4"]);
    await files.deleteOriginal("orig.mp4");
    expect(readdirSync(join(root, LESSON_MEDIA_BUCKET))).toEqual([]);
    expect(readdirSync(join(root, MEDIA_ORIGINALS_BUCKET))).toEqual([]);
  });

  it("stores a poster as the thumbnail widths in lesson-media, or nothing for a bad frame", async () => {
    const frame = join(work, "frame.png");
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: "#047857" } })
      .png()
      .toFile(frame);
    const url = await storeMediaPoster(storage)(frame);
    expect(url).toMatch(new RegExp(`^/uploads/${LESSON_MEDIA_BUCKET}/[0-9a-f-]{36}-960\\.webp$`));
    const stored = readdirSync(join(root, LESSON_MEDIA_BUCKET));
    expect(stored.map((name) => name.replace(/^[0-9a-f-]{36}-/, "")).sort()).toEqual(
      ["320", "480", "640", "720", "800", "960"].map((width) => `${width}.webp`).sort(),
    );

    const broken = join(work, "broken.png");
    writeFileSync(broken, "not an image");
    expect(await storeMediaPoster(storage)(broken)).toBeNull();
    expect(readdirSync(join(root, LESSON_MEDIA_BUCKET))).toHaveLength(6);
  });
});
