// Keeps the thumbnail bucket free of files no course uses (issue #3: no orphans), without ever
// deleting one a course still shows. Deletions for a save or a course deletion run after its
// transaction has committed, never inside it: a file deleted for a save that then rolls back
// could not be brought back, while a file left over is only swept later.
import type { Database } from "~/.server/db/schema";
import { findAllThumbnailUrls } from "~/.server/db/repositories/courses";
import type { PeriodicJob } from "~/.server/jobs/scheduler";
import { isThumbnailPathReferenced } from "~/.server/db/repositories/thumbnail-references";
import { thumbnailKeysFor } from "~/lib/stored-thumbnail-url";
import { THUMBNAIL_BUCKET, type Storage } from "./storage";

/** An unused upload younger than this may belong to an editor still open, not yet saved. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** How often a running server sweeps: months of uptime must not let orphans pile up. */
export const ORPHAN_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** The job lock's name: instances sharing a bucket sweep it one at a time (issue #13). */
export const ORPHAN_SWEEP_JOB = "orphan-thumbnail-sweep";

/** The key in the thumbnail bucket a URL of ours points at; null for external URLs and others. */
function thumbnailKey(storage: Storage, url: string): string | null {
  const location = url.trim() ? storage.locate(url) : null;
  return location?.bucket === THUMBNAIL_BUCKET ? location.key : null;
}

/** As `thumbnailKey`, but also for our own file's full address pasted as an http(s) URL. */
function referencedKey(storage: Storage, url: string): string | null {
  const key = thumbnailKey(storage, url);
  if (key || !URL.canParse(url.trim())) return key;
  return thumbnailKey(storage, new URL(url.trim()).pathname);
}

export type ThumbnailRemoval = "removed" | "in-use" | "not-stored";

/**
 * Deletes the stored thumbnail `url` points at, every width of it (a course's replaced or removed
 * thumbnail, the thumbnail of a deleted course, an upload the editor discarded), unless some
 * course still references any of those files. External URLs pasted by the administrator are left
 * alone.
 */
export async function removeThumbnailIfUnused(
  db: Database,
  storage: Storage,
  url: string,
): Promise<ThumbnailRemoval> {
  const key = thumbnailKey(storage, url);
  if (!key) return "not-stored";
  const keys = thumbnailKeysFor(key);
  for (const each of keys) {
    // By the name alone: a course may hold `/uploads/course-thumbnails/<key>`, its full address,
    // or, with S3_PUBLIC_URL, `<public address>/<key>`, which has no bucket in it (decision 0015).
    // Our names are random, so this only ever keeps a file that a look-alike name elsewhere shares.
    if (await isThumbnailPathReferenced(db, `/${each}`)) return "in-use";
  }
  for (const each of keys) await storage.delete(THUMBNAIL_BUCKET, each);
  return "removed";
}

/**
 * Deletes every file in the thumbnail bucket that no course references (a reference to one width
 * of an upload keeps all its widths) and that was last written
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
    const key = referencedKey(storage, url);
    for (const each of key ? thumbnailKeysFor(key) : []) referencedKeys.add(each);
  }
  const orphans = (await storage.list(THUMBNAIL_BUCKET)).filter(
    (file) => !referencedKeys.has(file.key) && file.modifiedAt < olderThan,
  );
  for (const { key } of orphans) await storage.delete(THUMBNAIL_BUCKET, key);
  return orphans.map(({ key }) => key);
}

/**
 * The scheduler's job (~/.server/jobs/scheduler.ts): sweeps orphans older than a day at start,
 * then every `intervalMs` while the process runs, one instance at a time.
 */
export function orphanThumbnailSweepJob(
  db: Database,
  storage: Storage,
  { intervalMs = ORPHAN_SWEEP_INTERVAL_MS }: { intervalMs?: number } = {},
): PeriodicJob<string[]> {
  return {
    name: ORPHAN_SWEEP_JOB,
    intervalMs,
    failure: { event: "thumbnail_sweep_failed", msg: "Sweeping unused thumbnails failed" },
    run: async () => {
      const olderThan = new Date(Date.now() - ORPHAN_MIN_AGE_MS);
      return sweepOrphanThumbnails(storage, await findAllThumbnailUrls(db), olderThan);
    },
    report: (swept, logger) => {
      if (swept.length > 0) {
        logger.info(
          { event: "thumbnails_swept", removed: swept.length },
          `Removed ${swept.length} thumbnail(s) no course uses.`,
        );
      }
    },
  };
}
