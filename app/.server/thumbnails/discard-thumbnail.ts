// Deletes an upload the course editor let go of before saving: replaced by a newer upload, or
// removed (issue #3: no orphans). Without this it would wait a day for the orphan sweep. Only a
// name our own upload could have made, in the thumbnail bucket, and only while no course uses
// it: the request names a file, so it must not be able to name any other.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import { removeThumbnailIfUnused } from "~/.server/storage/thumbnail-cleanup";
import { isStoredThumbnailUrl } from "~/lib/stored-thumbnail-url";

export type DiscardThumbnailResult =
  { status: 204 } | { status: 400 | 409 | 500; title: string; description: string };

const NOT_AN_UPLOAD = {
  status: 400,
  title: "Discard failed",
  description: "Not an uploaded thumbnail",
} as const;

/** Undoes the audit entry of a discard that deleted nothing. */
class NotRemoved extends Error {
  constructor(readonly outcome: "in-use" | "not-stored") {
    super(outcome);
  }
}

/**
 * Deletes the uploaded thumbnail at `url` (the editor's form field "url") unless a course uses
 * it. The caller must have checked the admin session. Never throws. The audit entry is written
 * first, in a transaction that commits only once the files are gone: an entry that cannot be
 * written deletes nothing, and a discard that deletes nothing leaves no entry.
 */
export async function discardThumbnail(
  db: Database,
  storage: Storage,
  url: unknown,
  log: Logger,
  by: AuditOrigin,
): Promise<DiscardThumbnailResult> {
  // Under /uploads, or under the bucket's public address when S3_PUBLIC_URL is set (decision 0015).
  const publicPrefix = storage.urlPrefix(THUMBNAIL_BUCKET);
  if (typeof url !== "string" || !isStoredThumbnailUrl(url, publicPrefix)) return NOT_AN_UPLOAD;
  try {
    const outcome = await db
      .transaction()
      .execute(async (trx) => {
        await recordAdminAction(trx, { ...by, action: "thumbnail.discard", details: { url } });
        const removal = await removeThumbnailIfUnused(trx, storage, url);
        if (removal !== "removed") throw new NotRemoved(removal);
        return removal;
      })
      .catch((error: unknown) => {
        if (error instanceof NotRemoved) return error.outcome;
        throw error;
      });
    if (outcome === "not-stored") return NOT_AN_UPLOAD;
    if (outcome === "in-use") {
      return {
        status: 409,
        title: "Discard failed",
        description: "A course uses this image, so it was kept",
      };
    }
    return { status: 204 };
  } catch (error) {
    log.error({ err: error }, "Discarding a thumbnail failed");
    const description = error instanceof Error ? error.message : String(error);
    return { status: 500, title: "Discard failed", description };
  }
}
