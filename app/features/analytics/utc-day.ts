// Analytics counts by UTC day (Mauritania keeps UTC all year, so a UTC day is the learners' day).

/** YYYY-MM-DD of `date` in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC day `days` after `day` (negative: before). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

/** Every day from `from` to `to`, both included, in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isUtcDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? utcDay(new Date(`${value}T00:00:00Z`)) === value
    : false;
}
