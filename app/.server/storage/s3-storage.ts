// Uploads in an S3-compatible bucket (issue #13: AWS S3, MinIO, Garage, Cloudflare R2,
// Backblaze B2…) through the official AWS SDK v3, so that several instances share one set of
// files. The app's buckets all live in the one S3 bucket S3_BUCKET: `course-thumbnails` at its
// root (where existing data already is), the others under a key prefix of their name
// (`lesson-media/<key>`, `media-originals/<key>`, issue #28). Objects keep our random names.
// Decision: docs/decisions/0015-s3-storage.md.
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from "@aws-sdk/client-s3";
import {
  checkPublicBucket,
  checkStorageName,
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  isPublicBucket,
  isSafeStorageName,
  LESSON_MEDIA_BUCKET,
  MEDIA_ORIGINALS_BUCKET,
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
  /**
   * The size of the parts a large stream is sent in (multipart upload), and so about the most of
   * it held in memory at once. At least 5 MiB, S3's smallest part but the last; default 8 MiB.
   */
  partSize?: number;
}

/** S3's smallest part but the last (AWS S3 and the compatible stores alike). */
export const MIN_PART_SIZE = 5 * 1024 * 1024;
const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

/**
 * One object as the server streams it back; `body` is null for a HEAD request. `range` is set for
 * a 206 (part of the object); a 416 carries the object's size for `Content-Range: bytes *\/size`.
 */
export type S3Object =
  | {
      status: 200 | 206;
      body: Readable | null;
      contentLength?: number;
      contentRange?: string;
      etag?: string;
    }
  | { status: 304; etag?: string }
  | { status: 416; size?: number };

