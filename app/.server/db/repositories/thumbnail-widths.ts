// The thumbnail widths beyond the first three that every upload is known to have (issue #27,
// decision 0047; migration 2026-11-28-09). Written by the width backfill, read by the pages.
import type { ThumbnailWidth } from "~/lib/stored-thumbnail-url";
import type { Database } from "../schema";

/** The widths recorded as complete, smallest first. */
export async function findCompleteThumbnailWidths(db: Database): Promise<number[]> {
  const rows = await db.selectFrom("thumbnail_widths").select("width").orderBy("width").execute();
  return rows.map((row) => Number(row.width));
}

/** Records that every upload has each of `widths` (already recorded ones are left as they are). */
export async function markThumbnailWidthsComplete(
  db: Database,
  widths: readonly ThumbnailWidth[],
  at: Date,
): Promise<void> {
  if (widths.length === 0) return;
  await db
    .insertInto("thumbnail_widths")
    .values(widths.map((width) => ({ width, completed_at: at.toISOString() })))
    .onConflict((oc) => oc.column("width").doNothing())
    .execute();
}
