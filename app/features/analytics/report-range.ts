// The admin Analytics page's date range (issue #7): `?from=YYYY-MM-DD&to=YYYY-MM-DD` from a GET
// form, so it works without JavaScript. Missing or invalid values fall back to the last 30 days.
import { z } from "zod";
import { addDays, isUtcDay, utcDay } from "./utc-day";

export const DEFAULT_RANGE_DAYS = 30;
/** Longest range shown: a year of daily rows is already more than a chart can show usefully. */
export const MAX_RANGE_DAYS = 366;

const day = z.string().refine(isUtcDay);

const rangeParams = z.object({
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});

export interface ReportRange {
  from: string;
  to: string;
  /** False when the request's values were refused and the default range is shown instead. */
  valid: boolean;
}

/** The range asked for in `searchParams`, clamped to a sane one ending no later than today. */
export function parseReportRange(
  searchParams: URLSearchParams,
  now: Date = new Date(),
): ReportRange {
  const today = utcDay(now);
  const fallback = { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
  const { from, to } = rangeParams.parse({
    from: searchParams.get("from") ?? undefined,
    to: searchParams.get("to") ?? undefined,
  });
  const askedSomething = searchParams.has("from") || searchParams.has("to");
  if (!from && !to) return { ...fallback, valid: !askedSomething };
  const end = to && to < today ? to : today;
  const start = from ?? addDays(end, -(DEFAULT_RANGE_DAYS - 1));
  if (start > end) return { ...fallback, valid: false };
  const earliest = addDays(end, -(MAX_RANGE_DAYS - 1));
  return { from: start < earliest ? earliest : start, to: end, valid: true };
}
