import { Link } from "react-router";
import type { Route } from "./+types/auth";
import { buttonVariants } from "~/components/ui/button";
import { pageMeta } from "~/lib/site";

export const meta: Route.MetaFunction = () => pageMeta("التسجيل");

// The footer's 'register free' leads here (spec §2). Its content is not shown in the
// specification; learner accounts are their own issue. Until then, say so and offer the courses.
export default function Auth() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">التسجيل قريبًا</h1>
      <p className="mt-3 text-slate-600">
        نعمل على إتاحة إنشاء الحسابات لحفظ تقدّمك. حتى ذلك الحين، كل الدورات متاحة لك مجانًا ودون
        تسجيل.
      </p>
      <Link to="/courses" className={buttonVariants({ className: "mt-8" })}>
        تصفّح الدورات
      </Link>
    </section>
  );
}
