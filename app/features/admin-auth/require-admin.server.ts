// Access control for every admin loader and action (issue #3: the server is the only
// authority; the original kept a flag in localStorage, spec §4 'Admin gate').
import type { AppLoadContext } from "react-router";
import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import { OWNER_ACTOR, type Actor } from "~/lib/admin-audit";
import { findAdminSession, readSessionToken } from "./admin-session.server";

export interface AdminSession {
  /** When the session ends at the latest (ISO-8601); the idle timeout may end it sooner. */
  expiresAt: string;
}

/**
 * The admin session of this request, or null. Reads the session cookie, looks up the hashed
 * token, enforces the idle (2 h) and absolute (12 h) limits and refreshes last-seen.
 */
export async function getAdminSession(
  request: Request,
  context: AppLoadContext,
): Promise<AdminSession | null> {
  return findAdminSession(context.db, readSessionToken(request));
}

/** The admin session, or a thrown 401 response with no body data (every admin loader/action). */
export async function requireAdmin(
  request: Request,
  context: AppLoadContext,
): Promise<AdminSession> {
  const session = await getAdminSession(request, context);
  if (!session) throw new Response(null, { status: 401 });
  return session;
}

/**
 * Who this session is, for the audit log. One administrator today, the bootstrap password's
 * owner; with named administrators this becomes the session's own administrator.
 */
export function actorOf(_session: AdminSession): Actor {
  return OWNER_ACTOR;
}

/** Who acts and from where, for a feature that records an admin write (the audit log). */
export function auditOrigin(session: AdminSession, context: AppLoadContext): AuditOrigin {
  return { actor: actorOf(session), ip: context.clientIp };
}
