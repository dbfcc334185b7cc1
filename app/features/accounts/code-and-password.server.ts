// What the two ways in with a code share (a recovery code, decision 0043; a class sheet's sign-in
// code, decision 0050): the form's fields and the checks that cost no attempt, and the ending (a
// new password, every other session and trusted browser ended, this browser signed in and
// trusted, a new recovery code), in one transaction that first uses the code up. Each code keeps
// its own throttle, lookup and refusal messages.
import { data, type AppLoadContext } from "react-router";
import { trustDevice } from "~/.server/auth/device-cookies";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import { updateLearnerPasswordHash } from "~/.server/db/repositories/learners";
import { replaceRecoveryCode } from "~/.server/db/repositories/learner-recovery-codes";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import type { Database } from "~/.server/db/schema";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import type { Logger } from "~/.server/logger";
import { requestTranslator } from "~/i18n/request-translator.server";
import { recoveryFormSchema, safeLearnerRedirect } from "./auth-form";
import { messageText, RECOVERY_MESSAGES, type Message } from "./auth-messages";
import type { CodePasswordFormState } from "./code-password-form";
import {
  LEARNER_DEVICE_POLICY,
  LEARNER_SESSION_KIND,
  learnerDeviceCookie,
  learnerSessionCookie,
  rememberSignedInLearner,
  startLearnerSession,
} from "./learner-session.server";
import { learnerPasswordProblem } from "./password-rules.server";

export type CodePasswordField = "identifier" | "code" | "password" | "confirm";

export interface CodePasswordInput {
  identifier: string;
  code: string;
  password: string;
  confirm: string;
  clientIp: string;
  log: Logger;
}

export type CodePasswordRefusal = {
  ok: false;
  status: 400 | 401 | 429;
  error: Message;
  field: CodePasswordField;
  retryAfterSeconds?: number;
};

export type CodePasswordResult =
  | { ok: true; learnerId: string; token: string; deviceToken: string; recoveryCode: string }
  | CodePasswordRefusal;

export const refuseCodePassword = (
  status: 400 | 401,
  error: Message,
  field: CodePasswordField,
): CodePasswordRefusal => ({ ok: false, status, error, field });

/**
 * What a person gets wrong without guessing anything: no identifier, a code of the wrong shape,
 * a password missing, too weak or typed differently twice. Checked before any throttle, costing
 * no attempt; the code as `readCode` normalises it when all is well.
 */
export function checkCodePasswordForm(
  input: CodePasswordInput,
  readCode: (typed: string) => string | null,
  malformedCode: Message,
): { ok: true; code: string } | CodePasswordRefusal {
  if (!input.identifier.trim()) {
    return refuseCodePassword(400, RECOVERY_MESSAGES.missingIdentifier, "identifier");
  }
  const code = readCode(input.code);
  if (!code) return refuseCodePassword(400, malformedCode, "code");
  if (!input.password || !input.confirm) {
    return refuseCodePassword(400, RECOVERY_MESSAGES.missingPassword, "password");
  }
  const problem = learnerPasswordProblem(input.password);
  if (problem) return refuseCodePassword(400, problem, "password");
  if (input.password !== input.confirm) {
    return refuseCodePassword(400, RECOVERY_MESSAGES.passwordsDiffer, "confirm");
  }
  return { ok: true, code };
}

let decoyHash: Promise<string> | undefined;

/**
 * The code against its stored hash, or against a decoy when there is no account or no code, so
 * that every refusal takes the same argon2 work. The decoy's text is no code of either kind (it
 * has spaces and lower-case letters, which both codes' readers remove or refuse).
 */
export async function verifyCodeOrDecoy(
  stored: string | null | undefined,
  code: string,
): Promise<boolean> {
  decoyHash ??= hashPassword("no code matches this");
  return verifyPassword(stored ?? (await decoyHash), code);
}

/**
 * The checked code's ending, in one transaction: `useCode` uses the code up and says whether it
 * could (of two requests with the same code, only the one that deletes it goes on; null then).
 * `next` is the learner's new recovery code (makeRecoveryCode). The hashing is done before, so no
 * lock waits on argon2.
 */
export async function setPasswordAndSignIn(
  db: Database,
  learnerId: string,
  {
    password,
    next,
    now,
  }: { password: string; next: { hash: string; formatted: string }; now: Date },
  useCode: (trx: Database) => Promise<boolean>,
): Promise<{ token: string; deviceToken: string; recoveryCode: string } | null> {
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction().execute(async (trx) => {
    if (!(await useCode(trx))) return null;
    await updateLearnerPasswordHash(trx, learnerId, passwordHash, now);
    await deleteSessionsOfSubject(trx, LEARNER_SESSION_KIND, learnerId);
    await deleteTrustedDevicesOfSubject(trx, LEARNER_DEVICE_POLICY.scope, learnerId);
    await replaceRecoveryCode(trx, learnerId, next.hash, now);
    const { token } = await startLearnerSession(trx, learnerId, now);
    const deviceToken = await trustDevice(trx, LEARNER_DEVICE_POLICY, learnerId, null, now);
    return { token, deviceToken };
  });
  return outcome && { ...outcome, recoveryCode: next.formatted };
}

/**
 * The answer to either code form (/auth's class-sheet code, /auth/forgot-password's recovery
 * code), for its route's action: on a refusal the form again with its message, what was typed as
 * who and the status (429 with Retry-After); on success the session and trusted-browser cookies,
 * and the new recovery code on this answer only (never stored, never cached). The page's loaders
 * are told who is signed in now, so its header shows the account.
 */
export async function answerCodePasswordForm(
  request: Request,
  context: Pick<AppLoadContext, "db" | "clientIp" | "log">,
  fields: Record<string, FormDataEntryValue>,
  checkCode: (db: Database, input: CodePasswordInput) => Promise<CodePasswordResult>,
) {
  const i = requestTranslator(request);
  const parsed = recoveryFormSchema.safeParse(fields);
  const input = parsed.success
    ? parsed.data
    : { identifier: "", code: "", password: "", confirm: "", redirectTo: undefined };
  const redirectTo = safeLearnerRedirect(input.redirectTo, i.path("/"));
  const result = await checkCode(context.db, {
    ...input,
    clientIp: context.clientIp,
    log: context.log,
  });
  if (!result.ok) {
    const codeForm: CodePasswordFormState = {
      error: messageText(i, result.error),
      field: result.field,
      identifier: input.identifier,
    };
    return data(
      { codeForm, redirectTo },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterSeconds) },
    );
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", learnerSessionCookie(request, result.token));
  headers.append("Set-Cookie", learnerDeviceCookie(request, result.deviceToken));
  rememberSignedInLearner(context, result.learnerId);
  return data({ codeUsed: { recoveryCode: result.recoveryCode, redirectTo } }, { headers });
}
