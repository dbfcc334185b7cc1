import { isRouteErrorResponse, Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";

/**
 * The Arabic words for a failed page's status (issue #15): the router's own status text is
 * English ("Method Not Allowed", even "Internal Server Error" for a 400), and never shown.
 */
export function errorTitle(status: number): string {
  if (status === 404) return "الصفحة غير موجودة";
  if (status === 503) return "الموقع غير متاح مؤقتًا";
  return status < 500 ? "طلب غير صالح" : "خطأ في الخادم";
}

/** An error's HTTP status: a route error response's own, else 500 (a thrown exception). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

export function NotFoundScreen() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-bold text-emerald-700" dir="ltr">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold">عذرًا! الصفحة غير موجودة</h1>
      <p className="mt-2 text-slate-600">ربما نُقلت هذه الصفحة أو أن الرابط غير صحيح.</p>
      <Link to="/" reloadDocument className={buttonVariants({ className: "mt-8" })}>
        العودة إلى الرئيسية
      </Link>
    </section>
  );
}

export function ErrorScreen({ status, detail }: { status?: number; detail: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">حدث خطأ غير متوقع!</h1>
      <p className="mt-3 text-slate-700" dir="auto">
        {status ? (
          <>
            <span dir="ltr">{status}</span> {detail}
          </>
        ) : (
          detail
        )}
      </p>
      <Link to="/" reloadDocument className={buttonVariants({ className: "mt-8" })}>
        العودة إلى الرئيسية
      </Link>
    </section>
  );
}

/** 503: the database is away for a moment (issue #12); the page answers with Retry-After. */
export function ServiceUnavailableScreen() {
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">الموقع غير متاح مؤقتًا</h1>
      <p className="mt-3 text-slate-700">
        نواجه عطلًا قصيرًا ونعمل على إصلاحه. أعد تحميل الصفحة بعد بضع ثوانٍ.
      </p>
      <a href={pathname + search} className={buttonVariants({ className: "mt-8" })}>
        إعادة المحاولة
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
  const status = errorStatus(error);
  if (status === 404) return <NotFoundScreen />;
  if (status === 503) return <ServiceUnavailableScreen />;
  // Never the error's own words: the router's are English, and an exception's are ours.
  return <ErrorScreen status={status} detail={errorTitle(status)} />;
}
