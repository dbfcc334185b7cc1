import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { startScheduler } from "~/.server/jobs/scheduler";
import { captureLogs } from "~/.server/testing/captured-logs";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import {
  ORPHAN_SWEEP_INTERVAL_MS,
  removeThumbnailIfUnused,
  orphanThumbnailSweepJob,
  sweepOrphanThumbnails,
} from "./thumbnail-cleanup";
import { testCourse } from "~/.server/db/testing/test-course";

let root: string;
let storage: LocalDiskStorage;
const bucketDir = () => join(root, THUMBNAIL_BUCKET);
const stored = () => (existsSync(bucketDir()) ? readdirSync(bucketDir()).sort() : []);
const hoursAgo = (hours: number, from = new Date()) => new Date(from.getTime() - hours * 3600_000);

/** Stores a thumbnail last written at `writtenAt` and returns its public URL. */
async function thumbnail(key: string, writtenAt = new Date()) {
  const url = await storage.put(THUMBNAIL_BUCKET, key, new Uint8Array([1, 2, 3]));
  utimesSync(join(bucketDir(), key), writtenAt, writtenAt);
  return url;
}

const ID = "0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const OTHER_ID = "9a8b7c6d-1b3d-4e5f-8a9b-0c1d2e3f4a5b";
const widths = (id: string) => [`${id}-320.webp`, `${id}-640.webp`, `${id}-960.webp`];

/** Stores the three widths of one upload as the upload does; returns the canonical URL. */
async function responsive(id: string, writtenAt = new Date()) {
  for (const key of widths(id)) await thumbnail(key, writtenAt);
  return `/uploads/${THUMBNAIL_BUCKET}/${id}-960.webp`;
}

const course = (thumbnailUrl: string) => testCourse({ thumbnailUrl });

/** Waits, in real time, until `check` stops throwing (a sweep runs in the background). */
async function eventually(check: () => void) {
  for (let tries = 0; ; tries++) {
    try {
      return check();
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "maarifa-cleanup-"));
  storage = new LocalDiskStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())("thumbnail cleanup with courses on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
  });

  describe("removeThumbnailIfUnused", () => {
    it("deletes the stored file a URL of ours points at when no course uses it", async () => {
      const url = await thumbnail("old.png");
      await thumbnail("other.png");
      expect(await removeThumbnailIfUnused(t.db, storage, url)).toBe("removed");
      expect(stored()).toEqual(["other.png"]);
    });

    it("deletes every width of an upload, and nothing of another upload", async () => {
      const url = await responsive(ID);
      await responsive(OTHER_ID);
      expect(await removeThumbnailIfUnused(t.db, storage, url)).toBe("removed");
      expect(stored()).toEqual(widths(OTHER_ID));
    });

    it("keeps every width while a course references the upload", async () => {
      const url = await responsive(ID);
      await insertCourse(t.db, course(`https://maarifa.example${url}`));
      expect(await removeThumbnailIfUnused(t.db, storage, url)).toBe("in-use");
      // Named by a smaller width, the upload is still the one a course shows.
      const smaller = url.replace("-960.", "-320.");
      expect(await removeThumbnailIfUnused(t.db, storage, smaller)).toBe("in-use");
      expect(stored()).toEqual(widths(ID));
    });

    it("keeps a file another course still references, by its relative or full URL", async () => {
      const shared = await thumbnail("shared.png");
      const pasted = await thumbnail("pasted.png");
      await insertCourse(t.db, course(shared));
      await insertCourse(t.db, course(`https://maarifa.example${pasted}`));
      expect(await removeThumbnailIfUnused(t.db, storage, shared)).toBe("in-use");
      expect(await removeThumbnailIfUnused(t.db, storage, pasted)).toBe("in-use");
      expect(stored()).toEqual(["pasted.png", "shared.png"]);
    });

    it("ignores external URLs, empty values and files already gone", async () => {
      await thumbnail("kept.png");
      for (const url of [
        "",
        "   ",
        "https://images.example.com/uploads/course-thumbnails/kept.png",
        "/uploads/course-thumbnails/../course-thumbnails/kept.png",
      ]) {
        expect(await removeThumbnailIfUnused(t.db, storage, url)).toBe("not-stored");
      }
      await removeThumbnailIfUnused(t.db, storage, "/uploads/course-thumbnails/missing.png");
      expect(stored()).toEqual(["kept.png"]);
    });

    it("touches no other bucket", async () => {
      await storage.put("other-bucket", "a.png", new Uint8Array([1]));
      expect(await removeThumbnailIfUnused(t.db, storage, "/uploads/other-bucket/a.png")).toBe(
        "not-stored",
      );
      expect(existsSync(join(root, "other-bucket", "a.png"))).toBe(true);
    });
  });

  describe("orphanThumbnailSweepJob in the scheduler", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("sweeps at once, then again every interval, on a timer that never holds the process", async () => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      const inUse = await thumbnail("in-use.png", hoursAgo(100));
      await insertCourse(t.db, course(inUse));
      await thumbnail("abandoned.png", hoursAgo(48));
      await thumbnail("fresh.png", hoursAgo(1));
      const logs = captureLogs();
      const swept = () => logs.lines().filter((line) => line.event === "thumbnails_swept");
      const scheduler = startScheduler(t.db, [orphanThumbnailSweepJob(t.db, storage)], {
        logger: logs.logger,
      });
      try {
        expect(scheduler.hasRef()).toBe(false);
        // The log line comes last, once the sweep has finished.
        await eventually(() => expect(swept()).toHaveLength(1));
        expect(swept()[0]).toMatchObject({
          level: 30,
          removed: 1,
          msg: "Removed 1 thumbnail(s) no course uses.",
        });
        expect(stored()).toEqual(["fresh.png", "in-use.png"]);

        // Abandoned while the server runs: gone at the next turn, not before.
        await thumbnail("later.png", hoursAgo(30));
        vi.advanceTimersByTime(ORPHAN_SWEEP_INTERVAL_MS - 1000);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(stored()).toContain("later.png");
        vi.advanceTimersByTime(1000);
        await eventually(() => expect(swept()).toHaveLength(2));
        expect(stored()).toEqual(["fresh.png", "in-use.png"]);
      } finally {
        await scheduler.stop();
      }
    });

    it("logs a failed sweep instead of throwing, and tries again at the next turn", async () => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      const list = vi.spyOn(storage, "list").mockRejectedValueOnce(new Error("disk gone"));
      await thumbnail("abandoned.png", hoursAgo(48));
      const logs = captureLogs();
      const scheduler = startScheduler(t.db, [orphanThumbnailSweepJob(t.db, storage)], {
        logger: logs.logger,
      });
      try {
        await eventually(() =>
          expect(logs.lines()).toEqual([
            expect.objectContaining({
              level: 50,
              event: "thumbnail_sweep_failed",
              err: expect.objectContaining({ message: "disk gone", stack: expect.any(String) }),
            }),
          ]),
        );
        expect(stored()).toEqual(["abandoned.png"]);
        vi.advanceTimersByTime(ORPHAN_SWEEP_INTERVAL_MS);
        await eventually(() =>
          expect(logs.lines().filter((line) => line.event === "thumbnails_swept")).toHaveLength(1),
        );
        expect(stored()).toEqual([]);
        expect(list).toHaveBeenCalledTimes(2);
      } finally {
        await scheduler.stop();
      }
    });
  });
});

