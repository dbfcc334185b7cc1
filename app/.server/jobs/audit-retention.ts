// Keeps the audit log to AUDIT_RETENTION_DAYS (issue #14 part 6; 365 by default): entries older
// than that are deleted at start and every hour after, in each server process (server/index.ts),
// like the analytics roll-up and the thumbnail sweep. Each turn takes the job lock, so across
// instances one deletes at a time and the others skip that turn (docs/decisions/0017); deleting
// twice over is harmless.
import { deleteAuditEntriesBefore } from "~/.server/db/repositories/audit-log";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { SKIPPED, withJobLock } from "./job-lock";

export const DEFAULT_AUDIT_RETENTION_DAYS = 365;
export const AUDIT_RETENTION_INTERVAL_MS = 60 * 60 * 1000;
/** The job lock's name. */
export const AUDIT_RETENTION_JOB = "audit-log-retention";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the entries older than `retentionDays` days before `now`; returns how many. */
export function pruneAuditLog(
  db: Database,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  return deleteAuditEntriesBefore(db, new Date(now.getTime() - retentionDays * DAY_MS));
}

/**
 * Prunes now, then every `intervalMs`. A failed turn is logged and retried at the next; a turn is
 * skipped while the last still runs, here or in another instance (the job lock). The timer is
 * unref'd; clearInterval() it on shutdown.
 */
export function startAuditLogRetention(
  db: Database,
  {
    logger,
    retentionDays = DEFAULT_AUDIT_RETENTION_DAYS,
    intervalMs = AUDIT_RETENTION_INTERVAL_MS,
  }: { logger: Logger; retentionDays?: number; intervalMs?: number },
): NodeJS.Timeout {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const deleted = await withJobLock(
        db,
        AUDIT_RETENTION_JOB,
        () => pruneAuditLog(db, retentionDays),
        logger,
      );
      if (deleted === SKIPPED) return;
      if (deleted > 0) {
        logger.info(
          { event: "audit_log_pruned", deleted, retentionDays },
          `Audit log: deleted ${deleted} entr${deleted === 1 ? "y" : "ies"} past ${retentionDays} days.`,
        );
      }
    } catch (err) {
      logger.error({ err, event: "audit_log_prune_failed" }, "Pruning the audit log failed");
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  return timer;
}
