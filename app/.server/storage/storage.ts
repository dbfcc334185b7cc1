// Where uploaded files live. Local disk under DATA_DIR by default; an S3-compatible driver can
// implement the same interface later. Created once at start and passed in through the context.
import type { Readable } from "node:stream";

// The only bucket so far (architecture.md contract); defined beside the URL shape the editor checks.
export { THUMBNAIL_BUCKET } from "~/lib/stored-thumbnail-url";

export interface Storage {
  /** Stores `data` under bucket/key (replacing nothing: keys are random) and returns its public URL. */
  put(bucket: string, key: string, data: Uint8Array | Readable): Promise<string>;
  /** Removes bucket/key; a missing file is not an error. */
  delete(bucket: string, key: string): Promise<void>;
  /** The bucket/key a public URL of ours points at, or null for any other URL. */
  locate(url: string): { bucket: string; key: string } | null;
  /** Every key in a bucket (for sweeping files no course refers to). */
  list(bucket: string): Promise<{ key: string; modifiedAt: Date }[]>;
}
