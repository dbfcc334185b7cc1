// A logger whose lines a test reads back: the real pino logger, writing into memory.
import { Writable } from "node:stream";
import type { LogLevel } from "../env";
import { createLogger, type Logger } from "../logger";

/** One line as written, parsed. */
export type LogLine = Record<string, unknown> & { level: number; msg?: string };

export interface LogMemory {
  /** Where a logger writes its lines to be read back. */
  destination: Writable;
  /** Every line written so far, as text (to check that something appears nowhere). */
  text(): string;
  /** Every line written so far, parsed (each must be one JSON object). */
  lines(): LogLine[];
  /**
   * The first line that matches, waiting for it: a request's line is written when its answer
   * finishes on the server, which may be just after the client has read it.
   */
  waitFor(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
}

export interface CapturedLogs extends LogMemory {
  logger: Logger;
}

/** A logger at `level` (default: everything) whose lines stay in memory. */
export function captureLogs({
  level = "trace",
  instance = "test-instance",
}: { level?: LogLevel; instance?: string } = {}): CapturedLogs {
  const memory = logMemory();
  return { ...memory, logger: createLogger({ level, instance, destination: memory.destination }) };
}

/** A destination that keeps what it is given, for a logger the test builds itself. */
export function logMemory(): LogMemory {
  const chunks: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const text = () => chunks.join("");
  const lines = () =>
    text()
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as LogLine);
  return {
    destination,
    text,
    lines,
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = lines().find(match);
        if (found) return found;
        if (Date.now() > deadline) {
          throw new Error(`No such log line in ${timeoutMs} ms; the lines:\n${text()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}
