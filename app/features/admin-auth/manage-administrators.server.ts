// The owner's administrators screen (issue #14): who can sign in, with which role, and the
// invites not used yet. Changing a role or disabling someone ends their sessions in the same
// transaction (and the session check reads the row at every request anyway), so it counts at once;
// so does deleting the unused invites of an administrator who is disabled or no longer an owner.
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { deleteSessionsOfSubject } from "~/.server/db/repositories/sessions";
import {
  findAdministratorById,
  listAdministrators,
  setAdministratorDisabled,
  updateAdministratorRole,
} from "~/.server/db/repositories/administrators";
import { deleteTrustedDevicesOfSubject } from "~/.server/db/repositories/trusted-devices";
import type { Database } from "~/.server/db/schema";
import { BOOTSTRAP_OWNER_NAME, type ActingAdmin, type AdminRole } from "~/lib/admin-roles";
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
): Promise<AdministratorsOverview> {
  const administrators = await listAdministrators(db);
  const names = new Map(administrators.map((a) => [a.id, a.name]));
  const invites = (await listUnusedInvites(db)).map((invite) => ({
    ...invite,
    expired: now.getTime() >= Date.parse(invite.expiresAt),
    invitedByName:
      invite.invitedBy === null
        ? BOOTSTRAP_OWNER_NAME
        : (names.get(invite.invitedBy) ?? "(unknown)"),
  }));
  return { administrators, invites };
}

export type ManageResult =
  { ok: true; message: string } | { ok: false; status: 400 | 404; error: string };

const NOT_FOUND = { ok: false, status: 404, error: "Administrator not found" } as const;
/** An owner who demotes or disables themselves could lock the last named owner out. */
const NOT_YOURSELF = {
  ok: false,
  status: 400,
  error: "You cannot change your own role or disable yourself",
} as const;

/** Ends every session and forgets every trusted browser of one administrator. */
async function signOut(db: Database, administratorId: string, forgetBrowsers: boolean) {
  await deleteSessionsOfSubject(db, ADMIN_SESSION_KIND, administratorId);
  if (forgetBrowsers) {
    await deleteTrustedDevicesOfSubject(db, ADMIN_SESSION_KIND, administratorId);
  }
}

/**
 * Deletes the unused links an administrator made, invites and password-reset links alike: they
 * are no longer an enabled owner, so what they handed out stops working. Returns how many.
 */
async function revokeLinksMadeBy(db: Database, administratorId: string): Promise<number> {
  const invites = await deleteUnusedInvitesBy(db, administratorId);
  const resets = await deleteUnusedResetLinksBy(db, administratorId);
  return invites + resets;
}

export async function changeAdministratorRole(
  db: Database,
  by: ActingAdmin & { ip?: string },
  administratorId: string,
  role: AdminRole,
  now: Date = new Date(),
): Promise<ManageResult> {
  if (by.id === administratorId) return NOT_YOURSELF;
  return db.transaction().execute(async (trx) => {
    const administrator = await findAdministratorById(trx, administratorId);
    if (!administrator) return NOT_FOUND;
    if (!(await updateAdministratorRole(trx, administratorId, role, now))) {
      return { ok: true, message: `${administrator.name} is already ${role}` } as const;
    }
    // Pages they have open were rendered for the old role: they sign in again and see the new one.
    await signOut(trx, administratorId, false);
    // An owner no more: the invites they sent (some may grant owner) stop working with it.
    const linksRevoked = role === "owner" ? 0 : await revokeLinksMadeBy(trx, administratorId);
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
    return { ok: true, message: `${administrator.name} is now ${role}` } as const;
  });
}

export async function setAdministratorEnabled(
  db: Database,
  by: ActingAdmin & { ip?: string },
  administratorId: string,
  enabled: boolean,
  now: Date = new Date(),
): Promise<ManageResult> {
  if (by.id === administratorId) return NOT_YOURSELF;
  return db.transaction().execute(async (trx) => {
    const administrator = await findAdministratorById(trx, administratorId);
    if (!administrator) return NOT_FOUND;
    await setAdministratorDisabled(trx, administratorId, enabled ? null : now, now);
    let linksRevoked = 0;
    if (!enabled) {
      await signOut(trx, administratorId, true);
      // The invites they sent stop working with their access (acceptInvite checks it too).
      linksRevoked = await revokeLinksMadeBy(trx, administratorId);
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
      message: `${administrator.name} is ${enabled ? "enabled" : "disabled"}`,
    } as const;
  });
}
