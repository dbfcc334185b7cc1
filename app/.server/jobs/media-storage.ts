// The media job's files in the storage (issue #28, decisions 0048 and 0049): the originals in the
// private `media-originals` bucket, the versions and posters in the public `lesson-media` one,
// whichever driver holds them (local disk or S3). server/index.ts passes these to the job.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  LESSON_MEDIA_BUCKET,
  MEDIA_ORIGINALS_BUCKET,
  type Storage,
} from "~/.server/storage/storage";
import { encodeThumbnail } from "~/.server/thumbnails/encode-thumbnail";
import { canonicalThumbnailKey, thumbnailVariantKey } from "~/lib/stored-thumbnail-url";
import type { MediaFiles } from "./media-processing";

export function storageMediaFiles(storage: Storage): MediaFiles {
  return {
    async readOriginalTo(key, path, signal) {
      signal.throwIfAborted();
      if (!(await storage.download(MEDIA_ORIGINALS_BUCKET, key, path)))
        throw new Error(`The original ${key} is not in the storage`);
    },
    async putVersion(key, path) {
      // The type is the extension's (contentTypeOf), which the job chose for the content.
      await storage.storeFile(LESSON_MEDIA_BUCKET, key, path);
      return `${storage.urlPrefix(LESSON_MEDIA_BUCKET)}/${key}`;
    },
    async deleteVersions(keys) {
      await Promise.all(keys.map((key) => storage.delete(LESSON_MEDIA_BUCKET, key)));
    },
    deleteOriginal: (key) => storage.delete(MEDIA_ORIGINALS_BUCKET, key),
  };
}

/**
 * The poster of a lesson from its frame: the thumbnail pipeline's WebP widths (decision 0047), in
 * `lesson-media` beside the versions, named as thumbnails are so pages can offer the same
 * `srcset`. Not in `course-thumbnails`: the orphan sweep there deletes what no course names.
 * Null when the frame cannot be encoded (the lesson then shows the course's image).
 */
export function storeMediaPoster(storage: Storage) {
  return async (framePath: string): Promise<string | null> => {
    const encoded = await encodeThumbnail(new Uint8Array(await readFile(framePath)));
    if (!encoded.ok) return null;
    const id = randomUUID();
    const keys = encoded.files.map(({ width }) => thumbnailVariantKey(id, width));
    try {
      for (const [n, { data }] of encoded.files.entries())
        await storage.put(LESSON_MEDIA_BUCKET, keys[n]!, data);
    } catch (error) {
      await Promise.all(
        keys.map((key) => storage.delete(LESSON_MEDIA_BUCKET, key).catch(() => {})),
      );
      throw error;
    }
    return `${storage.urlPrefix(LESSON_MEDIA_BUCKET)}/${canonicalThumbnailKey(id)}`;
  };
}
