// Signing a learner in (issue #6): the admin gate's order (throttle first, then the password,
// then a new session), counted in the "learner" scope by the client's address, or by the
// browser's device cookie when it signed into this same account before (issue #12, decision
// 0012). An unknown account and a wrong password get the same message and take the same time, so
// the form does not tell which accounts exist.
import { beginSignInAttempt, trustDevice } from "~/.server/auth/device-cookies";
import { takeBackAttempt } from "~/.server/auth/attempt-throttle";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import { findLearnerCredentials } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "./auth-messages";
import { parseIdentifier, readPhone } from "~/.server/auth/identifiers";
import { mergeAnonymousProgress } from "./merge-progress.server";
import { LEARNER_PASSWORD_MAX_LENGTH } from "./password-rules.server";
import { LEARNER_DEVICE_POLICY, startLearnerSession } from "./learner-session.server";
import type { AuthResult, VisitorDataMerge } from "./sign-up.server";

/** Verified when the account does not exist, so that case costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that matches no account");
  return decoyHash;
}

export interface SignInInput {
  identifier: string;
  password: string;
  clientIp: string;
  progress: readonly string[];
  /**
   * The browser's visitor key (maarifa_visitor, decision 0041): the lesson visits that `progress`
   * is checked against. None: no mark of `progress` is kept.
   */
  visitorKey?: string | null;
  /** The browser's device cookie (readLearnerDeviceToken), if it has one. */
  deviceToken?: string | null;
  /** The request's logger (context.log). */
  log: Logger;
  /** More of the visitor's browser to merge in the same transaction (the route's quiz answers). */
  mergeVisitorData?: VisitorDataMerge;
}

export async function signInLearner(
  db: Database,
  input: SignInInput,
  now: Date = new Date(),
): Promise<AuthResult> {
  if (!input.identifier.trim() || !input.password) {
    return { ok: false, status: 400, error: AUTH_MESSAGES.missingCredentials };
  }
  // The account is looked up first only to know whether this browser's device cookie is its own:
  // the throttle still answers before any password is checked, and without such a cookie it
  // answers the same for every identifier.
  const identifier = parseIdentifier(input.identifier);
  const account = identifier ? await findLearnerCredentials(db, identifier) : null;
  const permit = await beginSignInAttempt(
    db,
    LEARNER_DEVICE_POLICY,
    {
      clientIp: input.clientIp,
      deviceToken: input.deviceToken ?? null,
      subjectId: account?.id ?? null,
    },
    now,
  );
  // Never the identifier (it may be someone else's phone number) or the password; the address
  // only as the request's `ip`, when LOG_IPS allows it (docs/decisions/0018-structured-logs.md).
  const trustedBrowser = permit.trusted;
  if (!permit.allowed) {
    input.log.warn(
      {
        event: "learner_sign_in_throttled",
        trustedBrowser,
        retryAfterSeconds: permit.retryAfterSeconds,
      },
      "Learner sign-in refused: too many failed attempts.",
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(permit.retryAfterSeconds),
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }

  const tooLong = [...input.password].length > LEARNER_PASSWORD_MAX_LENGTH;
  const matches = await verifyPassword(
    account && !tooLong ? account.passwordHash : await decoy(),
    tooLong ? "" : input.password,
  );
  if (!account || !matches || tooLong) {
    // The attempt stays recorded as a failure.
    input.log.warn(
      {
        event: "learner_sign_in_failed",
        reason: account ? "invalid_password" : "unknown_account",
        trustedBrowser,
      },
      "Learner sign-in failed.",
    );
    // A number no Mauritanian operator has (issue #12) is more likely mistyped than unknown. Said
    // whether an account has it or not (one made before the plan was checked may), so the message
    // tells nothing about accounts.
    const reading = readPhone(input.identifier);
    const error =
      !reading.ok && reading.problem === "unallocated"
        ? AUTH_MESSAGES.phoneNotInUse
        : AUTH_MESSAGES.invalidCredentials;
    return { ok: false, status: 401, error };
  }

  // Only this attempt stops counting. Anyone can sign into an account of their own, so clearing
  // the address's failures here would hand a guesser a fresh five tries after every sign-in.
  await takeBackAttempt(db, permit.attemptId);
  return db.transaction().execute(async (trx) => {
    await mergeAnonymousProgress(trx, account.id, input.progress, input.visitorKey ?? null, now);
    await input.mergeVisitorData?.(trx, account.id, now);
    const { token } = await startLearnerSession(trx, account.id, now);
    const deviceToken = await trustDevice(
      trx,
      LEARNER_DEVICE_POLICY,
      account.id,
      input.deviceToken ?? null,
      now,
    );
    return { ok: true, learnerId: account.id, token, deviceToken } as const;
  });
}
