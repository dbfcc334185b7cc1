// A class's Manage page (issue #29): plain forms posting to the route with an `intent`, so every
// control works without JavaScript; the answer of the last one is said at the top of the page.
// Owner-only sections (teachers, archive, delete) are not shown to a teacher (the action refuses
// them anyway). Delete asks on its own page (?delete) first.
import { Form, Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { inputClass } from "~/components/ui/field";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDay, adminNumber } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { richAdminMessage } from "~/i18n/admin/admin-rich";
import { formatPhoneForReading } from "~/lib/format-phone";
import {
  ClassDetailsFields,
  ClassStateBadge,
  classDates,
  TeacherChoices,
  type ClassFieldName,
} from "./class-admin-list";
import type { ClassManagePage } from "./class-admin-manage.server";

export type ClassManageActionData =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      errors?: Partial<Record<ClassFieldName, string>>;
      intent?: string;
    };

const TH = "py-2 pe-4 text-start font-bold";
const TD = "py-2 pe-4 align-top";

function Intent({ value }: { value: string }) {
  return <input type="hidden" name="intent" value={value} />;
}

function Answer({ actionData }: { actionData: ClassManageActionData | undefined }) {
  if (!actionData) return null;
  return actionData.ok ? (
    <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
      {actionData.message}
    </p>
  ) : (
    <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900">
      {actionData.error}
    </p>
  );
}

function DeleteQuestion({ classId }: { classId: string }) {
  const { t } = useAdminI18n();
  return (
    <Card aria-labelledby="delete-question" className="space-y-4 border-red-300 bg-red-50">
      <h2 id="delete-question" className="text-lg font-bold text-red-900">
        {t("classManage.deleteQuestion")}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Form method="post" action={`/admin/classes/${classId}/manage`}>
          <Intent value="delete" />
          <Button type="submit" variant="danger">
            {t("classManage.deleteConfirm")}
          </Button>
        </Form>
        <Link
          to={`/admin/classes/${classId}/manage`}
          className={buttonVariants({ variant: "outline" })}
        >
          {t("classManage.cancel")}
        </Link>
      </div>
    </Card>
  );
}

function Details({
  page,
  actionData,
}: {
  page: ClassManagePage;
  actionData: ClassManageActionData | undefined;
}) {
  const { t } = useAdminI18n();
  const { schoolClass } = page;
  const errors = actionData && !actionData.ok ? (actionData.errors ?? {}) : {};
  return (
    <Card aria-labelledby="details-heading" className="space-y-4">
      <h2 id="details-heading" className="text-lg font-bold">
        {t("classManage.details")}
      </h2>
      {/* Keyed by the stored values: after a save the fields show what was stored. */}
      <Form
        method="post"
        className="space-y-4"
        key={`${schoolClass.name}|${schoolClass.description}|${schoolClass.startsOn}|${schoolClass.endsOn}`}
      >
        <Intent value="update" />
        <ClassDetailsFields
          values={{
            name: schoolClass.name,
            description: schoolClass.description,
            startsOn: schoolClass.startsOn ?? "",
            endsOn: schoolClass.endsOn ?? "",
          }}
          errors={errors}
        />
        <Button type="submit">{t("classManage.save")}</Button>
      </Form>
    </Card>
  );
}

function Teachers({ page }: { page: ClassManagePage }) {
  const { t } = useAdminI18n();
  const current = page.schoolClass.teachers.map((teacher) => teacher.id);
  return (
    <Card aria-labelledby="teachers-heading" className="space-y-4">
      <h2 id="teachers-heading" className="text-lg font-bold">
        {t("classManage.teachers")}
      </h2>
      <Form method="post" className="space-y-4" key={current.join(",")}>
        <Intent value="teachers" />
        <TeacherChoices choices={page.teacherChoices} checked={current} legendHidden />
        <Button type="submit" variant="outline">
          {t("classManage.saveTeachers")}
        </Button>
      </Form>
    </Card>
  );
}

