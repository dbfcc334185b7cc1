// /auth/forgot-password: a learner with an email asks for a password-reset link (issue #14 part
// 8), when SMTP is configured. The answer never says whether an account has the address, and
// takes the same time either way (the work happens in the mail queue); requests are throttled per
// connection and per address. Without SMTP the page says to ask the site's administrators.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { Button, TAP_TARGET_CLASS } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { messageText, RESET_MESSAGES } from "~/features/accounts/auth-messages";
import { requestPasswordResetByEmail } from "~/features/accounts/password-reset.server";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return sharedPageMeta(i, i.t("reset.forgot.title"), undefined, { url });
};

// Document responses only carry Set-Cookie by default; the 429's Retry-After must get through.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

const requestForm = z.object({ email: z.string().max(320).optional().default("") });

export function loader({ context, request }: Route.LoaderArgs) {
  const available = Boolean(context.mail && context.publicOrigin);
  return {
    available,
    unavailableMessage: available
      ? null
      : messageText(requestTranslator(request), RESET_MESSAGES.unavailable),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { mail, publicOrigin } = context;
  const i = requestTranslator(request);
  if (!mail || !publicOrigin) {
    return data(
      { ok: false, message: messageText(i, RESET_MESSAGES.unavailable), email: "" },
      { status: 404 },
    );
  }
  const form = requestForm.safeParse(await readForm(request));
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
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-center text-3xl font-bold">{t("reset.forgot.heading")}</h1>
      <Card className="mt-8" aria-labelledby="forgot-heading">
        <h2 id="forgot-heading" className="text-xl font-bold">
          {t("reset.forgot.subheading")}
        </h2>
        {!loaderData.available ? (
          <p className="mt-3 text-slate-700">{loaderData.unavailableMessage}</p>
        ) : actionData?.ok ? (
          <p
            role="status"
            className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-bold text-emerald-900"
          >
            {actionData.message}
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
              defaultValue={actionData?.email}
              aria-invalid={actionData && !actionData.ok ? true : undefined}
              maxLength={320}
            />
            {actionData && !actionData.ok ? (
              <p
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-bold text-red-900"
              >
                {actionData.message}
              </p>
            ) : null}
            <Button type="submit" className="w-full">
              {t("reset.forgot.submit")}
            </Button>
          </form>
        )}
        <p className="mt-5 text-sm">
          <a
            href={path("/auth#sign-in")}
            className={`inline-flex items-center font-bold text-emerald-800 underline ${TAP_TARGET_CLASS}`}
          >
            {t("reset.backToSignIn")}
          </a>
        </p>
      </Card>
    </div>
  );
}