describe("sweepOrphanThumbnails", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("deletes old files no course references, and keeps referenced or recent ones", async () => {
    const inUse = await thumbnail("in-use.png", hoursAgo(100, now));
    await thumbnail("abandoned.png", hoursAgo(48, now));
    await thumbnail("fresh-upload.webp", hoursAgo(1, now));
    const deleted = await sweepOrphanThumbnails(
      storage,
      new Set([inUse, "https://example.com/pasted.jpg", ""]),
      hoursAgo(24, now),
    );
    expect(deleted).toEqual(["abandoned.png"]);
    expect(stored()).toEqual(["fresh-upload.webp", "in-use.png"]);
  });

  it("recognises a referenced URL however it is spaced, or pasted as a full address", async () => {
    await thumbnail("spaced.png", hoursAgo(48, now));
    await thumbnail("full.png", hoursAgo(48, now));
    await sweepOrphanThumbnails(
      storage,
      new Set([
        " /uploads/course-thumbnails/spaced.png ",
        "https://maarifa.example/uploads/course-thumbnails/full.png",
      ]),
      hoursAgo(24, now),
    );
    expect(stored()).toEqual(["full.png", "spaced.png"]);
  });

  it("keeps every width of a referenced upload, and deletes every width of an abandoned one", async () => {
    const inUse = await responsive(ID, hoursAgo(100, now));
    await responsive(OTHER_ID, hoursAgo(48, now));
    const deleted = await sweepOrphanThumbnails(storage, new Set([inUse]), hoursAgo(24, now));
    expect(deleted.sort()).toEqual(widths(OTHER_ID));
    expect(stored()).toEqual(widths(ID));
  });

  it("does nothing on an empty or missing bucket", async () => {
    expect(await sweepOrphanThumbnails(storage, new Set(), now)).toEqual([]);
  });
});
