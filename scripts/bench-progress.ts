// npm run bench:progress — learner progress at scale (issue #18): builds a database of 1,000,000
// learners with 20 lesson marks each (20,000,000 rows of lesson_progress) over 1,000 published
// courses of 20 lessons, then times, for random learners, the server-side work of the three pages
// a signed-in learner opens most: the course page (the player with their marks, the lesson's quiz
// with their best result, the certificate offer), home (featured courses and 'continue learning')
// and /account (courses in progress, certificates). Each learner has marked half of two courses.
// Every lesson has a three-question quiz; each learner has best results on two quizzes of their
// first course (2,000,000 rows of quiz_results), and one learner in four a live certificate for
// another course (250,000 rows of certificates), so that the plans of those reads are the plans of
// full tables, not of empty ones.
// A benchmark, not a test: it prints figures for docs/benchmarks.md. The session lookup that
// precedes each page (one primary-key read) is not counted.
//
// The bulk rows are written with set-based SQL (a recursive CTE on SQLite, generate_series on
// PostgreSQL), not through the repositories one by one: twenty million inserts would take hours.
// The courses and lessons go through the repositories, as the editor writes them.
//
// Options (environment): BENCH_DATABASES=sqlite,postgres  BENCH_LEARNERS=1000000
//   BENCH_COURSES=1000  BENCH_RUNS=300  BENCH_POSTGRES_URL (see bench-search.ts)
//   BENCH_EXPLAIN=1: after the timed runs on each database, print (as markdown) the plan of every
//   statement the three pages run for one learner: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
//   EXPLAIN (ANALYZE, BUFFERS), which runs the statement and gives its time (decision 0034).
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { isSqlite, type DatabaseKind } from "~/.server/db/create-database";
import { insertCourse } from "~/.server/db/repositories/courses";
import {
  findCertificateName,
  findLiveCertificatesOfLearner,
} from "~/.server/db/repositories/certificates";
import { insertLessons } from "~/.server/db/repositories/lessons";
import { findCourseProgress } from "~/.server/db/repositories/lesson-progress";
import { insertQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import type { Database } from "~/.server/db/schema";
import { testCourse } from "~/.server/db/testing/test-course";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import { findCertificateOffer } from "~/features/certificates/claim-certificate.server";
import { listFeaturedCourses } from "~/features/catalogue/list-courses.server";
import { loadCoursePlayer } from "~/features/player/load-course-player.server";
import { listContinueLearning } from "~/features/progress/lesson-progress.server";
import { loadLessonQuiz } from "~/features/quiz/lesson-quiz.server";
import { inChunks } from "~/.server/db/repositories/in-chunks";
import { localizedColumnNames } from "~/.server/db/repositories/row-mapping";
import { ORIGINAL_FIRST_LOCALES } from "~/lib/localized-text";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import { explainWork } from "./bench-explain";
import { benchPostgresUrl, machineSummary, percentile, seededRandom } from "./bench-server";

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 1_000_000);
const COURSES = Number(process.env.BENCH_COURSES ?? 1_000);
const LESSONS_PER_COURSE = 20;
/** Marks per learner: the first half of two courses. */
const MARKS_PER_COURSE = 10;
const RUNS = Math.max(200, Number(process.env.BENCH_RUNS ?? 300));
const WARMUP = 30;
const DATABASES = (process.env.BENCH_DATABASES ?? "sqlite,postgres").split(",") as DatabaseKind[];
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";

/** Learner n has half done course n and course n + HALF (two different ones, modulo COURSES). */
const HALF = Math.max(1, Math.floor(COURSES / 2));
const learnerId = (n: number) => `bench-learner-${String(n).padStart(7, "0")}`;
/**
 * Learner n's quiz results, on two lessons of course n (0-based positions): the tenth, the last
 * they marked, passed (3 of 3), and the eleventh, the course page's lesson, failed (1 of 3).
 */
