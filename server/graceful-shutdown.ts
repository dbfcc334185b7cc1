// Stopping one instance behind a load balancer without dropping a request or an acknowledged
// write (issue #13, docs/decisions/0017-instances-jobs-and-shutdown.md). In order:
// 1. /readyz turns 503 "stopping" and background jobs stop being scheduled (a turn already
//    running goes on: it is waited for before the database closes);
// 2. for `delayMs` (SHUTDOWN_DELAY_MS) the server goes on answering everything, so the balancer's
//    next health checks see not-ready and move traffic away before the port closes;
// 3. the listener closes: no new connection; requests in flight finish (idle keep-alive
//    connections are closed at once, and any still open after `forceCloseAfterMs` are cut);
// 4. analytics events still queued are written, and mails still queued are sent;
// 5. background job turns still running finish, and the database pool closes.
// Kept apart from server/index.ts so a test can drive it against a real server.
import type { Server } from "node:http";
import type { Database } from "~/.server/db/schema";
import type { Scheduler } from "~/.server/jobs/scheduler";
import type { Logger } from "~/.server/logger";
import type { MailOutbox } from "~/.server/mail/mail-outbox";
import type { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import type { Readiness } from "./app";

export interface GracefulShutdownParts {
  server: Server;
  /** The flag createApp's /readyz reads. */
  readiness: Readiness;
  /** The background jobs (~/.server/jobs/scheduler.ts): stopped at once, waited for at the end. */
  scheduler: Pick<Scheduler, "stop">;
  analytics: AnalyticsCollector;
  db: Database;
  /** Outgoing mail (SMTP_URL), when configured: its queue is sent before the database closes. */
  mail?: MailOutbox;
  /** How long to keep serving while not ready, before closing the listener (SHUTDOWN_DELAY_MS). */
  delayMs: number;
  /** How long requests in flight may take once the listener is closed before they are cut. */
  forceCloseAfterMs?: number;
  logger: Logger;
}

/**
 * Returns the shutdown: call it with the signal's name; it resolves to the exit code (0, or 1 if
 * the database did not close cleanly). Later calls return the first call's promise.
 */
export function gracefulShutdown({
  server,
  readiness,
  scheduler,
  analytics,
  db,
  mail,
  delayMs,
  forceCloseAfterMs = 10_000,
  logger,
}: GracefulShutdownParts): (signal: string) => Promise<number> {
  let stopped: Promise<number> | undefined;
  const stop = async (signal: string): Promise<number> => {
    readiness.stopping = true;
    const jobsStopped = scheduler
      .stop()
      .catch((err: unknown) => logger.error({ err }, "Stopping the background jobs failed"));
    logger.info(
      { event: "shutdown_started", signal, delayMs },
      `${signal} received: not ready; serving ${delayMs} ms more, then finishing open requests and closing the database.`,
    );
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));

    await new Promise<void>((resolve) => {
      // Do not wait forever on a client that never finishes its request.
      const force = setTimeout(() => server.closeAllConnections(), forceCloseAfterMs);
      force.unref();
      server.close(() => {
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });

    // Every request has been answered (each waited for its own batch); anything still queued,
    // such as the event of a request cut off by the time limit, is written before the database
    // closes.
    await analytics
      .close()
      .catch((err: unknown) => logger.error({ err }, "Writing the last analytics events failed"));
    // A queued reset mail still reads the database (it makes the link): before it closes.
    await mail
      ?.close()
      .catch((err: unknown) => logger.error({ err }, "Sending the last queued mails failed"));
    // A job turn still running uses the database: it finishes first.
    await jobsStopped;
    try {
      await db.destroy();
      logger.info({ event: "shutdown_finished" }, "Requests answered and the database closed.");
      return 0;
    } catch (err) {
      logger.error({ err }, "Closing the database failed");
      return 1;
    }
  };
  return (signal) => (stopped ??= stop(signal));
}
