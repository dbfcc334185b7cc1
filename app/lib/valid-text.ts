// Text that can be stored the same way in SQLite and PostgreSQL (issue #12): PostgreSQL refuses
// NUL in text columns outright ("invalid byte sequence for encoding UTF8: 0x00"), SQLite would
// keep it, and half a UTF-16 surrogate pair cannot be encoded as UTF-8 at all. Neither is ever
// typed by a person; such text is refused where it enters (server/request-guard.ts).

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with `text` ("a NUL character", "an unpaired surrogate"), or null. */
export function findInvalidText(text: string): string | null {
  if (text.includes("\0")) return "a NUL character";
  if (LONE_SURROGATE.test(text)) return "an unpaired surrogate";
  return null;
}
