// npm run bench:class-grid — the class page at scale (issue #29): builds a database of 10,000
// learners in 100 classes (a tenth of them in a second class too), each class with 2 or 3 assigned
// courses of 8 lessons, every lesson with a three-question quiz, and realistic progress: each
// member has done a first part of each assigned course (none to all of it), with a best quiz score
// on each lesson done, a first visit on each lesson done and the next one, a certificate when the
// course is done; and some work in a course their class does not have. Then times, for random
// classes, the server-side work of the class page's loader as a teacher opens it: the teacher's
// scope (the class, its teachers, "does this teacher teach it"), the administrator's language,
// and the grid (its courses, lessons, learners, marks, quiz results, visits and certificates)
// turned into the page's table. The session lookup that precedes it is not counted.
// A benchmark, not a test: it prints figures for docs/benchmarks.md. The target: p95 ≤
// 150 ms on PostgreSQL.
//
// Options (environment): BENCH_DATABASES=postgres (or sqlite,postgres)  BENCH_LEARNERS=10000
//   BENCH_CLASSES=100  BENCH_RUNS=300 (at least 100)
//   BENCH_DATABASE_URL, else BENCH_POSTGRES_URL or TEST_DATABASE_URL: the PostgreSQL server where
//   the throwaway database is created.
//   BENCH_EXPLAIN=1: after the timed runs, print the plan of every statement the page runs.
//   BENCH_SHARED_COURSES=1: every class on the same three courses (one curriculum), so that each
//   course has all 10,000 learners' rows: the page's reads must not grow with them.
import { performance } from "node:perf_hooks";
import { sql, type Kysely } from "kysely";
import {
  findAdministratorLocale,
  insertAdministrator,
} from "~/.server/db/repositories/administrators";
import { assignClassCourse, insertClass } from "~/.server/db/repositories/classes";
import { insertCourse } from "~/.server/db/repositories/courses";
import { inChunks } from "~/.server/db/repositories/in-chunks";
import { localizedTextColumns } from "~/.server/db/repositories/row-mapping";
import { insertLessons } from "~/.server/db/repositories/lessons";
import { insertQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import { isSqlite, type DatabaseKind } from "~/.server/db/create-database";
import type { Database } from "~/.server/db/schema";
import { testCourse } from "~/.server/db/testing/test-course";
import { createTestDatabase } from "~/.server/db/testing/test-databases";
import { requireClassAccess } from "~/features/classes/class-access.server";
import { loadClassPage } from "~/features/classes/class-grid-pages.server";
import { adminTranslator, DEFAULT_ADMIN_LOCALE } from "~/i18n/admin/admin-i18n";
import type { ActingAdmin } from "~/lib/admin-roles";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import { explainWork } from "./bench-explain";
import {
  benchPostgresUrl,
  machineSummary,
  percentile,
  seededRandom,
  warnIfBusy,
} from "./bench-server";

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 10_000);
const CLASSES = Number(process.env.BENCH_CLASSES ?? 100);
const COURSES = 30;
const LESSONS_PER_COURSE = 8;
const TEACHERS = 20;
const RUNS = Math.max(100, Number(process.env.BENCH_RUNS ?? 300));
const WARMUP = 30;
const DATABASES = (process.env.BENCH_DATABASES ?? "postgres").split(",") as DatabaseKind[];
const EXPLAIN = process.env.BENCH_EXPLAIN === "1";
/** Every class on the same three courses (one curriculum for the whole organisation). */
const SHARED = process.env.BENCH_SHARED_COURSES === "1";

/** A lesson's quiz: three questions of three options, one right. */
const QUIZ = [1, 2, 3].map((q) => ({
  text: localizedText({ en: `Question ${q}`, ar: `السؤال ${q}` }),
  explanation: emptyLocalizedText(),
  options: [1, 2, 3].map((o) => ({
    id: "",
    text: localizedText({ en: `Option ${o}`, ar: `الخيار ${o}` }),
    correct: o === 1,
  })),
}));

interface Built {
  classIds: string[];
  /** Each class's teacher, as requireAdmin would hand it over. */
  teacherOf: Map<string, ActingAdmin>;
  rows: Record<string, number>;
}

/** Inserts rows in statements of a few hundred (the tables' own columns, no repository). */
async function insertRows(db: Database, table: string, rows: Record<string, unknown>[]) {
  // The rows are built here column by column, for any of the tables: Kysely sees plain records.
  const loose = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (const chunk of inChunks(rows, 400)) {
    await loose.insertInto(table).values(chunk).execute();
  }
}

