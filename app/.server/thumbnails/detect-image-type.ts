// Which image a file really is, judged by its first bytes (magic numbers), never by its name or
// the Content-Type the browser sent: both are chosen by the client. Only raster formats that
// cannot carry script are accepted; SVG (XML that may hold <script>) and HTML are refused
// (issue #3, spec §5 "Thumbnail upload").

export type ImageType = "jpeg" | "png" | "gif" | "webp" | "avif";

/** How many leading bytes `detectImageType` needs at most (an AVIF 'ftyp' box with its brands). */
export const IMAGE_HEADER_BYTES = 256;

/**
 * File extensions of each type: uploads from before issue #5 were stored under them, and
 * server/app.ts still serves them (THUMBNAIL_EXTENSIONS).
 */
export const IMAGE_EXTENSIONS: Record<ImageType, readonly string[]> = {
  jpeg: ["jpg", "jpeg"],
  png: ["png"],
  gif: ["gif"],
  webp: ["webp"],
  avif: ["avif"],
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWithBytes(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

function hasAscii(bytes: Uint8Array, text: string, offset: number): boolean {
  return startsWithBytes(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    offset,
  );
}

// AVIF is an ISO base media file: it opens with an 'ftyp' box (size, 'ftyp', major brand, minor
// version, compatible brands…). It is AVIF when the major brand or any compatible brand is
// 'avif' (still image) or 'avis' (image sequence). MP4 video shares the box, so the brand decides.
function isAvif(bytes: Uint8Array): boolean {
  if (!hasAscii(bytes, "ftyp", 4)) return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  // Size 0 ("to end of file") and 1 (64-bit size follows) never occur for a real 'ftyp' box.
  if (boxSize < 16) return false;
  const end = Math.min(boxSize, bytes.length);
  const isAvifBrand = (offset: number) =>
    hasAscii(bytes, "avif", offset) || hasAscii(bytes, "avis", offset);
  if (isAvifBrand(8)) return true;
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (isAvifBrand(offset)) return true;
  }
  return false;
}

/**
 * The image type of a file from its leading bytes (pass at least `IMAGE_HEADER_BYTES`, or the
 * whole file when shorter), or null when it is not one of the accepted images.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWithBytes(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWithBytes(bytes, PNG_SIGNATURE)) return "png";
  if (hasAscii(bytes, "GIF87a", 0) || hasAscii(bytes, "GIF89a", 0)) return "gif";
  if (hasAscii(bytes, "RIFF", 0) && hasAscii(bytes, "WEBP", 8)) return "webp";
  if (isAvif(bytes)) return "avif";
  return null;
}
