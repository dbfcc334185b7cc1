// Signing in with a class sheet's code (issue #29, docs/decisions/0050-class-sign-in-codes.md): a
// learner an import created has an account but no password; the teacher's printed sheet gives
// them a one-time code. On /auth they type their phone number (or email), the code and the
// password they choose, in one form: the code is used up only when the password is saved, so a
// learner who stops half-way still has their code. Then they are signed in and shown a recovery
// code, like after sign-up (decision 0043).
// A wrong, expired, used or unknown code, an unknown account and an account that already has a
// password all get the same answer after the same work. Guesses are throttled like passwords, in
// the scope 'learner-sign-in-code': per connection (30, a classroom shares one address), and per
// account (5, as for passwords), counted by the identifier
// typed (normalised) so that an unknown number is blocked exactly like a known one and the 429
// tells nothing about which accounts exist. A code is one of 31^8 (about 8.5e11): 5 guesses per
// 15 minutes per account leave a guesser nothing before the code expires.
import { createHash } from "node:crypto";
import {
  addressKey,
  beginAttempt,
  failureRule,
  takeBackAttempt,
  type ThrottleRule,
} from "~/.server/auth/attempt-throttle";
import { parseIdentifier } from "~/.server/auth/identifiers";
import { consumeSignInCode, findSignInCode } from "~/.server/db/repositories/learner-sign-in-codes";
import { findLearnerCredentials } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import { readSignInCode } from "~/lib/sign-in-code";
import { SIGN_IN_CODE_MESSAGES, tooManyAttemptsMessage } from "./auth-messages";
import {
  checkCodePasswordForm,
  verifyCodeOrDecoy,
  refuseCodePassword,
  setPasswordAndSignIn,
  type CodePasswordInput,
  type CodePasswordResult,
} from "./code-and-password.server";
import { makeRecoveryCode } from "./recovery-code.server";

/** Per account: 5 wrong codes in 15 minutes, the password sign-in's rule. */
export const SIGN_IN_CODE_RULE: ThrottleRule = failureRule("learner-sign-in-code");

/**
 * Per connection: 30 wrong codes in 15 minutes. More than a password's 5 because the code's use
 * is a classroom: 40 learners behind one school's address, typing codes off paper, make typos
 * that must not lock the whole class out; a guesser spraying many accounts from one address still
 * gets 2,880 tries a day against 31^8 codes each.
 */
export const SIGN_IN_CODE_ADDRESS_RULE: ThrottleRule = {
  ...SIGN_IN_CODE_RULE,
  maxAttempts: 30,
};

/** The account's key, known or not: the hash of the identifier as sign-in reads it. */
function identifierKey(typed: string): string {
  const identifier = parseIdentifier(typed) ?? { typed: typed.trim().toLowerCase() };
  const digest = createHash("sha256").update(JSON.stringify(identifier)).digest("hex");
  return `identifier:${digest.slice(0, 48)}`;
}

export type SignInCodeResult = CodePasswordResult;
export type SignInCodeInput = CodePasswordInput;

export async function signInWithCode(
  db: Database,
  input: SignInCodeInput,
  now: Date = new Date(),
): Promise<SignInCodeResult> {
  // What a person gets wrong without guessing anything costs no attempt.
  const checked = checkCodePasswordForm(input, readSignInCode, SIGN_IN_CODE_MESSAGES.malformedCode);
  if (!checked.ok) return checked;
  const { code } = checked;

  const identifier = parseIdentifier(input.identifier);
  const account = identifier ? await findLearnerCredentials(db, identifier) : null;
  const throttled = (retryAfterSeconds: number): SignInCodeResult => {
    input.log.warn(
      { event: "learner_sign_in_code_throttled", retryAfterSeconds },
      "Sign-in with a class code refused: too many failed attempts.",
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(retryAfterSeconds),
      field: "code",
      retryAfterSeconds,
    };
  };
  const byAddress = await beginAttempt(
    db,
    SIGN_IN_CODE_ADDRESS_RULE,
    addressKey(input.clientIp),
    now,
  );
  if (!byAddress.allowed) return throttled(byAddress.retryAfterSeconds);
  const byAccount = await beginAttempt(db, SIGN_IN_CODE_RULE, identifierKey(input.identifier), now);
  if (!byAccount.allowed) {
    await takeBackAttempt(db, byAddress.attemptId);
    return throttled(byAccount.retryAfterSeconds);
  }

  const stored = account ? await findSignInCode(db, account.id) : null;
  const matches = await verifyCodeOrDecoy(stored?.codeHash, code);
  const expired = stored ? Date.parse(stored.expiresAt) <= now.getTime() : false;
  // A code works only while the account has no password: one set since (a reset link, an earlier
  // code) makes any sheet still lying around useless.
  const hasPassword = account ? account.passwordHash !== "" : false;
  if (!account || !stored || !matches || expired || hasPassword) {
    // The attempts stay recorded as failures. Never the identifier or the code in the log.
    input.log.warn(
      {
        event: "learner_sign_in_code_failed",
        reason: !account
          ? "unknown_account"
          : !stored
            ? "no_code"
            : !matches
              ? "wrong_code"
              : expired
                ? "expired"
                : "has_password",
      },
      "Sign-in with a class code failed.",
    );
    return refuseCodePassword(401, SIGN_IN_CODE_MESSAGES.wrongCode, "code");
  }
  await takeBackAttempt(db, byAddress.attemptId);
  await takeBackAttempt(db, byAccount.attemptId);

  const learnerId = account.id;
  const next = await makeRecoveryCode();
  const outcome = await setPasswordAndSignIn(
    db,
    learnerId,
    { password: input.password, next, now },
    (trx) => consumeSignInCode(trx, learnerId, stored.codeHash),
  );
  if (!outcome) return refuseCodePassword(401, SIGN_IN_CODE_MESSAGES.wrongCode, "code");
  input.log.info(
    { event: "learner_signed_in_with_code" },
    "Learner signed in with a class code and chose a password.",
  );
  return { ok: true, learnerId, ...outcome };
}
