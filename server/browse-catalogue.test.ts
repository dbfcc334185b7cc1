// Search, filters and pages through the whole stack (URL params → normalised terms → each
// database's own full-text index), on SQLite and PostgreSQL with the same vectors (issue #4).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deleteCourseById,
  insertCourse,
  setCoursePublished,
  type NewCourse,
} from "~/.server/db/repositories/courses";
import { insertLessons } from "~/.server/db/repositories/lessons";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { silentLogger } from "~/.server/logger";
import { saveCourse } from "~/features/course-admin/save-course.server";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { CATALOGUE_PAGE_SIZE, parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import { TEST_AUDIT_ORIGIN } from "~/.server/db/testing/test-audit-origin";
import { localizedText } from "~/lib/localized-text";

const blank: NewCourse = {
  title: localizedText({}),
  description: localizedText({}),
  thumbnailUrl: "",
  category: "Business",
  difficultyLevel: "beginner",
  durationMinutes: 30,
  instructorName: "",
  isPublished: true,
};

// Newest first by day: 'excel' (day 10) is the newest, 'accounting' (day 1) the oldest.
const fixtures: Record<string, Partial<NewCourse> & { day: number; lessons?: string[] }> = {
  excel: {
    day: 10,
    title: localizedText({ en: "Excel Basics for Beginners", ar: "أَسَاسِيَّات إكسل للمبتدئين" }),
    description: localizedText({
      en: "Spreadsheets for small shops",
      ar: "جداول البيانات للمحلات الصغيرة",
    }),
    category: "Technology",
    instructorName: "Sidi Mohamed",
    lessons: ["Formulas", "الصيغ والدوال"],
  },
  budget: {
    day: 9,
    title: localizedText({ en: "Personal Budgeting", ar: "إدارة الميزانية الشخصية" }),
    description: localizedText({
      en: "Plan your month and save with Excel sheets",
      ar: "خطط لشهرك وادّخر",
    }),
    category: "Finance",
    difficultyLevel: "intermediate",
    instructorName: "مريم بنت أحمد",
    lessons: ["Saving plan", "خطة الادخار"],
  },
  startup: {
    day: 8,
    title: localizedText({
      en: "Starting a Business in Mauritania",
      ar: "تأسيس مشروعك في موريتانيا",
    }),
    description: localizedText({
      en: "From the idea to the first customer",
      ar: "من الفكرة إلى أول زبون",
    }),
    category: "Business",
    difficultyLevel: "advanced",
    instructorName: "Ahmed Salem",
    lessons: ["Registering the company", "تسجيل الشركة", "Accounting basics", "أساسيات المحاسبة"],
  },
  cafe: {
    day: 7,
    title: localizedText({ en: "Café Économie", ar: "اقتصاد المقهى" }),
    description: localizedText({ en: "Running a small café", ar: "إدارة مقهى صغير بنجاح" }),
    category: "Business",
    instructorName: "Fatimetou",
  },
  digits: {
    day: 6,
    title: localizedText({ en: "Taxes 2026", ar: "الضرائب لعام ٢٠٢٦" }),
    description: localizedText({ en: "What changes this year", ar: "ما الذي يتغير هذا العام" }),
    category: "Finance",
    instructorName: "",
  },
  draft: {
    day: 11,
    title: localizedText({ en: "Excel Advanced (draft)", ar: "إكسل المتقدم أساسيات" }),
    description: localizedText({ en: "Not published yet" }),
    category: "Technology",
    isPublished: false,
  },
  accounting: {
    day: 1,
    title: localizedText({ en: "Accounting for Shops", ar: "المحاسبة للمحلات" }),
    description: localizedText({ en: "Bookkeeping made simple", ar: "مسك الدفاتر ببساطة" }),
    category: "Finance",
    instructorName: "Brahim",
  },
};
type Name = keyof typeof fixtures;

/**
 * The query set, each with the expected courses in the expected order. Order: courses whose
 * title matches every term first, then the others; newest first within each group.
 */
const vectors: [string, string, Name[]][] = [
  ["Arabic with vowel marks finds the bare spelling", "أَسَاسِيَّات", ["excel", "startup"]],
  ["Arabic without hamza finds the hamza spelling", "اساسيات", ["excel", "startup"]],
  ["an Arabic word prefix", "اساس", ["excel", "startup"]],
  ["ة and ه are one letter", "الميزانيه", ["budget"]],
  ["tatweel is ignored", "الميـــزانية", ["budget"]],
  ["إ and ا are one letter", "اداره", ["budget", "cafe"]],
  ["an English word, title matches before description matches", "excel", ["excel", "budget"]],
  ["English is case-insensitive", "EXCEL", ["excel", "budget"]],
  ["an English prefix", "budg", ["budget"]],
  ["accents are ignored", "cafe economie", ["cafe"]],
  ["every term must match", "excel beginners", ["excel"]],
  ["terms may come from title and description", "excel shops", ["excel"]],
  ["the instructor's name", "sidi", ["excel"]],
  ["an Arabic instructor name with ة/ه and hamza", "مريم احمد", ["budget"]],
  ["a lesson title", "تسجيل", ["startup"]],
  ["a word without its article finds it with one", "محاسبة", ["accounting", "startup"]],
  ["a word with its article finds the same", "المحاسبة", ["accounting", "startup"]],
  ["the article with a particle (لل)", "محلات", ["accounting", "excel"]],
  ["lesson matches come after title matches", "accounting", ["accounting", "startup"]],
  ["the category in English", "finance", ["budget", "digits", "accounting"]],
  ["the category in Arabic", "المالية", ["budget", "digits", "accounting"]],
  ["Arabic-Indic digits match ASCII ones", "٢٠٢٦", ["digits"]],
  ["ASCII digits match Arabic-Indic ones", "2026", ["digits"]],
  ["mixed Arabic and English", "موريتانيا business", ["startup"]],
  ["no match", "kubernetes", []],
  ["a draft is never found, even by its own title", "advanced draft", []],
];

const hostile = [
  `"`,
  `'`,
  `excel"`,
  `"excel`,
  `%`,
  `_`,
  `*`,
  `ex*`,
  `%ex%`,
  `excel NEAR budget`,
  `NEAR(excel budget)`,
  `excel AND budget`,
  `excel OR budget`,
  `NOT excel`,
  `excel -budget`,
  `(excel`,
  `excel)`,
  `((()`,
  `title:excel`,
  `{title}: excel`,
  `^excel`,
  `excel:*`,
  `excel & | ! <->`,
  `'; DROP TABLE courses; --`,
  `1' OR '1'='1`,
  `\\`,
  `\u0000`,
  `excel\u0000budget`,
  "؟!،؛",
  "x".repeat(500),
  "كلمة ".repeat(200),
];

describe.each(testDatabaseKinds())("catalogue search on %s", (kind) => {
  let t: TestDatabase;
  const ids = new Map<Name, string>();
  const nameOf = (id: string) => [...ids].find(([, value]) => value === id)?.[0] ?? id;

  const browse = (query: string) =>
    browseCatalogue(t.db, parseCatalogueParams(new URLSearchParams(query)));
  const search = async (q: string) =>
    (await browse(new URLSearchParams({ q }).toString())).courses.map((c) => nameOf(c.id));

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    for (const [name, { day, lessons = [], ...course }] of Object.entries(fixtures)) {
      const id = await insertCourse(t.db, {
        ...blank,
        ...course,
        createdAt: new Date(Date.UTC(2026, 0, day)),
      });
      await insertLessons(
        t.db,
        id,
        lessons.map((title) => ({
          title: localizedText(/[a-z]/i.test(title) ? { en: title } : { ar: title }),
          description: localizedText({}),
          youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
          durationMinutes: 5,
        })),
      );
      ids.set(name, id);
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it.each(vectors)("%s: %s", async (_what, q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it("without a query lists every published course, newest first, with the total", async () => {
    const page = await browse("");
    expect(page.courses.map((c) => nameOf(c.id))).toEqual([
      "excel",
      "budget",
      "startup",
      "cafe",
      "digits",
      "accounting",
    ]);
    expect(page.total).toBe(6);
    expect(page.pageCount).toBe(1);
  });

  it("filters by category and difficulty, alone and with a query", async () => {
    const names = async (query: string) => (await browse(query)).courses.map((c) => nameOf(c.id));
    expect(await names("category=Finance")).toEqual(["budget", "digits", "accounting"]);
    expect(await names("difficulty=advanced")).toEqual(["startup"]);
    expect(await names("category=Finance&difficulty=intermediate")).toEqual(["budget"]);
    expect(await names("category=Business&q=موريتانيا")).toEqual(["startup"]);
    expect(await names("category=Finance&q=cafe")).toEqual([]);
    expect((await browse("category=Finance&q=excel")).total).toBe(1);
    // An unknown difficulty is ignored rather than an error.
    expect(await names("difficulty=expert&category=Technology")).toEqual(["excel"]);
  });

  it("offers the categories of published courses only", async () => {
    expect((await browse("")).categories).toEqual(["Business", "Finance", "Technology"]);
  });

  it.each(hostile)("hostile input %j returns results or nothing, never an error", async (q) => {
    const page = await browse(new URLSearchParams({ q }).toString());
    expect(Array.isArray(page.courses)).toBe(true);
    for (const course of page.courses) expect(course.isPublished).toBe(true);
  });

  it("an edit is searchable immediately after the save, and the old words no longer find it", async () => {
    const uploads = mkdtempSync(join(tmpdir(), "maarifa-search-"));
    try {
      const storage = new LocalDiskStorage(uploads);
      const saved = await saveCourse(
        t.db,
        storage,
        ids.get("cafe") ?? null,
        {
          title: localizedText({ en: "Tea Trade", ar: "تجارة الشاي الموريتاني" }),
          category: "Marketing",
          difficultyLevel: "beginner",
          durationMinutes: 20,
          videos: [
            {
              title: localizedText({ en: "Green tea", ar: "الأتاي" }),
              youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
              durationMinutes: 3,
            },
          ],
          links: [],
        },
        silentLogger(),
        TEST_AUDIT_ORIGIN,
      );
      expect(saved.ok).toBe(true);
      expect(await search("الشاي")).toEqual(["cafe"]);
      expect(await search("الاتاي")).toEqual(["cafe"]);
      expect(await search("cafe economie")).toEqual([]);
      // The filters follow the edit too.
      expect((await browse("q=الشاي&category=Marketing")).total).toBe(1);
      expect((await browse("q=الشاي&category=Business")).total).toBe(0);
    } finally {
      rmSync(uploads, { recursive: true, force: true });
    }
  });

  it("unpublishing hides a course from search at once, publishing shows it again", async () => {
    const id = ids.get("digits") ?? "";
    await setCoursePublished(t.db, id, false);
    expect(await search("2026")).toEqual([]);
    expect((await browse("category=Finance&q=taxes")).total).toBe(0);
    await setCoursePublished(t.db, id, true);
    expect(await search("2026")).toEqual(["digits"]);
  });

  it("a deleted course leaves the index with it", async () => {
    const id = await insertCourse(t.db, {
      ...blank,
      title: localizedText({ en: "Ephemeral Course" }),
    });
    expect(await search("ephemeral")).toHaveLength(1);
    await deleteCourseById(t.db, id);
    expect(await search("ephemeral")).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("catalogue pages on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    for (let n = 1; n <= 2 * CATALOGUE_PAGE_SIZE + 5; n++) {
      await insertCourse(t.db, {
        ...blank,
        title: localizedText({ en: `Course ${n}` }),
        category: n % 2 ? "Finance" : "Business",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
      });
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const page = (query: string) =>
    browseCatalogue(t.db, parseCatalogueParams(new URLSearchParams(query)));

  it("shows 24 courses a page, newest first, with the total of every page", async () => {
    const first = await page("");
    expect(first.courses).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(first.courses[0]?.title.en).toBe("Course 53");
    expect(first.total).toBe(53);
    expect(first.pageCount).toBe(3);
    const last = await page("page=3");
    expect(last.courses.map((c) => c.title.en)).toEqual([
      "Course 5",
      "Course 4",
      "Course 3",
      "Course 2",
      "Course 1",
    ]);
    expect((await page("page=4")).courses).toEqual([]);
  });

  it("pages a search and a filter the same way", async () => {
    const finance = await page("category=Finance&page=2");
    expect(finance.total).toBe(27);
    expect(finance.courses.map((c) => c.title.en)).toEqual(["Course 5", "Course 3", "Course 1"]);
    const searched = await page("q=course&page=3");
    expect(searched.total).toBe(53);
    expect(searched.courses).toHaveLength(5);
  });

  it.each(["page=0", "page=-3", "page=abc", "page=1.5", "page=99999999999"])(
    "a malformed %s shows the first page",
    async (query) => {
      expect((await page(query)).courses[0]?.title.en).toBe("Course 53");
    },
  );
});
