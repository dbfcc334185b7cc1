// CONTRACT (to be implemented with the admin sessions; see issue #3):
import type { AppLoadContext } from "react-router";

export interface AdminSession {
  expiresAt: string;
}

/**
 * The admin session of this request, or null. Reads the session cookie, looks up the hashed
 * token, enforces the idle (2 h) and absolute (12 h) limits and refreshes last-seen.
 */
export async function getAdminSession(
  _request: Request,
  _context: AppLoadContext,
): Promise<AdminSession | null> {
  throw new Error("not implemented yet");
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
