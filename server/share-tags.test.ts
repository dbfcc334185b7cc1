// Share cards and structured data (issue #17), on SQLite and (with TEST_DATABASE_URL) PostgreSQL:
// every public page carries Open Graph and Twitter card tags in its language, with absolute
// addresses from PUBLIC_URL and an image (the course's thumbnail, or the site's share image); the
// course page describes itself as a schema.org Course with a BreadcrumbList, the catalogue as an
// ItemList; no course text can break out of the JSON-LD script.
import type { BreadcrumbList, Course, ItemList } from "schema-dts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { translatorFor } from "~/i18n/translator";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";
import { decodeHtmlEntities } from "./testing/fixtures";

const vite = serverBuildForFile();
const PUBLIC_URL = "https://maarifa.example.mr";
const HOSTILE_TITLE = `</script><script>alert("x")</script> & <!-- تسويق`;

/** The content of each <meta property|name=…> of the page, by its property or name. */
function metaTags(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  for (const [, key, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)"\/?>/g,
  )) {
    const decoded = decodeHtmlEntities(content ?? "");
    tags.set(key!, [...(tags.get(key!) ?? []), decoded]);
  }
  return tags;
}

/** Every JSON-LD object of the page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

const ofType = <T>(objects: Record<string, unknown>[], type: string) =>
  objects.filter((o) => o["@type"] === type) as unknown as T[];

describe.each(testDatabaseKinds())("share cards and structured data on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let plainId: string;
  let thumbnailId: string;
  let hostileId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    plainId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Household budgets", ar: "ميزانية الأسرة" }),
        description: localizedText({ ar: "كيف تخطط لمصاريف الشهر." }),
        durationMinutes: 95,
        difficultyLevel: "intermediate",
        isPublished: true,
      }),
    );
    thumbnailId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: "Marketing" }),
        isPublished: true,
        thumbnailUrl: "/uploads/course-thumbnails/0b4f7d1e-7c2a-4a57-9d0f-5b1c9d2e3f40.webp",
      }),
    );
    hostileId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({ en: HOSTILE_TITLE, ar: HOSTILE_TITLE }),
        isPublished: true,
      }),
    );
    server = await startTestServer({ db: t.db, build: vite.build, publicOrigin: PUBLIC_URL });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const page = async (path: string) => {
    const res = await fetch(`${server.base}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it.each([
    ["ar", ""],
    ["fr", "/fr"],
    ["en", "/en"],
  ] as const)("every public page has its card in %s", async (locale, prefix) => {
    const i = translatorFor(locale);
    for (const path of ["/", "/courses", `/course/${plainId}`, "/auth", "/auth/forgot-password"]) {
      const address = prefix + (path === "/" && prefix ? "" : path);
      const tags = metaTags(await page(address));
      const one = (key: string) => {
        expect(tags.get(key), `${key} on ${address}`).toHaveLength(1);
        return tags.get(key)![0]!;
      };
      expect(one("og:site_name")).toBe(i.t("site.brand"));
      expect(one("og:url")).toBe(`${PUBLIC_URL}${address || "/"}`);
      expect(one("og:title")).not.toBe("");
      expect(one("og:description")).not.toBe("");
      expect(one("og:image")).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(one("og:locale")).toBe({ ar: "ar_AR", fr: "fr_FR", en: "en_US" }[locale]);
      expect(tags.get("og:locale:alternate")).toHaveLength(2);
      expect(one("twitter:card")).toBe("summary_large_image");
      expect(one("twitter:image")).toBe(one("og:image"));
      expect(one("twitter:title")).toBe(one("og:title"));
    }
  });

  it("a course's image is its thumbnail, else its own card; other pages the site's card", async () => {
    const withThumbnail = metaTags(await page(`/course/${thumbnailId}`));
    expect(withThumbnail.get("og:image")).toEqual([
      `${PUBLIC_URL}/uploads/course-thumbnails/0b4f7d1e-7c2a-4a57-9d0f-5b1c9d2e3f40.webp`,
    ]);
    // Its own card, at an address that changes with the course, in the page's language.
    const [card] = metaTags(await page(`/fr/course/${plainId}`)).get("og:image")!;
    expect(card).toMatch(new RegExp(`^${PUBLIC_URL}/fr/course/${plainId}/share\\.png\\?v=\\w+$`));
    const png = await fetch(`${server.base}${new URL(card!).pathname}${new URL(card!).search}`);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect((await fetch(`${server.base}/course/no-such-course/share.png`)).status).toBe(404);

    const home = metaTags(await page("/"));
    expect(home.get("og:image")).toEqual([`${PUBLIC_URL}/share-image.png`]);
    expect(home.get("og:image:width")).toEqual(["1200"]);
    expect(home.get("og:image:height")).toEqual(["630"]);
    expect(metaTags(await page("/en/courses")).get("og:image")).toEqual([
      `${PUBLIC_URL}/en/share-image.png`,
    ]);
    for (const path of ["/share-image.png", "/en/share-image.png"]) {
      const res = await fetch(`${server.base}${path}`);
      expect(res.headers.get("content-type"), path).toBe("image/png");
    }
  });

  it("describes a course as a schema.org Course with its breadcrumbs", async () => {
    const objects = jsonLd(await page(`/course/${plainId}`));
    const [course] = ofType<Course & Record<string, unknown>>(objects, "Course");
    expect(course).toBeDefined();
    expect(course!["@context"]).toBe("https://schema.org");
    // What Google's Course rich result requires, and what we state besides.
    expect(course).toMatchObject({
      name: "ميزانية الأسرة",
      description: "كيف تخطط لمصاريف الشهر.",
      url: `${PUBLIC_URL}/course/${plainId}`,
      inLanguage: "ar",
      isAccessibleForFree: true,
      provider: { "@type": "Organization", name: "معرفة", url: PUBLIC_URL },
      offers: { "@type": "Offer", category: "Free", price: 0 },
      hasCourseInstance: {
        "@type": "CourseInstance",
        courseMode: "Online",
        courseWorkload: "PT95M",
      },
    });
    const [crumbs] = ofType<BreadcrumbList & Record<string, unknown>>(objects, "BreadcrumbList");
    expect(crumbs!.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "الرئيسية", item: `${PUBLIC_URL}/` },
      { "@type": "ListItem", position: 2, name: "الدورات", item: `${PUBLIC_URL}/courses` },
      {
        "@type": "ListItem",
        position: 3,
        name: "ميزانية الأسرة",
        item: `${PUBLIC_URL}/course/${plainId}`,
      },
    ]);
    // In French, the French page's addresses.
    const [fr] = ofType<Course & Record<string, unknown>>(
      jsonLd(await page(`/fr/course/${plainId}`)),
      "Course",
    );
    expect(fr!.url).toBe(`${PUBLIC_URL}/fr/course/${plainId}`);
  });

  it("lists the catalogue page's courses, in order, as an ItemList", async () => {
    const html = await page("/courses");
    const [list] = ofType<ItemList & Record<string, unknown>>(jsonLd(html), "ItemList");
    const urls = (list!.itemListElement as unknown as { url: string }[]).map((item) => item.url);
    expect(urls).toHaveLength(3);
    expect(urls).toEqual(
      expect.arrayContaining(
        [plainId, thumbnailId, hostileId].map((id) => `${PUBLIC_URL}/course/${id}`),
      ),
    );
    // The cards' order is the list's.
    const cardOrder = [...html.matchAll(/href="\/course\/([0-9a-f-]{36})"/g)].map((m) => m[1]);
    expect(urls.map((url) => url.split("/").at(-1))).toEqual([...new Set(cardOrder)]);
  });

  it("keeps course text inside the JSON-LD script", async () => {
    const html = await page(`/course/${hostileId}`);
    expect(html).not.toContain(`<script>alert("x")</script>`);
    const [course] = ofType<Course & Record<string, unknown>>(jsonLd(html), "Course");
    expect(course!.name).toBe(HOSTILE_TITLE);
  });
});
