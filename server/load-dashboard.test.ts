// The admin dashboard's search, filters, order and pages (issue #14) through the feature function
// and the URL parser, on SQLite and PostgreSQL: the catalogue's own Arabic-aware search, drafts
// included; totals that no filter changes; any parameter, however wrong, gives a page.
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertCourse,
  updateCourseDetails,
  type NewCourse,
} from "~/.server/db/repositories/courses";
import { insertLearner } from "~/.server/db/repositories/learners";
import { insertLessonProgress } from "~/.server/db/repositories/lesson-progress";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import { insertQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import { recordQuizAttempt } from "~/.server/db/repositories/quiz-results";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseKinds } from "~/.server/db/testing/test-databases";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import { loadDashboard } from "~/features/course-admin/manage-courses.server";
import {
  DASHBOARD_PAGE_SIZE,
  parseDashboardParams,
} from "~/features/course-admin/dashboard-params";
import { localizedText } from "~/lib/localized-text";

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// Newest first: excel (day 10), budget, marketing, zebra, apple (day 6).
const fixtures = {
  excel: {
    createdAt: day(10),
    title: localizedText({ en: "Excel Basics", ar: "أَسَاسِيَّات إكسل" }),
    category: "Technology",
    isPublished: true,
  },
  budget: {
    createdAt: day(9),
    title: localizedText({ en: "Personal Budgeting", ar: "إدارة الميزانية الشخصية" }),
    category: "Finance",
    isPublished: false,
  },
  // Arabic only: the English title is optional (issue #14 part 2).
  marketing: {
    createdAt: day(8),
    title: localizedText({ en: "", ar: "التسويق الرقمي" }),
    category: "Marketing",
    isPublished: false,
  },
  zebra: {
    createdAt: day(7),
    title: localizedText({ en: "Zebra accounting", ar: "" }),
    category: "Finance",
    isPublished: true,
  },
  apple: {
    createdAt: day(6),
    title: localizedText({ en: "apple pie business", ar: "" }),
    description: localizedText({ ar: "مشروع صغير للحلويات" }),
    category: "Business",
    isPublished: false,
  },
} satisfies Record<string, Partial<NewCourse>>;
type Name = keyof typeof fixtures;

