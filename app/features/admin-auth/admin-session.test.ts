// Admin sessions: tokens, hashing, idle and absolute expiry, sign-out, and the cookie.
import type { AppLoadContext } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { countSessions, findSession } from "~/.server/db/repositories/sessions";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import {
  clearSessionCookie,
  createAdminSession,
  endAdminSession,
  findAdminSession,
  purgeExpiredAdminSessions,
  readSessionToken,
  sessionCookie,
} from "./admin-session.server";
import { getAdminSession, requireAdmin } from "./require-admin.server";

const minute = 60 * 1000;
const hour = 60 * minute;
const start = new Date("2026-11-22T08:00:00.000Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe("the session cookie", () => {
  const http = new Request("http://localhost/admin/login");
  const https = new Request("https://maarifa.example/admin/login");

  it("is HttpOnly, SameSite=Lax, site-wide and lasts 12 hours; Secure over https", () => {
    const cookie = sessionCookie(http, "TOKEN");
    expect(cookie).toBe("maarifa_admin=TOKEN; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax");
    expect(sessionCookie(https, "TOKEN")).toMatch(/; Secure$/);
  });

  it("is cleared with Max-Age=0", () => {
    expect(clearSessionCookie(http)).toMatch(/^maarifa_admin=; Path=\/; Max-Age=0; HttpOnly/);
    expect(clearSessionCookie(https)).toMatch(/; Secure$/);
  });

  it("is read among other cookies", () => {
    const request = new Request("http://localhost/admin", {
      headers: { cookie: "maarifa_flash=x; maarifa_admin=abc; other=1" },
    });
    expect(readSessionToken(request)).toBe("abc");
    expect(readSessionToken(new Request("http://localhost/admin"))).toBeNull();
    const empty = new Request("http://localhost/admin", { headers: { cookie: "maarifa_admin=" } });
    expect(readSessionToken(empty)).toBeNull();
  });
});

describe.each(testDatabaseKinds())("admin sessions on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  beforeEach(async () => {
    await t.db.deleteFrom("sessions").execute();
  });

  it("creates a random 256-bit token and stores only its SHA-256", async () => {
    const { token, expiresAt } = await createAdminSession(t.db, start);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt).toBe("2026-11-22T20:00:00.000Z");
    const rows = await t.db.selectFrom("sessions").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(rows[0]?.kind).toBe("admin");

    const again = await createAdminSession(t.db, start);
    expect(again.token).not.toBe(token);
  });

  it("finds a live session and reports its absolute end", async () => {
    const { token } = await createAdminSession(t.db, start);
    expect(await findAdminSession(t.db, token, later(5 * minute))).toEqual({
      expiresAt: "2026-11-22T20:00:00.000Z",
      administratorId: null, // the bootstrap owner's (issue #14)
    });
    expect(await findAdminSession(t.db, null, start)).toBeNull();
    expect(await findAdminSession(t.db, "not-a-token", start)).toBeNull();
    expect(await findAdminSession(t.db, "A".repeat(43), start)).toBeNull();
  });

  it("refreshes last-seen at most once a minute", async () => {
    const { token } = await createAdminSession(t.db, start);
    const lastSeen = async () =>
      (await t.db.selectFrom("sessions").select("last_seen_at").executeTakeFirstOrThrow())
        .last_seen_at;
    await findAdminSession(t.db, token, later(30 * 1000));
    expect(new Date(await lastSeen()).toISOString()).toBe(start.toISOString());
    await findAdminSession(t.db, token, later(90 * 1000));
    expect(new Date(await lastSeen()).toISOString()).toBe(later(90 * 1000).toISOString());
  });

  it("ends after 2 idle hours, and deletes the row", async () => {
    const { token } = await createAdminSession(t.db, start);
    expect(await findAdminSession(t.db, token, later(2 * hour - minute))).not.toBeNull();
    // That visit moved last-seen: two hours from it, not from sign-in.
    expect(await findAdminSession(t.db, token, later(4 * hour - 2 * minute))).not.toBeNull();
    expect(await findAdminSession(t.db, token, later(6 * hour))).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("ends after 12 hours however active it is", async () => {
    const { token } = await createAdminSession(t.db, start);
    for (let h = 1; h < 12; h++) {
      expect(await findAdminSession(t.db, token, later(h * hour))).not.toBeNull();
    }
    expect(await findAdminSession(t.db, token, later(12 * hour))).toBeNull();
    expect(await countSessions(t.db, "admin")).toBe(0);
  });

  it("ends on sign-out", async () => {
    const { token } = await createAdminSession(t.db, start);
    const other = await createAdminSession(t.db, start);
    await endAdminSession(t.db, token);
    expect(await findAdminSession(t.db, token, later(minute))).toBeNull();
    expect(await findAdminSession(t.db, other.token, later(minute))).not.toBeNull();
    await endAdminSession(t.db, null); // signing out without a session is harmless
  });

  it("purges expired sessions and keeps live ones", async () => {
    await createAdminSession(t.db, start);
    const live = await createAdminSession(t.db, later(3 * hour));
    expect(await purgeExpiredAdminSessions(t.db, later(3 * hour + minute))).toBe(1);
    expect(await findAdminSession(t.db, live.token, later(3 * hour + minute))).not.toBeNull();
  });

  it("getAdminSession and requireAdmin read the request's cookie", async () => {
    const { token } = await createAdminSession(t.db);
    const context = { db: t.db } as AppLoadContext;
    const withCookie = new Request("http://localhost/admin", {
      headers: { cookie: `maarifa_admin=${token}` },
    });
    expect(await getAdminSession(withCookie, context)).toMatchObject({
      expiresAt: expect.any(String),
    });
    await expect(requireAdmin(withCookie, context)).resolves.toBeTruthy();

    const without = new Request("http://localhost/admin");
    expect(await getAdminSession(without, context)).toBeNull();
    const thrown = await requireAdmin(without, context).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(401);

    // Once the row is gone (sign-out, password change), the same cookie opens nothing.
    await t.db.deleteFrom("sessions").execute();
    expect(await getAdminSession(withCookie, context)).toBeNull();
  });

  it("ignores a session of another kind with the same token hash", async () => {
    const { token } = await createAdminSession(t.db, start);
    await t.db.updateTable("sessions").set({ kind: "learner" }).execute();
    expect(await findAdminSession(t.db, token, later(minute))).toBeNull();
    expect(
      await findSession(
        t.db,
        "learner",
        (await t.db.selectFrom("sessions").select("token_hash").executeTakeFirstOrThrow())
          .token_hash,
      ),
    ).not.toBeNull();
  });
});