const QUIZ_PASSED = MARKS_PER_COURSE - 1;
const QUIZ_FAILED = MARKS_PER_COURSE;
/** Learners with n divisible by this have a certificate (for course n + 1). */
const CERTIFICATE_EVERY = 4;

/** A certificate's course title in each language: the course's number after these words. */
const CERTIFICATE_TITLE_WORDS = localizedText({ en: "Course ", ar: "الدورة ", fr: "Cours " });
const CERTIFICATE_TITLE_COLUMNS = sql.join(
  localizedColumnNames("course_title").map((column) => sql.ref(column)),
);
const CERTIFICATE_TITLES = sql.join(
  ORIGINAL_FIRST_LOCALES.map((locale) => sql`${sql.lit(CERTIFICATE_TITLE_WORDS[locale])} || s.c`),
);

/** A lesson's quiz: three questions of three options, one right. */
const QUIZ = [1, 2, 3].map((q) => ({
  text: localizedText({ en: `Question ${q}`, ar: `السؤال ${q}`, fr: `Question ${q}` }),
  explanation: emptyLocalizedText(),
  options: [1, 2, 3].map((o) => ({
    id: "",
    text: localizedText({ en: `Option ${o}`, ar: `الخيار ${o}`, fr: `Option ${o}` }),
    correct: o === 1,
  })),
}));

