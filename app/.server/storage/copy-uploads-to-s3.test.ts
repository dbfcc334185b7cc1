// --uploads-to-s3: local thumbnails into a bucket (s3rver), with their metadata, skipping those
// already there.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GetObjectCommand, HeadObjectCommand } from "@aws-sdk/client-s3";
import { afterEach, describe, expect, it } from "vitest";
import { copyUploadsToS3 } from "./copy-uploads-to-s3";
import { S3Storage } from "./s3-storage";
import { THUMBNAIL_BUCKET } from "./storage";
import { s3TestServerForSuite } from "./testing/s3-test-server";

const s3 = s3TestServerForSuite();
const NAME = "7c0a1f52-4b8e-4d6a-9e3f-2a1b0c9d8e7f";

describe("copyUploadsToS3", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("puts every local thumbnail into the bucket once, with its type", async () => {
    const uploads = mkdtempSync(join(tmpdir(), "maarifa-uploads-"));
    dirs.push(uploads);
    const folder = join(uploads, THUMBNAIL_BUCKET);
    mkdirSync(folder);
    for (const width of [320, 640, 960]) {
      writeFileSync(join(folder, `${NAME}-${width}.webp`), `webp ${width}`);
    }
    writeFileSync(join(folder, `${NAME}.png`), "png");
    // Not uploads: a write interrupted half-way, and a stray file.
    writeFileSync(join(folder, `.${NAME}-960.webp.1234.partial`), "half");
    writeFileSync(join(folder, "notes.txt.bak"), "x");

    const bucket = new S3Storage({
      client: s3.current.client,
      s3Bucket: await s3.current.createBucket(),
    });
    await bucket.put(THUMBNAIL_BUCKET, `${NAME}-320.webp`, new TextEncoder().encode("webp 320"));

    const first = await copyUploadsToS3(uploads, bucket);
    expect(first).toEqual({
      copied: [`${NAME}-640.webp`, `${NAME}-960.webp`, `${NAME}.png`],
      skipped: [`${NAME}-320.webp`],
    });
    expect((await bucket.list(THUMBNAIL_BUCKET)).map((f) => f.key).sort()).toEqual([
      `${NAME}-320.webp`,
      `${NAME}-640.webp`,
      `${NAME}-960.webp`,
      `${NAME}.png`,
    ]);
    const object = await s3.current.client.send(
      new GetObjectCommand({ Bucket: bucket.s3Bucket, Key: `${NAME}-960.webp` }),
    );
    expect(await object.Body?.transformToString()).toBe("webp 960");
    const head = await s3.current.client.send(
      new HeadObjectCommand({ Bucket: bucket.s3Bucket, Key: `${NAME}.png` }),
    );
    expect(head.ContentType).toBe("image/png");
    expect(head.CacheControl).toBe("public, max-age=31536000, immutable");

    const second = await copyUploadsToS3(uploads, bucket);
    expect(second.copied).toEqual([]);
    expect(second.skipped).toHaveLength(4);
  });

  it("copies nothing when there is no uploads folder", async () => {
    const bucket = new S3Storage({
      client: s3.current.client,
      s3Bucket: await s3.current.createBucket(),
    });
    expect(await copyUploadsToS3(join(tmpdir(), "maarifa-no-such-folder"), bucket)).toEqual({
      copied: [],
      skipped: [],
    });
  });
});
