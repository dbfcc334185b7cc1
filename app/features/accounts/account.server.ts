// The learner's own account page (issue #6): courses in progress, changing the password,
// deleting the account, signing out.
import { trustDevice } from "~/.server/auth/device-cookies";
import {
  accountKey,
  beginAttempt,
  failureRule,
  takeBackAttempt,
  type ThrottleRule,
} from "~/.server/auth/attempt-throttle";
import { hashPassword, verifyPassword } from "~/.server/auth/password-hash";
import {
  deleteLearnerById,
  findLearnerPasswordHash,
  updateLearnerPasswordHash,
} from "~/.server/db/repositories/learners";
import { findCourseProgress } from "~/.server/db/repositories/lesson-progress";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import type { Database } from "~/.server/db/schema";
import { summarizeCourseProgress, type CourseProgressSummary, type Learner } from "~/lib/learner";
import {
  AUTH_MESSAGES,
  confirmDeletionMessage,
  DELETE_CONFIRMATION,
  tooManyAttemptsMessage,
  type Message,
} from "./auth-messages";
import {
  endLearnerSession,
  LEARNER_DEVICE_POLICY,
  LEARNER_SESSION_KIND,
  startLearnerSession,
} from "./learner-session.server";
import { learnerPasswordProblem } from "./password-rules.server";

export interface AccountPage {
  learner: Learner;
  courses: CourseProgressSummary[];
}

export async function loadAccount(db: Database, learner: Learner): Promise<AccountPage> {
  const courses = await findCourseProgress(db, learner.id);
  return { learner, courses: courses.map(summarizeCourseProgress) };
}

export type AccountResult =
  | { ok: true; message: Message | null; token?: string; deviceToken?: string }
  | {
      ok: false;
      status: 400 | 401 | 429;
      error: Message;
      field?: string;
      retryAfterSeconds?: number;
    };

/**
 * Wrong current passwords, per account (issue #12): the form is only reached with the account's
 * session, so whoever holds a stolen session cookie gets 5 guesses in 15 minutes at the password
 * that would let them take the account over, from any number of addresses.
 */
export const PASSWORD_CHANGE_RULE: ThrottleRule = failureRule("learner-password");

/**
 * Changes the password after checking the current one, and ends every session of the account
 * (a thief with an open session must not keep it) and forgets its trusted browsers, then opens a
 * new session and trusts this browser again: it stays signed in, every other one is signed out.
 */
export async function changeLearnerPassword(
  db: Database,
  learnerId: string,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
  now: Date = new Date(),
): Promise<AccountResult> {
  if (!currentPassword || !newPassword) {
    return { ok: false, status: 400, error: AUTH_MESSAGES.missingCredentials };
  }
  const permit = await beginAttempt(db, PASSWORD_CHANGE_RULE, accountKey(learnerId), now);
  if (!permit.allowed) {
    return {
      ok: false,
      status: 429,
      error: tooManyAttemptsMessage(permit.retryAfterSeconds),
      field: "currentPassword",
      retryAfterSeconds: permit.retryAfterSeconds,
    };
  }
  const stored = await findLearnerPasswordHash(db, learnerId);
  if (!stored || !(await verifyPassword(stored, currentPassword))) {
    // The attempt stays recorded as a failure.
    return {
      ok: false,
      status: 401,
      error: AUTH_MESSAGES.wrongCurrentPassword,
      field: "currentPassword",
    };
  }
  // The current password was right: this attempt was no guess.
  await takeBackAttempt(db, permit.attemptId);
  const problem = learnerPasswordProblem(newPassword);
  if (problem) return { ok: false, status: 400, error: problem, field: "newPassword" };
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx) => {
    await updateLearnerPasswordHash(trx, learnerId, passwordHash, now);
    await deleteSessionsOfSubject(trx, LEARNER_SESSION_KIND, learnerId);
    await deleteTrustedDevicesOfSubject(trx, LEARNER_DEVICE_POLICY.scope, learnerId);
    const { token } = await startLearnerSession(trx, learnerId, now);
    const deviceToken = await trustDevice(trx, LEARNER_DEVICE_POLICY, learnerId, null, now);
    return { ok: true, message: AUTH_MESSAGES.passwordChanged, token, deviceToken };
  });
}

/**
 * Deletes the account, its progress (ON DELETE CASCADE) and its sessions, in one transaction.
 * The learner confirms by typing a word, so a stray tap cannot delete months of progress.
 */
export async function deleteLearnerAccount(
  db: Database,
  learnerId: string,
  confirm: string,
  /** The word the page asked for, in its language (issue #15); Arabic by default. */
  word: string = DELETE_CONFIRMATION,
): Promise<AccountResult> {
  if (confirm.trim() !== word) {
    const error =
      word === DELETE_CONFIRMATION ? AUTH_MESSAGES.confirmDeletion : confirmDeletionMessage(word);
    return { ok: false, status: 400, error, field: "confirm" };
  }
  await db.transaction().execute(async (trx) => {
    await deleteSessionsOfSubject(trx, LEARNER_SESSION_KIND, learnerId);
    await deleteTrustedDevicesOfSubject(trx, LEARNER_DEVICE_POLICY.scope, learnerId);
    await deleteLearnerById(trx, learnerId);
  });
  return { ok: true, message: null };
}

export function signOutLearner(db: Database, token: string | null): Promise<void> {
  return endLearnerSession(db, token);
}
