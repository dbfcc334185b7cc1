// All SQL of search (issue #4). Documents are normalised by app/lib/arabic-normalize.ts before
// they reach the database; queries arrive as terms made only of letters and digits.
import { sql, type RawBuilder } from "kysely";
import { isSqlite } from "../create-database";
import { documentTokens } from "~/lib/arabic-normalize";
import type { TermGroup } from "~/lib/search-synonyms";
import type { Course, DifficultyLevel } from "~/lib/course/course";
import { LOCALES } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";
import { categoryLabelIn } from "~/lib/course/course-text";
import type { Database } from "../schema";
import {
  fallbackTextSql,
  localizedColumnNames,
  readLocalizedText,
  storedValues,
  toBoolean,
  toCount,
  toCourse,
  toIsoString,
} from "./row-mapping";
import { inChunks } from "./in-chunks";
import { findTranscriptWords } from "./transcript-search-words";

const documentOf = (...parts: string[]) => documentTokens(parts.join(" ")).join(" ");

/**
 * Rewrites one course's search document (and its copies of the course's publication, category,
 * difficulty and creation time) from its current rows. Every repository write to a course or its
 * lessons calls it with the same `db`, so inside a transaction the index changes with the data or
 * not at all.
 */
export function refreshCourseSearch(db: Database, courseId: string): Promise<void> {
  return refreshCourseSearches(db, [courseId]);
}

/**
 * refreshCourseSearch for many courses at once, with two reads (and one write on PostgreSQL):
 * the start-up's indexing of a restored catalogue, and bulk loads.
 */
export async function refreshCourseSearches(db: Database, courseIds: string[]): Promise<void> {
  if (courseIds.length === 0) return;
  const courses = await db
    .selectFrom("courses")
    .select([
      "id",
      ...localizedColumnNames("title"),
      ...localizedColumnNames("description"),
      "instructor_name",
      "category",
      "difficulty_level",
      "is_published",
      "created_at",
    ])
    .where("id", "in", courseIds)
    .execute();
  const lessons = await db
    .selectFrom("course_videos")
    .select(["course_id", ...localizedColumnNames("title")])
    .where("course_id", "in", courseIds)
    .orderBy("course_id")
    .orderBy("order_index")
    .execute();
  const lessonTitles = new Map<string, string[]>();
  for (const lesson of lessons) {
    const titles = lessonTitles.get(lesson.course_id) ?? [];
    titles.push(...storedValues(readLocalizedText(lesson, "title")));
    lessonTitles.set(lesson.course_id, titles);
  }
  const transcriptWords = await findTranscriptWords(db, courseIds);
  const documents = courses.map((course): SearchDocument => ({
    course_id: course.id,
    // Every language in the one document (issue #15): a search on any locale finds a course by
    // its English, Arabic or French text.
    title: documentOf(...storedValues(readLocalizedText(course, "title"))),
    // The category is stored in English and shown in each locale's words: all of them find it.
    body: documentOf(
      ...storedValues(readLocalizedText(course, "description")),
      course.instructor_name,
      course.category,
      ...LOCALES.map((locale) => categoryLabelIn(translatorFor(locale), course.category)),
    ),
    // Lesson titles, then the words of the lessons' transcripts in every language (issue #28):
    // a word a teacher says finds the course in every locale.
    lessons: [
      documentOf(...(lessonTitles.get(course.id) ?? [])),
      ...(transcriptWords.get(course.id) ?? []),
    ]
      .join(" ")
      .trim(),
    is_published: toBoolean(course.is_published),
    category: course.category,
    difficulty_level: course.difficulty_level,
    created_at: toIsoString(course.created_at),
  }));
  if (isSqlite(db)) {
    for (const document of documents) await writeSqliteDocument(db, document);
    return;
  }
  if (documents.length === 0) return;
  await db
    .insertInto("course_search")
    .values(documents)
    .onConflict((oc) =>
      oc.column("course_id").doUpdateSet((eb) => ({
        title: eb.ref("excluded.title"),
        body: eb.ref("excluded.body"),
        lessons: eb.ref("excluded.lessons"),
        is_published: eb.ref("excluded.is_published"),
        category: eb.ref("excluded.category"),
        difficulty_level: eb.ref("excluded.difficulty_level"),
        created_at: eb.ref("excluded.created_at"),
      })),
    )
    .execute();
}

