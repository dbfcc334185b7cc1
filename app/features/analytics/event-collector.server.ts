// The storage path of analytics events (issue #7, docs/decisions/0010-first-party-analytics.md):
// each event gets the day's visitor hash, then waits in a small in-process queue that is written
// as one multi-row INSERT when it holds `maxBatch` events or `maxDelayMs` after its first event.
// `record()` resolves only once the event's batch is committed ("group commit"), so the endpoint
// acknowledges (204) nothing that a crash could still lose. Created once at start-up
// (server/index.ts) and closed on shutdown, which writes whatever still waits.
import { createHash, randomBytes } from "node:crypto";
import type { AnalyticsClient, AnalyticsRecorder } from "~/.server/analytics-recorder";
import {
  findOrCreateDailySalt,
  insertAnalyticsEvents,
  type NewAnalyticsEvent,
} from "~/.server/db/repositories/analytics";
import { isDatabaseUnavailable } from "~/.server/db/database-errors";
import type { Database } from "~/.server/db/schema";
import { mediaPlayLabel, type AnalyticsEvent } from "~/lib/analytics-events";
import { FixedWindowRateLimiter } from "./rate-limiter.server";
import { utcDay } from "./utc-day";

export interface AnalyticsCollectorOptions {
  /** Write when this many events wait (one INSERT of this many rows). */
  maxBatch?: number;
  /** ...or this long after the first waiting event: the longest an answer waits for its batch. */
  maxDelayMs?: number;
  /** Events waiting or being written beyond which new ones are refused (the database is behind). */
  maxWaiting?: number;
  /** Events per client (IP address) per minute. */
  perClientPerMinute?: number;
  /** The clock (the benchmark spreads events over days). */
  now?: () => Date;
}

export type { AnalyticsClient };

export class AnalyticsQueueFullError extends Error {
  constructor() {
    super("Analytics queue is full");
    this.name = "AnalyticsQueueFullError";
  }
}

export class AnalyticsCollectorClosedError extends Error {
  constructor() {
    super("Analytics collector is closed");
    this.name = "AnalyticsCollectorClosedError";
  }
}

interface Waiting {
  row: NewAnalyticsEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** The label and course_id an event is stored with (a media_play's: mediaPlayLabel). */
function eventColumns(event: AnalyticsEvent): { label: string; courseId: string } {
  if (event.name === "media_play") {
    return {
      label: mediaPlayLabel(event.version, event.standardBytes - event.bytes),
      courseId: event.lessonId,
    };
  }
  return {
    label: "label" in event ? event.label : "",
    courseId: "courseId" in event ? event.courseId : "",
  };
}

export class AnalyticsCollector implements AnalyticsRecorder {
  readonly rateLimiter: FixedWindowRateLimiter;
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  private readonly maxWaiting: number;
  private readonly now: () => Date;
  private pending: Waiting[] = [];
  /** Events accepted and not yet committed or failed (pending plus batches being written). */
  private unsettled = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Batches are written one after another: SQLite has one writer, and order is kept. */
  private writing: Promise<void> = Promise.resolve();
  /** Only the current day's salt is kept; the previous day's is dropped when the day changes. */
  private salt: { day: string; value: Promise<string> } | undefined;
  private closed = false;
  /** Every record() not yet settled, including those still fetching the day's salt. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    {
      maxBatch = 500,
      maxDelayMs = 100,
      maxWaiting = 20_000,
      perClientPerMinute = 300,
      now = () => new Date(),
    }: AnalyticsCollectorOptions = {},
  ) {
    this.maxBatch = maxBatch;
    this.maxDelayMs = maxDelayMs;
    this.maxWaiting = maxWaiting;
    this.now = now;
    this.rateLimiter = new FixedWindowRateLimiter(perClientPerMinute, 60_000, () =>
      now().getTime(),
    );
  }

  /** Stores one valid event; resolves once it is committed to the database. */
  record(event: AnalyticsEvent, client: AnalyticsClient): Promise<void> {
    if (this.closed) return Promise.reject(new AnalyticsCollectorClosedError());
    if (this.unsettled >= this.maxWaiting) return Promise.reject(new AnalyticsQueueFullError());
    const recording = this.store(event, client);
    this.inFlight.add(recording);
    const forget = () => this.inFlight.delete(recording);
    recording.then(forget, forget);
    return recording;
  }

  private async store(event: AnalyticsEvent, client: AnalyticsClient): Promise<void> {
    const occurredAt = this.now();
    const day = utcDay(occurredAt);
    this.unsettled += 1;
    try {
      const visitor = visitorHash(await this.saltOf(day), client);
      const row: NewAnalyticsEvent = {
        occurredAt,
        day,
        name: event.name,
        path: event.path,
        ...eventColumns(event),
        visitor,
      };
      await new Promise<void>((resolve, reject) => {
        this.pending.push({ row, resolve, reject });
        // Closing: this event was accepted before close() and is written at once.
        if (this.closed || this.pending.length >= this.maxBatch) void this.flush();
        else this.timer ??= setTimeout(() => void this.flush(), this.maxDelayMs);
      });
    } finally {
      this.unsettled -= 1;
    }
  }

  /** Writes what waits now; resolves when every batch handed over so far has been written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    this.pending = [];
    if (batch.length > 0) {
      this.writing = this.writing.then(async () => {
        try {
          await insertAnalyticsEvents(
            this.db,
            batch.map((w) => w.row),
          );
          for (const w of batch) w.resolve();
        } catch (error) {
          // One row the database refuses must not cost the other visitors their events (issue
          // #12): each is tried on its own. Not while the database is away: all would fail again.
          if (batch.length === 1 || isDatabaseUnavailable(error)) {
            for (const w of batch) w.reject(error);
            return;
          }
          for (const w of batch) {
            await insertAnalyticsEvents(this.db, [w.row]).then(w.resolve, w.reject);
          }
        }
      });
    }
    return this.writing;
  }

  /** Refuses new events and writes the waiting ones (graceful shutdown, before the db closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
    // Events accepted before close() but still fetching the salt are written as they arrive.
    await Promise.allSettled([...this.inFlight]);
  }

  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = findOrCreateDailySalt(this.db, day, randomBytes(32).toString("base64"));
      this.salt = { day, value };
      // A failed read is not kept: the next event tries again.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt.value;
  }
}

/**
 * The visitor of one day: SHA-256 of the day's salt, the IP address and the user agent, cut to
 * 128 bits. Without the salt (deleted after its day) it cannot be tied to an address, and the same
 * person gets an unrelated value the next day, so visitors are only counted within a day.
 */
export function visitorHash(salt: string, client: AnalyticsClient): string {
  return createHash("sha256")
    .update(`${salt}\n${client.ip}\n${client.userAgent}`)
    .digest("base64url")
    .slice(0, 22);
}
