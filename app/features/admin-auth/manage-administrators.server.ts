// The owner's administrators screen (issue #14): who can sign in, with which role, and the
// invites not used yet. Changing a role or disabling someone ends their sessions in the same
// transaction (and the session check reads the row at every request anyway), so it counts at once;
// so does deleting the unused invites of an administrator who is disabled or no longer an owner,
// and the learners' reset links of one who is disabled or may no longer make them (issue #26).
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { deleteUnusedOneTimeTokens } from "~/.server/db/repositories/one-time-tokens";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import {
  findAdministratorById,
  listAdministrators,
  setAdministratorDisabled,
  updateAdministratorRole,
} from "~/.server/db/repositories/administrators";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import type { Database } from "~/.server/db/schema";
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import { BOOTSTRAP_OWNER_NAME, can, type ActingAdmin, type AdminRole } from "~/lib/admin-roles";
import type { AdminInvite, Administrator } from "~/lib/administrator";
import { deleteUnusedInvitesBy, listUnusedInvites } from "./admin-invites.server";
import { deleteUnusedResetLinksBy, deleteUnusedResetLinksFor } from "./admin-password-reset.server";
import { ADMIN_SESSION_KIND } from "./password.server";

export interface AdministratorsOverview {
  administrators: Administrator[];
  invites: (AdminInvite & { expired: boolean; invitedByName: string })[];
}

export async function loadAdministrators(
  db: Database,
  now: Date = new Date(),
  { t }: AdminTranslator = adminTranslator("en"),
): Promise<AdministratorsOverview> {
  const administrators = await listAdministrators(db);
  const names = new Map(administrators.map((a) => [a.id, a.name]));
  const invites = (await listUnusedInvites(db)).map((invite) => ({
    ...invite,
    expired: now.getTime() >= Date.parse(invite.expiresAt),
    invitedByName:
      invite.invitedBy === null
        ? BOOTSTRAP_OWNER_NAME
        : (names.get(invite.invitedBy) ?? t("administrators.unknownInviter")),
  }));
  return { administrators, invites };
}

export type ManageResult =
  { ok: true; message: string } | { ok: false; status: 400 | 404; error: string };

const notFound = (t: AdminTranslator) =>
  ({ ok: false, status: 404, error: t.t("administrators.notFound") }) as const;
/** An owner who demotes or disables themselves could lock the last named owner out. */
const notYourself = (t: AdminTranslator) =>
  ({ ok: false, status: 400, error: t.t("administrators.notYourself") }) as const;

/**
 * A role inside a sentence: English keeps the role's own name ("… is now analyst", the words the
 * screen always said); the other languages its translated label.
 */
function roleInSentence(t: AdminTranslator, role: AdminRole): string {
  return t.locale === "en" ? role : t.t(`role.${role}`);
}

/** Ends every session and forgets every trusted browser of one administrator. */
async function signOut(db: Database, administratorId: string, forgetBrowsers: boolean) {
  await deleteSessionsOfSubject(db, ADMIN_SESSION_KIND, administratorId);
  if (forgetBrowsers) {
    await deleteTrustedDevicesOfSubject(db, ADMIN_SESSION_KIND, administratorId);
  }
}

/**
 * Deletes the unused links an administrator made that their new standing no longer allows: as
 * anything but an enabled owner, their invites and administrators' reset links; disabled or in a
 * role without manageLearners, their learners' reset links (the accounts feature checks the maker
 * again when a link is used). Returns how many.
 */
async function revokeLinksMadeBy(
  db: Database,
  administratorId: string,
  standing: { enabled: boolean; role: AdminRole },
): Promise<number> {
  let revoked = 0;
  if (!standing.enabled || standing.role !== "owner") {
    revoked += await deleteUnusedInvitesBy(db, administratorId);
    revoked += await deleteUnusedResetLinksBy(db, administratorId);
  }
  if (!standing.enabled || !can(standing.role, "manageLearners")) {
    revoked += await deleteUnusedOneTimeTokens(db, "learner-reset", { createdBy: administratorId });
  }
  return revoked;
}

export async function changeAdministratorRole(
  db: Database,
  by: ActingAdmin & { ip?: string },
  administratorId: string,
  role: AdminRole,
  now: Date = new Date(),
  /** The owner's language for the answer (issue #27); English by default. */
  t: AdminTranslator = adminTranslator("en"),
): Promise<ManageResult> {
  if (by.id === administratorId) return notYourself(t);
  const values = (name: string) => ({ name, role: roleInSentence(t, role) });
  return db.transaction().execute(async (trx) => {
    const administrator = await findAdministratorById(trx, administratorId);
    if (!administrator) return notFound(t);
    if (!(await updateAdministratorRole(trx, administratorId, role, now))) {
      return {
        ok: true,
        message: t.t("administrators.alreadyRole", values(administrator.name)),
      } as const;
    }
    // Pages they have open were rendered for the old role: they sign in again and see the new one.
    await signOut(trx, administratorId, false);
    // An owner no more: the invites they sent (some may grant owner) stop working with it; and
    // without the right to manage learners, the learners' reset links they made.
    const linksRevoked = await revokeLinksMadeBy(trx, administratorId, {
      enabled: administrator.disabledAt === null,
      role,
    });
    await recordAdminAction(trx, {
      actor: { id: by.id, name: by.name },
      ip: by.ip ?? "",
      action: "admin.role_change",
      details: {
        administratorId,
        name: administrator.name,
        from: administrator.role,
        to: role,
        ...(linksRevoked > 0 ? { linksRevoked } : {}),
      },
      at: now,
    });
    return {
      ok: true,
      message: t.t("administrators.nowRole", values(administrator.name)),
    } as const;
  });
}

export async function setAdministratorEnabled(
  db: Database,
  by: ActingAdmin & { ip?: string },
  administratorId: string,
  enabled: boolean,
  now: Date = new Date(),
  /** The owner's language for the answer (issue #27); English by default. */
  t: AdminTranslator = adminTranslator("en"),
): Promise<ManageResult> {
  if (by.id === administratorId) return notYourself(t);
  return db.transaction().execute(async (trx) => {
    const administrator = await findAdministratorById(trx, administratorId);
    if (!administrator) return notFound(t);
    await setAdministratorDisabled(trx, administratorId, enabled ? null : now, now);
    let linksRevoked = 0;
    if (!enabled) {
      await signOut(trx, administratorId, true);
      // The invites they sent stop working with their access (acceptInvite checks it too).
      linksRevoked = await revokeLinksMadeBy(trx, administratorId, {
        enabled: false,
        role: administrator.role,
      });
      // And the reset links made for them: a disabled administrator may not sign in at all.
      await deleteUnusedResetLinksFor(trx, administratorId);
    }
    await recordAdminAction(trx, {
      actor: { id: by.id, name: by.name },
      ip: by.ip ?? "",
      action: enabled ? "admin.enable" : "admin.disable",
      details: {
        administratorId,
        name: administrator.name,
        ...(linksRevoked > 0 ? { linksRevoked } : {}),
      },
      at: now,
    });
    return {
      ok: true,
      message: t.t(enabled ? "administrators.nowEnabled" : "administrators.nowDisabled", {
        name: administrator.name,
      }),
    } as const;
  });
}
