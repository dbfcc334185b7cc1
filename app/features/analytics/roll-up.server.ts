// The daily roll-up (issue #7): closed days' raw events become per-day counts, and raw events
// older than 90 days are deleted, as is any salt of a finished day. Scheduled at start and every
// 15 minutes in each server process (the scheduler server/index.ts starts), like the thumbnail sweep; each turn takes
// the job lock, so across instances one runs at a time and the others skip that turn (issue #13,
// docs/decisions/0017). Running it twice over is still safe (decision 0010).
import {
  deleteAnalyticsEventsBefore,
  deleteAnalyticsSaltsBefore,
  findDaysToRollUp,
  rollUpDay,
} from "~/.server/db/repositories/analytics";
import type { Database } from "~/.server/db/schema";
import type { PeriodicJob } from "~/.server/jobs/scheduler";
import { addDays, utcDay } from "./utc-day";

/** Raw events are kept this many days before today (issue #7). */
export const RAW_RETENTION_DAYS = 90;
/**
 * A day is rolled up once it has been over this long: an event stamped just before midnight may
 * still be in a batch being written (at most a fraction of a second), and must land first.
 */
export const ROLL_UP_GRACE_MS = 10 * 60 * 1000;
export const ROLL_UP_INTERVAL_MS = 15 * 60 * 1000;
/** The job lock's name: one roll-up at a time across every instance on the database. */
export const ROLL_UP_JOB = "analytics-roll-up";

export interface RollUpResult {
  rolledUpDays: string[];
  deletedEvents: number;
}

export async function rollUpAnalytics(db: Database, now: Date = new Date()): Promise<RollUpResult> {
  const today = utcDay(now);
  // The salt of a finished day goes even when nobody visited since (no new salt replaced it).
  await deleteAnalyticsSaltsBefore(db, today);
  const closedBefore = utcDay(new Date(now.getTime() - ROLL_UP_GRACE_MS));
  const rolledUpDays = await findDaysToRollUp(db, closedBefore);
  for (const day of rolledUpDays) await rollUpDay(db, day);
  // Only after the roll-up: a day is never deleted before its counts are kept.
  const deletedEvents = await deleteAnalyticsEventsBefore(db, addDays(today, -RAW_RETENTION_DAYS));
  return { rolledUpDays, deletedEvents };
}

/**
 * The scheduler's job (~/.server/jobs/scheduler.ts): rolls up at start, then every `intervalMs`,
 * one instance at a time.
 */
export function analyticsRollUpJob(
  db: Database,
  { intervalMs = ROLL_UP_INTERVAL_MS }: { intervalMs?: number } = {},
): PeriodicJob<RollUpResult> {
  return {
    name: ROLL_UP_JOB,
    intervalMs,
    failure: { event: "analytics_roll_up_failed", msg: "Rolling up analytics failed" },
    run: () => rollUpAnalytics(db),
    report: ({ rolledUpDays, deletedEvents }, logger) => {
      if (rolledUpDays.length > 0 || deletedEvents > 0) {
        logger.info(
          { event: "analytics_rolled_up", rolledUpDays: rolledUpDays.length, deletedEvents },
          `Analytics: rolled up ${rolledUpDays.length} day(s), deleted ${deletedEvents} raw event(s) past retention.`,
        );
      }
    },
  };
}
