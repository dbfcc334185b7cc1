// The admin 'Learners' list (issue #14 part 8): find a learner by phone or email to make them a
// password-reset link. It shows who they are and how far they got, never anything about their
// password.
import { searchLearners, type LearnerSearch } from "~/.server/db/repositories/learners";
import { countCoursesInProgress } from "~/.server/db/repositories/lesson-progress";
import type { Database } from "~/.server/db/schema";
import { parseIdentifier, phoneSearchDigits } from "~/.server/auth/identifiers";

export const LEARNERS_PER_PAGE = 25;
/** Longer queries are no one's phone or email: cut, not refused. */
export const LEARNER_QUERY_MAX_LENGTH = 320;

export interface LearnerRow {
  id: string;
  email: string | null;
  phone: string | null;
  joinedAt: string;
  /** Published courses in which they completed a lesson (the courses /account lists). */
  coursesInProgress: number;
}

export interface LearnerDirectoryPage {
  query: string;
  learners: LearnerRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * What to look for: part of an email (lower-cased, as stored); and, when the query reads as a
 * phone number or part of one, its digits as sign-up normalises them (so "22 12 34 56",
 * "+22222123456" and "0022222123456" find the same learner) and the whole number in E.164.
 */
export function learnerSearchFor(query: string): LearnerSearch {
  const typed = query.trim().slice(0, LEARNER_QUERY_MAX_LENGTH);
  if (!typed) return {};
  const search: LearnerSearch = { emailContains: typed.toLowerCase() };
  const digits = phoneSearchDigits(typed);
  if (digits) {
    search.phoneDigits = digits;
    const identifier = parseIdentifier(typed);
    if (identifier && "phone" in identifier) search.phoneExact = identifier.phone;
  }
  return search;
}

export async function loadLearnerDirectory(
  db: Database,
  { query, page }: { query: string; page: number },
): Promise<LearnerDirectoryPage> {
  const search = learnerSearchFor(query);
  const wanted = Math.max(1, Math.floor(page));
  let result = await searchLearners(db, search, {
    limit: LEARNERS_PER_PAGE,
    offset: (wanted - 1) * LEARNERS_PER_PAGE,
  });
  const pageCount = Math.max(1, Math.ceil(result.total / LEARNERS_PER_PAGE));
  // A page past the end (a stale link after deletions) shows the last one.
  const shown = Math.min(wanted, pageCount);
  if (shown !== wanted) {
    result = await searchLearners(db, search, {
      limit: LEARNERS_PER_PAGE,
      offset: (shown - 1) * LEARNERS_PER_PAGE,
    });
  }
  const courses = await countCoursesInProgress(
    db,
    result.learners.map((learner) => learner.id),
  );
  return {
    query: query.trim().slice(0, LEARNER_QUERY_MAX_LENGTH),
    learners: result.learners.map((learner) => ({
      id: learner.id,
      email: learner.email,
      phone: learner.phone,
      joinedAt: learner.createdAt,
      coursesInProgress: courses.get(learner.id) ?? 0,
    })),
    total: result.total,
    page: shown,
    pageCount,
  };
}
