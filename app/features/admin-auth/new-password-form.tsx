// The form of an administrator's one-time link (an invite, a password reset): a new password
// twice, the server's per-field errors, and the submit that signs in.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import type { AcceptFieldErrors } from "./admin-invites.server";

export function NewPasswordForm({
  passwordLabel,
  errors,
}: {
  passwordLabel: string;
  errors: AcceptFieldErrors | null;
}) {
  const busy = useNavigation().state !== "idle";
  const { t } = useAdminI18n();
  return (
    <Form method="post" className="mt-6 space-y-4">
      <TextField
        label={passwordLabel}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        minLength={8}
        aria-invalid={errors?.password ? true : undefined}
        hint={errors?.password ?? t("link.passwordHint")}
      />
      <TextField
        label={t("link.confirm")}
        type="password"
        name="confirm"
        autoComplete="new-password"
        required
        aria-invalid={errors?.confirm ? true : undefined}
        hint={errors?.confirm}
      />
      {errors ? (
        <p role="alert" className="text-sm font-bold text-red-800">
          {errors.password ?? errors.confirm}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t("link.saving") : t("link.submit")}
      </Button>
    </Form>
  );
}
