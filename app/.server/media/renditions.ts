// The data-light versions of an uploaded lesson (issue #28) and the one ffmpeg run that makes
// them. A learner in Mauritania pays for every megabyte, so each version's size must hold for any
// content: sizes follow from capped bitrates (a VBV cap on the video, constrained Opus, constant
// AAC), not from what a calm talking head happens to need. Per 10 minutes (MB = 10^6 bytes):
// - Audio only: Opus 24 kb/s in WebM ≈ 1.9 MB at worst (target ≤ 2.0 MB); AAC in M4A for
//   browsers without Opus at 24 kb/s too (the issue suggests ~32, but 32 kb/s alone is 2.4 MB:
//   the learner's bill is the target that counts, and 24 kb/s mono AAC keeps a voice clear);
// - Light: ≤ 112 kb/s video + 32 kb/s audio + ~5 kb/s of MP4 tables ≈ 11.2 MB at worst
//   (target ≤ 12 MB);
// - Standard: ≤ 450 kb/s video + 48 kb/s audio + ~9 kb/s of MP4 tables ≈ 38 MB at worst
//   (target ≤ 40 MB).
// Measured with ffmpeg 5.1 on 20 s clips (2026-11-29): noisy 1080p30 (the worst case, the caps
// bind) gave Light 153 kb/s, Standard 525 kb/s, Opus 22.5, M4A 34.2; a still slide gave Light
// 43 kb/s and Standard 69 kb/s. A 120k cap had given Light 161 kb/s, hence 112k. Over 20 s a VBV
// cap may be exceeded by one buffer (bufsize / duration: 11 kb/s for Light); over 10 minutes by
// 0.4 kb/s.
// Audio is mono everywhere: lessons are speech, and a second channel would cost bits for nothing.
import { stat, unlink } from "node:fs/promises";
import { join, resolve } from "node:path";
import { runTool, type MediaTools } from "./ffmpeg-tools";
import { safeInputArgs, type ProbedMedia } from "./probe";

/** Opus for the audio-only version: speech stays clear at 24 kb/s (SILK/hybrid modes). */
export const AUDIO_OPUS = { bitrateKbps: 24 } as const;

/** AAC-LC (ffmpeg's native encoder) inside the Light MP4: speech stays intelligible. */
export const AUDIO_AAC_LIGHT = { bitrateKbps: 32 } as const;

/** The audio-only M4A for browsers without Opus: within the 2.0 MB of 10 minutes (see the top). */
export const AUDIO_AAC_FALLBACK = { bitrateKbps: 24 } as const;

/** Standard can afford clearer AAC: 48 kb/s mono is close to transparent for a voice. */
export const AUDIO_AAC_STANDARD = { bitrateKbps: 48 } as const;

/** All audio is resampled to 48 kHz (Opus's own rate; AAC at 48 kHz plays everywhere). */
const AUDIO_SAMPLE_RATE = 48_000;

export interface VideoRung {
  /** The picture's shorter side (height in landscape, width in portrait: a phone held upright). */
  shortSide: number;
  /** At most this many frames per second (a slower source keeps its own rate). */
  maxFrameRate: number;
  /** x264's constant quality: what a calm picture gets; the cap below is what noise gets. */
  crf: number;
  /** VBV cap, kb/s: the average of any stretch longer than the buffer stays under it. */
  maxrateKbps: number;
  /** VBV buffer, kbit: two seconds of maxrate, so a scene cut can borrow briefly. */
  bufsizeKbit: number;
}

/**
 * Light: about 360p at 15 fps. The issue's 160 + 32 kb/s would be 14.4 MB per 10 minutes, over
 * its 12 MB target; 12 MB is 160 kb/s in all, so the video is capped at 112 kb/s, leaving room for
 * 32 kb/s of audio, the MP4's ~5 kb/s of tables at 15 fps, and ~5% of margin. CRF 28 is what slides and a talking head
 * need at 360p15 (they stay well under the cap); noisy, high-motion video hits the cap instead.
 */
export const LIGHT: VideoRung = {
  shortSide: 360,
  maxFrameRate: 15,
  crf: 28,
  maxrateKbps: 112,
  bufsizeKbit: 224,
};

/**
 * Standard: about 480p at up to 30 fps, ≤ ~500 kb/s of video (the issue); 450 kb/s + 48 kb/s of
 * audio keeps the worst case at 37.4 MB per 10 minutes, under the 40 MB target with margin for
 * the container and the buffer.
 */
