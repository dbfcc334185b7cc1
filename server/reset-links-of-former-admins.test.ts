// A learner's reset link dies with its maker's right to make it (issue #26, finding 5), over HTTP
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL: an editor makes a link on the Learners
// screen; the owner disables them, or makes them an analyst (a role without manageLearners), and
// the link answers 410 and sets no password. Made an owner instead, or made by the bootstrap
// owner, it still works. A link whose maker lost the right without the owner's form (a link made
// before this release, or one opened as its maker is disabled) is refused when used, too.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "~/.server/auth/password-hash";
import {
  insertAdministrator,
  setAdministratorDisabled,
} from "~/.server/db/repositories/administrators";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { adminSessionCookie, cookieFrom } from "./testing/fixtures";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const BOOTSTRAP_PASSWORD = "correct horse battery staple";
const EDITOR_PASSWORD = "dunes at dawn in atar";
const LEARNER_PASSWORD = "nouakchott sea breeze";
const NEW_PASSWORD = "camels cross the dunes at dawn";
const TOKEN_PATH = /\/reset-password\/[A-Za-z0-9_-]{43}/;

const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("learner reset links of former administrators on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let owner: string;
  let passwordHash: string;
  let ipCounter = 0;
  let editors = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, BOOTSTRAP_PASSWORD);
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
    owner = await adminSessionCookie(server.base, BOOTSTRAP_PASSWORD);
    passwordHash = await hashPassword(EDITOR_PASSWORD);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("one_time_tokens").execute();
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

  /** A named editor, signed in: their id and session cookie. */
  async function signedInEditor() {
    const identifier = `editor${++editors}@example.mr`;
    const id = await insertAdministrator(t.db, {
      name: `Editor ${editors}`,
      identifier,
      role: "editor",
      passwordHash,
    });
    const res = await post("/admin/login", {
      identifier,
      password: EDITOR_PASSWORD,
      redirectTo: "/admin",
    });
    expect(res.status).toBe(302);
    return { id, cookie: cookieFrom(res, "maarifa_admin") };
  }

  /** A learner with a password (made once per test), and the reset link `admin` makes for them on the Learners screen. */
  async function learnerLinkMadeBy(admin: string) {
    let learner = await t.db.selectFrom("learners").select("id").executeTakeFirst();
    if (!learner) {
      const signedUp = await post("/auth", {
        intent: "sign-up",
        phone: "22 12 34 56",
        password: LEARNER_PASSWORD,
      });
      expect(signedUp.status).toBe(200);
      learner = await t.db.selectFrom("learners").select("id").executeTakeFirstOrThrow();
    }
    const res = await post(
      "/admin/learners",
      { intent: "create-reset-link", learnerId: learner.id },
      admin,
    );
    expect(res.status).toBe(200);
    const path = TOKEN_PATH.exec(await res.text())?.[0];
    if (!path) throw new Error("no reset link in the answer");
    return path;
  }

  /** Opens the link as a browser does and tries to set a new password: the page's and the form's status. */
  async function useLink(path: string) {
    const landing = await get(path);
    expect(landing.status).toBe(302);
    const cookie = cookieFrom(landing, "maarifa_reset");
    const page = (await get("/reset-password", cookie)).status;
    const form = (
      await post("/reset-password", { password: NEW_PASSWORD, confirm: NEW_PASSWORD }, cookie)
    ).status;
    return { page, form };
  }

  /** The unused learners' links `administratorId` made still stored. */
  async function storedLinksOf(administratorId: string) {
    const rows = await t.db
      .selectFrom("one_time_tokens")
      .select("id")
      .where("purpose", "=", "learner-reset")
      .where("created_by", "=", administratorId)
      .where("used_at", "is", null)
      .execute();
    return rows.length;
  }

  /** Whether the learner's password is still the one they chose. */
  async function oldPasswordWorks() {
    const res = await post("/auth", {
      intent: "sign-in",
      identifier: "22 12 34 56",
      password: LEARNER_PASSWORD,
    });
    return res.status === 302;
  }

  it("voids the links of an administrator the owner disables", async () => {
    const editor = await signedInEditor();
    const link = await learnerLinkMadeBy(editor.cookie);
    const disabled = await post(
      "/admin/administrators",
      { intent: "disable", administratorId: editor.id },
      owner,
    );
    expect(disabled.status).toBe(200);
    // Deleted with the change, as their invites are.
    expect(await storedLinksOf(editor.id)).toBe(0);
    expect(await useLink(link)).toEqual({ page: 410, form: 410 });
    expect(await oldPasswordWorks()).toBe(true);
  });

  it("voids the links of an administrator demoted to a role that may not make them", async () => {
    const editor = await signedInEditor();
    const link = await learnerLinkMadeBy(editor.cookie);
    const demoted = await post(
      "/admin/administrators",
      { intent: "change-role", administratorId: editor.id, role: "analyst" },
      owner,
    );
    expect(demoted.status).toBe(200);
    // Deleted with the change, as their invites are.
    expect(await storedLinksOf(editor.id)).toBe(0);
    expect(await useLink(link)).toEqual({ page: 410, form: 410 });
    expect(await oldPasswordWorks()).toBe(true);
  });

  it("keeps the links of an administrator whose new role may still make them", async () => {
    const editor = await signedInEditor();
    const link = await learnerLinkMadeBy(editor.cookie);
    const promoted = await post(
      "/admin/administrators",
      { intent: "change-role", administratorId: editor.id, role: "owner" },
      owner,
    );
    expect(promoted.status).toBe(200);
    expect(await storedLinksOf(editor.id)).toBe(1);
    expect(await useLink(link)).toEqual({ page: 200, form: 302 });
    expect(await oldPasswordWorks()).toBe(false);
  });

  it("refuses a link whose maker lost the right another way, and keeps the bootstrap owner's", async () => {
    const editor = await signedInEditor();
    const link = await learnerLinkMadeBy(editor.cookie);
    // Disabled without the owner's form: nothing deleted the link, its use checks its maker.
    await setAdministratorDisabled(t.db, editor.id, new Date());
    expect(await useLink(link)).toEqual({ page: 410, form: 410 });
    expect(await oldPasswordWorks()).toBe(true);

    const ownersLink = await learnerLinkMadeBy(owner);
    expect(await useLink(ownersLink)).toEqual({ page: 200, form: 302 });
  });
});
