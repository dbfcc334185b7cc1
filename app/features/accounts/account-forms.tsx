// The /account screen's forms (issue #6): change the password, delete the account. Plain forms
// posted as whole documents: they work without JavaScript.
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { DELETE_CONFIRMATION } from "./auth-messages";

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
  const invalid = (field: string) =>
    state?.intent === "change-password" && state.field === field ? true : undefined;
  return (
    <form method="post" action="/account" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      <TextField
        label="كلمة المرور الحالية"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        aria-invalid={invalid("currentPassword")}
        maxLength={1000}
      />
      <TextField
        label="كلمة المرور الجديدة"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="8 أحرف على الأقل. يُسجَّل خروجك من أجهزتك الأخرى."
        required
        aria-invalid={invalid("newPassword")}
        maxLength={1000}
      />
      <Message state={state} intent="change-password" />
      <Button type="submit" variant="outline">
        تغيير كلمة المرور
      </Button>
    </form>
  );
}

/**
 * Deleting needs the word typed in: a confirmation that works without scripts, and that a
 * stray tap cannot give.
 */
export function DeleteAccountForm({ state }: { state: AccountFormState | null }) {
  return (
    <form method="post" action="/account" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="delete-account" />
      <TextField
        label={`للتأكيد، اكتب «${DELETE_CONFIRMATION}»`}
        name="confirm"
        autoComplete="off"
        required
        aria-invalid={state?.intent === "delete-account" && !state.ok ? true : undefined}
        maxLength={50}
      />
      <Message state={state} intent="delete-account" />
      <Button type="submit" variant="danger">
        حذف حسابي نهائيًا
      </Button>
    </form>
  );
}
