// /auth/forgot-password: a learner who forgot their password gets back in (issue #14 part 8,
// issue #27). Always offered: with the recovery code shown at sign-up (decision 0043), which sets
// a new password, signs in and shows the next code; by e-mail when SMTP is configured (a one-time
// link; the answer never says whether an account has the address, and requests are throttled per
// connection and per address); else by asking the site's administrators.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { Button, TAP_TARGET_CLASS } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { safeLearnerRedirect } from "~/features/accounts/auth-form";
import { messageText, RESET_MESSAGES } from "~/features/accounts/auth-messages";
import { requestPasswordResetByEmail } from "~/features/accounts/password-reset.server";
import { recoverWithCode } from "~/features/accounts/recovery-code.server";
import { answerCodePasswordForm } from "~/features/accounts/code-and-password.server";
import { RecoveryCodeShown, RecoveryForm } from "~/features/accounts/recovery-code-views";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";
import { authLinkFrom } from "~/lib/learner-return";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return sharedPageMeta(i, i.t("reset.forgot.title"), undefined, { url });
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

const requestForm = z.object({ email: z.string().max(320).optional().default("") });

export function loader({ context, request }: Route.LoaderArgs) {
  const i = requestTranslator(request);
  const available = Boolean(context.mail && context.publicOrigin);
  return {
    available,
    unavailableMessage: available ? null : messageText(i, RESET_MESSAGES.unavailable),
    redirectTo: safeLearnerRedirect(
      new URL(request.url).searchParams.get("redirectTo"),
      i.path("/"),
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { mail, publicOrigin } = context;
  const i = requestTranslator(request);
  const fields = await readForm(request);
  // The recovery-code form: a new password, a session, and the next code shown once.
  if (fields.intent === "recover") {
    return answerCodePasswordForm(request, context, fields, recoverWithCode);
  }
  if (!mail || !publicOrigin) {
    return data(
      { ok: false, message: messageText(i, RESET_MESSAGES.unavailable), email: "" },
      { status: 404 },
    );
  }
  const form = requestForm.safeParse(fields);
  const email = form.success ? form.data.email : "";
  const result = await requestPasswordResetByEmail(context.db, mail, {
    identifier: email,
    clientIp: context.clientIp,
    publicOrigin,
    log: context.log,
    translator: i,
  });
  if (!result.ok) {
    return data(
      { ok: false, message: messageText(i, result.error), email },
      { status: result.status, headers: retryAfterHeaders(result.retryAfterSeconds) },
    );
  }
  return { ok: true, message: messageText(i, result.message), email: "" };
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, path } = useI18n();
  if (actionData && "codeUsed" in actionData) {
    return (
      <RecoveryCodeShown
        heading={t("recovery.recovered.heading")}
        code={actionData.codeUsed.recoveryCode}
        continueTo={actionData.codeUsed.redirectTo}
      />
    );
  }
  const recovery = actionData && "codeForm" in actionData ? actionData : null;
  const emailAnswer = actionData && "email" in actionData ? actionData : null;
  const redirectTo = recovery?.redirectTo ?? loaderData.redirectTo;
  const signInHref = authLinkFrom(
    "sign-in",
    { pathname: "/auth", search: `?${new URLSearchParams({ redirectTo }).toString()}` },
    path("/"),
  );
  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-10">
      <h1 className="text-center text-3xl font-bold">{t("reset.forgot.heading")}</h1>
      <Card aria-labelledby="recovery-heading">
        <h2 id="recovery-heading" className="text-xl font-bold">
          {t("recovery.form.heading")}
        </h2>
        <RecoveryForm
          action={path("/auth/forgot-password")}
          state={recovery?.codeForm ?? null}
          redirectTo={redirectTo}
        />
      </Card>
      <Card aria-labelledby="forgot-heading">
        <h2 id="forgot-heading" className="text-xl font-bold">
          {loaderData.available ? t("recovery.byEmail.heading") : t("reset.forgot.subheading")}
        </h2>
        {!loaderData.available ? (
          <>
            <p className="mt-3 text-slate-700">{t("recovery.noCode")}</p>
            <p className="mt-3 text-sm text-slate-600">{loaderData.unavailableMessage}</p>
          </>
        ) : emailAnswer?.ok ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-bold text-emerald-900"
          >
            {emailAnswer.message}
          </p>
        ) : (
          <form method="post" action={path("/auth/forgot-password")} className="mt-5 space-y-4">
            <p className="text-sm text-slate-600">{t("reset.forgot.intro")}</p>
            <TextField
              label={t("auth.email")}
              name="email"
              // Text, not type=email: a phone number typed here must reach the server, which
              // says that resets by phone go through the administrators.
              type="text"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              placeholder={t("auth.email.placeholder")}
              defaultValue={emailAnswer?.email}
              error={emailAnswer && !emailAnswer.ok ? emailAnswer.message : undefined}
              // Only after a refused request: the field to fix (issue #27), focused without script.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={emailAnswer && !emailAnswer.ok ? true : undefined}
              maxLength={320}
            />
            <Button type="submit" className="w-full">
              {t("reset.forgot.submit")}
            </Button>
          </form>
        )}
      </Card>
      <p className="text-sm">
        <a
          href={path(signInHref)}
          className={`inline-flex items-center font-bold text-emerald-800 underline ${TAP_TARGET_CLASS}`}
        >
          {t("reset.backToSignIn")}
        </a>
      </p>
    </div>
  );
}
