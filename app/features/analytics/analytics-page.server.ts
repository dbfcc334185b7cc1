// What /admin/analytics shows (issue #7): the report of the range asked for (the last 30 days when
// it cannot be used), today's day for the presets, and whether course titles link to the editor.
import type { Database } from "~/.server/db/schema";
import { loadAnalyticsReport } from "./analytics-report.server";
import { parseReportRange } from "./report-range";
import { utcDay } from "./utc-day";

export type AnalyticsPageData = Awaited<ReturnType<typeof loadAnalyticsPage>>;

export async function loadAnalyticsPage(
  db: Database,
  searchParams: URLSearchParams,
  canEditCourses: boolean,
) {
  const now = new Date();
  const range = parseReportRange(searchParams, now);
  const report = await loadAnalyticsReport(db, range);
  return {
    ...report,
    rangeValid: range.valid,
    today: utcDay(now),
    canEditCourses,
  };
}
