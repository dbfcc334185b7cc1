// /admin/classes/:classId/manage (issue #29): a class's details, archive and delete (owners),
// its teachers (owners), its assigned courses with their due days, its join code and its
// learners. The route has already checked the role and the teacher's scope (requireClassAccess);
// each write here is one transaction with its audit entry, re-reads what it changes inside it,
// and on bad input says why and changes nothing. Deleting a class removes its rows only: the
// learners' accounts and progress are theirs (the foreign keys cascade from the class, never to
// a learner).
import type { AppLoadContext } from "react-router";
import { absoluteUrl } from "~/.server/absolute-url";
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import {
  assignClassCourse,
  deleteClass,
  findClass,
  findClassLearner,
  listClassCourses,
  listClassLearners,
  listTeacherChoices,
  removeClassMember,
  setClassArchived,
  setClassTeachers,
  unassignClassCourse,
  updateClass,
  type ClassLearnerRow,
} from "~/.server/db/repositories/classes";
import { findAllCourses, findPublishedCourseById } from "~/.server/db/repositories/courses";
import type { Database } from "~/.server/db/schema";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import { adminCourseTitle } from "~/lib/admin-audit";
import { can, type ActingAdmin } from "~/lib/admin-roles";
import {
  isCalendarDay,
  type CalendarDay,
  type ClassTeacher,
  type SchoolClass,
} from "~/lib/classes";
import {
  checkClassFields,
  checkTeacherIds,
  type ClassFieldErrors,
  type ClassFieldsInput,
} from "./class-admin-fields.server";
import { changeJoinCode, type JoinCodeChange } from "./class-admin-join-code.server";

export interface ManagedCourse {
  courseId: string;
  title: string;
  published: boolean;
  dueOn: CalendarDay | null;
}

export interface ClassManagePage {
  schoolClass: SchoolClass;
  /** Owners: details of archive, delete and teachers (the action checks the role again). */
  mayManage: boolean;
  /** Active administrators with the role teacher (owners only; empty otherwise). */
  teacherChoices: ClassTeacher[];
  courses: ManagedCourse[];
  /** Published courses not yet assigned: what 'Assign' offers. */
  courseChoices: { courseId: string; title: string }[];
  /** `${PUBLIC_URL or the request's origin}/join/{code}`, while the code is on. */
  joinLink: string | null;
  learners: ClassLearnerRow[];
}

export async function loadClassManage(
  db: Database,
  schoolClass: SchoolClass,
  admin: ActingAdmin,
  request: Request,
  context: Pick<AppLoadContext, "publicOrigin">,
): Promise<ClassManagePage> {
  const mayManage = can(admin.role, "manageClasses");
  const [assigned, courses, learners, teacherChoices] = await Promise.all([
    listClassCourses(db, [schoolClass.id]),
    findAllCourses(db),
    listClassLearners(db, schoolClass.id),
    mayManage ? listTeacherChoices(db) : Promise.resolve([]),
  ]);
  const byId = new Map(courses.map((course) => [course.id, course]));
  const classCourses = (assigned.get(schoolClass.id) ?? []).map((entry) => {
    const course = byId.get(entry.courseId);
    return {
      courseId: entry.courseId,
      title: course ? adminCourseTitle(course) : entry.courseId,
      published: course?.isPublished ?? false,
      dueOn: entry.dueOn,
    };
  });
  const assignedIds = new Set(classCourses.map((course) => course.courseId));
  return {
    schoolClass,
    mayManage,
    teacherChoices,
    courses: classCourses,
    courseChoices: courses
      .filter((course) => course.isPublished && !assignedIds.has(course.id))
      .map((course) => ({ courseId: course.id, title: adminCourseTitle(course) })),
    joinLink:
      schoolClass.joinCode === null
        ? null
        : absoluteUrl(`/join/${schoolClass.joinCode}`, request, context),
    learners,
  };
}

export type ManageResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 404; error: string; errors?: ClassFieldErrors };

function gone({ t }: AdminTranslator): ManageResult {
  return { ok: false, status: 404, error: t("classManage.error.gone") };
}

const about = (schoolClass: Pick<SchoolClass, "id" | "name">) => ({
  classId: schoolClass.id,
  className: schoolClass.name,
});

