// Learner password reset (issue #14 part 8, docs/decisions/0025-password-reset.md): one-time
// links that an administrator makes for a learner (sent over WhatsApp or SMS by hand), or that a
// learner with an email asks for on /auth when SMTP is configured. A link is 32 random bytes of
// which only the SHA-256 is stored; it works for an hour, once, and a newer link for the same
// learner replaces it. Using it sets the password, ends every session of the account, forgets its
// trusted browsers and signs this browser in. A link an administrator made stops working when they
// may no longer make one (disabled, or in a role without manageLearners: issue #26).
import { createHash } from "node:crypto";
import { trustDevice } from "~/.server/auth/device-cookies";
import { addressKey, beginAttempt, type ThrottleRule } from "~/.server/auth/attempt-throttle";
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  readOneTimeToken,
} from "~/.server/auth/one-time-tokens";
import { hashPassword } from "~/.server/auth/password-hash";
import { findAdministratorById } from "~/.server/db/repositories/administrators";
import {
  findLearnerById,
  findLearnerCredentials,
  updateLearnerPasswordHash,
} from "~/.server/db/repositories/learners";
import {
  deleteOneTimeTokensExpiredBefore,
  deleteUnusedOneTimeTokens,
} from "~/.server/db/repositories/one-time-tokens";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import type { MailOutbox } from "~/.server/mail/mail-outbox";
import { can } from "~/lib/admin-roles";
import { learnerLabel } from "~/lib/learner";
import { RESET_MESSAGES, tooManyResetRequestsMessage, type Message } from "./auth-messages";
import { normalizeEmail, parseIdentifier } from "~/.server/auth/identifiers";
import {
  LEARNER_DEVICE_POLICY,
  LEARNER_SESSION_KIND,
  startLearnerSession,
} from "./learner-session.server";
import { learnerPasswordProblem } from "./password-rules.server";
import type { Translator } from "~/i18n/translator";
import { passwordResetMail } from "./password-reset-mail";

/** A link works for an hour after it was made (issue #14). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/**
 * Used and expired links are kept a day past their hour, so a link opened again says "already
 * used" or "expired" rather than "unknown"; then they are deleted when the next link is made.
 */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** The purpose of a learner's reset link (decision 0035). */
const LEARNER_RESET = "learner-reset";

/** Where a link's token is first opened; the page then moves it into a cookie (decision 0025). */
export function resetLinkPath(token: string): string {
  return `/reset-password/${token}`;
}

export interface CreatedResetLink {
  ok: true;
  /** The one-time token; shown once, never stored. */
  token: string;
  learnerId: string;
  /** The learner's email, else phone: whom the link is for. */
  learnerLabel: string;
  /** The learner's phone (E.164), if they gave one: the link may go to it on WhatsApp (issue #27). */
  learnerPhone: string | null;
  /** The administrator who made it, or null when the learner asked by email. */
  createdBy: string | null;
  createdAt: string;
  expiresAt: string;
  /** How many unused older links of the learner this one replaced (they no longer work). */
  replacedLinks: number;
}

/**
 * Makes a one-time link for the learner, replacing their unused ones, in one transaction. The
 * result says what was done (for the admin screen, and an audit log to record).
 */
export async function createPasswordResetLink(
  db: Database,
  {
    learnerId,
    createdBy,
    by,
  }: {
    learnerId: string;
    createdBy: string | null;
    /** The administrator making it (recorded in the audit log); none for a learner's own request. */
    by?: AuditOrigin;
  },
  now: Date = new Date(),
): Promise<CreatedResetLink | { ok: false; reason: "unknown-learner" }> {
  return db.transaction().execute(async (trx) => {
    const learner = await findLearnerById(trx, learnerId);
    if (!learner) return { ok: false, reason: "unknown-learner" } as const;
    await deleteOneTimeTokensExpiredBefore(
      trx,
      LEARNER_RESET,
      new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS),
    );
    const replacedLinks = await deleteUnusedOneTimeTokens(trx, LEARNER_RESET, { learnerId });
    const { token, expiresAt } = await issueOneTimeToken(
      trx,
      {
        purpose: LEARNER_RESET,
        subject: { learnerId },
        createdBy,
        lifetimeMs: RESET_LINK_LIFETIME_MS,
      },
      now,
    );
    if (by) {
      await recordAdminAction(trx, {
        ...by,
        action: "learner.reset_link",
        details: { learnerId, replacedLinks },
        at: now,
      });
    }
    return {
      ok: true,
      token,
      learnerId,
      learnerLabel: learnerLabel(learner),
      learnerPhone: learner.phone,
      createdBy,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      replacedLinks,
    } as const;
  });
}

