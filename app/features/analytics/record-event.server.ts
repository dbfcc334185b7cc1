// POST /api/analytics (issue #7): everything between the browser's beacon and the collector.
// The answer carries no data and no cookie; the request's cookies are never read.
import { isbot } from "isbot";
import type { Logger } from "~/.server/logger";
import type { AnalyticsRecorder } from "~/.server/analytics-recorder";
import { AnalyticsCollectorClosedError, AnalyticsQueueFullError } from "./event-collector.server";
import { parseAnalyticsEvent } from "./event-schema";
import { isUntrackedPath, MAX_BODY_BYTES } from "~/lib/analytics-events";

export type RecordOutcome =
  | "stored"
  | "opted-out"
  | "bot"
  | "untracked-path"
  | "rate-limited"
  | "too-large"
  | "invalid"
  | "unavailable";

const STATUS: Record<RecordOutcome, number> = {
  stored: 204,
  // Dropped on purpose, and answered as if stored: a client learns nothing from the difference.
  "opted-out": 204,
  bot: 204,
  "untracked-path": 204,
  "rate-limited": 429,
  "too-large": 413,
  invalid: 400,
  unavailable: 503,
};

/** True when the browser asks not to be tracked: Do Not Track or Global Privacy Control. */
export function optsOutOfTracking(headers: Headers): boolean {
  return headers.get("dnt") === "1" || headers.get("sec-gpc") === "1";
}

/**
 * The body as text, reading at most MAX_BODY_BYTES of it: null as soon as it is longer, declared
 * or not (a chunked body has no Content-Length), so a large upload is never buffered.
 */
async function readSmallBody(request: Request): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Not cancelled: that would destroy the socket before the 413 is sent; the server drops the
    // unread rest of the body after answering.
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export async function recordAnalyticsEvent(
  collector: AnalyticsRecorder,
  request: Request,
  clientIp: string,
  log: Logger,
): Promise<{ outcome: RecordOutcome; response: Response }> {
  const outcome = await decide(collector, request, clientIp, log);
  const response = new Response(null, {
    status: STATUS[outcome],
    headers: { "Cache-Control": "no-store" },
  });
  return { outcome, response };
}

async function decide(
  collector: AnalyticsRecorder,
  request: Request,
  clientIp: string,
  log: Logger,
): Promise<RecordOutcome> {
  // The browser already skips sending (app/browser/track-analytics.ts); these checks hold for
  // every other client too, before a byte of the body is read.
  if (optsOutOfTracking(request.headers)) return "opted-out";
  const userAgent = request.headers.get("user-agent") ?? "";
  // Every browser sends a user agent; a request without one is a script.
  if (!userAgent || isbot(userAgent)) return "bot";
  if (!collector.rateLimiter.allow(clientIp)) return "rate-limited";

  const body = await readSmallBody(request);
  if (body === null) return "too-large";
  const event = parseAnalyticsEvent(body);
  if (!event) return "invalid";
  if (isUntrackedPath(event.path)) return "untracked-path";

  try {
    await collector.record(event, { ip: clientIp, userAgent });
    return "stored";
  } catch (error) {
    if (!(
      error instanceof AnalyticsQueueFullError || error instanceof AnalyticsCollectorClosedError
    )) {
      log.error({ err: error }, "Storing an analytics event failed");
    }
    return "unavailable";
  }
}
