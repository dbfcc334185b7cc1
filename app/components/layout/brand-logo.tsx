import { Link } from "react-router";
import { useContext } from "react";
import { I18nContext, useI18n } from "~/i18n/i18n-context";
import { cn } from "~/lib/cn";
import { BRAND_NAME } from "~/lib/site";

/** The logo and the name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-bold", className)}>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-lg bg-emerald-700 text-lg text-white"
      >
        {/* The logo's letter: a drawing, the same in every language. */}
        {"\u0645"}
      </span>
      <span className="text-xl">
        <PublicBrandName />
      </span>
    </span>
  );
}

/** The site's name in the page's language; the admin frame (no catalogues) keeps the Arabic one. */
function PublicBrandName() {
  return useContext(I18nContext)?.t("site.brand") ?? BRAND_NAME;
}

/** The top bar's link home: its clicks are spec §7's 'navigate' events labelled home. */
export function BrandLogo() {
  const { t, path } = useI18n();
  return (
    <Link
      to={path("/")}
      data-navigate="home"
      // 44 px high like every tap target (issue #15); the mark itself is 36.
      className="inline-flex min-h-11 items-center rounded-lg text-emerald-800"
      aria-label={t("site.homeLinkLabel", { brand: t("site.brand") })}
    >
      <BrandMark />
    </Link>
  );
}