interface SearchDocument {
  course_id: string;
  title: string;
  body: string;
  lessons: string;
  is_published: boolean;
  category: string;
  difficulty_level: string;
  created_at: string;
}

/**
 * SQLite numbers search rows in catalogue order (decision 0034): a row's id, which is its rowid
 * in the FTS5 index, grows with (created_at, course_id). FTS5 reads a match's rowids in order and
 * stops at the LIMIT, so "newest first" costs the page, not the number of matches. Courses
 * created in the same millisecond share its range of SLOTS_PER_MS ids, in course_id order.
 * 2048 slots keep every id within 2^53 (exact in JavaScript) for dates up to 2109.
 */
const SLOTS_PER_MS = 2048;

async function writeSqliteDocument(db: Database, document: SearchDocument): Promise<void> {
  const first = Date.parse(document.created_at) * SLOTS_PER_MS;
  const current = await sql<{ id: number }>`
    SELECT id FROM course_search WHERE course_id = ${document.course_id}`.execute(db);
  const { rows: sameMillisecond } = await sql<SearchDocument & { id: number }>`
    SELECT id, course_id, title, body, lessons, is_published, category, difficulty_level,
      created_at
    FROM course_search WHERE id >= ${first} AND id < ${first + SLOTS_PER_MS}`.execute(db);
  const others = sameMillisecond.filter((row) => row.course_id !== document.course_id);
  const group: (SearchDocument & { id?: number })[] = [
    ...others,
    { ...document, id: current.rows[0]?.id },
  ].sort((a, b) => (a.course_id < b.course_id ? -1 : a.course_id > b.course_id ? 1 : 0));
  if (group.length > SLOTS_PER_MS) {
    throw new Error(`more than ${SLOTS_PER_MS} courses created in one millisecond`);
  }
  if (group.every((row, slot) => row.id === first + slot)) {
    // The common case: the row keeps its place, and the update trigger refreshes its text.
    await db
      .updateTable("course_search")
      .set(document)
      .where("course_id", "=", document.course_id)
      .execute();
    return;
  }
  // A new row, a changed creation time, or a neighbour in the same millisecond to make room
  // for: the group is written again at its new ids (the triggers move the FTS entries with it).
  await db
    .deleteFrom("course_search")
    .where("course_id", "in", [document.course_id, ...others.map((row) => row.course_id)])
    .execute();
  for (const [slot, row] of group.entries()) {
    await sql`INSERT INTO course_search (id, course_id, title, body, lessons, is_published,
        category, difficulty_level, created_at)
      VALUES (${first + slot}, ${row.course_id}, ${row.title}, ${row.body}, ${row.lessons},
        ${toBoolean(row.is_published) ? 1 : 0}, ${row.category}, ${row.difficulty_level},
        ${row.created_at})`.execute(db);
  }
}

/** Writes documents for courses that have none (after the search migration, or a restore). */
export async function indexUnindexedCourses(db: Database): Promise<number> {
  const missing = await db
    .selectFrom("courses")
    .leftJoin("course_search", "course_search.course_id", "courses.id")
    .select("courses.id")
    .where("course_search.course_id", "is", null)
    .execute();
  const ids = missing.map((row) => row.id);
  for (const chunk of inChunks(ids)) await refreshCourseSearches(db, chunk);
  return ids.length;
}

