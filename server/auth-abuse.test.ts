// Abuse of sign-up, sign-in and password change over HTTP (issue #12, decision 0012), on SQLite
// and (with TEST_DATABASE_URL) PostgreSQL: the sign-up throttles, the current-password throttle,
// the address key (IPv6 /64, IPv4-mapped), device cookies that keep the admin and learners
// past their address's lockout, `__Host-` session cookies over https, duplicate cookies, and a
// password change that keeps its own browser signed in.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { countLearners } from "~/.server/db/repositories/learners";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { AUTH_MESSAGES } from "~/features/accounts/auth-messages";
import { arabicText as arabic } from "~/i18n/testing/arabic-text";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { PUBLIC_PAGE, SIGNED_IN } from "./cache-policy";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const PASSWORD = "nouakchott sea breeze";
const ADMIN_PASSWORD = "correct horse battery staple";
/** Accounts one address may create in an hour (SIGN_UPS_PER_HOUR in sign-up.server.ts). */
const SIGN_UPS_PER_HOUR = 50;

const vite = serverBuildForFile();

/** The response's cookie called exactly `name`: its `name=value` and its attributes. */
function cookieOf(res: Response, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!header) return null;
  const [pair = "", ...attributes] = header.split(/;\s*/);
  return { pair, value: pair.slice(name.length + 1), attributes, header };
}

interface RequestOptions {
  cookie?: string;
  ip?: string;
  /** As the trusted reverse proxy reports an https request (X-Forwarded-Proto). */
  https?: boolean;
}

