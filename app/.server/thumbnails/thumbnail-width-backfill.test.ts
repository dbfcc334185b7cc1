// The width backfill of issue #27 (decision 0047) on both databases and both storage drivers:
// older uploads get the added widths from their 960 file, through the one scheduler under its
// job lock, and pages offer the added widths only once no upload lacks them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { startScheduler } from "~/.server/jobs/scheduler";
import { withJobLock } from "~/.server/jobs/job-lock";
import { silentLogger } from "~/.server/logger";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { S3Storage } from "~/.server/storage/s3-storage";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import { s3TestServerForSuite } from "~/.server/storage/testing/s3-test-server";
import { captureLogs } from "~/.server/testing/captured-logs";
import {
  FIRST_THUMBNAIL_WIDTHS,
  THUMBNAIL_WIDTHS,
  thumbnailVariantKey,
} from "~/lib/stored-thumbnail-url";
import { encodeThumbnailWidths } from "./encode-thumbnail";
import { servedThumbnailWidths } from "./served-thumbnail-widths";
import { storeThumbnailImage } from "./store-thumbnail";
import {
  backfillThumbnailWidths,
  THUMBNAIL_WIDTH_BACKFILL_JOB,
  thumbnailWidthBackfillJob,
} from "./thumbnail-width-backfill";

const OLD = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const SMALL = "1a2b3c4d-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const BROKEN = "9a8b7c6d-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const BEFORE_ISSUE_5 = "5e6f7a8b-1b3d-4e5f-8a9b-0c1d2e3f4a5b.jpg";

/** A real picture `width` wide, 16:9, as JPEG. */
function picture(width: number): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#2a7"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#fd4"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** Stores `id` as an upload from before issue #27 did: WebP at 320, 640 and 960 only. */
async function olderUpload(storage: Storage, id: string, width = 1280) {
  const files = await encodeThumbnailWidths(await picture(width), FIRST_THUMBNAIL_WIDTHS);
  for (const { width: each, data } of files ?? []) {
    await storage.put(THUMBNAIL_BUCKET, thumbnailVariantKey(id, each), data);
  }
}

async function keys(storage: Storage): Promise<string[]> {
  return (await storage.list(THUMBNAIL_BUCKET)).map((file) => file.key).sort();
}

async function widthOf(storage: Storage, key: string): Promise<number | undefined> {
  const stream = await storage.read(THUMBNAIL_BUCKET, key);
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const { width, format } = await sharp(Buffer.concat(chunks)).metadata();
  expect(format).toBe("webp");
  return width;
}

const s3 = s3TestServerForSuite();
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-widths-"));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ["local disk", async () => new LocalDiskStorage(root)],
  [
    "S3",
    async () =>
      new S3Storage({ client: s3.current.client, s3Bucket: await s3.current.createBucket() }),
  ],
];

// A database per driver: a process remembers a database on which every width is served.
describe.each(drivers)("thumbnail width backfill with %s storage", (_name, makeStorage) => {
  describe.each(testDatabaseKinds())("on %s", (kind) => {
    const t = testDatabaseForSuite(kind);
    beforeEach(async () => {
      await t.db.deleteFrom("thumbnail_widths").execute();
    });

    it("gives older uploads every width through the scheduler, then pages offer them", async () => {
      const storage = await makeStorage();
      await olderUpload(storage, OLD);
      // An original 500 px wide: its added widths are no wider than it, never enlarged.
      await olderUpload(storage, SMALL, 500);
      // A 960 file that is not an image: skipped and named, it keeps nobody from the widths.
      await storage.put(THUMBNAIL_BUCKET, `${BROKEN}-960.webp`, new Uint8Array([1, 2, 3]));
      await storage.put(THUMBNAIL_BUCKET, BEFORE_ISSUE_5, await picture(400));
      const fresh = await storeThumbnailImage(storage, await picture(1280), silentLogger());
      expect(fresh.status).toBe(201);
      const freshKeys = await keys(storage);

      // Before the job: the first three widths only, on a database that has never had it run.
      expect(await servedThumbnailWidths(t.db)).toEqual([...FIRST_THUMBNAIL_WIDTHS]);

      const logs = captureLogs();
      const scheduler = startScheduler(t.db, [thumbnailWidthBackfillJob(t.db, storage)], {
        logger: logs.logger,
      });
      // stop() waits for the turn the start began.
      await scheduler.stop();

      const after = await keys(storage);
      for (const width of THUMBNAIL_WIDTHS) {
        expect(after).toContain(thumbnailVariantKey(OLD, width));
        expect(await widthOf(storage, thumbnailVariantKey(OLD, width))).toBe(width);
        expect(await widthOf(storage, thumbnailVariantKey(SMALL, width))).toBe(
          Math.min(width, 500),
        );
      }
      // Nothing else was written: not for the broken upload, the pre-#5 file or the fresh one.
      const added = after.filter((key) => !freshKeys.includes(key));
      expect(added.sort()).toEqual(
        [OLD, SMALL].flatMap((id) => [480, 720, 800].map((width) => `${id}-${width}.webp`)).sort(),
      );
      expect(after).not.toContain(`${BROKEN}-720.webp`);

      const done = logs.lines().find((line) => line.event === "thumbnail_widths_added");
      expect(done).toMatchObject({ uploads: 2, files: 6, completed: [480, 720, 800] });
      const skipped = logs
        .lines()
        .find((line) => line.event === "thumbnail_width_backfill_skipped");
      expect(skipped).toMatchObject({ keys: [`${BROKEN}-960.webp`] });

      expect(await servedThumbnailWidths(t.db)).toEqual([...THUMBNAIL_WIDTHS]);

      // A second turn finds nothing to do and records nothing again.
      expect(await backfillThumbnailWidths(t.db, storage)).toEqual({
        filled: 0,
        written: 0,
        skipped: [`${BROKEN}-960.webp`],
        completed: [],
      });
    });

    it("does nothing while another instance holds the job's lock", async () => {
      const storage = await makeStorage();
      await olderUpload(storage, OLD);
      const before = await keys(storage);
      await withJobLock(
        t.db,
        THUMBNAIL_WIDTH_BACKFILL_JOB,
        async () => {
          const scheduler = startScheduler(t.db, [thumbnailWidthBackfillJob(t.db, storage)], {
            logger: silentLogger(),
          });
          await scheduler.stop();
        },
        silentLogger(),
      );
      expect(await keys(storage)).toEqual(before);
      expect(await t.db.selectFrom("thumbnail_widths").selectAll().execute()).toEqual([]);
    });
  });
});
