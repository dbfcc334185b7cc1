// The privacy and terms pages over HTTP (issue #17): in every locale, linked from the footer and
// from the sign-up form in the page's language, the cookie policy at /privacy#cookies, and every
// cookie the code sets named on the page, found from the code itself so that a new cookie without
// its line on the page fails here. Pages only, no data: SQLite is enough.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "~/.server/db/testing/test-databases";
import { setFlash } from "~/.server/flash";
import { LOCALE_COOKIE } from "~/browser/language";
import {
  LEARNER_DEVICE_POLICY,
  LEARNER_SESSION_COOKIE,
  learnerDeviceCookie,
  learnerSessionCookie,
} from "~/features/accounts/learner-session.server";
import { RESET_LINK_COOKIE, resetLinkCookie } from "~/features/accounts/reset-link-cookie.server";
import {
  ADMIN_DEVICE_POLICY,
  ADMIN_SESSION_COOKIE,
  adminDeviceCookie,
  sessionCookie as adminSessionCookie,
} from "~/features/admin-auth/admin-session.server";
import { PRIVACY_SECTION_IDS, TERMS_SECTION_IDS } from "~/features/legal/legal-document";
import { visitorKeyCookie } from "~/.server/auth/visitor-key";
import { SITE_COOKIES } from "~/features/legal/site-cookies";
import { LOCALES, localizePath, type Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();
const ROOT = join(import.meta.dirname, "..");

/** The name a Set-Cookie value sets (over plain http, so without a __Host-/__Secure- prefix). */
const nameOf = (setCookie: string) => setCookie.slice(0, setCookie.indexOf("="));

/** The site's own source files: app/ and server/, without tests and test helpers. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "testing" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every cookie name the code sets, read from the sources: the first argument of each
 * `setCookie(…)` call (app/.server/auth/cookies.ts, through which every server cookie goes), each
 * `cookieName:` of a session or device policy, each `document.cookie = …` and React Router or
 * Express cookie, resolved to the string constant it names. Anything it cannot resolve is
 * returned as a problem, so a new way of naming a cookie fails here too.
 */
function cookiesSetInSources(): { names: Set<string>; problems: string[] } {
  const files = [...sourceFiles(join(ROOT, "app")), ...sourceFiles(join(ROOT, "server"))].map(
    (path) => ({ path: relative(ROOT, path), text: readFileSync(path, "utf8") }),
  );
  const constantIn = (text: string, name: string) =>
    new RegExp(`\\bconst ${name}\\s*=\\s*"([^"]+)"`).exec(text)?.[1];
  const names = new Set<string>();
  const problems: string[] = [];
  const patterns = [
    /(?<!function )\bsetCookie\(\s*([^,\s)]+)/g,
    /\bcookieName:\s*([^,\s})]+)/g,
    /document\.cookie\s*=\s*[`"'](?:\$\{)?([^}=`"']+)/g,
    /\bcreateCookie\(\s*([^,\s)]+)/g,
    /\bres\.cookie\(\s*([^,\s)]+)/g,
  ];
  for (const { path, text } of files) {
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const argument = (match[1] ?? "").replace(/;$/, "");
        // A declaration's type, or a policy's name passed through (found at its `cookieName:`).
        if (argument === "string" || argument.endsWith(".cookieName")) continue;
        const literal = /^["'`]([\w-]+)["'`]$/.exec(argument)?.[1];
        const name =
          literal ??
          (/^[A-Za-z_]\w*$/.test(argument)
            ? (constantIn(text, argument) ??
              files.map((file) => constantIn(file.text, argument)).find(Boolean))
            : /^[\w-]+$/.test(argument) && pattern.source.startsWith("document")
              ? argument
              : undefined);
        if (name) names.add(name);
        else problems.push(`${path}: cannot tell which cookie ${match[0]} sets`);
      }
    }
  }
  return { names, problems };
}