/** Saves the class's name, description and dates (class.update, with what changed). */
export async function updateClassDetails(
  db: Database,
  classId: string,
  input: ClassFieldsInput,
  by: AuditOrigin,
  translator: AdminTranslator,
  now: Date = new Date(),
): Promise<ManageResult> {
  const checked = checkClassFields(input, translator);
  if (!checked.ok) {
    const error = translator.t("classManage.error.details");
    return { ok: false, status: 400, error, errors: checked.errors };
  }
  const saved: ManageResult = { ok: true, message: translator.t("classManage.saved") };
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    const after = checked.value;
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    for (const key of ["name", "description", "startsOn", "endsOn"] as const) {
      if (before[key] !== after[key]) changes[key] = { from: before[key], to: after[key] };
    }
    if (Object.keys(changes).length === 0) return saved;
    await updateClass(trx, classId, after, now);
    await recordAdminAction(trx, {
      ...by,
      at: now,
      action: "class.update",
      details: { classId, className: after.name, ...changes },
    });
    return saved;
  });
}

/** Archives or restores the class (owners); the same state again changes nothing. */
export async function setClassArchivedState(
  db: Database,
  classId: string,
  archived: boolean,
  by: AuditOrigin,
  translator: AdminTranslator,
  now: Date = new Date(),
): Promise<ManageResult> {
  const { t } = translator;
  const message = archived ? t("classManage.archivedDone") : t("classManage.unarchivedDone");
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    if ((before.archivedAt !== null) === archived) return { ok: true, message };
    await setClassArchived(trx, classId, archived, now);
    await recordAdminAction(trx, {
      ...by,
      at: now,
      action: archived ? "class.archive" : "class.unarchive",
      details: about(before),
    });
    return { ok: true, message };
  });
}

/** Deletes the class, its teachers, roster and assignments; learners keep accounts and progress. */
export async function deleteClassKeepingLearners(
  db: Database,
  classId: string,
  by: AuditOrigin,
  translator: AdminTranslator,
  now: Date = new Date(),
): Promise<ManageResult> {
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    const learners = await listClassLearners(trx, classId);
    await deleteClass(trx, classId);
    await recordAdminAction(trx, {
      ...by,
      at: now,
      action: "class.delete",
      details: { ...about(before), learnerCount: learners.length },
    });
    return { ok: true, message: translator.t("classManage.deleted") };
  });
}

/** Replaces the class's teachers (owners), with who was added and who removed. */
export async function changeClassTeachers(
  db: Database,
  classId: string,
  teacherIds: readonly string[],
  by: AuditOrigin,
  translator: AdminTranslator,
): Promise<ManageResult> {
  const saved: ManageResult = { ok: true, message: translator.t("classManage.teachersSaved") };
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    const checked = await checkTeacherIds(trx, teacherIds, translator);
    if (!checked.ok) {
      return { ok: false, status: 400, error: checked.errors.teacherIds ?? "" } as const;
    }
    const from = before.teachers.map((teacher) => teacher.id).sort();
    const to = [...checked.value].sort();
    if (JSON.stringify(from) === JSON.stringify(to)) return saved;
    await setClassTeachers(trx, classId, to);
    await recordAdminAction(trx, {
      ...by,
      action: "class.teachers_change",
      details: {
        ...about(before),
        added: to.filter((id) => !from.includes(id)),
        removed: from.filter((id) => !to.includes(id)),
      },
    });
    return saved;
  });
}

/** '' → no due day; otherwise a real day, or null for a bad one. */
function dueDay(value: string): { ok: true; day: CalendarDay | null } | { ok: false } {
  const trimmed = value.trim();
  if (trimmed === "") return { ok: true, day: null };
  return isCalendarDay(trimmed) ? { ok: true, day: trimmed } : { ok: false };
}

