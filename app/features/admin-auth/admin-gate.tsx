// The admin password gate (spec §2 'Admin password gate'), checked by the server: the form
// posts to /admin/login, which answers with a session cookie or an error. Without JavaScript
// it is a plain form post; with it, a fetcher keeps the visitor on the page they asked for.
// Issue #14: an optional email or phone field above the password. Left empty, the password is
// the admin password (the owner); filled, it is that named administrator's own password.
// With `onSignedIn` it is the dialog of a page whose session ended (issue #14): it signs in
// without navigating, and the page carries on (the editor then saves what was typed).
import { useCallback, useEffect, useEffectEvent, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/field";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { GateError } from "./login-form";

export function AdminGate({
  redirectTo,
  error: serverError = null,
  identifier = "",
  onSignedIn,
}: {
  /** Where to go once signed in (checked again by the server). */
  redirectTo: string;
  /** The error of a form post made without JavaScript (the login route's action data). */
  error?: GateError | null;
  /** What was typed in the identifier field before a refused post (no JavaScript). */
  identifier?: string;
  /** Stay on the page: called once signed in, instead of going to `redirectTo`. */
  onSignedIn?: () => void;
}) {
  const { t } = useAdminI18n();
  const fetcher = useFetcher<{ error?: GateError; signedIn?: true }>();
  const hydrated = useHydrated();
  const [hasPassword, setHasPassword] = useState(false);
  // A password manager may fill the field before hydration, without an input event.
  const noticeFilledField = useCallback((input: HTMLInputElement | null) => {
    if (input?.value) setHasPassword(true);
  }, []);
  const verifying = fetcher.state !== "idle";
  const error = fetcher.data ? fetcher.data.error : serverError;
  // Once per answer: the data object is new for each sign-in.
  const signedIn = fetcher.state === "idle" ? fetcher.data?.signedIn && fetcher.data : undefined;
  const notifySignedIn = useEffectEvent(() => onSignedIn?.());
  useEffect(() => {
    if (signedIn) notifySignedIn();
  }, [signedIn]);

  return (
    <Card className={`mx-auto w-full max-w-md ${onSignedIn ? "" : "mt-8 sm:mt-16"}`}>
      <h1 className="text-center text-2xl font-bold">{t("gate.title")}</h1>
      <p className="mt-2 text-center text-slate-600">{t("gate.intro")}</p>
      <fetcher.Form method="post" action="/admin/login" className="mt-6 space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {onSignedIn ? <input type="hidden" name="stay" value="1" /> : null}
        <TextField
          label={t("gate.identifier")}
          type="text"
          name="identifier"
          defaultValue={identifier}
          autoComplete="username"
          dir="auto"
          hint={t("gate.identifierHint")}
        />
        <TextField
          label={t("gate.password")}
          type="password"
          name="password"
          placeholder={t("gate.passwordPlaceholder")}
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          onChange={(event) => setHasPassword(event.currentTarget.value !== "")}
          ref={noticeFilledField}
        />
        {error && !verifying ? (
          <div
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          >
            <p className="font-bold">{error.title}</p>
            <p>{error.description}</p>
          </div>
        ) : null}
        {/* Disabled for an empty field only once scripts run: without them the plain form
            (and the input's `required`) must still work. */}
        <Button type="submit" className="w-full" disabled={verifying || (hydrated && !hasPassword)}>
          {verifying ? t("gate.verifying") : t("gate.submit")}
        </Button>
      </fetcher.Form>
    </Card>
  );
}
