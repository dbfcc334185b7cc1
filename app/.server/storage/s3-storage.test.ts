// The S3 driver against a real S3-protocol server (s3rver, started by the test on 127.0.0.1): what
// only S3 has: object metadata, the start-up check, and the choice of driver from the environment.
// The storage contract runs on it in server/storage-contract.test.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/.server/env";
import { createStorage } from "./create-storage";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";
import { THUMBNAIL_BUCKET } from "./storage";
import { S3RVER_CREDENTIALS, s3TestServerForSuite } from "./testing/s3-test-server";

const s3 = s3TestServerForSuite();

const KEY = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b-960.webp";

describe("S3Storage", () => {
  async function storage(options: { publicUrl?: string } = {}) {
    const s3Bucket = await s3.current.createBucket();
    return new S3Storage({ client: s3.current.client, s3Bucket, ...options });
  }

  it("writes each object with its type and a year-long immutable Cache-Control", async () => {
    const store = await storage();
    await store.put(THUMBNAIL_BUCKET, KEY, new Uint8Array([1, 2, 3]));
    await store.put(
      THUMBNAIL_BUCKET,
      "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.jpg",
      new Uint8Array([4]),
    );
    for (const [key, type] of [
      [KEY, "image/webp"],
      ["0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.jpg", "image/jpeg"],
    ]) {
      const head = await s3.current.client.send(
        new HeadObjectCommand({ Bucket: store.s3Bucket, Key: key }),
      );
      expect(head.ContentType).toBe(type);
      expect(head.CacheControl).toBe("public, max-age=31536000, immutable");
    }
  });

  it("keeps the objects at the bucket's root under their own names", async () => {
    const store = await storage();
    expect(await store.put(THUMBNAIL_BUCKET, KEY, new Uint8Array([1]))).toBe(
      `/uploads/${THUMBNAIL_BUCKET}/${KEY}`,
    );
    expect((await store.list(THUMBNAIL_BUCKET)).map((file) => file.key)).toEqual([KEY]);
  });

  it("returns the public address with S3_PUBLIC_URL, and still locates /uploads addresses", async () => {
    const store = await storage({ publicUrl: "https://cdn.example.com/thumbs/" });
    expect(store.urlPrefix(THUMBNAIL_BUCKET)).toBe("https://cdn.example.com/thumbs");
    const url = await store.put(THUMBNAIL_BUCKET, KEY, new Uint8Array([1]));
    expect(url).toBe(`https://cdn.example.com/thumbs/${KEY}`);
    expect(store.locate(url)).toEqual({ bucket: THUMBNAIL_BUCKET, key: KEY });
    // A course saved before S3_PUBLIC_URL was set keeps its image: the server still serves it.
    expect(store.locate(`/uploads/${THUMBNAIL_BUCKET}/${KEY}`)).toEqual({
      bucket: THUMBNAIL_BUCKET,
      key: KEY,
    });
    expect(store.locate(`https://cdn.example.com/${KEY}`)).toBeNull();
    expect(store.locate(`https://cdn.example.com/thumbs-old/${KEY}`)).toBeNull();
  });

  it("skips objects put there by hand under names it never makes", async () => {
    const store = await storage();
    await store.put(THUMBNAIL_BUCKET, KEY, new Uint8Array([1]));
    for (const Key of ["folder/photo.png", ".hidden.png"]) {
      await s3.current.client.send(
        new PutObjectCommand({ Bucket: store.s3Bucket, Key, Body: new Uint8Array([2]) }),
      );
    }
    expect((await store.list(THUMBNAIL_BUCKET)).map((file) => file.key)).toEqual([KEY]);
  });

  it("knows only its own bucket name", async () => {
    const store = await storage();
    await expect(store.put("avatars", "a.png", new Uint8Array([1]))).rejects.toThrow(
      "Unknown bucket name: avatars",
    );
    await expect(store.list("avatars")).rejects.toThrow("Unknown bucket name: avatars");
    expect(store.locate(`/uploads/avatars/${KEY}`)).toBeNull();
  });

  it("answers 304 for an unchanged object and null for a missing one", async () => {
    const store = await storage();
    await store.put(THUMBNAIL_BUCKET, KEY, new Uint8Array([1, 2, 3]));
    const first = await store.open(THUMBNAIL_BUCKET, KEY);
    expect(first).toMatchObject({ status: 200, contentLength: 3 });
    if (first?.status !== 200) return;
    first.body?.destroy();
    expect(first.etag).toBeTruthy();
    expect(await store.open(THUMBNAIL_BUCKET, KEY, { ifNoneMatch: first.etag })).toMatchObject({
      status: 304,
    });
    expect(await store.open(THUMBNAIL_BUCKET, KEY, { head: true })).toMatchObject({
      status: 200,
      body: null,
      contentLength: 3,
    });
    expect(await store.open(THUMBNAIL_BUCKET, "missing.png")).toBeNull();
    expect(await store.open(THUMBNAIL_BUCKET, "missing.png", { head: true })).toBeNull();
  });

  it("checks its bucket, and names S3_BUCKET when it is missing", async () => {
    await expect((await storage()).checkBucket()).resolves.toBeUndefined();
    const missing = new S3Storage({ client: s3.current.client, s3Bucket: "no-such-bucket" });
    await expect(missing.checkBucket()).rejects.toThrow(
      'S3_BUCKET: cannot use the bucket "no-such-bucket": it does not exist; create it first',
    );
  });
});

describe("createStorage", () => {
  const s3Env = (extra: Record<string, string> = {}) =>
    parseEnv({
      S3_ENDPOINT: s3.current.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      ...extra,
    });

  it("keeps uploads on local disk under DATA_DIR when no S3 variable is set", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "maarifa-data-"));
    try {
      const storage = await createStorage(parseEnv({ DATA_DIR: dataDir }));
      expect(storage).toBeInstanceOf(LocalDiskStorage);
      expect((storage as LocalDiskStorage).root).toBe(join(dataDir, "uploads"));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("uses the S3 bucket the variables name, with the URL prefix S3_PUBLIC_URL gives", async () => {
    const bucket = await s3.current.createBucket("site");
    const storage = await createStorage(
      s3Env({ S3_BUCKET: bucket, S3_PUBLIC_URL: "https://cdn.example.com" }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    const url = await storage.put(THUMBNAIL_BUCKET, KEY, new Uint8Array([1]));
    expect(url).toBe(`https://cdn.example.com/${KEY}`);
    expect((await storage.list(THUMBNAIL_BUCKET)).map((file) => file.key)).toEqual([KEY]);
  });

  it("uses the bucket course-thumbnails when S3_BUCKET is not set", async () => {
    await expect(createStorage(s3Env())).rejects.toThrow(
      'S3_BUCKET: cannot use the bucket "course-thumbnails": it does not exist',
    );
    await s3.current.client.send(new CreateBucketCommand({ Bucket: "course-thumbnails" }));
    const storage = await createStorage(s3Env());
    expect((storage as S3Storage).s3Bucket).toBe("course-thumbnails");
  });
});
