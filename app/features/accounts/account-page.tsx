// /account's page (issue #6): who is signed in, their courses in progress, password change and
// account deletion; the certificates and saved courses of other features are passed in.
import { Link } from "react-router";
import { buttonVariants, TAP_TARGET_CLASS } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ContentText } from "~/components/ui/content-text";
import { useI18n } from "~/i18n/i18n-context";
import { courseTitleIn } from "~/lib/course/course-text";
import { ChangePasswordForm, DeleteAccountForm, type AccountFormState } from "./account-forms";
import type { AccountPageData } from "./account-page.server";

export function AccountPage({
  loaderData,
  actionData,
  certificates,
  savedCourses,
  recoveryCode,
  progressBar,
  classes,
}: {
  loaderData: Pick<AccountPageData, "label" | "courses" | "passwordChangedMessage">;
  actionData: { state?: AccountFormState } | undefined;
  /** The certificates' card (certificates), under the courses. */
  certificates: React.ReactNode;
  /** The courses saved in this browser (offline). */
  savedCourses: React.ReactNode;
  /** The recovery code's section (issue #27), after the password's. */
  recoveryCode?: React.ReactNode;
  /** A course's progress bar (progress). */
  progressBar: (completed: number, total: number) => React.ReactNode;
  /** The learner's classes (issue #29), under their courses. */
  classes?: React.ReactNode;
}) {
  const { label, courses, passwordChangedMessage } = loaderData;
  const i = useI18n();
  const { t, path } = i;
  const state: AccountFormState | null =
    actionData?.state ??
    (passwordChangedMessage
      ? { intent: "change-password", ok: true, message: passwordChangedMessage }
      : null);
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-bold">{t("account.title")}</h1>
        <p className="mt-1 text-slate-600">
          {i.rich("account.signedInAs", { label: <bdi dir="ltr">{label}</bdi> })}
        </p>
      </div>

      <Card aria-labelledby="progress-heading">
        <h2 id="progress-heading" className="text-xl font-bold">
          {t("account.courses")}
        </h2>
        {courses.length === 0 ? (
          <p className="mt-3 text-slate-600">
            {t("account.noProgress")}{" "}
            <Link
              to={path("/courses")}
              className={`inline-flex items-center font-bold text-emerald-800 underline ${TAP_TARGET_CLASS}`}
            >
              {t("account.browse")}
            </Link>
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {courses.map(({ courseId, titles, completedLessons, totalLessons }) => {
              const title = courseTitleIn(i, titles);
              const unfinished = completedLessons < totalLessons;
              return (
                <li key={courseId} className="flex flex-wrap items-center gap-4 py-4">
                  <div className="min-w-0 flex-1 space-y-2">
                    <h3 className="font-bold">
                      <ContentText value={title} />
                    </h3>
                    {progressBar(completedLessons, totalLessons)}
                  </div>
                  <Link
                    to={path(`/course/${courseId}`)}
                    className={buttonVariants({ variant: "outline", size: "sm" })}
                    aria-label={t(unfinished ? "account.continueLabel" : "account.reviewLabel", {
                      title: title.text,
                    })}
                  >
                    {t(unfinished ? "account.continue" : "account.review")}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      {classes}

      {certificates}

      {savedCourses}

      <Card aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-xl font-bold">
          {t("account.changePassword")}
        </h2>
        <ChangePasswordForm state={state} />
      </Card>

      {recoveryCode}

      <Card aria-labelledby="delete-heading">
        <h2 id="delete-heading" className="text-xl font-bold text-red-900">
          {t("account.delete.heading")}
        </h2>
        <p className="mt-2 text-slate-700">{t("account.delete.text")}</p>
        <DeleteAccountForm state={state} />
      </Card>

      <form method="post" action={path("/auth/sign-out")}>
        <button type="submit" className={buttonVariants({ variant: "ghost" })}>
          {t("header.signOut")}
        </button>
      </form>
    </div>
  );
}
