// The class list and the owner's 'New class' form (issue #29). Plain links and a plain form: the
// page works without JavaScript, and the table scrolls sideways on a 360 px phone.
import { Form, Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextAreaField, TextField } from "~/components/ui/field";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDay, adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import type { ClassSummary, ClassTeacher, SchoolClass } from "~/lib/classes";

export type ClassFieldName = "name" | "description" | "startsOn" | "endsOn" | "teacherIds";

/** What 'New class' answers when it refuses: each field's problem and what was typed. */
export interface NewClassRefusal {
  ok: false;
  error: string;
  errors: Partial<Record<ClassFieldName, string>>;
  fields: { name: string; description: string; startsOn: string; endsOn: string };
  teacherIds: string[];
}

/** "1 Sep 2026 to 30 Jun 2027", "From …", "Until …" or "No dates". */
export function classDates(
  { t, locale }: AdminTranslator,
  schoolClass: Pick<SchoolClass, "startsOn" | "endsOn">,
): string {
  const start = schoolClass.startsOn ? adminDay(locale, schoolClass.startsOn) : null;
  const end = schoolClass.endsOn ? adminDay(locale, schoolClass.endsOn) : null;
  if (start && end) return t("classes.dateRange", { start, end });
  if (start) return t("classes.dateFrom", { start });
  if (end) return t("classes.dateUntil", { end });
  return t("classes.noDates");
}

export function ClassStateBadge({ archivedAt }: { archivedAt: string | null }) {
  const { t } = useAdminI18n();
  return archivedAt === null ? (
    <Badge variant="free">{t("classes.active")}</Badge>
  ) : (
    <Badge variant="neutral">{t("classes.archived")}</Badge>
  );
}

const TH = "py-2 pe-4 text-start font-bold";
const TD = "py-2 pe-4 align-top";

