// A real S3-protocol server for tests and benchmarks: s3rver (npm, in-process) on 127.0.0.1, its
// objects in a temporary folder that goes away with it. Chosen over moto's standalone server (pip)
// because it installs with npm like everything else here and needs no Python
// (docs/decisions/0015-s3-storage.md). Free of vitest, so that the Playwright cluster test and
// `npm run bench:cluster` (scripts/cluster/) can start it too; vitest suites use
// s3TestServerForSuite (s3-test-server.ts).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver, { type S3rverContext } from "s3rver";
import { createS3Client } from "../create-storage";
import { DEFAULT_S3_REGION } from "~/.server/env";

export interface S3TestServer {
  /** http://127.0.0.1:PORT, for S3_ENDPOINT. */
  endpoint: string;
  /** A client as the server would make it: path style, s3rver's fixed key pair. */
  client: S3Client;
  /** Creates a bucket of its own for one test (`prefix-<random>`) and returns its name. */
  createBucket(prefix?: string): Promise<string>;
  stop(): Promise<void>;
}

/** s3rver accepts this key pair (and checks signatures made with it). */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** Starts s3rver on 127.0.0.1:`port` (default: a free port the system picks). */
export async function startS3TestServer({
  port = 0,
}: { port?: number } = {}): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "maarifa-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port, silent: true, directory });
  server.middleware.unshift(multipartUploadsMissingFromS3rver(directory));
  const { port: actualPort } = await server.run();
  const endpoint = `http://127.0.0.1:${actualPort}`;
  const client = createS3Client({
    endpoint,
    region: DEFAULT_S3_REGION,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    bucket: "",
  });
  return {
    endpoint,
    client,
    async createBucket(prefix = "test") {
      const name = `${prefix}-${randomUUID().slice(0, 8)}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * s3rver 3.7.1 keeps a multipart upload's parts in `<bucket>/._S3rver_uploads/<UploadId>/` but
 * answers AbortMultipartUpload with 405 and ListMultipartUploads with 501. These two S3 calls,
 * done on its own folder the way it completes an upload, let tests check that a failed upload
 * leaves nothing behind (issue #28). Runs before s3rver's routes; everything else passes through.
 */
function multipartUploadsMissingFromS3rver(directory: string) {
  const uploadsOf = (bucket: string) => join(directory, bucket, "._S3rver_uploads");
  const safe = /^[A-Za-z0-9._-]+$/;
  return async (ctx: S3rverContext, next: () => Promise<void>) => {
    const [, bucket = "", key = ""] = /^\/([^/]+)\/?(.*)$/.exec(ctx.path) ?? [];
    const uploadId = ctx.query.uploadId;
    if (ctx.method === "DELETE" && key && typeof uploadId === "string" && safe.test(uploadId)) {
      await rm(join(uploadsOf(bucket), uploadId), { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    if (ctx.method === "GET" && !key && "uploads" in ctx.query && safe.test(bucket)) {
      const ids = await readdir(uploadsOf(bucket)).catch(() => []);
      const uploads = await Promise.all(
        ids.map(async (id) => {
          const uploadKey = await readFile(join(uploadsOf(bucket), id, "key"), "utf8");
          return `<Upload><Key>${uploadKey}</Key><UploadId>${id}</UploadId></Upload>`;
        }),
      );
      ctx.type = "application/xml";
      ctx.body =
        `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult>` +
        `<Bucket>${bucket}</Bucket>${uploads.join("")}</ListMultipartUploadsResult>`;
      return;
    }
    await next();
  };
}