describe.each(testDatabaseKinds())("abuse of the sign-in forms over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let ipCounter = 0;
  let ip: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, ADMIN_PASSWORD);
    // As deployed behind one reverse proxy: each test picks its clients' addresses and scheme.
    server = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("sessions").execute();
    ip = `192.0.2.${++ipCounter}`;
  });

  const headersOf = ({ cookie, ip: from = ip, https = false }: RequestOptions) => ({
    "x-forwarded-for": from,
    ...(https ? { "x-forwarded-proto": "https" } : {}),
    ...(cookie ? { cookie } : {}),
  });
  const get = (path: string, options: RequestOptions = {}) =>
    fetch(server.base + path, { redirect: "manual", headers: headersOf(options) });
  const post = (path: string, form: Record<string, string>, options: RequestOptions = {}) =>
    fetch(server.base + path, {
      method: "POST",
      body: new URLSearchParams(form),
      redirect: "manual",
      headers: {
        ...headersOf(options),
        origin: options.https ? server.base.replace("http:", "https:") : server.base,
      },
    });

  const signUp = (fields: Record<string, string>, options: RequestOptions = {}) =>
    post("/auth", { intent: "sign-up", password: PASSWORD, ...fields }, options);
  const signIn = (identifier: string, password: string, options: RequestOptions = {}) =>
    post("/auth", { intent: "sign-in", identifier, password }, options);
  const adminSignIn = (password: string, options: RequestOptions = {}) =>
    post("/admin/login", { password, redirectTo: "/admin" }, options);

  async function expectRefused(res: Response, message: string) {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await res.text()).toContain(message);
  }

  describe("sign-up", () => {
    it("answers 'already registered' five times per address, then 429: numbers cannot be tested in bulk", async () => {
      expect((await signUp({ phone: "22123456" })).status).toBe(200);
      for (let i = 0; i < 5; i++) {
        const probe = await signUp({ phone: "22 12 34 56" });
        expect(probe.status).toBe(409);
        expect(await probe.text()).toContain(arabic(AUTH_MESSAGES.phoneTaken));
      }
      // Taken or free, the next number gets the same refusal and no account is made.
      await expectRefused(await signUp({ phone: "22123456" }), "محاولات فاشلة كثيرة");
      await expectRefused(await signUp({ phone: "36999999" }), "محاولات فاشلة كثيرة");
      expect(await countLearners(t.db)).toBe(1);
      // Another address is not affected.
      expect((await signUp({ phone: "36999999" }, { ip: "198.51.100.77" })).status).toBe(200);
    });

    // 51 sign-ups, each hashing a password for real: 20 s on a machine busy with other work.
    it(
      `creates at most ${SIGN_UPS_PER_HOUR} accounts per address in an hour, enough for a classroom`,
      {
        timeout: 120_000,
      },
      async () => {
        for (let i = 0; i < SIGN_UPS_PER_HOUR; i++) {
          const res = await signUp({ email: `student${i}@school.mr` });
          expect(res.status).toBe(200);
        }
        await expectRefused(
          await signUp({ email: "one.more@school.mr" }),
          "أُنشئت حسابات كثيرة من هذا الاتصال",
        );
        expect(await countLearners(t.db)).toBe(SIGN_UPS_PER_HOUR);
        // The learners who signed up still sign in from there.
        expect((await signIn("student0@school.mr", PASSWORD)).status).toBe(302);
      },
    );

    // Issue #26 item 7: `victim@example.com,` made an account whose reset mail reached the victim.
    it("refuses an address list with the invalid-address message, and makes no account", async () => {
      for (const email of ["victim@example.com,", "victim@example.com;me@example.mr"]) {
        const res = await signUp({ email });
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(arabic(AUTH_MESSAGES.invalidEmail));
      }
      expect(await countLearners(t.db)).toBe(0);
    });
  });

  it("throttles the current-password check of 'change password'", async () => {
    const created = await signUp({ email: "aicha@example.mr" });
    const cookie = cookieOf(created, "maarifa_learner")?.pair ?? "";
    // Whoever holds the session (a stolen cookie) tries from ever new addresses.
    for (let i = 0; i < 5; i++) {
      const wrong = await post(
        "/account",
        {
          intent: "change-password",
          currentPassword: `guess ${i}`,
          newPassword: "a new passphrase",
        },
        { cookie, ip: `203.0.113.${100 + i}` },
      );
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain(arabic(AUTH_MESSAGES.wrongCurrentPassword));
    }
    await expectRefused(
      await post(
        "/account",
        { intent: "change-password", currentPassword: PASSWORD, newPassword: "a new passphrase" },
        { cookie, ip: "203.0.113.200" },
      ),
      "محاولات فاشلة كثيرة",
    );
    expect((await signIn("aicha@example.mr", PASSWORD, { ip: "198.51.100.78" })).status).toBe(302);
  });

  describe("the address a throttle counts", () => {
    it("counts a whole IPv6 /64 as one client", async () => {
      const prefix = `2001:db8:${ipCounter.toString(16)}:1`;
      for (let i = 1; i <= 5; i++) {
        const res = await adminSignIn("not the password", { ip: `${prefix}::${i}` });
        expect(res.status).toBe(401);
      }
      // A sixth address of the same /64, written differently, is the same subscriber.
      const sixth = await adminSignIn(ADMIN_PASSWORD, { ip: `${prefix.toUpperCase()}:0:0:0:ff` });
      expect(sixth.status).toBe(429);
      // The next /64 is someone else.
      const other = `2001:db8:${ipCounter.toString(16)}:2::1`;
      expect((await adminSignIn(ADMIN_PASSWORD, { ip: other })).status).toBe(302);
    });

    it("counts ::ffff:a.b.c.d as a.b.c.d", async () => {
      for (let i = 0; i < 5; i++) {
        const from = i % 2 ? ip : `::ffff:${ip}`;
        expect((await signIn("nobody@example.mr", "guess", { ip: from })).status).toBe(401);
      }
      expect((await signIn("nobody@example.mr", "guess", { ip: `::ffff:${ip}` })).status).toBe(429);
      expect((await signIn("nobody@example.mr", "guess", { ip })).status).toBe(429);
    });
  });

  describe("device cookies", () => {
    it("keep the administrator's browser past a lockout of the address it shares (carrier NAT)", async () => {
      const first = await adminSignIn(ADMIN_PASSWORD);
      expect(first.status).toBe(302);
      const device = cookieOf(first, "maarifa_admin_device");
      expect(device?.attributes).toEqual(
        expect.arrayContaining(["Path=/admin", "HttpOnly", "SameSite=Lax"]),
      );
      expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // Someone behind the same address guesses: unknown browsers there are locked out…
      for (let i = 0; i < 5; i++) {
        expect((await adminSignIn("not the password")).status).toBe(401);
      }
      expect((await adminSignIn(ADMIN_PASSWORD)).status).toBe(429);
      // …the administrator's browser is not.
      const again = await adminSignIn(ADMIN_PASSWORD, { cookie: device?.pair });
      expect(again.status).toBe(302);
      const renewed = cookieOf(again, "maarifa_admin_device");
      expect(renewed?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(renewed?.value).not.toBe(device?.value);

      // A made-up device cookie is an unknown browser.
      const forged = `maarifa_admin_device=${"A".repeat(43)}`;
      expect((await adminSignIn(ADMIN_PASSWORD, { cookie: forged })).status).toBe(429);

      // The device cookie's own failures lock out that cookie: five guesses, then 429.
      for (let i = 0; i < 5; i++) {
        const guess = await adminSignIn("not the password", {
          cookie: renewed?.pair,
          ip: "198.51.100.90",
        });
        expect(guess.status).toBe(401);
      }
      const locked = await adminSignIn(ADMIN_PASSWORD, {
        cookie: renewed?.pair,
        ip: "198.51.100.90",
      });
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("keep a learner's browser past the lockout for the same account only", async () => {
      const aicha = await signUp({ email: "aicha@example.mr" });
      const sidi = await signUp({ email: "sidi@example.mr" }, { ip: "198.51.100.91" });
      expect([aicha.status, sidi.status]).toEqual([200, 200]);
      const device = cookieOf(aicha, "maarifa_learner_device");
      expect(device?.attributes).toEqual(
        expect.arrayContaining(["Path=/auth", "HttpOnly", "SameSite=Lax"]),
      );

      for (let i = 0; i < 5; i++) {
        expect((await signIn("nobody@example.mr", "guess")).status).toBe(401);
      }
      expect((await signIn("aicha@example.mr", PASSWORD)).status).toBe(429);
      // Aicha's browser signs her in; it does not help with another account.
      expect((await signIn("aicha@example.mr", PASSWORD, { cookie: device?.pair })).status).toBe(
        302,
      );
      expect((await signIn("sidi@example.mr", PASSWORD, { cookie: device?.pair })).status).toBe(
        429,
      );
    });
  });

  describe("session cookies over https", () => {
    it("are __Host- cookies (Path=/, Secure, no Domain), and the plain name signs nobody in", async () => {
      const res = await signUp({ email: "aicha@example.mr" }, { https: true });
      expect(res.status).toBe(200);
      expect(cookieOf(res, "maarifa_learner")).toBeNull();
      const session = cookieOf(res, "__Host-maarifa_learner");
      expect(session?.attributes).toEqual(
        expect.arrayContaining(["Path=/", "Secure", "HttpOnly", "SameSite=Lax"]),
      );
      expect(session?.header).not.toMatch(/domain=/i);
      // The device cookie, limited to /auth, takes the __Secure- prefix.
      expect(cookieOf(res, "__Secure-maarifa_learner_device")?.attributes).toEqual(
        expect.arrayContaining(["Path=/auth", "Secure"]),
      );

      const home = await get("/", { https: true, cookie: session?.pair });
      expect(home.headers.get("cache-control")).toBe(SIGNED_IN);
      expect(await home.text()).toContain("حسابي");
      // A plain-named cookie over https may have been planted over http: not a session.
      const plain = `maarifa_learner=${session?.value}`;
      expect(await (await get("/", { https: true, cookie: plain })).text()).not.toContain("حسابي");
      // Over plain http (localhost) the plain name is the session cookie.
      const local = await signUp({ email: "sidi@example.mr" });
      const localCookie = cookieOf(local, "maarifa_learner");
      expect(localCookie?.attributes).not.toContain("Secure");
      expect(await (await get("/", { cookie: localCookie?.pair })).text()).toContain("حسابي");
    });

    it("are __Host- cookies for the administrator too", async () => {
      const res = await adminSignIn(ADMIN_PASSWORD, { https: true });
      expect(res.status).toBe(302);
      const session = cookieOf(res, "__Host-maarifa_admin");
      expect(session?.attributes).toEqual(expect.arrayContaining(["Path=/", "Secure"]));
      expect((await get("/admin", { https: true, cookie: session?.pair })).status).toBe(200);
      expect(
        (await get("/admin", { https: true, cookie: `maarifa_admin=${session?.value}` })).status,
      ).toBe(401);
    });

    it("treat a request carrying the same session cookie twice as signed out, never from the page cache", async () => {
      const https = { https: true };
      const session = cookieOf(
        await signUp({ email: "aicha@example.mr" }, https),
        "__Host-maarifa_learner",
      );
      const planted = cookieOf(
        await signUp({ email: "evil@example.mr" }, https),
        "__Host-maarifa_learner",
      );
      // The page is in the shared cache for anonymous visitors.
      expect((await get("/", https)).headers.get("cache-control")).toBe(PUBLIC_PAGE);
      for (const cookie of [
        `${session?.pair}; ${planted?.pair}`,
        `${planted?.pair}; ${session?.pair}`,
      ]) {
        const res = await get("/", { ...https, cookie });
        expect(res.headers.get("cache-control")).toBe(SIGNED_IN);
        const html = await res.text();
        expect(html).not.toContain("حسابي");
        expect(html).not.toContain("aicha@example.mr");
        expect(html).not.toContain("evil@example.mr");
      }
      // Over http, with the plain names, the same.
      const local = cookieOf(await signUp({ email: "sidi@example.mr" }), "maarifa_learner");
      const twice = await get("/", { cookie: `${local?.pair}; ${local?.pair}` });
      expect(twice.headers.get("cache-control")).toBe(SIGNED_IN);
      expect(await twice.text()).not.toContain("حسابي");
    });
  });

  it("keeps the browser that changed the password signed in, and signs out every other", async () => {
    const here = cookieOf(await signUp({ email: "aicha@example.mr" }), "maarifa_learner")?.pair;
    const elsewhere = cookieOf(
      await signIn("aicha@example.mr", PASSWORD, { ip: "198.51.100.92" }),
      "maarifa_learner",
    )?.pair;

    const changed = await post(
      "/account",
      { intent: "change-password", currentPassword: PASSWORD, newPassword: "a new passphrase" },
      { cookie: here },
    );
    // The browser keeps the new cookie if there is one, and follows a redirect with it.
    const next = cookieOf(changed, "maarifa_learner")?.pair ?? here;
    expect(next).not.toBe(here);
    const location = changed.headers.get("location");
    expect(changed.status).toBe(302);
    expect(location).toMatch(/^\/account/);
    const page = await get(location ?? "", { cookie: next });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(arabic(AUTH_MESSAGES.passwordChanged));

    for (const cookie of [here, elsewhere]) {
      expect((await get("/account", { cookie })).headers.get("location")).toBe(
        "/auth?form=sign-in&redirectTo=%2Faccount",
      );
    }
    expect((await signIn("aicha@example.mr", "a new passphrase")).status).toBe(302);
  });
});