async function build(db: Database): Promise<string[]> {
  const courseIds: string[] = [];
  for (let c = 0; c < COURSES; c++) {
    const id = await insertCourse(
      db,
      testCourse({
        title: localizedText({ en: `Course ${c}`, ar: `الدورة ${c}` }),
        isPublished: true,
      }),
    );
    const lessonIds = await insertLessons(
      db,
      id,
      Array.from({ length: LESSONS_PER_COURSE }, (_, l) => ({
        title: localizedText({ en: `Lesson ${l + 1}`, ar: `الدرس ${l + 1}` }),
        description: emptyLocalizedText(),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 10,
      })),
    );
    for (const lessonId of lessonIds) await insertQuizQuestions(db, lessonId, QUIZ);
    courseIds.push(id);
  }
  // Lesson k = course index × 20 + position − 1, for the set-based inserts below.
  await sql`CREATE TABLE bench_lessons (k integer PRIMARY KEY, lesson_id text NOT NULL)`.execute(
    db,
  );
  const lessons = await db
    .selectFrom("course_videos")
    .select(["id", "course_id", "order_index"])
    .execute();
  const indexOf = new Map(courseIds.map((id, c) => [id, c]));
  for (const chunk of inChunks(lessons)) {
    await db
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      .insertInto("bench_lessons" as any)
      .values(
        chunk.map((lesson) => ({
          k: (indexOf.get(lesson.course_id) ?? 0) * LESSONS_PER_COURSE + lesson.order_index - 1,
          lesson_id: lesson.id,
        })),
      )
      .execute();
  }

  const now = new Date().toISOString();
  const last = LEARNERS - 1;
  if (isSqlite(db)) {
    await sql`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${last})
      INSERT INTO learners (id, email, phone, password_hash, certificate_name, created_at, updated_at)
      SELECT 'bench-learner-' || substr('0000000' || n, -7), 'learner' || n || '@example.mr', NULL,
        'x', '', ${now}, ${now} FROM seq`.execute(db);
    await sql`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${last}),
        marks(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM marks WHERE j < ${2 * MARKS_PER_COURSE - 1})
      INSERT INTO lesson_progress (learner_id, lesson_id, completed_at)
      SELECT 'bench-learner-' || substr('0000000' || n, -7), b.lesson_id, ${now}
      FROM seq CROSS JOIN marks
      JOIN bench_lessons b ON b.k = ((n + (CASE WHEN j < ${MARKS_PER_COURSE} THEN 0 ELSE ${HALF} END)) % ${COURSES})
        * ${LESSONS_PER_COURSE} + (j % ${MARKS_PER_COURSE})`.execute(db);
    await sql`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${last}),
        quiz(j) AS (SELECT ${QUIZ_PASSED} UNION ALL SELECT ${QUIZ_FAILED})
      INSERT INTO quiz_results (learner_id, lesson_id, best_correct, best_total, best_at, attempts, updated_at)
      SELECT 'bench-learner-' || substr('0000000' || n, -7), b.lesson_id,
        CASE WHEN j = ${QUIZ_PASSED} THEN 3 ELSE 1 END, 3, ${now}, 1, ${now}
      FROM seq CROSS JOIN quiz JOIN bench_lessons b ON b.k = (n % ${COURSES}) * ${LESSONS_PER_COURSE} + j`.execute(
      db,
    );
    // n counts by one: a bound number is a real in SQLite, and n + 4.0 would spell 4.0 in the id.
    await sql`WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${last})
      INSERT INTO certificates (id, code, learner_id, course_id, learner_name, ${CERTIFICATE_TITLE_COLUMNS},
        completed_at, issued_at, revoked_at)
      SELECT 'bench-certificate-' || s.n, 'BENCH' || s.n, 'bench-learner-' || substr('0000000' || s.n, -7),
        v.course_id, 'Learner ' || s.n, ${CERTIFICATE_TITLES}, ${now}, ${now}, NULL
      FROM (SELECT n, (n + 1) % ${COURSES} AS c FROM seq WHERE n % ${CERTIFICATE_EVERY} = 0) s
      JOIN bench_lessons b ON b.k = s.c * ${LESSONS_PER_COURSE}
      JOIN course_videos v ON v.id = b.lesson_id`.execute(db);
  } else {
    await sql`INSERT INTO learners (id, email, phone, password_hash, certificate_name, created_at, updated_at)
      SELECT 'bench-learner-' || lpad(n::text, 7, '0'), 'learner' || n || '@example.mr', NULL, 'x',
        '', ${now}, ${now} FROM generate_series(0, ${last}) AS n`.execute(db);
    await sql`INSERT INTO lesson_progress (learner_id, lesson_id, completed_at)
      SELECT 'bench-learner-' || lpad(n::text, 7, '0'), b.lesson_id, ${now}
      FROM generate_series(0, ${last}) AS n CROSS JOIN generate_series(0, ${2 * MARKS_PER_COURSE - 1}) AS j
      JOIN bench_lessons b ON b.k = ((n + (CASE WHEN j < ${MARKS_PER_COURSE} THEN 0 ELSE ${HALF} END)) % ${COURSES})
        * ${LESSONS_PER_COURSE} + (j % ${MARKS_PER_COURSE})`.execute(db);
    await sql`INSERT INTO quiz_results (learner_id, lesson_id, best_correct, best_total, best_at, attempts, updated_at)
      SELECT 'bench-learner-' || lpad(n::text, 7, '0'), b.lesson_id,
        CASE WHEN j = ${QUIZ_PASSED} THEN 3 ELSE 1 END, 3, ${now}, 1, ${now}
      FROM generate_series(0, ${last}) AS n CROSS JOIN (VALUES (${QUIZ_PASSED}::int), (${QUIZ_FAILED}::int)) AS quiz(j)
      JOIN bench_lessons b ON b.k = (n % ${COURSES}) * ${LESSONS_PER_COURSE} + j`.execute(db);
    await sql`INSERT INTO certificates (id, code, learner_id, course_id, learner_name, ${CERTIFICATE_TITLE_COLUMNS},
        completed_at, issued_at, revoked_at)
      SELECT 'bench-certificate-' || s.n, 'BENCH' || s.n, 'bench-learner-' || lpad(s.n::text, 7, '0'),
        v.course_id, 'Learner ' || s.n, ${CERTIFICATE_TITLES}, ${now}, ${now}, NULL
      FROM (SELECT n, (n + 1) % ${COURSES} AS c
        FROM generate_series(0, ${last}, ${CERTIFICATE_EVERY}) AS n) s
      JOIN bench_lessons b ON b.k = s.c * ${LESSONS_PER_COURSE}
      JOIN course_videos v ON v.id = b.lesson_id`.execute(db);
    await sql`ANALYZE`.execute(db);
  }
  await sql`DROP TABLE bench_lessons`.execute(db);
  const { rows } = await sql<{
    n: number | string;
  }>`SELECT count(*) AS n FROM lesson_progress`.execute(db);
  if (Number(rows[0]?.n) !== LEARNERS * 2 * MARKS_PER_COURSE) {
    throw new Error(`built ${rows[0]?.n} marks, expected ${LEARNERS * 2 * MARKS_PER_COURSE}`);
  }
  if (isSqlite(db)) await sql`ANALYZE`.execute(db);
  return courseIds;
}

