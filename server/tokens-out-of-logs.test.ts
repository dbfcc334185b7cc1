// One-time tokens never reach a log (issue #26, finding 1), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL: a whole administrator invite, administrator password reset and learner password
// reset, each link opened, its `.data` twin asked, its form refused once and used, leave neither
// a token nor its first characters in any line the server logs, nor in the access log of the
// nginx we ship (docs/deploy/nginx.conf.template) when it stands in front, which the requests
// then go through. Every route of app/routes.ts with a `:token` is one of the redacted links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { captureLogs, type CapturedLogs } from "~/.server/testing/captured-logs";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { ONE_TIME_LINK_PATHS, withoutLinkTokens } from "~/lib/one-time-link-paths";
import {
  freePorts,
  nginxInstalled,
  startNginx,
  type NginxInstance,
} from "../scripts/cluster/harness";
import { adminSessionCookie, cookieFrom } from "./testing/fixtures";
import { routeMap } from "./testing/route-map";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const BOOTSTRAP_PASSWORD = "correct horse battery staple";
const PASSWORD = "dunes at dawn in atar";
const NEW_PASSWORD = "camels cross the dunes at dawn";
const LEARNER_PASSWORD = "nouakchott sea breeze";
/** The first port tried for nginx (this test's own range). */
const NGINX_PORT = 3111;

const vite = serverBuildForFile();

