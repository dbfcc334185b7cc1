// Search engines' files (issue #17): /robots.txt keeps crawlers out of the admin and account pages
// and names the sitemap; /sitemap.xml lists home, the catalogue and every published course in
// every locale with hreflang alternates and lastmod, is valid against the sitemaps.org schema
// (xmllint), and becomes an index of files past the protocol's URL limit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findCourseById, insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { buildSitemap } from "~/features/seo/sitemap.server";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();
const SCHEMAS = join(import.meta.dirname, "testing", "sitemap-schemas");
const ORIGIN = "https://maarifa.example.mr";

/** Validates `xml` with xmllint against one of the sitemaps.org schemas; throws with its message. */
function validate(xml: string, schema: "sitemap.xsd" | "siteindex.xsd"): void {
  const file = join(mkdtempSync(join(tmpdir(), "sitemap-")), "sitemap.xml");
  writeFileSync(file, xml);
  execFileSync("xmllint", ["--noout", "--schema", join(SCHEMAS, schema), file], {
    stdio: "pipe",
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");

describe("the sitemap schemas themselves", () => {
  it("refuse a sitemap with a malformed alternate or no <loc>", () => {
    const bad = (url: string) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${url}</urlset>`;
    expect(() =>
      validate(
        bad(
          `<url><loc>${ORIGIN}/</loc><xhtml:link rel="alternate" hreflang="Arabic" href="${ORIGIN}/"/></url>`,
        ),
        "sitemap.xsd",
      ),
    ).toThrow(/fails to validate/);
    expect(() => validate(bad(`<url><lastmod>2026-11-26</lastmod></url>`), "sitemap.xsd")).toThrow(
      /fails to validate/,
    );
  });
});

describe.each(testDatabaseKinds())("robots.txt and the sitemap on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  const published: string[] = [];
  let draft: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    for (const title of ["Budgeting", "Marketing", "Excel"]) {
      published.push(
        await insertCourse(
          t.db,
          testCourse({ title: localizedText({ en: title }), isPublished: true }),
        ),
      );
    }
    draft = await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Draft" }), isPublished: false }),
    );
    server = await startTestServer({ db: t.db, build: vite.build, publicOrigin: ORIGIN });
  });
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  it("robots.txt disallows the admin and account pages in every locale and names the sitemap", async () => {
    const res = await fetch(`${server.base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const body = await res.text();
    for (const path of ["/admin", "/account", "/fr/account", "/en/account", "/auth", "/en/auth"]) {
      expect(body).toContain(`\nDisallow: ${path}\n`);
    }
    expect(body).not.toMatch(/Disallow: \/(courses|course)?\n/);
    expect(body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it("lists home, the catalogue and every published course in every locale, valid", async () => {
    const res = await fetch(`${server.base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await res.text();
    validate(xml, "sitemap.xsd");
    const urls = locs(xml);
    const pages = [
      "/",
      "/courses",
      "/privacy",
      "/terms",
      ...published.map((id) => `/course/${id}`),
    ];
    const expected = pages.flatMap((path) => [
      `${ORIGIN}${path}`,
      `${ORIGIN}/fr${path === "/" ? "" : path}`,
      `${ORIGIN}/en${path === "/" ? "" : path}`,
    ]);
    expect(urls.sort()).toEqual(expected.sort());
    expect(xml).not.toContain(draft);

    // Each URL names its alternates, the Arabic page being the default.
    const course = published[0]!;
    const entry = xml
      .split("\n")
      .find((line) => line.includes(`<loc>${ORIGIN}/fr/course/${course}<`));
    expect(entry).toContain(`hreflang="ar" href="${ORIGIN}/course/${course}"`);
    expect(entry).toContain(`hreflang="en" href="${ORIGIN}/en/course/${course}"`);
    expect(entry).toContain(`hreflang="x-default" href="${ORIGIN}/course/${course}"`);
    // lastmod: the course's last update.
    const { updatedAt } = (await findCourseById(t.db, course))!;
    expect(entry).toContain(`<lastmod>${updatedAt}</lastmod>`);
  });

  it("is an index of valid files past the URL limit, each page's locales in one file", async () => {
    // 4 fixed pages + 3 courses = 7 pages of 3 URLs; 6 URLs a file: 2 pages a file, 4 files.
    const index = await buildSitemap(t.db, ORIGIN, null, 6);
    validate(index.xml, "siteindex.xsd");
    expect(locs(index.xml)).toEqual([1, 2, 3, 4].map((n) => `${ORIGIN}/sitemap/${n}.xml`));
    const all: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const file = await buildSitemap(t.db, ORIGIN, n, 6);
      expect(file.status).toBe(200);
      validate(file.xml, "sitemap.xsd");
      expect(locs(file.xml).length).toBeLessThanOrEqual(6);
      all.push(...locs(file.xml));
    }
    expect(all).toHaveLength(21);
    expect(new Set(all).size).toBe(21);
    expect((await buildSitemap(t.db, ORIGIN, 5, 6)).status).toBe(404);
  });

  it("answers 404 for a file of a sitemap that is not split, or a malformed one", async () => {
    for (const path of ["/sitemap/1.xml", "/sitemap/0.xml", "/sitemap/x.xml", "/sitemap/1"]) {
      expect((await fetch(`${server.base}${path}`)).status, path).toBe(404);
    }
  });
});
