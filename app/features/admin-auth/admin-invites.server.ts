// Inviting named administrators (issue #14, decision 0019). An owner names a person (name, email
// or phone, role); the server makes a one-time link valid 48 hours, shows it once, and keeps only
// the SHA-256 of its token. The person opens it, chooses their own password (the learners' rules)
// and is signed in as that administrator; the link then stops working.
import { trustDevice } from "~/.server/auth/device-cookies";
import { normalizeEmail, readPhone } from "~/.server/auth/identifiers";
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  readOneTimeToken,
  type OneTimeToken,
} from "~/.server/auth/one-time-tokens";
import { characterCount, hashPassword } from "~/.server/auth/password-hash";
import { passwordProblem, PASSWORD_MIN_LENGTH } from "~/.server/auth/password-rules";
import {
  deleteUnusedOneTimeTokens,
  findUnusedOneTimeTokenById,
  hasLiveOneTimeToken,
  listUnusedOneTimeTokens,
} from "~/.server/db/repositories/one-time-tokens";
import {
  findAdministratorById,
  identifierIsAdministrator,
  insertAdministrator,
} from "~/.server/db/repositories/administrators";
import {
  recordAdminAction,
  type AdminAction,
  type AuditDetails,
} from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import { isAdminRole, type ActingAdmin, type AdminRole } from "~/lib/admin-roles";
import type { AdminInvite } from "~/lib/administrator";
import { ADMIN_DEVICE_POLICY, createAdminSession } from "./admin-session.server";

/** Issue #14: an invite link is valid 48 hours. */
export const INVITE_LIFETIME_MS = 48 * 60 * 60 * 1000;
export const ADMIN_NAME_MAX_LENGTH = 100;

/** The purpose of an invite's one-time link (decision 0035). */
const INVITE = "admin-invite";

/** An invite as the admin screens see it, from its one-time link's row. */
function toInvite(link: OneTimeToken): AdminInvite {
  const invitee = link.invitee;
  if (!invitee || !isAdminRole(invitee.role)) throw new Error(`invite ${link.id} names no role`);
  return {
    id: link.id,
    name: invitee.name,
    identifier: invitee.identifier,
    role: invitee.role,
    invitedBy: link.createdBy,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    usedAt: link.usedAt,
  };
}

/** Invites not used yet (live or expired), newest first. */
export async function listUnusedInvites(db: Database): Promise<AdminInvite[]> {
  return (await listUnusedOneTimeTokens(db, INVITE)).map(toInvite);
}

/** Deletes every unused invite this administrator made (their links stop working). How many. */
export function deleteUnusedInvitesBy(db: Database, administratorId: string): Promise<number> {
  return deleteUnusedOneTimeTokens(db, INVITE, { createdBy: administratorId });
}

export type InviteFieldErrors = Partial<Record<"name" | "identifier" | "role", string>>;

export type InviteResult =
  | { ok: true; token: string; invite: { name: string; identifier: string; role: AdminRole } }
  | { ok: false; errors: InviteFieldErrors };

/**
 * An administrator's identifier from what the owner typed: a lower-cased email, or a phone number
 * in E.164 that its country's plan allocates (the learners' sign-up rule, decision 0013).
 */
export function readAdministratorIdentifier(input: string): string | null {
  const typed = input.trim();
  if (typed.includes("@")) return normalizeEmail(typed);
  const phone = readPhone(typed);
  return phone.ok ? phone.phone : null;
}

