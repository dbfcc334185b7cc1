// The audit log over HTTP (issue #14 part 6), on both databases: each admin action through its
// real route records who, which course, from which address (TRUST_PROXY=1 lets a test pick it)
// and what changed; /admin/audit shows them to a signed-in administrator only, and has no way
// to write anything.
import { OWNER_ACTOR } from "~/lib/admin-audit";
import { silentLogger } from "~/.server/logger";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findAuditEntries, type AuditEntry } from "~/.server/db/repositories/audit-log";
import { findCourseById, insertCourse } from "~/.server/db/repositories/courses";
import { countSessions } from "~/.server/db/repositories/sessions";
import { FailInsertsInto } from "~/.server/db/testing/fail-inserts-into";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { THUMBNAIL_BUCKET } from "~/.server/storage/storage";
import { ADMIN_SESSION_COOKIE } from "~/features/admin-auth/admin-session.server";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { signInAdmin } from "~/features/admin-auth/sign-in.server";
import { cookieFrom } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const PASSWORD = "correct horse battery staple";
const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("the audit log over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let cookie: string;
  let png: Uint8Array;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, PASSWORD);
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
    png = new Uint8Array(
      await sharp({ create: { width: 64, height: 36, channels: 3, background: "#0a7" } })
        .png()
        .toBuffer(),
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("audit_log").execute();
    await t.db.deleteFrom("throttle_attempts").execute();
  });

  function request(
    path: string,
    init: RequestInit & { ip?: string; cookie?: string | null } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", server.base);
    headers.set("x-forwarded-for", init.ip ?? "203.0.113.5");
    const jar = init.cookie === undefined ? cookie : init.cookie;
    if (jar) headers.set("cookie", jar);
    return fetch(server.base + path, { ...init, headers, redirect: "manual" });
  }
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const entries = () => findAuditEntries(t.db, {}, { limit: 100 });
  const only = async () => {
    const all = await entries();
    expect(all).toHaveLength(1);
    return all[0] as AuditEntry;
  };

  async function signIn(ip = "203.0.113.5") {
    const res = await request("/admin/login", {
      ...form({ password: PASSWORD }),
      ip,
      cookie: null,
    });
    expect(res.status).toBe(302);
    cookie = cookieFrom(res, ADMIN_SESSION_COOKIE);
    expect(cookie).not.toBe("");
  }

  describe("sign-in", () => {
    it("records a failed sign-in with its address, and never the password", async () => {
      const wrong = "my secret guess 123";
      const res = await request("/admin/login", {
        ...form({ password: wrong }),
        ip: "198.51.100.77",
        cookie: null,
      });
      expect(res.status).toBe(401);
      const entry = await only();
      expect(entry).toMatchObject({
        action: "admin.sign_in_failed",
        actorId: null,
        actorName: OWNER_ACTOR.name,
        ip: "198.51.100.77",
        courseId: null,
      });
      const { rows } = await t.db
        .selectFrom("audit_log")
        .selectAll()
        .execute()
        .then((r) => ({
          rows: r,
        }));
      expect(JSON.stringify(rows)).not.toContain(wrong);
      expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    });

    // Issue #26 item 6: a slow flood of failed sign-ins from many addresses (each up to its
    // throttle) left one entry per attempt, kept a year. Now one entry per address per hour.
    it("counts failed sign-ins into one entry per address per hour", async () => {
      const addresses = Array.from({ length: 20 }, (_, i) => `198.51.100.${100 + i}`);
      for (const ip of addresses) {
        for (let attempt = 0; attempt < 6; attempt++) {
          const res = await request("/admin/login", {
            ...form({ password: `guess ${attempt}` }),
            ip,
            cookie: null,
          });
          expect(res.status).toBe(attempt < 5 ? 401 : 429);
        }
      }
      const all = await entries();
      // The flood straddles an hour only if the test runs across one: then two per address.
      const hours = new Set(all.map((entry) => entry.at.slice(0, 13)));
      expect(all.length).toBeLessThanOrEqual(addresses.length * hours.size);
      const perAddress = new Map<string, number>();
      for (const entry of all) {
        expect(entry).toMatchObject({
          action: "admin.sign_in_failed",
          actorName: OWNER_ACTOR.name,
        });
        const { count, lastAt } = JSON.parse(entry.details) as { count: number; lastAt: string };
        expect(lastAt >= entry.at).toBe(true);
        perAddress.set(entry.ip, (perAddress.get(entry.ip) ?? 0) + count);
      }
      expect([...perAddress.keys()].sort()).toEqual([...addresses].sort());
      expect([...perAddress.values()]).toEqual(addresses.map(() => 5));
    });

    it("records a sign-in with its address", async () => {
      await signIn("198.51.100.78");
      expect(await only()).toMatchObject({
        action: "admin.sign_in",
        actorName: OWNER_ACTOR.name,
        ip: "198.51.100.78",
      });
    });

    it("records a sign-out, and nothing for a sign-out without a session", async () => {
      await signIn("198.51.100.80");
      expect((await request("/admin/logout", { method: "POST", ip: "198.51.100.81" })).status).toBe(
        302,
      );
      expect((await entries()).map((e) => [e.action, e.ip])).toEqual([
        ["admin.sign_out", "198.51.100.81"],
        ["admin.sign_in", "198.51.100.80"],
      ]);
      await request("/admin/logout", { method: "POST" });
      expect(await entries()).toHaveLength(2);
    });

    it("signs no one in when the entry cannot be written", async () => {
      const failing = t.db.withPlugin(new FailInsertsInto("audit_log"));
      const sessions = await countSessions(t.db, "admin");
      const devices = await t.db.selectFrom("trusted_devices").select("token_hash").execute();
      await expect(
        signInAdmin(failing, {
          log: silentLogger(),
          password: PASSWORD,
          clientIp: "198.51.100.79",
        }),
      ).rejects.toThrow(/injected failure/);
      expect(await countSessions(t.db, "admin")).toBe(sessions);
      expect(await t.db.selectFrom("trusted_devices").select("token_hash").execute()).toEqual(
        devices,
      );
    });
  });

  describe("course actions through their routes", () => {
    beforeAll(async () => {
      await signIn();
    });

    it("records publishing and unpublishing on the dashboard, with the address", async () => {
      const courseId = await insertCourse(
        t.db,
        testCourse({ title: localizedText({ en: "Toggled" }), isPublished: false }),
      );
      expect(
        (
          await request("/admin?index", {
            ...form({ intent: "toggle", courseId, publish: "true" }),
            ip: "2001:db8::42",
          })
        ).status,
      ).toBe(200);
      expect(await only()).toMatchObject({
        action: "course.publish",
        courseId,
        courseTitle: "Toggled",
        ip: "2001:db8::42",
      });
      await request("/admin?index", form({ intent: "toggle", courseId, publish: "false" }));
      expect((await entries())[0]?.action).toBe("course.unpublish");
    });

    it("records an edit through the editor with what changed, and a deletion", async () => {
      const courseId = await insertCourse(
        t.db,
        testCourse({ title: localizedText({ en: "Before" }), category: "Finance" }),
      );
      const course = await findCourseById(t.db, courseId);
      const res = await request(`/admin/course/${courseId}`, {
        method: "POST",
        body: JSON.stringify({
          ...course,
          title: localizedText({ en: "After" }),
          videos: [],
          links: [],
        }),
        headers: { "content-type": "application/json" },
      });
      expect(res.status).toBe(302);
      const edit = await only();
      expect(edit).toMatchObject({ action: "course.update", courseId, courseTitle: "After" });
      expect(JSON.parse(edit.details).fields).toEqual([
        { field: "title", label: "Title", from: "Before", to: "After" },
      ]);

      await request("/admin?index", form({ intent: "delete", courseId }));
      const [deletion] = await entries();
      expect(deletion).toMatchObject({
        action: "course.delete",
        courseId,
        courseTitle: "After",
        courseExists: false,
      });
    });

    it("records a thumbnail upload and its discard", async () => {
      const body = new FormData();
      body.append("file", new File([png as BlobPart], "a.png", { type: "image/png" }));
      const res = await request("/admin/uploads/thumbnail", { method: "POST", body });
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      expect(JSON.parse((await only()).details)).toEqual({ url });

      const discard = await request("/admin/uploads/thumbnail/discard", form({ url }));
      expect(discard.status).toBe(204);
      const [entry] = await entries();
      expect(entry?.action).toBe("thumbnail.discard");
      expect(JSON.parse(entry?.details ?? "")).toEqual({ url });
      expect(await server.storage.list(THUMBNAIL_BUCKET)).toEqual([]);
    });

    it("keeps no upload whose entry cannot be written", async () => {
      const failing = await startTestServer({
        db: t.db.withPlugin(new FailInsertsInto("audit_log")),
        build: vite.build,
      });
      try {
        const body = new FormData();
        body.append("file", new File([png as BlobPart], "a.png", { type: "image/png" }));
        const res = await fetch(`${failing.base}/admin/uploads/thumbnail`, {
          method: "POST",
          body,
          headers: { origin: failing.base, cookie },
        });
        expect(res.status).toBe(500);
        expect(await failing.storage.list(THUMBNAIL_BUCKET)).toEqual([]);
      } finally {
        await failing.close();
      }
    });
  });

  describe("/admin/audit", () => {
    it("refuses a visitor without a session: the gate, no entries", async () => {
      await signIn("203.0.113.200");
      for (const path of [
        "/admin/audit",
        "/admin/audit.data",
        "/admin/audit?action=admin.sign_in",
      ]) {
        const res = await request(path, { cookie: null });
        expect(res.status).toBe(401);
        const text = await res.text();
        expect(text).not.toContain("203.0.113.200");
        expect(text).not.toContain("Signed in");
      }
      const forged = await request("/admin/audit", {
        cookie: `${ADMIN_SESSION_COOKIE}=forged-token-value`,
      });
      expect(forged.status).toBe(401);
    });

    it("shows the entries to an administrator, newest first, filtered by the URL", async () => {
      await signIn("203.0.113.201");
      const courseId = await insertCourse(
        t.db,
        testCourse({ title: localizedText({ en: "Shown course" }) }),
      );
      await request("/admin?index", form({ intent: "toggle", courseId, publish: "true" }));
      const res = await request("/admin/audit");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("Audit Log");
      // (Each label is also an option of the action filter: the rows are found by their cell.)
      const published = html.indexOf('data-action="course.publish"');
      const signedIn = html.indexOf('data-action="admin.sign_in"');
      expect(published).toBeGreaterThan(-1);
      expect(signedIn).toBeGreaterThan(published);
      expect(html).toContain(`href="/admin/course/${courseId}"`);
      expect(html).toContain("203.0.113.201");

      const filtered = await (await request("/admin/audit?action=admin.sign_in")).text();
      expect(filtered).toContain('data-action="admin.sign_in"');
      expect(filtered).not.toContain('data-action="course.publish"');
    });

    it("has no write route: a POST, PUT or DELETE changes nothing", async () => {
      await signIn();
      const before = await entries();
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const res = await request("/admin/audit", {
          method,
          body: new URLSearchParams({ intent: "delete", id: before[0]?.id ?? "" }),
        });
        expect(res.status, method).toBe(405);
      }
      expect(await entries()).toEqual(before);
    });
  });
});
