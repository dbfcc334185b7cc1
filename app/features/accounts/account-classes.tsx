// /account's 'My classes' card (issue #29): each class, its assigned courses with their due day
// and the learner's progress, and 'Leave class' behind a <details> that asks first (no
// JavaScript needed). Nothing is shown to a learner who is in no class.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ContentText } from "~/components/ui/content-text";
import { useI18n } from "~/i18n/i18n-context";
import { INTL_LOCALES } from "~/i18n/locales";
import { courseTitleIn } from "~/lib/course/course-text";
import type { AccountClass } from "./account-classes.server";

export function AccountClasses({
  classes,
  message,
  progressBar,
}: {
  classes: AccountClass[];
  message: { kind: "joined" | "left"; name: string } | null;
  progressBar: (completed: number, total: number) => React.ReactNode;
}) {
  const i = useI18n();
  const { t, path } = i;
  if (classes.length === 0 && !message) return null;
  const day = (value: string) =>
    new Intl.DateTimeFormat(INTL_LOCALES[i.locale], {
      dateStyle: "medium",
      timeZone: "UTC",
    }).format(new Date(`${value}T00:00:00Z`));
  return (
    <Card id="classes" aria-labelledby="classes-heading">
      <h2 id="classes-heading" className="text-xl font-bold">
        {t("account.classes.heading")}
      </h2>
      {message ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-emerald-900">
          {i.rich(message.kind === "joined" ? "account.classes.joined" : "account.classes.left", {
            name: <bdi>{message.name}</bdi>,
          })}
        </p>
      ) : null}
      <ul className="mt-4 space-y-6">
        {classes.map((c) => (
          <li key={c.id} className="space-y-3">
            <h3 className="text-lg font-bold">
              <bdi>{c.name}</bdi>
            </h3>
            {c.archived ? <p className="text-slate-600">{t("account.classes.archived")}</p> : null}
            {c.courses.length === 0 ? (
              <p className="text-slate-600">{t("account.classes.noCourses")}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {c.courses.map((course) => (
                  <li key={course.courseId} className="space-y-2 py-3">
                    <Link to={path(`/course/${course.courseId}`)} className="font-bold underline">
                      <ContentText value={courseTitleIn(i, course)} />
                    </Link>
                    <p className="text-sm text-slate-700">
                      {t("account.classes.progress", {
                        done: course.lessonsDone,
                        total: course.lessonsTotal,
                      })}
                      {course.completed ? ` · ${t("account.classes.completed")}` : ""}
                      {course.dueOn
                        ? ` · ${t("account.classes.due", { date: day(course.dueOn) })}`
                        : ""}
                    </p>
                    {progressBar(course.lessonsDone, course.lessonsTotal)}
                  </li>
                ))}
              </ul>
            )}
            <details>
              <summary className={buttonVariants({ variant: "outline", size: "sm" })}>
                {t("account.classes.leave")}
              </summary>
              <form method="post" className="mt-3 space-y-2">
                <p className="text-slate-700">{t("account.classes.leaveText")}</p>
                <input type="hidden" name="intent" value="leave-class" />
                <input type="hidden" name="classId" value={c.id} />
                <button type="submit" className={buttonVariants({ variant: "danger", size: "sm" })}>
                  {t("account.classes.leaveConfirm", { name: c.name })}
                </button>
              </form>
            </details>
          </li>
        ))}
      </ul>
    </Card>
  );
}
