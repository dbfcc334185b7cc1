// Learner accounts and their progress as features and components see them (issue #6).
import type { Course } from "./course";

export interface Learner {
  id: string;
  /** Lower-cased, or null when the learner signed up with a phone number only. */
  email: string | null;
  /** E.164 (+22212345678), or null when the learner signed up with an email only. */
  phone: string | null;
  createdAt: string;
}

/** How far a learner is in one course. */
export interface CourseProgress {
  course: Course;
  totalLessons: number;
  completedLessons: number;
  /** When the learner last completed a lesson of this course (ISO-8601). */
  lastCompletedAt: string;
}

/** Whole percent, rounded down so that 99.5% never shows as 100% before the last lesson. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((completed / total) * 100));
}

/** How the account is named in the top bar and on /account: the email, else the phone. */
export function learnerLabel(learner: Pick<Learner, "email" | "phone">): string {
  return learner.email ?? learner.phone ?? "";
}
