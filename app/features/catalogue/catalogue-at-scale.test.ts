// Pages and counts whose cost does not grow with the catalogue (issue #18, decision 0034), on
// SQLite and PostgreSQL: counts exact up to EXACT_COUNT_LIMIT and "more than" beyond it, lists
// paged by keyset cursors that give exactly the pages offsets give, and searches paged across
// their two tiers (title matches, then the rest) without a course lost or repeated.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertCourse, insertCourses, type NewCourse } from "~/.server/db/repositories/courses";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { testCourse } from "~/.server/db/testing/test-course";
import * as searchInCatalogueOrder from "~/.server/db/migrations/2026-11-26-04-search-in-catalogue-order";
import { browseCatalogue, type CataloguePage } from "./browse-catalogue.server";
import {
  CATALOGUE_PAGE_SIZE,
  EXACT_COUNT_LIMIT,
  catalogueHref,
  parseCatalogueParams,
} from "./catalogue-params";
import { localizedText } from "~/lib/localized-text";

const START = Date.UTC(2025, 0, 1);

/**
 * EXACT_COUNT_LIMIT + 1 published courses: all but one in Finance, so Finance alone is exactly
 * at the limit. Every fifth shares its creation time with the one before (ties are ordered by
 * id). "budget" is in the title of every third course and in a lesson of every other one.
 */
function catalogue(): { course: NewCourse; lessons: [] }[] {
  return Array.from({ length: EXACT_COUNT_LIMIT + 1 }, (_, n) => ({
    course: testCourse({
      title: localizedText({ en: n % 3 === 0 ? `Budget course ${n}` : `Course ${n}` }),
      description: localizedText({
        en: n % 2 === 0 ? "plan the family budget" : "save every month",
      }),
      category: n === EXACT_COUNT_LIMIT ? "Business" : "Finance",
      isPublished: true,
      createdAt: new Date(START + (n - (n % 5 === 4 ? 1 : 0)) * 60_000),
    }),
    lessons: [],
  }));
}