function Courses({ page }: { page: ClassManagePage }) {
  const { t, locale } = useAdminI18n();
  return (
    <Card aria-labelledby="courses-heading" className="space-y-4">
      <h2 id="courses-heading" className="text-lg font-bold">
        {t("classManage.courses")}
      </h2>
      {page.courses.length === 0 ? (
        <p className="text-slate-600">{t("classManage.noCourses")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {page.courses.map((course) => (
            <li
              key={`${course.courseId} ${course.dueOn}`}
              className="flex flex-wrap items-end gap-3 py-3"
            >
              <div className="min-w-48 flex-1">
                <p className="font-bold">
                  <bdi>{course.title}</bdi>
                  {course.published ? null : (
                    <span className="ms-2 text-sm font-normal text-slate-600">
                      ({t("classManage.draft")})
                    </span>
                  )}
                </p>
                {course.dueOn ? (
                  <p className="text-sm text-slate-600">
                    {t("classManage.dueOnDay", { day: adminDay(locale, course.dueOn) })}
                  </p>
                ) : null}
              </div>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                <Intent value="due" />
                <input type="hidden" name="courseId" value={course.courseId} />
                <label className="sr-only" htmlFor={`due-${course.courseId}`}>
                  {t("classManage.dueOf", { title: course.title })}
                </label>
                <input
                  id={`due-${course.courseId}`}
                  type="date"
                  name="dueOn"
                  dir="ltr"
                  defaultValue={course.dueOn ?? ""}
                  className={`${inputClass} w-44`}
                />
                <Button type="submit" variant="outline" size="sm">
                  {t("classManage.changeDue")}
                </Button>
              </Form>
              <Form method="post">
                <Intent value="unassign" />
                <input type="hidden" name="courseId" value={course.courseId} />
                <Button
                  type="submit"
                  variant="ghost"
                  size="sm"

                  aria-label={t("classManage.unassignOf", { title: course.title })}
                >
                  {t("classManage.unassign")}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {page.courseChoices.length === 0 ? (
        <p className="text-sm text-slate-600">{t("classManage.noCourseChoices")}</p>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-3 border-t pt-4">
          <Intent value="assign" />
          <div className="min-w-48 flex-1 space-y-1">
            <label htmlFor="assign-course" className="block text-sm font-bold">
              {t("classManage.course")}
            </label>
            <select id="assign-course" name="courseId" required className={inputClass}>
              {page.courseChoices.map((course) => (
                <option key={course.courseId} value={course.courseId}>
                  {course.title}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="assign-due" className="block text-sm font-bold">
              {t("classManage.dueOn")}
            </label>
            <input
              id="assign-due"
              type="date"
              name="dueOn"
              dir="ltr"
              aria-describedby="assign-due-hint"
              className={`${inputClass} w-44`}
            />
            <p id="assign-due-hint" className="text-sm text-slate-600">
              {t("classManage.dueHint")}
            </p>
          </div>
          <Button type="submit">{t("classManage.assign")}</Button>
        </Form>
      )}
    </Card>
  );
}

function JoinCode({ page }: { page: ClassManagePage }) {
  const { t } = useAdminI18n();
  const { joinCode } = page.schoolClass;
  const change = (value: "on" | "off" | "renew", label: string, outline = true) => (
    <Form method="post">
      <Intent value="join-code" />
      <input type="hidden" name="change" value={value} />
      <Button type="submit" variant={outline ? "outline" : "primary"}>
        {label}
      </Button>
    </Form>
  );
  return (
    <Card aria-labelledby="join-heading" className="space-y-3">
      <h2 id="join-heading" className="text-lg font-bold">
        {t("classManage.joinCode")}
      </h2>
      {joinCode === null || page.joinLink === null ? (
        <>
          <p className="text-slate-700">{t("classManage.joinOff")}</p>
          {change("on", t("classManage.joinOn"), false)}
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600">{t("classManage.joinHint")}</p>
          <p>
            {richAdminMessage(t("classManage.codeShown"), {
              code: (
                <bdi dir="ltr" className="font-mono text-2xl font-bold tracking-widest">
                  {joinCode}
                </bdi>
              ),
            })}
          </p>
          <div className="space-y-1">
            <label htmlFor="join-link" className="block text-sm font-bold">
              {t("classManage.joinLink")}
            </label>
            <input
              id="join-link"
              readOnly
              value={page.joinLink}
              dir="ltr"
              className={`${inputClass} max-w-xl font-mono`}
            />
          </div>
          <div className="flex flex-wrap gap-2">
            {change("renew", t("classManage.joinRenew"))}
            {change("off", t("classManage.joinTurnOff"))}
          </div>
          <p className="text-sm text-slate-600">{t("classManage.joinRenewHint")}</p>
        </>
      )}
    </Card>
  );
}

function LearnerRow({ learner }: { learner: ClassManagePage["learners"][number] }) {
  const { t, locale } = useAdminI18n();
  const name = learner.name.trim() || t("classManage.unnamed");
  const contact = learner.phone ? formatPhoneForReading(learner.phone) : (learner.email ?? "");
  return (
    <tr>
      <th scope="row" className={`${TD} text-start font-bold`}>
        <bdi>{name}</bdi>
      </th>
      <td className={TD}>
        <bdi dir="ltr">{contact}</bdi>
      </td>
      <td className={TD}>{adminDay(locale, learner.joinedAt.slice(0, 10))}</td>
      <td className={TD}>{t(`classManage.source.${learner.source}`)}</td>
      <td className={TD}>
        <Form method="post">
          <Intent value="remove-learner" />
          <input type="hidden" name="learnerId" value={learner.learnerId} />
          <Button
            type="submit"
            variant="ghost"
            size="sm"

            aria-label={t("classManage.removeOf", { name })}
          >
            {t("classManage.remove")}
          </Button>
        </Form>
      </td>
    </tr>
  );
}

function Learners({ page }: { page: ClassManagePage }) {
  const { t, locale } = useAdminI18n();
  const count = page.learners.length;
  return (
    <Card aria-labelledby="learners-heading" className="space-y-3">
      <h2 id="learners-heading" className="text-lg font-bold">
        {t("classManage.learners")}
      </h2>
      <p className="text-sm text-slate-600">
        {count === 0
          ? t("classManage.noLearners")
          : count === 1
            ? t("classManage.learnerCountOne")
            : t("classManage.learnerCount", { count: adminNumber(locale, count) })}
      </p>
      {count > 0 ? (
        <ScrollRegion label={t("classManage.learners")}>
          <table className="w-full min-w-[36rem] text-sm">
            <thead className="border-b border-slate-200">
              <tr>
                <th scope="col" className={TH}>
                  {t("classManage.col.name")}
                </th>
                <th scope="col" className={TH}>
                  {t("classManage.col.contact")}
                </th>
                <th scope="col" className={TH}>
                  {t("classManage.col.joined")}
                </th>
                <th scope="col" className={TH}>
                  {t("classManage.col.source")}
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t("classManage.col.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {page.learners.map((learner) => (
                <LearnerRow key={learner.learnerId} learner={learner} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </Card>
  );
}

function ArchiveAndDelete({ page }: { page: ClassManagePage }) {
  const { t } = useAdminI18n();
  const archived = page.schoolClass.archivedAt !== null;
  return (
    <Card aria-labelledby="archive-heading" className="space-y-4">
      <h2 id="archive-heading" className="text-lg font-bold">
        {t("classManage.archiveHeading")}
      </h2>
      <p className="text-sm text-slate-600">{t("classManage.archiveHint")}</p>
      <Form method="post">
        <Intent value={archived ? "unarchive" : "archive"} />
        <Button type="submit" variant="outline">
          {archived ? t("classManage.unarchive") : t("classManage.archive")}
        </Button>
      </Form>
      <h2 className="border-t pt-4 text-lg font-bold">{t("classManage.deleteHeading")}</h2>
      <Link
        to={`/admin/classes/${page.schoolClass.id}/manage?delete`}
        className={buttonVariants({ variant: "danger" })}
      >
        {t("classManage.delete")}
      </Link>
    </Card>
  );
}

export function ClassManageScreen({
  page,
  actionData,
}: {
  page: ClassManagePage & { confirmDelete: boolean };
  actionData: ClassManageActionData | undefined;
}) {
  const i18n = useAdminI18n();
  const { t } = i18n;
  const { schoolClass } = page;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-bold">
            {richAdminMessage(t("classManage.title"), { name: <bdi>{schoolClass.name}</bdi> })}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-slate-600">
            <ClassStateBadge archivedAt={schoolClass.archivedAt} />
            {classDates(i18n, schoolClass)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to={`/admin/classes/${schoolClass.id}`}
            className={buttonVariants({ variant: "outline" })}
          >
            {t("classManage.backToClass")}
          </Link>
          <Link to="/admin/classes" className={buttonVariants({ variant: "ghost" })}>
            {t("classManage.allClasses")}
          </Link>
        </div>
      </div>
      {schoolClass.archivedAt !== null ? (
        <p className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
          {t("classManage.archivedNotice")}
        </p>
      ) : null}
      <Answer actionData={actionData} />
      {page.confirmDelete ? <DeleteQuestion classId={schoolClass.id} /> : null}
      <Details page={page} actionData={actionData} />
      <Courses page={page} />
      <JoinCode page={page} />
      <Learners page={page} />
      {page.mayManage ? <Teachers page={page} /> : null}
      {page.mayManage ? <ArchiveAndDelete page={page} /> : null}
    </div>
  );
}
