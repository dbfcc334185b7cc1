// What loaders and actions need of the analytics collector, which the analytics feature
// implements (event-collector.server.ts) and server/index.ts builds once: declared in this layer
// so that the load context (load-context.ts) names no feature (issue #25).
import type { AnalyticsEvent } from "~/lib/analytics-events";

/** The client an event came from: used for the visitor hash and the rate limit, never stored. */
export interface AnalyticsClient {
  ip: string;
  userAgent: string;
}

export interface AnalyticsRecorder {
  /** Per-client limit on events (IP address), counted in this process. */
  readonly rateLimiter: { allow(key: string): boolean };
  /** Resolves once the event's batch is committed; rejects when the queue is full or closed. */
  record(event: AnalyticsEvent, client: AnalyticsClient): Promise<void>;
}