describe.each(testDatabaseKinds())("the catalogue at its count limit on %s", (kind) => {
  let t: TestDatabase;
  /** Every published course's id, newest first then by id descending: the catalogue order. */
  let order: string[];

  const browse = (query: string) =>
    browseCatalogue(t.db, parseCatalogueParams(new URLSearchParams(query)));
  const ids = (page: CataloguePage) => page.courses.map((course) => course.id);

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await t.db.transaction().execute((trx) => insertCourses(trx, catalogue()));
    // A draft is never counted nor listed.
    await insertCourse(
      t.db,
      testCourse({ title: localizedText({ en: "Budget draft" }), isPublished: false }),
    );
    const rows = await t.db
      .selectFrom("courses")
      .select(["id", "created_at"])
      .where("is_published", "=", true)
      .execute();
    order = rows
      .map((row) => ({ id: row.id, at: new Date(row.created_at).getTime() }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
  });

  it("counts exactly up to the limit, and says 'more than' past it", async () => {
    const all = await browse("");
    expect(all).toMatchObject({
      total: EXACT_COUNT_LIMIT,
      totalIsLowerBound: true,
      pageCount: null,
      hasNext: true,
    });
    const finance = await browse("category=Finance");
    expect(finance).toMatchObject({
      total: EXACT_COUNT_LIMIT,
      totalIsLowerBound: false,
      pageCount: Math.ceil(EXACT_COUNT_LIMIT / CATALOGUE_PAGE_SIZE),
    });
    const business = await browse("category=Business");
    expect(business).toMatchObject({ total: 1, totalIsLowerBound: false, pageCount: 1 });
    // A search: every course has "course" in its title, a third "budget".
    expect(await browse("q=course")).toMatchObject({ total: 1000, totalIsLowerBound: true });
    // "budget": in 334 titles and in the description of 334 more courses.
    expect(await browse("q=budget")).toMatchObject({ total: 668, totalIsLowerBound: false });
    // The last page of a count that stopped still has its courses, by offset.
    const deep = await browse(`page=${Math.ceil((EXACT_COUNT_LIMIT + 1) / CATALOGUE_PAGE_SIZE)}`);
    expect(ids(deep)).toEqual(order.slice(-((EXACT_COUNT_LIMIT + 1) % CATALOGUE_PAGE_SIZE)));
    expect(deep.hasNext).toBe(false);
  });

  it("pages the whole list by its next cursors exactly as by page numbers", async () => {
    let page = await browse("");
    const seen = [...ids(page)];
    for (let number = 2; page.nextCursor; number++) {
      const byCursor = await browse(`page=${number}&after=${page.nextCursor}`);
      const byOffset = await browse(`page=${number}`);
      expect(ids(byCursor)).toEqual(ids(byOffset));
      expect(byCursor.hasNext).toBe(byOffset.hasNext);
      seen.push(...ids(byCursor));
      page = byCursor;
    }
    expect(seen).toEqual(order);
  }, 120_000);

  it("goes back by its previous cursors to the same pages", async () => {
    const third = await browse("page=3");
    expect(third.previousCursor).not.toBeNull();
    const second = await browse(`page=2&before=${third.previousCursor}`);
    expect(ids(second)).toEqual(order.slice(CATALOGUE_PAGE_SIZE, 2 * CATALOGUE_PAGE_SIZE));
    expect(second.hasNext).toBe(true);
    // From page 2, back is simply page 1: no cursor is needed.
    expect(second.previousCursor).toBeNull();
  });

  it("pages a filter by cursor, and a search by offset across its two tiers", async () => {
    // The newest course (n = 1000) is the one in Business.
    const finance = order.slice(1);
    let page = await browse("category=Finance");
    const seen = [...ids(page)];
    for (let number = 2; page.nextCursor; number++) {
      page = await browse(`category=Finance&page=${number}&after=${page.nextCursor}`);
      seen.push(...ids(page));
    }
    expect(seen).toEqual(finance);

    // "budget": title matches (every third course) first, then description matches.
    const found: string[] = [];
    for (let number = 1; ; number++) {
      const result = await browse(`q=budget&page=${number}`);
      expect(result.nextCursor).toBeNull();
      found.push(...ids(result));
      if (!result.hasNext) break;
    }
    expect(new Set(found).size).toBe(found.length);
    const { rows } = await sql<{ id: string; title: string }>`SELECT id, title FROM courses
      WHERE is_published = ${true}`.execute(t.db);
    const titled = new Set(rows.filter((row) => row.title.startsWith("Budget")).map((r) => r.id));
    const inTitle = order.filter((id) => titled.has(id));
    expect(found.slice(0, inTitle.length)).toEqual(inTitle);
    expect(found).toHaveLength(668);
  }, 120_000);

  it("ignores a malformed cursor and keeps a cursor out of every other link", async () => {
    for (const cursor of ["x", "12_", "_abc", "1_a b", "9".repeat(16) + "_a", "1_'--"]) {
      const page = await browse(`page=2&after=${encodeURIComponent(cursor)}`);
      expect(ids(page)).toEqual(order.slice(CATALOGUE_PAGE_SIZE, 2 * CATALOGUE_PAGE_SIZE));
    }
    const params = parseCatalogueParams(new URLSearchParams("page=5&after=1_abc"));
    expect(params.after).toBe("1_abc");
    expect(catalogueHref(params, { category: "Finance", page: 1 })).toBe(
      "/courses?category=Finance",
    );
    expect(catalogueHref(params, { page: 6, after: "2_def" })).toBe("/courses?page=6&after=2_def");
  });
});

// SQLite only: PostgreSQL's search rows have no numbering (its migration rewrites them instead).
describe("the SQLite search index written before issue #18", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase("sqlite");
    await t.db.transaction().execute((trx) => insertCourses(trx, catalogue().slice(0, 120)));
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("is renumbered into catalogue order by the migration", async () => {
    const budget = async () => {
      const found: string[] = [];
      for (let number = 1; ; number++) {
        const params = parseCatalogueParams(new URLSearchParams(`q=budget&page=${number}`));
        const result = await browseCatalogue(t.db, params);
        found.push(...result.courses.map((course) => course.id));
        if (!result.hasNext) return found;
      }
    };
    const before = await budget();
    expect(before).toHaveLength(80);
    // Numbered the other way round, as no earlier writer did but any numbering could be.
    await sql`UPDATE course_search SET id = -id`.execute(t.db);
    await sql`INSERT INTO course_search_fts(course_search_fts) VALUES ('rebuild')`.execute(t.db);
    expect(await budget()).not.toEqual(before);
    await searchInCatalogueOrder.up(t.db);
    expect(await budget()).toEqual(before);
  });
});
