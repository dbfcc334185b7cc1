// What the sign-up, sign-in, account and password-reset features answer (issues #6, #14), as
// messages of the catalogues (issue #15): a key and its values, put into words by the route in the
// page's language (messageText). Each constant is one frozen object, so tests may compare them.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/.server/auth/password-rules";
import type { MessageKey } from "~/i18n/ar";
import type { Message } from "~/i18n/message";
import type { MessageValues, Translator } from "~/i18n/translator";

export type { Message };

const message = (key: MessageKey, values?: MessageValues): Message =>
  Object.freeze(values ? { key, values: Object.freeze(values) } : { key });

/** The message in the page's language. */
export function messageText(i: Translator, { key, values }: Message): string {
  return i.t(key, values);
}

/** The word an Arabic page asks a learner to type to confirm deleting their account. */
export const DELETE_CONFIRMATION = "حذف";

export const AUTH_MESSAGES = {
  /** The specification's 'You must provide either an email or phone number and a password' (§8). */
  missingCredentials: message("auth.error.missingCredentials"),
  invalidEmail: message("auth.error.invalidEmail"),
  invalidPhone: message("auth.error.invalidPhone"),
  /** Issue #12: 8 digits, but in no range of Mauritania's numbering plan (25 12 34 56). */
  phoneNotInUse: message("auth.error.phoneNotInUse"),
  passwordTooShort: message("auth.error.passwordTooShort", { min: PASSWORD_MIN_LENGTH }),
  passwordTooLong: message("auth.error.passwordTooLong", { max: PASSWORD_MAX_LENGTH }),
  passwordCommon: message("auth.error.passwordCommon"),
  emailTaken: message("auth.error.emailTaken"),
  phoneTaken: message("auth.error.phoneTaken"),
  /** The same for an unknown account and a wrong password: it must not tell which. */
  invalidCredentials: message("auth.error.invalidCredentials"),
  wrongCurrentPassword: message("auth.error.wrongCurrentPassword"),
  passwordChanged: message("auth.passwordChanged"),
  confirmDeletion: message("auth.error.confirmDeletion", { word: DELETE_CONFIRMATION }),
} as const;

/** 'Type «word» to confirm', for the word of the page's language. */
export function confirmDeletionMessage(word: string): Message {
  return message("auth.error.confirmDeletion", { word });
}

const minutesOf = (retryAfterSeconds: number) => Math.max(1, Math.ceil(retryAfterSeconds / 60));

export function tooManyAttemptsMessage(retryAfterSeconds: number): Message {
  return message("auth.error.tooManyAttempts", { minutes: minutesOf(retryAfterSeconds) });
}

/** Sign-up's hourly cap per address (issue #12): not a failure of the person, say so. */
export function tooManySignUpsMessage(retryAfterSeconds: number): Message {
  return message("auth.error.tooManySignUps", { minutes: minutesOf(retryAfterSeconds) });
}

/** The password-reset screens (issue #14 part 8). */
export const RESET_MESSAGES = {
  /** The same answer whether an account has this address or not: it must not tell which. */
  requestAnswered: message("reset.requestAnswered"),
  /** Reset by phone: no SMS is sent; an administrator makes the link. */
  phoneGoesThroughAdmins: message("reset.phoneGoesThroughAdmins"),
  missingEmail: message("reset.missingEmail"),
  /** No SMTP: the page explains how a reset happens. */
  unavailable: message("reset.unavailable"),
  missingLink: message("reset.missingLink"),
  unknownLink: message("reset.unknownLink"),
  expiredLink: message("reset.expiredLink"),
  usedLink: message("reset.usedLink"),
  missingPassword: message("reset.missingPassword"),
  passwordsDiffer: message("reset.passwordsDiffer"),
} as const;

/** Too many "forgot password" requests from one connection, or for one address. */
export function tooManyResetRequestsMessage(retryAfterSeconds: number): Message {
  return message("reset.tooManyRequests", { minutes: minutesOf(retryAfterSeconds) });
}

/** Recovery with a code (issue #27, decision 0043). */
export const RECOVERY_MESSAGES = {
  missingIdentifier: message("recovery.error.missingIdentifier"),
  malformedCode: message("recovery.error.malformedCode"),
  /** The same for an unknown account, an account without a code and a wrong code. */
  wrongCode: message("recovery.error.wrongCode"),
  missingPassword: message("reset.missingPassword"),
  passwordsDiffer: message("reset.passwordsDiffer"),
} as const;

/** Sign-in with a class sheet's code (issue #29, decision 0050). */
export const SIGN_IN_CODE_MESSAGES = {
  malformedCode: message("signInCode.error.malformedCode"),
  /** The same for a wrong, expired or used code, an unknown account and one with a password. */
  wrongCode: message("signInCode.error.wrongCode"),
} as const;
