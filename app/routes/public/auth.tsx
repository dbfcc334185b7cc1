// /auth: create a learner account or sign in (issue #6; the footer's 'register free', spec §2).
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { data, redirect } from "react-router";
import type { Route } from "./+types/auth";
import { Card } from "~/components/ui/card";
import { safeLearnerRedirect, authFormSchema } from "~/features/accounts/auth-form";
import { SignInForm, SignUpForm, type AuthFormState } from "~/features/accounts/auth-forms";
import { AUTH_MESSAGES, messageText } from "~/features/accounts/auth-messages";
import {
  getSignedInLearner,
  learnerDeviceCookie,
  learnerSessionCookie,
  readLearnerDeviceToken,
} from "~/features/accounts/learner-session.server";
import { signInLearner } from "~/features/accounts/sign-in.server";
import { signUpLearner } from "~/features/accounts/sign-up.server";
import { mergeVisitorQuizzes } from "~/features/quiz/lesson-quiz.server";
import {
  clearVisitorQuizCookie,
  readVisitorQuizCookie,
} from "~/features/quiz/visitor-quiz-cookie.server";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  return sharedPageMeta(i, i.t("auth.title"), undefined, { url: pageUrl(location, matches) });
};

// Document responses only carry Set-Cookie by default; the 429's Retry-After must get through.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const i = requestTranslator(request);
  const redirectTo = url.searchParams.has("redirectTo")
    ? safeLearnerRedirect(url.searchParams.get("redirectTo"))
    : i.path("/");
  // Already signed in: nothing to do here.
  if (await getSignedInLearner(request, context)) throw redirect(i.path("/account"));
  return {
    redirectTo,
    fromProgress: /^(\/(fr|en))?\/course\//.test(redirectTo),
    // Mail is configured (SMTP_URL, and PUBLIC_URL for the link): 'forgot password' (issue #14).
    resetByEmail: Boolean(context.mail && context.publicOrigin),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const i = requestTranslator(request);
  const fields = await readForm(request);
  const form = authFormSchema.safeParse(fields);
  if (!form.success) {
    const state: AuthFormState = {
      intent: fields.intent === "sign-in" ? "sign-in" : "sign-up",
      error: messageText(i, AUTH_MESSAGES.missingCredentials),
      values: {},
    };
    return data({ state }, { status: 400 });
  }
  const input = form.data;
  // A visitor's quiz answers (issue #16, decision 0032) are graded again into the account.
  const quizCookie = readVisitorQuizCookie(request);
  const client = {
    clientIp: context.clientIp,
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
      field: result.field,
      // Never the password: the form asks for it again.
      values:
        input.intent === "sign-up"
          ? { email: input.email, phone: input.phone }
          : { identifier: input.identifier },
    };
    return data(
      { state },
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
  return redirect(safeLearnerRedirect(input.redirectTo ?? i.path("/")), { headers });
}

export default function Auth({ loaderData, actionData }: Route.ComponentProps) {
  const state = actionData?.state ?? null;
  const { redirectTo, fromProgress, resetByEmail } = loaderData;
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-center text-3xl font-bold">{t("auth.heading")}</h1>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
        {fromProgress ? t("auth.introFromProgress") : t("auth.intro")}
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <Card aria-labelledby="sign-up-heading">
          <h2 id="sign-up-heading" className="text-xl font-bold">
            {t("auth.signUp.heading")}
          </h2>
          <SignUpForm state={state} redirectTo={redirectTo} />
        </Card>
        <Card id="sign-in" aria-labelledby="sign-in-heading">
          <h2 id="sign-in-heading" className="text-xl font-bold">
            {t("auth.signIn.heading")}
          </h2>
          <SignInForm state={state} redirectTo={redirectTo} resetByEmail={resetByEmail} />
        </Card>
      </div>
    </div>
  );
}
