// Receives one thumbnail image from the course editor and stores it (issue #3; spec §7
// "Thumbnail upload", §5 limits, §8 messages). The body is parsed as it arrives: the parser stops
// reading as soon as the file passes 5 MB, so an oversized upload costs at most that much memory
// and is refused without waiting for the rest of it. What is stored is never the file itself but
// the image re-encoded as WebP at three widths (issue #5, decision 0007).
import { randomUUID } from "node:crypto";
import {
  FormDataParseError,
  MaxFilesExceededError,
  MaxFileSizeExceededError,
  MaxTotalSizeExceededError,
  MultipartParseError,
  parseFormData,
} from "@remix-run/form-data-parser";
import type { Logger } from "~/.server/logger";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import { canonicalThumbnailKey, thumbnailVariantKey } from "~/lib/stored-thumbnail-url";
import { detectImageType, IMAGE_HEADER_BYTES } from "./detect-image-type";
import { encodeThumbnail, MAX_THUMBNAIL_DIMENSION } from "./encode-thumbnail";

/** Spec §9: a thumbnail is at most 5 MB. */
export const MAX_THUMBNAIL_BYTES = 5 * 1024 * 1024;

/** The form field the editor sends the image in. */
export const THUMBNAIL_FIELD = "file";

// Boundaries and part headers around the one file take a few hundred bytes; a request declaring
// more than this beyond the limit cannot carry an acceptable image and is refused unread.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The largest upload request read at all (server/request-guard.ts refuses a larger declared one). */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_THUMBNAIL_BYTES + MULTIPART_OVERHEAD_BYTES;

export type ThumbnailUploadResult =
  | { status: 201; url: string }
  | { status: 400 | 413 | 415 | 422 | 500; title: string; description: string };

const FILE_TOO_LARGE = {
  status: 413,
  title: "File too large",
  description: "Please select an image smaller than 5MB",
} as const;

const INVALID_FILE_TYPE = {
  status: 415,
  title: "Invalid file type",
  description: "Please select an image file",
} as const;

// An image of an accepted type that we cannot use: 422, the request was understood but not its
// content. 'Upload failed' with the reason (spec §8: the toast carries the error's message), not
// 'Invalid file type', which would send the administrator looking for a different format.
const IMAGE_TOO_LARGE = {
  status: 422,
  title: "Upload failed",
  description: `Please select an image at most ${MAX_THUMBNAIL_DIMENSION}×${MAX_THUMBNAIL_DIMENSION} pixels`,
} as const;

const IMAGE_UNREADABLE = {
  status: 422,
  title: "Upload failed",
  description: "The image could not be read; it may be damaged",
} as const;

function uploadFailed(status: 400 | 500, description: string): ThumbnailUploadResult {
  return { status, title: "Upload failed", description };
}

function isMultipart(request: Request): boolean {
  return /^multipart\/form-data\s*;/i.test(request.headers.get("content-type") ?? "");
}

/**
 * Reads the multipart `request` (one file in the field "file"), checks its size and its real type
 * (from its bytes, not its name) and stores it in the thumbnail bucket under a random name. The
 * caller must have checked the admin session first. Never throws: every outcome is a result with
 * the HTTP status and the JSON body to answer with. `afterStore` runs once every width is stored
 * (the audit entry, issue #14): if it fails, the files are deleted again and the upload fails.
 */
export async function storeThumbnail(
  storage: Storage,
  request: Request,
  log: Logger,
  afterStore?: (url: string) => Promise<void>,
): Promise<ThumbnailUploadResult> {
  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_UPLOAD_REQUEST_BYTES) return FILE_TOO_LARGE;
  // Any other body would go to request.formData(), which buffers it whole with no limit.
  if (!isMultipart(request)) return uploadFailed(400, "No file was sent");

  let file: File | undefined;
  try {
    await parseFormData(
      request,
      {
        maxFileSize: MAX_THUMBNAIL_BYTES,
        maxFiles: 1,
        maxParts: 8,
        maxTotalSize: MAX_UPLOAD_REQUEST_BYTES,
      },
      (upload) => {
        // Kept aside and stored only once the whole body has parsed, so a request that fails
        // after its file part leaves nothing behind in the bucket.
        if (upload.fieldName === THUMBNAIL_FIELD) file = upload;
      },
    );
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError || error instanceof MaxTotalSizeExceededError) {
      return FILE_TOO_LARGE;
    }
    if (error instanceof MaxFilesExceededError) {
      return uploadFailed(400, "Please send one image at a time");
    }
    if (error instanceof FormDataParseError || error instanceof MultipartParseError) {
      return uploadFailed(400, "The upload could not be read; please try again");
    }
    return failure(error, log);
  }

  // A form submitted with no file chosen still sends the field, empty.
  if (!file || file.size === 0) return uploadFailed(400, "No file was sent");
  return storeThumbnailImage(storage, new Uint8Array(await file.arrayBuffer()), log, afterStore);
}

/**
 * The checks and storing of `storeThumbnail` for an image already in memory: its real type, its
 * dimensions, the WebP widths under a new random name. Course import (issue #14) sends every
 * thumbnail of a ZIP through here, so it meets the upload's rules with the upload's messages.
 * Never throws.
 */
export async function storeThumbnailImage(
  storage: Storage,
  bytes: Uint8Array,
  log: Logger,
  /** Runs once every width is stored (the audit entry); if it fails, the widths are removed. */
  afterStore?: (url: string) => Promise<void>,
): Promise<ThumbnailUploadResult> {
  if (bytes.byteLength > MAX_THUMBNAIL_BYTES) return FILE_TOO_LARGE;
  const type = detectImageType(bytes.subarray(0, IMAGE_HEADER_BYTES));
  if (!type) return INVALID_FILE_TYPE;

  const encoded = await encodeThumbnail(bytes);
  if (!encoded.ok) return encoded.reason === "too-large" ? IMAGE_TOO_LARGE : IMAGE_UNREADABLE;

  // Nothing of the client's file name is used: the stored names are ours, so they can neither
  // collide nor climb out of the bucket.
  const id = randomUUID();
  try {
    let url = "";
    for (const { width, data } of encoded.files) {
      const key = thumbnailVariantKey(id, width);
      const stored = await storage.put(THUMBNAIL_BUCKET, key, data);
      if (key === canonicalThumbnailKey(id)) url = stored;
    }
    await afterStore?.(url);
    return { status: 201, url };
  } catch (error) {
    // Widths already written would be orphans of an upload the editor never heard of (or one
    // the audit log has no entry for).
    await Promise.all(
      encoded.files.map(({ width }) =>
        storage.delete(THUMBNAIL_BUCKET, thumbnailVariantKey(id, width)).catch(() => {}),
      ),
    );
    return failure(error, log);
  }
}

function failure(error: unknown, log: Logger): ThumbnailUploadResult {
  log.error({ err: error }, "Thumbnail upload failed");
  // Spec §8: admin screens show the error's own message in the 'Upload failed' toast.
  return uploadFailed(500, error instanceof Error ? error.message : String(error));
}
