// An uploaded lesson's state for the editor's card (issue #28): polled while it is processing, and
// its Retry once it has failed. Only what the card shows: never the original's key or the admin.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { findMediaFile, retryMediaFile } from "~/.server/db/repositories/media";
import type { Database } from "~/.server/db/schema";
import type {
  MediaFailure,
  MediaFormat,
  MediaKind,
  MediaStatus,
  MediaVersionName,
} from "~/lib/media";

export interface MediaStatusView {
  id: string;
  kind: MediaKind;
  status: MediaStatus;
  progress: number;
  /** Only when failed. */
  failure?: MediaFailure;
  durationSeconds: number;
  versions: { version: MediaVersionName; format: MediaFormat; bytes: number }[];
}

/** The file's state, or null when there is no such file. */
export async function mediaStatus(db: Database, id: string): Promise<MediaStatusView | null> {
  const file = await findMediaFile(db, id);
  if (!file) return null;
  return {
    id: file.id,
    kind: file.kind,
    status: file.status,
    progress: file.progress,
    ...(file.status === "failed" && file.failure ? { failure: file.failure } : {}),
    durationSeconds: file.durationMs / 1000,
    versions: file.versions.map(({ version, format, bytes }) => ({ version, format, bytes })),
  };
}

export type RetryResult = "queued" | "not-found" | "not-failed";

/** Queues a failed file again (its attempts start over), with its audit entry. */
export async function retryMedia(db: Database, id: string, by: AuditOrigin): Promise<RetryResult> {
  return db.transaction().execute(async (trx) => {
    if (!(await retryMediaFile(trx, id, new Date()))) {
      return (await findMediaFile(trx, id)) ? "not-failed" : "not-found";
    }
    await recordAdminAction(trx, { ...by, action: "media.retry", details: { id } });
    return "queued";
  });
}