export const STANDARD: VideoRung = {
  shortSide: 480,
  maxFrameRate: 30,
  crf: 26,
  maxrateKbps: 450,
  bufsizeKbit: 900,
};

/**
 * A key frame at least every 4 seconds: seeking (and a Range request after it) lands at most 4 s
 * before the wanted point; shorter costs bits in every group of pictures.
 */
const KEYFRAME_SECONDS = 4;

/**
 * x264 `medium` keeps both video versions faster than real time on 2 cores for a 1080p phone
 * recording (decoding is the larger part); slower presets gain a few percent at a capped rate.
 */
const X264_PRESET = "medium";

/**
 * Two cores, shared with the web server: the decoder and each encoder get 2 threads (x264 with
 * fewer stalls its lookahead); the filter graph, which only scales, gets 1.
 */
const THREADS = "2";

export type RenditionId = "audio-opus" | "audio-aac" | "light" | "standard";
export type RenditionQuality = "audio" | "light" | "standard";

export interface PlannedRendition {
  id: RenditionId;
  quality: RenditionQuality;
  fileName: string;
  contentType: "video/mp4" | "audio/webm" | "audio/mp4";
  /** Present for the video versions. */
  video?: { width: number; height: number; frameRate: number; rung: VideoRung };
  /** Absent for a video version of a source without sound. */
  audio?: { codec: "libopus" | "aac"; bitrateKbps: number };
}

/** The even number nearest below `value`, at least 2 (H.264 in 4:2:0 needs even sides). */
function even(value: number): number {
  return Math.max(2, Math.floor(value / 2) * 2);
}

/**
 * The size of a rung for a `width`×`height` picture: its shorter side at the rung's (or the
 * source's, when smaller: never upscaled), the longer side in the source's proportions, both even.
 */
export function scaledSize(
  width: number,
  height: number,
  shortSide: number,
): { width: number; height: number } {
  const sourceShort = Math.min(width, height);
  const targetShort = even(Math.min(shortSide, sourceShort));
  const targetLong = even(
    Math.round((Math.max(width, height) * targetShort) / sourceShort / 2) * 2 || 2,
  );
  return width >= height
    ? { width: targetLong, height: targetShort }
    : { width: targetShort, height: targetLong };
}

function videoFor(probe: ProbedMedia, rung: VideoRung): NonNullable<PlannedRendition["video"]> {
  const size = scaledSize(probe.width!, probe.height!, rung.shortSide);
  const frameRate = Math.min(rung.maxFrameRate, probe.frameRate ?? rung.maxFrameRate);
  return { ...size, frameRate, rung };
}

/**
 * The versions a probed file gets: a video gets Light and Standard, and, when it has sound, the
 * two audio-only files; an audio file gets only the audio-only files.
 */
export function planRenditions(probe: ProbedMedia): PlannedRendition[] {
  const plan: PlannedRendition[] = [];
  if (probe.hasAudio) {
    plan.push(
      {
        id: "audio-opus",
        quality: "audio",
        fileName: "audio.webm",
        contentType: "audio/webm",
        audio: { codec: "libopus", bitrateKbps: AUDIO_OPUS.bitrateKbps },
      },
      {
        id: "audio-aac",
        quality: "audio",
        fileName: "audio.m4a",
        contentType: "audio/mp4",
        audio: { codec: "aac", bitrateKbps: AUDIO_AAC_FALLBACK.bitrateKbps },
      },
    );
  }
  if (probe.kind === "video") {
    const withAudio = (bitrateKbps: number) =>
      probe.hasAudio ? { audio: { codec: "aac" as const, bitrateKbps } } : {};
    plan.push(
      {
        id: "light",
        quality: "light",
        fileName: "light.mp4",
        contentType: "video/mp4",
        video: videoFor(probe, LIGHT),
        ...withAudio(AUDIO_AAC_LIGHT.bitrateKbps),
      },
      {
        id: "standard",
        quality: "standard",
        fileName: "standard.mp4",
        contentType: "video/mp4",
        video: videoFor(probe, STANDARD),
        ...withAudio(AUDIO_AAC_STANDARD.bitrateKbps),
      },
    );
  }
  return plan;
}

