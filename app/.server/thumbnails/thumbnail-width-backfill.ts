// Gives uploads made before issue #27 the widths it added (480, 720, 800: decision 0047), and
// records when every upload has them, so that pages may offer them (the root loader's
// `thumbnailWidths`). A job of the one scheduler (decision 0036), under its job lock: with several
// instances on one database and one bucket, one of them does the work. It runs at start and then
// every 15 minutes, on local disk or S3 alike (through Storage): once the bucket is complete a
// turn lists it and finds nothing to do. Later turns matter for a rolling upgrade, whose previous
// release still stores three widths for a few minutes.
//
// Each missing width is made from the upload's largest file (its 960), not from the original,
// which was never kept: a second WebP encode at a smaller size, which no one sees. An upload whose
// largest file is missing or cannot be decoded is skipped and named in the log: its page shows
// no picture today either, and it must not keep the widths from every other upload for ever.
import type { Readable } from "node:stream";
import type { Database } from "~/.server/db/schema";
import {
  findCompleteThumbnailWidths,
  markThumbnailWidthsComplete,
} from "~/.server/db/repositories/thumbnail-widths";
import type { PeriodicJob } from "~/.server/jobs/scheduler";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import {
  FIRST_THUMBNAIL_WIDTHS,
  parseThumbnailVariantKey,
  THUMBNAIL_WIDTHS,
  thumbnailVariantKey,
  type ThumbnailWidth,
} from "~/lib/stored-thumbnail-url";

/** The job lock's name. */
export const THUMBNAIL_WIDTH_BACKFILL_JOB = "thumbnail-width-backfill";
/** How often a running server looks again (an upload by a previous release, in an upgrade). */
export const THUMBNAIL_WIDTH_BACKFILL_INTERVAL_MS = 15 * 60 * 1000;

const LARGEST: ThumbnailWidth = 960;

export interface WidthBackfill {
  /** Uploads given at least one width this turn. */
  filled: number;
  /** Files written this turn. */
  written: number;
  /** Uploads skipped because their largest file is missing or cannot be decoded. */
  skipped: string[];
  /** The widths recorded as complete by this turn (none when they already were). */
  completed: ThumbnailWidth[];
}

async function readAll(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * One turn: every upload in the bucket that lacks a width of THUMBNAIL_WIDTHS gets it, made from
 * its 960 file; then every width not yet recorded is recorded as complete.
 */
export async function backfillThumbnailWidths(
  db: Database,
  storage: Storage,
  now: () => Date = () => new Date(),
): Promise<WidthBackfill> {
  const widthsOf = new Map<string, Set<ThumbnailWidth>>();
  for (const { key } of await storage.list(THUMBNAIL_BUCKET)) {
    const variant = parseThumbnailVariantKey(key);
    if (!variant) continue; // an upload from before issue #5: one file, no widths
    const widths = widthsOf.get(variant.id) ?? new Set<ThumbnailWidth>();
    widths.add(variant.width);
    widthsOf.set(variant.id, widths);
  }

  const result: WidthBackfill = { filled: 0, written: 0, skipped: [], completed: [] };
  // Loaded here, not at the top: server/index.ts imports this job, and the start of the server
  // (and its refusal of a bad environment) must not wait for libvips to load.
  const { encodeThumbnailWidths } = await import("./encode-thumbnail");
  for (const [id, has] of widthsOf) {
    const missing = THUMBNAIL_WIDTHS.filter((width) => !has.has(width));
    if (missing.length === 0) continue;
    const source = has.has(LARGEST)
      ? await storage.read(THUMBNAIL_BUCKET, thumbnailVariantKey(id, LARGEST))
      : null;
    const files = source ? await encodeThumbnailWidths(await readAll(source), missing) : null;
    if (!files) {
      result.skipped.push(thumbnailVariantKey(id, LARGEST));
      continue;
    }
    // The orphan sweep may remove this upload meanwhile; the widths written here are then
    // orphans of their own, swept a day later.
    for (const { width, data } of files) {
      await storage.put(THUMBNAIL_BUCKET, thumbnailVariantKey(id, width), data);
      result.written += 1;
    }
    result.filled += 1;
  }

  const recorded = new Set(await findCompleteThumbnailWidths(db));
  result.completed = THUMBNAIL_WIDTHS.filter(
    (width) => !FIRST_THUMBNAIL_WIDTHS.includes(width) && !recorded.has(width),
  );
  await markThumbnailWidthsComplete(db, result.completed, now());
  return result;
}

/** The scheduler's job (~/.server/jobs/scheduler.ts): at start, then every 15 minutes. */
export function thumbnailWidthBackfillJob(
  db: Database,
  storage: Storage,
  { intervalMs = THUMBNAIL_WIDTH_BACKFILL_INTERVAL_MS }: { intervalMs?: number } = {},
): PeriodicJob<WidthBackfill> {
  return {
    name: THUMBNAIL_WIDTH_BACKFILL_JOB,
    intervalMs,
    failure: {
      event: "thumbnail_width_backfill_failed",
      msg: "Adding thumbnail widths to older uploads failed",
    },
    run: () => backfillThumbnailWidths(db, storage),
    report: ({ filled, written, skipped, completed }, logger) => {
      if (filled > 0 || completed.length > 0) {
        logger.info(
          { event: "thumbnail_widths_added", uploads: filled, files: written, completed },
          `Added ${written} thumbnail file(s) to ${filled} older upload(s); widths offered: ${completed.join(", ") || "unchanged"}.`,
        );
      }
      if (skipped.length > 0) {
        logger.warn(
          { event: "thumbnail_width_backfill_skipped", keys: skipped },
          `${skipped.length} upload(s) have no readable 960 file; they keep the widths they have.`,
        );
      }
    },
  };
}
