// The course page's 404 (unknown and unpublished courses look the same from outside).
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";

export function CourseNotFound() {
  const { t, path } = useI18n();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t("course.notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("course.notFound.text")}</p>
      <Link to={path("/courses")} className={buttonVariants({ className: "mt-8" })}>
        {t("course.notFound.browse")}
      </Link>
    </section>
  );
}
