// Creating a learner account (issue #6): an email, a phone number or both, a password; the
// anonymous progress the browser kept is merged in the same transaction, then a session opens.
import { hashPassword } from "~/.server/auth/password-hash";
import { findTakenIdentifiers, insertLearner } from "~/.server/db/repositories/learners";
import type { Database } from "~/.server/db/schema";
import { AUTH_MESSAGES } from "./auth-messages";
import { normalizeEmail, readPhone } from "./identifiers";
import { mergeAnonymousProgress } from "./merge-progress.server";
import { learnerPasswordProblem } from "./password-rules.server";
import { startLearnerSession } from "./learner-session.server";

export type AuthField = "email" | "phone" | "identifier" | "password";

export type AuthResult =
  | { ok: true; learnerId: string; token: string }
  | {
      ok: false;
      status: 400 | 401 | 409 | 429;
      error: string;
      field?: AuthField;
      retryAfterSeconds?: number;
    };

export interface SignUpInput {
  email: string;
  phone: string;
  password: string;
  /** Lesson ids completed while signed out (localStorage). */
  progress: readonly string[];
}

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

  const taken = () => findTakenIdentifiers(db, { email, phone });
  const refusal = (t: { email: boolean; phone: boolean }): AuthResult | null =>
    t.email
      ? { ok: false, status: 409, error: AUTH_MESSAGES.emailTaken, field: "email" }
      : t.phone
        ? { ok: false, status: 409, error: AUTH_MESSAGES.phoneTaken, field: "phone" }
        : null;
  const before = refusal(await taken());
  if (before) return before;

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const learnerId = await insertLearner(trx, { email, phone, passwordHash }, now);
      await mergeAnonymousProgress(trx, learnerId, input.progress, now);
      const { token } = await startLearnerSession(trx, learnerId, now);
      return { ok: true, learnerId, token } as const;
    });
  } catch (error) {
    // Two sign-ups with the same identifier at once: the unique constraint stops the second.
    const after = refusal(await taken());
    if (after) return after;
    throw error;
  }
}
