// npm run bench:search — catalogue and search at scale (issue #4): builds a database of 10,000
// published courses and 200,000 lessons of mixed Arabic/English text through the courses
// repository (its bulk insert, whose search documents are written by the same code as the
// editor's saves), then times the catalogue loader's work (browseCatalogue: the
// search or list query, its count and the filter choices) for each scenario, on SQLite and on
// PostgreSQL. A benchmark, not a test: it prints figures for docs/benchmarks.md.
//
// Options (environment): BENCH_DATABASES=sqlite,postgres  BENCH_COURSES=10000
//   BENCH_LESSONS_PER_COURSE=20  BENCH_RUNS=300  BENCH_POSTGRES_URL (a server where a throwaway
//   database is created and dropped; default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_EXPLAIN=1: after the timed runs on each database, print (as markdown) the plan of every
//   statement each scenario runs (scripts/bench-explain.ts; decision 0034).
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { DatabaseKind } from "~/.server/db/create-database";
import { insertCourses, type NewCourse } from "~/.server/db/repositories/courses";
import type { NewLesson } from "~/.server/db/repositories/lessons";
import type { Database } from "~/.server/db/schema";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import { browseCatalogue } from "~/features/catalogue/browse-catalogue.server";
import { parseCatalogueParams } from "~/features/catalogue/catalogue-params";
import { DIFFICULTY_LEVELS } from "~/lib/course/course";
import { localizedText } from "~/lib/localized-text";
import { explainWork } from "./bench-explain";
import { benchPostgresUrl, machineSummary, percentile, seededRandom } from "./bench-server";

const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const LESSONS_PER_COURSE = Number(process.env.BENCH_LESSONS_PER_COURSE ?? 20);
const RUNS = Math.max(200, Number(process.env.BENCH_RUNS ?? 300));
const WARMUP = 30;
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as DatabaseKind[];
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";

/**
 * The scenarios of issue #4, as catalogue URLs. "page 300" is reached as a learner reaches it,
 * by the 'next' link of page 299, which carries a keyset cursor (decision 0034): `{cursor}` is
 * replaced by it. The same page asked for by its number alone (a hand-made link) is measured
 * too: it is found by offset.
 */
const SCENARIOS: [string, string][] = [
  ["catalogue page 1", ""],
  ["catalogue page 300", "page=300&after={cursor}"],
  ["catalogue page 300 by number", "page=300"],
  ["filter by category", "category=Finance"],
  ["Arabic query with vowel marks", "q=أَسَاسِيَّات التَّسْوِيق"],
  ["Arabic prefix query", "q=محاس"],
  ["English query", "q=digital marketing"],
  ["query matching nothing", "q=kubernetes"],
  // Beyond the list: the worst cases of typing, a word in every course and one letter,
  // and of narrowing: one letter with both filters (1 course in 15), and a search's page 300.
  ["query matching every course", "q=الدرس"],
  ["one-letter prefix", "q=م"],
  ["one letter and two filters", "q=م&category=Finance&difficulty=advanced"],
  ["search page 300", "q=الدرس&page=300"],
  // Synonyms (issue #27, decision 0045): a brand typed in Arabic letters is searched as itself or
  // its Latin name ("اكسل" or "excel"); one that no course has costs both searches; two of them
  // multiply the alternatives.
  ["loanword via a synonym", "q=اكسل"],
  ["loanword matching nothing", "q=واتساب"],
  ["two loanwords", "q=بايثون اكسل"],
];

// Reseeded for each database, so both hold the same catalogue and must find the same matches.
const SEED = 20261122;
let random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const words = (items: readonly string[], count: number) =>
  Array.from({ length: count }, () => pick(items)).join(" ");

