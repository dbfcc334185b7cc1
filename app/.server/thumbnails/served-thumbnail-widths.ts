// Which stored widths a page may offer in a thumbnail's srcset (issue #27, decision 0047): the
// first three every upload has had since issue #5, and each later one once the width backfill has
// recorded that no upload lacks it. Until then a browser choosing 720 could ask for a file that
// does not exist yet.
import { findCompleteThumbnailWidths } from "~/.server/db/repositories/thumbnail-widths";
import type { Database } from "~/.server/db/schema";
import {
  FIRST_THUMBNAIL_WIDTHS,
  THUMBNAIL_WIDTHS,
  type ThumbnailWidth,
} from "~/lib/stored-thumbnail-url";

// A width once complete stays complete (new uploads are stored at every width), so once all are,
// this process stops asking: the query is paid only in the minutes after an upgrade.
const everyWidthServed = new WeakSet<Database>();

export async function servedThumbnailWidths(db: Database): Promise<ThumbnailWidth[]> {
  if (everyWidthServed.has(db)) return [...THUMBNAIL_WIDTHS];
  const complete = new Set(await findCompleteThumbnailWidths(db));
  const widths = THUMBNAIL_WIDTHS.filter(
    (width) => FIRST_THUMBNAIL_WIDTHS.includes(width) || complete.has(width),
  );
  if (widths.length === THUMBNAIL_WIDTHS.length) everyWidthServed.add(db);
  return widths;
}
