// The audit log's vocabulary (issue #14 part 6, docs/decisions/0020-audit-log.md): the closed list
// of actions it records and who acts. Each action's label is in the admin catalogues
// (app/i18n/admin, "auditAction.<name>", issue #27), in the administrator's language; the stored
// name never changes. Safe on both sides: the server records with it, /admin/audit filters with it.
import { BOOTSTRAP_OWNER_NAME } from "./admin-roles";
import type { Course } from "./course/course";
import { courseTitle } from "./course/course-text";

/**
 * Every action the audit log knows. Closed on purpose: recordAdminAction refuses any other name,
 * so a typo cannot start a history that no filter finds. A new kind of write adds its name here
 * and its label to the admin catalogues (the table has no CHECK on it: adding one needs no migration).
 */
export const ADMIN_ACTIONS = [
  "course.create",
  "course.update",
  "course.publish",
  "course.unpublish",
  "course.delete",
  "course.import",
  "thumbnail.upload",
  "thumbnail.discard",
  "media.upload",
  "media.retry",
  "admin.sign_in",
  "admin.sign_in_failed",
  "admin.sign_out",
  "admin.invite",
  "admin.invite_revoke",
  "admin.invite_accept",
  "admin.disable",
  "admin.enable",
  "admin.role_change",
  "admin.password_change",
  "admin.reset_link",
  "learner.reset_link",
  "search_synonyms.create",
  "search_synonyms.update",
  "search_synonyms.delete",
  "settings.update",
  "class.create",
  "class.update",
  "class.archive",
  "class.unarchive",
  "class.delete",
  "class.teachers_change",
  "class.learner_add",
  "class.learner_remove",
  "class.course_assign",
  "class.course_unassign",
  "class.join_code_change",
  "class.import",
  "class.export",
  "class.sheet_print",
  "class.report_download",
] as const;

export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export function isAdminAction(value: unknown): value is AdminAction {
  return typeof value === "string" && (ADMIN_ACTIONS as readonly string[]).includes(value);
}

/**
 * Who did it. `id` is the administrator's id, or null for the owner of the bootstrap password
 * (ADMIN_PASSWORD, `npm run admin:password`); `name` is copied into each entry as it is then.
 */
export interface Actor {
  id: string | null;
  name: string;
}

/** What the admin area names a course that has no title in any language. */
export const UNTITLED_COURSE_TITLE = "Untitled course";

/**
 * The course's name in the admin area, on its dashboard card and in audit entries alike: the
 * title Arabic pages show (Arabic, then English, then French: spec §2, issues #14 and #15), so a
 * course titled in one language only never goes by an empty name.
 */
export function adminCourseTitle(course: Pick<Course, "title">): string {
  return courseTitle(course) || UNTITLED_COURSE_TITLE;
}

/** The bootstrap password's owner (named administrators act under their own id and name). */
export const OWNER_ACTOR: Actor = { id: null, name: BOOTSTRAP_OWNER_NAME };

/** A failed sign-in with an email or phone number that belongs to no administrator. */
export const UNKNOWN_ADMINISTRATOR: Actor = { id: null, name: "Unknown email or phone" };

/** The /admin/audit person filter's value for the bootstrap password's owner (id null). */
export const OWNER_FILTER_VALUE = "owner";

// The details of course entries: written by the course editor's save, read by /admin/audit.
// Types, not interfaces, so that they are JSON objects to TypeScript too.

/** One changed field: old → new for short ones; `from`/`to` absent for long text ("changed"). */
export type FieldChange = { field: string; label: string; from?: string; to?: string };

/** What happened to a course's lessons or links in one save: counts and the first titles. */
export type ListChanges = {
  added: number;
  removed: number;
  edited: number;
  reordered: boolean;
  addedTitles: string[];
  removedTitles: string[];
  editedTitles: string[];
};

/** `course.update`: only what changed; an entry with nothing in it was a save without changes. */
export type CourseUpdateDetails = {
  fields: FieldChange[];
  lessons?: ListChanges;
  links?: ListChanges;
  /** The lessons' quiz questions (issue #16). */
  questions?: ListChanges;
};

/** `course.create`: the short fields given, and how many lessons, links and quiz questions. */
export type CourseCreateDetails = {
  fields: FieldChange[];
  lessons: number;
  links: number;
  /** Absent when the course has no quiz. */
  questions?: number;
};
