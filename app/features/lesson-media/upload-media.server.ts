// An administrator's lesson video or audio upload (issue #28, decisions 0048 and 0049): the file
// is received into DATA_DIR/tmp, probed with ffprobe's safe arguments, and only then kept: its
// original in the private `media-originals` bucket under the new media id, its row queued for the
// processing job, its audit entry in the same transaction. Anything refused or failed leaves
// nothing behind: no temporary file, no original, no row.
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { insertMediaFile } from "~/.server/db/repositories/media";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { probeMedia, type ProbeRefusal } from "~/.server/media/probe";
import {
  displayFileName,
  receiveMediaUpload,
  type MediaUploadRefusal,
  type MediaUploadSettings,
} from "~/.server/media/receive-media-upload";
import { MEDIA_ORIGINALS_BUCKET, type Storage } from "~/.server/storage/storage";
import type { AdminMessageKey, AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { MediaKind } from "~/lib/media";

export type MediaUploadResult =
  | {
      status: 201;
      body: { id: string; kind: MediaKind; durationSeconds: number; status: "queued" };
    }
  | {
      status: 400 | 413 | 422 | 500;
      body: {
        title: string;
        description: string;
        reason: MediaUploadRefusal | ProbeRefusal | "error";
      };
    };

const PROBE_MESSAGES: Record<ProbeRefusal, AdminMessageKey> = {
  "not-media": "media.refused.notMedia",
  "unsupported-format": "media.refused.unsupportedFormat",
  "no-playable-stream": "media.refused.noPlayableStream",
  "no-duration": "media.refused.noDuration",
  "unsupported-dimensions": "media.refused.unsupportedDimensions",
  "too-long-to-probe": "media.refused.tooLongToProbe",
  unreadable: "media.refused.unreadable",
};

export async function uploadMedia(
  deps: { db: Database; storage: Storage; log: Logger; settings: MediaUploadSettings },
  request: Request,
  by: AuditOrigin & { adminId: string | null },
  { t }: AdminTranslator,
): Promise<MediaUploadResult> {
  const { db, storage, log, settings } = deps;
  const refused = (
    status: 400 | 413 | 422 | 500,
    reason: MediaUploadRefusal | ProbeRefusal | "error",
    description: string,
  ): MediaUploadResult => ({
    status,
    body: { title: t("media.refusedTitle"), description, reason },
  });

  const received = await receiveMediaUpload(request, settings);
  if (!received.ok) {
    if (received.refusal === "tooLarge") {
      const max = Math.floor(settings.maxBytes / 1_000_000);
      return refused(413, "tooLarge", t("media.tooLarge", { max }));
    }
    return refused(400, received.refusal, t("media.noFile"));
  }

  try {
    let probed: Awaited<ReturnType<typeof probeMedia>>;
    try {
      // A client gone while its file is read gets nothing kept: the run is stopped with it.
      probed = await probeMedia(received.path, { tools: settings.tools, signal: request.signal });
    } catch (error) {
      if (request.signal.aborted) return refused(400, "broken", t("media.noFile"));
      // ffprobe is missing (FFPROBE_PATH): the server's fault, said in its log (README, ffmpeg).
      log.error({ err: error, event: "media_probe_failed" }, "Probing an uploaded lesson failed");
      return refused(500, "error", t("media.probeFailed"));
    }
    if (!probed.ok) return refused(422, probed.reason, t(PROBE_MESSAGES[probed.reason]));

    const id = crypto.randomUUID();
    const originalName = displayFileName(request.headers.get("x-file-name"));
    let stored = false;
    try {
      await storage.storeFile(MEDIA_ORIGINALS_BUCKET, id, received.path);
      stored = true;
      await db.transaction().execute(async (trx) => {
        await insertMediaFile(
          trx,
          {
            id,
            kind: probed.kind,
            originalKey: id,
            originalName,
            originalBytes: received.bytes,
            durationMs: probed.durationSeconds * 1000,
            width: probed.width ?? null,
            height: probed.height ?? null,
            createdBy: by.adminId,
          },
          new Date(),
        );
        await recordAdminAction(trx, {
          ...by,
          action: "media.upload",
          details: {
            id,
            name: originalName,
            kind: probed.kind,
            bytes: received.bytes,
            durationSeconds: probed.durationSeconds,
          },
        });
      });
    } catch (error) {
      log.error({ err: error, event: "media_upload_failed" }, "Storing an uploaded lesson failed");
      // The transaction rolled the row and its entry back; the original is ours to remove.
      if (stored) {
        await storage.delete(MEDIA_ORIGINALS_BUCKET, id).catch((cleanupError: unknown) => {
          log.error(
            { err: cleanupError, event: "media_upload_cleanup_failed" },
            "Removing the original of a failed upload failed",
          );
        });
      }
      return refused(500, "error", t("media.storeFailed"));
    }
    return {
      status: 201,
      body: { id, kind: probed.kind, durationSeconds: probed.durationSeconds, status: "queued" },
    };
  } finally {
    await received.cleanup();
  }
}
