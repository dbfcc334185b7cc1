// The admin Analytics page's data (issue #7): traffic per day, top courses, top pages and the
// 'navigate' labels over a range of UTC days, read from the roll-ups for rolled-up days and from
// raw events for the others (today above all), so the page shows traffic as it happens.
import { MEDIA_VERSION_NAMES, type MediaVersionName } from "~/lib/media";
import {
  findDailyTraffic,
  findEventCountsByLabel,
  findRolledUpDays,
  findTopCourses,
  findTopPages,
  type CountedRow,
  type DayRange,
} from "~/.server/db/repositories/analytics";
import type { Database } from "~/.server/db/schema";
import { courseTitle } from "~/lib/course/course-text";
import { parseMediaPlayLabel } from "~/lib/analytics-events";
import { daysBetween } from "./utc-day";

export const TOP_LIMIT = 10;

export interface DayTraffic {
  day: string;
  pageViews: number;
  visitors: number;
}

export interface TopCourse {
  courseId: string;
  title: string;
  /** False when the course was deleted since (its title is the one the events carried). */
  exists: boolean;
  views: number;
}

/** Plays of uploaded lessons (issue #28): per version, and what they saved against Standard. */
export interface MediaPlays {
  plays: Record<MediaVersionName, number>;
  /** Σ over plays of (Standard's bytes − the played version's) / 10^6. */
  megabytesSaved: number;
}

export interface AnalyticsReport {
  range: DayRange;
  /** Every day of the range, zeros included, oldest first (the chart's and table's rows). */
  days: DayTraffic[];
  totals: { pageViews: number };
  topCourses: TopCourse[];
  topPages: CountedRow[];
  navigation: CountedRow[];
  mediaPlays: MediaPlays;
}

export async function loadAnalyticsReport(db: Database, range: DayRange): Promise<AnalyticsReport> {
  const rolled = new Set(await findRolledUpDays(db, range));
  const allDays = daysBetween(range.from, range.to);
  const liveDays = allDays.filter((day) => !rolled.has(day));
  const rolledDays = allDays.filter((day) => rolled.has(day));

  const [traffic, courses, topPages, navigation, mediaPlayLabels] = await Promise.all([
    findDailyTraffic(db, range, liveDays),
    findTopCourses(db, range, liveDays, TOP_LIMIT),
    findTopPages(db, range, rolledDays, liveDays, TOP_LIMIT),
    findEventCountsByLabel(db, "navigate", range, liveDays, TOP_LIMIT),
    findEventCountsByLabel(db, "media_play", range, liveDays),
  ]);

  const byDay = new Map(traffic.map((row) => [row.day, row]));
  const days = allDays.map((day) => byDay.get(day) ?? { day, pageViews: 0, visitors: 0 });
  return {
    range,
    days,
    totals: { pageViews: days.reduce((sum, day) => sum + day.pageViews, 0) },
    topCourses: courses.map((course) => ({
      courseId: course.courseId,
      exists: course.title !== null,
      title: (course.title !== null && courseTitle({ title: course.title })) || course.label,
      views: course.views,
    })),
    topPages,
    navigation,
    mediaPlays: sumMediaPlays(mediaPlayLabels),
  };
}

/** media_play counts per stored label (mediaPlayLabel) summed per version and in bytes saved. */
function sumMediaPlays(rows: readonly CountedRow[]): MediaPlays {
  const plays = Object.fromEntries(MEDIA_VERSION_NAMES.map((v) => [v, 0])) as MediaPlays["plays"];
  let savedBytes = 0;
  for (const row of rows) {
    const play = parseMediaPlayLabel(row.key);
    if (!play) continue;
    plays[play.version] += row.count;
    savedBytes += row.count * play.savedBytes;
  }
  return { plays, megabytesSaved: savedBytes / 1e6 };
}