export type ResetLinkState =
  | {
      status: "valid";
      linkId: string;
      createdBy: string | null;
      learnerId: string;
      learnerLabel: string;
      expiresAt: string;
    }
  | { status: "missing" | "unknown" | "expired" | "used" };

/** The message of a link that cannot be used. */
export function resetLinkProblem(status: Exclude<ResetLinkState["status"], "valid">): Message {
  switch (status) {
    case "missing":
      return RESET_MESSAGES.missingLink;
    case "unknown":
      return RESET_MESSAGES.unknownLink;
    case "expired":
      return RESET_MESSAGES.expiredLink;
    case "used":
      return RESET_MESSAGES.usedLink;
  }
}

/**
 * Whether the maker of a link may still make one (issue #26): a named administrator only while
 * enabled and in a role that may manage learners. Their unused links are deleted when they are
 * disabled or demoted (admin-auth's manage-administrators.server.ts); this check also covers a
 * link opened in the same moment, and links made before that deletion existed. A learner's own
 * request (null) and the bootstrap owner (`admin`, no administrator's row: administrators are
 * never deleted, decision 0035) always may.
 */
async function makerMayStillReset(db: Database, createdBy: string | null): Promise<boolean> {
  if (createdBy === null) return true;
  const maker = await findAdministratorById(db, createdBy);
  return maker === null || (maker.disabledAt === null && can(maker.role, "manageLearners"));
}

/** What the link `token` is at `now`: usable (and for whom), or why not. */
export async function inspectResetLink(
  db: Database,
  token: string | null,
  now: Date = new Date(),
): Promise<ResetLinkState> {
  if (token === null) return { status: "missing" };
  const found = await readOneTimeToken(db, LEARNER_RESET, token, now);
  if (found.status !== "valid") return found;
  // Withdrawn with its maker's right: as unknown as the deleted link it would be by now.
  if (!(await makerMayStillReset(db, found.link.createdBy))) return { status: "unknown" };
  const learner = found.link.learnerId ? await findLearnerById(db, found.link.learnerId) : null;
  if (!learner) return { status: "unknown" };
  return {
    status: "valid",
    linkId: found.link.id,
    createdBy: found.link.createdBy,
    learnerId: learner.id,
    learnerLabel: learnerLabel(learner),
    expiresAt: found.link.expiresAt,
  };
}

export type ResetResult =
  | { ok: true; learnerId: string; token: string; deviceToken: string }
  | {
      ok: false;
      status: 400 | 410;
      error: Message;
      /** The field to point at; none when the link itself cannot be used. */
      field?: "password" | "confirm";
      /** The link's state when it is the link that failed (the page then shows no form). */
      link?: Exclude<ResetLinkState["status"], "valid">;
    };

/**
 * Sets a new password with the link `token`: checks the link and the password (twice, under the
 * learner rules), then in one transaction uses the link (of two racing requests exactly one
 * wins), stores the argon2id hash, ends every session of the account, forgets its trusted
 * browsers, removes its other unused links and opens a session for this browser.
 */
export async function resetPasswordWithLink(
  db: Database,
  input: { token: string | null; password: string; confirm: string },
  now: Date = new Date(),
): Promise<ResetResult> {
  const link = await inspectResetLink(db, input.token, now);
  if (link.status !== "valid") {
    return { ok: false, status: 410, error: resetLinkProblem(link.status), link: link.status };
  }
  if (!input.password || !input.confirm) {
    return { ok: false, status: 400, error: RESET_MESSAGES.missingPassword, field: "password" };
  }
  const problem = learnerPasswordProblem(input.password);
  if (problem) return { ok: false, status: 400, error: problem, field: "password" };
  if (input.password !== input.confirm) {
    return { ok: false, status: 400, error: RESET_MESSAGES.passwordsDiffer, field: "confirm" };
  }
  // Hashed before the transaction: argon2 takes tens of milliseconds, no lock should wait on it.
  const passwordHash = await hashPassword(input.password);
  const learnerId = link.learnerId;
  const outcome = await db.transaction().execute(async (trx) => {
    // Its maker may have been disabled or demoted since the check above.
    if (!(await makerMayStillReset(trx, link.createdBy))) return null;
    if (!(await consumeOneTimeToken(trx, link.linkId, now))) return null;
    await updateLearnerPasswordHash(trx, learnerId, passwordHash, now);
    await deleteSessionsOfSubject(trx, LEARNER_SESSION_KIND, learnerId);
    await deleteTrustedDevicesOfSubject(trx, LEARNER_DEVICE_POLICY.scope, learnerId);
    await deleteUnusedOneTimeTokens(trx, LEARNER_RESET, { learnerId });
    const { token } = await startLearnerSession(trx, learnerId, now);
    const deviceToken = await trustDevice(trx, LEARNER_DEVICE_POLICY, learnerId, null, now);
    return { token, deviceToken };
  });
  if (!outcome) {
    // Used (or replaced, or expired) between the check and the claim: say what it is now.
    const after = await inspectResetLink(db, input.token, now);
    const status = after.status === "valid" ? "used" : after.status;
    return { ok: false, status: 410, error: resetLinkProblem(status), link: status };
  }
  return { ok: true, learnerId, ...outcome };
}

