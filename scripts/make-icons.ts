// Writes the site's icons into public/ from public/favicon.svg (issue #17): favicon.ico (16 and
// 32 px PNGs in an ICO container, for browsers and tools that ask for /favicon.ico), the
// apple-touch-icon (180 px), and the web app manifest's icons (192 and 512 px, and a 512 px
// maskable one whose mark sits inside the central safe zone on a full-bleed background). The
// outputs are committed; run `npx tsx scripts/make-icons.ts` only after changing the SVG.
import { readFileSync, writeFileSync } from "node:fs";
import sharp from "sharp";

const svg = readFileSync("public/favicon.svg");
const BRAND = "#047857";

const png = (size: number) =>
  sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png();

/** An ICO file holding PNG images (supported by every browser since Windows Vista's format). */
function ico(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const sizes = [16, 32];
const small = await Promise.all(
  sizes.map(async (size) => ({ size, data: await png(size).toBuffer() })),
);
writeFileSync("public/favicon.ico", ico(small));
await png(180).toFile("public/apple-touch-icon.png");
await png(192).toFile("public/icon-192.png");
await png(512).toFile("public/icon-512.png");
// Maskable: launchers crop to a circle or a squircle; the mark must fit the central 80%.
const mark = await png(320).toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: mark, gravity: "center" }])
  .png()
  .toFile("public/icon-maskable-512.png");
console.log(
  "Wrote favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png, icon-maskable-512.png",
);
