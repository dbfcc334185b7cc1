// A named administrator who forgot their password (issue #14 audit): an owner makes a one-time
// reset link for them on /admin/administrators and sends it (WhatsApp, SMS), as for an invite.
// The link works once, for an hour (it opens an existing account, owners' included: shorter than
// an invite's 48 hours, as learners' reset links), and only while the administrator is enabled
// and the owner who made it still is one. Using it sets the new password, ends every session of
// that administrator and forgets their trusted browsers, and signs this browser in: all in one
// transaction with its audit entries. Only the SHA-256 of the token is stored.
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  readOneTimeToken,
} from "~/.server/auth/one-time-tokens";
import { deleteUnusedOneTimeTokens } from "~/.server/db/repositories/one-time-tokens";
import {
  findAdministratorById,
  updateAdministratorPasswordHash,
} from "~/.server/db/repositories/administrators";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { Database } from "~/.server/db/schema";
import type { ActingAdmin } from "~/lib/admin-roles";
import type { Administrator } from "~/lib/administrator";
import {
  inviterMayStillInvite,
  readyToUseLink,
  signInByLink,
  type AcceptFieldErrors,
  type LinkPasswordInput,
} from "./admin-invites.server";
import { ADMIN_SESSION_KIND } from "./password.server";

/** An administrator's reset link works for one hour, as a learner's. */
export const ADMIN_RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** The purpose of an administrator's reset link (decision 0035). */
const ADMIN_RESET = "admin-reset";

/** Deletes the unused reset links made for this administrator (they stop working). How many. */
export function deleteUnusedResetLinksFor(db: Database, administratorId: string): Promise<number> {
  return deleteUnusedOneTimeTokens(db, ADMIN_RESET, { administratorId });
}

/** Deletes the unused reset links this administrator made (no longer an enabled owner). */
export function deleteUnusedResetLinksBy(db: Database, createdBy: string): Promise<number> {
  return deleteUnusedOneTimeTokens(db, ADMIN_RESET, { createdBy });
}

export type CreateResetLinkResult =
  | { ok: true; token: string; name: string; expiresAt: string }
  | { ok: false; status: 400 | 404; error: string };

/** Makes a link for `administratorId`, replacing their unused ones; the token is shown once. */
export async function createAdministratorResetLink(
  db: Database,
  by: ActingAdmin & { ip?: string },
  administratorId: string,
  now: Date = new Date(),
  /** The owner's language for the refusals (issue #27); English by default. */
  { t }: AdminTranslator = adminTranslator("en"),
): Promise<CreateResetLinkResult> {
  return db.transaction().execute(async (trx) => {
    const administrator = await findAdministratorById(trx, administratorId);
    if (!administrator)
      return { ok: false, status: 404, error: t("administrators.notFound") } as const;
    if (administrator.disabledAt !== null) {
      return {
        ok: false,
        status: 400,
        error: t("administrators.disabledNoReset", { name: administrator.name }),
      } as const;
    }
    const replacedLinks = await deleteUnusedResetLinksFor(trx, administratorId);
    const { token, expiresAt } = await issueOneTimeToken(
      trx,
      {
        purpose: ADMIN_RESET,
        subject: { administratorId },
        createdBy: by.id,
        lifetimeMs: ADMIN_RESET_LINK_LIFETIME_MS,
      },
      now,
    );
    await recordAdminAction(trx, {
      actor: { id: by.id, name: by.name },
      ip: by.ip ?? "",
      action: "admin.reset_link",
      details: { administratorId, name: administrator.name, replacedLinks },
      at: now,
    });
    return {
      ok: true,
      token,
      name: administrator.name,
      expiresAt: expiresAt.toISOString(),
    } as const;
  });
}

export type ResetLinkState =
  | { status: "valid"; resetId: string; administrator: Administrator }
  | { status: "expired" | "used" | "unknown" | "withdrawn" };

/** What a reset link leads to, without changing anything. */
export async function readAdministratorResetLink(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<ResetLinkState> {
  const found = await readOneTimeToken(db, ADMIN_RESET, token, now);
  if (found.status !== "valid") return found;
  const reset = found.link;
  const administrator = reset.administratorId
    ? await findAdministratorById(db, reset.administratorId)
    : null;
  // Disabled since (their links are deleted then; this covers the same moment), or made by an
  // owner who no longer is one.
  if (!administrator || administrator.disabledAt !== null) return { status: "withdrawn" };
  if (!(await inviterMayStillInvite(db, reset.createdBy))) return { status: "withdrawn" };
  return { status: "valid", resetId: reset.id, administrator };
}

export type ResetPasswordResult =
  | { ok: true; token: string; deviceToken: string; admin: ActingAdmin }
  | { ok: false; status: 400; errors: AcceptFieldErrors }
  | { ok: false; status: 404 | 410; link: "expired" | "used" | "unknown" | "withdrawn" };

/** Uses the link: the new password, every other session ended, this browser signed in. */
export async function resetAdministratorPassword(
  db: Database,
  token: string,
  input: LinkPasswordInput,
  now: Date = new Date(),
): Promise<ResetPasswordResult> {
  const ready = await readyToUseLink(await readAdministratorResetLink(db, token, now), input);
  if (!ready.ok) {
    return "errors" in ready ? ready : { ok: false, status: ready.status, link: ready.reason };
  }
  const { passwordHash } = ready;
  const { administrator, resetId } = ready.state;
  return db.transaction().execute(async (trx) => {
    // Read again inside the transaction: disabled or demoted since the check above.
    const again = await readAdministratorResetLink(trx, token, now);
    if (again.status !== "valid") {
      return {
        ok: false,
        status: again.status === "unknown" ? 404 : 410,
        link: again.status,
      } as const;
    }
    if (!(await consumeOneTimeToken(trx, resetId, now))) {
      return { ok: false, status: 410, link: "used" } as const;
    }
    const id = administrator.id;
    await updateAdministratorPasswordHash(trx, id, passwordHash, now);
    // Whoever had the old password (or a session opened with it) is out, and no browser keeps
    // the trust it earned with it (decision 0012).
    const sessionsEnded = await deleteSessionsOfSubject(trx, ADMIN_SESSION_KIND, id);
    await deleteTrustedDevicesOfSubject(trx, ADMIN_SESSION_KIND, id);
    const admin = { id, name: administrator.name, role: administrator.role };
    return signInByLink(trx, admin, input, now, {
      action: "admin.password_change",
      details: { administratorId: id, via: "reset link", sessionsEnded },
      via: "reset link",
    });
  });
}