/** Creates an invite; the token is returned once, for the owner to copy, and never stored. */
export async function inviteAdministrator(
  db: Database,
  by: ActingAdmin & { ip?: string },
  input: { name: unknown; identifier: unknown; role: unknown },
  now: Date = new Date(),
  /** The inviting owner's language for the field errors (issue #27); English by default. */
  { t }: AdminTranslator = adminTranslator("en"),
): Promise<InviteResult> {
  const errors: InviteFieldErrors = {};
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (name === "") errors.name = t("administrators.nameMissing");
  else if (characterCount(name) > ADMIN_NAME_MAX_LENGTH) {
    errors.name = t("administrators.nameTooLong", { max: ADMIN_NAME_MAX_LENGTH });
  }
  const typed = typeof input.identifier === "string" ? input.identifier : "";
  const identifier = typed.length <= 320 ? readAdministratorIdentifier(typed) : null;
  if (typed.trim() === "") errors.identifier = t("administrators.identifierMissing");
  else if (!identifier) errors.identifier = t("administrators.identifierInvalid");
  if (!isAdminRole(input.role)) errors.role = t("administrators.roleMissing");
  if (!identifier || !isAdminRole(input.role) || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  const role = input.role;

  if (await identifierIsAdministrator(db, identifier)) {
    return {
      ok: false,
      errors: { identifier: t("administrators.identifierTaken") },
    };
  }
  if (await hasLiveOneTimeToken(db, INVITE, { inviteeIdentifier: identifier }, now)) {
    return {
      ok: false,
      errors: { identifier: t("administrators.identifierInvited") },
    };
  }

  const token = await db.transaction().execute(async (trx) => {
    const link = await issueOneTimeToken(
      trx,
      {
        purpose: INVITE,
        subject: { invitee: { name, identifier, role } },
        createdBy: by.id,
        lifetimeMs: INVITE_LIFETIME_MS,
      },
      now,
    );
    await recordAdminAction(trx, {
      actor: { id: by.id, name: by.name },
      ip: by.ip ?? "",
      action: "admin.invite",
      details: { name, role },
      at: now,
    });
    return link.token;
  });
  return { ok: true, token, invite: { name, identifier, role } };
}

/**
 * Revokes an unused invite (its link stops working) and records it, in one transaction. False
 * when there was none to revoke.
 */
export async function revokeInvite(
  db: Database,
  by: ActingAdmin & { ip?: string },
  inviteId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const link = await findUnusedOneTimeTokenById(trx, INVITE, inviteId);
    if (!link || (await deleteUnusedOneTimeTokens(trx, INVITE, { id: inviteId })) === 0) {
      return false;
    }
    const invite = toInvite(link);
    await recordAdminAction(trx, {
      actor: { id: by.id, name: by.name },
      ip: by.ip ?? "",
      action: "admin.invite_revoke",
      details: { name: invite.name, role: invite.role },
      at: now,
    });
    return true;
  });
}

/**
 * Whether the administrator who made an invite may still invite: the bootstrap owner (null)
 * always; a named one only while enabled and an owner. Their unused invites are deleted when they
 * are disabled or demoted (manage-administrators.server.ts); this check also covers a link opened
 * in the same moment.
 */
export async function inviterMayStillInvite(
  db: Database,
  invitedBy: string | null,
): Promise<boolean> {
  if (invitedBy === null) return true;
  const inviter = await findAdministratorById(db, invitedBy);
  return inviter !== null && inviter.disabledAt === null && inviter.role === "owner";
}

export type InviteState =
  | { status: "valid"; invite: AdminInvite }
  | { status: "expired" | "used" | "unknown" | "withdrawn" };

