// Recovery codes (issue #27, docs/decisions/0043-recovery-codes.md): the way back into an account
// without e-mail, for the many learners who sign up with a phone number and no SMTP is set up.
// 16 random digits shown once (at sign-up, after each use, and when renewed on /account), stored
// as an argon2id hash, one per learner. Using one sets a new password like a reset link does (every
// session ends, trusted browsers are forgotten, this browser is signed in), uses it up and gives a
// new one. Guesses are throttled per connection in a scope of their own.
import { randomInt } from "node:crypto";
import { trustDevice } from "~/.server/auth/device-cookies";
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
  updateLearnerPasswordHash,
} from "~/.server/db/repositories/learners";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { formatRecoveryCode, readRecoveryCode, RECOVERY_CODE_DIGITS } from "~/lib/recovery-code";
import { PASSWORD_CHANGE_RULE } from "./account.server";
import {
  AUTH_MESSAGES,
  RECOVERY_MESSAGES,
  tooManyAttemptsMessage,
  type Message,
} from "./auth-messages";
import {
  LEARNER_DEVICE_POLICY,
  LEARNER_SESSION_KIND,
  startLearnerSession,
} from "./learner-session.server";
import { learnerPasswordProblem } from "./password-rules.server";

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

let decoyHash: Promise<string> | undefined;
/** Checked when there is no account or no code, so every refusal takes the same time. */
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("0000000000000000 matches no code");
  return decoyHash;
}

export type RecoveryField = "identifier" | "code" | "password" | "confirm";

export type RecoveryResult =
  | { ok: true; learnerId: string; token: string; deviceToken: string; recoveryCode: string }
  | {
      ok: false;
      status: 400 | 401 | 429;
      error: Message;
      field: RecoveryField;
      retryAfterSeconds?: number;
    };

export interface RecoveryInput {
  identifier: string;
  code: string;
  password: string;
  confirm: string;
  clientIp: string;
  log: Logger;
}

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
  const refuse = (status: 400 | 401, error: Message, field: RecoveryField): RecoveryResult => ({
    ok: false,
    status,
    error,
    field,
  });
  if (!input.identifier.trim()) {
    return refuse(400, RECOVERY_MESSAGES.missingIdentifier, "identifier");
  }
  const code = readRecoveryCode(input.code);
  if (!code) return refuse(400, RECOVERY_MESSAGES.malformedCode, "code");
  if (!input.password || !input.confirm) {
    return refuse(400, RECOVERY_MESSAGES.missingPassword, "password");
  }
  const problem = learnerPasswordProblem(input.password);
  if (problem) return refuse(400, problem, "password");
  if (input.password !== input.confirm) {
    return refuse(400, RECOVERY_MESSAGES.passwordsDiffer, "confirm");
  }

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
  const matches = await verifyPassword(stored ?? (await decoy()), code);
  if (!account || !stored || !matches) {
    // The attempt stays recorded as a failure. Never the identifier or the code in the log.
    input.log.warn(
      {
        event: "learner_recovery_failed",
        reason: !account ? "unknown_account" : !stored ? "no_code" : "wrong_code",
      },
      "Recovery with a code failed.",
    );
    return refuse(401, RECOVERY_MESSAGES.wrongCode, "code");
  }
  await takeBackAttempt(db, permit.attemptId);

  const passwordHash = await hashPassword(input.password);
  const next = await makeRecoveryCode();
  const learnerId = account.id;
  const outcome = await db.transaction().execute(async (trx) => {
    // Of two requests with the same code, only the one that deletes it goes on.
    if (!(await consumeRecoveryCode(trx, learnerId, stored))) return null;
    await updateLearnerPasswordHash(trx, learnerId, passwordHash, now);
    await deleteSessionsOfSubject(trx, LEARNER_SESSION_KIND, learnerId);
    await deleteTrustedDevicesOfSubject(trx, LEARNER_DEVICE_POLICY.scope, learnerId);
    await storeRecoveryCode(trx, learnerId, next, now);
    const { token } = await startLearnerSession(trx, learnerId, now);
    const deviceToken = await trustDevice(trx, LEARNER_DEVICE_POLICY, learnerId, null, now);
    return { token, deviceToken };
  });
  if (!outcome) return refuse(401, RECOVERY_MESSAGES.wrongCode, "code");
  input.log.info(
    { event: "learner_recovered_with_code" },
    "Learner set a new password with a recovery code.",
  );
  return { ok: true, learnerId, ...outcome, recoveryCode: next.formatted };
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
