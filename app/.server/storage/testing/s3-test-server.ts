// A real S3-protocol server for the storage tests: s3rver (npm, in-process) on 127.0.0.1 at a
// free port, its objects in a temporary folder that goes away with it. Chosen over moto's
// standalone server (pip) because it installs with npm like everything else here and needs no
// Python (docs/decisions/0015-s3-storage.md).
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, type S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
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

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "maarifa-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
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

/** The S3 server of a whole test file (or describe): started before its tests, stopped after. */
export function s3TestServerForSuite(): { readonly current: S3TestServer } {
  let started: S3TestServer | undefined;
  beforeAll(async () => {
    started = await startS3TestServer();
  });
  afterAll(async () => {
    await started?.stop();
  });
  return {
    get current() {
      if (!started) throw new Error("the S3 server is started in beforeAll");
      return started;
    },
  };
}
