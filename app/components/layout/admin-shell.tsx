// The admin area's frame. Each administrator chooses its language (issue #27, decision 0044):
// English, the specification's, until they do; Arabic turns the admin area right to left. The
// shell gives the page its lang and dir and its words (AdminI18nProvider), and offers the choice.
//
// On a phone (issue #27) the header's links do not fit beside the brand at 360 px: below the lg
// breakpoint they sit in a <details> menu, which opens without JavaScript; from lg up they stand
// in the header. The links are rendered in both places; the one not shown is display:none, so
// neither a screen reader nor a test sees it twice.
import "./admin-shell.css";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { MenuIcon } from "~/components/ui/icons";
import { AdminI18nProvider, adminTranslator, DEFAULT_ADMIN_LOCALE } from "~/i18n/admin/admin-i18n";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { BrandMark } from "./brand-logo";

/** The three languages, each named in itself; the current one pressed. Works without JS. */
function LocaleChoice({ locale, label }: { locale: Locale; label: string }) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action="/admin/locale" aria-label={label} className="flex gap-1">
      <input type="hidden" name="redirectTo" value={pathname + search} />
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="locale"
          value={option}
          lang={option}
          dir="auto"
          aria-pressed={option === locale}
          className={buttonVariants({
            variant: option === locale ? "primary" : "ghost",
            size: "sm",
            className: "flex-1 px-2",
          })}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </Form>
  );
}

/** A link of the admin header (the look of a small ghost button, as one class: app.css). */
export const ADMIN_NAV_LINK_CLASS = "admin-nav-link";

export function AdminShell({
  actions,
  children,
  locale = DEFAULT_ADMIN_LOCALE,
}: {
  actions?: ReactNode;
  children: ReactNode;
  /** The admin area's language for this administrator (adminLocaleOf on the server). */
  locale?: Locale;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  const { t, dir } = adminTranslator(locale);
  // A link followed or a language chosen inside the menu navigates in place (the shell stays):
  // close the menu then. Each navigation has its own key, a redirect to the same page too. Not
  // at hydration: a menu opened before the scripts ran stays open.
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    if (menu.current) menu.current.open = false;
  }, [key]);
  const links = (
    <>
      <Link to="/" reloadDocument className={ADMIN_NAV_LINK_CLASS}>
        {t("shell.viewSite")}
      </Link>
      {actions}
      <LocaleChoice locale={locale} label={t("shell.language")} />
    </>
  );
  return (
    <AdminI18nProvider locale={locale}>
      <div lang={locale} dir={dir} className="flex min-h-dvh flex-col bg-slate-50">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
            <Link
              to="/admin"
              className="flex min-h-11 items-center gap-2 rounded-lg text-emerald-800"
            >
              <BrandMark />
              <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-bold text-slate-700">
                {t("shell.admin")}
              </span>
            </Link>
            <nav
              aria-label={t("shell.navLabel")}
              className="ms-auto hidden items-center gap-2 lg:flex"
            >
              {links}
            </nav>
            <details ref={menu} className="relative ms-auto lg:hidden" data-admin-menu="">
              <summary
                className={buttonVariants({
                  variant: "outline",
                  size: "sm",
                  className: "min-w-11 cursor-pointer list-none [&::-webkit-details-marker]:hidden",
                })}
              >
                <MenuIcon aria-hidden="true" />
                {t("shell.menu")}
              </summary>
              <nav
                aria-label={t("shell.navLabel")}
                className="absolute end-0 top-full z-[60] mt-2 flex w-[min(18rem,calc(100vw-2rem))] flex-col items-stretch gap-1 rounded-xl border border-slate-200 bg-white p-2 shadow-lg [&>a]:justify-start [&>form>button]:justify-start [&>form:not([aria-label])>button]:w-full"
              >
                {links}
              </nav>
            </details>
          </div>
        </header>
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
          {children}
        </main>
      </div>
    </AdminI18nProvider>
  );
}
