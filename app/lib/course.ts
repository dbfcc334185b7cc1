// Domain objects as features and components see them. Row types stay in the data layer
// (app/.server/db/schema.ts); repositories map rows to these.

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
  title: string;
  titleAr: string;
  /** French (issue #15); "" when there is none. */
  titleFr: string;
  description: string;
  descriptionAr: string;
  descriptionFr: string;
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
  title: string;
  titleAr: string;
  /** French (issue #15); "" when there is none. */
  titleFr: string;
  description: string;
  descriptionAr: string;
  descriptionFr: string;
  youtubeUrl: string;
  durationMinutes: number;
  /** Position in the course, starting at 1 (spec §3). */
  orderIndex: number;
}

export interface CourseLink {
  id: string;
  courseId: string;
  title: string;
  /** French (issue #15); "" when there is none. Links have no Arabic title. */
  titleFr: string;
  url: string;
  description: string;
  orderIndex: number;
}
