// Creating a learner account (issue #6): an email, a phone number or both, a password; the
// anonymous progress the browser kept is merged in the same transaction, then a session opens.
// Throttled per address (issue #12, decision 0012): an "already registered" answer counts as a
// failed sign-in, and an address creates at most SIGN_UPS_PER_HOUR accounts an hour.
import { trustDevice } from "~/.server/auth/device-cookies";
import {
  addressKey,
  beginAttempt,
  failureRule,
  takeBackAttempt,
  type ThrottleRule,
} from "~/.server/auth/attempt-throttle";
import { hashPassword } from "~/.server/auth/password-hash";
import { findTakenIdentifiers, insertLearner } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import {
  AUTH_MESSAGES,
  tooManyAttemptsMessage,
  tooManySignUpsMessage,
  type Message,
} from "./auth-messages";
import { normalizeEmail, readPhone } from "~/.server/auth/identifiers";
import { mergeAnonymousProgress } from "./merge-progress.server";
import { makeRecoveryCode, storeRecoveryCode } from "./recovery-code.server";
import { learnerPasswordProblem } from "./password-rules.server";
import { LEARNER_DEVICE_POLICY, startLearnerSession } from "./learner-session.server";

export type AuthField = "email" | "phone" | "identifier" | "password";

/**
 * Accounts one address may create in an hour. A school lab of 30 learners signing up together
 * behind one address gets through, with room for the rest of a carrier's NAT; a script that made
 * 736 accounts in 20 s (issue #12) makes 50 an hour.
 */
export const SIGN_UPS_PER_HOUR = 50;
export const SIGN_UP_RULE: ThrottleRule = {
  scope: "learner-sign-up",
  maxAttempts: SIGN_UPS_PER_HOUR,
  windowMs: 60 * 60 * 1000,
};

export type AuthResult =
  | {
      ok: true;
      learnerId: string;
      token: string;
      deviceToken: string;
      /** At sign-up only: the account's recovery code (decision 0043), to show once. */
      recoveryCode?: string;
    }
  | {
      ok: false;
      status: 400 | 401 | 409 | 429;
      error: Message;
      field?: AuthField;
      retryAfterSeconds?: number;
    };

export interface SignUpInput {
  email: string;
  phone: string;
  password: string;
  /** Lesson ids completed while signed out (localStorage). */
  progress: readonly string[];
  /**
   * The browser's visitor key (maarifa_visitor, decision 0041): the lesson visits that `progress`
   * is checked against. None: no mark of `progress` is kept.
   */
  visitorKey?: string | null;
  clientIp: string;
  /** The browser's device cookie, if any: replaced by one for the new account. */
  deviceToken?: string | null;
  /** The request's logger (context.log): never given the email, the phone or the password. */
  log: Logger;
  /** More of the visitor's browser to merge in the same transaction (the route's quiz answers). */
  mergeVisitorData?: VisitorDataMerge;
}

/**
 * What else a visitor kept in their browser joins the new or signed-in account, inside the
 * transaction that opens the session. Given by the route, so this feature need not know another
 * feature's data (the quiz answers of issue #16).
 */
export type VisitorDataMerge = (trx: Database, learnerId: string, now: Date) => Promise<unknown>;