// Topics as a Mauritanian catalogue would name them: Arabic (some with vowel marks, as editors
// sometimes type them) beside the English title.
const TOPICS: [string, string][] = [
  ["أساسيات التسويق الرقمي", "Digital Marketing Basics"],
  ["أَسَاسِيَّات المحاسبة", "Accounting Fundamentals"],
  ["إدارة المشاريع الصغيرة", "Small Business Management"],
  ["التمويل الشخصي والادخار", "Personal Finance and Saving"],
  ["البرمجة بلغة بايثون", "Python Programming"],
  ["تصميم المواقع", "Web Design"],
  ["ريادة الأعمال في موريتانيا", "Entrepreneurship in Mauritania"],
  ["الاستثمار الذكي", "Smart Investing"],
  ["مهارات العرض والتقديم", "Presentation Skills"],
  ["جداول البيانات إكسل", "Excel Spreadsheets"],
  ["الصيرفة الإسلامية", "Islamic Banking"],
  ["التجارة الإلكترونية", "E-commerce"],
  ["إدارة الموارد البشرية", "Human Resources Management"],
  ["تحليل البيانات", "Data Analysis"],
  ["الأمن السيبراني", "Cybersecurity"],
  ["كتابة السيرة الذاتية", "Writing a CV"],
  ["التفاوض والبيع", "Negotiation and Sales"],
  ["سلاسل القيمة في الصيد", "Fisheries Value Chains"],
];
const LEVELS_AR = ["للمبتدئين", "المستوى المتوسط", "للمحترفين", "خطوة بخطوة", "دليل عملي"];
const LEVELS_EN = ["for Beginners", "Intermediate", "for Professionals", "Step by Step", "Guide"];
const PROSE_AR = (
  "تتعلم في هذه الدورة كيف تبني خطة عملية واضحة وتطبق المفاهيم على أمثلة من السوق المحلي " +
  "في نواكشوط ونواذيبو مع تمارين قصيرة ومراجعة أسبوعية للمصاريف والأرباح والعملاء والموردين " +
  "والميزانية والضرائب والقروض الصغيرة والهاتف المحمول والإنترنت والفريق والجودة"
).split(" ");
const PROSE_EN = (
  "learn how to build a clear practical plan and apply each idea to examples from the local " +
  "market with short exercises weekly reviews of costs profits customers suppliers budgets " +
  "taxes small loans mobile phones internet teams and quality"
).split(" ");
const CATEGORIES = ["Finance", "Technology", "Business", "Marketing", "Design"];
const NAMES = ["محمد ولد أحمد", "مريم بنت سيدي", "Ahmed Salem", "Fatimetou Mint Ely", "أمينة"];

function course(index: number, [arabicTopic, englishTopic]: [string, string]) {
  return {
    // Each language's text is drawn in this order (English, then Arabic), as before issue #25, so
    // the seeded catalogue stays the one measured in docs/benchmarks.md.
    title: localizedText({
      en: `${englishTopic} ${pick(LEVELS_EN)} ${index}`,
      ar: `${arabicTopic} ${pick(LEVELS_AR)}`,
    }),
    description: localizedText({ en: words(PROSE_EN, 25), ar: words(PROSE_AR, 30) }),
    thumbnailUrl: "",
    category: pick(CATEGORIES),
    difficultyLevel: pick(DIFFICULTY_LEVELS),
    durationMinutes: 30 + Math.floor(random() * 600),
    instructorName: pick(NAMES),
    isPublished: true,
    createdAt: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000),
  };
}

/** A course's lessons are mostly about its own topic, a few about a neighbouring one. */
function lessons(count: number, topic: [string, string]): NewLesson[] {
  return Array.from({ length: count }, (_, n) => {
    const [arabicTopic, englishTopic] = random() < 0.9 ? topic : pick(TOPICS);
    return {
      title: localizedText({
        en: `Lesson ${n + 1}: ${englishTopic} ${words(PROSE_EN, 3)}`,
        ar: `الدرس ${n + 1}: ${arabicTopic} ${words(PROSE_AR, 3)}`,
      }),
      description: localizedText({ en: words(PROSE_EN, 12), ar: words(PROSE_AR, 14) }),
      youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
      durationMinutes: 5 + Math.floor(random() * 25),
    };
  });
}

