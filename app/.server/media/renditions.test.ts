// The data-light versions made by the real ffmpeg from clips generated here (issue #28): each
// file plays back (probed again), has the codec, container and size planned (never upscaled, the
// source's proportions, even sides), MP4s have their index first, progress rises to 1, an audio
// file gets only audio, and the time limit kills a run and leaves no partial file.
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ffmpeg,
  ffprobeJson,
  makeAudioClip,
  makeVideoClip,
  testMediaTools,
  topLevelBoxes,
} from "../testing/media-clips";
import { MediaToolError } from "./ffmpeg-tools";
import { probeMedia, type ProbedMedia } from "./probe";
import {
  extractPosterFrame,
  LIGHT,
  planRenditions,
  scaledSize,
  STANDARD,
  transcodeArgs,
  transcodeRenditions,
  type Rendition,
} from "./renditions";

const tools = testMediaTools;
/**
 * Time limits that only a stuck run reaches: each transcode here takes a few seconds, but the
 * machine's two cores are shared, and nothing may depend on speed.
 */
const SLOW_MACHINE_MS = 300_000;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "media-renditions-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function probed(path: string): Promise<ProbedMedia> {
  const result = await probeMedia(path, { tools });
  if (!result.ok) throw new Error(`probe refused ${path}: ${result.reason}`);
  return result;
}

/** What a version's file holds, by ffprobe (plain: these are our own files). */
async function streamsOf(rendition: Rendition) {
  const { format, streams } = await ffprobeJson(rendition.path);
  return {
    format: format.format_name,
    duration: Number(format.duration),
    video: streams.find((stream) => stream.codec_type === "video"),
    audio: streams.find((stream) => stream.codec_type === "audio"),
  };
}

describe("scaledSize", () => {
  it("takes the rung's shorter side, keeps proportions, even sides, never upscales", () => {
    expect(scaledSize(1920, 1080, 360)).toEqual({ width: 640, height: 360 });
    expect(scaledSize(1080, 1920, 360)).toEqual({ width: 360, height: 640 });
    expect(scaledSize(1920, 1080, 480)).toEqual({ width: 854, height: 480 });
    expect(scaledSize(320, 240, 480)).toEqual({ width: 320, height: 240 });
    // Odd sources come out even, in proportion.
    expect(scaledSize(1001, 563, 360)).toEqual({ width: 640, height: 360 });
    expect(scaledSize(321, 241, 480)).toEqual({ width: 320, height: 240 });
  });
});

describe("transcodeArgs", () => {
  it("reads the input with the safe arguments and the probed demuxer, before -i", () => {
    const probe: ProbedMedia = {
      ok: true,
      kind: "video",
      durationSeconds: 10,
      width: 1920,
      height: 1080,
      frameRate: 30,
      hasAudio: true,
      formatName: "mov,mp4,m4a,3gp,3g2,mj2",
      demuxer: "mov",
      videoStream: 0,
      audioStream: 1,
    };
    const args = transcodeArgs("/uploads/x.mp4", probe, planRenditions(probe), "/out");
    const input = args.indexOf("-i");
    const before = args.slice(0, input).join(" ");
    expect(before).toContain("-protocol_whitelist file");
    expect(before).toMatch(/-format_whitelist mov,matroska,/);
    expect(before).toContain("-f mov -enable_drefs 0");
    expect(args[input + 1]).toBe("file:/uploads/x.mp4");
    expect(args.filter((arg) => arg === "-i")).toHaveLength(1);
  });
});