describe("privacy and terms pages", () => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    server = await startTestServer({ db: t.db, build: vite.build });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.base}${path}`, { redirect: "manual" });
    expect(res.status, path).toBe(200);
    return res.text();
  };
  const idsIn = (html: string) => [...html.matchAll(/<section id="([\w-]+)"/g)].map((m) => m[1]);

  it.each(LOCALES)(
    "serves the privacy page in %s, with the cookie policy at #cookies",
    async (locale) => {
      const i = translatorFor(locale);
      const html = await page(localizePath("/privacy", locale));
      expect(html).toContain(`<html lang="${locale}" dir="${i.dir}"`);
      const title = i.t("site.pageTitle", {
        page: i.t("legal.privacy.title"),
        brand: i.t("site.brand"),
      });
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(
        `<meta name="description" content="${i.t("legal.privacy.description")}"/>`,
      );
      expect(html).toMatch(
        new RegExp(`<h1 id="legal-title"[^>]*>${i.t("legal.privacy.title")}</h1>`),
      );
      expect(html).toContain('<time dateTime="2026-11-29">');
      expect(idsIn(html)).toEqual([...PRIVACY_SECTION_IDS]);
      expect(html).toContain('<section id="cookies"');
      // Each section is listed in the contents, by its anchor.
      for (const id of PRIVACY_SECTION_IDS) expect(html).toContain(`href="#${id}"`);
      // The account page, where the account is deleted, in the same language.
      expect(html).toContain(`href="${localizePath("/account", locale)}"`);
      // Without GA_MEASUREMENT_ID, no word of Google Analytics' cookies.
      expect(html).not.toContain("_ga<");
    },
  );

  it.each(LOCALES)("serves the terms page in %s", async (locale) => {
    const i = translatorFor(locale);
    const html = await page(localizePath("/terms", locale));
    expect(html).toContain(`<html lang="${locale}" dir="${i.dir}"`);
    const title = i.t("site.pageTitle", {
      page: i.t("legal.terms.title"),
      brand: i.t("site.brand"),
    });
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(
      `<meta name="description" content="${i.t("legal.terms.description")}"/>`,
    );
    expect(idsIn(html)).toEqual([...TERMS_SECTION_IDS]);
    expect(html).toContain(`href="${localizePath("/privacy", locale)}"`);
    expect(html).toContain('href="mailto:info@maarifa.mr"');
  });

  const footerLinks = (locale: Locale) => ({
    privacy: `href="${localizePath("/privacy", locale)}"`,
    terms: `href="${localizePath("/terms", locale)}"`,
    cookies: `href="${localizePath("/privacy#cookies", locale)}"`,
  });

  it.each(LOCALES)(
    "links the footer's privacy, terms and cookies entries in %s",
    async (locale) => {
      const i = translatorFor(locale);
      for (const path of ["/", "/courses", "/privacy"]) {
        const html = await page(localizePath(path, locale));
        const footer = html.slice(html.lastIndexOf("<footer"));
        const links = footerLinks(locale);
        expect(footer).toMatch(new RegExp(`${links.privacy}[^>]*>${i.t("footer.privacy")}</a>`));
        expect(footer).toMatch(new RegExp(`${links.terms}[^>]*>${i.t("footer.terms")}</a>`));
        expect(footer).toMatch(new RegExp(`${links.cookies}[^>]*>${i.t("footer.cookies")}</a>`));
      }
    },
  );

  it.each(LOCALES)(
    "links the terms and the privacy policy next to the sign-up button in %s",
    async (locale) => {
      const i = translatorFor(locale);
      const html = await page(localizePath("/auth", locale));
      // The sign-up card, from its heading to the sign-in card.
      const signUp = html.slice(html.indexOf('id="sign-up-heading"'), html.indexOf('id="sign-in"'));
      const button = signUp.indexOf(i.t("auth.signUp.submit"));
      expect(button).toBeGreaterThan(0);
      const after = signUp.slice(button);
      const links = footerLinks(locale);
      expect(after).toMatch(new RegExp(`${links.terms}[^>]*>${i.t("legal.auth.terms")}</a>`));
      expect(after).toMatch(new RegExp(`${links.privacy}[^>]*>${i.t("legal.auth.privacy")}</a>`));
    },
  );

  it("names every cookie the code sets on the privacy page, in every locale", async () => {
    const request = new Request("http://localhost/reset-password/x");
    const token = "a".repeat(43);
    // From the constants, and from what the code's own cookie makers write.
    const fromConstants = [
      LEARNER_SESSION_COOKIE,
      LEARNER_DEVICE_POLICY.cookieName,
      RESET_LINK_COOKIE,
      ADMIN_SESSION_COOKIE,
      ADMIN_DEVICE_POLICY.cookieName,
      LOCALE_COOKIE,
      ...[
        learnerSessionCookie(request, token),
        learnerDeviceCookie(request, token),
        resetLinkCookie(request, token),
        adminSessionCookie(request, token),
        adminDeviceCookie(request, token),
        setFlash(request, "course-updated"),
        visitorKeyCookie(request, "k".repeat(22)),
      ].map(nameOf),
    ];
    // From a scan of the sources: whatever sets a cookie the constants above do not know yet.
    const scanned = cookiesSetInSources();
    expect(scanned.problems).toEqual([]);
    // The scan finds what the constants say (so it does look where cookies are set).
    for (const name of fromConstants) expect(scanned.names).toContain(name);

    const everyCookie = [...new Set([...fromConstants, ...scanned.names])].sort();
    expect(
      everyCookie.filter((name) => !(SITE_COOKIES as readonly string[]).includes(name)),
    ).toEqual([]);
    for (const locale of LOCALES) {
      const html = await page(localizePath("/privacy", locale));
      const cookies = html.slice(html.indexOf('<section id="cookies"'));
      const missing = everyCookie.filter((name) => !cookies.includes(`>${name}</code>`));
      expect(missing, locale).toEqual([]);
    }
  });

  it("says that Google Analytics sets its own cookies when GA_MEASUREMENT_ID is set", async () => {
    const withGa = await startTestServer({
      db: t.db,
      build: vite.build,
      gaMeasurementId: "G-LEGAL1234",
    });
    try {
      for (const locale of LOCALES) {
        const res = await fetch(`${withGa.base}${localizePath("/privacy", locale)}`);
        const html = await res.text();
        expect(html).toContain(">_ga</code>");
        expect(html).toContain("Google Analytics");
      }
    } finally {
      await withGa.close();
    }
  });
});
