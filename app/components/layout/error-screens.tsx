import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/translator";

/**
 * The words for a failed page's status (issue #15), in the page's language: the router's own
 * status text is English ("Method Not Allowed", even "Internal Server Error" for a 400), and an
 * exception's message is ours: neither is shown.
 */
export function errorTitleKey(status: number): MessageKey {
  if (status === 404) return "error.notFound.title";
  if (status === 503) return "error.unavailable.heading";
  return status < 500 ? "error.badRequest" : "error.serverError";
}

/** An error's HTTP status: a route error response's own, else 500 (a thrown exception). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function NotFoundScreen() {
  const { t, number, path } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-emerald-700" dir="ltr">
        {number(404, { useGrouping: false })}
      </p>
      <h1 className="mt-4 text-2xl font-bold">{t("error.notFound.heading")}</h1>
      <p className="mt-2 text-slate-600">{t("error.notFound.text")}</p>
      <Link to={path("/")} reloadDocument className={buttonVariants({ className: "mt-8" })}>
        {t("error.backHome")}
      </Link>
    </section>
  );
}

export function ErrorScreen({ status, detail }: { status?: number; detail: string }) {
  const { t, number, path } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("error.unexpected.heading")}</h1>
      <p className="mt-3 text-slate-700" dir="auto">
        {status ? (
          <>
            <span dir="ltr">{number(status, { useGrouping: false })}</span> {detail}
          </>
        ) : (
          detail
        )}
      </p>
      <Link to={path("/")} reloadDocument className={buttonVariants({ className: "mt-8" })}>
        {t("error.backHome")}
      </Link>
    </section>
  );
}

/** 503: the database is away for a moment (issue #12); the page answers with Retry-After. */
export function ServiceUnavailableScreen() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("error.unavailable.heading")}</h1>
      <p className="mt-3 text-slate-700">{t("error.unavailable.text")}</p>
      <a href={pathname + search} className={buttonVariants({ className: "mt-8" })}>
        {t("error.retry")}
      </a>
    </section>
  );
}

/**
 * The screen for any error a route did not handle itself (root.tsx's ErrorBoundary). A route's
 * own boundary hands other errors here rather than rethrowing: a boundary that throws while the
 * server renders fails the whole render with a 500 and a logged stack, whatever the status was.
 */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useI18n();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundScreen />;
  if (status === 503) return <ServiceUnavailableScreen />;
  // Never the error's own words: the router's are English, and an exception's are ours.
  return <ErrorScreen status={status} detail={t(errorTitleKey(status))} />;
}
