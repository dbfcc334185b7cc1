// What learners see of their recovery code (issue #27, decision 0043): the code shown once (after
// sign-up, after using one, after renewing it on /account), and the form that uses one. Plain
// HTML: it works without JavaScript.
import { buttonVariants } from "~/components/ui/button";
import { TYPED_ORDER_CLASS } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import {
  CodePasswordForm,
  type CodePasswordFormKind,
  type CodePasswordFormState,
} from "./code-password-form";

/** The code, large and in typed order (it is digits; the page may be right to left). */
export function RecoveryCodeValue({ code }: { code: string }) {
  return (
    <p
      dir="ltr"
      className={`${TYPED_ORDER_CLASS} my-4 rounded-lg border-2 border-dashed border-emerald-600 bg-white px-2 py-4 text-center font-mono text-xl font-bold tracking-wide sm:p-4 sm:text-2xl sm:tracking-wider text-slate-900 select-all`}
      data-recovery-code
    >
      {code}
    </p>
  );
}

/**
 * A whole page's card: the account is ready (or the password set), here is the code, write it
 * down, then continue to where the learner was going.
 */
export function RecoveryCodeShown({
  heading,
  code,
  continueTo,
}: {
  heading: string;
  code: string;
  continueTo: string;
}) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <section
        aria-labelledby="recovery-code-heading"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5"
      >
        <h1 id="recovery-code-heading" className="text-2xl font-bold text-emerald-950">
          {heading}
        </h1>
        <h2 className="mt-4 text-lg font-bold">{t("recovery.shown.heading")}</h2>
        <RecoveryCodeValue code={code} />
        <p className="text-slate-800">{t("recovery.shown.keep")}</p>
        <p className="mt-2 text-sm text-slate-700">{t("recovery.shown.once")}</p>
        <a href={continueTo} className={buttonVariants({ className: "mt-5 w-full" })}>
          {t("recovery.shown.continue")}
        </a>
      </section>
    </div>
  );
}

export type RecoveryFormState = CodePasswordFormState;

const RECOVERY_FORM: CodePasswordFormKind = {
  intent: "recover",
  intro: "recovery.form.intro",
  codeLabel: "recovery.form.code",
  codeHint: "recovery.form.codeHint",
  submit: "recovery.form.submit",
  codePlaceholder: "1234 5678 9012 3456",
  codeInput: "numeric",
};

/** Set a new password with the recovery code: who, the code, the new password twice. */
export function RecoveryForm({
  action,
  state,
  redirectTo,
}: {
  action: string;
  state: RecoveryFormState | null;
  redirectTo: string;
}) {
  return (
    <CodePasswordForm kind={RECOVERY_FORM} action={action} state={state} redirectTo={redirectTo} />
  );
}
