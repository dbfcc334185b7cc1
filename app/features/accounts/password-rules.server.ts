// Learner password rules (issue #6): the shared rules (app/.server/auth/password-rules.ts, also
// those of named administrators), refused in the learner's language (issue #15).
import {
  passwordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "~/.server/auth/password-rules";
import { AUTH_MESSAGES, type Message } from "./auth-messages";

export { commonPasswordCount, isCommonPassword } from "~/.server/auth/password-rules";

export const LEARNER_PASSWORD_MIN_LENGTH = PASSWORD_MIN_LENGTH;
export const LEARNER_PASSWORD_MAX_LENGTH = PASSWORD_MAX_LENGTH;

const MESSAGES = {
  "too-short": AUTH_MESSAGES.passwordTooShort,
  "too-long": AUTH_MESSAGES.passwordTooLong,
  common: AUTH_MESSAGES.passwordCommon,
} as const;

/** The message that refuses this password, or null when it is acceptable. */
export function learnerPasswordProblem(password: string): Message | null {
  const problem = passwordProblem(password);
  return problem ? MESSAGES[problem] : null;
}
