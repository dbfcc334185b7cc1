// /admin/classes (issue #29): the classes an administrator may open (an owner every one, a
// teacher those they teach) and the owner's 'New class', written with its audit entry in one
// transaction.
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import { insertClass, listClasses, listTeacherChoices } from "~/.server/db/repositories/classes";
import type { Database } from "~/.server/db/schema";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import { can, type ActingAdmin } from "~/lib/admin-roles";
import type { ClassSummary, ClassTeacher } from "~/lib/classes";
import { classScopeOf } from "./class-access.server";
import {
  checkClassFields,
  checkTeacherIds,
  type ClassFieldErrors,
  type ClassFieldsInput,
} from "./class-admin-fields.server";

export interface ClassListPage {
  classes: ClassSummary[];
  /** Whether this administrator may create classes (owners); the action checks again. */
  mayCreate: boolean;
  /** The administrators 'New class' may make its teachers (empty unless `mayCreate`). */
  teacherChoices: ClassTeacher[];
}

export async function loadClassList(db: Database, admin: ActingAdmin): Promise<ClassListPage> {
  const mayCreate = can(admin.role, "manageClasses");
  const [classes, teacherChoices] = await Promise.all([
    listClasses(db, classScopeOf(admin)),
    mayCreate ? listTeacherChoices(db) : Promise.resolve([]),
  ]);
  return { classes, mayCreate, teacherChoices };
}

export type CreateClassResult =
  { ok: true; classId: string } | { ok: false; errors: ClassFieldErrors };

/** Creates the class with its teachers and its class.create entry, or changes nothing. */
export async function createClass(
  db: Database,
  input: ClassFieldsInput & { teacherIds: readonly string[] },
  by: AuditOrigin,
  translator: AdminTranslator,
  now: Date = new Date(),
): Promise<CreateClassResult> {
  const fields = checkClassFields(input, translator);
  if (!fields.ok) return fields;
  return db.transaction().execute(async (trx) => {
    const teachers = await checkTeacherIds(trx, input.teacherIds, translator);
    if (!teachers.ok) return teachers;
    const classId = await insertClass(trx, { ...fields.value, teacherIds: teachers.value }, now);
    await recordAdminAction(trx, {
      ...by,
      at: now,
      action: "class.create",
      details: {
        classId,
        className: fields.value.name,
        startsOn: fields.value.startsOn,
        endsOn: fields.value.endsOn,
        teacherIds: teachers.value,
      },
    });
    return { ok: true, classId };
  });
}
