// Uploads in an S3-compatible bucket (issue #13: AWS S3, MinIO, Garage, Cloudflare R2,
// Backblaze B2…) through the official AWS SDK v3, so that several instances share one set of
// files. The app's one bucket name (`course-thumbnails`, which callers and /uploads addresses use)
// maps to the S3 bucket S3_BUCKET; objects keep our random names as keys, at the bucket's root.
// Decision: docs/decisions/0015-s3-storage.md.
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import {
  checkStorageName,
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  isSafeStorageName,
  THUMBNAIL_BUCKET,
  UPLOADS_URL_PREFIX,
  type Storage,
} from "./storage";

export interface S3StorageOptions {
  client: S3Client;
  /** The S3 bucket the files live in (S3_BUCKET). */
  s3Bucket: string;
  /** The bucket name callers use, in /uploads addresses too (default `course-thumbnails`). */
  bucket?: string;
  /**
   * S3_PUBLIC_URL: the address of the bucket's root as browsers reach it (a CDN or a public
   * bucket). Set, stored URLs are `<publicUrl>/<key>`; unset, `/uploads/<bucket>/<key>`, which
   * the server streams from the bucket itself (server/serve-uploads.ts).
   */
  publicUrl?: string;
}

/** One object as the server streams it back; `body` is null for a HEAD request. */
export type S3Object =
  | { status: 200; body: Readable | null; contentLength?: number; etag?: string }
  | { status: 304; etag?: string };

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly s3Bucket: string;
  readonly bucket: string;
  readonly publicUrl: string | undefined;

  constructor({ client, s3Bucket, bucket = THUMBNAIL_BUCKET, publicUrl }: S3StorageOptions) {
    checkStorageName("bucket", bucket);
    this.client = client;
    this.s3Bucket = s3Bucket;
    this.bucket = bucket;
    this.publicUrl = publicUrl?.replace(/\/+$/, "");
  }

  /** The S3 bucket behind the app's `bucket`; the app has one, so any other name is a bug. */
  private s3BucketFor(bucket: string): string {
    checkStorageName("bucket", bucket);
    if (bucket !== this.bucket) throw new Error(`Unknown bucket name: ${bucket}`);
    return this.s3Bucket;
  }

  /**
   * Throws, naming S3_BUCKET, when the bucket is missing or these credentials cannot reach it.
   * Called once at start: the server never creates the bucket itself (decision 0015).
   */
  async checkBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.s3Bucket }));
    } catch (error) {
      const status = statusOf(error);
      const reason =
        status === 404
          ? "it does not exist; create it first"
          : status === 403
            ? "access denied with these credentials"
            : error instanceof Error
              ? error.message
              : String(error);
      throw new Error(`S3_BUCKET: cannot use the bucket "${this.s3Bucket}": ${reason}`, {
        cause: error,
      });
    }
  }

  async put(bucket: string, key: string, data: Uint8Array | Readable): Promise<string> {
    const s3Bucket = this.s3BucketFor(bucket);
    checkStorageName("key", key);
    // PutObject needs the length up front, which a stream does not have. Thumbnails are at most a
    // few hundred kilobytes, so a stream is read whole first: a failing one stores nothing, and
    // S3 itself never shows a half-written object.
    const body = data instanceof Readable ? await readAll(data) : data;
    await this.client.send(
      new PutObjectCommand({
        Bucket: s3Bucket,
        Key: key,
        Body: body,
        ContentLength: body.byteLength,
        ContentType: contentTypeOf(key),
        // What a CDN or a browser reading the bucket directly (S3_PUBLIC_URL) keeps it by.
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
    return `${this.urlPrefix(bucket)}/${key}`;
  }

  async read(bucket: string, key: string): Promise<Readable | null> {
    const object = await this.open(bucket, key);
    return object?.status === 200 ? object.body : null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    const s3Bucket = this.s3BucketFor(bucket);
    checkStorageName("key", key);
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: s3Bucket, Key: key }));
  }

  urlPrefix(bucket: string): string {
    return this.publicUrl ?? `${UPLOADS_URL_PREFIX}/${bucket}`;
  }

  locate(url: string): { bucket: string; key: string } | null {
    const trimmed = url.trim();
    // Our public address, and /uploads, which the server serves from the bucket in any case (a
    // course saved before S3_PUBLIC_URL was set, or before the move from disk, keeps its image).
    const prefixes = [`${UPLOADS_URL_PREFIX}/${this.bucket}/`];
    if (this.publicUrl) prefixes.push(`${this.publicUrl}/`);
    for (const prefix of prefixes) {
      if (!trimmed.startsWith(prefix)) continue;
      const key = trimmed.slice(prefix.length);
      return isSafeStorageName(key) ? { bucket: this.bucket, key } : null;
    }
    return null;
  }

  async list(bucket: string): Promise<{ key: string; modifiedAt: Date }[]> {
    const s3Bucket = this.s3BucketFor(bucket);
    const files: { key: string; modifiedAt: Date }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: s3Bucket, ContinuationToken }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        // Objects someone put there by hand under other names ("folder/x.png") are not ours.
        if (Key && LastModified && isSafeStorageName(Key)) {
          files.push({ key: Key, modifiedAt: LastModified });
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  }

  /**
   * The object at bucket/key for the server to stream (HEAD: without its body), 304 when its
   * ETag matches `ifNoneMatch`, or null when there is no such object.
   */
  async open(
    bucket: string,
    key: string,
    { head = false, ifNoneMatch }: { head?: boolean; ifNoneMatch?: string } = {},
  ): Promise<S3Object | null> {
    const request = { Bucket: this.s3BucketFor(bucket), Key: key, IfNoneMatch: ifNoneMatch };
    checkStorageName("key", key);
    try {
      if (head) {
        const info = await this.client.send(new HeadObjectCommand(request));
        return { status: 200, body: null, contentLength: info.ContentLength, etag: info.ETag };
      }
      const object = await this.client.send(new GetObjectCommand(request));
      return {
        status: 200,
        body: object.Body as Readable,
        contentLength: object.ContentLength,
        etag: object.ETag,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return { status: 304, etag: ifNoneMatch };
      if (status === 404) return null;
      throw error;
    }
  }
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  }
  return Buffer.concat(chunks);
}