/** Assigns a published course that the class does not have yet, with an optional due day. */
export async function assignCourse(
  db: Database,
  classId: string,
  input: { courseId: string; dueOn: string },
  by: AuditOrigin,
  translator: AdminTranslator,
  now: Date = new Date(),
): Promise<ManageResult> {
  const { t } = translator;
  const due = dueDay(input.dueOn);
  if (!due.ok) return { ok: false, status: 400, error: t("classes.error.badDate") };
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    // Learners open only published courses: a draft assigned would be a course nobody can take.
    const course = await findPublishedCourseById(trx, input.courseId);
    if (!course) return { ok: false, status: 400, error: t("classManage.error.courseMissing") };
    const assigned = (await listClassCourses(trx, [classId])).get(classId) ?? [];
    if (assigned.some((entry) => entry.courseId === course.id)) {
      return { ok: false, status: 400, error: t("classManage.error.alreadyAssigned") };
    }
    await assignClassCourse(trx, classId, course.id, due.day, now);
    await recordAdminAction(trx, {
      ...by,
      at: now,
      action: "class.course_assign",
      courseId: course.id,
      courseTitle: adminCourseTitle(course),
      details: { ...about(before), courseId: course.id, dueOn: due.day },
    });
    return { ok: true, message: t("classManage.assigned") };
  });
}

/** Changes (or clears) an assigned course's due day; audited as an assignment with its change. */
export async function changeCourseDueDay(
  db: Database,
  classId: string,
  input: { courseId: string; dueOn: string },
  by: AuditOrigin,
  translator: AdminTranslator,
): Promise<ManageResult> {
  const { t } = translator;
  const due = dueDay(input.dueOn);
  if (!due.ok) return { ok: false, status: 400, error: t("classes.error.badDate") };
  const saved: ManageResult = { ok: true, message: t("classManage.dueChanged") };
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    const entry = ((await listClassCourses(trx, [classId])).get(classId) ?? []).find(
      (assigned) => assigned.courseId === input.courseId,
    );
    if (!entry) return { ok: false, status: 400, error: t("classManage.error.notAssigned") };
    if (entry.dueOn === due.day) return saved;
    await assignClassCourse(trx, classId, entry.courseId, due.day, new Date(entry.assignedAt));
    await recordAdminAction(trx, {
      ...by,
      action: "class.course_assign",
      courseId: entry.courseId,
      details: {
        ...about(before),
        courseId: entry.courseId,
        dueOn: { from: entry.dueOn, to: due.day },
      },
    });
    return saved;
  });
}

export async function unassignCourse(
  db: Database,
  classId: string,
  courseId: string,
  by: AuditOrigin,
  translator: AdminTranslator,
): Promise<ManageResult> {
  const { t } = translator;
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    if (!(await unassignClassCourse(trx, classId, courseId))) {
      return { ok: false, status: 400, error: t("classManage.error.notAssigned") };
    }
    await recordAdminAction(trx, {
      ...by,
      action: "class.course_unassign",
      courseId,
      details: { ...about(before), courseId },
    });
    return { ok: true, message: t("classManage.unassigned") };
  });
}

/** The join code on, off or renewed, said in the administrator's language. */
export async function changeClassJoinCode(
  db: Database,
  schoolClass: Pick<SchoolClass, "id" | "name">,
  change: JoinCodeChange,
  by: AuditOrigin,
  translator: AdminTranslator,
): Promise<ManageResult> {
  const { t } = translator;
  const result = await changeJoinCode(db, schoolClass, change, by);
  if (!result.ok) return gone(translator);
  return {
    ok: true,
    message:
      result.code === null
        ? t("classManage.joinTurnedOff")
        : t("classManage.joinCodeIs", { code: result.code }),
  };
}

/** Takes a learner out of the class; their account, progress and other classes stay. */
export async function removeLearnerFromClass(
  db: Database,
  classId: string,
  learnerId: string,
  by: AuditOrigin,
  translator: AdminTranslator,
): Promise<ManageResult> {
  const { t } = translator;
  return db.transaction().execute(async (trx) => {
    const before = await findClass(trx, classId);
    if (!before) return gone(translator);
    const member = await findClassLearner(trx, classId, learnerId);
    if (!member) return { ok: false, status: 400, error: t("classManage.error.notMember") };
    await removeClassMember(trx, classId, learnerId);
    await recordAdminAction(trx, {
      ...by,
      action: "class.learner_remove",
      details: { ...about(before), learnerId, learnerName: member.name },
    });
    return { ok: true, message: t("classManage.removed") };
  });
}
