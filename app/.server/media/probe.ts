// What an uploaded lesson file is, asked of ffprobe before the file is accepted (issue #28), and
// the input arguments every ffprobe and ffmpeg run on such a file starts with.
//
// The security rule: "ffprobe and ffmpeg only ever read the uploaded file itself". Left
// to its defaults ffmpeg follows what a file names: an HLS playlist or an ffconcat list renamed
// `.mp4` makes it open other files (file:///etc/passwd) or addresses (http://169.254.169.254/),
// and a QuickTime file can point at external data references. So every run gets, from
// safeInputArgs():
// - `-protocol_whitelist file`: no network protocol at all, for the input and anything nested;
// - `-format_whitelist` of the demuxers we accept: hls, concat, image2, dash… are refused before
//   they read their first entry (checked with this ffmpeg 5.1: "Format not on whitelist");
// - the input as `file:/absolute/path`, so no name is read as a protocol (`concat:`, `subfile,`)
//   or an image sequence pattern;
// - `-enable_drefs 0` (QuickTime external references; already the default, stated so a change of
//   default cannot open them);
// - for ffmpeg, `-f <the demuxer ffprobe found>`, so the file is read the way it was checked even
//   if it changed in between.
import { open, stat } from "node:fs/promises";
import { resolve } from "node:path";
import { MediaToolError, runTool, type MediaTools } from "./ffmpeg-tools";

/**
 * The demuxers whose files we accept, by the names `ffmpeg -demuxers` gives (ffmpeg 5.1). `mov`
 * reads MP4, MOV, M4A and 3GP (old phones); `matroska` reads MKV and WebM; `amr` is what basic
 * phones' voice recorders write. Nothing here reads another file or a network address.
 */
export const ACCEPTED_DEMUXERS = [
  "mov",
  "matroska",
  "webm",
  "mp3",
  "wav",
  "ogg",
  "flac",
  "aac",
  "amr",
] as const;

const FORMAT_WHITELIST = ACCEPTED_DEMUXERS.join(",");

/** Demuxers reporting several names (`mov,mp4,m4a,3gp,3g2,mj2`) are accepted by any of them. */
function acceptedDemuxer(formatName: string): string | null {
  const names = formatName.split(",");
  return names.some((name) => (ACCEPTED_DEMUXERS as readonly string[]).includes(name))
    ? names[0]!
    : null;
}

/**
 * The arguments placed before (and including) `-i` in every run on an uploaded file. Give
 * `demuxer` (ProbedMedia.demuxer) once the file has been probed: ffmpeg then reads it with that
 * demuxer only, and accepts QuickTime's `-enable_drefs`, which it refuses for other demuxers.
 */
export function safeInputArgs(path: string, demuxer?: string): string[] {
  const args = ["-protocol_whitelist", "file", "-format_whitelist", FORMAT_WHITELIST];
  if (demuxer === undefined) {
    // ffprobe accepts a demuxer option whatever the demuxer turns out to be.
    args.push("-enable_drefs", "0");
  } else {
    if (!acceptedDemuxer(demuxer)) throw new Error(`demuxer ${demuxer} is not accepted`);
    args.push("-f", demuxer);
    if (demuxer === "mov") args.push("-enable_drefs", "0");
  }
  args.push("-i", `file:${resolve(path)}`);
  return args;
}

/** Sides beyond these are not a lesson recording (8K is 7680×4320) and cost memory to decode. */
export const MAX_VIDEO_SIDE = 8192;
export const MIN_VIDEO_SIDE = 16;

/** How long ffprobe may take by default: a sane file is read in well under a second. */
export const DEFAULT_PROBE_TIMEOUT_MS = 15_000;

export interface ProbedMedia {
  ok: true;
  kind: "video" | "audio";
  durationSeconds: number;
  /** Displayed size: after the rotation phones record and the pixel aspect ratio. */
  width?: number;
  height?: number;
  /** Frames per second of the video, when it says. */
  frameRate?: number;
  hasAudio: boolean;
  /** ffprobe's format_name, e.g. `mov,mp4,m4a,3gp,3g2,mj2`. */
  formatName: string;
  /** The demuxer to read it with again (safeInputArgs). */
  demuxer: string;
  /**
   * The file's stream numbers of the picture and the sound used (ffmpeg's `0:N`): not always the
   * first of their type (a cover picture can come before the video).
   */
  videoStream?: number;
  audioStream?: number;
}

/**
 * Why a file was refused, for a message under the editor's card:
 * - not-media: not a video or audio file at all (a text file named .mp4);
 * - unsupported-format: a media or list format we do not read (an HLS playlist, a concat list);
 * - no-playable-stream: a media file with neither a video nor an audio stream we can decode;
 * - no-duration: its length is zero or unknown;
 * - unsupported-dimensions: its picture is absurdly small or large;
 * - too-long-to-probe: ffprobe ran past its time limit;
 * - unreadable: damaged or truncated (an MP4 without its index), or not readable at all.
 */
export type ProbeRefusal =
  | "not-media"
  | "unsupported-format"
  | "no-playable-stream"
  | "no-duration"
  | "unsupported-dimensions"
  | "too-long-to-probe"
  | "unreadable";

export type ProbeResult = ProbedMedia | { ok: false; reason: ProbeRefusal };

export interface ProbeOptions {
  tools: MediaTools;
  timeoutMs?: number;
  signal?: AbortSignal;
}

interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_aspect_ratio?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  channels?: number;
  sample_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface FfprobeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: FfprobeStream[];
}

