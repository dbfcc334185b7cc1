// Learner password reset over HTTP (issue #14 part 8), on SQLite and (with TEST_DATABASE_URL)
// PostgreSQL, against a real SMTP server (smtp-server on 127.0.0.1:3810–3819): the admin's
// Learners screen (refused to anyone else), a link opened, moved into a cookie and used once, the
// learner signed in and every other session ended; and, with SMTP configured, 'forgot password'
// on /auth: a mail with the link for a known address, none and the same answer for an unknown
// one, throttling, and no such link or form without SMTP.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countSessions } from "~/.server/db/repositories/sessions";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { silentLogger } from "~/.server/logger";
import { createMailOutbox, type MailOutbox } from "~/.server/mail/mail-outbox";
import { AUTH_MESSAGES, RESET_MESSAGES } from "~/features/accounts/auth-messages";
import { arabicText as arabic } from "~/i18n/testing/arabic-text";
import { RESET_REQUEST_EMAIL_RULE } from "~/features/accounts/password-reset.server";
import { setAdminPassword } from "~/features/admin-auth/password.server";
import { SIGNED_IN } from "./cache-policy";
import { startSmtpTestServer, type SmtpTestServer } from "./testing/smtp-test-server";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const PASSWORD = "nouakchott sea breeze";
const NEW_PASSWORD = "camels cross the dunes at dawn";
const ADMIN_PASSWORD = "correct horse battery staple";
/** PUBLIC_URL: mailed and admin-made links name the site by it, whatever Host was asked. */
const PUBLIC_URL = "https://maarifa.example.mr";
const TOKEN_LINK = /https:\/\/maarifa\.example\.mr\/reset-password\/([A-Za-z0-9_-]{43})/;

const vite = serverBuildForFile();

function cookieOf(res: Response, name: string) {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return header ? { pair: header.split(";")[0] ?? "", header } : null;
}

