// Keeps the audit log to AUDIT_RETENTION_DAYS (issue #14 part 6; 365 by default): entries older
// than that are deleted at start and every hour after, in each server process (the scheduler
// that server/index.ts starts), like the analytics roll-up and the thumbnail sweep. Each turn takes the job lock, so across
// instances one deletes at a time and the others skip that turn (docs/decisions/0017); deleting
// twice over is harmless.
import { deleteAuditEntriesBefore } from "~/.server/db/repositories/audit-log";
import type { Database } from "~/.server/db/schema";
import type { PeriodicJob } from "./scheduler";

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
 * The scheduler's job (./scheduler.ts): prunes at start, then every `intervalMs`, one instance
 * at a time.
 */
export function auditRetentionJob(
  db: Database,
  {
    retentionDays = DEFAULT_AUDIT_RETENTION_DAYS,
    intervalMs = AUDIT_RETENTION_INTERVAL_MS,
  }: { retentionDays?: number; intervalMs?: number } = {},
): PeriodicJob<number> {
  return {
    name: AUDIT_RETENTION_JOB,
    intervalMs,
    failure: { event: "audit_log_prune_failed", msg: "Pruning the audit log failed" },
    run: () => pruneAuditLog(db, retentionDays),
    report: (deleted, logger) => {
      if (deleted > 0) {
        logger.info(
          { event: "audit_log_pruned", deleted, retentionDays },
          `Audit log: deleted ${deleted} entr${deleted === 1 ? "y" : "ies"} past ${retentionDays} days.`,
        );
      }
    },
  };
}