async function build(db: Database): Promise<Built> {
  const random = seededRandom(20261129);
  const pick = (n: number) => Math.floor(random() * n);
  const at = (day: number) => new Date(Date.UTC(2026, 9, 1) + day * 86_400_000).toISOString();

  const courses: { id: string; lessons: string[] }[] = [];
  for (let c = 0; c < COURSES; c++) {
    const id = await insertCourse(
      db,
      testCourse({
        title: localizedText({ en: `Course ${c}`, ar: `الدورة ${c}` }),
        isPublished: true,
        passMark: 70,
      }),
    );
    const lessons = await insertLessons(
      db,
      id,
      Array.from({ length: LESSONS_PER_COURSE }, (_, l) => ({
        title: localizedText({ en: `Lesson ${l + 1}`, ar: `الدرس ${l + 1}` }),
        description: emptyLocalizedText(),
        youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        durationMinutes: 10,
      })),
    );
    for (const lessonId of lessons) await insertQuizQuestions(db, lessonId, QUIZ);
    courses.push({ id, lessons });
  }

  const teachers: ActingAdmin[] = [];
  for (let t = 0; t < TEACHERS; t++) {
    const id = await insertAdministrator(db, {
      name: `Teacher ${t}`,
      identifier: `teacher${t}@bench.example`,
      role: "teacher",
      passwordHash: "$argon2id$not-used-here",
    });
    teachers.push({ id, name: `Teacher ${t}`, role: "teacher" });
  }

  const classIds: string[] = [];
  const teacherOf = new Map<string, ActingAdmin>();
  const coursesOf: number[][] = [];
  for (let k = 0; k < CLASSES; k++) {
    const teacher = teachers[k % TEACHERS]!;
    const id = await insertClass(
      db,
      {
        name: `Class ${k}`,
        description: "",
        startsOn: "2026-10-01",
        endsOn: "2027-06-30",
        teacherIds: [teacher.id ?? ""],
      },
      new Date(at(0)),
    );
    const assigned = SHARED
      ? [0, 1, 2]
      : [k % COURSES, (k + 7) % COURSES, ...(k % 2 === 0 ? [(k + 13) % COURSES] : [])];
    for (const [i, c] of assigned.entries()) {
      // Due days: one long past, one near, one far (some behind, some not).
      const due = ["2026-11-01", "2026-12-15", null][i] ?? null;
      await assignClassCourse(db, id, courses[c]!.id, due, new Date(at(i)));
    }
    classIds.push(id);
    teacherOf.set(id, teacher);
    coursesOf.push(assigned);
  }

  const learners: Record<string, unknown>[] = [];
  const members: Record<string, unknown>[] = [];
  const progress = new Map<string, Record<string, unknown>>();
  const quizzes = new Map<string, Record<string, unknown>>();
  const visits = new Map<string, Record<string, unknown>>();
  const certificates: Record<string, unknown>[] = [];
  const issued = new Set<string>();
  const learn = (learnerId: string, course: number, upTo: number) => {
    const { id: courseId, lessons } = courses[course]!;
    let passed = 0;
    for (let l = 0; l < Math.min(upTo + 1, LESSONS_PER_COURSE); l++) {
      const lessonId = lessons[l]!;
      const key = `${learnerId} ${lessonId}`;
      const day = 5 + l * 3 + pick(5);
      visits.set(key, {
        viewer: `learner:${learnerId}`,
        lesson_id: lessonId,
        first_served_at: at(day),
      });
      if (l >= upTo) continue;
      progress.set(key, { learner_id: learnerId, lesson_id: lessonId, completed_at: at(day + 1) });
      // Most pass (3 of 3) at the first or a later attempt; some stay at 1 or 2.
      const correct = random() < 0.75 ? 3 : 1 + pick(2);
      if (correct >= 3) passed += 1;
      quizzes.set(key, {
        learner_id: learnerId,
        lesson_id: lessonId,
        best_correct: correct,
        best_total: 3,
        best_at: at(day + 1),
        attempts: 1 + pick(3),
        updated_at: at(day + 1),
      });
    }
    const certified = `${learnerId} ${courseId}`;
    if (upTo === LESSONS_PER_COURSE && passed === LESSONS_PER_COURSE && !issued.has(certified)) {
      issued.add(certified);
      certificates.push({
        id: crypto.randomUUID(),
        code: `B${certificates.length.toString(36).toUpperCase().padStart(7, "0")}`,
        learner_id: learnerId,
        course_id: courseId,
        learner_name: "",
        ...localizedTextColumns(
          "course_title",
          localizedText({ en: `Course ${course}`, ar: `الدورة ${course}` }),
        ),
        completed_at: at(40),
        issued_at: at(41),
        revoked_at: null,
      });
    }
  };
  const perClass = Math.ceil(LEARNERS / CLASSES);
  for (let n = 0; n < LEARNERS; n++) {
    const learnerId = `bench-learner-${String(n).padStart(6, "0")}`;
    learners.push({
      id: learnerId,
      email: null,
      phone: `+2222${String(n).padStart(7, "0")}`,
      password_hash: "x",
      certificate_name: n % 3 === 0 ? `Learner ${n}` : "",
      created_at: at(0),
      updated_at: at(0),
    });
    const classes = [Math.floor(n / perClass) % CLASSES];
    if (n % 10 === 0) classes.push((classes[0]! + 1) % CLASSES);
    for (const k of classes) {
      members.push({
        class_id: classIds[k],
        learner_id: learnerId,
        name: n % 4 === 0 ? "" : `متعلم ${n} ولد أحمد`,
        source: "import",
        joined_at: at(1),
      });
      // From nothing to all of it, most somewhere in between; the first course the furthest.
      for (const [i, c] of coursesOf[k]!.entries()) {
        const upTo = Math.max(
          0,
          Math.min(LESSONS_PER_COURSE, pick(LESSONS_PER_COURSE + 3) - i * 2),
        );
        learn(learnerId, c, upTo);
      }
    }
    // Some work elsewhere, in a course of no class of theirs.
    if (n % 3 === 0) learn(learnerId, (n * 11) % COURSES, pick(LESSONS_PER_COURSE));
  }
  await insertRows(db, "learners", learners);
  await insertRows(db, "class_members", members);
  await insertRows(db, "lesson_progress", [...progress.values()]);
  await insertRows(db, "quiz_results", [...quizzes.values()]);
  await insertRows(db, "lesson_visits", [...visits.values()]);
  await insertRows(db, "certificates", certificates);
  await sql`ANALYZE`.execute(db);
  return {
    classIds,
    teacherOf,
    rows: {
      learners: learners.length,
      class_members: members.length,
      lesson_progress: progress.size,
      quiz_results: quizzes.size,
      lesson_visits: visits.size,
      certificates: certificates.length,
    },
  };
}

