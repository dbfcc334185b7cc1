// Recovery codes (issue #27, docs/decisions/0043-recovery-codes.md): the way back into an account
// without e-mail, for the many learners who sign up with a phone number and no SMTP is set up.
// 16 random digits shown once (at sign-up, after each use, and when renewed on /account), stored
// as an argon2id hash, one per learner. Using one sets a new password like a reset link does (every
// session ends, trusted browsers are forgotten, this browser is signed in), uses it up and gives a
// new one. Guesses are throttled per connection in a scope of their own.
import { randomInt } from "node:crypto";
import {
  accountKey,
  addressKey,
  beginAttempt,
  failureRule,
  takeBackAttempt,
  type ThrottleRule,
} from "~/.server/auth/attempt-throttle";
import { parseIdentifier } from "~/.server/auth/identifiers";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import {
  consumeRecoveryCode,
  findRecoveryCodeHash,
  replaceRecoveryCode,
} from "~/.server/db/repositories/learner-recovery-codes";
import {
  findLearnerCredentials,
  findLearnerPasswordHash,
} from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import { formatRecoveryCode, readRecoveryCode, RECOVERY_CODE_DIGITS } from "~/lib/recovery-code";
import { PASSWORD_CHANGE_RULE } from "./account.server";
import {
  AUTH_MESSAGES,
  RECOVERY_MESSAGES,
  tooManyAttemptsMessage,
  type Message,
} from "./auth-messages";
import {
  checkCodePasswordForm,
  verifyCodeOrDecoy,
  refuseCodePassword,
  setPasswordAndSignIn,
  type CodePasswordInput,
  type CodePasswordResult,
} from "./code-and-password.server";

/**
 * Wrong codes per connection: 5 in 15 minutes, the sign-in rule. A code is one of 10^16, so even
 * many connections guessing for years find none; per address only, so the answer never depends on
 * whether the account exists (a per-account count would say so once it blocked).
 */
export const RECOVERY_RULE: ThrottleRule = failureRule("learner-recovery");

export interface NewRecoveryCode {
  /** The 16 digits: shown once, never stored. */
  code: string;
  /** Grouped by four for reading. */
  formatted: string;
  /** What is stored. */
  hash: string;
}

/**
 * A new code and its hash. Hashed here, before any transaction: argon2 takes tens of
 * milliseconds and no lock should wait on it.
 */
export async function makeRecoveryCode(): Promise<NewRecoveryCode> {
  let code = "";
  for (let i = 0; i < RECOVERY_CODE_DIGITS; i++) code += String(randomInt(10));
  return { code, formatted: formatRecoveryCode(code), hash: await hashPassword(code) };
}

/** Gives the learner `made` (in the caller's transaction); their previous code stops working. */
export function storeRecoveryCode(
  trx: Database,
  learnerId: string,
  made: NewRecoveryCode,
  now: Date,
): Promise<void> {
  return replaceRecoveryCode(trx, learnerId, made.hash, now);
}

export type RecoveryResult = CodePasswordResult;
export type RecoveryInput = CodePasswordInput;

/**
 * Sets a new password with the account's recovery code. The fields a person can get wrong without
 * guessing anything (the password rules, the two passwords, the code's shape) are checked first
 * and cost no attempt; then the throttle, then the code. An unknown account, an account without a
 * code and a wrong code get the same answer after the same work.
 */
export async function recoverWithCode(
  db: Database,
  input: RecoveryInput,
  now: Date = new Date(),
): Promise<RecoveryResult> {
  const checked = checkCodePasswordForm(input, readRecoveryCode, RECOVERY_MESSAGES.malformedCode);
  if (!checked.ok) return checked;
  const { code } = checked;

  const permit = await beginAttempt(db, RECOVERY_RULE, addressKey(input.clientIp), now);
  if (!permit.allowed) {
    input.log.warn(
      { event: "learner_recovery_throttled", retryAfterSeconds: permit.retryAfterSeconds },
      "Recovery with a code refused: too many failed attempts.",
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(permit.retryAfterSeconds),
      field: "code",
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }
  const identifier = parseIdentifier(input.identifier);
  const account = identifier ? await findLearnerCredentials(db, identifier) : null;
  const stored = account ? await findRecoveryCodeHash(db, account.id) : null;
  const matches = await verifyCodeOrDecoy(stored, code);
  if (!account || !stored || !matches) {
    // The attempt stays recorded as a failure. Never the identifier or the code in the log.
    input.log.warn(
      {
        event: "learner_recovery_failed",
        reason: !account ? "unknown_account" : !stored ? "no_code" : "wrong_code",
      },
      "Recovery with a code failed.",
    );
    return refuseCodePassword(401, RECOVERY_MESSAGES.wrongCode, "code");
  }
  await takeBackAttempt(db, permit.attemptId);

  const learnerId = account.id;
  const next = await makeRecoveryCode();
  const outcome = await setPasswordAndSignIn(
    db,
    learnerId,
    { password: input.password, next, now },
    (trx) => consumeRecoveryCode(trx, learnerId, stored),
  );
  if (!outcome) return refuseCodePassword(401, RECOVERY_MESSAGES.wrongCode, "code");
  input.log.info(
    { event: "learner_recovered_with_code" },
    "Learner set a new password with a recovery code.",
  );
  return { ok: true, learnerId, ...outcome };
}

export type RenewResult =
  | { ok: true; recoveryCode: string }
  | { ok: false; status: 400 | 401 | 429; error: Message; retryAfterSeconds?: number };

/**
 * A new code from /account, after the current password: a stolen session alone must not be enough
 * to get a way back in after the password is changed. Wrong passwords count with the password
 * change's (the same guess at the same password).
 */
export async function renewRecoveryCode(
  db: Database,
  learnerId: string,
  currentPassword: string,
  now: Date = new Date(),
): Promise<RenewResult> {
  if (!currentPassword)
    return { ok: false, status: 400, error: AUTH_MESSAGES.wrongCurrentPassword };
  const permit = await beginAttempt(db, PASSWORD_CHANGE_RULE, accountKey(learnerId), now);
  if (!permit.allowed) {
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(permit.retryAfterSeconds),
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }
  const stored = await findLearnerPasswordHash(db, learnerId);
  if (!stored || !(await verifyPassword(stored, currentPassword))) {
    return { ok: false, status: 401, error: AUTH_MESSAGES.wrongCurrentPassword };
  }
  await takeBackAttempt(db, permit.attemptId);
  const made = await makeRecoveryCode();
  await storeRecoveryCode(db, learnerId, made, now);
  return { ok: true, recoveryCode: made.formatted };
}
