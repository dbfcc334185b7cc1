// Runs ffmpeg and ffprobe for uploaded lesson media (issue #28). The one place a media tool is
// started: without a shell (a file name is never parsed by anything but ffmpeg), with a time
// limit and an abort signal that both end the process with SIGKILL (a decoder stuck in a crafted
// file does not answer SIGTERM any sooner), and with only a bounded tail of stderr kept (ffmpeg
// can write a line per frame for hours).
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

/** Where the two binaries are. */
export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

/**
 * FFMPEG_PATH and FFPROBE_PATH (README, Configuration), each defaulting to the name looked up on
 * PATH, as Debian's `ffmpeg` package installs them. Read once at start-up and passed in.
 */
export function mediaToolsFromEnv(
  env: { FFMPEG_PATH?: string; FFPROBE_PATH?: string } = process.env,
): MediaTools {
  return {
    ffmpeg: env.FFMPEG_PATH || "ffmpeg",
    ffprobe: env.FFPROBE_PATH || "ffprobe",
  };
}

export type MediaToolErrorKind = "not-installed" | "timeout" | "aborted" | "failed";

/** Why a run did not end with exit code 0. `stderrTail` is the end of what the tool wrote. */
export class MediaToolError extends Error {
  override name = "MediaToolError";
  constructor(
    readonly kind: MediaToolErrorKind,
    readonly binary: string,
    message: string,
    readonly exitCode: number | null = null,
    readonly stderrTail = "",
  ) {
    super(message);
  }
}

export interface RunToolOptions {
  /** The process is killed (SIGKILL) after this long and the run rejects with kind "timeout". */
  timeoutMs: number;
  /** Aborting kills the process and rejects with kind "aborted". */
  signal?: AbortSignal;
  /** Each complete line of stdout (without its line break), as it arrives. */
  onStdoutLine?: (line: string) => void;
  /** Each complete line of stderr, as it arrives. */
  onStderrLine?: (line: string) => void;
  /**
   * Stdout kept for the result; more kills the run (kind "failed"). ffprobe's JSON for a sane
   * file is a few kilobytes; a file declaring thousands of streams is not a lesson.
   */
  maxStdoutBytes?: number;
  /**
   * false: stdout goes only to onStdoutLine, none is kept and there is no limit (ffmpeg's
   * -progress writes ~0.5 KB a second for as long as a transcode runs). Default true.
   */
  keepStdout?: boolean;
  /**
   * Scheduling priority (nice, 0–19) given to the process: a transcode on the web server's two
   * cores should yield to requests. Left alone when unset.
   */
  niceness?: number;
}

export interface ToolResult {
  exitCode: number;
  /** Everything written to stdout (empty with keepStdout: false). */
  stdout: string;
  /** The last STDERR_TAIL_BYTES characters of stderr. */
  stderrTail: string;
}

/** Enough for ffmpeg's final error lines; a whole log of a long run is not worth memory. */
export const STDERR_TAIL_BYTES = 8 * 1024;
const DEFAULT_MAX_STDOUT_BYTES = 4 * 1024 * 1024;

/** Splits a stream's chunks into lines, calling `onLine` for each complete one. */
function lineSplitter(onLine: (line: string) => void) {
  let pending = "";
  return {
    push(chunk: string) {
      pending += chunk;
      let newline = pending.indexOf("\n");
      while (newline !== -1) {
        onLine(pending.slice(0, newline).replace(/\r$/, ""));
        pending = pending.slice(newline + 1);
        newline = pending.indexOf("\n");
      }
    },
    end() {
      if (pending !== "") onLine(pending.replace(/\r$/, ""));
      pending = "";
    },
  };
}

/**
 * Runs `binary` with `args` (no shell, stdin closed) and resolves once it exits with code 0.
 * Rejects with a MediaToolError: "not-installed" when the binary cannot be started, "timeout" or
 * "aborted" when it was killed for those reasons, "failed" for any other exit.
 */
export function runTool(
  binary: string,
  args: readonly string[],
  options: RunToolOptions,
): Promise<ToolResult> {
  const { timeoutMs, signal, onStdoutLine, onStderrLine, niceness } = options;
  const maxStdoutBytes = options.maxStdoutBytes ?? DEFAULT_MAX_STDOUT_BYTES;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new MediaToolError("aborted", binary, `${binary} was aborted before it started`));
      return;
    }
    const child = spawn(binary, args, { shell: false, stdio: ["ignore", "pipe", "pipe"] });
    let killedFor: "timeout" | "aborted" | "stdout" | null = null;
    let spawnError: NodeJS.ErrnoException | null = null;
    let stdout = "";
    let stdoutBytes = 0;
    let stderrTail = "";

    const kill = (reason: NonNullable<typeof killedFor>) => {
      if (killedFor || child.exitCode !== null || child.signalCode !== null) return;
      killedFor = reason;
      child.kill("SIGKILL");
    };
    const timer = setTimeout(() => kill("timeout"), timeoutMs);
    const onAbort = () => kill("aborted");
    signal?.addEventListener("abort", onAbort, { once: true });

    if (niceness !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, niceness);
      } catch {
        // Not allowed here (some containers): the run is only less polite, not wrong.
      }
    }

    const stdoutLines = onStdoutLine ? lineSplitter(onStdoutLine) : null;
    const stderrLines = onStderrLine ? lineSplitter(onStderrLine) : null;
    child.stdout.setEncoding("utf8");
    child.stderr.setEncoding("utf8");
    const keepStdout = options.keepStdout ?? true;
    child.stdout.on("data", (chunk: string) => {
      if (keepStdout) {
        stdoutBytes += Buffer.byteLength(chunk);
        if (stdoutBytes > maxStdoutBytes) {
          kill("stdout");
          return;
        }
        stdout += chunk;
      }
      stdoutLines?.push(chunk);
    });
    child.stderr.on("data", (chunk: string) => {
      stderrTail = (stderrTail + chunk).slice(-STDERR_TAIL_BYTES);
      stderrLines?.push(chunk);
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      spawnError = error;
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      stdoutLines?.end();
      stderrLines?.end();
      if (spawnError) {
        const missing = spawnError.code === "ENOENT" || spawnError.code === "EACCES";
        reject(
          new MediaToolError(
            missing ? "not-installed" : "failed",
            binary,
            missing
              ? `${binary} could not be started (${spawnError.code}): is ffmpeg installed? Set FFMPEG_PATH/FFPROBE_PATH otherwise`
              : `${binary} could not be started: ${spawnError.message}`,
          ),
        );
        return;
      }
      if (killedFor === "timeout") {
        reject(
          new MediaToolError(
            "timeout",
            binary,
            `${binary} ran past ${timeoutMs} ms and was killed`,
            null,
            stderrTail,
          ),
        );
      } else if (killedFor === "aborted") {
        reject(new MediaToolError("aborted", binary, `${binary} was aborted`, null, stderrTail));
      } else if (killedFor === "stdout") {
        reject(
          new MediaToolError(
            "failed",
            binary,
            `${binary} wrote more than ${maxStdoutBytes} bytes`,
            null,
            stderrTail,
          ),
        );
      } else if (code !== 0) {
        const lastLine = stderrTail.trim().split("\n").at(-1) ?? "";
        reject(
          new MediaToolError(
            "failed",
            binary,
            `${binary} exited with ${code ?? "a signal"}${lastLine ? `: ${lastLine}` : ""}`,
            code,
            stderrTail,
          ),
        );
      } else {
        resolve({ exitCode: 0, stdout, stderrTail });
      }
    });
  });
}
