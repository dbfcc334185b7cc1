// Turns uploaded lesson originals into their data-light versions (issue #28): audio only (Opus
// WebM, AAC M4A), light and standard MP4, and a poster frame. The queue is the media_files table
// (app/.server/db/repositories/media.ts), so a queued file survives a restart; the work runs in
// the one scheduler (./scheduler.ts, docs/decisions/0036) under the job's lock (./job-lock.ts,
// docs/decisions/0017), so with several instances exactly one processes files at a time and each
// file is processed once. A turn first puts back the files a crashed instance left processing
// (holding the lock means no one else is processing), then takes due files one at a time until
// none is due or the scheduler stops.
//
// A failed attempt is tried again after a backoff, then the file is marked failed with a reason
// the admin UI translates. Stopping (the scheduler's stop() aborts the turn's signal) kills
// ffmpeg at once and puts the file back in the queue with its attempts unchanged: a restart is
// not the file's fault. The versions are stored through `MediaFiles`, which server/index.ts wires
// to the storage buckets; the poster frame goes through `storePoster` (the image pipeline).
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import {
  claimNextDueMediaFile,
  markMediaFailed,
  markMediaReady,
  markMediaRetry,
  requeueAbandonedMediaFiles,
  returnMediaToQueue,
  setMediaProgress,
} from "~/.server/db/repositories/media";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { MediaToolError, type MediaTools } from "~/.server/media/ffmpeg-tools";
import { probeMedia } from "~/.server/media/probe";
import {
  extractPosterFrame,
  transcodeRenditions,
  type Rendition,
} from "~/.server/media/renditions";
import type { MediaFailure, MediaFile, MediaFormat, MediaVersion } from "~/lib/media";
import type { PeriodicJob } from "./scheduler";

/** The job lock's name. */
export const MEDIA_PROCESSING_JOB = "media-processing";
/** How often a turn looks for due files: an upload starts processing within seconds. */
export const MEDIA_PROCESSING_INTERVAL_MS = 5_000;
/**
 * The waits after a failed attempt: 30 s, 2 min, 8 min (a storage hiccup passes; a bad file
 * fails within a quarter of an hour). One attempt more than waits: the last failure is final.
 */
export const MEDIA_RETRY_BACKOFF_MS = [30_000, 120_000, 480_000] as const;
export const MEDIA_MAX_ATTEMPTS = MEDIA_RETRY_BACKOFF_MS.length + 1;
/** Progress is written at most this often, or on a step of this many percent. */
const PROGRESS_INTERVAL_MS = 2_000;
const PROGRESS_STEP = 5;

/**
 * What the job needs of storage; server/index.ts implements it over the `media-originals`
 * (private) and `lesson-media` (public) buckets.
 */
export interface MediaFiles {
  /**
   * Copies the private original stored under `key` to the local file `path`; gives up when
   * `signal` is aborted (the server is stopping: a 2 GB download must not hold it).
   */
  readOriginalTo(key: string, path: string, signal: AbortSignal): Promise<void>;
  /** Stores the local file `path` publicly under `key`; returns its public URL. */
  putVersion(key: string, path: string, contentType: string): Promise<string>;
  /** Removes stored versions (a missing one is not an error). */
  deleteVersions(keys: readonly string[]): Promise<void>;
  /** Removes a private original (a missing one is not an error). */
  deleteOriginal(key: string): Promise<void>;
}

export interface MediaProcessingDeps {
  db: Database;
  tools: MediaTools;
  files: MediaFiles;
  /** Makes the lesson's poster from a frame file (WebP through the image pipeline); its URL. */
  storePoster: (framePath: string) => Promise<string | null>;
  logger: Logger;
  /** Where each file's working folder is made (and always removed). */
  tmpDir: string;
  /** The time; tests move it on instead of waiting for a backoff. */
  now?: () => Date;
  intervalMs?: number;
  /** Hears each progress step (0–100) as it is written; tests use it to stop mid-transcode. */
  onProgress?: (mediaId: string, percent: number) => void;
}

export interface MediaTurnResult {
  ready: number;
  retrying: number;
  failed: number;
  /** Files put back in the queue because the scheduler stopped. */
  interrupted: number;
  /** Files a crashed instance had left processing: queued again, or failed after too many. */
  abandoned: number;
}

export type MediaOutcome = "ready" | "retrying" | "failed" | "interrupted";

