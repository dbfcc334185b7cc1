// Where uploaded files live: local disk under DATA_DIR by default, an S3-compatible bucket when
// S3_* is configured (create-storage.ts, docs/decisions/0015-s3-storage.md). Created once at
// start and passed in through the context.
import type { Readable } from "node:stream";

import { THUMBNAIL_BUCKET } from "~/lib/stored-thumbnail-url";

// Defined beside the URL shape the editor checks (architecture.md contract).
export { THUMBNAIL_BUCKET };

/** The public versions of a lesson's video (issue #28): audio, MP4s, poster, captions. */
export const LESSON_MEDIA_BUCKET = "lesson-media";

/**
 * The videos as the organisation uploaded them (issue #28): private, never served under /uploads
 * and never given a URL; only the media job reads them (`download`).
 */
export const MEDIA_ORIGINALS_BUCKET = "media-originals";

/** The buckets /uploads serves, each with the extensions it may serve (server/serve-uploads.ts). */
export const SERVED_BUCKETS: readonly string[] = [THUMBNAIL_BUCKET, LESSON_MEDIA_BUCKET];

/** Buckets whose files never get a URL: `put` and `urlPrefix` refuse them, `locate` ignores them. */
export const PRIVATE_BUCKETS: readonly string[] = [MEDIA_ORIGINALS_BUCKET];

/** True for a bucket whose files have a public URL (any but `media-originals`). */
export function isPublicBucket(bucket: string): boolean {
  return !PRIVATE_BUCKETS.includes(bucket);
}

/** Throws for a private bucket: nothing in it may get a URL. */
export function checkPublicBucket(bucket: string): void {
  if (!isPublicBucket(bucket)) throw new Error(`Bucket ${bucket} is private: it has no URL`);
}

/** The path the server streams `<bucket>/<key>` under, whichever driver holds the files. */
export const UPLOADS_URL_PREFIX = "/uploads";

export interface Storage {
  /**
   * Stores `data` under bucket/key (replacing nothing: keys are random) and returns its public URL.
   * Public buckets only (`isPublicBucket`): a private one throws, use `store`.
   */
  put(bucket: string, key: string, data: Uint8Array | Readable): Promise<string>;
  /**
   * Stores `data` under bucket/key in any bucket, private ones included, and returns no URL. A
   * stream is written as it arrives, never held whole (videos of up to MEDIA_MAX_BYTES); when it
   * fails, nothing is left behind (no file, no partial file, no unfinished S3 upload).
   */
  store(bucket: string, key: string, data: Uint8Array | Readable): Promise<void>;
  /** `store` of the file at `path` on local disk (the media job's versions, in a temp folder). */
  storeFile(bucket: string, key: string, path: string): Promise<void>;
  /**
   * Writes the bytes at bucket/key to the local file `path` (replacing it) and returns true, or
   * false when there is no such object (nothing written). The media job reads an original so.
   */
  download(bucket: string, key: string, path: string): Promise<boolean>;
  /**
   * The bytes at bucket/key as a stream, or null when there is no such file (course export reads
   * thumbnails through it; the server streams uploads itself, server/serve-uploads.ts).
   */
  read(bucket: string, key: string): Promise<Readable | null>;
  /** Removes bucket/key; a missing file is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The bucket/key a public URL of ours points at, or null for any other URL. */
  locate(url: string): { bucket: string; key: string } | null;
  /** Every key in a bucket, and only that bucket's (for sweeping files nothing refers to). */
  list(bucket: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /**
   * What every URL `put` returns for `bucket` starts with, without the final slash:
   * `/uploads/<bucket>`, or the public address of an S3 bucket (S3_PUBLIC_URL). Pages derive the
   * smaller widths of a thumbnail from it. A private bucket has none: it throws.
   */
  urlPrefix(bucket: string): string;
}

// Names are made by us (random), but check anyway: nothing may climb out of a folder or a bucket.
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** A bucket or key name any driver accepts: one path segment, no dot in front, at most 200. */
export function isSafeStorageName(name: string): boolean {
  return SAFE_NAME.test(name) && name.length <= 200;
}

/** Throws for a name `isSafeStorageName` refuses, saying which `kind` of name it was. */
export function checkStorageName(kind: "bucket" | "key", name: string): void {
  if (!isSafeStorageName(name)) throw new Error(`Unsafe ${kind} name: ${name}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  mp4: "video/mp4",
  // Our .webm files are audio only (the Opus version, issue #28): a video WebM, if there is ever
  // one, gets another extension rather than making every audio file a "video".
  webm: "audio/webm",
  m4a: "audio/mp4",
  vtt: "text/vtt; charset=utf-8",
};

/**
 * The Content-Type of a stored file, from its extension (our names carry the type the content
 * was detected as, decision 0005): what the disk server sends and what S3 objects are written with.
 */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** A stored name is never reused for other bytes, so browsers and CDNs may keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