function ClassTable({ classes }: { classes: ClassSummary[] }) {
  const i18n = useAdminI18n();
  const { t, locale } = i18n;
  return (
    <ScrollRegion label={t("classes.title")}>
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="border-b border-slate-200">
          <tr>
            <th scope="col" className={TH}>
              {t("classes.col.name")}
            </th>
            <th scope="col" className={TH}>
              {t("classes.col.dates")}
            </th>
            <th scope="col" className={TH}>
              {t("classes.col.teachers")}
            </th>
            <th scope="col" className={TH}>
              {t("classes.col.learners")}
            </th>
            <th scope="col" className={TH}>
              {t("classes.col.courses")}
            </th>
            <th scope="col" className={TH}>
              {t("classes.col.state")}
            </th>
            <th scope="col" className={TH}>
              <span className="sr-only">{t("classes.col.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {classes.map((schoolClass) => (
            <tr key={schoolClass.id}>
              <th scope="row" className={`${TD} text-start font-bold`}>
                <Link
                  to={`/admin/classes/${schoolClass.id}`}
                  className="inline-flex min-h-11 items-center text-emerald-800 underline"
                  dir="auto"
                >
                  {schoolClass.name}
                </Link>
              </th>
              <td className={TD}>{classDates(i18n, schoolClass)}</td>
              <td className={TD}>
                {schoolClass.teachers.length === 0 ? (
                  <span className="text-slate-600">{t("classes.noTeachers")}</span>
                ) : (
                  schoolClass.teachers.map((teacher, index) => (
                    <span key={teacher.id}>
                      {index > 0 ? (locale === "ar" ? "، " : ", ") : null}
                      <bdi>{teacher.name}</bdi>
                    </span>
                  ))
                )}
              </td>
              <td className={TD}>{adminNumber(locale, schoolClass.learnerCount)}</td>
              <td className={TD}>{adminNumber(locale, schoolClass.courseCount)}</td>
              <td className={TD}>
                <ClassStateBadge archivedAt={schoolClass.archivedAt} />
              </td>
              <td className={TD}>
                <Link
                  to={`/admin/classes/${schoolClass.id}/manage`}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                  aria-label={t("classes.manageOf", { name: schoolClass.name })}
                >
                  {t("classes.manage")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Checkboxes of the administrators who may teach; `name="teacherId"`, one per checked box. */
export function TeacherChoices({
  choices,
  checked,
  error,
  legendHidden = false,
}: {
  choices: ClassTeacher[];
  checked: readonly string[];
  error?: string;
  /** Under a heading that already says "Teachers": the legend is for screen readers only. */
  legendHidden?: boolean;
}) {
  const { t } = useAdminI18n();
  return (
    <fieldset className="space-y-1" aria-invalid={error ? true : undefined}>
      <legend className={legendHidden ? "sr-only" : "text-sm font-bold text-slate-800"}>
        {t("classes.field.teachers")}
      </legend>
      {choices.length === 0 ? (
        <p className="text-sm text-slate-600">{t("classes.noTeacherChoices")}</p>
      ) : (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {choices.map((teacher) => (
            <li key={teacher.id}>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  name="teacherId"
                  value={teacher.id}
                  defaultChecked={checked.includes(teacher.id)}
                  className="size-5"
                />
                <bdi>{teacher.name}</bdi>
              </label>
            </li>
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">{t("classes.teachersHint")}</p>
    </fieldset>
  );
}

/** Name, description and the two dates: 'New class' and the manage page's details share them. */
export function ClassDetailsFields({
  values,
  errors,
}: {
  values: { name: string; description: string; startsOn: string; endsOn: string };
  errors: Partial<Record<ClassFieldName, string>>;
}) {
  const { t } = useAdminI18n();
  return (
    <>
      <TextField
        label={t("classes.field.name")}
        name="name"
        required
        maxLength={200}
        dir="auto"
        defaultValue={values.name}
        error={errors.name}
      />
      <TextAreaField
        label={t("classes.field.description")}
        name="description"
        maxLength={2000}
        dir="auto"
        defaultValue={values.description}
        error={errors.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t("classes.field.startsOn")}
          name="startsOn"
          type="date"
          dir="ltr"
          defaultValue={values.startsOn}
          hint={t("classes.field.dateHint")}
          error={errors.startsOn}
        />
        <TextField
          label={t("classes.field.endsOn")}
          name="endsOn"
          type="date"
          dir="ltr"
          defaultValue={values.endsOn}
          hint={t("classes.field.dateHint")}
          error={errors.endsOn}
        />
      </div>
    </>
  );
}

function NewClassForm({
  teacherChoices,
  refusal,
}: {
  teacherChoices: ClassTeacher[];
  refusal: NewClassRefusal | undefined;
}) {
  const { t } = useAdminI18n();
  return (
    <Card aria-labelledby="new-class-heading" className="space-y-4">
      <h2 id="new-class-heading" className="text-lg font-bold">
        {t("classes.new")}
      </h2>
      {refusal ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {refusal.error}
        </p>
      ) : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="create" />
        <ClassDetailsFields
          values={refusal?.fields ?? { name: "", description: "", startsOn: "", endsOn: "" }}
          errors={refusal?.errors ?? {}}
        />
        <TeacherChoices
          choices={teacherChoices}
          checked={refusal?.teacherIds ?? []}
          error={refusal?.errors.teacherIds}
        />
        <Button type="submit">{t("classes.create")}</Button>
      </Form>
    </Card>
  );
}

export function ClassListScreen({
  classes,
  mayCreate,
  teacherChoices,
  refusal,
  deleted,
}: {
  classes: ClassSummary[];
  mayCreate: boolean;
  teacherChoices: ClassTeacher[];
  refusal: NewClassRefusal | undefined;
  /** Just back from deleting a class: say so (without JavaScript too). */
  deleted: boolean;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="space-y-6">
      {deleted ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          {t("classManage.deleted")}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("classes.title")}</h1>
          <p className="max-w-2xl text-slate-600">{t("classes.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Owners' and teachers' alike: a teacher's report covers the classes they teach. */}
          <Link to="/admin/classes/report" className={buttonVariants({ variant: "outline" })}>
            {t("classReport.title")}
          </Link>
          {mayCreate ? (
            <a href="#new-class-heading" className={buttonVariants({ variant: "primary" })}>
              {t("classes.new")}
            </a>
          ) : null}
        </div>
      </div>
      {classes.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          {mayCreate ? t("classes.empty") : t("classes.emptyTeacher")}
        </p>
      ) : (
        <Card>
          <ClassTable classes={classes} />
        </Card>
      )}
      {mayCreate ? <NewClassForm teacherChoices={teacherChoices} refusal={refusal} /> : null}
    </div>
  );
}
