// Keeps the thumbnail bucket free of files no course uses (issue #3: no orphans). Called by the
// course editor after its save transaction has committed, never inside it: a file deleted for a
// save that then rolls back could not be brought back, while a file left over is only swept later.
import { THUMBNAIL_BUCKET, type Storage } from "./storage";

/** The key in the thumbnail bucket a URL of ours points at; null for external URLs and others. */
function thumbnailKey(storage: Storage, url: string): string | null {
  const location = url.trim() ? storage.locate(url) : null;
  return location?.bucket === THUMBNAIL_BUCKET ? location.key : null;
}

/**
 * Deletes the stored thumbnail `url` points at (a course's replaced or removed thumbnail, or the
 * thumbnail of a deleted course). External URLs pasted by the administrator are left alone.
 */
export async function removeStoredThumbnail(storage: Storage, url: string): Promise<void> {
  const key = thumbnailKey(storage, url);
  if (key) await storage.delete(THUMBNAIL_BUCKET, key);
}

/**
 * Deletes every file in the thumbnail bucket that no course references and that was last written
 * before `olderThan`: uploads abandoned before Save, and any a failed cleanup missed. `olderThan`
 * must leave room for an editor still open with a fresh upload not yet saved (hours, not
 * seconds). Returns the deleted keys.
 */
export async function sweepOrphanThumbnails(
  storage: Storage,
  referencedUrls: Set<string>,
  olderThan: Date,
): Promise<string[]> {
  const referencedKeys = new Set<string>();
  for (const url of referencedUrls) {
    const key = thumbnailKey(storage, url);
    if (key) referencedKeys.add(key);
  }
  const orphans = (await storage.list(THUMBNAIL_BUCKET)).filter(
    (file) => !referencedKeys.has(file.key) && file.modifiedAt < olderThan,
  );
  for (const { key } of orphans) await storage.delete(THUMBNAIL_BUCKET, key);
  return orphans.map(({ key }) => key);
}
