// /account: the signed-in learner's courses in progress, password change, account deletion
// (issue #6). Never cached: it is only ever answered to a request with the session cookie.
import { readForm } from "~/.server/http/read-form";
import type { Route } from "./+types/account";
import { AccountPage } from "~/features/accounts/account-page";
import {
  loadAccountPage,
  requireLearner,
  submitAccountForm,
} from "~/features/accounts/account-page.server";
import { CourseProgressBar } from "~/features/progress/course-progress-bar";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { AccountCertificatesCard } from "~/features/certificates/account-certificates-card";
import {
  answerCertificateAccountForm,
  loadAccountCertificatesPart,
} from "~/features/certificates/account-certificates-page.server";
import { SavedCourses } from "~/features/offline/saved-courses";
import { RecoveryCodeCard } from "~/features/accounts/recovery-code-card";
import { answerRecoveryCodeForm } from "~/features/accounts/recovery-code-account.server";
import { AccountClasses } from "~/features/accounts/account-classes";
import {
  answerLeaveClassForm,
  loadAccountClasses,
} from "~/features/accounts/account-classes.server";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return [
    ...sharedPageMeta(i, i.t("account.title"), undefined, { url }),
    { name: "robots", content: "noindex" },
  ];
};

// Document responses only carry Set-Cookie by default; the 429's Retry-After must get through.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const learner = await requireLearner(request, context);
  const i = requestTranslator(request);
  return {
    ...(await loadAccountPage(context.db, learner, request)),
    // Issue #16: the name on certificates and the learner's certificates.
    ...(await loadAccountCertificatesPart(request, context, learner.id, i)),
    // Issue #29: the learner's classes.
    ...(await loadAccountClasses(context.db, learner.id, new URL(request.url))),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const learner = await requireLearner(request, context);
  const i = requestTranslator(request);
  const fields = await readForm(request);
  // Issue #27: a new recovery code.
  const recoveryAnswer = await answerRecoveryCodeForm(context.db, learner.id, fields, i);
  if (recoveryAnswer) return recoveryAnswer;
  // Issue #29: leaving a class.
  const leaveAnswer = await answerLeaveClassForm(context.db, learner.id, fields, i);
  if (leaveAnswer) return leaveAnswer;
  // Issue #16: the name on certificates, and hiding a certificate.
  const certificateAnswer = await answerCertificateAccountForm(context.db, learner.id, fields, i);
  if (certificateAnswer) return certificateAnswer;
  return submitAccountForm(request, context, learner.id, fields);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountPage
      loaderData={loaderData}
      actionData={actionData && "state" in actionData ? actionData : undefined}
      certificates={
        <AccountCertificatesCard
          certificates={loaderData.certificates}
          certificateMessage={loaderData.certificateMessage}
          actionData={actionData && "certificateState" in actionData ? actionData : undefined}
        />
      }
      savedCourses={<SavedCourses className="rounded-2xl border border-slate-200 bg-white p-6" />}
      recoveryCode={
        <RecoveryCodeCard
          state={actionData && "recoveryState" in actionData ? actionData.recoveryState : null}
        />
      }
      progressBar={(completed, total) => <CourseProgressBar completed={completed} total={total} />}
      classes={
        <AccountClasses
          classes={loaderData.classes}
          message={loaderData.classMessage}
          progressBar={(completed, total) => (
            <CourseProgressBar completed={completed} total={total} />
          )}
        />
      }
    />
  );
}