async function build(db: Database) {
  random = seededRandom(SEED);
  const started = performance.now();
  const BATCH = 250;
  for (let first = 0; first < COURSES; first += BATCH) {
    const entries: { course: NewCourse; lessons: NewLesson[] }[] = [];
    for (let index = first; index < Math.min(first + BATCH, COURSES); index++) {
      const topic = pick(TOPICS);
      entries.push({ course: course(index, topic), lessons: lessons(LESSONS_PER_COURSE, topic) });
    }
    await db.transaction().execute((trx) => insertCourses(trx, entries));
    process.stdout.write(`\r  built ${Math.min(first + BATCH, COURSES)} courses`);
  }
  process.stdout.write("\n");
  return (performance.now() - started) / 1000;
}

/** The 'next' link's cursor on page 299 of the catalogue. */
async function cursorOfPage299(db: Database) {
  const page = await browseCatalogue(db, parseCatalogueParams(new URLSearchParams("page=299")));
  return page.nextCursor ?? "";
}

async function measure(db: Database, query: string) {
  const params = parseCatalogueParams(new URLSearchParams(query));
  let total = "";
  for (let run = 0; run < WARMUP; run++) await browseCatalogue(db, params);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const page = await browseCatalogue(db, params);
    times.push(performance.now() - started);
    // "1000+": the count stopped at its limit (decision 0034).
    total = `${page.total}${page.totalIsLowerBound ? "+" : ""}`;
  }
  times.sort((a, b) => a - b);
  return {
    total,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

// The throwaway databases the data tests use (a temporary SQLite file; a PostgreSQL database
// created on the server and dropped afterwards), already migrated.
process.env.TEST_DATABASE_URL = benchPostgresUrl();

const fmt = (ms: number) => ms.toFixed(2);
console.log(
  `Search benchmark: ${COURSES} courses, ${COURSES * LESSONS_PER_COURSE} lessons, ${RUNS} runs ` +
    `per scenario after ${WARMUP} warm-up runs`,
);
console.log(`Machine: ${machineSummary()}; ${new Date().toISOString().slice(0, 10)}`);
const rows: string[] = [];
for (const kind of DATABASES) {
  console.log(`\n${kind}:`);
  const { db, destroy } = await createTestDatabase(kind, { statementTimeoutMs: 0 });
  try {
    const seconds = await build(db);
    // A live PostgreSQL's steady state: autovacuum sets statistics and the visibility map (for
    // index-only scans) after a bulk load. SQLite's plans here do not depend on statistics, and
    // the server never gathers any, so it is measured as it is.
    if (kind === "postgres") await sql`VACUUM ANALYZE`.execute(db);
    console.log(`  built in ${seconds.toFixed(1)} s`);
    const cursor = await cursorOfPage299(db);
    for (const [scenario, url] of SCENARIOS) {
      const query = url.replace("{cursor}", cursor);
      const r = await measure(db, query);
      const row = `| ${kind} | ${scenario} | \`${url || "(none)"}\` | ${r.total} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} |`;
      rows.push(row);
      console.log(
        `  ${scenario.padEnd(30)} total ${String(r.total).padStart(5)}  p50 ${fmt(r.p50)} ms  p95 ${fmt(r.p95)} ms  p99 ${fmt(r.p99)} ms`,
      );
    }
    if (EXPLAIN) {
      console.log(`\n### Plans on ${kind}, ${COURSES} courses\n`);
      for (const [scenario, url] of SCENARIOS) {
        const query = url.replace("{cursor}", cursor);
        const params = parseCatalogueParams(new URLSearchParams(query));
        await explainWork(db, `${scenario} (\`${query}\`)`, (db) => browseCatalogue(db, params));
      }
    }
  } finally {
    await destroy();
  }
}
console.log("\n| database | scenario | URL query | matches | p50 ms | p95 ms | p99 ms |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
