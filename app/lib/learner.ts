// Learner accounts and their progress as features and components see them (issue #6).
import type { Course } from "./course/course";
import { courseTitle } from "./course/course-text";
import { formatPhoneForReading } from "./format-phone";

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

/**
 * What the course lists of /account and the home page show: the title already chosen (Arabic
 * first) on the server, so those pages' scripts need not carry the course-text helpers.
 */
export interface CourseProgressSummary {
  courseId: string;
  /** The Arabic chain's title. */
  title: string;
  /** The title fields, for pages that choose in their own language (issue #15). */
  titles: Pick<Course, "title">;
  completedLessons: number;
  totalLessons: number;
  percent: number;
}

export function summarizeCourseProgress(progress: CourseProgress): CourseProgressSummary {
  return {
    courseId: progress.course.id,
    title: courseTitle(progress.course),
    titles: { title: progress.course.title },
    completedLessons: progress.completedLessons,
    totalLessons: progress.totalLessons,
    percent: progressPercent(progress.completedLessons, progress.totalLessons),
  };
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

/**
 * learnerLabel as a person reads it (issue #15): a phone number in groups, `+222 22 12 34 56`.
 * Records (the audit log, a reset link's result) keep learnerLabel's stored form.
 */
export function readableLearnerLabel(learner: Pick<Learner, "email" | "phone">): string {
  return formatPhoneForReading(learnerLabel(learner));
}
