// npm run bench:media — what a lesson costs a learner in each version, and what making the
// versions costs the server (issue #28, decision 0048). Three reference clips of BENCH_MEDIA_SECONDS
// (120 by default) are generated with ffmpeg, since no real recording ships with the repository:
//   - "moving": a moving test pattern with speech-band audio (a tone swept over 200–3,400 Hz);
//   - "slides": a still slide-like picture (bars and text) with the same sound, as a voice-over;
//   - "noisy": a high-motion pattern under heavy noise, the worst case where every cap binds.
// Each is stored as a private original in a throwaway DATA_DIR (the local disk storage), queued
// on a SQLite database, and processed by the real media job (processDueMediaFiles: probe, one
// ffmpeg run for every version, the poster through the image pipeline, storage). The figures come
// from the versions' rows the job wrote (bytes) and the clip's length: size per minute, bitrate,
// the size of a 10-minute lesson beside YouTube's 360p, and the job's wall time as a multiple of
// the clip's length (below 1: faster than real time).
// A benchmark, not a test: it prints a markdown table for docs/benchmarks.md.
//
// Options (environment): BENCH_MEDIA_SECONDS=120  FFMPEG_PATH / FFPROBE_PATH (see the README)
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { findMediaFile, insertMediaFile } from "~/.server/db/repositories/media";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import { processDueMediaFiles } from "~/.server/jobs/media-processing";
import { storageMediaFiles, storeMediaPoster } from "~/.server/jobs/media-storage";
import { silentLogger } from "~/.server/logger";
import { mediaToolsFromEnv } from "~/.server/media/ffmpeg-tools";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { MEDIA_ORIGINALS_BUCKET } from "~/.server/storage/storage";
import { ffmpeg } from "~/.server/testing/media-clips";
import { machineSummary, warnIfBusy } from "./bench-server";

const SECONDS = Number(process.env.BENCH_MEDIA_SECONDS ?? 120);
/** A 10-minute YouTube lesson at 360p, the figure: what a learner pays today. */
const YOUTUBE_360P_MB_PER_10_MIN = 52;

/** Speech-band sound: a tone sweeping 200–3,400 Hz twice a second, with a little noise. */
const SPEECH = `aevalsrc=0.5*sin(2*PI*(200+1600*(1+sin(2*PI*0.5*t)))*t)+0.05*(random(0)-0.5):s=48000:d=${SECONDS}`;

const CLIPS: { name: string; what: string; video: string[] }[] = [
  {
    name: "moving",
    what: "moving test pattern, 1280×720 30 fps",
    video: ["-f", "lavfi", "-i", `testsrc2=size=1280x720:rate=30:duration=${SECONDS}`],
  },
  {
    name: "slides",
    what: "still slide, 1280×720 30 fps",
    video: [
      "-f",
      "lavfi",
      "-i",
      `smptebars=size=1280x720:rate=30:duration=${SECONDS},drawbox=x=80:y=80:w=1120:h=200:color=white:t=fill`,
    ],
  },
  {
    name: "noisy",
    what: "high motion under heavy noise, 1280×720 30 fps",
    video: [
      "-f",
      "lavfi",
      "-i",
      `testsrc2=size=1280x720:rate=30:duration=${SECONDS},noise=alls=80:allf=t+u,hue=H=2*PI*t`,
    ],
  },
];

interface Row {
  clip: string;
  version: string;
  format: string;
  bytes: number;
}

async function main() {
  warnIfBusy();
  const tools = mediaToolsFromEnv();
  const work = await mkdtemp(join(tmpdir(), "bench-media-"));
  const storage = new LocalDiskStorage(join(work, "uploads"));
  const db = await createTestDatabase("sqlite");
  const rows: Row[] = [];
  const timings: { clip: string; what: string; sourceMb: number; seconds: number }[] = [];
  try {
    for (const clip of CLIPS) {
      const source = join(work, `${clip.name}.mp4`);
      // The "phone recording": H.264 at a phone's bitrate, AAC, moov at the end.
      await ffmpeg([
        ...clip.video,
        ...["-f", "lavfi", "-i", SPEECH],
        ...["-c:v", "libx264", "-preset", "veryfast", "-b:v", "6M", "-pix_fmt", "yuv420p"],
        ...["-c:a", "aac", "-b:a", "128k", "-shortest", source],
      ]);
      const { size } = await stat(source);
      const key = crypto.randomUUID();
      await storage.storeFile(MEDIA_ORIGINALS_BUCKET, key, source);
      const id = await insertMediaFile(
        db.db,
        {
          kind: "video",
          originalKey: key,
          originalName: `${clip.name}.mp4`,
          originalBytes: size,
          durationMs: SECONDS * 1000,
        },
        new Date(),
      );
      const started = performance.now();
      const turn = await processDueMediaFiles(
        {
          db: db.db,
          tools,
          files: storageMediaFiles(storage),
          storePoster: storeMediaPoster(storage),
          logger: silentLogger(),
          tmpDir: work,
        },
        new AbortController().signal,
      );
      const seconds = (performance.now() - started) / 1000;
      const file = await findMediaFile(db.db, id);
      if (turn.ready !== 1 || file?.status !== "ready") {
        throw new Error(`${clip.name}: not ready (${JSON.stringify(turn)}, ${file?.failure})`);
      }
      timings.push({ clip: clip.name, what: clip.what, sourceMb: size / 1e6, seconds });
      for (const version of file.versions) {
        rows.push({
          clip: clip.name,
          version: version.version,
          format: version.format,
          bytes: version.bytes,
        });
      }
      console.error(`${clip.name}: ready in ${seconds.toFixed(1)} s`);
    }
  } finally {
    await db.destroy();
    await rm(work, { recursive: true, force: true });
  }

  const minutes = SECONDS / 60;
  console.log(`Machine: ${machineSummary()}; ${new Date().toISOString().slice(0, 10)}`);
  console.log(`Clips of ${SECONDS} s; MB = 10^6 bytes.\n`);
  console.log(
    "| clip | version | format | MB per minute | kb/s (all streams) | MB per 10 minutes | vs YouTube 360p (52 MB) |",
  );
  console.log("|---|---|---|---:|---:|---:|---:|");
  for (const row of rows) {
    const perMinute = row.bytes / 1e6 / minutes;
    const kbps = (row.bytes * 8) / 1000 / SECONDS;
    const tenMinutes = perMinute * 10;
    console.log(
      `| ${row.clip} | ${row.version} | ${row.format} | ${perMinute.toFixed(2)} | ${kbps.toFixed(0)} | ${tenMinutes.toFixed(1)} | ${((tenMinutes / YOUTUBE_360P_MB_PER_10_MIN) * 100).toFixed(0)} % |`,
    );
  }
  console.log("\n| clip | what | source MB | processing (all versions) | × real time |");
  console.log("|---|---|---:|---:|---:|");
  for (const t of timings) {
    console.log(
      `| ${t.clip} | ${t.what} | ${t.sourceMb.toFixed(1)} | ${t.seconds.toFixed(1)} s | ${(t.seconds / SECONDS).toFixed(2)} |`,
    );
  }
}

await main();
