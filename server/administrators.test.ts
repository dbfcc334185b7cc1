// Named administrators over HTTP (issue #14): the owner's invite form shows the link once, the
// link works once (404 unknown, 410 used), the gate signs in by email or phone, and disabling or
// changing a role through the owner's form ends the other browser's session at once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countSessions } from "~/.server/db/repositories/sessions";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { adminSessionCookie, cookieFrom } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const BOOTSTRAP_PASSWORD = "correct horse battery staple";
const PASSWORD = "dunes at dawn in atar";
const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("named administrators over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let owner: string;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, BOOTSTRAP_PASSWORD);
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
    owner = await adminSessionCookie(server.base, BOOTSTRAP_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const get = (path: string, cookie = "") =>
    fetch(server.base + path, { headers: { cookie }, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(server.base + path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        cookie,
        origin: server.base,
        "x-forwarded-for": `203.0.113.${++ipCounter}`,
      },
      redirect: "manual",
    });

  async function invite(identifier: string, role = "editor") {
    const res = await post(
      "/admin/administrators",
      { intent: "invite", name: "Mariem Mint Sidi", identifier, role },
      owner,
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    const link = /value="(http:\/\/127\.0\.0\.1:\d+\/admin\/invite\/[A-Za-z0-9_-]{43})"/.exec(html);
    if (!link?.[1]) throw new Error("no invite link in the answer");
    expect(html).toContain("It works once, for 48 hours");
    return new URL(link[1]).pathname;
  }

  async function signIn(identifier: string, password = PASSWORD) {
    return post("/admin/login", { identifier, password, redirectTo: "/admin" });
  }

  it("invites, accepts once, and signs in by email with the new password", async () => {
    const path = await invite("mariem@example.mr");
    // Shown once: the owner's page lists the invite, never its link again.
    const list = await (await get("/admin/administrators", owner)).text();
    expect(list).toContain("mariem@example.mr");
    expect(list).not.toContain(path);

    const page = await get(path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Set up your administrator account");
    expect(html).toContain('method="post"');

    const mismatch = await post(path, { password: PASSWORD, confirm: "something else entirely" });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain("The two passwords do not match");
    const common = await post(path, { password: "password123", confirm: "password123" });
    expect(common.status).toBe(400);

    const accepted = await post(path, { password: PASSWORD, confirm: PASSWORD });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("location")).toBe("/admin");
    const session = cookieFrom(accepted, "maarifa_admin");
    expect((await get("/admin", session)).status).toBe(200);

    const reused = await post(path, { password: PASSWORD, confirm: PASSWORD });
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain("This invite has already been used");
    expect((await get(path)).status).toBe(410);
    expect((await get(`/admin/invite/${"x".repeat(43)}`)).status).toBe(404);

    const byEmail = await signIn("Mariem@Example.MR");
    expect(byEmail.status).toBe(302);
    const editor = cookieFrom(byEmail, "maarifa_admin");
    const dashboard = await (await get("/admin", editor)).text();
    expect(dashboard).toContain("Mariem Mint Sidi");
    expect(dashboard).toContain("Add New Course");
    const refused = await get("/admin/administrators", editor);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Your role (Editor) does not allow this.");
  });

  it("refuses a wrong password, an unknown identifier and the bootstrap password alike", async () => {
    const path = await invite("+222 22 12 34 57", "analyst");
    expect((await post(path, { password: PASSWORD, confirm: PASSWORD })).status).toBe(302);
    for (const [identifier, password] of [
      ["22123457", "not the password at all"],
      ["nobody@example.mr", PASSWORD],
      ["22 12 34 57", BOOTSTRAP_PASSWORD],
    ] as const) {
      const res = await signIn(identifier, password);
      expect(res.status).toBe(401);
      const html = await res.text();
      expect(html).toContain("Invalid email, phone number or password");
      // The gate keeps what was typed as the identifier, never the password.
      expect(html).toContain(`value="${identifier}"`);
      expect(html).not.toContain(password);
    }
    expect((await signIn("22 12 34 57")).status).toBe(302);
  });

  it("disabling through the owner's form ends the administrator's session at once", async () => {
    const path = await invite("khadija@example.mr");
    const accepted = await post(path, { password: PASSWORD, confirm: PASSWORD });
    const khadija = cookieFrom(accepted, "maarifa_admin");
    expect((await get("/admin", khadija)).status).toBe(200);
    const row = await t.db
      .selectFrom("administrators")
      .select("id")
      .where("identifier", "=", "khadija@example.mr")
      .executeTakeFirstOrThrow();

    const disabled = await post(
      "/admin/administrators",
      { intent: "disable", administratorId: row.id },
      owner,
    );
    expect(disabled.status).toBe(200);
    expect(await disabled.text()).toContain("is disabled");
    expect((await get("/admin", khadija)).status).toBe(401);
    expect((await get("/admin.data", khadija)).status).toBe(401);
    const again = await signIn("khadija@example.mr");
    expect(again.status).toBe(401);
    expect(await again.text()).toContain("Invalid email, phone number or password");

    await post("/admin/administrators", { intent: "enable", administratorId: row.id }, owner);
    const back = await signIn("khadija@example.mr");
    expect(back.status).toBe(302);

    // A role change ends the session too; the next sign-in has the new role.
    const before = await countSessions(t.db, "admin");
    const changed = await post(
      "/admin/administrators",
      { intent: "change-role", administratorId: row.id, role: "analyst" },
      owner,
    );
    expect(await changed.text()).toContain("is now analyst");
    expect(await countSessions(t.db, "admin")).toBe(before - 1);
    expect((await get("/admin", cookieFrom(back, "maarifa_admin"))).status).toBe(401);
    const analyst = cookieFrom(await signIn("khadija@example.mr"), "maarifa_admin");
    expect((await get("/admin/analytics", analyst)).status).toBe(200);
    expect((await get("/admin/course/new", analyst)).status).toBe(403);
  });

  it("refuses a bad invite with field errors and creates nothing", async () => {
    const res = await post(
      "/admin/administrators",
      { intent: "invite", name: "", identifier: "12", role: "editor" },
      owner,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the administrator&#x27;s name");
    expect(html).toContain("This is not a valid email address or phone number");
    expect(html).not.toContain("/admin/invite/");
  });
});