export interface CatalogueQuery {
  /** From searchTerms(): distinct words of letters and digits; empty for no search. */
  terms: string[];
  /**
   * The terms with their synonyms (expandTerms, decision 0045): every group must match, any
   * alternative of a group will do. Unset: each term is a group of itself.
   */
  termGroups?: TermGroup[];
  category?: string;
  difficulty?: DifficultyLevel;
  limit: number;
  offset: number;
  /**
   * Keyset paging (decision 0034), for a list without terms in the newest-first order: the page
   * after, or before, this course. `offset` is then not used, so page 300 reads one page of the
   * index, not the 7,000 entries before it.
   */
  after?: CourseCursor;
  before?: CourseCursor;
  /**
   * Counting stops past this many matches, and the page says "more than countLimit" instead:
   * a count then costs at most countLimit index entries, however many courses match. Unset,
   * every match is counted (the admin dashboard's few hundred courses).
   */
  countLimit?: number;
}

/** A course's place in the newest-first order: its creation time, then its id. */
export interface CourseCursor {
  createdAt: string;
  id: string;
}

/** Which courses a search sees: learners only ever get "published" (searchPublishedCourses). */
export type CoursePublication = "published" | "draft" | "all";

/**
 * How a page is ordered. "newest" is the catalogue's (and, while searching, comes after courses
 * whose title matches); "title" and "updated" are the admin dashboard's explicit choices and are
 * followed as asked, matches or not (issue #14).
 */
export type CourseSort = "newest" | "title" | "updated";

export interface CourseSearchQuery extends CatalogueQuery {
  publication: CoursePublication;
  sort?: CourseSort;
}

export interface CataloguePage {
  courses: Course[];
  /** Matches on every page together: exact, or countLimit when `totalIsLowerBound`. */
  total: number;
  /** More than `total` courses match: counting stopped at the query's countLimit. */
  totalIsLowerBound: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
}

/**
 * Published courses matching every term as a whole word or a word prefix (in titles,
 * descriptions, instructor, category or lesson titles), optionally filtered. Order: courses whose
 * title matches every term first, then newest first, then id, identical on both databases.
 */
export function searchPublishedCourses(
  db: Database,
  query: CatalogueQuery,
): Promise<CataloguePage> {
  return searchCourses(db, { ...query, publication: "published", sort: "newest" });
}

/** One page of ids, whether pages come before and after it, and the count if it was had. */
interface PageOfIds {
  ids: string[];
  hasPrevious: boolean;
  hasNext: boolean;
  total?: number;
}

/**
 * The one search of the site (issue #4), for the catalogue (published only) and the admin
 * dashboard (drafts too, issue #14): the same matching, filters and pages.
 *
 * A page costs the page, not the catalogue (issue #18, decision 0034): a list walks an index in
 * order from its offset or its keyset cursor; a search in the newest-first order reads matches
 * in that order and stops at the page; a count stops at countLimit. The page is found as ids,
 * and only its courses are read whole.
 */
export async function searchCourses(
  db: Database,
  query: CourseSearchQuery,
): Promise<CataloguePage> {
  const sort = query.sort ?? "newest";
  const searching = query.terms.length > 0;
  const page = !searching
    ? await listPage(db, query, sort)
    : sort !== "newest"
      ? await sortedSearchPage(db, query, sort)
      : await tieredSearchPage(db, query);
  const { ids, hasPrevious, hasNext } = page;
  const keyset = !searching && Boolean(query.after ?? query.before);
  let total: number;
  if (page.total !== undefined) {
    total = page.total;
  } else if (!hasNext && !keyset && (ids.length > 0 || query.offset === 0)) {
    // The last page by offset: everything before it and on it is the whole count.
    total = query.offset + ids.length;
  } else {
    total = await countMatches(db, query, query.countLimit);
  }
  const limit = query.countLimit ?? Infinity;
  return {
    courses: await findCoursesInOrder(db, ids),
    total: Math.min(total, limit),
    totalIsLowerBound: total > limit,
    hasPrevious,
    hasNext,
  };
}

