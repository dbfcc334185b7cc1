// The media processing job (issue #28) end to end, with the real ffmpeg on clips made here and a
// real database (SQLite, and PostgreSQL with TEST_DATABASE_URL): a queued upload becomes ready
// with its versions stored; a file that is not media fails after its retries (the clock is moved
// on, nothing waits); stopping the scheduler mid-transcode puts the file back in the queue with
// its attempts unchanged; a file a crashed instance left processing is taken up again; two
// instances racing process each file once. The storage side is a folder (MediaFiles over it).
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import {
  claimNextDueMediaFile,
  findMediaFile,
  insertMediaFile,
} from "~/.server/db/repositories/media";
import type { Database } from "~/.server/db/schema";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { silentLogger } from "~/.server/logger";
import { captureLogs } from "~/.server/testing/captured-logs";
import { makeAudioClip, makeVideoClip, testMediaTools } from "~/.server/testing/media-clips";
import { SKIPPED, withJobLock } from "./job-lock";
import {
  MEDIA_MAX_ATTEMPTS,
  MEDIA_PROCESSING_JOB,
  MEDIA_RETRY_BACKOFF_MS,
  mediaProcessingJob,
  type MediaFiles,
  type MediaProcessingDeps,
  type MediaTurnResult,
} from "./media-processing";
import { startScheduler } from "./scheduler";

const HOUR_MS = 3_600_000;
let clips: string;
beforeAll(async () => {
  clips = await mkdtemp(join(tmpdir(), "media-job-clips-"));
  await makeVideoClip(join(clips, "lesson.mp4"), { width: 320, height: 240, seconds: 2 });
  // Long enough that stopping at its first progress step is mid-transcode on any machine we use;
  // the test holds also when ffmpeg happens to finish first (the stop is then seen right after).
  await makeVideoClip(join(clips, "long.mp4"), { width: 320, height: 240, seconds: 12 });
  await makeAudioClip(join(clips, "voice.wav"), 2);
  await writeFile(join(clips, "notes.mp4"), "This is a text file named like a video.\n");
}, 120_000);
afterAll(async () => {
  await rm(clips, { recursive: true, force: true });
});