/** The output arguments of one planned version, reading the filter graph's labels. */
function outputArgs(
  rendition: PlannedRendition,
  videoLabel: string | null,
  audioLabel: string | null,
  path: string,
): string[] {
  const args: string[] = [];
  if (rendition.video && videoLabel) {
    const { rung, frameRate } = rendition.video;
    args.push(
      "-map",
      `[${videoLabel}]`,
      "-c:v",
      "libx264",
      "-preset",
      X264_PRESET,
      // Main: CABAC saves ~10% over Baseline, and every phone since ~2012 decodes it.
      "-profile:v",
      "main",
      "-crf",
      String(rung.crf),
      "-maxrate",
      `${rung.maxrateKbps}k`,
      "-bufsize",
      `${rung.bufsizeKbit}k`,
      "-g",
      String(Math.max(1, Math.round(frameRate * KEYFRAME_SECONDS))),
      "-threads",
      THREADS,
      // The filter graph set the rate; frames pass with their own timestamps, none duplicated.
      "-fps_mode",
      "vfr",
    );
  }
  if (rendition.audio && audioLabel) {
    args.push("-map", `[${audioLabel}]`, "-c:a", rendition.audio.codec);
    args.push("-b:a", `${rendition.audio.bitrateKbps}k`);
    if (rendition.audio.codec === "libopus") {
      // Constrained VBR never goes much above its nominal rate (the size promise) and spends
      // less on silence; voip mode favours the intelligibility of speech; 60 ms packets carry a
      // third of the WebM per-packet overhead of 20 ms ones (measured: 25.6 against 27.2 kb/s on
      // a steady tone, the hardest case; pink noise 21.2).
      args.push("-vbr", "constrained", "-application", "voip", "-frame_duration", "60");
    }
  }
  // Nothing the recording carried beyond pictures and sound: a phone writes its GPS position,
  // model and dates into the metadata, and these files are public.
  args.push("-map_metadata", "-1", "-map_chapters", "-1");
  if (rendition.contentType === "audio/webm") {
    args.push("-f", "webm");
  } else {
    // The index (moov) before the data: plays while downloading, seeks with a Range request.
    args.push(
      "-movflags",
      "+faststart",
      "-f",
      rendition.contentType === "audio/mp4" ? "ipod" : "mp4",
    );
  }
  args.push(`file:${path}`);
  return args;
}

/** One ffmpeg run's arguments: decode once, split, scale, encode every planned version. */
export function transcodeArgs(
  inputPath: string,
  probe: ProbedMedia,
  plan: readonly PlannedRendition[],
  outDir: string,
): string[] {
  const graph: string[] = [];
  const videoPlans = plan.filter((rendition) => rendition.video);
  const audioPlans = plan.filter((rendition) => rendition.audio);
  if (videoPlans.length > 0) {
    const splits = videoPlans.map((_, index) => `vsplit${index}`);
    graph.push(
      `[0:${probe.videoStream ?? "v:0"}]split=${videoPlans.length}${splits.map((label) => `[${label}]`).join("")}`,
    );
    videoPlans.forEach((rendition, index) => {
      const { width, height, frameRate } = rendition.video!;
      const fps =
        probe.frameRate === undefined || probe.frameRate > frameRate ? `fps=${frameRate},` : "";
      graph.push(
        `[${splits[index]}]${fps}scale=${width}:${height}:flags=bicubic,setsar=1,format=yuv420p[v${index}]`,
      );
    });
  }
  if (audioPlans.length > 0) {
    const labels = audioPlans.map((_, index) => `[a${index}]`).join("");
    graph.push(
      `[0:${probe.audioStream ?? "a:0"}]aformat=sample_rates=${AUDIO_SAMPLE_RATE}:channel_layouts=mono,asplit=${audioPlans.length}${labels}`,
    );
  }
  const args = [
    "-hide_banner",
    "-nostdin",
    "-v",
    "error",
    "-nostats",
    "-y",
    "-progress",
    "pipe:1",
    "-threads",
    THREADS,
    ...safeInputArgs(inputPath, probe.demuxer),
    "-filter_complex",
    graph.join(";"),
    "-filter_complex_threads",
    "1",
  ];
  for (const rendition of plan) {
    const videoIndex = videoPlans.indexOf(rendition);
    const audioIndex = audioPlans.indexOf(rendition);
    args.push(
      ...outputArgs(
        rendition,
        videoIndex === -1 ? null : `v${videoIndex}`,
        audioIndex === -1 ? null : `a${audioIndex}`,
        join(resolve(outDir), rendition.fileName),
      ),
    );
  }
  return args;
}