function ratio(value: string | undefined): number | undefined {
  const match = /^(\d+)[/:](\d+)$/.exec(value ?? "");
  if (!match) return undefined;
  const [numerator, denominator] = [Number(match[1]), Number(match[2])];
  return numerator > 0 && denominator > 0 ? numerator / denominator : undefined;
}

function positiveNumber(value: string | number | undefined): number | undefined {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

/** The picture as shown: sample aspect ratio applied, sides swapped for a quarter turn. */
function displayedSize(stream: FfprobeStream): { width: number; height: number } {
  const sar = ratio(stream.sample_aspect_ratio) ?? 1;
  let width = Math.round(stream.width! * sar);
  let height = stream.height!;
  const rotation =
    stream.side_data_list?.find((entry) => typeof entry.rotation === "number")?.rotation ??
    Number(stream.tags?.rotate ?? 0);
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  return { width, height };
}

/** The box types an MP4/MOV file starts with (ISO 14496-12 and QuickTime). */
const FIRST_MP4_BOXES = new Set(["ftyp", "moov", "mdat", "free", "wide", "skip", "pnot"]);

/** Whether the file starts like an MP4 or MOV: a size, then a known box type. */
async function startsLikeMp4(path: string): Promise<boolean> {
  let handle;
  try {
    // Not a FIFO or a device, which opening could block on.
    if (!(await stat(path)).isFile()) return false;
    handle = await open(path, "r");
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(8), 0, 8, 0);
    return bytesRead === 8 && FIRST_MP4_BOXES.has(buffer.toString("latin1", 4, 8));
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}

/** Maps ffprobe's complaint (its wording in ffmpeg 5.1) to a refusal. */
async function refusalFor(error: MediaToolError, path: string): Promise<ProbeRefusal> {
  if (error.kind === "timeout") return "too-long-to-probe";
  const stderr = error.stderrTail;
  if (/not on whitelist/i.test(stderr)) return "unsupported-format";
  if (/No such file|Permission denied|Is a directory/i.test(stderr)) return "unreadable";
  // ffmpeg picks the MP4 demuxer for any file named .mp4, so "moov atom not found" is said of a
  // text file too: only a file that starts like an MP4 is a damaged (truncated) one.
  if (/moov atom not found/i.test(stderr)) {
    return (await startsLikeMp4(path)) ? "unreadable" : "not-media";
  }
  if (/Invalid data found when processing input/i.test(stderr)) return "not-media";
  return "unreadable";
}

/**
 * Probes the file at `path`. Never throws for a bad file (a refusal says why); throws a
 * MediaToolError when ffprobe is missing or the run was aborted.
 */
export async function probeMedia(path: string, options: ProbeOptions): Promise<ProbeResult> {
  let stdout: string;
  try {
    ({ stdout } = await runTool(
      options.tools.ffprobe,
      [
        "-v",
        "error",
        "-hide_banner",
        ...safeInputArgs(path),
        "-show_format",
        "-show_streams",
        "-of",
        "json",
      ],
      { timeoutMs: options.timeoutMs ?? DEFAULT_PROBE_TIMEOUT_MS, signal: options.signal },
    ));
  } catch (error) {
    if (!(error instanceof MediaToolError) || error.kind === "not-installed") throw error;
    if (error.kind === "aborted") throw error;
    return { ok: false, reason: await refusalFor(error, path) };
  }

  let output: FfprobeOutput;
  try {
    output = JSON.parse(stdout) as FfprobeOutput;
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  const formatName = output.format?.format_name ?? "";
  const demuxer = acceptedDemuxer(formatName);
  // The whitelist already refused these; checked again so a change there cannot let one in.
  if (!demuxer) return { ok: false, reason: formatName ? "unsupported-format" : "not-media" };

  const streams = output.streams ?? [];
  // A cover picture inside an MP3 or M4A is a video stream to ffprobe, not a lesson's video.
  const video = streams.find(
    (stream) =>
      stream.codec_type === "video" &&
      stream.codec_name &&
      stream.disposition?.attached_pic !== 1 &&
      positiveNumber(stream.width) &&
      positiveNumber(stream.height),
  );
  const audio = streams.find(
    (stream) =>
      stream.codec_type === "audio" &&
      stream.codec_name &&
      positiveNumber(stream.channels) &&
      positiveNumber(stream.sample_rate),
  );
  if (!video && !audio) return { ok: false, reason: "no-playable-stream" };

  const durationSeconds =
    positiveNumber(output.format?.duration) ??
    Math.max(0, ...[video, audio].map((stream) => positiveNumber(stream?.duration) ?? 0));
  if (!durationSeconds) return { ok: false, reason: "no-duration" };

  if (!video) {
    return {
      ok: true,
      kind: "audio",
      durationSeconds,
      hasAudio: true,
      formatName,
      demuxer,
      audioStream: audio!.index,
    };
  }
  const { width, height } = displayedSize(video);
  const tooSmall = Math.min(width, height) < MIN_VIDEO_SIDE;
  const tooLarge = Math.max(width, height) > MAX_VIDEO_SIDE;
  if (tooSmall || tooLarge) return { ok: false, reason: "unsupported-dimensions" };
  const frameRate = ratio(video.avg_frame_rate) ?? ratio(video.r_frame_rate);
  return {
    ok: true,
    kind: "video",
    durationSeconds,
    width,
    height,
    ...(frameRate !== undefined && frameRate < 1000 ? { frameRate } : {}),
    hasAudio: Boolean(audio),
    formatName,
    demuxer,
    videoStream: video.index,
    ...(audio ? { audioStream: audio.index } : {}),
  };
}
