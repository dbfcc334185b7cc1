// Chooses where uploads live from the environment, once, at start (server/index.ts): an
// S3-compatible bucket when any S3_ variable is set, otherwise DATA_DIR/uploads on local disk
// (docs/decisions/0015-s3-storage.md).
import { resolve } from "node:path";
import { S3Client } from "@aws-sdk/client-s3";
import { s3Settings, type Env, type S3Settings } from "~/.server/env";
import { LocalDiskStorage } from "./local-disk-storage";
import { S3Storage } from "./s3-storage";

/** An S3 client for these settings (an explicit key pair, or the AWS SDK's own chain). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  });
}

/**
 * The storage the environment asks for. An S3 bucket is checked first, so a missing bucket or a
 * wrong key stops the start with a message naming S3_BUCKET instead of failing the first upload;
 * the bucket is never created here (the operator chooses its region, policy and CDN).
 */
export async function createStorage(env: Env): Promise<LocalDiskStorage | S3Storage> {
  const settings = s3Settings(env);
  if (!settings) return new LocalDiskStorage(resolve(env.DATA_DIR, "uploads"));
  const storage = new S3Storage({
    client: createS3Client(settings),
    s3Bucket: settings.bucket,
    publicUrl: settings.publicUrl,
  });
  await storage.checkBucket();
  return storage;
}
