// `npm run admin:password` end to end: a real process, reading the password from a pipe.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "~/.server/db/create-database";
import { migrateToLatest } from "~/.server/db/migrate";
import { findAdminPasswordHash } from "~/.server/db/repositories/admin-credentials";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import { countSessions } from "~/.server/db/repositories/sessions";
import { OWNER_ACTOR } from "~/lib/admin-audit";
import { createAdminSession } from "./admin-session.server";
import { verifyAdminPassword } from "./password.server";

const root = resolve(import.meta.dirname, "../../..");

function runScript(databaseUrl: string, input: string) {
  // The script must read the password from stdin here, whatever the developer's shell holds.
  const env = { ...process.env };
  delete env.ADMIN_PASSWORD;
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const child = execFile(
      resolve(root, "node_modules/.bin/tsx"),
      ["scripts/admin-password.ts"],
      { cwd: root, env: { ...env, DATABASE_URL: databaseUrl } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}

describe("npm run admin:password", () => {
  let dir: string;
  let url: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "maarifa-admin-password-"));
    url = `file:${join(dir, "app.db")}`;
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a password under 12 characters and stores nothing", async () => {
    const result = await runScript(url, "too-short\n");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("at least 12 characters");
    expect(result.stderr).not.toContain("too-short");
    const db = createDatabase(url);
    try {
      await migrateToLatest(db);
      expect(await findAdminPasswordHash(db)).toBeNull();
    } finally {
      await db.destroy();
    }
  });

  it("sets a long password from stdin (less its line break) and signs admins out", async () => {
    const db = createDatabase(url);
    try {
      await migrateToLatest(db);
      await createAdminSession(db);
      // A named administrator's session ends too (issue #14: "still signs every admin out").
      const named = await insertAdministrator(db, {
        name: "Mariem",
        identifier: "mariem@example.mr",
        role: "editor",
        passwordHash: "$argon2id$not-used-here",
      });
      await createAdminSession(db, new Date(), named);
      expect(await countSessions(db, "admin")).toBe(2);
      const password = "a very long passphrase, ".repeat(7); // 168 characters
      const result = await runScript(url, `${password}\n`);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Admin password changed");
      expect(result.stdout + result.stderr).not.toContain(password);
      expect(await verifyAdminPassword(db, password)).toBe(true);
      expect(await countSessions(db, "admin")).toBe(0);
      // Recorded in the audit log, under the bootstrap owner, from the server itself.
      const entries = await findAuditEntries(db, { action: "admin.password_change" }, { limit: 5 });
      expect(entries).toMatchObject([
        { actorId: null, actorName: OWNER_ACTOR.name, ip: "", courseId: null },
      ]);
      expect(JSON.parse(entries[0]?.details ?? "")).toEqual({
        password: "bootstrap",
        source: "npm run admin:password",
        sessionsEnded: 2,
      });
    } finally {
      await db.destroy();
    }
  });
});
