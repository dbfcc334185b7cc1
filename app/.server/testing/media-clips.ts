// Media files for the tests of app/.server/media (issue #28), generated with the real ffmpeg from
// its own test sources (lavfi: testsrc2 pictures, a sine tone), a few seconds each, so no binary
// fixture lives in the repository and every test makes the file it needs.
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { mediaToolsFromEnv } from "../media/ffmpeg-tools";

const run = promisify(execFile);

export const testMediaTools = mediaToolsFromEnv();

/** Runs ffmpeg with `args` (quiet, overwriting); rejects with its stderr when it fails. */
export async function ffmpeg(args: string[]): Promise<void> {
  await run(testMediaTools.ffmpeg, ["-hide_banner", "-nostdin", "-v", "error", "-y", ...args]);
}

/**
 * ffprobe's JSON for `path`'s streams and format, without any of the safe-input arguments;
 * `extra` goes before the input (e.g. a protocol whitelist).
 */
export async function ffprobeJson(
  path: string,
  extra: string[] = [],
): Promise<{
  format: { format_name: string; duration: string };
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    channels?: number;
  }[];
}> {
  const { stdout } = await run(testMediaTools.ffprobe, [
    ...extra,
    "-v",
    "error",
    "-show_format",
    "-show_streams",
    "-of",
    "json",
    path,
  ]);
  return JSON.parse(stdout) as Awaited<ReturnType<typeof ffprobeJson>>;
}

export interface ClipOptions {
  width: number;
  height: number;
  seconds: number;
  frameRate?: number;
  audio?: boolean;
  /** Keep the index (moov) at the end, as a phone writes it; default true. */
  moovAtEnd?: boolean;
}

/** An H.264 + AAC MP4 of a moving test pattern (and a tone). */
export async function makeVideoClip(path: string, options: ClipOptions): Promise<void> {
  const { width, height, seconds, frameRate = 25, audio = true } = options;
  await ffmpeg([
    "-f",
    "lavfi",
    "-i",
    `testsrc2=size=${width}x${height}:rate=${frameRate}:duration=${seconds}`,
    ...(audio ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`] : []),
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    ...(audio ? ["-c:a", "aac", "-b:a", "64k"] : []),
    ...(options.moovAtEnd === false ? ["-movflags", "+faststart"] : []),
    path,
  ]);
}

/** A mono tone, as WAV or MP3 by `path`'s extension. */
export async function makeAudioClip(path: string, seconds: number): Promise<void> {
  await ffmpeg(["-f", "lavfi", "-i", `sine=frequency=330:duration=${seconds}`, path]);
}

/** The top-level MP4 boxes of a file, in order (`ftyp`, `moov`, `mdat`…). */
export async function topLevelBoxes(path: string): Promise<string[]> {
  const data = await readFile(path);
  const boxes: string[] = [];
  let offset = 0;
  while (offset + 8 <= data.length) {
    let size = data.readUInt32BE(offset);
    const type = data.toString("latin1", offset + 4, offset + 8);
    if (size === 1) size = Number(data.readBigUInt64BE(offset + 8));
    else if (size === 0) size = data.length - offset;
    if (size < 8) throw new Error(`bad box size ${size} at ${offset}`);
    boxes.push(type);
    offset += size;
  }
  return boxes;
}
