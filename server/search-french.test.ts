// Issue #15: search matches French as it matches Arabic, on SQLite and PostgreSQL: without
// accents, case or ligatures ("economie" finds "Économie", "oeuvre" finds "œuvre"), in French
// titles, descriptions and lesson titles, in the catalogue and on the admin dashboard (drafts
// too); Arabic and English are found as before; and a database indexed before the French columns
// existed is reindexed by their migration.
import { sql } from "kysely";
import { Migrator } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "~/.server/db/migrate";
import { migrations } from "~/.server/db/migrations";
import { findCourseById, insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { loadDashboard } from "~/features/course-admin/manage-courses.server";
import { parseDashboardParams } from "~/features/course-admin/dashboard-params";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import { localizedText } from "~/lib/localized-text";

const VIDEO = "https://youtu.be/wyZne_GSXQU";
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// Newest first: economy (day 9), project, accounting, household, draft, english (day 4).
const fixtures = {
  // Three languages.
  economy: {
    createdAt: day(9),
    title: localizedText({
      en: "Business economics",
      ar: "اقتصاد المؤسسة",
      fr: "Économie de l'entreprise",
    }),
    description: localizedText({ fr: "Les bases pour les gérants de boutiques" }),
    category: "Business",
    isPublished: true,
  },
  // French alone: a title in one language is enough.
  project: {
    createdAt: day(8),
    title: localizedText({ fr: "Mise en œuvre d’un projet" }),
    description: localizedText({ fr: "Du plan de trésorerie au premier client" }),
    category: "Business",
    isPublished: true,
  },
  // French only in its description and lessons; the word "économie" in the description.
  accounting: {
    createdAt: day(7),
    title: localizedText({ en: "Accounting for shops", ar: "المحاسبة للمحلات" }),
    description: localizedText({ fr: "Comptabilité simple : l’économie d’une boutique" }),
    category: "Finance",
    isPublished: true,
  },
  household: {
    createdAt: day(6),
    title: localizedText({ en: "Household budget", ar: "ميزانية الأسرة" }),
    category: "Finance",
    isPublished: true,
  },
  draft: {
    createdAt: day(5),
    title: localizedText({ ar: "مسودة", fr: "Économie numérique (brouillon)" }),
    category: "Technology",
    isPublished: false,
  },
  english: {
    createdAt: day(4),
    title: localizedText({ en: "Budget basics" }),
    category: "Finance",
    isPublished: true,
  },
} as const;
type Name = keyof typeof fixtures;

describe.each(testDatabaseKinds())("French search on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  const ids = new Map<string, Name>();
  const named = (courses: { id: string }[]) => courses.map((c) => ids.get(c.id) ?? c.id);
  const catalogue = async (q: string) =>
    named((await browseCatalogue(t.db, parseCatalogueParams(new URLSearchParams({ q })))).courses);
  const dashboard = async (q: string) =>
    named((await loadDashboard(t.db, parseDashboardParams(new URLSearchParams({ q })))).courses);

  beforeAll(async () => {
    for (const [name, fields] of Object.entries(fixtures)) {
      ids.set(await insertCourse(t.db, testCourse(fields)), name as Name);
    }
    const idOf = (name: Name) => [...ids].find(([, n]) => n === name)?.[0] ?? "";
    await insertLessons(t.db, idOf("accounting"), [
      {
        title: localizedText({ en: "Ledgers", ar: "دفاتر الحسابات", fr: "Tenir le grand livre" }),
        description: localizedText({}),
        youtubeUrl: VIDEO,
        durationMinutes: 5,
      },
    ]);
    await insertLessons(t.db, idOf("household"), [
      {
        title: localizedText({ en: "Saving", ar: "الادخار", fr: "Épargner chaque mois" }),
        description: localizedText({}),
        youtubeUrl: VIDEO,
        durationMinutes: 5,
      },
    ]);
  });

  it.each<[string, string, Name[]]>([
    // Courses whose title matches come first, then the others; newest first within each.
    ["a French title without its accents", "economie", ["economy", "accounting"]],
    ["in capitals", "ECONOMIE", ["economy", "accounting"]],
    ["with its accents", "Économie", ["economy", "accounting"]],
    ["accented in capitals", "ÉCONOMIE", ["economy", "accounting"]],
    ["a prefix of a French word", "econ", ["economy", "accounting"]],
    ["oe for œ", "oeuvre", ["project"]],
    ["œ for œ", "œuvre", ["project"]],
    ["Œ in capitals", "ŒUVRE", ["project"]],
    ["a course titled in French only, by two words", "mise projet", ["project"]],
    ["after an elided article", "d'un projet", ["project"]],
    ["a French description without accents", "tresorerie", ["project"]],
    ["a French description, cedilla and accent", "comptabilite", ["accounting"]],
    ["a French lesson title", "epargner", ["household"]],
    ["terms from the French title and the English one", "economie business", ["economy"]],
    ["terms from the French and the Arabic text", "comptabilite المحاسبة", ["accounting"]],
    ["a category by its French word", "commerce", ["economy", "project"]],
    // The other languages, as before.
    ["Arabic without hamza", "اقتصاد", ["economy"]],
    ["Arabic with its article", "المحاسبة", ["accounting"]],
    ["an Arabic lesson title", "الادخار", ["household"]],
    ["English, case-blind", "ACCOUNTING", ["accounting"]],
    ["an English lesson title", "ledgers", ["accounting"]],
    ["no match", "kubernetes", []],
  ])("the catalogue finds %s: %s", async (_what, q, expected) => {
    expect(await catalogue(q)).toEqual(expected);
  });

  it.each<[string, string, Name[]]>([
    ["a French draft title without accents", "numerique", ["draft"]],
    ["French words, drafts included", "economie", ["economy", "draft", "accounting"]],
    ["oe for œ", "oeuvre", ["project"]],
    ["a French description", "boutique", ["economy", "accounting"]],
    ["Arabic", "مسودة", ["draft"]],
    ["English", "household", ["household"]],
  ])("the dashboard finds %s: %s", async (_what, q, expected) => {
    expect(await dashboard(q)).toEqual(expected);
  });

  it("orders the dashboard by the title it shows: Arabic, else English, else French", async () => {
    const dashboard = await loadDashboard(
      t.db,
      parseDashboardParams(new URLSearchParams("sort=title")),
    );
    // "budget basics" < "mise en œuvre…" (Latin) < the Arabic titles, by code point.
    expect(named(dashboard.courses)).toEqual([
      "english",
      "project",
      "economy",
      "accounting",
      "draft",
      "household",
    ]);
    expect(dashboard.courses[1]?.title).toBe("Mise en œuvre d’un projet");
  });

  it("never shows a draft in the catalogue, whatever its French title", async () => {
    expect(await catalogue("numerique")).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("the French content migration on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  const NAME = "2026-11-26-01-french-content";
  const PREVIOUS = "2026-11-23-15-audit-log";

  it("adds empty French columns to existing rows and reindexes every course", async () => {
    expect(Object.keys(migrations)).toContain(NAME);
    const migrator = new Migrator({
      db: t.db,
      provider: { getMigrations: () => Promise.resolve(migrations) },
    });
    // The database as it was before: down() drops the French columns again (and undoes any later
    // migration first).
    const down = await migrator.migrateTo(PREVIOUS);
    expect(down.error).toBeUndefined();

    // A course written then, with its document as the earlier normaliser wrote it ("œ" kept).
    const id = crypto.randomUUID();
    const now = new Date().toISOString();
    await sql`INSERT INTO courses (id, title, title_ar, category, is_published, created_at,
        updated_at)
      VALUES (${id}, ${"Le cœur du métier"}, ${"قلب المهنة"}, ${"Business"}, ${true}, ${now},
        ${now})`.execute(t.db);
    await sql`INSERT INTO course_videos (id, course_id, title, youtube_url, order_index,
        created_at, updated_at)
      VALUES (${crypto.randomUUID()}, ${id}, ${"Intro"}, ${VIDEO}, ${1}, ${now}, ${now})`.execute(
      t.db,
    );
    await sql`INSERT INTO course_links (id, course_id, title, url, order_index, created_at,
        updated_at)
      VALUES (${crypto.randomUUID()}, ${id}, ${"Bank"}, ${"https://bcm.mr"}, ${1}, ${now},
        ${now})`.execute(t.db);
    await sql`INSERT INTO course_search (course_id, title, body, lessons, is_published, category,
        difficulty_level, created_at)
      VALUES (${id}, ${"le cœur du metier قلب المهنه"}, ${""}, ${"intro"}, ${true}, ${"Business"},
        ${"beginner"}, ${now})`.execute(t.db);

    // What a start-up does: the migrations, then a document for every course without one.
    await migrateToLatest(t.db);
    expect(await findCourseById(t.db, id)).toMatchObject({
      title: { en: "Le cœur du métier", fr: "" },
      description: { fr: "" },
    });
    expect(await findLessonsByCourseId(t.db, id)).toMatchObject([
      { title: { fr: "" }, description: { fr: "" } },
    ]);
    const { rows } = await sql<{
      title_fr: string;
    }>`SELECT title_fr FROM course_links WHERE course_id = ${id}`.execute(t.db);
    expect(rows).toEqual([{ title_fr: "" }]);

    // Rewritten with the current normaliser: "coeur" finds it now.
    const search = async (q: string) =>
      (await browseCatalogue(t.db, parseCatalogueParams(new URLSearchParams({ q })))).courses.map(
        (c) => c.id,
      );
    expect(await search("coeur metier")).toEqual([id]);
    expect(await search("قلب")).toEqual([id]);
  });
});