export interface TranscodeOptions {
  tools: MediaTools;
  /** The whole run is killed after this long (a bad file must not hold a worker forever). */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Called with increasing fractions of the source encoded, 0 < f ≤ 1, the last one 1. */
  onProgress?: (fraction: number) => void;
  /** nice value for ffmpeg (default 10): the web server on the same cores comes first. */
  niceness?: number;
}

export interface Rendition {
  id: RenditionId;
  quality: RenditionQuality;
  path: string;
  bytes: number;
  contentType: PlannedRendition["contentType"];
  /** bytes × 8 / the source's duration: what a learner's data plan pays per second. */
  bitrateKbps: number;
  width?: number;
  height?: number;
}

/**
 * Makes every planned version of `inputPath` in `outDir` with one ffmpeg run (the source is
 * decoded once). On failure the partial files are removed and the MediaToolError is thrown.
 */
export async function transcodeRenditions(
  inputPath: string,
  outDir: string,
  probe: ProbedMedia,
  options: TranscodeOptions,
): Promise<Rendition[]> {
  const plan = planRenditions(probe);
  const paths = plan.map((rendition) => join(resolve(outDir), rendition.fileName));
  let reported = 0;
  const report = (fraction: number) => {
    const clamped = Math.min(1, fraction);
    if (clamped > reported) {
      reported = clamped;
      options.onProgress?.(clamped);
    }
  };
  try {
    await runTool(options.tools.ffmpeg, transcodeArgs(inputPath, probe, plan, outDir), {
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      niceness: options.niceness ?? 10,
      keepStdout: false,
      onStdoutLine: (line) => {
        // -progress writes key=value lines; out_time_us is the position reached in the output.
        const match = /^out_time_us=(\d+)$/.exec(line);
        // Kept under 1 until ffmpeg has exited: the files are complete only then.
        if (match) report(Math.min(0.999, Number(match[1]) / 1e6 / probe.durationSeconds));
      },
    });
  } catch (error) {
    await Promise.all(paths.map((path) => unlink(path).catch(() => {})));
    throw error;
  }
  report(1);
  return Promise.all(
    plan.map(async (rendition, index) => {
      const { size } = await stat(paths[index]!);
      return {
        id: rendition.id,
        quality: rendition.quality,
        path: paths[index]!,
        bytes: size,
        contentType: rendition.contentType,
        bitrateKbps: Math.round((size * 8) / probe.durationSeconds / 100) / 10,
        ...(rendition.video
          ? { width: rendition.video.width, height: rendition.video.height }
          : {}),
      };
    }),
  );
}

/** The poster's longer side at most: the image pipeline makes its smaller widths from it. */
export const POSTER_MAX_SIDE = 1280;

/**
 * Writes one frame, about 10% into the video (past a black first frame or a fade-in), to
 * `outPath`: JPEG when it ends in .jpg/.jpeg (quality 2 of 31), PNG otherwise.
 */
export async function extractPosterFrame(
  inputPath: string,
  outPath: string,
  probe: ProbedMedia,
  options: { tools: MediaTools; timeoutMs?: number; signal?: AbortSignal },
): Promise<void> {
  if (probe.kind !== "video") throw new Error("an audio file has no frame to show");
  const { width, height } = probe as Required<Pick<ProbedMedia, "width" | "height">>;
  const scale = Math.min(1, POSTER_MAX_SIDE / Math.max(width, height));
  const size = scaledSize(width, height, Math.min(width, height) * scale);
  const jpeg = /\.jpe?g$/i.test(outPath);
  await runTool(
    options.tools.ffmpeg,
    [
      "-hide_banner",
      "-nostdin",
      "-v",
      "error",
      "-ss",
      (probe.durationSeconds * 0.1).toFixed(3),
      ...safeInputArgs(inputPath, probe.demuxer),
      "-map",
      `0:${probe.videoStream ?? "v:0"}`,
      "-frames:v",
      "1",
      "-vf",
      `scale=${size.width}:${size.height}:flags=bicubic,setsar=1`,
      ...(jpeg ? ["-q:v", "2"] : []),
      "-map_metadata",
      "-1",
      "-update",
      "1",
      "-f",
      "image2",
      "-y",
      `file:${resolve(outPath)}`,
    ],
    { timeoutMs: options.timeoutMs ?? 30_000, signal: options.signal },
  );
}