/** A failure with its reason key already decided. */
class MediaJobFailure extends Error {
  constructor(
    readonly reason: MediaFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

const FORMAT_OF: Record<Rendition["contentType"], MediaFormat> = {
  "audio/webm": "webm",
  "audio/mp4": "m4a",
  "video/mp4": "mp4",
};

/** The transcode's time limit: three times the lesson's length and a minute. */
export function transcodeTimeoutMs(durationSeconds: number): number {
  return Math.ceil(3 * durationSeconds * 1000) + 60_000;
}

/** The scheduler's job: every few seconds a turn, under the lock, of `processDueMediaFiles`. */
export function mediaProcessingJob(deps: MediaProcessingDeps): PeriodicJob<MediaTurnResult> {
  return {
    name: MEDIA_PROCESSING_JOB,
    intervalMs: deps.intervalMs ?? MEDIA_PROCESSING_INTERVAL_MS,
    failure: { event: "media_processing_failed", msg: "A media processing turn failed" },
    run: (signal) => processDueMediaFiles(deps, signal),
    report: (result, logger) => {
      const total = Object.values(result).reduce((sum, n) => sum + n, 0);
      if (total > 0) {
        logger.info(
          { event: "media_processing_turn", ...result },
          `Media processing: ${result.ready} ready, ${result.retrying} to retry, ` +
            `${result.failed} failed, ${result.interrupted} interrupted, ${result.abandoned} abandoned.`,
        );
      }
    },
  };
}

/** One turn; call it under the job's lock (the scheduler does). */
export async function processDueMediaFiles(
  deps: MediaProcessingDeps,
  signal: AbortSignal,
): Promise<MediaTurnResult> {
  const now = deps.now ?? (() => new Date());
  const abandoned = await requeueAbandonedMediaFiles(deps.db, now(), {
    maxAttempts: MEDIA_MAX_ATTEMPTS,
  });
  const result: MediaTurnResult = {
    ready: 0,
    retrying: 0,
    failed: 0,
    interrupted: 0,
    abandoned: abandoned.requeued + abandoned.failed,
  };
  if (result.abandoned > 0) {
    deps.logger.warn(
      { event: "media_processing_abandoned", ...abandoned },
      "Media files left processing by a stopped instance were put back in the queue.",
    );
  }
  while (!signal.aborted) {
    const file = await claimNextDueMediaFile(deps.db, now());
    if (!file) break;
    result[await processMediaFile(deps, file, signal)]++;
  }
  return result;
}

/** Processes one claimed (processing) file to its end state; never throws for the file's faults. */
export async function processMediaFile(
  deps: MediaProcessingDeps,
  file: MediaFile,
  signal: AbortSignal,
): Promise<MediaOutcome> {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const dir = await mkdtemp(join(deps.tmpDir, "media-"));
  // Keys stored in this run: removed again if the run does not end with the file ready.
  const stored: string[] = [];
  try {
    const versions = await makeVersions(deps, file, dir, signal, stored);
    const ready = await markMediaReady(db, file.id, versions, now());
    if (!ready) {
      // Deleted (or reset) while it was processed: what was stored belongs to no one.
      await deleteQuietly(deps, stored);
      return "interrupted";
    }
    // Versions of an earlier run (an administrator's Retry of a ready file) are replaced.
    const kept = new Set(versions.versions.map((version) => version.storageKey));
    await deleteQuietly(
      deps,
      file.versions.map((version) => version.storageKey).filter((key) => !kept.has(key)),
    );
    logger.info(
      { event: "media_ready", mediaId: file.id, versions: versions.versions.length },
      "A lesson's media file is ready.",
    );
    return "ready";
  } catch (error) {
    await deleteQuietly(deps, stored);
    if (signal.aborted) {
      await returnMediaToQueue(db, file.id, now());
      logger.info(
        { event: "media_interrupted", mediaId: file.id },
        "Media processing stopped with the server; the file is queued again.",
      );
      return "interrupted";
    }
    const reason = failureReason(error);
    const attempt = file.attempts + 1;
    if (attempt >= MEDIA_MAX_ATTEMPTS) {
      await markMediaFailed(db, file.id, reason, now());
      logger.error(
        { err: error, event: "media_failed", mediaId: file.id, reason, attempt },
        "Processing a lesson's media file failed for good.",
      );
      return "failed";
    }
    const wait = MEDIA_RETRY_BACKOFF_MS[attempt - 1] ?? MEDIA_RETRY_BACKOFF_MS.at(-1)!;
    await markMediaRetry(
      db,
      file.id,
      { failure: reason, nextAttemptAt: new Date(now().getTime() + wait) },
      now(),
    );
    logger.warn(
      { err: error, event: "media_retry", mediaId: file.id, reason, attempt, waitMs: wait },
      "Processing a lesson's media file failed; it will be tried again.",
    );
    return "retrying";
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function makeVersions(
  deps: MediaProcessingDeps,
  file: MediaFile,
  dir: string,
  signal: AbortSignal,
  stored: string[],
) {
  const { db, tools, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const original = join(dir, "original");
  await stage("storage-failed", () =>
    deps.files.readOriginalTo(file.originalKey, original, signal),
  );
  signal.throwIfAborted();

  const probe = await probeMedia(original, { tools, signal });
  if (!probe.ok) throw new MediaJobFailure("probe-failed", `probe refused: ${probe.reason}`);

  // Progress writes are chained (never two at once, never out of order) and throttled.
  let written = 0;
  let writtenAt = now().getTime();
  let writes = Promise.resolve();
  const onProgress = (fraction: number) => {
    const percent = Math.floor(fraction * 100);
    const at = now().getTime();
    if (percent < 100 && percent - written < PROGRESS_STEP && at - writtenAt < PROGRESS_INTERVAL_MS)
      return;
    if (percent <= written) return;
    written = percent;
    writtenAt = at;
    writes = writes
      .then(() => setMediaProgress(db, file.id, percent, new Date(at)))
      .then(() => deps.onProgress?.(file.id, percent))
      .catch((err: unknown) =>
        logger.warn(
          { err, event: "media_progress_failed", mediaId: file.id },
          "Progress not saved.",
        ),
      );
  };
  let renditions: Rendition[];
  try {
    renditions = await transcodeRenditions(original, dir, probe, {
      tools,
      timeoutMs: transcodeTimeoutMs(probe.durationSeconds),
      signal,
      onProgress,
    });
  } finally {
    await writes;
  }
  signal.throwIfAborted();

  let posterUrl: string | null = null;
  if (probe.kind === "video") {
    // Kept in the working folder until the image pipeline has made the poster from it.
    const frame = join(dir, "poster.png");
    try {
      await extractPosterFrame(original, frame, probe, { tools, signal });
      posterUrl = await deps.storePoster(frame);
    } catch (err) {
      signal.throwIfAborted();
      // A lesson without a poster still plays: not worth failing the file for.
      logger.warn({ err, event: "media_poster_failed", mediaId: file.id }, "No poster made.");
    }
  }

  // A new name per run: versions are served with long cache lifetimes (issue #28).
  const run = crypto.randomUUID().slice(0, 8);
  const versions: MediaVersion[] = [];
  for (const rendition of renditions) {
    signal.throwIfAborted();
    const format = FORMAT_OF[rendition.contentType];
    const key = `${file.id}-${run}-${rendition.id}.${format}`;
    const url = await stage("storage-failed", () =>
      deps.files.putVersion(key, rendition.path, rendition.contentType),
    );
    stored.push(key);
    versions.push({
      version: rendition.quality,
      format,
      storageKey: key,
      url,
      bytes: rendition.bytes,
      bitrateKbps: rendition.bitrateKbps,
      contentType: rendition.contentType,
    });
  }
  return {
    versions,
    durationMs: Math.round(probe.durationSeconds * 1000),
    width: probe.width ?? null,
    height: probe.height ?? null,
    posterUrl,
  };
}

/** Runs `fn`; what it throws becomes a failure with `reason`. */
async function stage<T>(reason: MediaFailure, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw new MediaJobFailure(reason, (error as Error)?.message ?? String(error), { cause: error });
  }
}

function failureReason(error: unknown): MediaFailure {
  if (error instanceof MediaJobFailure) return error.reason;
  if (error instanceof MediaToolError && error.kind === "timeout") return "timeout";
  return "transcode-failed";
}

async function deleteQuietly(deps: MediaProcessingDeps, keys: readonly string[]) {
  if (keys.length === 0) return;
  try {
    await deps.files.deleteVersions(keys);
  } catch (err) {
    // Left in the public bucket, unreferenced: harmless, and a sweep may remove them.
    deps.logger.warn({ err, event: "media_versions_delete_failed", keys }, "Versions not deleted.");
  }
}