/** Storage as a folder: originals/ (private) and versions/ (public), counting what is done. */
function folderStorage(root: string) {
  const counts = { reads: 0, puts: 0 };
  const files: MediaFiles = {
    async readOriginalTo(key, path) {
      counts.reads++;
      await copyFile(join(root, "originals", key), path);
    },
    async putVersion(key, path, contentType) {
      counts.puts++;
      expect(contentType).toMatch(/^(audio|video)\//);
      await copyFile(path, join(root, "versions", key));
      return `/uploads/lesson-media/${key}`;
    },
    async deleteVersions(keys) {
      for (const key of keys) await rm(join(root, "versions", key), { force: true });
    },
    async deleteOriginal(key) {
      await rm(join(root, "originals", key), { force: true });
    },
  };
  return { files, counts };
}

describe.each(testDatabaseKinds())("media processing job on %s", (kind) => {
  let t: TestDatabase;
  let root: string;
  let work: string;
  let storage: ReturnType<typeof folderStorage>;
  let now: Date;
  let posters: string[];
  beforeEach(async () => {
    t = await createTestDatabase(kind);
    root = await mkdtemp(join(tmpdir(), "media-job-"));
    work = join(root, "work");
    for (const dir of ["originals", "versions", "posters", "work"]) await mkdir(join(root, dir));
    storage = folderStorage(root);
    now = new Date("2026-11-29T10:00:00.000Z");
    posters = [];
  });
  afterEach(async () => {
    await t.destroy();
    await rm(root, { recursive: true, force: true });
  });

  const deps = (fields: Partial<MediaProcessingDeps> = {}): MediaProcessingDeps => ({
    db: t.db,
    tools: testMediaTools,
    files: storage.files,
    // Stands for the image pipeline: keeps the frame it is given and names it.
    storePoster: async (framePath) => {
      const name = `poster-${posters.length}.png`;
      await copyFile(framePath, join(root, "posters", name));
      posters.push(name);
      return `/uploads/course-thumbnails/${name}`;
    },
    logger: silentLogger(),
    tmpDir: work,
    now: () => now,
    ...fields,
  });

  async function upload(clip: string, kind: "video" | "audio" = "video") {
    const key = `${crypto.randomUUID()}-${clip}`;
    await copyFile(join(clips, clip), join(root, "originals", key));
    const { size } = await stat(join(clips, clip));
    return insertMediaFile(
      t.db,
      { kind, originalKey: key, originalName: clip, originalBytes: size, durationMs: 0 },
      now,
    );
  }

  const turn = (d: MediaProcessingDeps, signal = new AbortController().signal) =>
    mediaProcessingJob(d).run(signal);
  const nothing: MediaTurnResult = {
    ready: 0,
    retrying: 0,
    failed: 0,
    interrupted: 0,
    abandoned: 0,
  };

  it("makes a queued video ready: versions stored, progress written up to 100, a poster, no working files left", async () => {
    const id = await upload("lesson.mp4");
    const progress: number[] = [];
    const seenWhileStoring: unknown[] = [];
    const files: MediaFiles = {
      ...storage.files,
      async putVersion(key, path, contentType) {
        // Stored only after the transcode: the row says processing, at 100%.
        const file = await findMediaFile(t.db, id);
        seenWhileStoring.push([file?.status, file?.progress]);
        return storage.files.putVersion(key, path, contentType);
      },
    };
    const result = await turn(deps({ files, onProgress: (_id, p) => progress.push(p) }));

    expect(result).toEqual({ ...nothing, ready: 1 });
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(seenWhileStoring).toEqual(Array(4).fill(["processing", 100]));

    const file = await findMediaFile(t.db, id);
    expect(file).toMatchObject({
      status: "ready",
      progress: 100,
      attempts: 0,
      failure: null,
      width: 320,
      height: 240,
      posterUrl: "/uploads/course-thumbnails/poster-0.png",
    });
    expect(file!.durationMs).toBeGreaterThanOrEqual(1900);
    expect(file!.durationMs).toBeLessThanOrEqual(2100);
    expect(file!.versions.map((v) => `${v.version}/${v.format}/${v.contentType}`)).toEqual([
      "audio/webm/audio/webm",
      "audio/m4a/audio/mp4",
      "light/mp4/video/mp4",
      "standard/mp4/video/mp4",
    ]);
    const stored = (await readdir(join(root, "versions"))).sort();
    expect(stored).toEqual(file!.versions.map((v) => v.storageKey).sort());
    for (const version of file!.versions) {
      expect(version.url).toBe(`/uploads/lesson-media/${version.storageKey}`);
      expect(version.storageKey).toMatch(
        new RegExp(`^${id}-[0-9a-f]{8}-[a-z-]+\\.(webm|m4a|mp4)$`),
      );
      expect((await stat(join(root, "versions", version.storageKey))).size).toBe(version.bytes);
      expect(version.bitrateKbps).toBeGreaterThan(0);
    }
    // The frame handed to the image pipeline is a PNG.
    const poster = await readFile(join(root, "posters", "poster-0.png"));
    expect(poster.subarray(1, 4).toString("latin1")).toBe("PNG");
    // The original stays (versions can be made again); the working folder is gone.
    expect(await readdir(join(root, "originals"))).toHaveLength(1);
    expect(await readdir(work)).toEqual([]);
    // Nothing more to do.
    expect(await turn(deps())).toEqual(nothing);
  }, 120_000);

  it("fails a file that is not media after its retries, waiting 30 s, 2 min and 8 min between them", async () => {
    const id = await upload("notes.mp4");
    const d = deps();
    const start = now.getTime();
    for (const [index, wait] of MEDIA_RETRY_BACKOFF_MS.entries()) {
      expect(await turn(d)).toEqual({ ...nothing, retrying: 1 });
      expect(await findMediaFile(t.db, id)).toMatchObject({
        status: "queued",
        attempts: index + 1,
        failure: "probe-failed",
        nextAttemptAt: new Date(now.getTime() + wait).toISOString(),
      });
      // Not due a millisecond before its time: the turn finds nothing.
      now = new Date(now.getTime() + wait - 1);
      expect(await turn(d)).toEqual(nothing);
      now = new Date(now.getTime() + 1);
    }
    expect(await turn(d)).toEqual({ ...nothing, failed: 1 });
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "failed",
      attempts: MEDIA_MAX_ATTEMPTS,
      failure: "probe-failed",
      nextAttemptAt: null,
      versions: [],
    });
    expect(now.getTime() - start).toBe(30_000 + 120_000 + 480_000);
    // Failed for good: later turns leave it alone.
    now = new Date(now.getTime() + 24 * HOUR_MS);
    expect(await turn(d)).toEqual(nothing);
    expect(storage.counts.reads).toBe(MEDIA_MAX_ATTEMPTS);
    expect(storage.counts.puts).toBe(0);
    expect(await readdir(work)).toEqual([]);
  }, 60_000);

  it("puts a file back in the queue, attempts unchanged, when the scheduler stops mid-transcode; the next start makes it ready", async () => {
    const id = await upload("long.mp4");
    let stopping: Promise<void> | undefined;
    let stopped!: (done: Promise<void>) => void;
    const stopCalled = new Promise<void>((resolve) => (stopped = resolve));
    const logs = captureLogs();
    const heard: number[] = [];
    const scheduler = startScheduler(
      t.db,
      [
        mediaProcessingJob(
          deps({
            intervalMs: HOUR_MS,
            onProgress: (_id, percent) => {
              heard.push(percent);
              // The server is told to stop as soon as the transcode has shown progress.
              if (!stopping) stopped((stopping = scheduler.stop()));
            },
          }),
        ),
      ],
      { logger: logs.logger },
    );
    // Settles once the hook has called stop() and stop() has waited for the turn to wind up.
    await stopCalled;

    expect(heard.length).toBeGreaterThan(0);
    expect(logs.lines()).toContainEqual(
      expect.objectContaining({ event: "media_processing_turn", interrupted: 1, ready: 0 }),
    );
    expect(await findMediaFile(t.db, id)).toMatchObject({
      status: "queued",
      attempts: 0,
      progress: 0,
      failure: null,
      nextAttemptAt: now.toISOString(),
      versions: [],
    });
    expect(await readdir(join(root, "versions"))).toEqual([]);
    expect(await readdir(work)).toEqual([]);

    // After the restart, the file is taken up again and made ready.
    expect(await turn(deps())).toEqual({ ...nothing, ready: 1 });
    expect(await findMediaFile(t.db, id)).toMatchObject({ status: "ready", attempts: 0 });
  }, 180_000);

  it("takes up a file a crashed instance left processing, counting that attempt (an audio file: no poster)", async () => {
    const id = await upload("voice.wav", "audio");
    // The crashed instance had claimed it.
    expect((await claimNextDueMediaFile(t.db, now))?.id).toBe(id);
    expect(await turn(deps())).toEqual({ ...nothing, abandoned: 1, ready: 1 });
    const file = await findMediaFile(t.db, id);
    expect(file).toMatchObject({ status: "ready", attempts: 1, posterUrl: null, width: null });
    expect(file!.versions.map((v) => `${v.version}/${v.format}`)).toEqual([
      "audio/webm",
      "audio/m4a",
    ]);
    expect(posters).toEqual([]);
  }, 60_000);

  it("processes each file once when two instances' turns race on the database", async () => {
    const ids = [await upload("lesson.mp4"), await upload("voice.wav", "audio")];
    // A second instance: its own pool on PostgreSQL; on SQLite the one process's handle.
    const other: Database = kind === "postgres" ? createDatabase(t.url) : t.db;
    const second = folderStorage(root);
    try {
      const signal = new AbortController().signal;
      const outcomes = await Promise.all([
        withJobLock(t.db, MEDIA_PROCESSING_JOB, () => turn(deps(), signal)),
        withJobLock(other, MEDIA_PROCESSING_JOB, () =>
          turn(deps({ db: other, files: second.files }), signal),
        ),
      ]);
      const readyCount = outcomes
        .map((outcome) => (outcome === SKIPPED ? 0 : outcome.ready))
        .reduce((a, b) => a + b, 0);
      expect(readyCount).toBe(2);
      expect(storage.counts.reads + second.counts.reads).toBe(2);
      expect(storage.counts.puts + second.counts.puts).toBe(6);
      for (const id of ids) expect((await findMediaFile(t.db, id))?.status).toBe("ready");
      expect(await readdir(join(root, "versions"))).toHaveLength(6);
      expect(await t.db.selectFrom("media_versions").select("media_id").execute()).toHaveLength(6);
    } finally {
      if (other !== t.db) await other.destroy();
    }
  }, 120_000);
});
