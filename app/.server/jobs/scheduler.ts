// The one loop for periodic background work (issue #25): the audit log's retention, the analytics
// roll-up and the orphan-thumbnail sweep, and any later job, are passed in by server/index.ts,
// where the infrastructure is assembled (a job may live in a feature; this layer must not import
// one). Each job runs at start and then every `intervalMs`; every turn takes the job's lock, so
// across instances one runs it at a time and the others skip that turn (docs/decisions/0017).
// A failed turn is logged and retried at the next; a turn is skipped while the job's last turn
// still runs in this process. The timers are unref'd, so they never keep a stopping server alive;
// stop() ends the scheduling, aborts the signal every turn was given (a media transcode may run
// ten minutes: issue #28; such a job stops at once and leaves its work to the next start) and
// waits for the turns still running (before the database closes).
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { SKIPPED, withJobLock } from "./job-lock";

export interface PeriodicJob<T = unknown> {
  /** The job lock's name: one turn at a time across every instance on the database. */
  name: string;
  intervalMs: number;
  /**
   * One turn's work, under the lock; what it returns goes to `report`. `signal` is aborted by the
   * scheduler's stop(): a long turn ends early, leaving its work as the next start can take it
   * up (short jobs may ignore it: stop() waits for them).
   */
  run: (signal: AbortSignal) => Promise<T>;
  /**
   * Logs what a turn did (nothing when there was nothing to do), once its lock is released: a
   * turn's line comes last. Not called for a turn another instance was running.
   */
  report?(result: T, logger: Logger): void;
  /** The error line of a failed turn: its event and message. */
  failure: { event: string; msg: string };
}

export interface Scheduler {
  /**
   * Stops scheduling turns and aborts the running turns' signal, then resolves once they have
   * finished.
   */
  stop: () => Promise<void>;
  /** Whether any of its timers would keep the process alive (never: they are unref'd). */
  hasRef: () => boolean;
}

export function startScheduler(
  db: Database,
  jobs: PeriodicJob[],
  { logger }: { logger: Logger },
): Scheduler {
  const running = new Map<string, Promise<void>>();
  const stopping = new AbortController();
  let stopped = false;

  const turn = (job: PeriodicJob) => {
    if (stopped || running.has(job.name)) return;
    const run = (async () => {
      try {
        const outcome = await withJobLock(db, job.name, () => job.run(stopping.signal), logger);
        // Skipped: another instance runs this turn; nothing to report.
        if (outcome !== SKIPPED) job.report?.(outcome, logger);
      } catch (err) {
        logger.error({ err, event: job.failure.event }, job.failure.msg);
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, run);
  };

  const timers = jobs.map((job) => {
    turn(job);
    const timer = setInterval(() => turn(job), job.intervalMs);
    timer.unref();
    return timer;
  });

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      stopping.abort();
      await Promise.all(running.values());
    },
    hasRef: () => timers.some((timer) => timer.hasRef()),
  };
}