describe.each(testDatabaseKinds())("the admin dashboard on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  const ids = {} as Record<Name, string>;
  const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];

  beforeAll(async () => {
    for (const [name, fields] of Object.entries(fixtures)) {
      ids[name as Name] = await insertCourse(t.db, testCourse(fields));
    }
    await insertLessons(t.db, ids.zebra, [
      {
        title: localizedText({ en: "Ledgers", ar: "دفاتر الحسابات" }),
        description: localizedText({}),
        youtubeUrl: "https://youtu.be/wyZne_GSXQU",
        durationMinutes: 5,
      },
    ]);
  });

  async function names(query: string) {
    const dashboard = await loadDashboard(t.db, parseDashboardParams(new URLSearchParams(query)));
    return dashboard.courses.map((course) => nameOf(course.id));
  }

  it.each<[string, string, Name[]]>([
    [
      "every course, drafts included, newest first",
      "",
      ["excel", "budget", "marketing", "zebra", "apple"],
    ],
    ["a draft by a word of its Arabic title", "q=الميزانية", ["budget"]],
    ["ة as ه, without the article", "q=ميزانيه", ["budget"]],
    ["without hamza or vowel marks", "q=اساسيات", ["excel"]],
    ["a word prefix", "q=اساس", ["excel"]],
    ["و written onto a word", "q=وتسويق", ["marketing"]],
    ["an Arabic-only draft", "q=الرقمي", ["marketing"]],
    ["English, case-blind", "q=BUDGET", ["budget"]],
    ["a lesson title", "q=دفاتر", ["zebra"]],
    ["the Arabic description", "q=الحلويات", ["apple"]],
    ["the category's Arabic name", "q=المالية", ["budget", "zebra"]],
    ["no match", "q=kubernetes", []],
    ["drafts only", "status=draft", ["budget", "marketing", "apple"]],
    ["published only", "status=published", ["excel", "zebra"]],
    ["a category", "category=Finance", ["budget", "zebra"]],
    ["a category and drafts", "category=Finance&status=draft", ["budget"]],
    ["a search among drafts", "q=المالية&status=draft", ["budget"]],
    ["a search among published courses", "q=الميزانية&status=published", []],
    // Code-point order of the title learners see (Arabic, else English), case-blind.
    ["by title", "sort=title", ["apple", "zebra", "excel", "budget", "marketing"]],
    ["by title, searching", "q=المالية&sort=title", ["zebra", "budget"]],
    ["by title, drafts", "sort=title&status=draft", ["apple", "budget", "marketing"]],
  ])("finds %s", async (_what, query, expected) => {
    expect(await names(query)).toEqual(expected);
  });

  it("keeps the catalogue's search to published courses", async () => {
    const page = await browseCatalogue(
      t.db,
      parseCatalogueParams(new URLSearchParams("q=الميزانية")),
    );
    expect(page.courses).toEqual([]);
  });

  it("sorts by last update: an edited course comes first", async () => {
    const {
      createdAt: _created,
      isPublished: _published,
      ...details
    } = testCourse({
      ...fixtures.marketing,
      description: localizedText({ ar: "تعديل جديد" }),
    });
    expect(await updateCourseDetails(t.db, ids.marketing, details)).toBe(true);
    expect(await names("sort=updated")).toEqual(["marketing", "excel", "budget", "zebra", "apple"]);
    expect(await names("sort=updated&q=التسويق")).toEqual(["marketing"]);
    // Newest is still by creation.
    expect(await names("")).toEqual(["excel", "budget", "marketing", "zebra", "apple"]);
  });

  // Issue #16: per course, how many learners completed it (every lesson marked, every quiz passed).
  it("says on each card how many learners completed the course", async () => {
    const [ledgers] = await findLessonsByCourseId(t.db, ids.zebra);
    const learners: string[] = [];
    for (const email of ["one@example.mr", "two@example.mr", "three@example.mr"]) {
      learners.push(await insertLearner(t.db, { email, phone: null, passwordHash: "x" }));
    }
    // Two marked zebra's only lesson; the third never started.
    await insertLessonProgress(t.db, learners[0]!, [ledgers!.id]);
    await insertLessonProgress(t.db, learners[1]!, [ledgers!.id]);
    const completed = async () =>
      Object.fromEntries(
        (await loadDashboard(t.db, parseDashboardParams(new URLSearchParams()))).courses.map(
          (course) => [nameOf(course.id), course.completedBy],
        ),
      );
    expect(await completed()).toEqual({ excel: 0, budget: 0, marketing: 0, zebra: 2, apple: 0 });

    // A quiz on the lesson: only the learner who passed it has completed the course now.
    const [questionId] = await insertQuizQuestions(t.db, ledgers!.id, [
      {
        text: localizedText({ en: "Debit or credit?" }),
        explanation: localizedText({}),
        options: [
          { id: "", text: localizedText({ en: "Debit" }), correct: true },
          { id: "", text: localizedText({ en: "Credit" }), correct: false },
        ],
      },
    ]);
    await recordQuizAttempt(t.db, learners[0]!, ledgers!.id, 1, 1);
    await recordQuizAttempt(t.db, learners[1]!, ledgers!.id, 0, 1);
    expect((await completed()).zebra).toBe(1);
    await t.db.deleteFrom("quiz_questions").where("id", "=", questionId!).execute();
    await t.db.deleteFrom("learners").execute();
  });

  it("keeps the stat cards as totals whatever the search and filters", async () => {
    const totals = { total: 5, published: 2, drafts: 3, categories: 4 };
    for (const query of ["", "status=draft", "q=kubernetes", "category=Finance&sort=title"]) {
      const dashboard = await loadDashboard(t.db, parseDashboardParams(new URLSearchParams(query)));
      expect(dashboard.stats).toMatchObject(totals);
    }
    const drafts = await loadDashboard(
      t.db,
      parseDashboardParams(new URLSearchParams("status=draft")),
    );
    expect(drafts.matching).toBe(3);
    expect(drafts.categories).toEqual(["Business", "Finance", "Marketing", "Technology"]);
  });

  describe("with more courses than a page", () => {
    // 5 above and 50 more: three pages of 24, 24 and 7.
    beforeAll(async () => {
      for (let i = 0; i < 50; i++) {
        await insertCourse(
          t.db,
          testCourse({
            title: localizedText({ en: `Bulk course ${String(i).padStart(2, "0")}` }),
            createdAt: day(1),
            isPublished: i % 2 === 0,
          }),
        );
      }
    });

    const load = (query: string) =>
      loadDashboard(t.db, parseDashboardParams(new URLSearchParams(query)));

    it("shows pages of 24 and counts every match", async () => {
      const first = await load("");
      expect(first.courses).toHaveLength(DASHBOARD_PAGE_SIZE);
      expect(first.matching).toBe(55);
      expect(first.pageCount).toBe(3);
      const third = await load("page=3");
      expect(third.params.page).toBe(3);
      expect(third.courses).toHaveLength(7);
      // Pages do not overlap and together hold every course.
      const second = await load("page=2");
      const all = [first, second, third].flatMap((page) => page.courses.map((c) => c.id));
      expect(new Set(all).size).toBe(55);
    });

    it("pages a search and a filter", async () => {
      const bulk = await load("q=bulk&sort=title&page=2");
      expect(bulk.matching).toBe(50);
      expect(bulk.courses.map((c) => c.title)).toEqual(
        Array.from({ length: 24 }, (_, i) => `Bulk course ${String(24 + i).padStart(2, "0")}`),
      );
      const drafts = await load("q=bulk&status=draft&page=2");
      expect(drafts.matching).toBe(25);
      expect(drafts.courses).toHaveLength(1);
    });

    it.each([
      ["a page past the last shows the last", "page=99", 3, 7],
      ["page 0", "page=0", 1, 24],
      ["a negative page", "page=-2", 1, 24],
      ["a page that is not a number", "page=two", 1, 24],
      ["a huge page", "page=99999999999999999999", 1, 24],
      ["a page past the last of a search", "q=bulk&status=draft&page=7", 2, 1],
    ])("bounds pages: %s", async (_what, query, page, count) => {
      const dashboard = await load(query);
      expect(dashboard.params.page).toBe(page);
      expect(dashboard.courses).toHaveLength(count);
    });

    it("an empty result is page 1 of 1", async () => {
      const none = await load("q=kubernetes&page=4");
      expect(none).toMatchObject({ matching: 0, pageCount: 1, courses: [] });
      expect(none.params.page).toBe(1);
    });
  });
});

describe("parseDashboardParams", () => {
  const parse = (query: string) => parseDashboardParams(new URLSearchParams(query));

  it("reads every parameter", () => {
    expect(parse("q=%20إكسل%20&status=draft&category=Finance&sort=updated&page=3")).toEqual({
      q: "إكسل",
      status: "draft",
      category: "Finance",
      sort: "updated",
      page: 3,
    });
  });

  it("falls back to the defaults for values it does not know", () => {
    expect(
      parse(`status=secret&sort=price&page=1e3&category=${"x".repeat(61)}&q=${"a".repeat(500)}`),
    ).toEqual({
      q: "a".repeat(200),
      status: "all",
      category: "",
      sort: "newest",
      page: 1,
    });
  });
});
