// probeMedia with the real ffprobe on clips made here (issue #28), and the security rule:
// a playlist or a concat list disguised as .mp4 reads nothing but itself. Each refusal is paired
// with a control run of plain ffprobe on the same file, which does follow it: so the test would
// fail if the safe arguments stopped working, not only if the file were unreadable anyway.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, truncate, writeFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ffmpeg,
  ffprobeJson,
  makeAudioClip,
  makeVideoClip,
  testMediaTools,
} from "../testing/media-clips";
import { MediaToolError, runTool } from "./ffmpeg-tools";
import { safeInputArgs, probeMedia } from "./probe";

const run = promisify(execFile);
const tools = testMediaTools;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "media-probe-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Plain ffprobe, none of our arguments: what an unguarded run would read ({} if it fails). */
async function unguardedProbe(path: string, extra: string[] = []) {
  return ffprobeJson(path, extra).catch(
    () => ({}) as Partial<Awaited<ReturnType<typeof ffprobeJson>>>,
  );
}

describe("probeMedia on media", { timeout: 120_000 }, () => {
  it("describes a landscape video with sound", async () => {
    const path = join(dir, "landscape.mp4");
    await makeVideoClip(path, { width: 320, height: 240, seconds: 2, frameRate: 25 });
    const result = await probeMedia(path, { tools });
    expect(result).toMatchObject({
      ok: true,
      kind: "video",
      width: 320,
      height: 240,
      frameRate: 25,
      hasAudio: true,
      formatName: "mov,mp4,m4a,3gp,3g2,mj2",
      demuxer: "mov",
      videoStream: 0,
      audioStream: 1,
    });
    expect(result.ok && result.durationSeconds).toBeCloseTo(2, 0);
  });

  it("describes a portrait video without sound", async () => {
    const path = join(dir, "portrait.mp4");
    await makeVideoClip(path, { width: 180, height: 320, seconds: 2, audio: false });
    expect(await probeMedia(path, { tools })).toMatchObject({
      ok: true,
      kind: "video",
      width: 180,
      height: 320,
      hasAudio: false,
    });
  });

  it("reports the displayed size of a phone video recorded sideways (rotation metadata)", async () => {
    const source = join(dir, "sideways-source.mp4");
    await makeVideoClip(source, { width: 320, height: 180, seconds: 2 });
    const path = join(dir, "sideways.mp4");
    // A phone held upright stores landscape pixels and a 90° display matrix.
    await ffmpeg(["-i", source, "-c", "copy", "-metadata:s:v:0", "rotate=90", path]);
    expect(await probeMedia(path, { tools })).toMatchObject({ ok: true, width: 180, height: 320 });
  });

  it("describes WAV and MP3 audio, and an MP3's cover picture is not a video", async () => {
    const wav = join(dir, "voice.wav");
    await makeAudioClip(wav, 2);
    const wavResult = await probeMedia(wav, { tools });
    expect(wavResult).toMatchObject({ ok: true, kind: "audio", hasAudio: true, demuxer: "wav" });
    expect(wavResult.ok && wavResult.durationSeconds).toBeCloseTo(2, 1);

    const cover = join(dir, "cover.png");
    await ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=64x64", "-frames:v", "1", cover]);
    const mp3 = join(dir, "voice.mp3");
    await ffmpeg([
      "-i",
      wav,
      "-i",
      cover,
      "-map",
      "0:a",
      "-map",
      "1:v",
      "-c:a",
      "libmp3lame",
      "-c:v",
      "png",
      "-disposition:v",
      "attached_pic",
      mp3,
    ]);
    const mp3Result = await probeMedia(mp3, { tools });
    expect(mp3Result).toMatchObject({ ok: true, kind: "audio", demuxer: "mp3", audioStream: 0 });
    expect(mp3Result).not.toHaveProperty("videoStream");
  });
});

