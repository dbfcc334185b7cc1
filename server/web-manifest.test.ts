// One web app manifest per locale (issue #27, decision 0046), over HTTP on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: an app installed from /fr starts at /fr, in French and left to
// right; each page links its own locale's manifest; the manifests are served like the site's other
// resources (typed, compressed, an ETag and 304s).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { translatorFor } from "~/i18n/translator";
import { PUBLIC_PAGE } from "./cache-policy";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const vite = serverBuildForFile();

describe.each(testDatabaseKinds())("the web app manifests on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build: vite.build });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.base}${path}`, { headers, redirect: "manual" });

  it.each([
    ["ar", "", "/"],
    ["fr", "/fr", "/fr"],
    ["en", "/en", "/en"],
  ] as const)(
    "%s: the manifest starts in its language, and its pages link it",
    async (locale, prefix, start) => {
      const i = translatorFor(locale);
      const res = await get(`${prefix}/manifest.webmanifest`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
      const manifest = (await res.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({
        id: "/",
        lang: locale,
        dir: i.dir,
        start_url: start,
        scope: "/",
        name: i.t("manifest.name"),
        short_name: i.t("site.brand"),
        description: i.t("site.description"),
        display: "standalone",
      });
      for (const page of [prefix || "/", `${prefix}/courses`, `${prefix}/offline`]) {
        const html = await (await get(page)).text();
        const links = [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((m) => m[1]);
        expect(links, page).toEqual([`${prefix}/manifest.webmanifest`]);
      }
    },
  );

  it("is served like the site's other resources: compressed, with an ETag and 304s", async () => {
    const first = await get("/fr/manifest.webmanifest", { "accept-encoding": "gzip" });
    expect(first.headers.get("cache-control")).toBe(PUBLIC_PAGE);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/fr/manifest.webmanifest", { "if-none-match": etag! });
    expect(again.status).toBe(304);
  });
});
