// Access control for every admin loader and action (issue #3: the server is the only authority;
// the original kept a flag in localStorage, spec §4 'Admin gate'). Since issue #14 a session
// belongs to someone: the bootstrap owner (the admin password alone) or a named administrator,
// whose row is read at every request, so a disabled one or a changed role counts at once.
//
//   const { admin } = await requireAdmin(request, context, ...PERMISSIONS.editCourses);
//   admin.id    // the administrator's id, or null for the bootstrap owner
//   admin.role  // "owner" | "editor" | "analyst"
//
// Signed out: a thrown 401 (the admin layout shows the gate). Signed in with a role not in the
// list: a thrown 403 whose JSON body { title, description } the admin pages show as a page, and
// the resource routes (uploads) send as is. No roles listed: any signed-in administrator.
import type { AppLoadContext } from "react-router";
import { findAdministratorById } from "~/.server/db/repositories/administrators";
import {
  ADMIN_ROLE_LABELS,
  BOOTSTRAP_OWNER_NAME,
  type ActingAdmin,
  type AdminRole,
} from "~/lib/admin-roles";
import { endAdminSession, findAdminSession, readSessionToken } from "./admin-session.server";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Actor } from "~/lib/admin-audit";

export interface AdminSession {
  /** When the session ends at the latest (ISO-8601); the idle timeout may end it sooner. */
  expiresAt: string;
  /** Who is acting: for every check, and for the audit log to come. */
  admin: ActingAdmin;
}

/**
 * The admin session of this request, or null. Reads the session cookie, looks up the hashed
 * token, enforces the idle (2 h) and absolute (12 h) limits and refreshes last-seen; then whose it
 * is. A session of an administrator who is disabled (or gone) is ended on the way.
 */
export async function getAdminSession(
  request: Request,
  context: AppLoadContext,
): Promise<AdminSession | null> {
  const token = readSessionToken(request);
  const session = await findAdminSession(context.db, token);
  if (!session) return null;
  const { expiresAt, administratorId } = session;
  if (administratorId === null) {
    return { expiresAt, admin: { id: null, name: BOOTSTRAP_OWNER_NAME, role: "owner" } };
  }
  const administrator = await findAdministratorById(context.db, administratorId);
  if (!administrator || administrator.disabledAt !== null) {
    // Disabling ends the sessions in its transaction; this covers one opened in between.
    await endAdminSession(context.db, token);
    return null;
  }
  const { id, name, role } = administrator;
  return { expiresAt, admin: { id, name, role } };
}

/** What a refused role is told, on the 403 page and in the editor's sign-in dialog. */
export function notAllowedMessage(role: AdminRole): {
  title: string;
  description: string;
  /** For the admin pages to say it in the administrator's language (issue #27). */
  role: AdminRole;
} {
  return {
    role,
    title: "Not allowed",
    description: `Your role (${ADMIN_ROLE_LABELS[role].label}) does not allow this. Ask an owner if you need it.`,
  };
}

/** The 403 every refused admin request gets: JSON, so pages and resource routes share it. */
export function forbidden(role: AdminRole): Response {
  return Response.json(notAllowedMessage(role), {
    status: 403,
    headers: { "Cache-Control": "no-store" },
  });
}

/**
 * The admin session, or a thrown 401 (signed out) or 403 (a role not among `allowedRoles`; none
 * given: any role). Every admin loader and action calls it before anything else.
 */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
  ...allowedRoles: readonly AdminRole[]
): Promise<AdminSession> {
  const session = await getAdminSession(request, context);
  if (!session) throw new Response(null, { status: 401 });
  if (allowedRoles.length > 0 && !allowedRoles.includes(session.admin.role)) {
    throw forbidden(session.admin.role);
  }
  return session;
}

/** Who this session is, for the audit log: its administrator's id (null: the bootstrap owner). */
export function actorOf(session: AdminSession): Actor {
  return { id: session.admin.id, name: session.admin.name };
}

/** Who acts and from where, for a feature that records an admin write (the audit log). */
export function auditOrigin(session: AdminSession, context: AppLoadContext): AuditOrigin {
  return { actor: actorOf(session), ip: context.clientIp };
}
