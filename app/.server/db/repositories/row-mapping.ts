// Small conversions between what the two databases return and what the domain uses.
import type { Selectable } from "kysely";
import { LOCALES, type Locale } from "~/i18n/locales";
import { DIFFICULTY_LEVELS, type Course, type DifficultyLevel } from "~/lib/course/course";
import { mapLocales, type LocalizedText } from "~/lib/localized-text";
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

type OtherLocale = Exclude<Locale, "en">;
/** The columns that hold one text: `title`, `title_ar`, `title_fr`. */
export type LocalizedColumns<C extends string> = C | `${C}_${OtherLocale}`;

/** The column that holds `locale`'s version of the text stored under `column`. */
export function localizedColumn<C extends string>(column: C, locale: Locale): LocalizedColumns<C> {
  return locale === "en" ? column : `${column}_${locale}`;
}

/** The text stored under `column` in a row (a missing or null column is ""). */
export function readLocalizedText<C extends string>(
  row: Partial<Record<LocalizedColumns<C>, string | null>>,
  column: C,
): LocalizedText {
  return mapLocales((locale) => row[localizedColumn(column, locale)] ?? "");
}

/** The columns to write for `text` stored under `column`. */
export function localizedTextColumns<C extends string>(
  column: C,
  text: LocalizedText,
): Record<LocalizedColumns<C>, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [localizedColumn(column, locale), text[locale]]),
  ) as Record<LocalizedColumns<C>, string>;
}

/** Every column that holds `column`'s text, for a select list. */
export function localizedColumnNames<C extends string>(column: C): LocalizedColumns<C>[] {
  return LOCALES.map((locale) => localizedColumn(column, locale));
}
