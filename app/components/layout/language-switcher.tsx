// The language switcher and the first-visit offer (issue #15, decision 0026). Plain links to the
// same page in the other locales, query kept (?lesson=, a search, filters): they work without
// JavaScript. Every visitor gets the same HTML, so pages stay cacheable; app/browser/language.ts
// puts the remembered choice (a cookie it sets itself) first and shows the offer to a browser that
// prefers another language. The server never reads that cookie nor Accept-Language.
import { useLocation } from "react-router";
import { TAP_TARGET_CLASS } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import { DIRECTIONS, LOCALES, LOCALE_NAMES, switchLocalePath, type Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";

function useOtherLocales() {
  const { locale } = useI18n();
  const { pathname, search } = useLocation();
  return LOCALES.filter((other) => other !== locale).map((other) => ({
    locale: other,
    href: switchLocalePath(pathname, search, other),
  }));
}

/** Each language named in itself, marked up in its own language and direction. */
function LocaleName({ locale }: { locale: Locale }) {
  return (
    <bdi lang={locale} dir={DIRECTIONS[locale]}>
      {LOCALE_NAMES[locale]}
    </bdi>
  );
}

export function LanguageSwitcher({
  className,
  linkClassName,
}: {
  className?: string;
  /** The links' padding and colours, which differ in the bar, the menu and the footer. */
  linkClassName?: string;
}) {
  const { t } = useI18n();
  // A named list, not a landmark: it sits in the top bar's navigation, its menu and the footer.
  return (
    <div className={className}>
      <ul
        aria-label={t("language.switcherLabel")}
        className="flex flex-wrap items-center gap-1"
        data-language-switcher
      >
        {useOtherLocales().map(({ locale, href }) => (
          <li key={locale} data-locale={locale}>
            <a
              href={href}
              hrefLang={locale}
              data-switch-locale={locale}
              className={cn(
                "inline-flex min-h-11 items-center rounded-lg font-bold hover:underline",
                linkClassName,
              )}
            >
              <LocaleName locale={locale} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One line offering the page in the visitor's language, written in that language: hidden in the
 * HTML for everyone, shown by the script when navigator.languages prefers it and no choice has
 * been remembered. Never a redirect.
 */
export function LanguageOffer() {
  const i18n = useI18n();
  return (
    <aside
      aria-label={i18n.t("language.switcherLabel")}
      data-language-offer
      hidden
      // At the end of <body> and stuck to the foot of the screen (issue #27): shown by the
      // script after the first paint, it must take no room above anything already drawn.
      className="sticky bottom-0 z-30 border-t border-amber-200 bg-amber-50"
    >
      {useOtherLocales().map(({ locale, href }) => (
        <p
          key={locale}
          lang={locale}
          dir={DIRECTIONS[locale]}
          data-offer-locale={locale}
          hidden
          className="mx-auto max-w-7xl px-4 py-2 text-sm text-slate-800"
        >
          {i18n.in(locale).t("language.offer")}{" "}
          <a
            href={href}
            hrefLang={locale}
            data-switch-locale={locale}
            // A finger's size on a phone, like every tap target (issue #15).
            className={`inline-flex min-w-11 items-center justify-center font-bold text-emerald-800 underline ${TAP_TARGET_CLASS}`}
          >
            {LOCALE_NAMES[locale]}
          </a>{" "}
          {/* Keeps the page's language (remembered like a choice): the offer stops covering the
              foot of every page for a reader who is happy as they are. */}
          <button
            type="button"
            data-offer-dismiss
            className={`inline-flex min-w-11 items-center justify-center text-slate-700 underline ${TAP_TARGET_CLASS}`}
          >
            {i18n.in(locale).t("language.offerDismiss")}
          </button>
        </p>
      ))}
    </aside>
  );
}
