// Signing in: the password check, the new session, and the per-client throttle.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countSessions } from "~/.server/db/repositories/sessions";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { findAdminSession } from "./admin-session.server";
import { setAdminPassword } from "./password.server";
import { signInAdmin } from "./sign-in.server";

const PASSWORD = "correct horse battery staple";
const IP = "203.0.113.7";
const minute = 60 * 1000;
const start = new Date("2026-11-22T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testDatabaseKinds())("signing in on %s", (kind) => {
  let t: TestDatabase;
  let logs: CapturedLogs;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, PASSWORD);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("sessions").execute();
    await t.db.deleteFrom("throttle_attempts").execute();
    await t.db.deleteFrom("trusted_devices").execute();
    logs = captureLogs();
  });

  const attempt = (password: string, now: Date, clientIp = IP) =>
    signInAdmin(t.db, { password, clientIp, log: logs.logger }, now);

  it("opens a session with the right password, a new one each time", async () => {
    const first = await attempt(PASSWORD, start);
    const second = await attempt(PASSWORD, start);
    if (!first.ok || !second.ok) throw new Error("sign-in failed");
    expect(first.token).not.toBe(second.token);
    expect(await findAdminSession(t.db, first.token, later(minute))).not.toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(2);
  });

  it("refuses a wrong password with 401 and logs why, never the password or the IP", async () => {
    const result = await attempt("wrong password!", start);
    expect(result).toEqual({
      ok: false,
      status: 401,
      error: { title: "Access denied", description: "Invalid password" },
    });
    expect(await countSessions(t.db, "admin")).toBe(0);
    expect(logs.lines()).toEqual([
      expect.objectContaining({
        level: 40,
        event: "admin_sign_in_failed",
        reason: "invalid_password",
        trustedBrowser: false,
      }),
    ]);
    // With LOG_IPS=true the address comes from the request's logger (server/logging.test.ts).
    expect(logs.text()).not.toContain(IP);
    expect(logs.text()).not.toContain("wrong password!");
  });

  it("blocks a client after 5 failures in 15 minutes, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt("wrong password!", later(i * minute))).ok).toBe(false);
    }
    const blocked = await attempt(PASSWORD, later(5 * minute));
    expect(logs.lines().at(-1)).toMatchObject({
      level: 40,
      event: "admin_sign_in_throttled",
      retryAfterSeconds: 600,
    });
    // The first failure (at 0) leaves the window at 15 minutes: 10 minutes from now.
    expect(blocked).toEqual({
      ok: false,
      status: 429,
      retryAfterSeconds: 600,
      error: {
        title: "Too many attempts",
        description: "Too many failed attempts. Try again in 10 minutes.",
      },
    });
    expect(await countSessions(t.db, "admin")).toBe(0);
    // Refused attempts do not extend the block, and other clients are not affected.
    const again = await attempt("wrong password!", later(14 * minute));
    expect(again.ok === false && again.status === 429 && again.retryAfterSeconds).toBe(60);
    expect((await attempt(PASSWORD, later(14 * minute), "198.51.100.2")).ok).toBe(true);
  });

  it("allows trying again once the oldest failure leaves the window", async () => {
    for (let i = 0; i < 5; i++) await attempt("wrong password!", later(i * minute));
    expect((await attempt(PASSWORD, later(15 * minute - 1000))).ok).toBe(false);
    // At 15 min the first failure has left: 4 remain, so one more try is allowed…
    const wrong = await attempt("wrong password!", later(15 * minute));
    expect(wrong.ok === false && wrong.status).toBe(401);
    // …and that failure makes 5 again, until the second oldest leaves at 16 min.
    const blocked = await attempt(PASSWORD, later(15 * minute + 1000));
    expect(blocked.ok === false && blocked.status === 429 && blocked.retryAfterSeconds).toBe(59);
    expect((await attempt(PASSWORD, later(16 * minute))).ok).toBe(true);
  });

  it("takes back only its own attempt when it signs in: the address's failures still count", async () => {
    for (let i = 0; i < 4; i++) await attempt("wrong password!", later(i * minute));
    expect((await attempt(PASSWORD, later(4 * minute))).ok).toBe(true);
    // Someone else behind the same address: one more guess, then blocked (issue #12: a sign-in
    // no longer hands the address a fresh five; the admin's browser has a device cookie now).
    const fifth = await attempt("wrong password!", later(5 * minute));
    expect(fifth.ok === false && fifth.status).toBe(401);
    const sixth = await attempt("wrong password!", later(5 * minute));
    expect(sixth.ok === false && sixth.status).toBe(429);
    const rows = await t.db.selectFrom("throttle_attempts").selectAll().execute();
    expect(rows).toHaveLength(5);
  });

  it("lets a browser that signed in before past its address's lockout, counted on its own", async () => {
    const first = await attempt(PASSWORD, start);
    if (!first.ok) throw new Error("sign-in failed");
    expect(first.deviceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Someone sharing the address (carrier NAT) locks it out.
    for (let i = 0; i < 5; i++) await attempt("wrong password!", later(minute));
    expect((await attempt(PASSWORD, later(2 * minute))).ok).toBe(false);
    // The admin's browser is not locked out, and gets a new device cookie.
    const trusted = await signInAdmin(
      t.db,
      { password: PASSWORD, clientIp: IP, deviceToken: first.deviceToken, log: logs.logger },
      later(2 * minute),
    );
    if (!trusted.ok) throw new Error("the trusted browser was locked out");
    expect(trusted.deviceToken).not.toBe(first.deviceToken);
    // The old cookie was replaced: it is an unknown browser now, throttled by its address.
    const replaced = await signInAdmin(
      t.db,
      { password: PASSWORD, clientIp: IP, deviceToken: first.deviceToken, log: logs.logger },
      later(2 * minute),
    );
    expect(replaced.ok === false && replaced.status).toBe(429);

    // The device cookie's own failures lock out that cookie, even with the right password.
    const withDevice = (password: string, now: Date) =>
      signInAdmin(
        t.db,
        { password, clientIp: "198.51.100.9", deviceToken: trusted.deviceToken, log: logs.logger },
        now,
      );
    for (let i = 0; i < 5; i++) {
      const result = await withDevice("wrong password!", later(3 * minute));
      expect(result.ok === false && result.status).toBe(401);
    }
    const locked = await withDevice(PASSWORD, later(3 * minute));
    expect(locked).toMatchObject({ ok: false, status: 429, retryAfterSeconds: 900 });
    // Its failures were not the new address's.
    expect((await attempt(PASSWORD, later(3 * minute), "198.51.100.9")).ok).toBe(true);
  });

  it("forgets the admin's trusted browsers when the password changes", async () => {
    const first = await attempt(PASSWORD, start);
    if (!first.ok) throw new Error("sign-in failed");
    for (let i = 0; i < 5; i++) await attempt("wrong password!", later(minute));
    await setAdminPassword(t.db, "another long admin password");
    const result = await signInAdmin(
      t.db,
      {
        password: "another long admin password",
        clientIp: IP,
        deviceToken: first.deviceToken,
        log: logs.logger,
      },
      later(2 * minute),
    );
    expect(result.ok === false && result.status).toBe(429);
    await setAdminPassword(t.db, PASSWORD);
  });

  it("lets at most 5 of a parallel burst of guesses reach the password check", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => attempt("wrong password!", start)),
    );
    // Each attempt is counted before the check, so a burst blocks itself (it may block all).
    const checked = results.filter((r) => !r.ok && r.status === 401).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(results.filter((r) => !r.ok && r.status === 429)).toHaveLength(20 - checked);
    expect(await countSessions(t.db, "admin")).toBe(0);
  });
});
