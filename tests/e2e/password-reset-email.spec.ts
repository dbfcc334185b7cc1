// 'Forgot password' by email in the browser (issue #14 part 8), with JavaScript off: the learner
// asks on /auth, the link arrives at a real SMTP server (smtp-server, 127.0.0.1:3810–3819), and
// opening it lets them set a new password once. The run's own server has no SMTP_URL, so this spec
// serves the same production build (build/server) in-process, on an ephemeral port, with SMTP_URL
// and PUBLIC_URL set, over the run's database.
import { createServer, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, BrowserContext } from "@playwright/test";
import type { ServerBuild } from "react-router";
import { createDatabase } from "../../app/.server/db/create-database";
import type { Database } from "../../app/.server/db/schema";
import { silentLogger } from "../../app/.server/logger";
import { createMailOutbox, type MailOutbox } from "../../app/.server/mail/mail-outbox";
import { LocalDiskStorage } from "../../app/.server/storage/local-disk-storage";
import { AnalyticsCollector } from "../../app/features/analytics/event-collector.server";
import { createApp } from "../../server/app";
import { startSmtpTestServer, type SmtpTestServer } from "../../server/testing/smtp-test-server";
import { e2eDatabaseUrl, expect, test } from "./fixtures";

const NEW_PASSWORD = "sand and stars over chinguetti";

let smtp: SmtpTestServer;
let mail: MailOutbox;
let db: Database;
let analytics: AnalyticsCollector;
let http: Server;
let origin: string;
let uploadsDir: string;

test.beforeAll(async () => {
  smtp = await startSmtpTestServer();
  mail = createMailOutbox(
    { smtpUrl: smtp.url, from: "معرفة <no-reply@maarifa.test>" },
    silentLogger(),
  );
  db = createDatabase(e2eDatabaseUrl());
  analytics = new AnalyticsCollector(db);
  uploadsDir = mkdtempSync(join(tmpdir(), "maarifa-e2e-mail-"));
  const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  // Listening first: PUBLIC_URL must be this server's address for the mailed link to lead here.
  http = createServer();
  await new Promise<void>((done) => http.listen(0, "127.0.0.1", done));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const app = createApp({
    db,
    storage: new LocalDiskStorage(uploadsDir),
    mode: "production",
    build,
    clientDir: resolve("build/client"),
    analytics,
    publicOrigin: origin,
    mail,
    logger: silentLogger(),
  });
  http.on("request", app);
});

test.afterAll(async () => {
  http?.closeAllConnections();
  await new Promise<void>((done) => (http ? http.close(() => done()) : done()));
  await mail?.close();
  await smtp?.close();
  await analytics?.close();
  await db?.destroy();
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
});

async function deviceWithoutScripts(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  await context.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) =>
    route.abort("blockedbyclient"),
  );
  return context;
}

async function askForLink(context: BrowserContext, email: string) {
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  // The page also offers the recovery code (issue #27): the e-mail form is its own region.
  const byEmail = page.getByRole("region", { name: "بالبريد الإلكتروني" });
  await byEmail.getByLabel("البريد الإلكتروني", { exact: true }).fill(email);
  await byEmail.getByRole("button", { name: "أرسل الرابط" }).click();
  await expect(page.getByText("إذا كان هناك حساب بهذا البريد الإلكتروني")).toBeVisible();
  return page;
}

test("a learner asks for a link by email, receives it and uses it once", async ({ browser }) => {
  test.slow();
  const email = `reset-${Date.now()}@example.mr`;
  const device = await deviceWithoutScripts(browser);
  const signUp = await device.request.post("/auth", {
    form: { intent: "sign-up", email, phone: "", password: "nouakchott sea breeze", progress: "" },
    headers: { origin },
    maxRedirects: 0,
  });
  // The page of the account's recovery code (issue #27).
  expect(signUp.status()).toBe(200);
  await device.clearCookies();

  // An address without an account: the same answer, and no mail.
  await (await askForLink(device, `nobody-${Date.now()}@example.mr`)).close();
  await mail.idle();
  expect(smtp.received).toEqual([]);

  const page = await askForLink(device, email);
  await mail.idle();
  expect(smtp.received).toHaveLength(1);
  const [message] = smtp.received;
  expect(message?.recipients).toEqual([email]);
  const link = new RegExp(`${origin}/reset-password/[A-Za-z0-9_-]{43}`).exec(
    message?.text ?? "",
  )?.[0];
  expect(link).toBeDefined();

  await page.goto(link ?? "");
  await expect(page.getByRole("heading", { name: "اختر كلمة مرور جديدة" })).toBeVisible();
  await page.getByLabel("كلمة المرور الجديدة").fill(NEW_PASSWORD);
  await page.getByLabel("أعد كتابة كلمة المرور").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "حفظ كلمة المرور وتسجيل الدخول" }).click();
  await expect(page).toHaveURL(/\/account\?changed=password$/);
  await expect(page.getByText("تم تغيير كلمة المرور.")).toBeVisible();

  // Once only.
  await page.goto(link ?? "");
  await expect(page.getByText("استُخدم هذا الرابط من قبل")).toBeVisible();
  await device.close();
});