// --- Self-service by email (SMTP configured) --------------------------------------------------

/**
 * "Forgot password" requests per connection: 10 an hour. A school's or a carrier's shared address
 * has room for a class of forgetful learners, and nobody can mail-bomb a list of addresses.
 */
export const RESET_REQUEST_ADDRESS_RULE: ThrottleRule = {
  scope: "learner-reset-address",
  maxAttempts: 10,
  windowMs: 60 * 60 * 1000,
};

/** Requests per recipient, from anywhere: 3 an hour, so nobody's mailbox is flooded. */
export const RESET_REQUEST_EMAIL_RULE: ThrottleRule = {
  scope: "learner-reset-email",
  maxAttempts: 3,
  windowMs: 60 * 60 * 1000,
};

/** The throttle key of a recipient: a hash, so the throttle table holds no address. */
function recipientKey(email: string): string {
  return `email:${createHash("sha256").update(email).digest("hex").slice(0, 48)}`;
}

export type ResetRequestResult =
  | { ok: true; message: Message }
  | {
      ok: false;
      status: 400 | 429;
      error: Message;
      retryAfterSeconds?: number;
    };

export interface ResetRequestInput {
  /** What the learner typed in the email field. */
  identifier: string;
  clientIp: string;
  /** PUBLIC_URL's origin: mailed links are built from it alone (env.ts requires it with SMTP). */
  publicOrigin: string;
  /** The request's logger: a refused request is a security event. */
  log: Logger;
  /** The page's language: the mail is written in it, and its link opens a page in it. */
  translator: Translator;
}

/**
 * A learner asks for a link by email. The answer is the same, and takes the same work on the
 * request's path, whether an account has the address or not: the throttles count every request,
 * and looking the account up, making the link and sending the mail happen afterwards, in the
 * outbox's queue. A phone number is told that resets by phone go through the administrators.
 */
export async function requestPasswordResetByEmail(
  db: Database,
  mail: MailOutbox,
  input: ResetRequestInput,
  now: Date = new Date(),
): Promise<ResetRequestResult> {
  const typed = input.identifier.trim();
  if (!typed) return { ok: false, status: 400, error: RESET_MESSAGES.missingEmail };
  if (!typed.includes("@")) {
    const identifier = parseIdentifier(typed);
    if (identifier && "phone" in identifier) {
      return { ok: false, status: 400, error: RESET_MESSAGES.phoneGoesThroughAdmins };
    }
  }
  const email = normalizeEmail(typed);
  if (!email) return { ok: false, status: 400, error: RESET_MESSAGES.missingEmail };

  for (const [rule, key] of [
    [RESET_REQUEST_ADDRESS_RULE, addressKey(input.clientIp)],
    [RESET_REQUEST_EMAIL_RULE, recipientKey(email)],
  ] as const) {
    const permit = await beginAttempt(db, rule, key, now);
    if (!permit.allowed) {
      input.log.warn(
        { event: "password_reset_throttled", scope: rule.scope },
        "Password-reset request refused: limit reached.",
      );
      return {
        ok: false,
        status: 429,
        error: tooManyResetRequestsMessage(permit.retryAfterSeconds),
        retryAfterSeconds: permit.retryAfterSeconds,
      };
    }
  }

  mail.enqueue("password-reset link", async () => {
    const account = await findLearnerCredentials(db, { email });
    if (!account) return null;
    const created = await createPasswordResetLink(db, { learnerId: account.id, createdBy: null });
    if (!created.ok) return null;
    const i = input.translator;
    const link = new URL(i.path(resetLinkPath(created.token)), input.publicOrigin).href;
    return { to: email, ...passwordResetMail(link, i) };
  });
  return { ok: true, message: RESET_MESSAGES.requestAnswered };
}
