// Durations in the page's language (issue #15): ICU plural messages of the catalogues
// ("duration.minutes", "duration.hours", "duration.hoursAndMinutes"), so Arabic gets its six
// plural categories ("دقيقتان", "3 دقائق", "11 دقيقة") from CLDR rather than from code. The split
// itself follows spec §5: hours are the whole division by 60, minutes the remainder.
import type { Translator } from "~/i18n/translator";

export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const safe = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.floor(totalMinutes) : 0;
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/** "45 دقيقة", "ساعة و30 دقيقة", "ساعتان", "3 ساعات و5 دقائق"; "2 heures 30 minutes". */
export function formatDuration(i: Translator, totalMinutes: number): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  if (hours === 0) return i.t("duration.minutes", { minutes });
  if (minutes === 0) return i.t("duration.hours", { hours });
  return i.t("duration.hoursAndMinutes", {
    hours: i.t("duration.hours", { hours }),
    minutes: i.t("duration.minutes", { minutes }),
  });
}

/** Lesson lengths are shown in minutes only (spec §2, course player). */
export function formatMinutes(i: Translator, totalMinutes: number): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  return i.t("duration.minutes", { minutes: hours * 60 + minutes });
}
