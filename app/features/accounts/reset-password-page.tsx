// The page of a learner's password-reset link (issue #14 part 8): the form for a new password,
// or why the link cannot be used. A plain form: it works without JavaScript.
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import { formatPhoneForReading } from "~/lib/format-phone";
import { PASSWORD_HINT_MIN_LENGTH } from "./auth-forms";

export function ResetPasswordPage({
  learnerLabel,
  problem,
  formError,
}: {
  /** Whose password the link changes (a phone number or an email address). */
  learnerLabel: string | null;
  /** Why the link cannot be used, or null when it can. */
  problem: string | null;
  /** What was wrong with the passwords sent, shown under the form. */
  formError: { error: string; field: string | null } | null;
}) {
  const linkUnusable = problem !== null;
  const i = useI18n();
  const { t, path } = i;
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-center text-3xl font-bold">{t("reset.title")}</h1>
      <Card className="mt-8" aria-labelledby="reset-heading">
        {linkUnusable ? (
          <>
            <h2 id="reset-heading" className="text-xl font-bold">
              {t("reset.unusable.heading")}
            </h2>
            <p
              role="alert"
              className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 font-bold text-red-900"
            >
              {problem}
            </p>
            <p className="mt-4 text-slate-700">
              {t("reset.unusable.before")}{" "}
              <a href={path("/auth?form=sign-in")} className="font-bold text-emerald-800 underline">
                {t("reset.unusable.signIn")}
              </a>{" "}
              {t("reset.unusable.after")}
            </p>
          </>
        ) : (
          <>
            <h2 id="reset-heading" className="text-xl font-bold">
              {t("reset.choose.heading")}
            </h2>
            <p className="mt-2 text-slate-700">
              {i.rich("reset.choose.forAccount", {
                label: <bdi dir="ltr">{formatPhoneForReading(learnerLabel ?? "")}</bdi>,
              })}
            </p>
            <form method="post" action={path("/reset-password")} className="mt-5 space-y-4">
              <TextField
                label={t("reset.newPassword")}
                name="password"
                type="password"
                autoComplete="new-password"
                hint={t("auth.password.hint", { min: PASSWORD_HINT_MIN_LENGTH })}
                aria-invalid={formError?.field === "password" ? true : undefined}
                maxLength={1000}
              />
              <TextField
                label={t("reset.confirmPassword")}
                name="confirm"
                type="password"
                autoComplete="new-password"
                aria-invalid={formError?.field === "confirm" ? true : undefined}
                maxLength={1000}
              />
              {formError ? (
                <p
                  role="alert"
                  className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-bold text-red-900"
                >
                  {formError.error}
                </p>
              ) : null}
              <Button type="submit" className="w-full">
                {t("reset.submit")}
              </Button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
