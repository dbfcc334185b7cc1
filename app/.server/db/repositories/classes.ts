// All SQL about classes themselves (issue #29): the class, its teachers, its learners, its assigned
// courses and its join code. The grid, the import and the donor report have their own
// repositories (class-grid.ts, class-roster.ts, class-report.ts); they read these tables too.
// The teacher's scope is answered by `findClass`, which brings the class's teachers.
import { sql, type Selectable } from "kysely";
import type {
  CalendarDay,
  ClassCourse,
  ClassMemberSource,
  ClassSummary,
  ClassTeacher,
  SchoolClass,
} from "~/lib/classes";
import type { ClassesTable, Database } from "../schema";
import { toCount, toIsoString } from "./row-mapping";

export interface ClassFields {
  name: string;
  description: string;
  startsOn: CalendarDay | null;
  endsOn: CalendarDay | null;
}

function toClass(row: Selectable<ClassesTable>, teachers: ClassTeacher[]): SchoolClass {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    joinCode: row.join_code,
    archivedAt: row.archived_at === null ? null : toIsoString(row.archived_at),
    createdAt: toIsoString(row.created_at),
    teachers,
  };
}

/** Creates a class with its teachers (in the caller's transaction if it is one); returns its id. */
export async function insertClass(
  db: Database,
  fields: ClassFields & { teacherIds: readonly string[] },
  now: Date,
): Promise<string> {
  const id = crypto.randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("classes")
    .values({
      id,
      name: fields.name,
      description: fields.description,
      starts_on: fields.startsOn,
      ends_on: fields.endsOn,
      join_code: null,
      archived_at: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await setClassTeachers(db, id, fields.teacherIds);
  return id;
}

/** False when there is no such class. */
export async function updateClass(
  db: Database,
  id: string,
  fields: ClassFields,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("classes")
    .set({
      name: fields.name,
      description: fields.description,
      starts_on: fields.startsOn,
      ends_on: fields.endsOn,
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setClassArchived(
  db: Database,
  id: string,
  archived: boolean,
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("classes")
    .set({ archived_at: archived ? at : null, updated_at: at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the class and its rows (cascade); the learners' accounts and progress stay. */
export async function deleteClass(db: Database, id: string): Promise<boolean> {
  const result = await db.deleteFrom("classes").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces the class's teachers with these administrators. */
export async function setClassTeachers(
  db: Database,
  classId: string,
  administratorIds: readonly string[],
): Promise<void> {
  await db.deleteFrom("class_teachers").where("class_id", "=", classId).execute();
  const unique = [...new Set(administratorIds)];
  if (unique.length === 0) return;
  await db
    .insertInto("class_teachers")
    .values(unique.map((administrator_id) => ({ class_id: classId, administrator_id })))
    .execute();
}

async function teachersOf(db: Database, classIds: readonly string[]) {
  const byClass = new Map<string, ClassTeacher[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .selectFrom("class_teachers")
    .innerJoin("administrators", "administrators.id", "class_teachers.administrator_id")
    .select(["class_teachers.class_id", "administrators.id", "administrators.name"])
    .where("class_teachers.class_id", "in", classIds)
    .orderBy("administrators.name")
    .execute();
  for (const row of rows) {
    const list = byClass.get(row.class_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byClass.set(row.class_id, list);
  }
  return byClass;
}

export async function findClass(db: Database, id: string): Promise<SchoolClass | null> {
  const row = await db.selectFrom("classes").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const teachers = await teachersOf(db, [id]);
  return toClass(row, teachers.get(id) ?? []);
}

/** Whether this administrator teaches this class: the teacher's scope, asked once per request. */
export async function isClassTeacher(
  db: Database,
  classId: string,
  administratorId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("class_teachers")
    .select("class_id")
    .where("class_id", "=", classId)
    .where("administrator_id", "=", administratorId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The classes an administrator may open, newest first, with their counts: every class for
 * `teacherId` null (an owner), else those this teacher teaches.
 */
export async function listClasses(
  db: Database,
  scope: { teacherId: string | null },
): Promise<ClassSummary[]> {
  let query = db
    .selectFrom("classes")
    .selectAll("classes")
    .select((eb) => [
      eb
        .selectFrom("class_members")
        .select(eb.fn.countAll().as("n"))
        .whereRef("class_members.class_id", "=", "classes.id")
        .as("learner_count"),
      eb
        .selectFrom("class_courses")
        .select(eb.fn.countAll().as("n"))
        .whereRef("class_courses.class_id", "=", "classes.id")
        .as("course_count"),
    ]);
  if (scope.teacherId !== null) {
    const teacherId = scope.teacherId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom("class_teachers")
          .select("class_teachers.class_id")
          .whereRef("class_teachers.class_id", "=", "classes.id")
          .where("class_teachers.administrator_id", "=", teacherId),
      ),
    );
  }
  const rows = await query.orderBy("classes.created_at", "desc").orderBy("classes.id").execute();
  const teachers = await teachersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toClass(row, teachers.get(row.id) ?? []),
    learnerCount: toCount((row.learner_count as number | string | null) ?? 0),
    courseCount: toCount((row.course_count as number | string | null) ?? 0),
  }));
}

// ---- The join code ------------------------------------------------------------------------

/** Sets (or with null, turns off) the class's join code; a code another class has fails unique. */
export async function setClassJoinCode(
  db: Database,
  classId: string,
  code: string | null,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable("classes")
    .set({ join_code: code, updated_at: now.toISOString() })
    .where("id", "=", classId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active (not archived) class with this join code. */
export async function findClassByJoinCode(db: Database, code: string): Promise<SchoolClass | null> {
  const row = await db
    .selectFrom("classes")
    .selectAll()
    .where("join_code", "=", code)
    .where("archived_at", "is", null)
    .executeTakeFirst();
  return row ? toClass(row, []) : null;
}

// ---- Learners -----------------------------------------------------------------------------

/** Adds a learner to a class; false when they were already in it (nothing changes then). */
export async function addClassMember(
  db: Database,
  member: { classId: string; learnerId: string; name: string; source: ClassMemberSource },
  now: Date,
): Promise<boolean> {
  const result = await db
    .insertInto("class_members")
    .values({
      class_id: member.classId,
      learner_id: member.learnerId,
      name: member.name,
      source: member.source,
      joined_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["class_id", "learner_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function removeClassMember(
  db: Database,
  classId: string,
  learnerId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("class_members")
    .where("class_id", "=", classId)
    .where("learner_id", "=", learnerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function isClassMember(
  db: Database,
  classId: string,
  learnerId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("class_members")
    .select("learner_id")
    .where("class_id", "=", classId)
    .where("learner_id", "=", learnerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The classes a learner is in (archived ones too: the account page says so), newest first. */
export async function listLearnerClasses(db: Database, learnerId: string): Promise<SchoolClass[]> {
  const rows = await db
    .selectFrom("classes")
    .innerJoin("class_members", "class_members.class_id", "classes.id")
    .selectAll("classes")
    .where("class_members.learner_id", "=", learnerId)
    .orderBy("class_members.joined_at", "desc")
    .orderBy("classes.id")
    .execute();
  const teachers = await teachersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toClass(row, teachers.get(row.id) ?? []));
}

// ---- Assigned courses ---------------------------------------------------------------------

/** Assigns a course (or changes its due day when it is already assigned). */
export async function assignClassCourse(
  db: Database,
  classId: string,
  courseId: string,
  dueOn: CalendarDay | null,
  now: Date,
): Promise<void> {
  await db
    .insertInto("class_courses")
    .values({
      class_id: classId,
      course_id: courseId,
      due_on: dueOn,
      assigned_at: now.toISOString(),
    })
    .onConflict((oc) => oc.columns(["class_id", "course_id"]).doUpdateSet({ due_on: dueOn }))
    .execute();
}

export async function unassignClassCourse(
  db: Database,
  classId: string,
  courseId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom("class_courses")
    .where("class_id", "=", classId)
    .where("course_id", "=", courseId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The class's assigned courses, in the order they were assigned. */
export async function listClassCourses(
  db: Database,
  classIds: readonly string[],
): Promise<Map<string, ClassCourse[]>> {
  const byClass = new Map<string, ClassCourse[]>();
  if (classIds.length === 0) return byClass;
  const rows = await db
    .selectFrom("class_courses")
    .selectAll()
    .where("class_id", "in", classIds)
    .orderBy("assigned_at")
    .orderBy(sql`course_id`)
    .execute();
  for (const row of rows) {
    const list = byClass.get(row.class_id) ?? [];
    list.push({
      courseId: row.course_id,
      dueOn: row.due_on,
      assignedAt: toIsoString(row.assigned_at),
    });
    byClass.set(row.class_id, list);
  }
  return byClass;
}

// ---- For the class admin screens (/admin/classes, /admin/classes/:classId/manage) -----------

/** The administrators an owner may make a class's teachers: active, with the role teacher. */
export async function listTeacherChoices(db: Database): Promise<ClassTeacher[]> {
  return db
    .selectFrom("administrators")
    .select(["id", "name"])
    .where("role", "=", "teacher")
    .where("disabled_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

/** A class's learner as its manage page lists them: the roster's name and how to reach them. */
export interface ClassLearnerRow {
  learnerId: string;
  name: string;
  email: string | null;
  phone: string | null;
  source: ClassMemberSource;
  joinedAt: string;
}

/** The class's learners, by name (then by when they joined). */
export async function listClassLearners(
  db: Database,
  classId: string,
  onlyLearnerId?: string,
): Promise<ClassLearnerRow[]> {
  let query = db
    .selectFrom("class_members")
    .innerJoin("learners", "learners.id", "class_members.learner_id")
    .select([
      "class_members.learner_id",
      "class_members.name",
      "class_members.source",
      "class_members.joined_at",
      "learners.email",
      "learners.phone",
    ])
    .where("class_members.class_id", "=", classId);
  if (onlyLearnerId !== undefined) {
    query = query.where("class_members.learner_id", "=", onlyLearnerId);
  }
  const rows = await query
    .orderBy("class_members.name")
    .orderBy("class_members.joined_at")
    .orderBy("class_members.learner_id")
    .execute();
  return rows.map((row) => ({
    learnerId: row.learner_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    source: row.source,
    joinedAt: toIsoString(row.joined_at),
  }));
}

/** Whether another class already has this join code (archived ones too: the column is unique). */
export async function isJoinCodeTaken(db: Database, code: string): Promise<boolean> {
  const row = await db
    .selectFrom("classes")
    .select("id")
    .where("join_code", "=", code)
    .executeTakeFirst();
  return row !== undefined;
}

/** One learner of a class (null when they are not in it). */
export async function findClassLearner(
  db: Database,
  classId: string,
  learnerId: string,
): Promise<ClassLearnerRow | null> {
  const rows = await listClassLearners(db, classId, learnerId);
  return rows[0] ?? null;
}
