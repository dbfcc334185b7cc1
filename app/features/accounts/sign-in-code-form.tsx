// /auth's third form (issue #29, decision 0050): a learner whose teacher imported them signs in
// with the class sheet's code and chooses their password, in one plain form (works without
// JavaScript).
import { buttonVariants } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import { PASSWORD_HINT_MIN_LENGTH } from "./auth-forms";

export interface SignInCodeFormState {
  error: string;
  field: string;
  identifier: string;
}

export function SignInCodeForm({
  state,
  redirectTo,
}: {
  state: SignInCodeFormState | null;
  redirectTo: string;
}) {
  const { t } = useI18n();
  const errorOf = (field: string) =>
    state?.field === field ? { error: state.error, autoFocus: true } : {};
  return (
    <form method="post" className="mt-5 space-y-4">
      <input type="hidden" name="intent" value="sign-in-code" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="text-sm text-slate-600">{t("signInCode.intro")}</p>
      <TextField
        label={t("auth.identifier")}
        name="identifier"
        autoComplete="username"
        dir="ltr"
        typedOrder
        defaultValue={state?.identifier}
        maxLength={320}
        {...errorOf("identifier")}
      />
      <TextField
        label={t("signInCode.code")}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        dir="ltr"
        typedOrder
        placeholder="ABCD 2345"
        hint={t("signInCode.codeHint")}
        maxLength={100}
        {...errorOf("code")}
      />
      <TextField
        label={t("reset.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("auth.password.hint", { min: PASSWORD_HINT_MIN_LENGTH })}
        maxLength={1000}
        {...errorOf("password")}
      />
      <TextField
        label={t("reset.confirmPassword")}
        name="confirm"
        type="password"
        autoComplete="new-password"
        maxLength={1000}
        {...errorOf("confirm")}
      />
      <button type="submit" className={buttonVariants({ className: "w-full" })}>
        {t("signInCode.submit")}
      </button>
    </form>
  );
}
