// Where uploaded files live: local disk under DATA_DIR by default, an S3-compatible bucket when
// S3_* is configured (create-storage.ts, docs/decisions/0015-s3-storage.md). Created once at
// start and passed in through the context.
import type { Readable } from "node:stream";

// The only bucket so far (architecture.md contract); defined beside the URL shape the editor checks.
export { THUMBNAIL_BUCKET } from "~/lib/stored-thumbnail-url";

/** The path the server streams `<bucket>/<key>` under, whichever driver holds the files. */
export const UPLOADS_URL_PREFIX = "/uploads";

export interface Storage {
  /** Stores `data` under bucket/key (replacing nothing: keys are random) and returns its public URL. */
  put(bucket: string, key: string, data: Uint8Array | Readable): Promise<string>;
  /**
   * The bytes at bucket/key as a stream, or null when there is no such file (course export reads
   * thumbnails through it; the server streams uploads itself, server/serve-uploads.ts).
   */
  read(bucket: string, key: string): Promise<Readable | null>;
  /** Removes bucket/key; a missing file is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The bucket/key a public URL of ours points at, or null for any other URL. */
  locate(url: string): { bucket: string; key: string } | null;
  /** Every key in a bucket (for sweeping files no course refers to). */
  list(bucket: string): Promise<{ key: string; modifiedAt: Date }[]>;
  /**
   * What every URL `put` returns for `bucket` starts with, without the final slash:
   * `/uploads/<bucket>`, or the public address of an S3 bucket (S3_PUBLIC_URL). Pages derive the
   * smaller widths of a thumbnail from it.
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

const IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

/**
 * The Content-Type of a stored file, from its extension (our names carry the type the content
 * was detected as, decision 0005): what the disk server sends and what S3 objects are written with.
 */
export function contentTypeOf(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? "";
  return IMAGE_CONTENT_TYPES[extension] ?? "application/octet-stream";
}

/** A stored name is never reused for other bytes, so browsers and CDNs may keep it for a year. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
