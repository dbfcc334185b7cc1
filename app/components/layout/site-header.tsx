// The fixed top bar of spec §2, rendered on the server only: public pages load no React
// (decision 0011). The mobile menu is a <details> element, so it opens and closes without
// JavaScript. The search field is a GET form to /courses?q= (issue #4); on the catalogue,
// app/browser/live-search.ts makes the results follow the typing.
import { useId } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { MenuIcon, SearchIcon, UserIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { unlocalizedPath } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { authLinkFrom } from "~/lib/learner-return";
import { BrandLogo } from "./brand-logo";
import { LanguageSwitcher } from "./language-switcher";

function SearchForm({ className }: { className?: string }) {
  const id = useId();
  const { t, path } = useI18n();
  const onCatalogue = unlocalizedPath(useLocation().pathname) === "/courses";
  const [searchParams] = useSearchParams();

  return (
    <form
      method="get"
      action={path("/courses")}
      role="search"
      className={cn("relative", className)}
    >
      <label htmlFor={id} className="sr-only">
        {t("header.searchLabel")}
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={searchParams.get("q") ?? ""}
        placeholder={t("header.searchPlaceholder")}
        // No dir="auto": an empty field would then be left-to-right and put the placeholder at the
        // far end from the magnifier (issue #15). The field follows the page's direction, so text
        // and placeholder start beside the magnifier in Arabic and in a left-to-right locale alike.
        maxLength={200}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 placeholder:text-slate-500 focus:border-emerald-600"
      />
      {/* On the catalogue a search keeps the chosen filters (and starts again at page 1). */}
      {onCatalogue &&
        (["category", "difficulty"] as const).map((name) => {
          const filter = searchParams.get(name);
          return filter ? <input key={name} type="hidden" name={name} value={filter} /> : null;
        })}
    </form>
  );
}

// In the bar from md up; in the menu's panel, a full-width row below md. `max-md:hidden` rather
// than `hidden md:inline-flex`: the button look already sets a display, and cn does not drop it.
const barLinkClass = buttonVariants({ variant: "ghost", className: "text-base max-md:hidden" });
const menuLinkClass =
  "flex h-11 w-full items-center rounded-lg px-5 text-base font-bold text-slate-700 hover:bg-slate-100";

/** Who is signed in, as the top bar shows it (issue #6); null for a visitor. */
export interface HeaderAccount {
  label: string;
}

/**
 * The account menu (issue #6): plain HTML, no script of its own. A visitor gets a link to /auth's
 * sign-in form that returns here;
 * a learner a <details> menu with their account and a sign-out form (a POST: a link or a prefetch
 * must never sign anyone out).
 */
function AccountMenu({ account }: { account: HeaderAccount | null }) {
  const { t, path } = useI18n();
  const location = useLocation();
  if (!account) {
    // Opens on the sign-in form and comes back to this page (issue #27), rendered by the server.
    return (
      <Link
        to={path(authLinkFrom("sign-in", location, path("/")))}
        className={buttonVariants({ variant: "outline", size: "sm" })}
      >
        <UserIcon />
        {t("header.signIn")}
      </Link>
    );
  }
  return (
    <details className="relative" data-site-menu>
      <summary className={cn(buttonVariants({ variant: "outline", size: "sm" }), "cursor-pointer")}>
        <UserIcon />
        {t("header.myAccount")}
      </summary>
      <div className="absolute end-0 top-full mt-2 w-64 space-y-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
        {/* The menu follows the page; the address or number only isolates itself (issue #15). */}
        <p className="truncate text-sm text-slate-600">
          <bdi dir="ltr">{account.label}</bdi>
        </p>
        <Link to={path("/account")} className={menuLinkClass}>
          {t("header.accountLink")}
        </Link>
        <form method="post" action={path("/auth/sign-out")}>
          <button
            type="submit"
            className={buttonVariants({ variant: "outline", className: "w-full" })}
          >
            {t("header.signOut")}
          </button>
        </form>
      </div>
    </details>
  );
}

export function SiteHeader({ account = null }: { account?: HeaderAccount | null }) {
  const { t, path } = useI18n();
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t("header.navLabel")}
        className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4"
      >
        {/* Spec §7: 'navigate' events, labelled home, courses and courses_mobile, sent by
            app/browser/analytics.ts for the links that carry data-navigate. */}
        <BrandLogo />
        <SearchForm className="ms-auto hidden w-72 md:block lg:w-96" />
        <Link to={path("/courses")} className={barLinkClass} data-navigate="courses">
          {t("header.courses")}
        </Link>
        <LanguageSwitcher className="max-md:hidden" linkClassName="px-3 text-sm text-slate-700" />
        <div className="ms-auto md:ms-0">
          <AccountMenu account={account} />
        </div>

        {/* Every navigation loads a page whose menu is closed; app/browser/menu.ts closes it
            on a page the browser brings back from its back/forward cache too. */}
        <details className="group md:hidden" data-site-menu>
          <summary
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer")}
            aria-label={t("header.menu")}
          >
            <MenuIcon />
          </summary>
          <div className="absolute inset-x-0 top-(--header-height) space-y-3 border-b border-slate-200 bg-white p-4 shadow-lg">
            <SearchForm />
            <Link to={path("/courses")} className={menuLinkClass} data-navigate="courses_mobile">
              {t("header.courses")}
            </Link>
            <LanguageSwitcher linkClassName="px-5 text-base text-slate-700" />
          </div>
        </details>
      </nav>
    </header>
  );
}
