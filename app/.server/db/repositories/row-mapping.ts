// Small conversions between what the two databases return and what the domain uses.

/** pg returns Date for timestamptz; SQLite returns the ISO string we stored. */
export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** pg returns booleans, SQLite 0/1. */
export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** count(*) is a number on SQLite and a bigint string on pg. */
export function toCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}
