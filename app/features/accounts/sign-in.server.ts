// Signing a learner in (issue #6): the admin gate's order (throttle first, then the password,
// then a new session), keyed by the client's address in the "learner" scope. An unknown account
// and a wrong password get the same message and take the same time, so the form does not tell
// which accounts exist.
import { beginLoginAttempt, clearLoginFailures } from "~/.server/auth/login-throttle";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import { findLearnerCredentials } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import { AUTH_MESSAGES, tooManyAttemptsMessage } from "./auth-messages";
import { parseIdentifier, readPhone } from "./identifiers";
import { mergeAnonymousProgress } from "./merge-progress.server";
import { LEARNER_PASSWORD_MAX_LENGTH } from "./password-rules.server";
import { startLearnerSession } from "./learner-session.server";
import type { AuthResult } from "./sign-up.server";

export const LEARNER_THROTTLE_SCOPE = "learner";

/** Verified when the account does not exist, so that case costs as long as a wrong password. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword("decoy password that matches no account");
  return decoyHash;
}

/** Logged as JSON so a forged forwarded address cannot write extra lines into the log. */
const quoted = (clientIp: string) => JSON.stringify(clientIp);

export interface SignInInput {
  identifier: string;
  password: string;
  clientIp: string;
  progress: readonly string[];
}

export async function signInLearner(
  db: Database,
  input: SignInInput,
  now: Date = new Date(),
): Promise<AuthResult> {
  if (!input.identifier.trim() || !input.password) {
    return { ok: false, status: 400, error: AUTH_MESSAGES.missingCredentials };
  }
  // Before anything is looked up: a blocked client learns nothing, even from the right password.
  const permit = await beginLoginAttempt(db, LEARNER_THROTTLE_SCOPE, input.clientIp, now);
  if (!permit.allowed) {
    console.warn(
      `Learner sign-in refused from ${quoted(input.clientIp)}: too many failed attempts (retry in ${permit.retryAfterSeconds} s).`,
    );
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(permit.retryAfterSeconds),
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }

  const identifier = parseIdentifier(input.identifier);
  const account = identifier ? await findLearnerCredentials(db, identifier) : null;
  const tooLong = [...input.password].length > LEARNER_PASSWORD_MAX_LENGTH;
  const matches = await verifyPassword(
    account && !tooLong ? account.passwordHash : await decoy(),
    tooLong ? "" : input.password,
  );
  if (!account || !matches || tooLong) {
    // The attempt stays recorded as a failure. Never log the identifier or the password.
    console.warn(`Learner sign-in failed from ${quoted(input.clientIp)}.`);
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

  await clearLoginFailures(db, LEARNER_THROTTLE_SCOPE, input.clientIp);
  return db.transaction().execute(async (trx) => {
    await mergeAnonymousProgress(trx, account.id, input.progress, now);
    const { token } = await startLearnerSession(trx, account.id, now);
    return { ok: true, learnerId: account.id, token } as const;
  });
}
