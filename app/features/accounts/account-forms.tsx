// The /account screen's forms (issue #6): change the password, delete the account. Plain forms
// posted as whole documents: they work without JavaScript.
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";
import { PASSWORD_HINT_MIN_LENGTH } from "./auth-forms";

export interface AccountFormState {
  intent: "change-password" | "delete-account";
  ok: boolean;
  message: string;
  field?: string;
}

function Message({ state, intent }: { state: AccountFormState | null; intent: string }) {
  if (!state || state.intent !== intent) return null;
  return state.ok ? (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-bold text-emerald-900">
      {state.message}
    </p>
  ) : (
    <p
      role="alert"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm font-bold text-red-900"
    >
      {state.message}
    </p>
  );
}

export function ChangePasswordForm({ state }: { state: AccountFormState | null }) {
  const { t, path } = useI18n();
  const invalid = (field: string) =>
    state?.intent === "change-password" && state.field === field ? true : undefined;
  return (
    <form method="post" action={path("/account")} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      <TextField
        label={t("account.currentPassword")}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={invalid("currentPassword")}
        maxLength={1000}
      />
      <TextField
        label={t("account.newPassword")}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint={t("account.newPassword.hint", { min: PASSWORD_HINT_MIN_LENGTH })}
        required
        aria-invalid={invalid("newPassword")}
        maxLength={1000}
      />
      <Message state={state} intent="change-password" />
      <Button type="submit" variant="outline">
        {t("account.changePassword")}
      </Button>
    </form>
  );
}

/**
 * Deleting needs the word typed in: a confirmation that works without scripts, and that a
 * stray tap cannot give.
 */
export function DeleteAccountForm({ state }: { state: AccountFormState | null }) {
  const { t, path } = useI18n();
  return (
    <form method="post" action={path("/account")} className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="delete-account" />
      <TextField
        label={t("account.delete.confirmLabel", { word: t("account.delete.word") })}
        name="confirm"
        autoComplete="off"
        required
        aria-invalid={state?.intent === "delete-account" && !state.ok ? true : undefined}
        maxLength={50}
      />
      <Message state={state} intent="delete-account" />
      <Button type="submit" variant="danger">
        {t("account.delete.submit")}
      </Button>
    </form>
  );
}
