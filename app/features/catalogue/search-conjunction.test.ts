// Issue #12: the conjunction و attached to a word (وتسويق) matches like the article does, on
// SQLite and PostgreSQL; nothing found before is lost, live search while typing included; and a
// database indexed by the earlier normaliser is reindexed by a migration.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrate";
import { migrations } from "~/.server/db/migrations";
import * as reindex from "~/.server/db/migrations/2026-11-23-01-search-conjunction-reindex";
import { insertCourse } from "~/.server/db/repositories/courses";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { testCourse } from "~/.server/db/testing/test-course";
import { browseCatalogue } from "./browse-catalogue.server";
import { parseCatalogueParams } from "./catalogue-params";
import { localizedText } from "~/lib/localized-text";

const fixtures = {
  marketing: { title: localizedText({ en: "Marketing", ar: "أساسيات وتسويق المنتجات" }), day: 5 },
  minister: {
    title: localizedText({ en: "Public service", ar: "وزير المالية والاقتصاد" }),
    day: 4,
  },
  ministry: { title: localizedText({ en: "Ministries", ar: "الوزارة والتخطيط" }), day: 3 },
  article: { title: localizedText({ en: "Digital", ar: "التسويق الرقمي" }), day: 2 },
  paper: { title: localizedText({ en: "Worksheets", ar: "ورق العمل" }), day: 1 },
} as const;
type Name = keyof typeof fixtures;

describe.each(testDatabaseKinds())("the conjunction و in search on %s", (kind) => {
  const suite = testDatabaseForSuite(kind);
  const ids = new Map<string, Name>();
  const search = async (q: string) => {
    const page = await browseCatalogue(suite.db, parseCatalogueParams(new URLSearchParams({ q })));
    return page.courses.map((course) => ids.get(course.id) ?? course.id);
  };

  beforeAll(async () => {
    // This suite is about the normaliser: no synonym set (the seeded "marketing, …, تسويق" one
    // would find the English title) may widen what a word finds (decision 0045).
    await suite.db.deleteFrom("search_synonyms").execute();
    for (const [name, { day, ...course }] of Object.entries(fixtures)) {
      const id = await insertCourse(
        suite.db,
        testCourse({ ...course, isPublished: true, createdAt: new Date(Date.UTC(2026, 0, day)) }),
      );
      ids.set(id, name as Name);
    }
  });

  it.each<[string, string, Name[]]>([
    ["the word without و finds it with و", "تسويق", ["marketing", "article"]],
    ["the word with و finds it without, and with the article", "وتسويق", ["marketing", "article"]],
    ["with the article finds it with و", "التسويق", ["marketing", "article"]],
    ["وال still comes off whole", "والتسويق", ["marketing", "article"]],
    ["a word that starts with و finds itself", "وزير", ["minister"]],
    ["and without it", "زير", ["minister"]],
    ["after the article", "الوزير", ["minister"]],
    // Lucene's guard: three-letter words keep their و ("ورق" is paper, not "رق").
    ["a short word keeps its و", "ورق", ["paper"]],
    ["a short remainder is not a word of its own", "رق", ["article"]],
  ])("%s: %s", async (_what, q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it("live search while typing loses nothing it found before", async () => {
    // Every prefix a learner types on the way to the title's words still finds the course.
    const typing: [string, Name][] = [
      ["وزير", "minister"],
      ["والاقتصاد", "minister"],
      ["والتخطيط", "ministry"],
      ["الوزاره", "ministry"],
    ];
    for (const [word, name] of typing) {
      for (let end = 1; end <= word.length; end++) {
        expect(await search(word.slice(0, end)), word.slice(0, end)).toContain(name);
      }
    }
    // "وزي" found the minister before this change (a prefix of وزير), and still does.
    expect(await search("وزي")).toEqual(["minister"]);
    // "وزا" finds the ministry through its form without the article.
    expect(await search("وزا")).toEqual(["ministry"]);
  });

  it("a database indexed before the change is reindexed by the migration", async () => {
    const id = [...ids].find(([, name]) => name === "marketing")?.[0] ?? "";
    // What the earlier normaliser wrote: the words, and their forms without the article only.
    await sql`UPDATE course_search SET title = ${"marketing اساسيات وتسويق المنتجات منتجات"}
      WHERE course_id = ${id}`.execute(suite.db);
    expect(await search("تسويق")).toEqual(["article"]);

    expect(Object.keys(migrations)).toContain("2026-11-23-01-search-conjunction-reindex");
    await reindex.up(suite.db);
    await migrateToLatest(suite.db);
    expect(await search("تسويق")).toEqual(["marketing", "article"]);
    // Every course has its document again, not only the one that was stale.
    expect(await search("زير")).toEqual(["minister"]);
    const counted = await suite.db
      .selectFrom("course_search")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(Object.keys(fixtures).length);
  });
});