const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly s3Bucket: string;
  readonly bucket: string;
  readonly publicUrl: string | undefined;
  readonly partSize: number;

  constructor({
    client,
    s3Bucket,
    bucket = THUMBNAIL_BUCKET,
    publicUrl,
    partSize = DEFAULT_PART_SIZE,
  }: S3StorageOptions) {
    checkStorageName("bucket", bucket);
    if (partSize < MIN_PART_SIZE) throw new Error(`partSize: at least ${MIN_PART_SIZE} bytes`);
    this.client = client;
    this.s3Bucket = s3Bucket;
    this.bucket = bucket;
    this.publicUrl = publicUrl?.replace(/\/+$/, "");
    this.partSize = partSize;
  }

  /** True for an app bucket this storage holds: the thumbnails' (at the root) and the prefixed. */
  hasBucket(bucket: string): boolean {
    return bucket === this.bucket || PREFIXED_BUCKETS.includes(bucket);
  }

  /**
   * The S3 object key of the app's bucket/key: the thumbnails' at the root, as they always were
   * (stored URLs and S3_PUBLIC_URL policies point there), every other bucket under `<bucket>/`.
   */
  objectKey(bucket: string, key: string): string {
    checkStorageName("bucket", bucket);
    checkStorageName("key", key);
    if (!this.hasBucket(bucket)) throw new Error(`Unknown bucket name: ${bucket}`);
    return bucket === this.bucket ? key : `${bucket}/${key}`;
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
    checkStorageName("bucket", bucket);
    checkPublicBucket(bucket);
    await this.store(bucket, key, data);
    return `${this.urlPrefix(bucket)}/${key}`;
  }

  async storeFile(bucket: string, key: string, path: string): Promise<void> {
    await this.store(bucket, key, createReadStream(path));
  }

  async store(bucket: string, key: string, data: Uint8Array | Readable): Promise<void> {
    const Key = this.objectKey(bucket, key);
    const object = {
      Bucket: this.s3Bucket,
      Key,
      ContentType: contentTypeOf(key),
      // What a CDN or a browser reading the bucket directly (S3_PUBLIC_URL) keeps it by.
      CacheControl: IMMUTABLE_CACHE_CONTROL,
    };
    if (!(data instanceof Readable)) {
      await this.client.send(
        new PutObjectCommand({ ...object, Body: data, ContentLength: data.byteLength }),
      );
      return;
    }
    // PutObject needs the length up front, which a stream does not have, and a video may be 2 GB:
    // the stream is read one part at a time. A stream that ends within its first part (every
    // thumbnail) is one PutObject, as before; a longer one is a multipart upload, which S3 shows
    // only once completed, so a failing stream never leaves a half-written object either.
    let upload: { UploadId: string; parts: CompletedPart[] } | undefined;
    try {
      for await (const part of partsOf(data, this.partSize)) {
        if (!upload && part.byteLength < this.partSize) {
          await this.client.send(
            new PutObjectCommand({ ...object, Body: part, ContentLength: part.byteLength }),
          );
          return;
        }
        if (!upload) {
          const created = await this.client.send(new CreateMultipartUploadCommand(object));
          if (!created.UploadId) throw new Error(`S3 gave no UploadId for ${Key}`);
          upload = { UploadId: created.UploadId, parts: [] };
        }
        const PartNumber = upload.parts.length + 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({
            Bucket: this.s3Bucket,
            Key,
            UploadId: upload.UploadId,
            PartNumber,
            Body: part,
            ContentLength: part.byteLength,
          }),
        );
        upload.parts.push({ ETag, PartNumber });
      }
      if (upload) {
        await this.client.send(
          new CompleteMultipartUploadCommand({
            Bucket: this.s3Bucket,
            Key,
            UploadId: upload.UploadId,
            MultipartUpload: { Parts: upload.parts },
          }),
        );
      }
    } catch (error) {
      // An unfinished upload keeps its parts (and bills them) until aborted.
      if (upload) {
        await this.client
          .send(
            new AbortMultipartUploadCommand({
              Bucket: this.s3Bucket,
              Key,
              UploadId: upload.UploadId,
            }),
          )
          .catch((abortError: unknown) => {
            throw new AggregateError(
              [error, abortError],
              `Storing ${Key} failed, and so did aborting its multipart upload ${upload?.UploadId}`,
            );
          });
      }
      throw error;
    }
  }

  async download(bucket: string, key: string, path: string): Promise<boolean> {
    const object = await this.open(bucket, key);
    if (object?.status !== 200 || !object.body) return false;
    try {
      await pipeline(object.body, createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return true;
  }

  async read(bucket: string, key: string): Promise<Readable | null> {
    const object = await this.open(bucket, key);
    return object?.status === 200 ? object.body : null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    const Key = this.objectKey(bucket, key);
    // S3 answers 204 for a key that is not there: deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s3Bucket, Key }));
  }

  urlPrefix(bucket: string): string {
    checkStorageName("bucket", bucket);
    checkPublicBucket(bucket);
    if (!this.hasBucket(bucket)) throw new Error(`Unknown bucket name: ${bucket}`);
    if (!this.publicUrl) return `${UPLOADS_URL_PREFIX}/${bucket}`;
    return bucket === this.bucket ? this.publicUrl : `${this.publicUrl}/${bucket}`;
  }

  locate(url: string): { bucket: string; key: string } | null {
    const trimmed = url.trim();
    // Our public address, and /uploads, which the server serves from the bucket in any case (a
    // course saved before S3_PUBLIC_URL was set, or before the move from disk, keeps its image).
    // The prefixed buckets first: `<publicUrl>/lesson-media/x` is not a thumbnail named
    // `lesson-media/x` (an unsafe key in any case).
    for (const bucket of [...PREFIXED_BUCKETS.filter(isPublicBucket), this.bucket]) {
      const prefixes = [`${UPLOADS_URL_PREFIX}/${bucket}/`];
      if (this.publicUrl) prefixes.push(`${this.urlPrefix(bucket)}/`);
      for (const prefix of prefixes) {
        if (!trimmed.startsWith(prefix)) continue;
        const key = trimmed.slice(prefix.length);
        if (isSafeStorageName(key)) return { bucket, key };
      }
    }
    return null;
  }

  async list(bucket: string): Promise<{ key: string; modifiedAt: Date }[]> {
    checkStorageName("bucket", bucket);
    if (!this.hasBucket(bucket)) throw new Error(`Unknown bucket name: ${bucket}`);
    const Prefix = bucket === this.bucket ? "" : `${bucket}/`;
    const files: { key: string; modifiedAt: Date }[] = [];
    let ContinuationToken: string | undefined;
    do {
      // The delimiter keeps the other buckets' "folders" (lesson-media/…) out of the thumbnails'
      // listing: S3 sums them up as prefixes instead of listing every video file.
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.s3Bucket,
          Prefix,
          Delimiter: "/",
          ContinuationToken,
        }),
      );
      for (const { Key, LastModified } of page.Contents ?? []) {
        const key = Key?.slice(Prefix.length);
        // Objects someone put there by hand under other names ("folder/x.png") are not ours.
        if (key && LastModified && isSafeStorageName(key)) {
          files.push({ key, modifiedAt: LastModified });
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  }

  /**
   * The object at bucket/key for the server to stream (HEAD: without its body), 304 when its
   * ETag matches `ifNoneMatch`, or null when there is no such object. `range` is one byte range
   * as a Range header says it (`bytes=0-99`, `bytes=100-`, `bytes=-100`): a 206 with that part,
   * or a 416 with the object's size when it starts past the end.
   */
  async open(
    bucket: string,
    key: string,
    {
      head = false,
      ifNoneMatch,
      range,
    }: { head?: boolean; ifNoneMatch?: string; range?: string } = {},
  ): Promise<S3Object | null> {
    const request = { Bucket: this.s3Bucket, Key: this.objectKey(bucket, key) };
    try {
      if (head || range?.startsWith("bytes=-")) {
        const info = await this.client.send(
          new HeadObjectCommand({ ...request, IfNoneMatch: ifNoneMatch }),
        );
        if (head) {
          return { status: 200, body: null, contentLength: info.ContentLength, etag: info.ETag };
        }
        // A suffix range ("the last 100 bytes") made explicit: S3 knows it, but not every
        // compatible store does (s3rver reads `bytes=-100` as the first 101 bytes).
        const size = info.ContentLength ?? 0;
        const last = Number(range?.slice("bytes=-".length));
        if (!(last > 0) || size === 0) return { status: 416, size };
        range = `bytes=${Math.max(0, size - last)}-`;
      }
      const object = await this.client.send(
        new GetObjectCommand({ ...request, IfNoneMatch: ifNoneMatch, Range: range }),
      );
      return {
        status: range && object.ContentRange ? 206 : 200,
        body: object.Body as Readable,
        contentLength: object.ContentLength,
        contentRange: range ? object.ContentRange : undefined,
        etag: object.ETag,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) return { status: 304, etag: ifNoneMatch };
      if (status === 404) return null;
      if (status === 416) {
        // Its size, for the Content-Range of the answer (the error itself does not say it).
        const info = await this.client.send(new HeadObjectCommand(request)).catch(() => null);
        return { status: 416, size: info?.ContentLength };
      }
      throw error;
    }
  }
}

/** The app's buckets that sit under a key prefix of their name in the S3 bucket (issue #28). */
const PREFIXED_BUCKETS: readonly string[] = [LESSON_MEDIA_BUCKET, MEDIA_ORIGINALS_BUCKET];

/**
 * The bytes of `stream` in parts of exactly `size` bytes but the last (shorter, never empty unless
 * the whole stream is): one part in memory at a time, the next read only once the caller is done
 * with this one. An empty stream is one empty part.
 */
async function* partsOf(stream: Readable, size: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  let yielded = false;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    let rest = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
    while (length + rest.byteLength >= size) {
      const take = size - length;
      chunks.push(rest.subarray(0, take));
      rest = rest.subarray(take);
      const part = Buffer.concat(chunks, size);
      chunks = [];
      length = 0;
      yielded = true;
      yield part;
    }
    if (rest.byteLength > 0) {
      chunks.push(rest);
      length += rest.byteLength;
    }
  }
  if (length > 0 || !yielded) yield Buffer.concat(chunks, length);
}
