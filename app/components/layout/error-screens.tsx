import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";

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
