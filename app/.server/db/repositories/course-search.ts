// All SQL of search (issue #4). Documents are normalised by app/lib/arabic-normalize.ts before
// they reach the database; queries arrive as terms made only of letters and digits.
import { sql, type RawBuilder } from "kysely";
import { isSqlite } from "../create-database";
import { documentTokens } from "~/lib/arabic-normalize";
import type { Course, DifficultyLevel } from "~/lib/course";
import { LOCALES } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";
import { categoryLabelIn } from "~/lib/course-text";
import type { Database } from "../schema";
import { toBoolean, toCount, toCourse, toIsoString } from "./row-mapping";

const documentOf = (...parts: string[]) => documentTokens(parts.join(" ")).join(" ");

/**
 * Rewrites one course's search document (and its copies of the course's publication, category,
 * difficulty and creation time) from its current rows. Every repository write to a course or its
 * lessons calls it with the same `db`, so inside a transaction the index changes with the data or
 * not at all.
 */
export async function refreshCourseSearch(db: Database, courseId: string): Promise<void> {
  const course = await db
    .selectFrom("courses")
    .select([
      "title",
      "title_ar",
      "title_fr",
      "description",
      "description_ar",
      "description_fr",
      "instructor_name",
      "category",
      "difficulty_level",
      "is_published",
      "created_at",
    ])
    .where("id", "=", courseId)
    .executeTakeFirst();
  if (!course) return;
  const lessons = await db
    .selectFrom("course_videos")
    .select(["title", "title_ar", "title_fr"])
    .where("course_id", "=", courseId)
    .orderBy("order_index")
    .execute();
  // Every language in the one document (issue #15): a search on any locale finds a course by its
  // English, Arabic or French text.
  const document = {
    title: documentOf(course.title, course.title_ar, course.title_fr),
    // The category is stored in English and shown in each locale's words: all of them find it.
    body: documentOf(
      course.description,
      course.description_ar,
      course.description_fr,
      course.instructor_name,
      course.category,
      ...LOCALES.map((locale) => categoryLabelIn(translatorFor(locale), course.category)),
    ),
    lessons: documentOf(
      ...lessons.flatMap((lesson) => [lesson.title, lesson.title_ar, lesson.title_fr]),
    ),
    is_published: toBoolean(course.is_published),
    category: course.category,
    difficulty_level: course.difficulty_level,
    created_at: toIsoString(course.created_at),
  };
  await db
    .insertInto("course_search")
    .values({ course_id: courseId, ...document })
    .onConflict((oc) => oc.column("course_id").doUpdateSet(document))
    .execute();
}

/** Writes documents for courses that have none (after the search migration, or a restore). */
export async function indexUnindexedCourses(db: Database): Promise<number> {
  const missing = await db
    .selectFrom("courses")
    .leftJoin("course_search", "course_search.course_id", "courses.id")
    .select("courses.id")
    .where("course_search.course_id", "is", null)
    .execute();
  for (const { id } of missing) await refreshCourseSearch(db, id);
  return missing.length;
}