/** The conditions of the query's publication and filters, on table `t`. */
function filtersOn(query: CourseSearchQuery, t: RawBuilder<unknown>): RawBuilder<unknown>[] {
  const filters: RawBuilder<unknown>[] = [];
  if (query.publication !== "all") {
    filters.push(sql`${t}.is_published = ${query.publication === "published"}`);
  }
  if (query.category) filters.push(sql`${t}.category = ${query.category}`);
  if (query.difficulty) filters.push(sql`${t}.difficulty_level = ${query.difficulty}`);
  return filters;
}

const allOf = (conditions: RawBuilder<unknown>[]) =>
  conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`1 = 1`;

/**
 * Courses without a search, from the courses table and its covering indexes (is_published,
 * [category | difficulty_level,] created_at, id): by offset, or in the newest-first order by
 * keyset from a cursor.
 */
async function listPage(
  db: Database,
  query: CourseSearchQuery,
  sort: CourseSort,
): Promise<PageOfIds> {
  const c = sql.ref("c");
  const conditions = filtersOn(query, c);
  const cursor = sort === "newest" ? (query.after ?? query.before) : undefined;
  const backwards = cursor !== undefined && query.after === undefined;
  if (cursor) {
    const at = isSqlite(db)
      ? sql`${cursor.createdAt}`
      : sql`CAST(${cursor.createdAt} AS timestamptz)`;
    conditions.push(
      backwards
        ? sql`(c.created_at, c.id) > (${at}, ${cursor.id})`
        : sql`(c.created_at, c.id) < (${at}, ${cursor.id})`,
    );
  }
  const order = backwards
    ? [sql`c.created_at ASC`, sql`c.id ASC`]
    : orderFor(db, sort, c, sql`c.id`);
  const { rows } = await sql<{ id: string }>`SELECT c.id AS id FROM courses c
    WHERE ${allOf(conditions)} ORDER BY ${sql.join(order)}
    LIMIT ${query.limit + 1} OFFSET ${cursor ? 0 : query.offset}`.execute(db);
  const more = rows.length > query.limit;
  const ids = rows.slice(0, query.limit).map((row) => row.id);
  if (backwards) {
    return { ids: ids.reverse(), hasPrevious: more, hasNext: true };
  }
  return { ids, hasPrevious: cursor !== undefined || query.offset > 0, hasNext: more };
}

/**
 * The courses a condition matches, read in the newest-first order (created_at, then id), each
 * database by its own means (sqliteMatches, postgresMatches).
 */
interface Matches {
  ids(limit: number, offset: number): Promise<string[]>;
  /** How many match, counting at most `limit` (every one when unset). */
  count(limit?: number): Promise<number>;
}

/**
 * A search's matches in two tiers, each read in the newest-first order: the courses whose title
 * matches every term, then the others. Both databases read matches in that order and stop at the
 * page.
 */
async function tieredSearchPage(db: Database, query: CourseSearchQuery): Promise<PageOfIds> {
  const { titled, others } = searchMatches(db, query);
  const { limit, offset } = query;
  const first = await titled.ids(limit + 1, offset);
  if (first.length > limit) {
    return { ids: first.slice(0, limit), hasPrevious: offset > 0, hasNext: true };
  }
  // The title matches end on this page or before it: how many there are places the others.
  const titleMatches =
    first.length > 0 || offset === 0 ? offset + first.length : await titled.count(offset);
  const rest = await others.ids(limit + 1 - first.length, Math.max(0, offset - titleMatches));
  const ids = [...first, ...rest];
  return { ids: ids.slice(0, limit), hasPrevious: offset > 0, hasNext: ids.length > limit };
}

