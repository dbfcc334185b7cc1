// The password rules of every person-chosen password (learners, issue #6; named administrators,
// issue #14), after NIST SP 800-63B: a length range, no composition rules (they make passwords
// harder to remember, not to guess), and a refusal of the most common ones, which are the first
// guesses of any attacker. Each feature words the refusal in its own language.
import commonPasswordList from "./common-passwords.txt?raw";
import { characterCount } from "./password-hash";

export const PASSWORD_MIN_LENGTH = 8;
/** Far above any real passphrase; bounds the argon2 work a single request can ask for. */
export const PASSWORD_MAX_LENGTH = 128;

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

export type PasswordProblem = "too-short" | "too-long" | "common";

/** Why this password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = characterCount(password);
  if (length < PASSWORD_MIN_LENGTH) return "too-short";
  if (length > PASSWORD_MAX_LENGTH) return "too-long";
  if (isCommonPassword(password)) return "common";
  return null;
}
