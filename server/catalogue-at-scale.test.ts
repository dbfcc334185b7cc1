// The catalogue's pages when its count stops at the limit (issue #18, decision 0034), as served
// HTML (no JavaScript): "more than 1000" in each locale's words, no last page to jump to, and
// previous/next links that carry keyset cursors and lead to the right courses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourses } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { EXACT_COUNT_LIMIT } from "~/features/catalogue/catalogue-params";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";
import { localizedText } from "~/lib/localized-text";

const vite = serverBuildForFile();
const COURSES = EXACT_COUNT_LIMIT + 30;

/** Course n is "Course n", created n minutes after the first: the newest is the last. */
const titleAt = (n: number) => `Course ${n}`;

describe.each(testDatabaseKinds())("the catalogue past its count limit on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const entries = Array.from({ length: COURSES }, (_, n) => ({
      course: testCourse({
        title: localizedText({ en: titleAt(n), ar: n === 0 ? "دورة المحاسبة" : "" }),
        isPublished: true,
        createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000),
      }),
      lessons: [],
    }));
    await t.db.transaction().execute((trx) => insertCourses(trx, entries));
    server = await startTestServer({ db: t.db, build: vite.build });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const page = async (path: string) => {
    const response = await fetch(server.base + path);
    expect(response.status).toBe(200);
    return response.text();
  };
  const summary = (html: string) =>
    /data-testid="result-summary"[^>]*>(.*?)<\/p>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "");
  const links = (html: string) =>
    [...html.matchAll(/<a [^>]*>/g)].flatMap(([tag]) => {
      const rel = / rel="(prev|next)"/.exec(tag)?.[1];
      const href = / href="([^"]*)"/.exec(tag)?.[1]?.replaceAll("&amp;", "&");
      return rel && href ? [{ rel, href }] : [];
    });
  const titles = (html: string) =>
    [...html.matchAll(/<h2 class="text-lg[^>]*>(?:<[^>]*>)*([^<]+)</g)].map((match) => match[1]);

  it("says 'more than 1000' in Arabic, English and French, and exact counts below", async () => {
    expect(summary(await page("/courses?q=course"))).toContain("أكثر من 1000 دورة");
    expect(summary(await page("/en/courses?q=course"))).toContain("1,000+ courses");
    expect(summary(await page("/fr/courses?q=course"))).toContain("plus de 1\u202f000 cours");
    // A filter's summary, and an exact count under the limit.
    expect(summary(await page("/en/courses?category=Finance"))).toContain("1,000+");
    expect(summary(await page("/en/courses?q=course%201"))).toMatch(/: \d+ courses/);
    expect(summary(await page("/courses?q=المحاسبة"))).toContain("دورة واحدة");
  });

  it("pages by cursor with JavaScript off: next, next, then back", async () => {
    const first = await page("/en/courses");
    expect(titles(first)[0]).toBe(titleAt(COURSES - 1));
    // No last page: the count stopped, so page 43 is not offered.
    expect(first).not.toContain('aria-label="Page 43"');
    const next = links(first).find((link) => link.rel === "next");
    expect(next?.href).toMatch(/^\/en\/courses\?page=2&after=\d+_[0-9a-f-]+$/);

    const second = await page(next?.href ?? "");
    expect(titles(second)[0]).toBe(titleAt(COURSES - 1 - 24));
    const third = await page(links(second).find((link) => link.rel === "next")?.href ?? "");
    expect(titles(third)[0]).toBe(titleAt(COURSES - 1 - 48));
    expect(third).toContain('aria-current="page"');

    const back = links(third).find((link) => link.rel === "prev");
    expect(back?.href).toMatch(/^\/en\/courses\?page=2&before=\d+_[0-9a-f-]+$/);
    expect(titles(await page(back?.href ?? ""))).toEqual(titles(second));
    // From page 2, back is page 1 itself.
    expect(links(second).find((link) => link.rel === "prev")?.href).toBe("/en/courses");
  });
});
