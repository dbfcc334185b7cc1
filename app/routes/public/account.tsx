// /account: the signed-in learner's courses in progress, password change, account deletion
// (issue #6). Never cached: it is only ever answered to a request with the session cookie.
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/account";
import { buttonVariants, TAP_TARGET_CLASS } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  changeLearnerPassword,
  deleteLearnerAccount,
  loadAccount,
} from "~/features/accounts/account.server";
import {
  ChangePasswordForm,
  DeleteAccountForm,
  type AccountFormState,
} from "~/features/accounts/account-forms";
import { accountFormSchema } from "~/features/accounts/auth-form";
import { AUTH_MESSAGES, messageText } from "~/features/accounts/auth-messages";
import {
  clearLearnerSessionCookie,
  getSignedInLearner,
  learnerDeviceCookie,
  learnerSessionCookie,
} from "~/features/accounts/learner-session.server";
import { CourseProgressBar } from "~/features/progress/course-progress-bar";
import { ContentText } from "~/components/ui/content-text";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { courseTitleIn } from "~/lib/course/course-text";
import { absoluteUrl } from "~/.server/absolute-url";
import {
  certificateAccountFormSchema,
  certificateStatusMessage,
  loadAccountCertificates,
  submitCertificateAccountForm,
} from "~/features/certificates/account-certificates.server";
import {
  AccountCertificateList,
  CertificateNameForm,
  type CertificateFormState,
} from "~/features/certificates/account-certificates";
import { CERTIFICATE_NAME_MAX } from "~/features/certificates/certificate-name";
import { readableLearnerLabel } from "~/lib/learner";
import { SavedCourses } from "~/features/offline/saved-courses";

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

/** The address a password change redirects to: the page says it was changed. */
const PASSWORD_CHANGED = "/account?changed=password";

async function requireLearner(request: Request, context: Route.LoaderArgs["context"]) {
  const learner = await getSignedInLearner(request, context);
  if (!learner) {
    const i = requestTranslator(request);
    throw redirect(i.path(`/auth?redirectTo=${encodeURIComponent(i.path("/account"))}`));
  }
  return learner;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const learner = await requireLearner(request, context);
  const page = await loadAccount(context.db, learner);
  const searchParams = new URL(request.url).searchParams;
  const passwordChanged = searchParams.get("changed") === "password";
  const i = requestTranslator(request);
  // Issue #16: the name on certificates and the learner's certificates.
  const certificates = await loadAccountCertificates(context.db, learner.id, i, (path) =>
    absoluteUrl(path, request, context),
  );
  const certificateStatus = certificateStatusMessage(searchParams.get("certificates"));
  return {
    label: readableLearnerLabel(page.learner),
    courses: page.courses,
    certificates,
    certificateMessage: certificateStatus ? i.t(certificateStatus) : null,
    passwordChangedMessage: passwordChanged
      ? messageText(requestTranslator(request), AUTH_MESSAGES.passwordChanged)
      : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const learner = await requireLearner(request, context);
  const i = requestTranslator(request);
  const fields = await readForm(request);
  // Issue #16: the name on certificates, and hiding a certificate.
  const certificateForm = certificateAccountFormSchema.safeParse(fields);
  if (certificateForm.success) {
    const result = await submitCertificateAccountForm(context.db, learner.id, certificateForm.data);
    if (result.ok) return redirect(`${i.path(result.redirectTo)}#certificates`);
    if (result.status === 404) throw data(null, { status: 404 });
    const certificateState: CertificateFormState = {
      ok: false,
      message: i.t(result.error, { max: CERTIFICATE_NAME_MAX }),
      value: result.value,
    };
    return data({ certificateState }, { status: result.status });
  }
  const form = accountFormSchema.safeParse(fields);
  if (!form.success) {
    const state: AccountFormState = {
      intent: "change-password",
      ok: false,
      message: messageText(i, AUTH_MESSAGES.missingCredentials),
    };
    return data({ state }, { status: 400 });
  }
  if (form.data.intent === "delete-account") {
    const result = await deleteLearnerAccount(
      context.db,
      learner.id,
      form.data.confirm,
      i.t("account.delete.word"),
    );
    if (!result.ok) {
      const state: AccountFormState = {
        intent: "delete-account",
        ok: false,
        message: messageText(i, result.error),
      };
      return data({ state }, { status: result.status });
    }
    return redirect(i.path("/"), { headers: { "Set-Cookie": clearLearnerSessionCookie(request) } });
  }

  const result = await changeLearnerPassword(context.db, learner.id, form.data);
  if (!result.ok) {
    const state: AccountFormState = {
      intent: "change-password",
      ok: false,
      message: messageText(i, result.error),
      field: result.field,
    };
    return data(
      { state },
      {
        status: result.status,
        headers: retryAfterHeaders(result.retryAfterSeconds),
      },
    );
  }
  // Every session of the account ended; this browser continues with a new one. A redirect, not
  // a page: after an action the page's loaders run with the request's cookie, whose session has
  // just ended, and their redirect to /auth would drop this response's new cookie (issue #12).
  const headers = new Headers();
  if (result.token) headers.append("Set-Cookie", learnerSessionCookie(request, result.token));
  if (result.deviceToken) {
    headers.append("Set-Cookie", learnerDeviceCookie(request, result.deviceToken));
  }
  return redirect(i.path(PASSWORD_CHANGED), { headers });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { label, courses, passwordChangedMessage, certificates, certificateMessage } = loaderData;
  const i = useI18n();
  const { t, path } = i;
  const certificateState: CertificateFormState | null =
    actionData && "certificateState" in actionData
      ? actionData.certificateState
      : certificateMessage
        ? { ok: true, message: certificateMessage }
        : null;
  const state: AccountFormState | null =
    (actionData && "state" in actionData ? actionData.state : null) ??
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
                    <CourseProgressBar completed={completedLessons} total={totalLessons} />
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

      <Card aria-labelledby="certificates-heading" id="certificates">
        <h2 id="certificates-heading" className="text-xl font-bold">
          {t("certificates.account.heading")}
        </h2>
        <CertificateNameForm
          name={certificates.name}
          state={certificateState && !certificateState.ok ? certificateState : null}
        />
        <AccountCertificateList
          certificates={certificates.certificates}
          state={certificateState?.ok ? certificateState : null}
        />
      </Card>

      <SavedCourses className="rounded-2xl border border-slate-200 bg-white p-6" />

      <Card aria-labelledby="password-heading">
        <h2 id="password-heading" className="text-xl font-bold">
          {t("account.changePassword")}
        </h2>
        <ChangePasswordForm state={state} />
      </Card>

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
