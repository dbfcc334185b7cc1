// Named administrators (issue #14) against real databases: the invite's lifecycle (made, used
// once, 48 hours, revoked), sign-in by identifier beside the bootstrap password, the throttle
// shared by both forms, and disabling or changing a role ending the sessions at once.
import { silentLogger } from "~/.server/logger";
import { captureLogs } from "~/.server/testing/captured-logs";
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { findAuditEntries } from "~/.server/db/repositories/audit-log";
import { countSessions } from "~/.server/db/repositories/sessions";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import type { ActingAdmin } from "~/lib/admin-roles";
import {
  acceptInvite,
  INVITE_LIFETIME_MS,
  inviteAdministrator,
  readInvite,
  revokeInvite,
} from "./admin-invites.server";
import { ADMIN_SESSION_COOKIE, findAdminSession } from "./admin-session.server";
import {
  changeAdministratorRole,
  loadAdministrators,
  setAdministratorEnabled,
} from "./manage-administrators.server";
import { setAdminPassword } from "./password.server";
import { getAdminSession, requireAdmin } from "./require-admin.server";
import { signInAdmin } from "./sign-in.server";

const BOOTSTRAP_PASSWORD = "correct horse battery staple";
const EDITOR_PASSWORD = "dunes at dawn in atar";
const BOOTSTRAP: ActingAdmin = { id: null, name: "Owner (admin password)", role: "owner" };
/** The bootstrap owner acting from an address, as the routes pass it. */
const OWNER_BY = { ...BOOTSTRAP, ip: "198.51.100.20" };
const hour = 60 * 60 * 1000;
const minute = 60 * 1000;
const start = new Date("2026-11-23T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);
let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

describe.each(testDatabaseKinds())("named administrators on %s", (kind) => {
  const t = testDatabaseForSuite(kind);

  beforeEach(async () => {
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
    await setAdminPassword(t.db, BOOTSTRAP_PASSWORD);
  });

  async function invite(
    identifier: string,
    role: "owner" | "editor" | "analyst" = "editor",
    now = start,
  ) {
    const result = await inviteAdministrator(
      t.db,
      BOOTSTRAP,
      { name: "Fatimetou Mint Ahmed", identifier, role },
      now,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.token;
  }

  /** Invites and accepts: an administrator with EDITOR_PASSWORD, and their first session. */
  async function administrator(
    identifier: string,
    role: "owner" | "editor" | "analyst" = "editor",
  ) {
    const token = await invite(identifier, role, new Date());
    const accepted = await acceptInvite(t.db, token, {
      password: EDITOR_PASSWORD,
      confirm: EDITOR_PASSWORD,
    });
    if (!accepted.ok) throw new Error("the invite was refused");
    return { id: accepted.admin.id as string, sessionToken: accepted.token };
  }

  /** The audit entries of one action, newest first: who, from where, and the details. */
  async function auditOf(action: string) {
    const entries = await findAuditEntries(t.db, { action }, { limit: 50 });
    return entries.map((entry) => ({
      actorId: entry.actorId,
      actorName: entry.actorName,
      ip: entry.ip,
      details: JSON.parse(entry.details) as unknown,
    }));
  }

  const contextOf = () => ({ db: t.db }) as AppLoadContext;
  const requestWith = (sessionToken: string) =>
    new Request("http://localhost/admin", {
      headers: { cookie: `${ADMIN_SESSION_COOKIE}=${sessionToken}` },
    });

  it("stores only the token's SHA-256, and the invite names its person, role and inviter", async () => {
    const token = await invite(" Fatima@Example.MR ");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db
      .selectFrom("one_time_tokens")
      .where("purpose", "=", "admin-invite")
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]).toMatchObject({
      invitee_identifier: "fatima@example.mr",
      invitee_role: "editor",
      created_by: null,
      used_at: null,
    });
    const state = await readInvite(t.db, token, later(minute));
    expect(state.status).toBe("valid");
    const overview = await loadAdministrators(t.db, later(minute));
    expect(overview.invites).toEqual([
      expect.objectContaining({ identifier: "fatima@example.mr", expired: false }),
    ]);
  });

  it("normalises a phone number like learners' (E.164) and refuses bad input, changing nothing", async () => {
    await invite("22 12 34 56");
    const [row] = await t.db
      .selectFrom("one_time_tokens")
      .where("purpose", "=", "admin-invite")
      .select("invitee_identifier")
      .execute();
    expect(row?.invitee_identifier).toBe("+22222123456");

    const refused = await inviteAdministrator(
      t.db,
      BOOTSTRAP,
      { name: " ", identifier: "not an address", role: "superuser" },
      start,
    );
    expect(refused).toEqual({
      ok: false,
      errors: {
        name: "Enter the administrator's name",
        identifier: "This is not a valid email address or phone number",
        role: "Choose a role",
      },
    });
    // A second live invite for the same person is refused too.
    const twice = await inviteAdministrator(
      t.db,
      BOOTSTRAP,
      { name: "Again", identifier: "+222 22 12 34 56", role: "analyst" },
      start,
    );
    expect(twice.ok).toBe(false);
    expect(
      await t.db
        .selectFrom("one_time_tokens")
        .where("purpose", "=", "admin-invite")
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  it("is used once: sets the password, signs in, and the link then says it was used", async () => {
    const token = await invite("fatima@example.mr");
    const accepted = await acceptInvite(
      t.db,
      token,
      { password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD },
      later(hour),
    );
    if (!accepted.ok) throw new Error("refused");
    expect(accepted.admin).toMatchObject({ name: "Fatimetou Mint Ahmed", role: "editor" });
    const session = await findAdminSession(t.db, accepted.token, later(hour + minute));
    expect(session?.administratorId).toBe(accepted.admin.id);
    const stored = await t.db.selectFrom("administrators").selectAll().executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(EDITOR_PASSWORD);

    expect((await readInvite(t.db, token, later(hour))).status).toBe("used");
    const again = await acceptInvite(
      t.db,
      token,
      { password: "another fine passphrase", confirm: "another fine passphrase" },
      later(hour),
    );
    expect(again).toEqual({ ok: false, status: 410, invite: "used" });
    expect(await t.db.selectFrom("administrators").selectAll().execute()).toHaveLength(1);
  });

  it("lets one of two simultaneous uses of the same link through", async () => {
    const token = await invite("fatima@example.mr");
    const results = await Promise.all(
      // At a fixed time within the invite's 48 hours (it was made at `start`), not the clock's.
      [1, 2, 3].map(() =>
        acceptInvite(
          t.db,
          token,
          { password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD },
          later(minute),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await t.db.selectFrom("administrators").selectAll().execute()).toHaveLength(1);
  });

  it("expires at 48 hours exactly", async () => {
    expect(INVITE_LIFETIME_MS).toBe(48 * hour);
    const token = await invite("fatima@example.mr");
    expect((await readInvite(t.db, token, later(48 * hour - 1000))).status).toBe("valid");
    expect((await readInvite(t.db, token, later(48 * hour))).status).toBe("expired");
    const late = await acceptInvite(
      t.db,
      token,
      { password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD },
      later(48 * hour),
    );
    expect(late).toEqual({ ok: false, status: 410, invite: "expired" });
    expect(await t.db.selectFrom("administrators").selectAll().execute()).toHaveLength(0);
    // An expired invite no longer blocks a new one for the same person.
    expect(await invite("fatima@example.mr", "editor", later(48 * hour))).toMatch(/^.{43}$/);
  });

  it("applies the learner password rules and a matching confirmation, using nothing up", async () => {
    const token = await invite("fatima@example.mr");
    const tries = [
      { password: "short", confirm: "short" },
      { password: "password1", confirm: "password1" },
      { password: "x".repeat(129), confirm: "x".repeat(129) },
      { password: EDITOR_PASSWORD, confirm: `${EDITOR_PASSWORD}!` },
    ];
    for (const input of tries) {
      const result = await acceptInvite(t.db, token, input, later(minute));
      expect(result.ok === false && result.status).toBe(400);
    }
    expect((await readInvite(t.db, token, later(minute))).status).toBe("valid");
    expect(await t.db.selectFrom("administrators").selectAll().execute()).toHaveLength(0);
  });

  it("refuses unknown and malformed tokens, and revoked invites", async () => {
    expect((await readInvite(t.db, "A".repeat(43))).status).toBe("unknown");
    expect((await readInvite(t.db, "../../etc")).status).toBe("unknown");
    const token = await invite("fatima@example.mr", "editor", new Date());
    const [row] = await t.db
      .selectFrom("one_time_tokens")
      .where("purpose", "=", "admin-invite")
      .select("id")
      .execute();
    expect(await revokeInvite(t.db, OWNER_BY, row?.id ?? "")).toBe(true);
    expect((await readInvite(t.db, token)).status).toBe("unknown");
    expect(await revokeInvite(t.db, OWNER_BY, row?.id ?? "")).toBe(false);
    // One entry for the one revocation, with whom the invite named.
    expect(await auditOf("admin.invite_revoke")).toEqual([
      {
        actorId: null,
        actorName: BOOTSTRAP.name,
        ip: OWNER_BY.ip,
        details: { name: "Fatimetou Mint Ahmed", role: "editor" },
      },
    ]);
  });

  it("signs in by email or phone with the administrator's own password, never the bootstrap one", async () => {
    const { id } = await administrator("fatima@example.mr");
    const { id: analystId } = await administrator("+22236123456", "analyst");
    const byEmail = await signInAdmin(t.db, {
      log: silentLogger(),
      identifier: "FATIMA@example.mr",
      password: EDITOR_PASSWORD,
      clientIp: nextIp(),
    });
    expect(byEmail.ok && byEmail.admin).toEqual({
      id,
      name: "Fatimetou Mint Ahmed",
      role: "editor",
    });
    const byPhone = await signInAdmin(t.db, {
      log: silentLogger(),
      identifier: "36 12 34 56",
      password: EDITOR_PASSWORD,
      clientIp: nextIp(),
    });
    expect(byPhone.ok && byPhone.admin.id).toBe(analystId);
    // The session says whose it is; requireAdmin checks the role.
    if (!byPhone.ok) throw new Error("refused");
    const analyst = requestWith(byPhone.token);
    expect((await requireAdmin(analyst, contextOf())).admin).toMatchObject({ role: "analyst" });
    const refused = await requireAdmin(analyst, contextOf(), "owner", "editor").catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(403);

    const withBootstrap = await signInAdmin(t.db, {
      log: silentLogger(),
      identifier: "fatima@example.mr",
      password: BOOTSTRAP_PASSWORD,
      clientIp: nextIp(),
    });
    expect(withBootstrap).toEqual({
      ok: false,
      status: 401,
      error: { title: "Access denied", description: "Invalid email, phone number or password" },
    });
  });

  it("signs the bootstrap password in as the owner, with a null subject", async () => {
    const result = await signInAdmin(t.db, {
      log: silentLogger(),
      password: BOOTSTRAP_PASSWORD,
      clientIp: nextIp(),
    });
    if (!result.ok) throw new Error("refused");
    expect(result.admin).toEqual(BOOTSTRAP);
    const session = await getAdminSession(requestWith(result.token), contextOf());
    expect(session?.admin).toEqual(BOOTSTRAP);
    const row = await t.db.selectFrom("sessions").select("subject_id").executeTakeFirstOrThrow();
    expect(row.subject_id).toBeNull();
  });

  it("gives the same answer for an unknown identifier, a wrong password and a disabled administrator", async () => {
    const { id } = await administrator("fatima@example.mr");
    await setAdministratorEnabled(t.db, BOOTSTRAP, id, false);
    // The lines sign-in writes, as the server's logger writes them.
    const logs = captureLogs();
    const answers = await Promise.all(
      [
        { identifier: "nobody@example.mr", password: EDITOR_PASSWORD },
        { identifier: "fatima@example.mr", password: "wrong password here" },
        { identifier: "fatima@example.mr", password: EDITOR_PASSWORD }, // disabled
        { identifier: "not even an identifier", password: EDITOR_PASSWORD },
      ].map((input) =>
        signInAdmin(t.db, {
          log: logs.logger,
          ...input,
          clientIp: nextIp(),
        }),
      ),
    );
    const expected = {
      ok: false,
      status: 401,
      error: { title: "Access denied", description: "Invalid email, phone number or password" },
    };
    expect(answers).toEqual([expected, expected, expected, expected]);
    // Each refusal is logged, and no line names who tried or with which password.
    expect(logs.lines().filter((line) => line.event === "admin_sign_in_failed")).toHaveLength(4);
    expect(logs.text()).not.toMatch(/fatima|nobody|wrong password|dunes|not even/);
  });

  it("disabling ends the administrator's sessions at once and refuses their sign-in; enabling lets them back", async () => {
    const { id, sessionToken } = await administrator("fatima@example.mr");
    const other = await administrator("khadija@example.mr");
    expect(await getAdminSession(requestWith(sessionToken), contextOf())).not.toBeNull();

    expect(await setAdministratorEnabled(t.db, BOOTSTRAP, id, false)).toMatchObject({ ok: true });
    expect(await getAdminSession(requestWith(sessionToken), contextOf())).toBeNull();
    const rows = await t.db.selectFrom("sessions").select("subject_id").execute();
    expect(rows.map((r) => r.subject_id)).toEqual([other.id]);
    const [stored] = await t.db
      .selectFrom("administrators")
      .select("disabled_at")
      .where("id", "=", id)
      .execute();
    expect(stored?.disabled_at).not.toBeNull();

    await setAdministratorEnabled(t.db, BOOTSTRAP, id, true);
    const back = await signInAdmin(t.db, {
      log: silentLogger(),
      identifier: "fatima@example.mr",
      password: EDITOR_PASSWORD,
      clientIp: nextIp(),
    });
    expect(back.ok).toBe(true);
  });

  it("ends a session opened by a since-disabled administrator even if its row survived", async () => {
    const { id, sessionToken } = await administrator("fatima@example.mr");
    // As if disabled by a path that forgot the sessions: the check reads the row every time.
    await t.db
      .updateTable("administrators")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await getAdminSession(requestWith(sessionToken), contextOf())).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("changing a role ends that administrator's sessions, and the new role applies", async () => {
    const { id, sessionToken } = await administrator("fatima@example.mr");
    const result = await changeAdministratorRole(t.db, BOOTSTRAP, id, "analyst");
    expect(result).toEqual({ ok: true, message: "Fatimetou Mint Ahmed is now analyst" });
    expect(await getAdminSession(requestWith(sessionToken), contextOf())).toBeNull();
    const again = await signInAdmin(t.db, {
      log: silentLogger(),
      identifier: "fatima@example.mr",
      password: EDITOR_PASSWORD,
      clientIp: nextIp(),
    });
    expect(again.ok && again.admin.role).toBe("analyst");
  });

  it("answers in the owner's language: the role's name, the refusals, the invite's errors (issue #27)", async () => {
    const { id } = await administrator("fatima@example.mr");
    const arabic = adminTranslator("ar");
    expect(
      await changeAdministratorRole(t.db, BOOTSTRAP, id, "analyst", new Date(), arabic),
    ).toEqual({ ok: true, message: "أصبح دور Fatimetou Mint Ahmed: محلل" });
    const french = adminTranslator("fr");
    expect(await setAdministratorEnabled(t.db, BOOTSTRAP, id, false, new Date(), french)).toEqual({
      ok: true,
      message: "Fatimetou Mint Ahmed est désactivé",
    });
    expect(
      await changeAdministratorRole(t.db, BOOTSTRAP, "no-such-id", "editor", new Date(), french),
    ).toEqual({ ok: false, status: 404, error: "Administrateur introuvable" });
    expect(
      await inviteAdministrator(
        t.db,
        OWNER_BY,
        { name: " ", identifier: "not a phone", role: "emperor" },
        new Date(),
        arabic,
      ),
    ).toEqual({
      ok: false,
      errors: {
        name: "أدخل اسم المسؤول",
        identifier: "هذا ليس بريدًا إلكترونيًا صالحًا ولا رقم هاتف صالحًا",
        role: "اختر دورًا",
      },
    });
  });

  it("keeps a named owner from demoting or disabling themselves", async () => {
    const { id } = await administrator("owner@example.mr", "owner");
    const self: ActingAdmin = { id, name: "Fatimetou Mint Ahmed", role: "owner" };
    expect(await changeAdministratorRole(t.db, self, id, "editor")).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await setAdministratorEnabled(t.db, self, id, false)).toMatchObject({ ok: false });
    expect(await changeAdministratorRole(t.db, BOOTSTRAP, "no-such-id", "editor")).toEqual({
      ok: false,
      status: 404,
      error: "Administrator not found",
    });
  });

  it("throttles both forms together: 5 failures from an address, then 429 for either form", async () => {
    await administrator("fatima@example.mr");
    const ip = nextIp();
    const attempts = [
      { password: "wrong bootstrap one" },
      { identifier: "fatima@example.mr", password: "wrong named one" },
      { identifier: "nobody@example.mr", password: "wrong named two" },
      { password: "wrong bootstrap two" },
      { identifier: "fatima@example.mr", password: "wrong named three" },
    ];
    for (const [i, input] of attempts.entries()) {
      const result = await signInAdmin(
        t.db,
        {
          log: silentLogger(),
          ...input,
          clientIp: ip,
        },
        later(i * minute),
      );
      expect(result.ok === false && result.status).toBe(401);
    }
    const named = await signInAdmin(
      t.db,
      {
        log: silentLogger(),
        identifier: "fatima@example.mr",
        password: EDITOR_PASSWORD,
        clientIp: ip,
      },
      later(5 * minute),
    );
    expect(named).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 600 });
    const bootstrap = await signInAdmin(
      t.db,
      {
        log: silentLogger(),
        password: BOOTSTRAP_PASSWORD,
        clientIp: ip,
      },
      later(5 * minute),
    );
    expect(bootstrap).toMatchObject({ ok: false, status: 429 });
    // Another address is not affected.
    const elsewhere = await signInAdmin(
      t.db,
      {
        log: silentLogger(),
        identifier: "fatima@example.mr",
        password: EDITOR_PASSWORD,
        clientIp: nextIp(),
      },
      later(5 * minute),
    );
    expect(elsewhere.ok).toBe(true);
  });

  it("lets a named administrator's trusted browser past its address's lockout, but not someone else's", async () => {
    await administrator("fatima@example.mr");
    await administrator("khadija@example.mr");
    const ip = nextIp();
    const first = await signInAdmin(
      t.db,
      {
        log: silentLogger(),
        identifier: "fatima@example.mr",
        password: EDITOR_PASSWORD,
        clientIp: ip,
      },
      start,
    );
    if (!first.ok) throw new Error("refused");
    for (let i = 0; i < 5; i++) {
      await signInAdmin(
        t.db,
        {
          log: silentLogger(),
          password: `wrong ${i} guess`,
          clientIp: ip,
        },
        later(minute),
      );
    }
    const trusted = await signInAdmin(
      t.db,
      {
        log: silentLogger(),
        identifier: "fatima@example.mr",
        password: EDITOR_PASSWORD,
        clientIp: ip,
        deviceToken: first.deviceToken,
      },
      later(2 * minute),
    );
    expect(trusted.ok).toBe(true);
    // Fatimetou's device cookie does not help a sign-in into another account, nor the bootstrap.
    for (const input of [
      { identifier: "khadija@example.mr", password: EDITOR_PASSWORD },
      { password: BOOTSTRAP_PASSWORD },
    ]) {
      const other = await signInAdmin(
        t.db,
        {
          log: silentLogger(),
          ...input,
          clientIp: ip,
          deviceToken: trusted.ok ? trusted.deviceToken : null,
        },
        later(2 * minute),
      );
      expect(other.ok === false && other.status).toBe(429);
    }
  });

  it("keeps `npm run admin:password`'s promise: changing the bootstrap password signs every administrator out", async () => {
    const named = await administrator("fatima@example.mr");
    const bootstrap = await signInAdmin(t.db, {
      log: silentLogger(),
      password: BOOTSTRAP_PASSWORD,
      clientIp: nextIp(),
    });
    if (!bootstrap.ok) throw new Error("refused");
    expect(await countSessions(t.db, "admin")).toBe(2);
    await setAdminPassword(t.db, "a brand new bootstrap password");
    expect(await countSessions(t.db, "admin")).toBe(0);
    expect(await getAdminSession(requestWith(named.sessionToken), contextOf())).toBeNull();
    // Their own password is unchanged: they sign in again with it.
    const again = await signInAdmin(t.db, {
      log: silentLogger(),
      identifier: "fatima@example.mr",
      password: EDITOR_PASSWORD,
      clientIp: nextIp(),
    });
    expect(again.ok).toBe(true);
  });

  it("records an invite, its acceptance and the first sign-in, with who, from where and what", async () => {
    const invited = await inviteAdministrator(
      t.db,
      OWNER_BY,
      { name: "Fatimetou Mint Ahmed", identifier: "fatima@example.mr", role: "analyst" },
      start,
    );
    if (!invited.ok) throw new Error("refused");
    expect(await auditOf("admin.invite")).toEqual([
      {
        actorId: null,
        actorName: BOOTSTRAP.name,
        ip: "198.51.100.20",
        details: { name: "Fatimetou Mint Ahmed", role: "analyst" },
      },
    ]);
    // Nothing secret in the log: neither the token nor its hash.
    const [row] = await t.db
      .selectFrom("one_time_tokens")
      .where("purpose", "=", "admin-invite")
      .select("token_hash")
      .execute();
    const all = JSON.stringify(await t.db.selectFrom("audit_log").selectAll().execute());
    expect(all).not.toContain(invited.token);
    expect(all).not.toContain(row?.token_hash);

    const accepted = await acceptInvite(
      t.db,
      invited.token,
      { password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD, ip: "::ffff:203.0.113.77" },
      later(hour),
    );
    if (!accepted.ok) throw new Error("refused");
    const id = accepted.admin.id;
    expect(await auditOf("admin.invite_accept")).toEqual([
      {
        actorId: id,
        actorName: "Fatimetou Mint Ahmed",
        ip: "203.0.113.77",
        details: { administratorId: id, role: "analyst", invitedBy: "owner" },
      },
    ]);
    expect(await auditOf("admin.sign_in")).toEqual([
      {
        actorId: id,
        actorName: "Fatimetou Mint Ahmed",
        ip: "203.0.113.77",
        details: { via: "invite" },
      },
    ]);
    expect(JSON.stringify(await auditOf("admin.sign_in"))).not.toContain(EDITOR_PASSWORD);
  });

  it("records disabling, enabling and a role change with the administrator they concern", async () => {
    const { id } = await administrator("fatima@example.mr");
    await setAdministratorEnabled(t.db, OWNER_BY, id, false);
    await setAdministratorEnabled(t.db, OWNER_BY, id, true);
    await changeAdministratorRole(t.db, OWNER_BY, id, "analyst");
    // A role that does not change writes nothing, and records nothing.
    await changeAdministratorRole(t.db, OWNER_BY, id, "analyst");
    const by = { actorId: null, actorName: BOOTSTRAP.name, ip: "198.51.100.20" };
    const name = "Fatimetou Mint Ahmed";
    expect(await auditOf("admin.disable")).toEqual([
      { ...by, details: { administratorId: id, name } },
    ]);
    expect(await auditOf("admin.enable")).toEqual([
      { ...by, details: { administratorId: id, name } },
    ]);
    expect(await auditOf("admin.role_change")).toEqual([
      { ...by, details: { administratorId: id, name, from: "editor", to: "analyst" } },
    ]);
  });

  it("an entry that cannot be written undoes disabling and revoking", async () => {
    const { id, sessionToken } = await administrator("fatima@example.mr");
    const failing = t.db.withPlugin(new FailInsertsInto("audit_log"));
    await expect(setAdministratorEnabled(failing, OWNER_BY, id, false)).rejects.toThrow(
      /injected failure/,
    );
    expect(await getAdminSession(requestWith(sessionToken), contextOf())).not.toBeNull();
    await invite("khadija@example.mr");
    const [row] = await t.db
      .selectFrom("one_time_tokens")
      .where("purpose", "=", "admin-invite")
      .select("id")
      .where("used_at", "is", null)
      .execute();
    await expect(revokeInvite(failing, OWNER_BY, row?.id ?? "")).rejects.toThrow(
      /injected failure/,
    );
    expect(
      await t.db
        .selectFrom("one_time_tokens")
        .where("purpose", "=", "admin-invite")
        .where("used_at", "is", null)
        .selectAll()
        .execute(),
    ).toHaveLength(1);
  });

  describe("the invites of an owner who is disabled or demoted", () => {
    /** A named owner, and an invite granting owner that they sent (their link, unused). */
    async function ownerWithPendingInvite() {
      const { id } = await administrator("owner@example.mr", "owner");
      const owner: ActingAdmin = { id, name: "Fatimetou Mint Ahmed", role: "owner" };
      const sent = await inviteAdministrator(
        t.db,
        owner,
        { name: "Khadija", identifier: "khadija@example.mr", role: "owner" },
        new Date(),
      );
      if (!sent.ok) throw new Error("refused");
      expect((await readInvite(t.db, sent.token)).status).toBe("valid");
      return { id, token: sent.token };
    }

    const accept = (token: string) =>
      acceptInvite(t.db, token, { password: EDITOR_PASSWORD, confirm: EDITOR_PASSWORD });

    it("stop working when the owner is disabled: deleted in the same transaction", async () => {
      const { id, token } = await ownerWithPendingInvite();
      await setAdministratorEnabled(t.db, OWNER_BY, id, false);
      expect(
        await t.db
          .selectFrom("one_time_tokens")
          .where("purpose", "=", "admin-invite")
          .where("used_at", "is", null)
          .selectAll()
          .execute(),
      ).toEqual([]);
      expect(await accept(token)).toEqual({ ok: false, status: 404, invite: "unknown" });
      expect(await identifierCount("khadija@example.mr")).toBe(0);
      expect(await auditOf("admin.disable")).toMatchObject([
        { details: { administratorId: id, linksRevoked: 1 } },
      ]);
      // Enabling them again does not bring the invite back.
      await setAdministratorEnabled(t.db, OWNER_BY, id, true);
      expect((await readInvite(t.db, token)).status).toBe("unknown");
    });

    it("stop working when the owner becomes an editor or an analyst", async () => {
      for (const role of ["editor", "analyst"] as const) {
        await t.db.deleteFrom("one_time_tokens").execute();
        await t.db.deleteFrom("administrators").execute();
        const { id, token } = await ownerWithPendingInvite();
        await changeAdministratorRole(t.db, OWNER_BY, id, role);
        expect((await readInvite(t.db, token)).status).toBe("unknown");
        expect(await accept(token)).toMatchObject({ ok: false, status: 404 });
        expect(await identifierCount("khadija@example.mr")).toBe(0);
      }
    });

    it("are refused at acceptance even if the invite row survived the inviter's demotion", async () => {
      const { id, token } = await ownerWithPendingInvite();
      // As if demoted and disabled by a path that forgot the invites: acceptInvite checks the inviter.
      for (const change of [{ role: "editor" }, { disabled_at: new Date().toISOString() }]) {
        await t.db.updateTable("administrators").set(change).where("id", "=", id).execute();
        expect((await readInvite(t.db, token)).status).toBe("withdrawn");
        expect(await accept(token)).toEqual({ ok: false, status: 410, invite: "withdrawn" });
        await t.db
          .updateTable("administrators")
          .set({ role: "owner", disabled_at: null })
          .where("id", "=", id)
          .execute();
      }
      expect(await identifierCount("khadija@example.mr")).toBe(0);
      // Still an enabled owner: the same link works, once.
      expect((await accept(token)).ok).toBe(true);
    });

    it("keep the bootstrap owner's invites and other owners' invites working", async () => {
      const { id } = await ownerWithPendingInvite();
      const fromBootstrap = await invite("mariem@example.mr", "owner", new Date());
      const other = await administrator("second-owner@example.mr", "owner");
      const fromOther = await inviteAdministrator(
        t.db,
        { id: other.id, name: "Second", role: "owner" },
        { name: "Aicha", identifier: "aicha@example.mr", role: "editor" },
      );
      if (!fromOther.ok) throw new Error("refused");
      await setAdministratorEnabled(t.db, OWNER_BY, id, false);
      expect((await accept(fromBootstrap)).ok).toBe(true);
      expect((await accept(fromOther.token)).ok).toBe(true);
    });

    const identifierCount = async (identifier: string) =>
      (
        await t.db
          .selectFrom("administrators")
          .select("id")
          .where("identifier", "=", identifier)
          .execute()
      ).length;
  });
});
