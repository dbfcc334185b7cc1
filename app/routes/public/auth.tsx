// /auth: create a learner account or sign in (issue #6; the footer's 'register free', spec §2).
// Issue #27: it opens on the form its link asked for (?form=sign-in|sign-up), a refusal sits under
// its field, and both forms return the learner to `redirectTo`. Sign-up answers a page showing the
// account's recovery code once (decision 0043), whose 'continue' leads there. Issue #29: a learner
// a teacher imported signs in with the class sheet's code and chooses a password (decision 0050).
import { clearVisitorKeyCookie, readVisitorKey } from "~/.server/auth/visitor-key";
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { Card } from "~/components/ui/card";
import { authFormSchema, fieldOfProblem, safeLearnerRedirect } from "~/features/accounts/auth-form";
import { SignInForm, SignUpForm, type AuthFormState } from "~/features/accounts/auth-forms";
import { AUTH_MESSAGES, messageText } from "~/features/accounts/auth-messages";
import { RecoveryCodeShown } from "~/features/accounts/recovery-code-views";
import {
  getSignedInLearner,
  learnerDeviceCookie,
  learnerSessionCookie,
  readLearnerDeviceToken,
  rememberSignedInLearner,
  wasSignedInByAction,
} from "~/features/accounts/learner-session.server";
import { signInLearner } from "~/features/accounts/sign-in.server";
import { signInWithCode } from "~/features/accounts/sign-in-code.server";
import { SignInCodeForm } from "~/features/accounts/sign-in-code-form";
import { answerCodePasswordForm } from "~/features/accounts/code-and-password.server";
import { signUpLearner } from "~/features/accounts/sign-up.server";
import { mergeVisitorQuizzes } from "~/features/quiz/lesson-quiz.server";
import {
  clearVisitorQuizCookie,
  readVisitorQuizCookie,
} from "~/features/quiz/visitor-quiz-cookie.server";
import { useI18n } from "~/i18n/i18n-context";
import { authFormName } from "~/lib/learner-return";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  return sharedPageMeta(i, i.t("auth.title"), undefined, { url: pageUrl(location, matches) });
};