/** Every match of a search, and its two tiers (tieredSearchPage). */
function searchMatches(db: Database, query: CourseSearchQuery) {
  const filters = filtersOn(query, sql.ref("s"));
  const groups = termGroupsOf(query);
  if (isSqlite(db)) {
    const all = ftsMatch(groups);
    // The title tier's complement is checked on the row's own title document, which holds the
    // same normalised words as the index: a second FTS expression (NOT title : …) would expand
    // each prefix once more (decision 0034). A group holds when one of its alternatives does.
    const titleHasEveryTerm = allOf(
      groups.map(
        (group) =>
          sql`(${sql.join(
            group.map(
              (words) =>
                sql`(${allOf(words.map((word) => sql`(' ' || s.title) LIKE ${`% ${word}%`}`))})`,
            ),
            sql` OR `,
          )})`,
      ),
    );
    return {
      all: sqliteMatches(db, all, filters),
      titled: sqliteMatches(db, `title : (${all})`, filters),
      others: sqliteMatches(db, all, [...filters, sql`NOT (${titleHasEveryTerm})`]),
    };
  }
  const q = tsQuery(groups);
  return {
    all: postgresMatches(db, [sql`s.doc_tsv @@ ${q}`, ...filters]),
    titled: postgresMatches(db, [sql`s.title_tsv @@ ${q}`, ...filters]),
    others: postgresMatches(db, [
      sql`s.doc_tsv @@ ${q}`,
      sql`NOT (s.title_tsv @@ ${q})`,
      ...filters,
    ]),
  };
}

/** The query's groups: its synonyms' (decision 0045), or each term alone. */
const termGroupsOf = (query: CatalogueQuery): TermGroup[] =>
  query.termGroups ?? query.terms.map((term) => [[term]]);

/**
 * FTS5 match expressions: every word quoted and prefixed, "word"* (no word holds a quote); the
 * words of an alternative ANDed, a group's alternatives ORed, the groups ANDed. Without synonyms
 * this is today's `"a"* AND "b"*`.
 */
const ftsMatch = (groups: TermGroup[]) =>
  groups
    .map(
      (group) =>
        `(${group.map((words) => `(${words.map((word) => `"${word}"*`).join(" AND ")})`).join(" OR ")})`,
    )
    .join(" AND ");

/**
 * SQLite: the FTS5 index drives, in rowid order, which is catalogue order (writeSqliteDocument),
 * and each match's row is then read by its id for the filters. CROSS JOIN keeps that order of
 * the loops: the planner must not start from the search table's rows instead.
 */
function sqliteMatches(db: Database, match: string, conditions: RawBuilder<unknown>[]): Matches {
  const from = sql`course_search_fts CROSS JOIN course_search s ON s.id = course_search_fts.rowid`;
  const where = allOf([sql`course_search_fts MATCH ${match}`, ...conditions]);
  return {
    async ids(limit, offset) {
      if (limit <= 0) return [];
      const { rows } = await sql<{ id: string }>`SELECT s.course_id AS id FROM ${from}
        WHERE ${where} ORDER BY course_search_fts.rowid DESC
        LIMIT ${limit} OFFSET ${offset}`.execute(db);
      return rows.map((row) => row.id);
    },
    count: (limit) => countRows(db, from, where, limit),
  };
}

/**
 * PostgreSQL: every word as a prefix lexeme; an alternative's words required (&), a group's
 * alternatives any (|), every group required (&).
 */
const tsQuery = (groups: TermGroup[]) =>
  sql`to_tsquery('simple', ${groups
    .map(
      (group) =>
        `(${group.map((words) => `(${words.map((word) => `${word}:*`).join(" & ")})`).join(" | ")})`,
    )
    .join(" & ")})`;

/**
 * How many of the newest search rows PostgreSQL checks in order, at about a microsecond a row,
 * before it asks its GIN indexes instead: for a page (more for a deep one); and for a count, a
 * first sample whose density tells how far a walk must go to reach the count's limit. The walk
 * goes on only if that is at most COUNT_WALK_MAX rows and a quarter of the table: a GIN index
 * answers a sparser count, or a small catalogue's, faster (bench:search at 10,000 and 100,000).
 */
