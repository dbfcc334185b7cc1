// A class sheet's one-time sign-in code as people read and type it (issue #29, decision 0050):
// 8 characters of CODE_ALPHABET (no 0/O, 1/I/L), printed 4-4, typed in any case, with or without
// the space or a dash. The alphabet has none of the characters people mistake for one another.
import { CODE_ALPHABET } from "./classes";

export const SIGN_IN_CODE_LENGTH = 8;

/** The 8 characters of what was typed, or null when it is not a code's shape. */
export function readSignInCode(input: string): string | null {
  let code = "";
  for (const character of input.toUpperCase()) {
    if (/[\s\-‐‑–—.]/u.test(character)) continue;
    if (!CODE_ALPHABET.includes(character)) return null;
    code += character;
    if (code.length > SIGN_IN_CODE_LENGTH) return null;
  }
  return code.length === SIGN_IN_CODE_LENGTH ? code : null;
}

/** `ABCD EFGH`: two groups of four, easier to copy without a slip. */
export function formatSignInCode(code: string): string {
  return `${code.slice(0, 4)} ${code.slice(4)}`;
}

/** How long a class sheet's codes stay valid: the teacher picks one, in days. */
export const SHEET_VALIDITY_DAYS = [7, 14, 30] as const;
export type SheetValidityDays = (typeof SHEET_VALIDITY_DAYS)[number];

/** Learners on one printed A4 sheet. */
export const LEARNERS_PER_SHEET = 20;
