// A named administrator's password-reset link (issue #14 audit) on both databases: made by an
// owner (only its hash stored, an hour, one at a time), used once to set a new password, which
// ends that administrator's other sessions and trusted browsers; refused once they are disabled or
// the owner who made it no longer is one; each step in the audit log.
import { silentLogger } from "~/.server/logger";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import type { ActingAdmin } from "~/lib/admin-roles";
import { hashPassword } from "~/.server/auth/password-hash";
import {
  ADMIN_RESET_LINK_LIFETIME_MS,
  createAdministratorResetLink,
  readAdministratorResetLink,
  resetAdministratorPassword,
} from "./admin-password-reset.server";
import { ADMIN_SESSION_COOKIE, createAdminSession } from "./admin-session.server";
import { changeAdministratorRole, setAdministratorEnabled } from "./manage-administrators.server";
import { getAdminSession } from "./require-admin.server";
import { signInAdmin } from "./sign-in.server";

const OLD_PASSWORD = "dunes at dawn in atar";
const NEW_PASSWORD = "the river at rosso in may";
const OWNER: ActingAdmin & { ip: string } = {
  id: null,
  name: "Owner (admin password)",
  role: "owner",
  ip: "198.51.100.20",
};
const hour = 60 * 60 * 1000;
const minute = 60 * 1000;
// Now, not a fixed day: the sessions a link's use opens are checked against the real clock (their
// idle timeout is two hours), so a fixed start made this test fail two hours after it was written.
const start = new Date();
const later = (ms: number) => new Date(start.getTime() + ms);
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