export async function signUpLearner(
  db: Database,
  input: SignUpInput,
  now: Date = new Date(),
): Promise<AuthResult> {
  const emailInput = input.email.trim();
  const phoneInput = input.phone.trim();
  if ((!emailInput && !phoneInput) || !input.password) {
    return { ok: false, status: 400, error: AUTH_MESSAGES.missingCredentials };
  }
  const email = emailInput ? normalizeEmail(emailInput) : null;
  if (emailInput && !email) {
    return { ok: false, status: 400, error: AUTH_MESSAGES.invalidEmail, field: "email" };
  }
  const reading = phoneInput ? readPhone(phoneInput) : null;
  if (reading && !reading.ok) {
    const error =
      reading.problem === "unallocated" ? AUTH_MESSAGES.phoneNotInUse : AUTH_MESSAGES.invalidPhone;
    return { ok: false, status: 400, error, field: "phone" };
  }
  const phone = reading?.ok ? reading.phone : null;
  const passwordProblem = learnerPasswordProblem(input.password);
  if (passwordProblem) return { ok: false, status: 400, error: passwordProblem, field: "password" };

  // Throttled like sign-in before anything is looked up: "already registered" tells whether a
  // number has an account, so while an address is blocked it learns nothing, not even by
  // creating an account with a number that turns out to be free.
  const address = addressKey(input.clientIp);
  const failures = await beginAttempt(db, failureRule(LEARNER_DEVICE_POLICY.scope), address, now);
  if (!failures.allowed) {
    input.log.warn(
      {
        event: "learner_sign_up_throttled",
        reason: "too_many_failures",
        retryAfterSeconds: failures.retryAfterSeconds,
      },
      "Learner sign-up refused: too many failures.",
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(failures.retryAfterSeconds),
      retryAfterSeconds: failures.retryAfterSeconds,
    };
  }
  const creation = await beginAttempt(db, SIGN_UP_RULE, address, now);
  if (!creation.allowed) {
    await takeBackAttempt(db, failures.attemptId);
    input.log.warn(
      {
        event: "learner_sign_up_throttled",
        reason: "too_many_accounts",
        retryAfterSeconds: creation.retryAfterSeconds,
      },
      "Learner sign-up refused: too many accounts.",
    );
    return {
      ok: false,
      status: 429,
      error: tooManySignUpsMessage(creation.retryAfterSeconds),
      retryAfterSeconds: creation.retryAfterSeconds,
    };
  }

  const taken = () => findTakenIdentifiers(db, { email, phone });
  const refusal = (t: { email: boolean; phone: boolean }): AuthResult | null =>
    t.email
      ? { ok: false, status: 409, error: AUTH_MESSAGES.emailTaken, field: "email" }
      : t.phone
        ? { ok: false, status: 409, error: AUTH_MESSAGES.phoneTaken, field: "phone" }
        : null;
  /** A taken identifier: no account was made, and the answer counts as a failure. */
  const refuse = async (answer: AuthResult) => {
    await takeBackAttempt(db, creation.attemptId);
    input.log.warn(
      {
        event: "learner_sign_up_refused",
        reason: "identifier_taken",
        field: answer.ok ? undefined : answer.field,
      },
      "Learner sign-up refused: identifier already registered.",
    );
    return answer;
  };
  const before = refusal(await taken());
  if (before) return refuse(before);

  // With the way back in without e-mail (issue #27), shown once on the answer to this sign-up:
  // two argon2 hashes, computed side by side on the thread pool.
  const [passwordHash, recovery] = await Promise.all([
    hashPassword(input.password),
    makeRecoveryCode(),
  ]);
  try {
    const created = await db.transaction().execute(async (trx) => {
      const learnerId = await insertLearner(trx, { email, phone, passwordHash }, now);
      await storeRecoveryCode(trx, learnerId, recovery, now);
      await mergeAnonymousProgress(trx, learnerId, input.progress, input.visitorKey ?? null, now);
      await input.mergeVisitorData?.(trx, learnerId, now);
      const { token } = await startLearnerSession(trx, learnerId, now);
      const deviceToken = await trustDevice(
        trx,
        LEARNER_DEVICE_POLICY,
        learnerId,
        input.deviceToken ?? null,
        now,
      );
      return { ok: true, learnerId, token, deviceToken, recoveryCode: recovery.formatted } as const;
    });
    // Created: it counts towards the hourly cap only, not as a failure.
    await takeBackAttempt(db, failures.attemptId);
    return created;
  } catch (error) {
    // Two sign-ups with the same identifier at once: the unique constraint stops the second.
    const after = refusal(await taken());
    if (after) return refuse(after);
    await takeBackAttempt(db, failures.attemptId);
    await takeBackAttempt(db, creation.attemptId);
    throw error;
  }
}
