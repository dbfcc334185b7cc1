// What an administrator's one-time link (an invite, a password reset) shows once it cannot be
// used any more: why, and the way back to the gate.
import { AdminShell } from "~/components/layout/admin-shell";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import type { Locale } from "~/i18n/locales";

export function UnusableLinkCard({
  locale,
  title,
  description,
}: {
  /** The language chosen on this browser (issue #27). */
  locale: Locale;
  title: string;
  description: string;
}) {
  return (
    <AdminShell locale={locale}>
      <Card role="alert" className="mx-auto mt-8 w-full max-w-md space-y-4 sm:mt-16">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-slate-700">{description}</p>
        <a href="/admin" className={buttonVariants({ variant: "outline" })}>
          {adminTranslator(locale).t("link.goToGate")}
        </a>
      </Card>
    </AdminShell>
  );
}
