// The QR code of a certificate's verification address (issue #27): an employer holding the paper
// or the image scans it to reach the page that says whether the certificate is genuine. Encoded
// by the `qr` package (no dependencies, no canvas), once per page; the page draws it as an SVG
// path and the image as pixels, from the same modules.
import encodeQR from "qr";
import type { QrCode } from "./qr-code";

/**
 * Error correction "medium" (15%): a printed sheet may be creased or stained. The modules come
 * without the quiet zone (the package insists on at least one module of border: it is cut off
 * here); whoever draws the code adds the four modules of white the standard asks for.
 */
export function certificateQrCode(url: string): QrCode {
  const bordered = encodeQR(url, "raw", { ecc: "medium", border: 1 });
  const modules = bordered.slice(1, -1).map((row) => row.slice(1, -1));
  let path = "";
  modules.forEach((row, y) => {
    // One rectangle per run of dark modules in a row: a few hundred bytes rather than one square
    // per module.
    for (let x = 0; x < row.length;) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return { size: modules.length, path, modules };
}

/** The quiet zone around a drawn code, in modules (ISO/IEC 18004: four). */
export const QR_QUIET_MODULES = 4;

/**
 * The code as 8-bit greyscale pixels, `scale` pixels a module, with its white quiet zone: what
 * the certificate's PNG composites, sharp and exact (no resampling blurs a module's edge).
 */
export function qrPixels(code: QrCode, scale: number): { data: Buffer; width: number } {
  const width = (code.size + 2 * QR_QUIET_MODULES) * scale;
  const data = Buffer.alloc(width * width, 255);
  code.modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return;
      const left = (x + QR_QUIET_MODULES) * scale;
      const top = (y + QR_QUIET_MODULES) * scale;
      for (let dy = 0; dy < scale; dy++) {
        data.fill(0, (top + dy) * width + left, (top + dy) * width + left + scale);
      }
    });
  });
  return { data, width };
}
