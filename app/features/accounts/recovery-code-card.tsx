// /account's recovery-code section (issue #27, decision 0043): a new code after the current
// password, shown once in the answer. Self-contained: its own form, intent and message.
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import { RecoveryCodeValue } from "./recovery-code-views";

export type RecoveryCardState = { ok: true; recoveryCode: string } | { ok: false; error: string };

export function RecoveryCodeCard({ state }: { state: RecoveryCardState | null }) {
  const { t, path } = useI18n();
  return (
    <Card id="recovery-code" aria-labelledby="recovery-code-card-heading">
      <h2 id="recovery-code-card-heading" className="text-xl font-bold">
        {t("recovery.account.heading")}
      </h2>
      <p className="mt-2 text-slate-700">{t("recovery.account.text")}</p>
      {state?.ok ? (
        <div role="status" className="mt-4 rounded-lg bg-emerald-50 p-3">
          <p className="font-bold text-emerald-900">{t("recovery.account.made")}</p>
          <RecoveryCodeValue code={state.recoveryCode} />
          <p className="text-sm text-slate-700">{t("recovery.shown.keep")}</p>
        </div>
      ) : null}
      <form method="post" action={`${path("/account")}#recovery-code`} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="renew-recovery-code" />
        <TextField
          label={t("account.currentPassword")}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          maxLength={1000}
          error={state && !state.ok ? state.error : undefined}
          // Only after a refused submission: the field to fix (issue #27), focused without script.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={state && !state.ok ? true : undefined}
        />
        <Button type="submit" variant="outline">
          {t("recovery.account.submit")}
        </Button>
      </form>
    </Card>
  );
}
