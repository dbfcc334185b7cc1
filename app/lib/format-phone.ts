// How a stored phone number (E.164, decision 0013) is shown to a person (issue #15): in the
// groups Mauritanians write and say it, `+222 22 12 34 56`, instead of `+22222123456`. Pure and
// tiny on purpose: libphonenumber's metadata is server-only (0013), and this runs wherever a
// learner's number is shown, the admin's hydrated screens included. Callers still isolate the
// result (`<bdi dir="ltr">`): a `+` and digits inside Arabic text are reordered otherwise.

const MAURITANIAN = /^\+222(\d{8})$/;

/**
 * `+22222123456` → `+222 22 12 34 56`. A number of another country is returned as stored: its
 * grouping depends on that country's plan, which only the server's metadata knows, and an
 * ungrouped international number still reads right. Anything that is not E.164 (an email
 * address, an empty string) is returned unchanged, so a label may be passed through as it is.
 */
export function formatPhoneForReading(value: string): string {
  const national = MAURITANIAN.exec(value)?.[1];
  if (!national) return value;
  return `+222 ${national.replace(/(\d{2})(?=\d)/g, "$1 ")}`;
}