describe.each(testDatabaseKinds())("administrators' password-reset links on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let oldHash: string;

  beforeEach(async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const table of [
      "sessions",
      "throttle_attempts",
      "trusted_devices",
      "one_time_tokens",
      "administrators",
      "audit_log",
    ] as const) {
      await t.db.deleteFrom(table).execute();
    }
    oldHash ??= await hashPassword(OLD_PASSWORD);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function administrator(
    identifier: string,
    role: "owner" | "editor" | "analyst" = "editor",
  ) {
    const name = `Name of ${identifier}`;
    const id = await insertAdministrator(t.db, { name, identifier, role, passwordHash: oldHash });
    return { id, name, identifier };
  }

  async function link(administratorId: string, by = OWNER, now = start) {
    const made = await createAdministratorResetLink(t.db, by, administratorId, now);
    if (!made.ok) throw new Error(made.error);
    return made.token;
  }

  const use = (token: string, now = later(minute), password = NEW_PASSWORD) =>
    resetAdministratorPassword(
      t.db,
      token,
      { password, confirm: password, ip: "::ffff:203.0.113.200" },
      now,
    );

  const signIn = (identifier: string, password: string) =>
    signInAdmin(t.db, { log: silentLogger(), identifier, password, clientIp: nextIp() });

  const sessionWorks = async (token: string) =>
    (await getAdminSession(
      new Request("http://localhost/admin", {
        headers: { cookie: `${ADMIN_SESSION_COOKIE}=${token}` },
      }),
      { db: t.db } as AppLoadContext,
    )) !== null;

  async function auditOf(action: string) {
    const entries = await findAuditEntries(t.db, { action }, { limit: 20 });
    return entries.map((entry) => ({
      actorId: entry.actorId,
      actorName: entry.actorName,
      ip: entry.ip,
      details: JSON.parse(entry.details) as unknown,
    }));
  }

  it("makes a link: only its token's SHA-256 stored, for an hour, recorded without the token", async () => {
    const fatima = await administrator("fatima@example.mr");
    const made = await createAdministratorResetLink(t.db, OWNER, fatima.id, start);
    if (!made.ok) throw new Error("refused");
    expect(made).toMatchObject({
      name: fatima.name,
      expiresAt: later(ADMIN_RESET_LINK_LIFETIME_MS).toISOString(),
    });
    expect(ADMIN_RESET_LINK_LIFETIME_MS).toBe(hour);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .selectFrom("one_time_tokens")
      .where("purpose", "=", "admin-reset")
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(made.token);
    expect(await readAdministratorResetLink(t.db, made.token, later(minute))).toMatchObject({
      status: "valid",
      administrator: { id: fatima.id, identifier: "fatima@example.mr" },
    });
    expect(await auditOf("admin.reset_link")).toEqual([
      {
        actorId: null,
        actorName: OWNER.name,
        ip: "198.51.100.20",
        details: { administratorId: fatima.id, name: fatima.name, replacedLinks: 0 },
      },
    ]);
    const log = JSON.stringify(await t.db.selectFrom("audit_log").selectAll().execute());
    expect(log).not.toContain(made.token);
    expect(log).not.toContain(rows[0]?.token_hash);
    // Nobody to reset: refused, nothing written.
    expect(await createAdministratorResetLink(t.db, OWNER, "no-such-id", start)).toEqual({
      ok: false,
      status: 404,
      error: "Administrator not found",
    });
  });

  it("works once: sets the password, ends their other sessions and browsers, signs this one in", async () => {
    const fatima = await administrator("fatima@example.mr");
    const other = await administrator("khadija@example.mr");
    const theirs = [
      await createAdminSession(t.db, new Date(), fatima.id),
      await createAdminSession(t.db, new Date(), fatima.id),
    ];
    const othersSession = await createAdminSession(t.db, new Date(), other.id);
    const firstSignIn = await signIn(fatima.identifier, OLD_PASSWORD);
    expect(firstSignIn.ok).toBe(true);
    const token = await link(fatima.id);

    const used = await use(token, later(minute));
    if (!used.ok) throw new Error(JSON.stringify(used));
    expect(used.admin).toEqual({ id: fatima.id, name: fatima.name, role: "editor" });
    expect(await sessionWorks(used.token)).toBe(true);
    for (const session of theirs) expect(await sessionWorks(session.token)).toBe(false);
    if (firstSignIn.ok) expect(await sessionWorks(firstSignIn.token)).toBe(false);
    expect(await sessionWorks(othersSession.token)).toBe(true);
    // Only the new browser is trusted for her now.
    const devices = await t.db
      .selectFrom("trusted_devices")
      .select("subject_id")
      .where("subject_id", "=", fatima.id)
      .execute();
    expect(devices).toHaveLength(1);

    expect((await signIn(fatima.identifier, OLD_PASSWORD)).ok).toBe(false);
    expect((await signIn(fatima.identifier, NEW_PASSWORD)).ok).toBe(true);
    expect((await signIn(other.identifier, OLD_PASSWORD)).ok).toBe(true);

    // Recorded under her name, from her address: the change and the sign-in.
    expect(await auditOf("admin.password_change")).toEqual([
      {
        actorId: fatima.id,
        actorName: fatima.name,
        ip: "203.0.113.200",
        details: { administratorId: fatima.id, via: "reset link", sessionsEnded: 3 },
      },
    ]);
    expect((await auditOf("admin.sign_in")).map((entry) => entry.details)).toContainEqual({
      via: "reset link",
    });
    expect(JSON.stringify(await auditOf("admin.password_change"))).not.toContain(NEW_PASSWORD);

    // The link is spent.
    expect((await readAdministratorResetLink(t.db, token, later(2 * minute))).status).toBe("used");
    expect(await use(token, later(2 * minute), "yet another passphrase")).toEqual({
      ok: false,
      status: 410,
      link: "used",
    });
    expect((await signIn(fatima.identifier, NEW_PASSWORD)).ok).toBe(true);
  });

  it("lets one of several simultaneous uses of a link through", async () => {
    const fatima = await administrator("fatima@example.mr");
    const token = await link(fatima.id);
    const results = await Promise.all([1, 2, 3].map(() => use(token)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await auditOf("admin.password_change")).toHaveLength(1);
  });

  it("expires after one hour exactly, and refuses unknown or malformed tokens", async () => {
    const fatima = await administrator("fatima@example.mr");
    const token = await link(fatima.id);
    expect((await readAdministratorResetLink(t.db, token, later(hour - 1000))).status).toBe(
      "valid",
    );
    expect(await use(token, later(hour))).toEqual({ ok: false, status: 410, link: "expired" });
    expect((await signIn(fatima.identifier, OLD_PASSWORD)).ok).toBe(true);
    expect((await readAdministratorResetLink(t.db, "A".repeat(43))).status).toBe("unknown");
    expect(await use("../../etc")).toEqual({ ok: false, status: 404, link: "unknown" });
  });

  it("applies the password rules and the confirmation, keeping the link", async () => {
    const fatima = await administrator("fatima@example.mr");
    const token = await link(fatima.id);
    for (const input of [
      { password: "short", confirm: "short" },
      { password: "password1", confirm: "password1" },
      { password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` },
    ]) {
      const result = await resetAdministratorPassword(t.db, token, input, later(minute));
      expect(result.ok === false && result.status).toBe(400);
    }
    expect((await readAdministratorResetLink(t.db, token, later(minute))).status).toBe("valid");
    expect((await signIn(fatima.identifier, OLD_PASSWORD)).ok).toBe(true);
  });

  it("a new link replaces the unused one", async () => {
    const fatima = await administrator("fatima@example.mr");
    const first = await link(fatima.id);
    const second = await link(fatima.id, OWNER, later(minute));
    expect((await readAdministratorResetLink(t.db, first, later(2 * minute))).status).toBe(
      "unknown",
    );
    expect((await auditOf("admin.reset_link"))[0]?.details).toMatchObject({ replacedLinks: 1 });
    expect((await use(second, later(2 * minute))).ok).toBe(true);
  });

  it("is refused for a disabled administrator, and disabling deletes their links", async () => {
    const fatima = await administrator("fatima@example.mr");
    const token = await link(fatima.id);
    await setAdministratorEnabled(t.db, OWNER, fatima.id, false);
    expect(
      await t.db
        .selectFrom("one_time_tokens")
        .where("purpose", "=", "admin-reset")
        .selectAll()
        .execute(),
    ).toEqual([]);
    expect(await use(token)).toEqual({ ok: false, status: 404, link: "unknown" });
    expect(await createAdministratorResetLink(t.db, OWNER, fatima.id, start)).toMatchObject({
      ok: false,
      status: 400,
    });
    // A row that survived the disabling (another path): the link still refuses.
    await setAdministratorEnabled(t.db, OWNER, fatima.id, true);
    const again = await link(fatima.id);
    await t.db
      .updateTable("administrators")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", fatima.id)
      .execute();
    expect(await use(again)).toEqual({ ok: false, status: 410, link: "withdrawn" });
  });

  it("stops working when the owner who made it is disabled or demoted", async () => {
    const fatima = await administrator("fatima@example.mr");
    const mariem = await administrator("mariem@example.mr", "owner");
    const byMariem = { id: mariem.id, name: mariem.name, role: "owner" as const, ip: "192.0.2.1" };
    const token = await link(fatima.id, byMariem);
    await changeAdministratorRole(t.db, OWNER, mariem.id, "editor");
    expect(await use(token)).toEqual({ ok: false, status: 404, link: "unknown" });
    expect(await auditOf("admin.role_change")).toMatchObject([{ details: { linksRevoked: 1 } }]);

    await changeAdministratorRole(t.db, OWNER, mariem.id, "owner");
    const second = await link(fatima.id, byMariem);
    await t.db
      .updateTable("administrators")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", mariem.id)
      .execute();
    expect(await use(second)).toEqual({ ok: false, status: 410, link: "withdrawn" });
    expect((await signIn(fatima.identifier, OLD_PASSWORD)).ok).toBe(true);
  });

  it("an entry that cannot be written undoes the link and the reset", async () => {
    const fatima = await administrator("fatima@example.mr");
    const failing = t.db.withPlugin(new FailInsertsInto("audit_log"));
    await expect(createAdministratorResetLink(failing, OWNER, fatima.id, start)).rejects.toThrow(
      /injected failure/,
    );
    expect(
      await t.db
        .selectFrom("one_time_tokens")
        .where("purpose", "=", "admin-reset")
        .selectAll()
        .execute(),
    ).toEqual([]);
    const token = await link(fatima.id);
    const session = await createAdminSession(t.db, new Date(), fatima.id);
    await expect(
      resetAdministratorPassword(
        failing,
        token,
        { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
        later(minute),
      ),
    ).rejects.toThrow(/injected failure/);
    expect((await readAdministratorResetLink(t.db, token, later(minute))).status).toBe("valid");
    expect(await sessionWorks(session.token)).toBe(true);
    expect((await signIn(fatima.identifier, OLD_PASSWORD)).ok).toBe(true);
  });
});