type Page = "course page" | "home" | "/account";
const PAGES: Page[] = ["course page", "home", "/account"];

/** The server-side work of one page for learner n. */
async function openPage(db: Database, courseIds: string[], page: Page, n: number) {
  const id = learnerId(n);
  const courseId = courseIds[n % COURSES] ?? "";
  if (page === "course page") {
    const player = await loadCoursePlayer(db, courseId, null, id);
    const lesson = player?.lessons[(player.position || 1) - 1];
    await Promise.all([
      lesson ? loadLessonQuiz(db, lesson.id, id) : null,
      findCertificateOffer(db, id, courseId),
    ]);
  } else if (page === "home") {
    await Promise.all([listFeaturedCourses(db), listContinueLearning(db, id)]);
  } else {
    // The reads of loadAccount and loadAccountCertificates (whose modules load files only the
    // Vite build can: the common-password list).
    await Promise.all([
      findCourseProgress(db, id),
      findCertificateName(db, id),
      findLiveCertificatesOfLearner(db, id),
    ]);
  }
}

async function measure(db: Database, courseIds: string[], page: Page) {
  const random = seededRandom(20261126);
  const times: number[] = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const n = Math.floor(random() * LEARNERS);
    const started = performance.now();
    await openPage(db, courseIds, page, n);
    if (run >= WARMUP) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

/**
 * The plans of every statement the three pages run for learner n, printed as markdown: the
 * page's work is run once through the recorder (which also warms the caches, as the timed runs
 * did), then each statement it sent is explained in the order it was sent.
 */
async function explainPages(db: Database, kind: DatabaseKind, courseIds: string[], n: number) {
  console.log(`\n### Plans on ${kind}, learner ${learnerId(n)}\n`);
  for (const page of PAGES) {
    await explainWork(db, page, (db) => openPage(db, courseIds, page, n));
  }
}

// The throwaway databases the data tests use, as bench:search does.
process.env.TEST_DATABASE_URL = benchPostgresUrl();

console.log(
  `bench:progress — ${LEARNERS.toLocaleString("en")} learners × ${2 * MARKS_PER_COURSE} marks over ` +
    `${COURSES.toLocaleString("en")} courses of ${LESSONS_PER_COURSE} lessons; ${RUNS} learners a page`,
);
console.log(`Machine: ${machineSummary()}; ${new Date().toISOString().slice(0, 10)}`);
const rows: string[] = [];
for (const kind of DATABASES) {
  console.log(`\n${kind}:`);
  const { db, destroy } = await createTestDatabase(kind, { statementTimeoutMs: 0 });
  try {
    const started = performance.now();
    const courseIds = await build(db);
    console.log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    for (const page of PAGES) {
      const { p50, p95, p99 } = await measure(db, courseIds, page);
      const line = `| ${kind} | ${page} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${p99.toFixed(2)} |`;
      console.log(`  ${line}`);
      rows.push(line);
    }
    // A learner from the middle of the table, with a certificate.
    const middle = Math.floor(LEARNERS / 2);
    if (EXPLAIN) await explainPages(db, kind, courseIds, middle - (middle % CERTIFICATE_EVERY));
  } finally {
    await destroy();
  }
}
console.log("\n| database | page | p50 ms | p95 ms | p99 ms |");
console.log("|---|---|---|---|---|");
for (const row of rows) console.log(row);