describe("probeMedia refuses", { timeout: 120_000 }, () => {
  it("a text file named .mp4", async () => {
    const path = join(dir, "notes.mp4");
    await writeFile(path, "هذا ليس فيديو. This is not a video.\n".repeat(50));
    expect(await probeMedia(path, { tools })).toEqual({ ok: false, reason: "not-media" });
  });

  it("a truncated MP4 (its index was at the end)", async () => {
    const path = join(dir, "truncated.mp4");
    await makeVideoClip(path, { width: 320, height: 240, seconds: 2 });
    await truncate(path, Math.floor((await stat(path)).size / 2));
    expect(await probeMedia(path, { tools })).toEqual({ ok: false, reason: "unreadable" });
  });

  it("a file that is missing", async () => {
    expect(await probeMedia(join(dir, "nothing-here.mp4"), { tools })).toEqual({
      ok: false,
      reason: "unreadable",
    });
  });

  it("a video with no picture and no sound stream (only subtitles)", async () => {
    const srt = join(dir, "only.srt");
    await writeFile(srt, "1\n00:00:00,000 --> 00:00:02,000\nمرحبا\n");
    const path = join(dir, "subtitles-only.mkv");
    await ffmpeg(["-i", srt, "-c:s", "srt", path]);
    expect(await probeMedia(path, { tools })).toEqual({ ok: false, reason: "no-playable-stream" });
  });

  it("a run past its time limit (a FIFO no one writes to never ends)", async () => {
    const fifo = join(dir, "stuck.mp4");
    await run("mkfifo", [fifo]);
    expect(await probeMedia(fifo, { tools, timeoutMs: 300 })).toEqual({
      ok: false,
      reason: "too-long-to-probe",
    });
  });

  describe("lists that name other files", () => {
    // The file a list names: readable, so that a run following the list would succeed.
    let segment: string;
    let mp4: string;
    beforeAll(async () => {
      mp4 = join(dir, "real.mp4");
      await makeVideoClip(mp4, { width: 160, height: 120, seconds: 2 });
      segment = join(dir, "real.ts");
      await ffmpeg(["-i", mp4, "-c", "copy", "-f", "mpegts", segment]);
    });

    const playlist = (entry: string) =>
      `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${entry}\n#EXT-X-ENDLIST\n`;

    it.each([
      ["an absolute path", () => segment],
      ["a file:// URL", () => pathToFileURL(segment).href],
    ])("an HLS playlist disguised as .mp4 naming a real file by %s", async (_, entry) => {
      const path = join(dir, `playlist-${Math.random().toString(36).slice(2)}.mp4`);
      await writeFile(path, playlist(entry()));
      // Control: plain ffprobe follows the playlist and finds the named file's streams.
      const unguarded = await unguardedProbe(path);
      expect(unguarded.format?.format_name).toBe("hls");
      expect(unguarded.streams?.length).toBeGreaterThan(0);

      expect(await probeMedia(path, { tools })).toEqual({
        ok: false,
        reason: "unsupported-format",
      });
    });

    it("an ffconcat list disguised as .mp4 naming a real file", async () => {
      const path = join(dir, "list.mp4");
      // A name relative to the list: the concat demuxer's own `safe` check allows it.
      await writeFile(path, "ffconcat version 1.0\nfile 'real.mp4'\n");
      const unguarded = await unguardedProbe(path);
      expect(unguarded.format?.format_name).toBe("concat");
      expect(unguarded.streams?.length).toBeGreaterThan(0);

      expect(await probeMedia(path, { tools })).toEqual({
        ok: false,
        reason: "unsupported-format",
      });
    });

    it.each([
      ["an HLS playlist naming it by absolute path", (fifo: string) => playlist(fifo)],
      [
        "an HLS playlist naming it by file:// URL",
        (fifo: string) => playlist(pathToFileURL(fifo).href),
      ],
      ["an ffconcat list naming it", () => "ffconcat version 1.0\nfile 'never-written.ts'\n"],
    ])(
      "never opens a file named by %s (a FIFO no one writes to would block it)",
      async (_, list) => {
        const fifo = join(dir, "never-written.ts");
        await rm(fifo, { force: true });
        await run("mkfifo", [fifo]);
        const path = join(dir, `fifo-list-${Math.random().toString(36).slice(2)}.mp4`);
        await writeFile(path, list(fifo));

        // Control: plain ffprobe opens the named FIFO and waits on it until it is killed.
        const unguarded = await runTool(tools.ffprobe, ["-v", "error", "-show_streams", path], {
          timeoutMs: 1000,
        }).catch((error: unknown) => error);
        expect(unguarded).toBeInstanceOf(MediaToolError);
        expect((unguarded as MediaToolError).kind).toBe("timeout");

        // Our arguments alone (what the transcode relies on) refuse the list before reading it…
        const guarded = await runTool(
          tools.ffprobe,
          ["-v", "error", ...safeInputArgs(path), "-show_streams"],
          { timeoutMs: 60_000 },
        ).catch((error: unknown) => error);
        expect(guarded).toBeInstanceOf(MediaToolError);
        expect((guarded as MediaToolError).kind).toBe("failed");
        expect((guarded as MediaToolError).stderrTail).toMatch(/not on whitelist/);
        // …and so does probeMedia: had it opened the FIFO it would say "too-long-to-probe".
        expect(await probeMedia(path, { tools, timeoutMs: 60_000 })).toEqual({
          ok: false,
          reason: "unsupported-format",
        });
      },
    );

    describe("a playlist naming an internal HTTP address", () => {
      let server: Server;
      let requests: string[];
      let port: number;
      beforeAll(async () => {
        requests = [];
        const segmentBytes = await readFile(segment);
        server = createServer((request, response) => {
          requests.push(request.url ?? "");
          response.writeHead(200, { "content-type": "video/mp2t" }).end(segmentBytes);
        });
        await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
        port = (server.address() as AddressInfo).port;
      });
      afterAll(async () => {
        await new Promise((resolve) => server.close(resolve));
      });

      it("receives no request", async () => {
        const path = join(dir, "remote.mp4");
        await writeFile(path, playlist(`http://127.0.0.1:${port}/secret.ts`));
        expect(await probeMedia(path, { tools })).toEqual({
          ok: false,
          reason: "unsupported-format",
        });
        expect(requests).toEqual([]);

        // Control: ffprobe does fetch it once HTTP is allowed (a playlist read from a file is
        // otherwise limited to file,crypto,data by the HLS demuxer itself), so the server above
        // would have seen a request had our run followed the playlist.
        await unguardedProbe(path, ["-protocol_whitelist", "file,http,tcp,crypto,data"]);
        expect(requests).toContain("/secret.ts");
      });
    });

    it("and the transcode's input arguments refuse them too, whatever the probe said", async () => {
      const path = join(dir, "list-again.mp4");
      await writeFile(path, "ffconcat version 1.0\nfile 'real.mp4'\n");
      // Told it is an MP4 (as if the file had been swapped after probing): read as one, it fails.
      const failure = await run(tools.ffmpeg, [
        "-v",
        "error",
        ...safeInputArgs(path, "mov"),
        "-f",
        "null",
        "-",
      ]).then(
        () => null,
        (error: { stderr: string }) => error.stderr,
      );
      expect(failure).toMatch(/moov atom not found|Invalid data/);
      expect(() => safeInputArgs(path, "concat")).toThrow(/not accepted/);
    });
  });
});
