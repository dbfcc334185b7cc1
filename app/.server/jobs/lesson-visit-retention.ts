// Forgets visitors' lesson visits after a year (issue #27, decision 0041): the maarifa_visitor
// cookie that names them lives that long, so an older visit could only be claimed by a browser the
// privacy page says we no longer recognise. Learners' visits stay with their account. Daily, through
// the scheduler (one instance at a time, decision 0017), like the other retention jobs.
import { deleteVisitorLessonVisitsBefore } from "~/.server/db/repositories/lesson-visits";
import type { Database } from "~/.server/db/schema";
import type { PeriodicJob } from "./scheduler";

/** As long as the visitor key's cookie (STATED.visitorKeyDays on the privacy page). */
export const VISITOR_VISIT_RETENTION_DAYS = 365;
export const LESSON_VISIT_RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
export const LESSON_VISIT_RETENTION_JOB = "lesson-visit-retention";
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the visitors' visits first served more than the retention before `now`. */
export function pruneVisitorLessonVisits(db: Database, now: Date = new Date()): Promise<number> {
  return deleteVisitorLessonVisitsBefore(
    db,
    new Date(now.getTime() - VISITOR_VISIT_RETENTION_DAYS * DAY_MS),
  );
}

export function lessonVisitRetentionJob(db: Database): PeriodicJob<number> {
  return {
    name: LESSON_VISIT_RETENTION_JOB,
    intervalMs: LESSON_VISIT_RETENTION_INTERVAL_MS,
    failure: { event: "lesson_visits_prune_failed", msg: "Pruning visitors' lesson visits failed" },
    run: () => pruneVisitorLessonVisits(db),
    report: (deleted, logger) => {
      if (deleted > 0) {
        logger.info(
          { event: "lesson_visits_pruned", deleted },
          `Lesson visits: forgot ${deleted} visitor visit${deleted === 1 ? "" : "s"} older than a year.`,
        );
      }
    },
  };
}