const PAGE_WALK_ROWS = 1000;
const COUNT_SAMPLE_ROWS = 1000;
const COUNT_WALK_MAX = 12_000;

/**
 * PostgreSQL: first a walk of the newest rows in catalogue order (its btree index), checking
 * each row's vectors, which stops when the page is full; a query matching many courses ends
 * there. If the walk's window does not hold the page, the matches are few and the GIN indexes
 * find them all (decision 0034). The two paths are chosen here, not by the planner: it
 * estimates several terms as independent, so two common words look rare together and it sorts
 * thousands of matches (60 ms) where the walk takes 1.
 */
function postgresMatches(db: Database, conditions: RawBuilder<unknown>[]): Matches {
  const where = allOf(conditions);
  const newest = (rows: number) => sql`(SELECT * FROM course_search
    ORDER BY created_at DESC, course_id DESC LIMIT ${rows}) s`;
  return {
    async ids(limit, offset) {
      if (limit <= 0) return [];
      const page = (from: RawBuilder<unknown>, on: Database) =>
        sql<{ id: string }>`SELECT s.course_id AS id FROM ${from} WHERE ${where}
          ORDER BY s.created_at DESC, s.course_id DESC
          LIMIT ${limit} OFFSET ${offset}`.execute(on);
      let { rows } = await page(newest(Math.max(PAGE_WALK_ROWS, 4 * (offset + limit))), db);
      if (rows.length < limit) {
        ({ rows } = await withGinIndexes(db, (on) => page(sql`course_search s`, on)));
      }
      return rows.map((row) => row.id);
    },
    async count(limit) {
      if (limit !== undefined) {
        const sampled = await countRows(db, newest(COUNT_SAMPLE_ROWS), where, limit);
        if (sampled >= limit) return sampled;
        const walk = Math.ceil(((limit * 1.2) / Math.max(sampled, 1)) * COUNT_SAMPLE_ROWS);
        if (walk <= Math.min(COUNT_WALK_MAX, (await estimatedSearchRows(db)) / 4)) {
          const walked = await countRows(db, newest(walk), where, limit);
          if (walked >= limit) return walked;
        }
      }
      return withGinIndexes(db, (on) => countRows(on, sql`course_search s`, where, limit));
    },
  };
}

/** The planner's row count of the search table (as of its last ANALYZE): free to read. */
async function estimatedSearchRows(db: Database): Promise<number> {
  const { rows } = await sql<{ rows: number | string }>`SELECT reltuples AS rows FROM pg_class
    WHERE oid = 'course_search'::regclass`.execute(db);
  return Number(rows[0]?.rows ?? 0);
}

/**
 * Runs `read` with the planner held to bitmap scans of the GIN indexes, in a transaction of its
 * own (SET LOCAL ends with it). Inside a caller's transaction the planner chooses alone.
 */
