// The server's one logger (issue #13, docs/decisions/0018-structured-logs.md): pino, one JSON
// object per line on stdout for journald or any collector, every line tagged with the instance
// that wrote it. Built once by server/index.ts from the environment and passed in: createApp
// derives the per-request loggers from it (server/request-logging.ts), and loaders and actions get
// their request's logger as `context.log`.
//
// What may go into a line: no phone number, email address, password, cookie, header, body or
// query string, and no IP address unless LOG_IPS=true. Sign-in failures say *that* they failed and
// why, never *who* tried (the identifier a person typed may be someone else's phone number).
import { hostname } from "node:os";
import { pino, type DestinationStream, type Logger } from "pino";
import type { Env, LogLevel } from "./env";

export type { Logger };

export interface LoggerOptions {
  /** LOG_LEVEL. */
  level: LogLevel;
  /** INSTANCE_ID: written as `instance` on every line (default `hostname-pid`). */
  instance?: string;
  /** Where lines go: stdout (synchronously, so a line logged just before exit is not lost). */
  destination?: DestinationStream;
}

/** INSTANCE_ID's default: unique among the processes of a machine and across machines. */
export function defaultInstanceId(): string {
  return `${hostname()}-${process.pid}`;
}

export function createLogger({ level, instance, destination }: LoggerOptions): Logger {
  return pino(
    {
      level,
      // In place of pino's pid and hostname, which `instance` already names by default.
      base: { instance: instance ?? defaultInstanceId() },
      serializers: { err: pino.stdSerializers.err },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * The server's logger as the environment sets it: LOG_LEVEL, INSTANCE_ID, and readable text
 * instead of JSON under NODE_ENV=development (unless the caller brings its own destination).
 */
export async function loggerFromEnv(
  env: Pick<Env, "LOG_LEVEL" | "INSTANCE_ID" | "NODE_ENV">,
  destination?: DestinationStream,
): Promise<Logger> {
  return createLogger({
    level: env.LOG_LEVEL,
    instance: env.INSTANCE_ID,
    destination:
      destination ?? (env.NODE_ENV === "development" ? await prettyDestination() : undefined),
  });
}

/**
 * Human-readable lines for a person at a terminal (`npm run dev`): pino-pretty, a development
 * dependency loaded only then, on the main thread (no worker). Production keeps JSON.
 */
export async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import("pino-pretty");
  return pretty({
    colorize: process.stdout.isTTY,
    translateTime: "SYS:HH:MM:ss.l",
    ignore: "pid,hostname,instance",
    sync: true,
  });
}

/** A logger that writes nothing: the default in tests that do not read the lines. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
