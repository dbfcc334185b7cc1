// A real S3-protocol server for tests and benchmarks: s3rver (npm, in-process) on 127.0.0.1, its
// objects in a temporary folder that goes away with it. Chosen over moto's standalone server (pip)
// because it installs with npm like everything else here and needs no Python
// (docs/decisions/0015-s3-storage.md). Free of vitest, so that the Playwright cluster test and
// `npm run bench:cluster` (scripts/cluster/) can start it too; vitest suites use
// s3TestServerForSuite (s3-test-server.ts).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
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