describe("transcodeRenditions", { timeout: 2 * SLOW_MACHINE_MS }, () => {
  it("makes four playable versions of a video with sound, in one run with rising progress", async () => {
    const input = join(dir, "lesson.mp4");
    await makeVideoClip(input, { width: 1280, height: 720, seconds: 3, frameRate: 30 });
    // The source has its index at the end (as phones write it): the box check below can fail.
    const sourceBoxes = await topLevelBoxes(input);
    expect(sourceBoxes.indexOf("moov")).toBeGreaterThan(sourceBoxes.indexOf("mdat"));
    const probe = await probed(input);
    const out = join(dir, "lesson-out");
    await mkdir(out);
    const fractions: number[] = [];
    const renditions = await transcodeRenditions(input, out, probe, {
      tools,
      timeoutMs: SLOW_MACHINE_MS,
      onProgress: (fraction) => fractions.push(fraction),
    });

    expect(renditions.map((rendition) => rendition.id)).toEqual([
      "audio-opus",
      "audio-aac",
      "light",
      "standard",
    ]);
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.at(-1)).toBe(1);
    for (let index = 1; index < fractions.length; index++) {
      expect(fractions[index]).toBeGreaterThan(fractions[index - 1]!);
    }
    expect(fractions[0]).toBeGreaterThan(0);

    const byId = Object.fromEntries(renditions.map((rendition) => [rendition.id, rendition]));
    for (const rendition of renditions) {
      expect(rendition.bytes).toBe((await stat(rendition.path)).size);
      expect(rendition.bytes).toBeGreaterThan(0);
      expect(rendition.bitrateKbps).toBeCloseTo((rendition.bytes * 8) / 3 / 1000, 0);
      const played = await streamsOf(rendition);
      expect(played.duration).toBeCloseTo(3, 0);
    }

    const opus = await streamsOf(byId["audio-opus"]!);
    expect(byId["audio-opus"]!.contentType).toBe("audio/webm");
    expect(opus.format).toBe("matroska,webm");
    expect(opus.audio).toMatchObject({ codec_name: "opus", channels: 1 });
    expect(opus.video).toBeUndefined();

    const aac = await streamsOf(byId["audio-aac"]!);
    expect(byId["audio-aac"]!.contentType).toBe("audio/mp4");
    expect(aac.format).toContain("mp4");
    expect(aac.audio).toMatchObject({ codec_name: "aac", channels: 1 });
    expect(aac.video).toBeUndefined();

    for (const [id, rung, size] of [
      ["light", LIGHT, { width: 640, height: 360 }],
      ["standard", STANDARD, { width: 854, height: 480 }],
    ] as const) {
      const rendition = byId[id]!;
      expect(rendition.contentType).toBe("video/mp4");
      expect(rendition).toMatchObject(size);
      const played = await streamsOf(rendition);
      expect(played.video).toMatchObject({ codec_name: "h264", profile: "Main", ...size });
      expect(played.video!.avg_frame_rate).toBe(`${rung.maxFrameRate}/1`);
      expect(played.audio).toMatchObject({ codec_name: "aac", channels: 1 });
      // +faststart: the index (moov) comes before the media data.
      const boxes = await topLevelBoxes(rendition.path);
      expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
      expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    }
    // The audio-only M4A too (a player seeks in it by Range as well).
    const aacBoxes = await topLevelBoxes(byId["audio-aac"]!.path);
    expect(aacBoxes.indexOf("moov")).toBeLessThan(aacBoxes.indexOf("mdat"));

    // The cheaper version is cheaper.
    expect(byId.light!.bytes).toBeLessThan(byId.standard!.bytes);
    expect(byId["audio-opus"]!.bytes).toBeLessThan(byId.light!.bytes);
  });

  it("never upscales a 240p source and keeps a portrait one upright", async () => {
    const small = join(dir, "small.mp4");
    await makeVideoClip(small, { width: 320, height: 240, seconds: 2, frameRate: 10 });
    const portrait = join(dir, "portrait.mp4");
    await makeVideoClip(portrait, { width: 540, height: 960, seconds: 2, audio: false });

    const smallOut = join(dir, "small-out");
    const portraitOut = join(dir, "portrait-out");
    await mkdir(smallOut);
    await mkdir(portraitOut);
    const [smallVersions, portraitVersions] = await Promise.all([
      transcodeRenditions(small, smallOut, await probed(small), {
        tools,
        timeoutMs: SLOW_MACHINE_MS,
      }),
      transcodeRenditions(portrait, portraitOut, await probed(portrait), {
        tools,
        timeoutMs: SLOW_MACHINE_MS,
      }),
    ]);

    for (const rendition of smallVersions.filter((version) => version.quality !== "audio")) {
      const played = await streamsOf(rendition);
      expect(played.video).toMatchObject({ width: 320, height: 240 });
      // A 10 fps source keeps its own rate: no frame is invented either.
      expect(played.video!.avg_frame_rate).toBe("10/1");
    }

    // No sound: no audio-only versions, and video versions without an audio stream.
    expect(portraitVersions.map((rendition) => rendition.id)).toEqual(["light", "standard"]);
    const [light, standard] = await Promise.all(portraitVersions.map(streamsOf));
    expect(light!.video).toMatchObject({ width: 360, height: 640 });
    expect(standard!.video).toMatchObject({ width: 480, height: 854 });
    expect(light!.audio).toBeUndefined();
  });

  it("turns a phone video recorded sideways upright", async () => {
    // Stored pixels: white on the left half, black on the right.
    const stored = join(dir, "stored-sideways.mp4");
    await ffmpeg([
      "-f",
      "lavfi",
      "-i",
      "color=white:size=320x360:duration=2,format=yuv420p[l];color=black:size=320x360:duration=2,format=yuv420p[r];[l][r]hstack",
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      stored,
    ]);
    const input = join(dir, "sideways.mp4");
    // A phone held upright stores landscape pixels and a 90° display matrix.
    await ffmpeg(["-i", stored, "-c", "copy", "-metadata:s:v:0", "rotate=90", input]);
    const probe = await probed(input);
    expect(probe).toMatchObject({ width: 360, height: 640 });
    const out = join(dir, "sideways-out");
    await mkdir(out);
    const renditions = await transcodeRenditions(input, out, probe, {
      tools,
      timeoutMs: SLOW_MACHINE_MS,
    });
    const light = renditions.find((rendition) => rendition.id === "light")!;
    // Upright pixels, and no rotation left for a player to apply a second time.
    expect(await probed(light.path)).toMatchObject({ width: 360, height: 640 });
    const { streams } = await ffprobeJson(light.path);
    expect(streams.find((stream) => stream.codec_type === "video")).toMatchObject({
      width: 360,
      height: 640,
    });
    // Turned, not squeezed: the halves are now top and bottom.
    const frame = join(dir, "sideways-frame.png");
    await extractPosterFrame(light.path, frame, await probed(light.path), { tools });
    const half = async (region: { left: number; top: number; width: number; height: number }) =>
      // stats() reads its input, not the pipeline's result: extract first, then measure.
      (await sharp(await sharp(frame).extract(region).greyscale().png().toBuffer()).stats())
        .channels[0]!.mean;
    const top = await half({ left: 0, top: 0, width: 360, height: 320 });
    const bottom = await half({ left: 0, top: 320, width: 360, height: 320 });
    const left = await half({ left: 0, top: 0, width: 180, height: 640 });
    const right = await half({ left: 180, top: 0, width: 180, height: 640 });
    expect(Math.abs(top - bottom)).toBeGreaterThan(200);
    expect(Math.abs(left - right)).toBeLessThan(20);
  });

  it("gives an audio file only the two audio versions", async () => {
    const input = join(dir, "talk.wav");
    await makeAudioClip(input, 3);
    const probe = await probed(input);
    expect(planRenditions(probe).map((rendition) => rendition.id)).toEqual([
      "audio-opus",
      "audio-aac",
    ]);
    const out = join(dir, "talk-out");
    await mkdir(out);
    const renditions = await transcodeRenditions(input, out, probe, {
      tools,
      timeoutMs: SLOW_MACHINE_MS,
    });
    expect(renditions.map((rendition) => rendition.contentType)).toEqual([
      "audio/webm",
      "audio/mp4",
    ]);
    const [opus, aac] = await Promise.all(renditions.map(streamsOf));
    expect(opus!.audio).toMatchObject({ codec_name: "opus" });
    expect(aac!.audio).toMatchObject({ codec_name: "aac" });
    expect((await readdir(out)).sort()).toEqual(["audio.m4a", "audio.webm"]);
  });

  it("is killed at its time limit and leaves no partial file", async () => {
    const input = join(dir, "long.mp4");
    await makeVideoClip(input, { width: 640, height: 360, seconds: 4 });
    const probe = await probed(input);
    const out = join(dir, "long-out");
    await mkdir(out);
    // No encoder finishes 4 seconds of video in a millisecond.
    const error = await transcodeRenditions(input, out, probe, { tools, timeoutMs: 1 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MediaToolError);
    expect((error as MediaToolError).kind).toBe("timeout");
    expect(await readdir(out)).toEqual([]);
  });

  it("stops when aborted", async () => {
    const input = join(dir, "aborted.mp4");
    await makeVideoClip(input, { width: 640, height: 360, seconds: 4 });
    const probe = await probed(input);
    const out = join(dir, "aborted-out");
    await mkdir(out);
    const controller = new AbortController();
    const running = transcodeRenditions(input, out, probe, {
      tools,
      timeoutMs: SLOW_MACHINE_MS,
      signal: controller.signal,
      // Aborted once ffmpeg has reported it is under way.
      onProgress: () => controller.abort(),
    }).catch((caught: unknown) => caught);
    const error = await running;
    expect((error as MediaToolError).kind).toBe("aborted");
    expect(await readdir(out)).toEqual([]);
  });
});

describe("extractPosterFrame", { timeout: 2 * SLOW_MACHINE_MS }, () => {
  it("writes one frame as JPEG or PNG, at the video's proportions", async () => {
    const input = join(dir, "poster-source.mp4");
    await makeVideoClip(input, { width: 480, height: 270, seconds: 2 });
    const probe = await probed(input);
    const jpeg = join(dir, "poster.jpg");
    const png = join(dir, "poster.png");
    await extractPosterFrame(input, jpeg, probe, { tools });
    await extractPosterFrame(input, png, probe, { tools });
    expect(await sharp(jpeg).metadata()).toMatchObject({
      format: "jpeg",
      width: 480,
      height: 270,
    });
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 480, height: 270 });
  });

  it("refuses an audio file", async () => {
    const input = join(dir, "poster-audio.wav");
    await makeAudioClip(input, 1);
    await expect(
      extractPosterFrame(input, join(dir, "none.png"), await probed(input), { tools }),
    ).rejects.toThrow(/no frame/);
  });
});
