// Signing the administrator out (issue #3), with its audit entry (issue #14) in the same
// transaction as the session's end.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import { endAdminSession } from "./admin-session.server";

/**
 * Ends the session of `token`. `by` is null when the request had no live session: the cookie is
 * cleared all the same, and nothing is recorded (no one was signed in).
 */
export function signOutAdmin(
  db: Database,
  token: string | null,
  by: AuditOrigin | null,
): Promise<void> {
  if (!by) return endAdminSession(db, token);
  return db.transaction().execute(async (trx) => {
    await endAdminSession(trx, token);
    await recordAdminAction(trx, { ...by, action: "admin.sign_out" });
  });
}
