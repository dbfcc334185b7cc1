// The /auth screen's two forms (issue #6), in the page's language: create an account, or sign in. Plain
// forms posted to /auth, so they work without JavaScript. With it, app/browser/progress.ts fills
// one hidden field with this browser's anonymous progress (localStorage), which the server merges
// into the account.
import { Button, INLINE_TAP_TARGET_CLASS, TAP_TARGET_CLASS } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useI18n } from "~/i18n/i18n-context";

/** The shortest password the rules accept (app/.server/auth/password-rules.ts), for the hints. */
export const PASSWORD_HINT_MIN_LENGTH = 8;

export interface AuthFormState {
  intent: "sign-up" | "sign-in";
  error: string;
  /** The field the error sits under (fieldOfProblem): every refusal names one. */
  field: string;
  values: { email?: string; phone?: string; identifier?: string };
}

/**
 * The props that put a refusal under its field (issue #27): the message under it, tied with
 * aria-invalid and aria-describedby (TextField), and `autoFocus` rendered by the server as the
 * `autofocus` attribute, so the browser focuses it and scrolls it into view on load, with or
 * without JavaScript.
 */
export function fieldError(state: AuthFormState | null, intent: string, field: string) {
  if (state?.intent !== intent || state.field !== field) return {};
  return { error: state.error, autoFocus: true };
}

function AuthForm({
  intent,
  redirectTo,
  children,
}: {
  intent: AuthFormState["intent"];
  redirectTo: string;
  children: React.ReactNode;
}) {
  const { path } = useI18n();
  return (
    <form method="post" action={path("/auth")} className="mt-5 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* This browser's anonymous progress, filled by the page's script (empty without it). */}
      <input type="hidden" name="progress" defaultValue="" data-anonymous-progress />
      {children}
    </form>
  );
}

/** Next to the sign-up button: what creating an account accepts, linked (issue #17). */
function ConsentNote() {
  const { rich, t, path } = useI18n();
  const link = (to: string, label: string) => (
    <a href={path(to)} className={`font-bold underline ${INLINE_TAP_TARGET_CLASS}`}>
      {label}
    </a>
  );
  return (
    <p className="text-sm text-slate-600">
      {rich("legal.auth.consent", {
        terms: link("/terms", t("legal.auth.terms")),
        privacy: link("/privacy", t("legal.auth.privacy")),
      })}
    </p>
  );
}

/** The 'forgot password' page, carrying where to return once a new password is set. */
export function forgotPasswordHref(redirectTo: string): string {
  return redirectTo && redirectTo !== "/"
    ? `/auth/forgot-password?${new URLSearchParams({ redirectTo }).toString()}`
    : "/auth/forgot-password";
}

export function SignUpForm({
  state,
  redirectTo,
}: {
  state: AuthFormState | null;
  redirectTo: string;
}) {
  const values = state?.intent === "sign-up" ? state.values : {};
  const { t } = useI18n();
  return (
    <AuthForm intent="sign-up" redirectTo={redirectTo}>
      <p className="text-sm text-slate-600">{t("auth.signUp.intro")}</p>
      <TextField
        label={t("auth.phone")}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        placeholder={t("auth.phone.placeholder")}
        hint={t("auth.phone.hint")}
        defaultValue={values.phone}
        {...fieldError(state, "sign-up", "phone")}
        maxLength={64}
      />
      <TextField
        label={t("auth.email")}
        name="email"
        type="email"
        autoComplete="email"
        dir="ltr"
        placeholder={t("auth.email.placeholder")}
        defaultValue={values.email}
        {...fieldError(state, "sign-up", "email")}
        maxLength={320}
      />
      <TextField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t("auth.password.hint", { min: PASSWORD_HINT_MIN_LENGTH })}
        {...fieldError(state, "sign-up", "password")}
        maxLength={1000}
      />
      <Button type="submit" className="w-full">
        {t("auth.signUp.submit")}
      </Button>
      <ConsentNote />
    </AuthForm>
  );
}

export function SignInForm({
  state,
  redirectTo,
}: {
  state: AuthFormState | null;
  redirectTo: string;
}) {
  const values = state?.intent === "sign-in" ? state.values : {};
  const { t, path } = useI18n();
  return (
    <AuthForm intent="sign-in" redirectTo={redirectTo}>
      <TextField
        label={t("auth.identifier")}
        name="identifier"
        autoComplete="username"
        dir="ltr"
        // Most learners sign in with their phone number: shown in typed order like the phone
        // field; app/browser/typed-order.ts lifts it for an address written in Arabic letters.
        typedOrder
        data-typed-order=""
        defaultValue={values.identifier}
        {...fieldError(state, "sign-in", "identifier")}
        maxLength={320}
      />
      <TextField
        label={t("auth.password")}
        name="password"
        type="password"
        autoComplete="current-password"
        {...fieldError(state, "sign-in", "password")}
        maxLength={1000}
      />
      <Button type="submit" variant="outline" className="w-full">
        {t("auth.signIn.submit")}
      </Button>
      {/* Always offered (issue #27): by e-mail when SMTP is set up, else with the recovery code
          shown at sign-up, else by asking the site's team; the page says which. */}
      <p className="text-sm">
        <a
          href={path(forgotPasswordHref(redirectTo))}
          className={`inline-flex items-center font-bold text-emerald-800 underline ${TAP_TARGET_CLASS}`}
        >
          {t("auth.forgotPassword")}
        </a>
      </p>
    </AuthForm>
  );
}
