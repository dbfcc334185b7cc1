// Start-up password setup (server/index.ts calls ensureAdminPassword after migrations).
import { beforeEach, describe, expect, it } from "vitest";
import { findAdminPasswordHash } from "~/.server/db/repositories/admin-credentials";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import { countSessions } from "~/.server/db/repositories/sessions";
import { OWNER_ACTOR } from "~/lib/admin-audit";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { createAdminSession } from "./admin-session.server";
import { ensureAdminPassword } from "./ensure-admin-password.server";
import { setAdminPassword, verifyAdminPassword } from "./password.server";

function captureLog() {
  const lines: string[] = [];
  return { lines, log: (message: string) => lines.push(message) };
}

describe.each(testDatabaseKinds())("admin password at start on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("admin_credentials").execute();
    await t.db.deleteFrom("sessions").execute();
    await t.db.deleteFrom("audit_log").execute();
  });

  const passwordChanges = async () =>
    (await findAuditEntries(t.db, { action: "admin.password_change" }, { limit: 10 })).map(
      (entry) => ({ actor: entry.actorName, ...JSON.parse(entry.details) }),
    );

  it("stores ADMIN_PASSWORD's hash on first start", async () => {
    const { lines, log } = captureLog();
    expect(await ensureAdminPassword(t.db, "password from the env", log)).toBe("set-from-env");
    expect(await findAdminPasswordHash(t.db)).toMatch(/^\$argon2id\$/);
    expect(await verifyAdminPassword(t.db, "password from the env")).toBe(true);
    expect(lines.join("\n")).not.toContain("password from the env");
  });

  it("keeps sessions when ADMIN_PASSWORD is unchanged, ends them when it changes", async () => {
    await ensureAdminPassword(t.db, "password from the env", () => {});
    await createAdminSession(t.db);
    const stored = await findAdminPasswordHash(t.db);

    expect(await ensureAdminPassword(t.db, "password from the env", () => {})).toBe("unchanged");
    expect(await findAdminPasswordHash(t.db)).toBe(stored);
    expect(await countSessions(t.db, "admin")).toBe(1);

    const { lines, log } = captureLog();
    expect(await ensureAdminPassword(t.db, "a new env password", log)).toBe("set-from-env");
    expect(await verifyAdminPassword(t.db, "a new env password")).toBe(true);
    expect(await verifyAdminPassword(t.db, "password from the env")).toBe(false);
    expect(await countSessions(t.db, "admin")).toBe(0);
    expect(lines.join("\n")).toMatch(/1 admin session\(s\) signed out/);
    // Each change is in the audit log (the unchanged start is not: nothing was written).
    const source = "ADMIN_PASSWORD at start";
    expect(await passwordChanges()).toEqual([
      { actor: OWNER_ACTOR.name, password: "bootstrap", source, sessionsEnded: 1 },
      { actor: OWNER_ACTOR.name, password: "bootstrap", source, sessionsEnded: 0 },
    ]);
  });

  it("generates a strong password on first start, prints it once, and it works", async () => {
    const first = captureLog();
    expect(await ensureAdminPassword(t.db, undefined, first.log)).toBe("generated");
    const output = first.lines.join("\n");
    const password = /^ {4}(\S+)$/m.exec(output)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/); // 144 random bits
    expect(output).toContain("ADMIN_PASSWORD");
    expect(output).toContain("npm run admin:password");
    expect(await verifyAdminPassword(t.db, password ?? "")).toBe(true);

    const second = captureLog();
    expect(await ensureAdminPassword(t.db, undefined, second.log)).toBe("kept");
    expect(second.lines).toEqual([]);
    expect(await verifyAdminPassword(t.db, password ?? "")).toBe(true);
  });

  it("keeps a password set with admin:password when ADMIN_PASSWORD is unset", async () => {
    await setAdminPassword(t.db, "set by the script");
    const { lines, log } = captureLog();
    expect(await ensureAdminPassword(t.db, undefined, log)).toBe("kept");
    expect(lines).toEqual([]);
    expect(await verifyAdminPassword(t.db, "set by the script")).toBe(true);
  });

  it("prints one password when two processes start on one empty database", async () => {
    const a = captureLog();
    const b = captureLog();
    const outcomes = await Promise.all([
      ensureAdminPassword(t.db, undefined, a.log),
      ensureAdminPassword(t.db, undefined, b.log),
    ]);
    expect(outcomes.sort()).toEqual(["generated", "kept"]);
    const printed = [...a.lines, ...b.lines].join("\n");
    const password = /^ {4}(\S+)$/m.exec(printed)?.[1] ?? "";
    expect(await verifyAdminPassword(t.db, password)).toBe(true);
  });
});
