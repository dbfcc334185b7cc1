// runTool with the real ffmpeg (issue #28): lines as they come, a bounded stderr tail, and the
// three ways a run ends badly (not installed, failed, killed at its time limit or on abort).
import { describe, expect, it } from "vitest";
import { testMediaTools } from "../testing/media-clips";
import { MediaToolError, mediaToolsFromEnv, runTool, STDERR_TAIL_BYTES } from "./ffmpeg-tools";

const { ffmpeg } = testMediaTools;

/** An ffmpeg run that never ends by itself: an endless generated picture, thrown away. */
const ENDLESS = [
  "-hide_banner",
  "-nostdin",
  "-f",
  "lavfi",
  "-i",
  "nullsrc=size=32x32",
  "-f",
  "null",
  "-",
];

async function failure(promise: Promise<unknown>): Promise<MediaToolError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MediaToolError);
  return error as MediaToolError;
}

describe("mediaToolsFromEnv", () => {
  it("defaults to the names on PATH and takes FFMPEG_PATH / FFPROBE_PATH", () => {
    expect(mediaToolsFromEnv({})).toEqual({ ffmpeg: "ffmpeg", ffprobe: "ffprobe" });
    expect(
      mediaToolsFromEnv({ FFMPEG_PATH: "/opt/ff/ffmpeg", FFPROBE_PATH: "/opt/ff/ffprobe" }),
    ).toEqual({ ffmpeg: "/opt/ff/ffmpeg", ffprobe: "/opt/ff/ffprobe" });
  });
});

describe("runTool", () => {
  it("resolves with stdout and calls back for each line", async () => {
    const lines: string[] = [];
    const result = await runTool(ffmpeg, ["-hide_banner", "-encoders"], {
      timeoutMs: 20_000,
      onStdoutLine: (line) => lines.push(line),
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("libx264");
    expect(lines).toContain(result.stdout.split("\n").find((line) => line.includes("libopus")));
  });

  it("passes arguments without a shell", async () => {
    // A shell would expand the $() and the *; ffmpeg sees them as a file name it cannot open.
    const error = await failure(
      runTool(ffmpeg, ["-hide_banner", "-i", "$(touch /tmp/x) *.mp4"], { timeoutMs: 20_000 }),
    );
    expect(error.kind).toBe("failed");
    expect(error.stderrTail).toContain("$(touch /tmp/x) *.mp4");
  });

  it("rejects with 'not-installed' when the binary is missing", async () => {
    const error = await failure(runTool("/nonexistent/ffmpeg", ["-version"], { timeoutMs: 5000 }));
    expect(error.kind).toBe("not-installed");
  });

  it("rejects with 'failed', the exit code and the end of stderr", async () => {
    const error = await failure(
      runTool(ffmpeg, ["-hide_banner", "-i", "/nonexistent/input.mp4"], { timeoutMs: 20_000 }),
    );
    expect(error.kind).toBe("failed");
    expect(error.exitCode).not.toBe(0);
    expect(error.stderrTail).toMatch(/No such file or directory/);
  });

  it("keeps only a bounded tail of stderr", async () => {
    let written = 0;
    // showinfo writes a line per frame: 200 frames are far more than the tail keeps.
    const result = await runTool(
      ffmpeg,
      [
        "-hide_banner",
        "-nostdin",
        "-f",
        "lavfi",
        "-i",
        "testsrc2=size=64x64:duration=8",
        "-vf",
        "showinfo",
        "-f",
        "null",
        "-",
      ],
      { timeoutMs: 20_000, onStderrLine: (line) => (written += line.length + 1) },
    );
    expect(written).toBeGreaterThan(STDERR_TAIL_BYTES);
    expect(result.stderrTail.length).toBe(STDERR_TAIL_BYTES);
  });

  it("kills a run at its time limit (SIGKILL) and says so", async () => {
    const error = await failure(runTool(ffmpeg, ENDLESS, { timeoutMs: 300 }));
    expect(error.kind).toBe("timeout");
  });

  it("kills a run when aborted, and refuses to start an aborted one", async () => {
    const controller = new AbortController();
    const running = runTool(ffmpeg, ENDLESS, {
      timeoutMs: 60_000,
      signal: controller.signal,
      // Aborted once ffmpeg has written something: it is running.
      onStderrLine: () => controller.abort(),
    });
    expect((await failure(running)).kind).toBe("aborted");
    expect(
      (await failure(runTool(ffmpeg, ENDLESS, { timeoutMs: 60_000, signal: controller.signal })))
        .kind,
    ).toBe("aborted");
  });
});