function withGinIndexes<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
  if (db.isTransaction) return read(db);
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('enable_seqscan', 'off', true),
      set_config('enable_indexscan', 'off', true)`.execute(trx);
    return read(trx);
  });
}

/** count(*) of rows, reading at most `limit` of them when a limit is given. */
async function countRows(
  db: Database,
  from: RawBuilder<unknown>,
  where: RawBuilder<unknown>,
  limit?: number,
): Promise<number> {
  const bounded = limit === undefined ? sql`` : sql` LIMIT ${limit}`;
  const { rows } = await sql<{ total: number | string }>`SELECT count(*) AS total
    FROM (SELECT 1 AS one FROM ${from} WHERE ${where}${bounded}) matches`.execute(db);
  return toCount(rows[0]?.total);
}

/** Courses matching the query's terms (if any) and filters, counted up to limit + 1. */
function countMatches(db: Database, query: CourseSearchQuery, limit?: number): Promise<number> {
  const bound = limit === undefined ? undefined : limit + 1;
  if (query.terms.length > 0) return searchMatches(db, query).all.count(bound);
  return countRows(db, sql`courses c`, allOf(filtersOn(query, sql.ref("c"))), bound);
}

/**
 * The admin dashboard's searches in its title and last-update orders: every match is read and
 * sorted, which its few hundred courses afford; the title and update time are the course's own
 * columns, so the search table is joined to courses.
 */
async function sortedSearchPage(
  db: Database,
  query: CourseSearchQuery,
  sort: CourseSort,
): Promise<PageOfIds> {
  const match = isSqlite(db)
    ? sql`course_search_fts MATCH ${ftsMatch(termGroupsOf(query))}`
    : sql`s.doc_tsv @@ ${tsQuery(termGroupsOf(query))}`;
  const from = isSqlite(db)
    ? sql`course_search_fts JOIN course_search s ON s.id = course_search_fts.rowid`
    : sql`course_search s`;
  const where = allOf([match, ...filtersOn(query, sql.ref("s"))]);
  const { rows } = await sql<{ id: string; total: number | string }>`SELECT s.course_id AS id,
      count(*) OVER () AS total
    FROM ${from} JOIN courses c ON c.id = s.course_id WHERE ${where}
    ORDER BY ${sql.join(orderFor(db, sort, sql.ref("s"), sql`s.course_id`))}
    LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
  const ids = rows.map((row) => row.id);
  // Past the last page there is no row to carry the total.
  const total =
    rows.length > 0 || query.offset === 0 ? toCount(rows[0]?.total) : await countMatches(db, query);
  return {
    ids,
    total,
    hasPrevious: query.offset > 0,
    hasNext: query.offset + ids.length < total,
  };
}

/**
 * ORDER BY terms for a sort, ending with the id so that equal keys page the same way every time.
 * The title is the one the dashboard shows (Arabic, else English, else French), compared by code
 * point on both databases: SQLite's BINARY and PostgreSQL's "C" collation agree, where a locale
 * collation (PostgreSQL's default) would order differently from SQLite. lower() makes Latin
 * titles case-blind (ASCII on both: SQLite's lower() knows no other letters, and neither does
 * "C"'s); Arabic has no case.
 */
function orderFor(
  db: Database,
  sort: CourseSort,
  t: RawBuilder<unknown>,
  id: RawBuilder<unknown>,
): RawBuilder<unknown>[] {
  if (sort === "title") {
    const title = sql`lower(${fallbackTextSql("c", "title", "ar")})`;
    return [isSqlite(db) ? title : sql`${title} COLLATE "C"`, sql`${id} ASC`];
  }
  if (sort === "updated") return [sql`c.updated_at DESC`, sql`${id} DESC`];
  return [sql`${t}.created_at DESC`, sql`${id} DESC`];
}

async function findCoursesInOrder(db: Database, ids: string[]): Promise<Course[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("courses").selectAll().where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, toCourse(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every category any course uses, drafts included: the admin dashboard's filter. */
export async function findAllCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom("courses")
    .select("category")
    .distinct()
    .where("category", "!=", "")
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}

/**
 * The categories that published courses use, for the catalogue's filter chips. A loose index
 * scan: each step seeks the next category in (is_published, category, …), so the cost is the
 * number of categories, not of courses (a DISTINCT read all 100,000 entries: issue #18).
 */
export async function findPublishedCategories(db: Database): Promise<string[]> {
  const { rows } = await sql<{ category: string | null }>`WITH RECURSIVE categories (category) AS (
      SELECT min(category) FROM courses WHERE is_published = ${true} AND category > ''
      UNION ALL
      SELECT (SELECT min(c.category) FROM courses c
        WHERE c.is_published = ${true} AND c.category > categories.category)
      FROM categories WHERE categories.category IS NOT NULL
    )
    SELECT category FROM categories WHERE category IS NOT NULL`.execute(db);
  return rows.flatMap((row) => (row.category === null ? [] : [row.category]));
}
