// The exact shape of a thumbnail URL this site itself made (issue #3, issue #5): the uploads path
// that server/app.ts serves (LocalDiskStorage's UPLOADS_URL_PREFIX), the course-thumbnails bucket
// and a random UUID as the name. Used on both sides: the editor's form accepts no other relative
// image URL, the server discards nothing else, and pages derive the smaller widths from it.
//
// Two shapes (decision 0007):
// - responsive, made by every upload since issue #5: `<uuid>-960.webp` is the URL a course stores,
//   and the smaller widths (`<uuid>-320.webp`, `<uuid>-640.webp`…, decision 0047) sit beside it. The width in every name keeps these
//   apart from an older upload that happened to be a WebP: that one has no smaller files.
// - single, made before issue #5: `<uuid>.<image extension>`, the file as it was uploaded. Still
//   valid, so a course saved back keeps its image, and shown with a single src.
//
// With S3 storage and S3_PUBLIC_URL (decision 0015) the same names sit under the bucket's public
// address instead of `/uploads/course-thumbnails`: the functions below take that prefix (the
// storage's `urlPrefix`) and default to the uploads path.

/** The one storage bucket so far (spec §7 "Thumbnail upload"). */
export const THUMBNAIL_BUCKET = "course-thumbnails";

/** The extensions an upload may be stored under; only these are ever served from /uploads. */
export const THUMBNAIL_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "webp", "avif"] as const;

/**
 * The widths every upload is re-encoded at (issue #5, issue #27: decisions 0007 and 0047). A card
 * or the poster is drawn about 330 CSS pixels wide on a 360 px phone and 340 to 380 on the larger
 * ones (app/lib/thumbnail-sizes.ts), so at 2× a phone wants 650 to 760 pixels: with only 640 and
 * 960 stored, most phones took the 960 one, twice the bytes. 480 serves 1.5× phones, 720 and 800
 * the 375 to 414 px phones at 2×, 960 a 3× phone and the desktop player. The largest is the
 * canonical file the course stores.
 */
export const THUMBNAIL_WIDTHS = [320, 480, 640, 720, 800, 960] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];
const CANONICAL_WIDTH: ThumbnailWidth = 960;

/**
 * The widths every upload has had since issue #5 (decision 0007). Uploads from before issue #27
 * have only these until the width backfill (app/.server/thumbnails/thumbnail-width-backfill.ts)
 * has written the others; until then pages offer only these (decision 0047).
 */
export const FIRST_THUMBNAIL_WIDTHS: readonly ThumbnailWidth[] = [320, 640, 960];

/** Where the server itself serves the thumbnail bucket (from disk, or streamed from S3). */
export const UPLOADS_THUMBNAIL_PREFIX = `/uploads/${THUMBNAIL_BUCKET}`;
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const RESPONSIVE_KEY = new RegExp(`^(${UUID})-${CANONICAL_WIDTH}\\.webp$`);
const VARIANT_KEY = new RegExp(`^(${UUID})-(${THUMBNAIL_WIDTHS.join("|")})\\.webp$`);
const SINGLE_KEY = new RegExp(`^${UUID}\\.(${THUMBNAIL_EXTENSIONS.join("|")})$`);

/** The stored file name (key in the bucket) of one width of the upload named `id` (a UUID). */
export function thumbnailVariantKey(id: string, width: ThumbnailWidth): string {
  return `${id}-${width}.webp`;
}

/** The key a course stores (as `/uploads/course-thumbnails/<key>`) for the upload named `id`. */
export function canonicalThumbnailKey(id: string): string {
  return thumbnailVariantKey(id, CANONICAL_WIDTH);
}

/** The upload's name (its UUID) and the width of a key of one width, or null for another key. */
export function parseThumbnailVariantKey(
  key: string,
): { id: string; width: ThumbnailWidth } | null {
  const match = VARIANT_KEY.exec(key);
  return match?.[1] && match[2]
    ? { id: match[1], width: Number(match[2]) as ThumbnailWidth }
    : null;
}

/**
 * Every key in the thumbnail bucket that belongs with the stored `key` (any of its widths): the
 * widths of a responsive upload, or the key alone for any other. Removing a thumbnail
 * removes all of them; a reference to one keeps all of them.
 */
export function thumbnailKeysFor(key: string): string[] {
  const id = VARIANT_KEY.exec(key)?.[1];
  return id ? THUMBNAIL_WIDTHS.map((width) => thumbnailVariantKey(id, width)) : [key];
}

/** The key after `/uploads/course-thumbnails/` or `<publicPrefix>/`, or null elsewhere. */
function keyUnder(url: string, publicPrefix?: string | null) {
  const prefix = [UPLOADS_THUMBNAIL_PREFIX, publicPrefix].find(
    (each) => each && url.startsWith(`${each}/`),
  );
  return prefix ? { prefix, key: url.slice(prefix.length + 1) } : null;
}

/**
 * True only for `/uploads/course-thumbnails/<uuid>-960.webp` or, from before issue #5,
 * `/uploads/course-thumbnails/<uuid>.<image extension>`, exactly; or the same names under
 * `publicPrefix` when given (S3_PUBLIC_URL). The smaller widths are not thumbnail URLs of their
 * own: a course stores the canonical one.
 */
export function isStoredThumbnailUrl(url: string, publicPrefix?: string | null): boolean {
  const key = keyUnder(url, publicPrefix)?.key ?? "";
  return RESPONSIVE_KEY.test(key) || SINGLE_KEY.test(key);
}

/**
 * The widths a page may choose from for a course's `thumbnailUrl`, smallest first, or null when
 * it is not a responsive upload of ours (an external address, an upload from before issue #5):
 * those are shown as given. Ours are under `/uploads/course-thumbnails` or, with S3_PUBLIC_URL,
 * under `publicPrefix` (the bucket's public address); an address anywhere else is external.
 * `widths` are the ones every upload is known to have (the root loader's `thumbnailWidths`).
 */
export function thumbnailVariants(
  url: string,
  publicPrefix?: string | null,
  widths: readonly ThumbnailWidth[] = THUMBNAIL_WIDTHS,
): { width: ThumbnailWidth; url: string }[] | null {
  const under = keyUnder(url, publicPrefix);
  const id = under && RESPONSIVE_KEY.exec(under.key)?.[1];
  if (!under || !id) return null;
  return THUMBNAIL_WIDTHS.filter((width) => widths.includes(width)).map((width) => ({
    width,
    url: `${under.prefix}/${thumbnailVariantKey(id, width)}`,
  }));
}
