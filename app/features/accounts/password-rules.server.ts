// Learner password rules (issue #6), after NIST SP 800-63B: a length range, no composition rules
// (they make passwords harder to remember, not to guess), and a refusal of the most common ones,
// which are the first guesses of any attacker.
import commonPasswordList from "./common-passwords.txt?raw";
import { characterCount } from "~/.server/auth/password-hash";
import { AUTH_MESSAGES } from "./auth-messages";

export const LEARNER_PASSWORD_MIN_LENGTH = 8;
/** Far above any real passphrase; bounds the argon2 work a single request can ask for. */
export const LEARNER_PASSWORD_MAX_LENGTH = 128;

/**
 * scripts/extract-common-passwords.ts wrote the file: the most common passwords of 8 to 128
 * characters, lower-cased, one per line. Compared lower-cased, so "Password1" is refused too.
 */
const COMMON_PASSWORDS = new Set(commonPasswordList.split("\n").filter(Boolean));

export function commonPasswordCount(): number {
  return COMMON_PASSWORDS.size;
}

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** The Arabic message that refuses this password, or null when it is acceptable. */
export function learnerPasswordProblem(password: string): string | null {
  const length = characterCount(password);
  if (length < LEARNER_PASSWORD_MIN_LENGTH) return AUTH_MESSAGES.passwordTooShort;
  if (length > LEARNER_PASSWORD_MAX_LENGTH) return AUTH_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordCommon;
  return null;
}
