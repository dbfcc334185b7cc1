// The storage contract (app/.server/storage/testing/storage-contract.ts) on every driver, each
// behind the app's own /uploads handler: on local disk, on S3 streamed by the server, and on S3
// read at its public address (S3_PUBLIC_URL). Here rather than beside the drivers because it
// checks the drivers and server/serve-uploads.ts together (issue #25: app/.server does not import
// server/).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { S3Storage } from "~/.server/storage/s3-storage";
import { describeStorageContract } from "~/.server/storage/testing/storage-contract";
import { s3TestServerForSuite } from "~/.server/storage/testing/s3-test-server";
import { serveUploads } from "./serve-uploads";

describeStorageContract("local disk", serveUploads, () => {
  const folder = mkdtempSync(join(tmpdir(), "maarifa-storage-contract-"));
  return {
    storage: new LocalDiskStorage(folder),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
  };
});

const s3 = s3TestServerForSuite();

describeStorageContract("S3, streamed by the server under /uploads", serveUploads, async () => {
  const s3Bucket = await s3.current.createBucket();
  return { storage: new S3Storage({ client: s3.current.client, s3Bucket }) };
});

describeStorageContract(
  "S3 with S3_PUBLIC_URL (the bucket read directly)",
  serveUploads,
  async () => {
    const s3Bucket = await s3.current.createBucket();
    // s3rver serves objects to anyone, like a public-read bucket; path style puts the bucket last.
    const publicUrl = `${s3.current.endpoint}/${s3Bucket}/`;
    return { storage: new S3Storage({ client: s3.current.client, s3Bucket, publicUrl }) };
  },
);
