// The one form where a learner proves who they are with a code and chooses a new password: who
// (email or phone), the code, the new password twice. Two codes use it: a recovery code (issue
// #27, decision 0043) on /auth/forgot-password, and a class sheet's sign-in code (issue #29,
// decision 0050) on /auth. Plain HTML: it works without JavaScript.
import { buttonVariants } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/ar";
import { PASSWORD_HINT_MIN_LENGTH } from "./auth-forms";

/** What the page shows again after a refusal: the message, its field, what was typed as who. */
export interface CodePasswordFormState {
  error: string;
  field: string;
  identifier: string;
}

/** What differs between the two codes: the form's intent, its words, the code's shape. */
export interface CodePasswordFormKind {
  intent: string;
  intro: MessageKey;
  codeLabel: MessageKey;
  codeHint: MessageKey;
  submit: MessageKey;
  codePlaceholder: string;
  /** Digits only (a recovery code) or letters too (a sign-in code). */
  codeInput: "numeric" | "letters";
}

export function CodePasswordForm({
  kind,
  action,
  state,
  redirectTo,
}: {
  kind: CodePasswordFormKind;
  /** Where it posts; the page's own address when not given. */
  action?: string;
  state: CodePasswordFormState | null;
  redirectTo: string;
}) {
  const { t } = useI18n();
  const errorOf = (field: string) =>
    state?.field === field ? { error: state.error, autoFocus: true } : {};
  return (
    <form method="post" action={action} className="mt-5 space-y-4">
      <input type="hidden" name="intent" value={kind.intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <p className="text-sm text-slate-600">{t(kind.intro)}</p>
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
        label={t(kind.codeLabel)}
        name="code"
        {...(kind.codeInput === "numeric"
          ? { inputMode: "numeric" as const }
          : { autoCapitalize: "characters" })}
        autoComplete="one-time-code"
        dir="ltr"
        typedOrder
        placeholder={kind.codePlaceholder}
        hint={t(kind.codeHint)}
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
        {t(kind.submit)}
      </button>
    </form>
  );
}
