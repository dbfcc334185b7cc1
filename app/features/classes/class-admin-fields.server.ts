// What a class's details and teachers must be (issue #29), for 'New class' and the manage page's
// forms alike: the checks say, in the administrator's language, what is wrong with each field, and
// nothing is written until every field is right.
import type { ClassFields } from "~/.server/db/repositories/classes";
import { listTeacherChoices } from "~/.server/db/repositories/classes";
import type { Database } from "~/.server/db/schema";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import { isCalendarDay, type CalendarDay } from "~/lib/classes";

export const MAX_CLASS_NAME = 200;
export const MAX_CLASS_DESCRIPTION = 2000;
/** More teachers than this is a form nobody sends; a bound on what the server reads. */
export const MAX_CLASS_TEACHERS = 50;

/** The details as the form sends them (dates empty when not given). */
export interface ClassFieldsInput {
  name: string;
  description: string;
  startsOn: string;
  endsOn: string;
}

export type ClassFieldErrors = Partial<Record<keyof ClassFieldsInput | "teacherIds", string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; errors: ClassFieldErrors };

/** The details to store, or each field's problem. Names and descriptions are trimmed. */
export function checkClassFields(
  input: ClassFieldsInput,
  { t }: AdminTranslator,
): Checked<ClassFields> {
  const errors: ClassFieldErrors = {};
  const name = input.name.trim();
  const description = input.description.trim();
  if (name === "") errors.name = t("classes.error.nameMissing");
  else if ([...name].length > MAX_CLASS_NAME) {
    errors.name = t("classes.error.nameTooLong", { max: MAX_CLASS_NAME });
  }
  if ([...description].length > MAX_CLASS_DESCRIPTION) {
    errors.description = t("classes.error.descriptionTooLong", { max: MAX_CLASS_DESCRIPTION });
  }
  const day = (value: string, field: "startsOn" | "endsOn"): CalendarDay | null => {
    const trimmed = value.trim();
    if (trimmed === "") return null;
    if (!isCalendarDay(trimmed)) {
      errors[field] = t("classes.error.badDate");
      return null;
    }
    return trimmed;
  };
  const startsOn = day(input.startsOn, "startsOn");
  const endsOn = day(input.endsOn, "endsOn");
  // YYYY-MM-DD strings compare as the days they name.
  if (startsOn !== null && endsOn !== null && endsOn < startsOn) {
    errors.endsOn = t("classes.error.endBeforeStart");
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, description, startsOn, endsOn } };
}

/**
 * The teachers to store: each must be an active administrator with the role teacher (an owner
 * may choose none). Read in the caller's transaction, so a teacher disabled meanwhile is refused.
 */
export async function checkTeacherIds(
  db: Database,
  teacherIds: readonly string[],
  { t }: AdminTranslator,
): Promise<Checked<string[]>> {
  const unique = [...new Set(teacherIds)];
  if (unique.length === 0) return { ok: true, value: [] };
  const choices = new Set((await listTeacherChoices(db)).map((teacher) => teacher.id));
  if (unique.length > MAX_CLASS_TEACHERS || unique.some((id) => !choices.has(id))) {
    return { ok: false, errors: { teacherIds: t("classes.error.badTeacher") } };
  }
  return { ok: true, value: unique };
}

/** The first error of a check, for a form that shows one message. */
export function firstError(errors: ClassFieldErrors): string {
  return Object.values(errors).find((message) => message !== undefined) ?? "";
}
