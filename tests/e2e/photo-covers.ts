// Course covers that weigh what photographs weigh (issue #27): the budgets of issue #5 were met
// with flat illustrations of about 5 KB, while a real course's cover is a photograph, whose 960 px
// WebP weighs about 40 KB. A photograph's bytes come from detail at every scale, so the picture is
// made of smooth value noise in four octaves (sky, shapes, texture, grain), from a seeded
// generator: the same bytes on every run, no file kept in the repository. The upload's own
// pipeline (storeThumbnailImage: sniffing, sharp, every WebP width) stores them, as an
// administrator's upload would be.
import { join } from "node:path";
import sharp from "sharp";
import { silentLogger } from "../../app/.server/logger";
import { LocalDiskStorage } from "../../app/.server/storage/local-disk-storage";
import { storeThumbnailImage } from "../../app/.server/thumbnails/store-thumbnail";
import { THUMBNAIL_BUCKET, thumbnailKeysFor } from "../../app/lib/stored-thumbnail-url";

const WIDTH = 1280;
const HEIGHT = 720;

/** A small deterministic generator (mulberry32): the same picture on every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The raw RGB pixels of a 1280×720 photograph-like picture. */
function photographPixels(seed: number): Buffer {
  const random = seeded(seed);
  const octaves = [4, 16, 64, 256].map((cells, n) => {
    const rows = Math.ceil((cells * HEIGHT) / WIDTH);
    const grid = Float32Array.from({ length: (cells + 2) * (rows + 2) * 3 }, random);
    return { cells, rows, grid, amplitude: [1, 0.5, 0.3, 0.18][n] ?? 0 };
  });
  const base = [random(), random(), random()];
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      for (let c = 0; c < 3; c++) {
        // A sky-to-ground gradient, then each octave's smoothly interpolated noise.
        let value = (base[c] ?? 0) * 0.6 + (y / HEIGHT) * 0.3 * (c === 2 ? -1 : 1);
        for (const { cells, rows, grid, amplitude } of octaves) {
          const fx = (x / WIDTH) * cells;
          const fy = (y / HEIGHT) * rows;
          const x0 = Math.floor(fx);
          const y0 = Math.floor(fy);
          const sx = (fx - x0) ** 2 * (3 - 2 * (fx - x0));
          const sy = (fy - y0) ** 2 * (3 - 2 * (fy - y0));
          const at = (gx: number, gy: number) => grid[(gy * (cells + 2) + gx) * 3 + c] ?? 0;
          const top = at(x0, y0) * (1 - sx) + at(x0 + 1, y0) * sx;
          const bottom = at(x0, y0 + 1) * (1 - sx) + at(x0 + 1, y0 + 1) * sx;
          value += (top * (1 - sy) + bottom * sy - 0.5) * amplitude;
        }
        value += ((random() - 0.5) * 8) / 255;
        pixels[(y * WIDTH + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value * 255)));
      }
    }
  }
  return pixels;
}

let photograph: Promise<Buffer> | undefined;

/**
 * The `index`th cover: one photograph-like picture (made once), its hue turned by `index` and
 * mirrored every other time, so no two covers are the same file; as a JPEG at quality 90, as a
 * camera or a stock site would give it. Its 960 px WebP weighs about 40 KB.
 */
export async function photographCover(index: number): Promise<Buffer> {
  photograph ??= Promise.resolve(photographPixels(27));
  const pixels = await photograph;
  let image = sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
  if (index % 2 === 1) image = image.flop();
  return image
    .modulate({ hue: (index * 37) % 360 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Stores `count` photograph covers as uploads in the e2e server's own uploads folder (the run's
 * DATA_DIR, playwright.config.ts) and returns their URLs and a function deleting every width.
 */
export async function storePhotographCovers(count: number) {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir)
    throw new Error("E2E_RUN_DIR is not set: run the tests through playwright.config.ts");
  const uploads = new LocalDiskStorage(join(runDir, "uploads"));
  const urls: string[] = [];
  const keys: string[] = [];
  const remove = () =>
    Promise.all(keys.map((key) => uploads.delete(THUMBNAIL_BUCKET, key).catch(() => {})));
  try {
    for (let n = 0; n < count; n++) {
      const stored = await storeThumbnailImage(uploads, await photographCover(n), silentLogger());
      if (stored.status !== 201) throw new Error(`storing cover ${n}: ${JSON.stringify(stored)}`);
      urls.push(stored.url);
      keys.push(...thumbnailKeysFor(stored.url.split("/").at(-1) ?? ""));
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { urls, remove };
}