describe("the one-time links' addresses", () => {
  it("are every route with a token, and each is written without it", () => {
    const withToken = routeMap(vite.build)
      .map((route) => route.path)
      .filter((path) => path.includes(":token"));
    const declared = Object.values(ONE_TIME_LINK_PATHS) as string[];
    // The learners' link is also under each locale's prefix.
    expect(withToken.map((path) => path.replace(/^\/(fr|en)\//, "/"))).toEqual(
      expect.arrayContaining(declared.map((path) => `/${path}`)),
    );
    for (const path of withToken) {
      expect(
        declared.some((declaredPath) => path.endsWith(`/${declaredPath}`)),
        path,
      ).toBe(true);
      const secret = "A".repeat(43);
      const address = path.replace(":token", secret);
      expect(withoutLinkTokens(address)).toBe(path);
      expect(withoutLinkTokens(`${address}.data`)).toBe(`${path}.data`);
      expect(withoutLinkTokens(`//${address.toUpperCase()}/`)).not.toContain(secret);
    }
  });
});

describe.each(testDatabaseKinds())("one-time tokens out of the logs on %s", (kind) => {
  let t: TestDatabase;
  let logs: CapturedLogs;
  let server: TestServer;
  let nginx: NginxInstance | undefined;
  let ipCounter = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, BOOTSTRAP_PASSWORD);
    logs = captureLogs();
    server = await startTestServer({
      db: t.db,
      build: vite.build,
      trustProxy: 1,
      logger: logs.logger,
    });
    if (nginxInstalled()) {
      const [port] = await freePorts(1, NGINX_PORT);
      nginx = await startNginx(port!, [Number(new URL(server.base).port)]);
    }
  }, 60_000);
  afterAll(async () => {
    await nginx?.stop();
    await server?.close();
    await t?.destroy();
  });

  /** Through nginx when it is there, as in production. */
  const base = () => nginx?.origin ?? server.base;
  const get = (path: string, cookie = "", headers: Record<string, string> = {}) =>
    fetch(base() + path, { headers: { cookie, ...headers }, redirect: "manual" });
  const post = (path: string, fields: Record<string, string>, cookie = "") =>
    fetch(base() + path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { cookie, origin: base(), "x-forwarded-for": `203.0.113.${++ipCounter}` },
      redirect: "manual",
    });

  /** The path of the link an admin page shows once, and its token. */
  function linkIn(html: string, path: RegExp): { path: string; token: string } {
    const found = new RegExp(`(${path.source})([A-Za-z0-9_-]{43})`).exec(html);
    if (!found?.[1] || !found[2]) throw new Error(`no link like ${path} in the answer`);
    return { path: found[1] + found[2], token: found[2] };
  }

  /** What a browser does with a link: the page, its data twin, a refused form, then the form. */
  async function useAdminLink(path: string, password: string) {
    expect((await get(path)).status).toBe(200);
    expect((await get(`${path}.data`)).status).toBe(200);
    // A page fetched by the link's page names it as its Referer (same-origin).
    await get("/favicon.svg", "", { referer: base() + path });
    const refused = await post(path, { password, confirm: "something else entirely" });
    expect(refused.status).toBe(400);
    const accepted = await post(path, { password, confirm: password });
    expect(accepted.status).toBe(302);
    // Used: a second visit is told so.
    expect((await get(path)).status).toBe(410);
  }

  it("writes no token of an invite, an administrator's or a learner's reset", async () => {
    const tokens: string[] = [];
    const owner = await adminSessionCookie(server.base, BOOTSTRAP_PASSWORD);

    // An invite, accepted.
    const invited = await post(
      "/admin/administrators",
      {
        intent: "invite",
        name: "Mariem Mint Sidi",
        identifier: "mariem@example.mr",
        role: "owner",
      },
      owner,
    );
    expect(invited.status).toBe(200);
    const invite = linkIn(await invited.text(), /\/admin\/invite\//);
    tokens.push(invite.token);
    await useAdminLink(invite.path, PASSWORD);

    // A reset of that administrator's password, used.
    const administrator = await t.db
      .selectFrom("administrators")
      .select("id")
      .where("identifier", "=", "mariem@example.mr")
      .executeTakeFirstOrThrow();
    const made = await post(
      "/admin/administrators",
      { intent: "reset-link", administratorId: administrator.id },
      owner,
    );
    expect(made.status).toBe(200);
    const reset = linkIn(await made.text(), /\/admin\/reset\//);
    tokens.push(reset.token);
    await useAdminLink(reset.path, NEW_PASSWORD);

    // A learner's reset, made by an administrator, opened in Arabic and in French, used.
    const signedUp = await post("/auth", {
      intent: "sign-up",
      phone: "22 12 34 56",
      password: LEARNER_PASSWORD,
    });
    expect(signedUp.status).toBe(200);
    const learner = await t.db.selectFrom("learners").select("id").executeTakeFirstOrThrow();
    const learnerLink = await post(
      "/admin/learners",
      { intent: "create-reset-link", learnerId: learner.id },
      owner,
    );
    expect(learnerLink.status).toBe(200);
    const learnerReset = linkIn(await learnerLink.text(), /\/reset-password\//);
    tokens.push(learnerReset.token);
    expect((await get(`/fr${learnerReset.path}`)).status).toBe(302);
    const landing = await get(learnerReset.path);
    expect(landing.status).toBe(302);
    const resetCookie = cookieFrom(landing, "maarifa_reset");
    const done = await post(
      "/reset-password",
      { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      resetCookie,
    );
    expect(done.status).toBe(302);

    // Every request has had its line: the last one's is there.
    await logs.waitFor((line) => JSON.stringify(line).includes('"path":"/reset-password"'));
    const lines = logs.text();
    for (const path of [invite.path, reset.path, learnerReset.path]) {
      expect(lines).toContain(`"path":"${withoutLinkTokens(path)}"`);
    }
    expect(lines).toContain('"path":"/admin/invite/:token.data"');
    expect(lines).toContain('"path":"/fr/reset-password/:token"');
    for (const token of tokens) {
      expect(lines).not.toContain(token);
      // Nor the start of one: a log line cut short, or a token shown in part.
      expect(lines).not.toContain(token.slice(0, 8));
    }

    if (!nginx) return;
    // nginx writes its line when the answer is sent: wait for the last request's.
    const deadline = Date.now() + 5_000;
    while (!nginx.accessLog().includes('"POST /reset-password"') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const access = nginx.accessLog();
    expect(access).toContain('"GET /admin/invite/:token"');
    expect(access).toContain('"GET /admin/invite/:token.data"');
    expect(access).toContain('"POST /admin/reset/:token"');
    expect(access).toContain('"GET /fr/reset-password/:token"');
    for (const token of tokens) {
      expect(access).not.toContain(token);
      expect(access).not.toContain(token.slice(0, 8));
    }
  }, 60_000);
});
