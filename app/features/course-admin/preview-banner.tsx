// The admin's preview of a course (issue #14, decision 0022): the banner above the course that
// says it is a preview and whether learners can see it yet, with the way back to editing and
// (issue #27) the same preview in the site's other languages. It speaks the page's language, the
// one the address chose (localeFromPath), as the course below it does.
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { DIRECTIONS, LOCALE_NAMES, LOCALES, localeFromPath, previewPath } from "~/i18n/locales";
import { cn } from "~/lib/cn";

export function PreviewBanner({
  courseId,
  published,
  search = "",
}: {
  courseId: string;
  published: boolean;
  /** The page's query (?lesson=3): kept by the language links. */
  search?: string;
}) {
  const locale = localeFromPath(useLocation().pathname);
  const { t } = adminTranslator(locale);
  return (
    <div
      role="note"
      aria-label={t("preview.label")}
      data-preview-banner
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
    >
      <p>
        <strong>{t("preview.label")}</strong> —{" "}
        {published ? t("preview.published") : t("preview.draft")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/admin/course/${encodeURIComponent(courseId)}`}
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          {t("preview.edit")}
        </Link>
        <Link to="/admin" className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("preview.dashboard")}
        </Link>
      </div>
      {/* Whole-document links: the page's language is the address's, chosen by the server. */}
      <nav
        aria-label={t("preview.languages")}
        className="flex flex-wrap items-center gap-2 text-sm"
      >
        <span aria-hidden="true">{t("preview.languages")}</span>
        {LOCALES.map((other) => (
          <a
            key={other}
            href={previewPath(courseId, other) + search}
            lang={other}
            dir={DIRECTIONS[other]}
            hrefLang={other}
            aria-current={other === locale ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-bold",
              other === locale
                ? "border-amber-700 bg-amber-700 text-white"
                : "border-amber-400 bg-white underline",
            )}
          >
            {LOCALE_NAMES[other]}
          </a>
        ))}
      </nav>
    </div>
  );
}
