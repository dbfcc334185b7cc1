// Small conversions between what the two databases return and what the domain uses.
import { sql, type RawBuilder, type Selectable } from "kysely";
import type { Locale } from "~/i18n/locales";
import { DIFFICULTY_LEVELS, type Course, type DifficultyLevel } from "~/lib/course/course";
import { CONTENT_FALLBACKS } from "~/lib/course/course-text";
import { mapLocales, ORIGINAL_FIRST_LOCALES, type LocalizedText } from "~/lib/localized-text";
import type { CoursesTable } from "../schema";

/** pg returns Date for timestamptz; SQLite returns the ISO string we stored. */
export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** pg returns booleans, SQLite 0/1. */
export function toBoolean(value: boolean | number): boolean {
  return value === true || value === 1;
}

/** count(*) is a number on SQLite and a bigint string on pg. */
export function toCount(value: string | number | bigint | undefined): number {
  return Number(value ?? 0);
}

function toDifficulty(value: string): DifficultyLevel {
  return (DIFFICULTY_LEVELS as readonly string[]).includes(value)
    ? (value as DifficultyLevel)
    : "beginner";
}

/** A courses row as the domain sees it (shared by the course and search repositories). */
export function toCourse(row: Selectable<CoursesTable>): Course {
  return {
    id: row.id,
    title: readLocalizedText(row, "title"),
    description: readLocalizedText(row, "description"),
    thumbnailUrl: row.thumbnail_url,
    category: row.category,
    difficultyLevel: toDifficulty(row.difficulty_level),
    durationMinutes: row.duration_minutes,
    instructorName: row.instructor_name,
    isPublished: toBoolean(row.is_published),
    passMark: row.pass_mark,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
  };
}

// ---- Texts in the site's languages (issue #25) ----------------------------------------------
// This is the one place that knows a LocalizedText is stored as one column per language: the
// English original in the bare column (`title`, spec §9), every other language in
// `<column>_<locale>` (`title_ar`, `title_fr`). A new language is a new column per text and an
// entry in LOCALES; nothing else in the code names a language's column.

/**
 * The languages in the order their columns were written since the first migration: the English
 * original, then the others. Search documents, quiz versions and the quiz options' JSON keep this
 * order, so what was stored before issue #25 reads and hashes the same.
 */
const STORED_LOCALES = ORIGINAL_FIRST_LOCALES;

/** The columns that hold one text (`title`, `title_ar`, `title_fr`), or those of `L` only. */
export type LocalizedColumns<C extends string, L extends Locale = Locale> = L extends "en"
  ? C
  : `${C}_${L}`;

/** The column that holds `locale`'s version of the text stored under `column`. */
export function localizedColumn<C extends string, L extends Locale>(
  column: C,
  locale: L,
): LocalizedColumns<C, L> {
  return (locale === "en" ? column : `${column}_${locale}`) as LocalizedColumns<C, L>;
}

/** The text stored under `column` in a row (a missing or null column is ""). */
export function readLocalizedText<C extends string>(
  row: Partial<Record<LocalizedColumns<C>, string | null>>,
  column: C,
): LocalizedText {
  return mapLocales((locale) => row[localizedColumn(column, locale)] ?? "");
}

/** One value per column of `column`'s text (in stored order), computed by `valueOf`. */
export function localizedColumnValues<C extends string, V, L extends Locale = Locale>(
  column: C,
  valueOf: (locale: L) => V,
  locales: readonly L[] = STORED_LOCALES as readonly L[],
): Record<LocalizedColumns<C, L>, V> {
  return Object.fromEntries(
    locales.map((locale) => [localizedColumn(column, locale), valueOf(locale)]),
  ) as Record<LocalizedColumns<C, L>, V>;
}

/** The columns to write for `text` stored under `column` (only those of `locales` if given). */
export function localizedTextColumns<C extends string, L extends Locale = Locale>(
  column: C,
  text: LocalizedText,
  locales?: readonly L[],
): Record<LocalizedColumns<C, L>, string> {
  return localizedColumnValues(column, (locale: L) => text[locale], locales);
}

/**
 * SQL for the text under `column` of `table` (a name or an alias) that a page of `locale` shows:
 * the first language of its fallback chain (spec §2 and §5) with visible text, trimmed. NULL when
 * the row is missing (a left join), so callers can still tell a deleted course. NULLIF, TRIM and
 * COALESCE are the same on SQLite and PostgreSQL.
 */
export function fallbackTextSql(
  table: string,
  column: string,
  locale: Locale,
): RawBuilder<string | null> {
  const texts = CONTENT_FALLBACKS[locale].map(
    (language) => sql`trim(${sql.ref(`${table}.${localizedColumn(column, language)}`)})`,
  );
  // Each language counts only with visible text, but the last: "" when none has any.
  const candidates = texts.map((text, n) =>
    n < texts.length - 1 ? sql`nullif(${text}, '')` : text,
  );
  return sql<string | null>`coalesce(${sql.join(candidates)})`;
}

/** Every column that holds `column`'s text, for a select list. */
export function localizedColumnNames<C extends string>(column: C): LocalizedColumns<C>[] {
  return STORED_LOCALES.map((locale) => localizedColumn(column, locale));
}

/** A text's values in stored order, for what joins or hashes them. */
export function storedValues(text: LocalizedText): string[] {
  return STORED_LOCALES.map((locale) => text[locale]);
}

// Quiz options are stored as JSON in quiz_questions.options (migration 2026-11-26-03), each text
// under camelCase keys: `text` for English, `textAr`, `textFr` for the others.

/** The JSON key of `locale`'s version of the text stored under `key`. */
function localizedKey(key: string, locale: Locale): string {
  return locale === "en" ? key : `${key}${locale.charAt(0).toUpperCase()}${locale.slice(1)}`;
}

/** The text stored under `key` in a parsed JSON object (a missing one is ""). */
export function readLocalizedJson(value: Record<string, unknown>, key: string): LocalizedText {
  return mapLocales((locale) => String(value[localizedKey(key, locale)] ?? ""));
}

/** The JSON fields to store for `text` under `key`, in stored order. */
export function localizedJsonFields(key: string, text: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    STORED_LOCALES.map((locale) => [localizedKey(key, locale), text[locale]]),
  );
}