/** The class page's loader, as a teacher, without the session lookup. */
async function openClassPage(db: Database, built: Built, classId: string) {
  const teacher = built.teacherOf.get(classId)!;
  const schoolClass = await requireClassAccess(db, teacher, classId);
  const locale = (await findAdministratorLocale(db, teacher.id ?? "")) ?? DEFAULT_ADMIN_LOCALE;
  return loadClassPage(db, schoolClass, adminTranslator(locale), new Date("2026-11-29T10:00:00Z"));
}

async function measure(db: Database, built: Built) {
  const random = seededRandom(29);
  const times: number[] = [];
  let learners = 0;
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const classId = built.classIds[Math.floor(random() * built.classIds.length)]!;
    const started = performance.now();
    const page = await openClassPage(db, built, classId);
    if (run >= WARMUP) {
      times.push(performance.now() - started);
      learners += page.table.rows.length;
    }
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? NaN,
    learnersPerClass: learners / RUNS,
  };
}

// The throwaway databases the data tests use, as the other benchmarks do.
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? benchPostgresUrl();

console.log(
  `bench:class-grid — ${LEARNERS.toLocaleString("en")} learners in ${CLASSES} classes, ` +
    `${SHARED ? "the same 3 courses" : "2–3 courses"} of ${LESSONS_PER_COURSE} lessons each; ` +
    `${RUNS} class pages (after ${WARMUP})`,
);
console.log(`Machine: ${machineSummary()}; ${new Date().toISOString()}`);
warnIfBusy();
const lines: string[] = [];
for (const kind of DATABASES) {
  console.log(`\n${kind}:`);
  const { db, destroy } = await createTestDatabase(kind, { statementTimeoutMs: 0 });
  try {
    const started = performance.now();
    const built = await build(db);
    console.log(`  built in ${((performance.now() - started) / 1000).toFixed(1)} s:`, built.rows);
    const { p50, p95, p99, max, learnersPerClass } = await measure(db, built);
    const line = `| ${kind} | ${learnersPerClass.toFixed(0)} | ${p50.toFixed(2)} | ${p95.toFixed(2)} | ${p99.toFixed(2)} | ${max.toFixed(2)} |`;
    console.log(`  ${line}`);
    lines.push(line);
    if (EXPLAIN) {
      console.log(`\n### Plans on ${kind}, ${isSqlite(db) ? "SQLite" : "PostgreSQL"}\n`);
      const classId = built.classIds[Math.floor(CLASSES / 2)]!;
      await explainWork(db, "class page", (db) => openClassPage(db, built, classId));
    }
  } finally {
    await destroy();
  }
}
console.log("\n| database | learners per class (mean) | p50 ms | p95 ms | p99 ms | max ms |");
console.log("|---|---|---|---|---|---|");
for (const line of lines) console.log(line);