/** Text of the page with the per-render nonce taken out, to compare two answers. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, "");

describe.each(testDatabaseKinds())("password reset over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let smtp: SmtpTestServer;
  let mail: MailOutbox;
  let server: TestServer;
  let plain: TestServer;
  let ipCounter = 0;
  let ip: string;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await setAdminPassword(t.db, ADMIN_PASSWORD);
    smtp = await startSmtpTestServer();
    mail = createMailOutbox(
      { smtpUrl: smtp.url, from: "معرفة <no-reply@maarifa.example.mr>" },
      silentLogger(),
    );
    server = await startTestServer({
      db: t.db,
      build: vite.build,
      trustProxy: 1,
      publicOrigin: PUBLIC_URL,
      mail,
    });
    // The same site without SMTP_URL.
    plain = await startTestServer({ db: t.db, build: vite.build, trustProxy: 1 });
  });
  afterAll(async () => {
    await server?.close();
    await plain?.close();
    await mail?.close();
    await smtp?.close();
    await t?.destroy();
  });
  beforeEach(async () => {
    await t.db.deleteFrom("learners").execute();
    await t.db.deleteFrom("sessions").execute();
    await t.db.deleteFrom("throttle_attempts").execute();
    smtp.received.length = 0;
    ip = `198.51.100.${++ipCounter}`;
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
  });

  const get = (path: string, cookie?: string, base = server.base) =>
    fetch(base + path, {
      redirect: "manual",
      headers: { ...(cookie ? { cookie } : {}), "x-forwarded-for": ip },
    });
  const post = (
    path: string,
    form: Record<string, string>,
    {
      cookie,
      base = server.base,
      from = ip,
    }: { cookie?: string; base?: string; from?: string } = {},
  ) =>
    fetch(base + path, {
      method: "POST",
      body: new URLSearchParams(form),
      redirect: "manual",
      headers: { origin: base, "x-forwarded-for": from, ...(cookie ? { cookie } : {}) },
    });

  async function signUp(fields: Record<string, string>) {
    const res = await post("/auth", { intent: "sign-up", password: PASSWORD, ...fields });
    // The page of the account's recovery code (issue #27).
    expect(res.status).toBe(200);
    return cookieOf(res, "maarifa_learner")?.pair ?? "";
  }
  const signIn = (identifier: string, password: string) =>
    post("/auth", { intent: "sign-in", identifier, password });

  async function adminCookie() {
    const res = await post("/admin/login", { password: ADMIN_PASSWORD, redirectTo: "/admin" });
    return cookieOf(res, "maarifa_admin")?.pair ?? "";
  }

  /** The admin makes a link on the Learners screen; returns the token shown in the page. */
  async function adminMakesLink(admin: string, query: string) {
    const list = await (await get(`/admin/learners?q=${encodeURIComponent(query)}`, admin)).text();
    const learnerId = /name="learnerId" value="([^"]+)"/.exec(list)?.[1];
    expect(learnerId).toBeDefined();
    const res = await post(
      "/admin/learners",
      { intent: "create-reset-link", learnerId: learnerId ?? "" },
      { cookie: admin },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain("Valid for 1 hour");
    const token = TOKEN_LINK.exec(html)?.[1];
    expect(token).toBeDefined();
    return token ?? "";
  }

  /** Opens the link as a browser does: the cookie it sets, then the page it redirects to. */
  async function openLink(path: string) {
    const landing = await get(path);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe("/reset-password");
    expect(landing.headers.get("referrer-policy")).toBe("no-referrer");
    const cookie = cookieOf(landing, "maarifa_reset");
    expect(cookie?.header).toMatch(
      /^maarifa_reset=[A-Za-z0-9_-]{43}; Path=\/reset-password; Max-Age=3600; HttpOnly; SameSite=Lax$/,
    );
    return cookie?.pair ?? "";
  }

  it("refuses the Learners screen and its action to anyone but an administrator", async () => {
    const learner = await signUp({ phone: "22 12 34 56" });
    for (const cookie of [undefined, learner]) {
      expect((await get("/admin/learners", cookie)).status).toBe(401);
      const res = await post(
        "/admin/learners",
        { intent: "create-reset-link", learnerId: "anyone" },
        { cookie },
      );
      expect(res.status).toBe(401);
      expect(await res.text()).not.toContain("/reset-password/");
    }
    expect(await t.db.selectFrom("one_time_tokens").selectAll().execute()).toEqual([]);
  });

  it("finds a learner by any way of typing the phone, or by email, and shows no password", async () => {
    await signUp({ phone: "22 12 34 56" });
    await signUp({ email: "aicha@example.mr" });
    const admin = await adminCookie();
    for (const query of ["22 12 34 56", "+22222123456", "0022222123456"]) {
      const html = await (
        await get(`/admin/learners?q=${encodeURIComponent(query)}`, admin)
      ).text();
      expect(html, query).toContain("+222 22 12 34 56");
      expect(html, query).not.toContain("aicha@example.mr");
      expect(html).toContain("1 learner");
    }
    const byEmail = await (await get("/admin/learners?q=AICHA", admin)).text();
    expect(byEmail).toContain("aicha@example.mr");
    expect(byEmail).not.toContain("+222 22 12 34 56");
    const all = await (await get("/admin/learners", admin)).text();
    expect(all).toContain("2 learners");
    expect(all).toContain("Courses in progress");
    expect(all).not.toMatch(/argon2|password_hash|passwordHash/i);
  });

  it("admin link: opened, used once, other sessions ended, learner signed in", async () => {
    const oldSession = await signUp({ phone: "22 12 34 56" });
    const admin = await adminCookie();
    const token = await adminMakesLink(admin, "0022222123456");

    const reset = await openLink(`/reset-password/${token}`);
    const page = await get("/reset-password", reset);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.headers.get("cache-control")).toBe(SIGNED_IN);
    const html = await page.text();
    expect(html).toContain('name="password"');
    expect(html).toContain('name="confirm"');
    expect(html).toContain("+222 22 12 34 56");
    expect(html).not.toContain(token);

    // A mismatch changes nothing and keeps the link usable.
    const mismatch = await post(
      "/reset-password",
      { password: NEW_PASSWORD, confirm: "something else entirely" },
      { cookie: reset },
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(arabic(RESET_MESSAGES.passwordsDiffer));

    const done = await post(
      "/reset-password",
      { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { cookie: reset },
    );
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/account?changed=password");
    const session = cookieOf(done, "maarifa_learner")?.pair ?? "";
    expect(session).toMatch(/^maarifa_learner=[A-Za-z0-9_-]{43}$/);
    expect(cookieOf(done, "maarifa_reset")?.header).toContain("Max-Age=0");

    // Signed in here; the session from before is over.
    const account = await get("/account?changed=password", session);
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(arabic(AUTH_MESSAGES.passwordChanged));
    expect((await get("/account", oldSession)).status).toBe(302);
    expect(await countSessions(t.db, "learner")).toBe(1);
    // The new password signs in; the old one no longer does.
    expect((await signIn("22123456", PASSWORD)).status).toBe(401);
    expect((await signIn("22123456", NEW_PASSWORD)).status).toBe(302);

    // The same link again: already used, from the cookie or opened afresh.
    const again = await post(
      "/reset-password",
      { password: "yet another passphrase", confirm: "yet another passphrase" },
      { cookie: reset },
    );
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(arabic(RESET_MESSAGES.usedLink));
    const reopened = await get("/reset-password", await openLink(`/reset-password/${token}`));
    expect(reopened.status).toBe(410);
    const reopenedHtml = await reopened.text();
    expect(reopenedHtml).toContain(arabic(RESET_MESSAGES.usedLink));
    expect(reopenedHtml).not.toContain('name="password"');
  });

  it("a newer link replaces the older one; unknown and missing links say so", async () => {
    await signUp({ email: "twice@example.mr" });
    const admin = await adminCookie();
    const first = await adminMakesLink(admin, "twice@");
    const second = await adminMakesLink(admin, "twice@");
    expect(second).not.toBe(first);
    const old = await get("/reset-password", await openLink(`/reset-password/${first}`));
    expect(old.status).toBe(410);
    expect(await old.text()).toContain(arabic(RESET_MESSAGES.unknownLink));
    const current = await get("/reset-password", await openLink(`/reset-password/${second}`));
    expect(current.status).toBe(200);

    const garbled = await get("/reset-password/not-a-token");
    expect(cookieOf(garbled, "maarifa_reset")?.pair).toBe("maarifa_reset=invalid");
    const none = await get("/reset-password");
    expect(none.status).toBe(200);
    expect(await none.text()).toContain(arabic(RESET_MESSAGES.missingLink));
  });

  it("forgot password by email: the mail's link resets the password, then signs in", async () => {
    await signUp({ email: "aicha@example.mr" });
    const auth = await (await get("/auth")).text();
    expect(auth).toContain('href="/auth/forgot-password"');
    expect(auth).toContain("نسيت كلمة المرور؟");

    const asked = await post("/auth/forgot-password", { email: "Aicha@Example.mr" });
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(arabic(RESET_MESSAGES.requestAnswered));
    await mail.idle();
    expect(smtp.refusedLogins).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.recipients).toEqual(["aicha@example.mr"]);
    expect(message?.from).toContain("no-reply@maarifa.example.mr");
    expect(message?.subject).toContain("إعادة تعيين كلمة المرور");
    expect(message?.html).toContain('dir="rtl"');
    const link = TOKEN_LINK.exec(message?.text ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
    expect(message?.html).toContain(link);

    // The link names PUBLIC_URL; here the same site answers at the test server's address.
    const reset = await openLink(new URL(link).pathname);
    const done = await post(
      "/reset-password",
      { password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      { cookie: reset },
    );
    expect(done.status).toBe(302);
    expect((await signIn("aicha@example.mr", NEW_PASSWORD)).status).toBe(302);
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    await signUp({ email: "known@example.mr" });
    const known = await post("/auth/forgot-password", { email: "known@example.mr" });
    const unknown = await post("/auth/forgot-password", { email: "nobody@example.mr" });
    expect(unknown.status).toBe(known.status);
    expect(withoutNonce(await unknown.text())).toBe(withoutNonce(await known.text()));
    await mail.idle();
    expect(smtp.received.map((m) => m.recipients)).toEqual([["known@example.mr"]]);
  });

  it("throttles requests for one address, from any connection, with Retry-After", async () => {
    await signUp({ email: "flood@example.mr" });
    for (let i = 0; i < RESET_REQUEST_EMAIL_RULE.maxAttempts; i++) {
      const res = await post(
        "/auth/forgot-password",
        { email: "flood@example.mr" },
        { from: `192.0.2.${i + 1}` },
      );
      expect(res.status).toBe(200);
    }
    const refused = await post(
      "/auth/forgot-password",
      { email: "flood@example.mr" },
      { from: "192.0.2.200" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("طلبات كثيرة");
    await mail.idle();
    expect(smtp.received).toHaveLength(RESET_REQUEST_EMAIL_RULE.maxAttempts);
  });

  it("sends a phone number to the administrators", async () => {
    const res = await post("/auth/forgot-password", { email: "22 12 34 56" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(arabic(RESET_MESSAGES.phoneGoesThroughAdmins));
    await mail.idle();
    expect(smtp.received).toEqual([]);
  });

  it("without SMTP: 'forgot password' leads to the recovery code (decision 0043), not the e-mail form", async () => {
    const auth = await (await get("/auth", undefined, plain.base)).text();
    expect(auth).toContain("/auth/forgot-password");
    const page = await (await get("/auth/forgot-password", undefined, plain.base)).text();
    expect(page).toContain(arabic(RESET_MESSAGES.unavailable));
    expect(page).toContain('name="intent" value="recover"');
    expect(page).not.toContain('name="email"');
    const res = await post(
      "/auth/forgot-password",
      { email: "someone@example.mr" },
      { base: plain.base },
    );
    expect(res.status).toBe(404);
  });
});
