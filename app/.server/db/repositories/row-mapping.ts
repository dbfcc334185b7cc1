// Small conversions between what the two databases return and what the domain uses.
import type { Selectable } from "kysely";
import { DIFFICULTY_LEVELS, type Course, type DifficultyLevel } from "~/lib/course";
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
    title: row.title,
    titleAr: row.title_ar,
    titleFr: row.title_fr,
    description: row.description,
    descriptionAr: row.description_ar,
    descriptionFr: row.description_fr,
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
