// The page of a usable administrator's one-time link (an invite, a password reset; decision
// 0035): a heading, whom the link is for, and the new-password form. A link that cannot be used
// shows UnusableLinkCard instead.
import type { ReactNode } from "react";
import { AdminShell } from "~/components/layout/admin-shell";
import { Card } from "~/components/ui/card";
import type { Locale } from "~/i18n/locales";
import type { AcceptFieldErrors } from "./admin-invites.server";
import { NewPasswordForm } from "./new-password-form";

export function LinkPasswordPage({
  locale,
  heading,
  passwordLabel,
  errors,
  children,
}: {
  /** The language chosen on this browser (issue #27). */
  locale: Locale;
  heading: string;
  passwordLabel: string;
  errors: AcceptFieldErrors | null;
  /** Whom the link is for, one sentence under the heading. */
  children: ReactNode;
}) {
  return (
    <AdminShell locale={locale}>
      <Card className="mx-auto mt-8 w-full max-w-md sm:mt-16">
        <h1 className="text-center text-2xl font-bold">{heading}</h1>
        <p className="mt-2 text-center text-slate-600">{children}</p>
        <NewPasswordForm passwordLabel={passwordLabel} errors={errors} />
      </Card>
    </AdminShell>
  );
}
