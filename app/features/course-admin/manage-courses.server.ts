import type { AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import {
  courseStats,
  deleteCourseById,
  findCourseById,
  setCoursePublished,
  type CourseStats,
} from "~/.server/db/repositories/courses";
import { findAllCategories, searchCourses } from "~/.server/db/repositories/course-search";
import { findLinksByCourseId } from "~/.server/db/repositories/course-links";
import { findLessonsByCourseId } from "~/.server/db/repositories/lessons";
import { findMediaFiles } from "~/.server/db/repositories/media";
import { findLessonTranscripts } from "~/.server/db/repositories/lesson-transcripts";
import { countCompletedLearners } from "~/.server/db/repositories/course-completion";
import { findQuestionStats } from "~/.server/db/repositories/quiz-question-stats";
import { findQuestionsByLessonIds } from "~/.server/db/repositories/quiz-questions";
import { countLearners } from "~/.server/db/repositories/learners";
import type { Storage } from "~/.server/storage/storage";
import { removeThumbnailIfUnused } from "~/.server/storage/thumbnail-cleanup";
import { searchTerms } from "~/lib/arabic-normalize";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import type { QuizQuestion } from "~/lib/course/quiz";
import { emptyLocalizedText, type LocalizedText } from "~/lib/localized-text";
import type { MediaFailure, MediaKind, MediaStatus } from "~/lib/media";
import { toDashboardCourse, type DashboardCourse } from "./dashboard-course-card";
import { DASHBOARD_PAGE_SIZE, type DashboardParams } from "./dashboard-params";
import { recordCourseDeletion, recordPublication, snapshotCourse } from "./course-audit.server";
import { CourseNotReady, unreadyLessons } from "./lesson-media.server";

/** The dashboard's stat cards: the spec's four, and learner accounts (issue #6). */
export type DashboardStats = CourseStats & { learners: number };

export interface Dashboard {
  /** The parameters shown, after clamping the page to the last one. */
  params: DashboardParams;
  /** One page of courses (at most DASHBOARD_PAGE_SIZE), as their cards show them. */
  courses: DashboardCourse[];
  /** Courses matching the search and filters, on every page together. */
  matching: number;
  pageCount: number;
  /** Every category any course uses: the category filter's choices. */
  categories: string[];
  /** Totals of every course, whatever the search and filters (spec §2's stat cards). */
  stats: DashboardStats;
}

/**
 * One page of the dashboard (issue #14): the catalogue's own search (Arabic-aware, decision
 * 0006) over drafts too, with the status and category filters and the chosen order, so that 110
 * courses are not one 17,000-pixel page. A page past the last shows the last one.
 */
export async function loadDashboard(db: Database, params: DashboardParams): Promise<Dashboard> {
  const terms = searchTerms(params.q);
  const pageOf = (page: number) =>
    searchCourses(db, {
      terms,
      publication: params.status,
      category: params.category || undefined,
      sort: params.sort,
      limit: DASHBOARD_PAGE_SIZE,
      offset: (page - 1) * DASHBOARD_PAGE_SIZE,
    });
  const [found, categories, stats, learners] = await Promise.all([
    pageOf(params.page),
    findAllCategories(db),
    courseStats(db),
    countLearners(db),
  ]);
  const pageCount = Math.max(1, Math.ceil(found.total / DASHBOARD_PAGE_SIZE));
  const page = Math.min(params.page, pageCount);
  const { courses, total } = page === params.page ? found : await pageOf(page);
  // Issue #16: how many learners completed each course, for this page's courses only.
  const completed = await countCompletedLearners(
    db,
    courses.map((course) => course.id),
  );
  return {
    params: { ...params, page },
    courses: courses.map((course) => toDashboardCourse(course, completed.get(course.id) ?? 0)),
    matching: total,
    pageCount,
    categories,
    stats: { ...stats, learners },
  };
}

export interface CourseForEdit {
  course: Course;
  lessons: Lesson[];
  links: CourseLink[];
  /** Each lesson's quiz questions in order, by lesson id (issue #16). */
  quizzes: Record<string, QuizQuestion[]>;
  /**
   * How each question was answered since it was last rewritten (decision 0030), by question id;
   * a question nobody answered since is absent.
   */
  questionStats: Record<string, { answered: number; correct: number }>;
  /**
   * Each lesson's transcript in every language (issue #28), by lesson id: a caption file as its
   * stored WebVTT, a typed text as it is; "" where it has none.
   */
  transcripts: Record<string, LocalizedText>;
  /** The uploaded files of the course's lessons, by media id: what their cards show on opening. */
  media: Record<string, EditorMediaState>;
}

/** An uploaded lesson's file as the editor's card shows it (issue #28). */
export interface EditorMediaState {
  kind: MediaKind;
  status: MediaStatus;
  progress: number;
  failure: MediaFailure | null;
  durationSeconds: number;
  name: string;
}

/**
 * Spec §7 'Load for edit': the course, then its videos by order_index, and its links; and the
 * videos' quizzes with each question's figures (issue #16).
 */
export async function loadCourseForEdit(db: Database, id: string): Promise<CourseForEdit | null> {
  const course = await findCourseById(db, id);
  if (!course) return null;
  const [lessons, links] = await Promise.all([
    findLessonsByCourseId(db, id),
    findLinksByCourseId(db, id),
  ]);
  const byLesson = await findQuestionsByLessonIds(
    db,
    lessons.map((lesson) => lesson.id),
  );
  const quizzes = Object.fromEntries(byLesson);
  const stats = await findQuestionStats(db, [...byLesson.values()].flat());
  const [stored, files] = await Promise.all([
    findLessonTranscripts(
      db,
      lessons.map((lesson) => lesson.id),
    ),
    findMediaFiles(
      db,
      lessons.flatMap((lesson) => (lesson.mediaId ? [lesson.mediaId] : [])),
    ),
  ]);
  const transcripts: Record<string, LocalizedText> = {};
  for (const row of stored) {
    const text = (transcripts[row.lessonId] ??= emptyLocalizedText());
    text[row.locale] = row.kind === "captions" && row.webvtt !== null ? row.webvtt : row.plainText;
  }
  const media = Object.fromEntries(
    files.map((file): [string, EditorMediaState] => [
      file.id,
      {
        kind: file.kind,
        status: file.status,
        progress: file.progress,
        failure: file.failure,
        durationSeconds: file.durationMs / 1000,
        name: file.originalName,
      },
    ]),
  );
  return {
    course,
    lessons,
    links,
    quizzes,
    questionStats: Object.fromEntries(stats),
    transcripts,
    media,
  };
}

/**
 * Spec §4: the dashboard toggle. False when the course no longer exists. A change of state is
 * audited in the same transaction; setting the state it already has records nothing. Issue #28:
 * publishing a course whose uploaded lessons are not all ready throws CourseNotReady, naming them.
 */
export function setPublication(
  db: Database,
  id: string,
  isPublished: boolean,
  by: AuditOrigin,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const course = await findCourseById(trx, id);
    if (!course) return false;
    if (isPublished) {
      const unready = await unreadyLessons(trx, await findLessonsByCourseId(trx, id));
      if (unready.length > 0) throw new CourseNotReady(unready);
    }
    if (!(await setCoursePublished(trx, id, isPublished))) return false;
    if (course.isPublished !== isPublished) await recordPublication(trx, by, course, isPublished);
    return true;
  });
}

/**
 * Deletes a course (its lessons and links cascade) with its audit entry in one transaction, and
 * then its uploaded thumbnail, unless another course uses the same file.
 */
export async function deleteCourse(
  db: Database,
  storage: Storage,
  id: string,
  log: Logger,
  by: AuditOrigin,
): Promise<boolean> {
  const course = await db.transaction().execute(async (trx) => {
    const found = await findCourseById(trx, id);
    if (!found) return null;
    const snapshot = await snapshotCourse(trx, found);
    if (!(await deleteCourseById(trx, id))) return null;
    await recordCourseDeletion(trx, by, snapshot);
    return found;
  });
  if (!course) return false;
  await removeThumbnailIfUnused(db, storage, course.thumbnailUrl).catch((err: unknown) =>
    // The orphan sweep removes it later (thumbnail-cleanup.ts): worth a note, not a failure.
    log.warn({ err }, "Could not remove the deleted course's thumbnail"),
  );
  return true;
}