/** What an invite link leads to, without changing anything. */
export async function readInvite(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<InviteState> {
  const found = await readOneTimeToken(db, INVITE, token, now);
  if (found.status !== "valid") return found;
  const invite = toInvite(found.link);
  if (!(await inviterMayStillInvite(db, invite.invitedBy))) return { status: "withdrawn" };
  return { status: "valid", invite };
}

export type AcceptFieldErrors = Partial<Record<"password" | "confirm", string>>;

/**
 * The password typed on a one-time link's page (an invite, a reset): the learner password rules,
 * and the same text again in the confirmation.
 */
export function chosenPassword(input: {
  password: unknown;
  confirm: unknown;
  t?: AdminTranslator;
}): { ok: true; password: string } | { ok: false; errors: AcceptFieldErrors } {
  const { t } = input.t ?? adminTranslator("en");
  const password = typeof input.password === "string" ? input.password : "";
  const confirm = typeof input.confirm === "string" ? input.confirm : "";
  const problem = passwordProblem(password);
  if (problem) {
    const message = {
      "too-short": t("link.passwordTooShort", { min: PASSWORD_MIN_LENGTH }),
      "too-long": t("link.passwordTooLong"),
      common: t("link.passwordCommon"),
    }[problem];
    return { ok: false, errors: { password: message } };
  }
  if (confirm !== password) return { ok: false, errors: { confirm: t("link.passwordsDiffer") } };
  return { ok: true, password };
}

export type AcceptResult =
  | { ok: true; token: string; deviceToken: string; admin: ActingAdmin }
  | { ok: false; status: 400; errors: AcceptFieldErrors }
  | {
      ok: false;
      status: 404 | 409 | 410;
      invite: "expired" | "used" | "unknown" | "taken" | "withdrawn";
    };

/** What the page of an administrator's one-time link sends: the password twice, this browser. */
export interface LinkPasswordInput {
  password: unknown;
  confirm: unknown;
  deviceToken?: string | null;
  ip?: string;
  /** The language of the page's errors (issue #27): the browser's admin choice; English by default. */
  t?: AdminTranslator;
}

/**
 * The checks before a link is used, in the order the page reports them: the link (its `state`),
 * then the chosen password, hashed here, outside the transaction that uses the link (argon2
 * takes tens of milliseconds; no lock should wait on it).
 */
export async function readyToUseLink<State extends { status: string }>(
  state: State,
  input: LinkPasswordInput,
): Promise<
  | { ok: true; state: Extract<State, { status: "valid" }>; passwordHash: string }
  | { ok: false; status: 400; errors: AcceptFieldErrors }
  | { ok: false; status: 404 | 410; reason: Exclude<State["status"], "valid"> }
> {
  if (state.status !== "valid") {
    const reason = state.status as Exclude<State["status"], "valid">;
    return { ok: false, status: state.status === "unknown" ? 404 : 410, reason };
  }
  const chosen = chosenPassword(input);
  if (!chosen.ok) return { ok: false, status: 400, errors: chosen.errors };
  const passwordHash = await hashPassword(chosen.password);
  return { ok: true, state: state as Extract<State, { status: "valid" }>, passwordHash };
}

/**
 * Signs in the administrator a one-time link made or reset, in the transaction that used it: a
 * session, this browser trusted, and two audit entries, as two things happened (what the link
 * did, then the sign-in), both under that administrator's name.
 */
export async function signInByLink(
  trx: Database,
  admin: ActingAdmin & { id: string },
  input: LinkPasswordInput,
  now: Date,
  done: { action: AdminAction; details: AuditDetails; via: string },
): Promise<{ ok: true; token: string; deviceToken: string; admin: ActingAdmin }> {
  const session = await createAdminSession(trx, now, admin.id);
  const deviceToken = await trustDevice(
    trx,
    ADMIN_DEVICE_POLICY,
    admin.id,
    input.deviceToken ?? null,
    now,
  );
  const origin = { actor: { id: admin.id, name: admin.name }, ip: input.ip ?? "", at: now };
  await recordAdminAction(trx, { ...origin, action: done.action, details: done.details });
  await recordAdminAction(trx, {
    ...origin,
    action: "admin.sign_in",
    details: { via: done.via },
  });
  return { ok: true, token: session.token, deviceToken, admin };
}

/**
 * Uses the invite: a new administrator with the chosen password, signed in at once. The invite is
 * marked used in the same transaction as the administrator is created, by a conditional update,
 * so a link used twice at the same moment makes one administrator.
 */
export async function acceptInvite(
  db: Database,
  token: string,
  input: LinkPasswordInput,
  now: Date = new Date(),
): Promise<AcceptResult> {
  const ready = await readyToUseLink(await readInvite(db, token, now), input);
  if (!ready.ok) {
    return "errors" in ready ? ready : { ok: false, status: ready.status, invite: ready.reason };
  }
  const { passwordHash } = ready;
  const { invite } = ready.state;
  try {
    return await db.transaction().execute(async (trx) => {
      // The inviter may have been disabled or demoted since the invite was read above.
      if (!(await inviterMayStillInvite(trx, invite.invitedBy))) {
        return { ok: false, status: 410, invite: "withdrawn" } as const;
      }
      if (!(await consumeOneTimeToken(trx, invite.id, now))) {
        return { ok: false, status: 410, invite: "used" } as const;
      }
      if (await identifierIsAdministrator(trx, invite.identifier)) {
        return { ok: false, status: 409, invite: "taken" } as const;
      }
      const id = await insertAdministrator(
        trx,
        { name: invite.name, identifier: invite.identifier, role: invite.role, passwordHash },
        now,
      );
      // The invite made this administrator, and signed them in.
      return signInByLink(trx, { id, name: invite.name, role: invite.role }, input, now, {
        action: "admin.invite_accept",
        details: { administratorId: id, role: invite.role, invitedBy: invite.invitedBy ?? "owner" },
        via: "invite",
      });
    });
  } catch (error) {
    // Two links naming the same person used at once: the unique identifier stops the second.
    if (await identifierIsAdministrator(db, invite.identifier)) {
      return { ok: false, status: 409, invite: "taken" };
    }
    throw error;
  }
}
