// A certificate's public verification code (issue #16, decision 0031): 100 bits from the
// platform's cryptographic random source, written in Crockford's base32 (digits and capitals
// without I, L, O, U: nothing to misread when a code is typed from a printed certificate) as four
// groups of five, e.g. 7G3KQ-M2XDP-0A9ZR-TW4HB. Knowing one code tells nothing about another: a
// guesser has one chance in 2^100 per try. Safe on both sides (Web Crypto), no database here.

export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUPS = 4;
const GROUP_LENGTH = 5;
/** 20 characters of 5 bits each. */
export const CODE_BITS = GROUPS * GROUP_LENGTH * 5;

/** The one spelling a code has: capitals, dashes between groups. Anything else is not a code. */
export const CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}(?:-[0-9A-HJKMNP-TV-Z]{5}){3}$/;

export function isCertificateCode(value: unknown): value is string {
  return typeof value === "string" && CODE_PATTERN.test(value);
}

/** A new code. 32 symbols is a power of two, so `byte & 31` keeps each character uniform. */
export function generateCertificateCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(GROUPS * GROUP_LENGTH));
  const characters = [...bytes].map((byte) => CODE_ALPHABET[byte & 31]);
  const groups: string[] = [];
  for (let start = 0; start < characters.length; start += GROUP_LENGTH) {
    groups.push(characters.slice(start, start + GROUP_LENGTH).join(""));
  }
  return groups.join("-");
}