export interface CatalogueQuery {
  /** From searchTerms(): distinct words of letters and digits; empty for no search. */
  terms: string[];
  category?: string;
  difficulty?: DifficultyLevel;
  limit: number;
  offset: number;
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
  total: number;
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

/**
 * The one search of the site (issue #4), for the catalogue (published only) and the admin
 * dashboard (drafts too, issue #14): the same matching, filters and pages.
 *
 * The page is found on narrow rows (ids and sort keys), and only its courses are read whole: a
 * broad query on a large catalogue then sorts ids, not descriptions (docs/benchmarks.md).
 */
export async function searchCourses(
  db: Database,
  query: CourseSearchQuery,
): Promise<CataloguePage> {
  // Without terms the courses table answers (its covering indexes); with terms, the search
  // table alone, through its full-text index and its copies of the filter and sort columns.
  const searching = query.terms.length > 0;
  const sort = query.sort ?? "newest";
  // The title and last-update orders read the course's own columns, which the search table has
  // no copy of: a search sorted so joins courses (the dashboard's few hundred rows, not the
  // catalogue's path, which keeps its copies).
  const joinCourses = searching && sort !== "newest";
  const t = searching ? sql.ref("s") : sql.ref("c");
  const filters: RawBuilder<unknown>[] = [];
  if (query.publication !== "all") {
    filters.push(sql`${t}.is_published = ${query.publication === "published"}`);
  }
  if (query.category) filters.push(sql`${t}.category = ${query.category}`);
  if (query.difficulty) filters.push(sql`${t}.difficulty_level = ${query.difficulty}`);
  const id = searching ? sql`s.course_id` : sql`c.id`;
  const order = orderFor(db, sort, t, id);

  let from: RawBuilder<unknown> = sql`courses c`;
  const joined = joinCourses ? sql` JOIN courses c ON c.id = s.course_id` : sql``;
  if (searching && isSqlite(db)) {
    // Each term is quoted and prefixed: "word"* ; terms hold no quotes, so nothing is an operator.
    const match = query.terms.map((term) => `"${term}"*`).join(" ");
    filters.push(sql`course_search_fts MATCH ${match}`);
    from = sql`course_search_fts JOIN course_search s ON s.id = course_search_fts.rowid${joined}`;
    if (sort === "newest") {
      order.unshift(sql`CASE WHEN s.id IN (
        SELECT rowid FROM course_search_fts WHERE course_search_fts MATCH ${`title : (${match})`}
      ) THEN 0 ELSE 1 END`);
    }
  } else if (searching) {
    // PostgreSQL: every term as a prefix lexeme, all required (&).
    const tsquery = query.terms.map((term) => `${term}:*`).join(" & ");
    filters.push(sql`s.doc_tsv @@ to_tsquery('simple', ${tsquery})`);
    from = sql`course_search s${joined}`;
    if (sort === "newest") {
      order.unshift(
        sql`CASE WHEN s.title_tsv @@ to_tsquery('simple', ${tsquery}) THEN 0 ELSE 1 END`,
      );
    }
  }
  const where = filters.length > 0 ? sql.join(filters, sql` AND `) : sql`1 = 1`;

  const pageQuery = (total: RawBuilder<unknown>) => sql<{
    id: string;
    total?: number | string;
  }>`SELECT ${id} AS id${total}
    FROM ${from} WHERE ${where}
    ORDER BY ${sql.join(order)}
    LIMIT ${query.limit} OFFSET ${query.offset}`;
  const countQuery = sql<{
    total: number | string;
  }>`SELECT count(*) AS total FROM ${from} WHERE ${where}`;

  let ids: string[];
  let total: number;
  if (searching) {
    // The matches are gathered anyway to be ranked: a window counts them in the same pass.
    const page = await pageQuery(sql`, count(*) OVER () AS total`).execute(db);
    ids = page.rows.map((row) => row.id);
    total = toCount(page.rows[0]?.total);
    // Past the last page there is no row to carry the total.
    if (ids.length === 0 && query.offset > 0) {
      total = toCount((await countQuery.execute(db)).rows[0]?.total);
    }
  } else {
    // Walking a covering index to the page, and counting on it, beats a window over the table.
    const [page, count] = await Promise.all([pageQuery(sql``).execute(db), countQuery.execute(db)]);
    ids = page.rows.map((row) => row.id);
    total = toCount(count.rows[0]?.total);
  }
  return { courses: await findCoursesInOrder(db, ids), total };
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
    const title = sql`lower(CASE WHEN trim(c.title_ar) <> '' THEN trim(c.title_ar)
      WHEN trim(c.title) <> '' THEN trim(c.title) ELSE trim(c.title_fr) END)`;
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

/** The categories that published courses use, for the catalogue's filter chips. */
export async function findPublishedCategories(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom("courses")
    .select("category")
    .distinct()
    .where("is_published", "=", true)
    .where("category", "!=", "")
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}
