// The course as features and components see it (issue #25: one course model). Row types stay in
// the data layer (app/.server/db/schema.ts); repositories map rows to these. Every text a learner
// reads in their language is one LocalizedText value; only the data layer knows it is stored as
// one column per language (app/.server/db/repositories/row-mapping.ts).
import type { Locale } from "~/i18n/locales";
import { ORIGINAL_FIRST_LOCALES, type LocalizedText } from "~/lib/localized-text";

export const DIFFICULTY_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export type DifficultyLevel = (typeof DIFFICULTY_LEVELS)[number];

/** Options offered by the editor (spec §9); stored values outside this list are kept as they are. */
export const EDITOR_CATEGORIES = [
  "Business",
  "Technology",
  "Finance",
  "Marketing",
  "Design",
] as const;

export interface Course {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  thumbnailUrl: string;
  category: string;
  difficultyLevel: DifficultyLevel;
  durationMinutes: number;
  instructorName: string;
  isPublished: boolean;
  /** The share of right answers (%) that passes each quiz of the course (issue #16). */
  passMark: number;
  createdAt: string;
  updatedAt: string;
}

export interface Lesson {
  id: string;
  courseId: string;
  title: LocalizedText;
  description: LocalizedText;
  /** "" for a lesson whose video is an uploaded file (issue #28). */
  youtubeUrl: string;
  /**
   * The uploaded video or audio file the lesson plays instead of YouTube (issue #28), or null. It
   * belongs to this site: an exported course does not carry it, and an import sets null.
   */
  mediaId: string | null;
  durationMinutes: number;
  /** Position in the course, starting at 1 (spec §3). */
  orderIndex: number;
}

export interface CourseLink {
  id: string;
  courseId: string;
  /** Links have no Arabic title (spec §9): `title.ar` is always "". */
  title: LocalizedText;
  url: string;
  description: string;
  orderIndex: number;
}

/** The languages of a link's title: links have no Arabic title (spec §9). */
export const LINK_TITLE_LOCALES = ORIGINAL_FIRST_LOCALES.filter(
  (locale): locale is Exclude<Locale, "ar"> => locale !== "ar",
);
