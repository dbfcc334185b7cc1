// The admin's preview's errors past the gate (issue #14): a role that may not preview, a course
// that does not exist, and any other error as every page shows it.
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { RouteErrorScreen } from "~/components/layout/error-screens";
import { buttonVariants } from "~/components/ui/button";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { localeFromPath } from "~/i18n/locales";

export function PreviewErrorScreen({ error }: { error: unknown }) {
  // The page's language, as the address chose it (/admin/preview/:id/fr is French).
  const { t } = adminTranslator(localeFromPath(useLocation().pathname));
  // Signed in with a role that may not preview (an analyst): say so, in the admin's English.
  if (isRouteErrorResponse(error) && error.status === 403) {
    const refusal = error.data as { title?: string; description?: string } | null;
    return (
      <section lang="en" dir="ltr" role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{refusal?.title ?? "Not allowed"}</h1>
        <p className="mt-2 text-slate-600">
          {refusal?.description ?? "Your role does not allow this. Ask an owner if you need it."}
        </p>
        <Link to="/admin" className={buttonVariants({ className: "mt-8" })}>
          Back to Dashboard
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">{t("preview.notFound")}</h1>
        <p className="mt-2 text-slate-600">{t("preview.notFoundHint")}</p>
        <Link to="/admin" className={buttonVariants({ className: "mt-8" })}>
          {t("preview.dashboard")}
        </Link>
      </section>
    );
  }
  return <RouteErrorScreen error={error} />;
}
