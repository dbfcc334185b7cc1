// Durations in Arabic with correct number agreement: Arabic has six plural categories, and
// "3 دقيقة" or "2 ساعات" read as mistakes to every learner. The split itself follows spec §5:
// hours are the whole division by 60, minutes the remainder.

const pluralRules = new Intl.PluralRules("ar");

interface UnitForms {
  one: string;
  two: string;
  few: string; // 3–10: plural form
  other: string; // 0, 11+ : singular accusative/genitive form
}

const MINUTE: UnitForms = { one: "دقيقة", two: "دقيقتان", few: "دقائق", other: "دقيقة" };
const HOUR: UnitForms = { one: "ساعة", two: "ساعتان", few: "ساعات", other: "ساعة" };

function countOf(n: number, unit: UnitForms): string {
  switch (pluralRules.select(n)) {
    case "one":
      return unit.one;
    case "two":
      return unit.two;
    case "few":
      return `${n} ${unit.few}`;
    default:
      return `${n} ${unit.other}`;
  }
}

export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  const safe = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.floor(totalMinutes) : 0;
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/** "45 دقيقة", "ساعة و30 دقيقة", "ساعتان", "3 ساعات و5 دقائق". */
export function formatDuration(totalMinutes: number): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  if (hours === 0) return countOf(minutes, MINUTE);
  if (minutes === 0) return countOf(hours, HOUR);
  return `${countOf(hours, HOUR)} و${countOf(minutes, MINUTE)}`;
}

/** Lesson lengths are shown in minutes only (spec §2, course player). */
export function formatMinutes(totalMinutes: number): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  return countOf(hours * 60 + minutes, MINUTE);
}
