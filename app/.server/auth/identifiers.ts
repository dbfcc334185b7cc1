// How learners (issue #6) and named administrators (issue #14) name their account: an email
// address or a phone number, normalised so that the same person typing the same thing differently
// finds the same account. Many learners in Mauritania have a phone number but no email they
// check; they type it as they see it on their phone: 8 digits, often in pairs, with or without
// +222, sometimes in Arabic-Indic digits.
//
// Numbers are checked against each country's numbering plan (issue #12, decision 0013), which only
// libphonenumber's full ("max") metadata knows: its default ("min") metadata checks the length
// alone, and took 25 12 34 56, which no operator has been given. Server-only code: 157 KB of
// metadata that no browser bundle may carry.
import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";
import { isSingleMailbox } from "~/.server/mail/single-mailbox";

/** Default country for numbers typed without an international prefix. */
const DEFAULT_COUNTRY = "MR";
const MAURITANIA_CALLING_CODE = "222";
const MAURITANIAN_NUMBER_LENGTH = 8;

/** Arabic-Indic (٠١٢…, U+0660) and Eastern Arabic-Indic / Persian (۰۱۲…, U+06F0) digits. */
function toAsciiDigits(value: string): string {
  // Both blocks start at a code point ending in 0, so the low four bits are the digit.
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** What people put between digits, and direction marks pasted from right-to-left text. */
const PHONE_SEPARATORS = /[\s\u200e\u200f\u202a-\u202e\u2066-\u2069\-.()\u2010-\u2015]/g;

/**
 * What was typed, read as a number: spaces, dashes, dots and brackets are ignored, and so are
 * direction marks pasted from right-to-left text. Without a prefix a number is read as
 * Mauritanian; 00 and + start an international one.
 */
function parsePhone(input: string): PhoneNumber | undefined {
  const cleaned = toAsciiDigits(input).replace(PHONE_SEPARATORS, "");
  if (!/^\+?\d{4,20}$/.test(cleaned)) return undefined;
  return parsePhoneNumberFromString(cleaned, DEFAULT_COUNTRY);
}

export type PhoneReading =
  | { ok: true; phone: string }
  /** unallocated: 8 Mauritanian digits that no range of the plan holds; invalid: anything else. */
  | { ok: false; problem: "unallocated" | "invalid" };

/** The phone number in E.164 (+22222123456) when its country's plan allocates it. */
export function readPhone(input: string): PhoneReading {
  const phone = parsePhone(input);
  if (phone?.isValid()) return { ok: true, phone: phone.number };
  const unallocated =
    phone?.countryCallingCode === MAURITANIA_CALLING_CODE &&
    phone.nationalNumber.length === MAURITANIAN_NUMBER_LENGTH;
  return { ok: false, problem: unallocated ? "unallocated" : "invalid" };
}

/** The phone number in E.164 (+22222123456), or null when it is not a valid number. */
export function normalizePhone(input: string): string | null {
  const reading = readPhone(input);
  return reading.ok ? reading.phone : null;
}

/**
 * The digits a phone search looks for in stored E.164 numbers (the admin 'Learners' list, issue
 * #14): what was typed read as sign-up reads it (Arabic-Indic digits, spaces, dashes, direction
 * marks), without its `+` or `00`, so that "22 12 34 56", "+22222123456" and "0022222123456" all
 * find +22222123456. Null when it is not a (partial) number.
 */
export function phoneSearchDigits(input: string): string | null {
  const cleaned = toAsciiDigits(input).replace(PHONE_SEPARATORS, "");
  const digits = /^(?:\+|00)?(\d+)$/.exec(cleaned)?.[1];
  return digits ?? null;
}

/** RFC 5321 caps an address at 254 characters. */
const EMAIL_MAX_LENGTH = 254;
/**
 * The shape only: something@domain.tld, no spaces, one @. Whether the address exists is not
 * checked; a typo just makes an account its owner must remember. What sign-in looks up: accounts
 * made before issue #26 were checked against this alone, and still sign in.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * A new address (sign-up, invites, reset requests: what mail is sent to), issue #26: RFC 5322's
 * dot-atom on both sides (letters and digits of any script, `!#$%&'*+/=?^_`{|}~-`, dots
 * between), so none of the characters that make a list, a group, a display name or a comment
 * (`,;:<>()[]"\` and spaces) can be in it; and the mailer's own parser reads it as exactly one
 * mailbox (isSingleMailbox), so the two can never disagree.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~\\p{L}\\p{M}\\p{N}-]+";
const NEW_EMAIL_SHAPE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@${ATOM}(?:\\.${ATOM})+$`, "u");

/** The email address lower-cased and trimmed, or null when it is not one single address. */
export function normalizeEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !NEW_EMAIL_SHAPE.test(email)) return null;
  return isSingleMailbox(email) ? email : null;
}

/** An address to look up (sign-in, searches): lower-cased, trimmed, of the older, looser shape. */
function lookupEmail(input: string): string | null {
  const email = input.trim().toLowerCase();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return null;
  return email;
}

/**
 * What a sign-in field holds: an email when it has an @, else a phone number. Any number of a
 * possible length is looked up, allocated or not: accounts made before the numbering plan was
 * checked (issue #12) keep the number they were made with.
 */
export function parseIdentifier(input: string): { email: string } | { phone: string } | null {
  if (input.includes("@")) {
    const email = lookupEmail(input);
    return email ? { email } : null;
  }
  const phone = parsePhone(input);
  return phone?.isPossible() ? { phone: phone.number } : null;
}
