// Start-up: make sure an admin password exists, without ever shipping a default one (issue #3).
import { randomBytes } from "node:crypto";
import type { Database } from "~/.server/db/schema";
import { findAdminPasswordHash } from "~/.server/db/repositories/admin-credentials";
import { setAdminPassword, setInitialAdminPassword, verifyPassword } from "./password.server";

export type EnsureAdminPasswordOutcome =
  /** A password was stored and ADMIN_PASSWORD is unset: nothing to do. */
  | "kept"
  /** ADMIN_PASSWORD matches the stored hash: nothing to do (admins stay signed in). */
  | "unchanged"
  /** ADMIN_PASSWORD was stored (first start, or it changed): admin sessions ended. */
  | "set-from-env"
  /** First start without ADMIN_PASSWORD: a random password was stored and printed once. */
  | "generated";

/** 18 random bytes = 144 bits, 24 base64url characters: easy to copy, impossible to guess. */
export function generateAdminPassword(): string {
  return randomBytes(18).toString("base64url");
}

/**
 * Called after migrations. ADMIN_PASSWORD, when set, wins over the stored hash (so an operator
 * who lost the password sets the variable and restarts). With neither, a random password is
 * generated and printed once in the server log: the only time it is ever visible.
 */
export async function ensureAdminPassword(
  db: Database,
  envPassword: string | undefined,
  log: (message: string) => void,
): Promise<EnsureAdminPasswordOutcome> {
  const stored = await findAdminPasswordHash(db);

  if (envPassword !== undefined) {
    if (stored && (await verifyPassword(stored, envPassword))) return "unchanged";
    const { sessionsEnded } = await setAdminPassword(db, envPassword, new Date(), "environment");
    log(
      stored
        ? `Admin password changed from ADMIN_PASSWORD; ${sessionsEnded} admin session(s) signed out.`
        : "Admin password set from ADMIN_PASSWORD.",
    );
    return "set-from-env";
  }

  if (stored) return "kept";

  const password = generateAdminPassword();
  // Another process sharing the database may have stored its own first: then print nothing.
  if (!(await setInitialAdminPassword(db, password))) return "kept";
  log(
    [
      "",
      "================================================================",
      "No admin password was set, so one was generated. It is shown only this once:",
      "",
      `    ${password}`,
      "",
      "Sign in at /admin with it. To choose your own, set ADMIN_PASSWORD (12+ characters)",
      "and restart, or run `npm run admin:password`.",
      "================================================================",
      "",
    ].join("\n"),
  );
  return "generated";
}
