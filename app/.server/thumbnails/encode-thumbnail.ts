// Re-encodes an uploaded image into the WebP widths pages choose from (issue #5: bytes are the
// learners' money; decision 0007). Decoding and encoding again also means nothing the
// administrator's file carried survives but its pixels: EXIF (camera, GPS position), ICC
// profiles, comments and any bytes appended after the image are all dropped.
import sharp from "sharp";
import { THUMBNAIL_WIDTHS, type ThumbnailWidth } from "~/lib/stored-thumbnail-url";

/** Larger images are refused: no thumbnail needs them, and decoding one costs memory and time. */
export const MAX_THUMBNAIL_DIMENSION = 4000;

// Quality 75 keeps photos and slide text clean at a third of a JPEG's bytes; effort 4 (the
// default) encodes a 960-wide image in tens of milliseconds.
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;

// 'warning' turns a truncated or damaged image into an error instead of a grey half picture;
// the pixel limit stops a forged header from making libvips allocate more than we allow.
const DECODE_OPTIONS = {
  failOn: "warning",
  limitInputPixels: MAX_THUMBNAIL_DIMENSION * MAX_THUMBNAIL_DIMENSION,
} as const;

export type EncodedThumbnail =
  | { ok: true; files: { width: ThumbnailWidth; data: Uint8Array }[] }
  | { ok: false; reason: "too-large" | "undecodable" };

/**
 * Decodes `bytes` (already known by its first bytes to be JPEG, PNG, GIF, WebP or AVIF) and
 * returns it as WebP at every width of THUMBNAIL_WIDTHS, each no wider than the original (a small
 * image gives files narrower than their name says, never blurred ones), the height following the
 * original's proportions. An animated image keeps its first frame. Never throws for bad input.
 */
export async function encodeThumbnail(bytes: Uint8Array): Promise<EncodedThumbnail> {
  const options = DECODE_OPTIONS;
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reads the header only: an oversized image is refused before any pixel is decoded.
    ({ width, height } = await sharp(bytes, { ...options, limitInputPixels: false }).metadata());
  } catch {
    return { ok: false, reason: "undecodable" };
  }
  if (!width || !height) return { ok: false, reason: "undecodable" };
  if (width > MAX_THUMBNAIL_DIMENSION || height > MAX_THUMBNAIL_DIMENSION) {
    return { ok: false, reason: "too-large" };
  }
  const files = await encodeWidths(bytes, THUMBNAIL_WIDTHS);
  return files ? { ok: true, files } : { ok: false, reason: "undecodable" };
}

/**
 * `bytes`, an image of our own (a stored width), as WebP at each of `widths`, never enlarged;
 * null when it cannot be decoded. The width backfill (issue #27) makes an older upload's missing
 * widths from its largest file with it: a second lossy encode, invisible at these sizes.
 */
export function encodeThumbnailWidths(
  bytes: Uint8Array,
  widths: readonly ThumbnailWidth[],
): Promise<{ width: ThumbnailWidth; data: Uint8Array }[] | null> {
  return encodeWidths(bytes, widths);
}

async function encodeWidths(bytes: Uint8Array, widths: readonly ThumbnailWidth[]) {
  try {
    // Decode once; every width is resized from the same decoded (and upright) image.
    const upright = sharp(bytes, DECODE_OPTIONS).autoOrient();
    return await Promise.all(
      widths.map(async (target) => {
        const data = await upright
          .clone()
          .resize({ width: target, withoutEnlargement: true })
          .webp(WEBP_OPTIONS)
          .toBuffer();
        return { width: target, data: new Uint8Array(data) };
      }),
    );
  } catch {
    return null;
  }
}