// Document responses only carry Set-Cookie by default; the 429's Retry-After must get through,
// and so must the no-store of the page that shows a recovery code.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  for (const name of ["Retry-After", "Cache-Control"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const i = requestTranslator(request);
  const redirectTo = safeLearnerRedirect(url.searchParams.get("redirectTo"), i.path("/"));
  // Already signed in: nothing to do here (unless this is the page of the sign-up just made).
  if (!wasSignedInByAction(context) && (await getSignedInLearner(request, context))) {
    throw redirect(i.path("/account"));
  }
  return {
    redirectTo,
    fromProgress: /^(\/(fr|en))?\/course\//.test(redirectTo),
    // The form the link asked for comes first; sign-up when it asked for none.
    form: authFormName(url.searchParams.get("form")) ?? "sign-up",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const i = requestTranslator(request);
  const fields = await readForm(request);
  // The class sheet's code (issue #29): signed in, the password saved, the recovery code shown.
  if (fields.intent === "sign-in-code") {
    return answerCodePasswordForm(request, context, fields, signInWithCode);
  }
  const form = authFormSchema.safeParse(fields);
  if (!form.success) {
    const intent = fields.intent === "sign-in" ? "sign-in" : "sign-up";
    const state: AuthFormState = {
      intent,
      error: messageText(i, AUTH_MESSAGES.missingCredentials),
      field: fieldOfProblem({ intent }, undefined),
      values: {},
    };
    return data(
      { state, redirectTo: safeLearnerRedirect(fields.redirectTo, i.path("/")) },
      { status: 400 },
    );
  }
  const input = form.data;
  // Kept through a refused form, applied after sign-in and sign-up alike.
  const redirectTo = safeLearnerRedirect(input.redirectTo, i.path("/"));
  // A visitor's quiz answers (issue #16, decision 0032) are graded again into the account.
  const quizCookie = readVisitorQuizCookie(request);
  // The lesson visits a visitor's marks are checked against (decision 0041).
  const visitorKey = readVisitorKey(request);
  const client = {
    clientIp: context.clientIp,
    visitorKey,
    deviceToken: readLearnerDeviceToken(request),
    log: context.log,
    mergeVisitorData: quizCookie
      ? (trx: typeof context.db, learnerId: string, now: Date) =>
          mergeVisitorQuizzes(trx, learnerId, quizCookie, context.clientIp, now)
      : undefined,
  };
  const result =
    input.intent === "sign-up"
      ? await signUpLearner(context.db, { ...input, ...client })
      : await signInLearner(context.db, { ...input, ...client });

  if (!result.ok) {
    const state: AuthFormState = {
      intent: input.intent,
      error: messageText(i, result.error),
      field: fieldOfProblem(input, result.field),
      // Never the password: the form asks for it again.
      values:
        input.intent === "sign-up"
          ? { email: input.email, phone: input.phone }
          : { identifier: input.identifier },
    };
    return data(
      { state, redirectTo },
      {
        status: result.status,
        headers: retryAfterHeaders(result.retryAfterSeconds),
      },
    );
  }
  const headers = new Headers();
  headers.append("Set-Cookie", learnerSessionCookie(request, result.token));
  headers.append("Set-Cookie", learnerDeviceCookie(request, result.deviceToken));
  if (quizCookie) headers.append("Set-Cookie", clearVisitorQuizCookie(request));
  // Its visits are the account's now.
  if (visitorKey) headers.append("Set-Cookie", clearVisitorKeyCookie(request));
  if (result.recoveryCode) {
    // A new account: its recovery code, shown on this answer only (never stored, never cached).
    headers.set("Cache-Control", "no-store");
    rememberSignedInLearner(context, result.learnerId);
    return data({ signedUp: { recoveryCode: result.recoveryCode, redirectTo } }, { headers });
  }
  return redirect(redirectTo, { headers });
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (actionData && "signedUp" in actionData) {
    return (
      <RecoveryCodeShown
        heading={t("recovery.signedUp.heading")}
        code={actionData.signedUp.recoveryCode}
        continueTo={actionData.signedUp.redirectTo}
      />
    );
  }
  if (actionData && "codeUsed" in actionData) {
    return (
      <RecoveryCodeShown
        heading={t("signInCode.done.heading")}
        code={actionData.codeUsed.recoveryCode}
        continueTo={actionData.codeUsed.redirectTo}
      />
    );
  }
  const state = actionData && "state" in actionData ? actionData.state : null;
  const codeState = actionData && "codeForm" in actionData ? actionData.codeForm : null;
  const redirectTo = actionData?.redirectTo ?? loaderData.redirectTo;
  const { fromProgress } = loaderData;
  // The form just refused comes first, else the one the link asked for (issue #27).
  const first = state?.intent ?? loaderData.form;
  const signUp = (
    <Card key="sign-up" id="sign-up" aria-labelledby="sign-up-heading">
      <h2 id="sign-up-heading" className="text-xl font-bold">
        {t("auth.signUp.heading")}
      </h2>
      <SignUpForm state={state} redirectTo={redirectTo} />
    </Card>
  );
  const signIn = (
    <Card key="sign-in" id="sign-in" aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading" className="text-xl font-bold">
        {t("auth.signIn.heading")}
      </h2>
      <SignInForm state={state} redirectTo={redirectTo} />
    </Card>
  );
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-center text-3xl font-bold">{t("auth.heading")}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        {fromProgress ? t("auth.introFromProgress") : t("auth.intro")}
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {first === "sign-in" ? [signIn, signUp] : [signUp, signIn]}
      </div>
      <Card id="sign-in-code" aria-labelledby="sign-in-code-heading" className="mt-6">
        <h2 id="sign-in-code-heading" className="text-xl font-bold">
          {t("signInCode.heading")}
        </h2>
        <SignInCodeForm state={codeState} redirectTo={redirectTo} />
      </Card>
    </div>
  );
}
