// The storage contract (app/.server/storage/testing/storage-contract.ts) on every driver, each
// behind the app's own /uploads handler: on local disk, on S3 streamed by the server, and on S3
// read at its public address (S3_PUBLIC_URL). Here rather than beside the drivers because it
// checks the drivers and server/serve-uploads.ts together (issue #25: app/.server does not import
// server/).
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { ListMultipartUploadsCommand } from "@aws-sdk/client-s3";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { MIN_PART_SIZE, S3Storage } from "~/.server/storage/s3-storage";
import { describeStorageContract } from "~/.server/storage/testing/storage-contract";
import { s3TestServerForSuite } from "~/.server/storage/testing/s3-test-server";
import { serveUploads } from "./serve-uploads";

describeStorageContract("local disk", serveUploads, () => {
  const folder = mkdtempSync(join(tmpdir(), "maarifa-storage-contract-"));
  return {
    storage: new LocalDiskStorage(folder),
    cleanup: () => rmSync(folder, { recursive: true, force: true }),
    // Every file, partial ones (".<key>.<uuid>.partial") included.
    leftovers: async () => filesUnder(folder),
    writtenBytes: () => filesUnder(folder).reduce((sum, file) => sum + statSync(file).size, 0),
  };
});

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const s3 = s3TestServerForSuite();

/**
 * The bytes S3 has acknowledged (PutObject and UploadPart answered) for `s3Bucket`, counted by
 * a middleware on the shared client; `remove` takes the middleware off again.
 */
function countWrittenBytes(s3Bucket: string) {
  let written = 0;
  const name = `count-written-${s3Bucket}`;
  s3.current.client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const input = args.input as { Bucket?: string; ContentLength?: number };
      const writes = ["PutObjectCommand", "UploadPartCommand"].includes(context.commandName ?? "");
      if (writes && input.Bucket === s3Bucket) written += input.ContentLength ?? 0;
      return result;
    },
    { step: "initialize", name },
  );
  return {
    written: () => written,
    remove: () => void s3.current.client.middlewareStack.remove(name),
  };
}

/** The multipart uploads begun and neither completed nor aborted in `s3Bucket`. */
async function pendingUploads(s3Bucket: string): Promise<string[]> {
  const listed = await s3.current.client.send(
    new ListMultipartUploadsCommand({ Bucket: s3Bucket }),
  );
  return (listed.Uploads ?? []).map((upload) => `${upload.Key} ${upload.UploadId}`).sort();
}

describeStorageContract("S3, streamed by the server under /uploads", serveUploads, async () => {
  const s3Bucket = await s3.current.createBucket();
  // The smallest parts S3 allows, so that the streams of the tests make several.
  const storage = new S3Storage({ client: s3.current.client, s3Bucket, partSize: MIN_PART_SIZE });
  const counter = countWrittenBytes(s3Bucket);
  return {
    storage,
    leftovers: () => pendingUploads(s3Bucket),
    writtenBytes: counter.written,
    cleanup: counter.remove,
  };
});

describeStorageContract(
  "S3 with S3_PUBLIC_URL (the bucket read directly)",
  serveUploads,
  async () => {
    const s3Bucket = await s3.current.createBucket();
    // s3rver serves objects to anyone, like a public-read bucket; path style puts the bucket last.
    const publicUrl = `${s3.current.endpoint}/${s3Bucket}/`;
    const storage = new S3Storage({
      client: s3.current.client,
      s3Bucket,
      publicUrl,
      partSize: MIN_PART_SIZE,
    });
    const counter = countWrittenBytes(s3Bucket);
    return {
      storage,
      leftovers: () => pendingUploads(s3Bucket),
      writtenBytes: counter.written,
      cleanup: counter.remove,
    };
  },
);
