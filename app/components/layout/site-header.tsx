// The fixed top bar of spec §2. The mobile menu is a <details> element, so it opens and
// closes without JavaScript; with JavaScript it also closes when a link is chosen.
import { useId, useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { MenuIcon, SearchIcon } from "~/components/ui/icons";
import { cn } from "~/lib/cn";
import { BrandLogo } from "./brand-logo";

export const SEARCH_PLACEHOLDER = "ابحث عن الدورات...";

function SearchForm({ className }: { className?: string }) {
  const id = useId();
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  return (
    <Form method="get" action="/courses" role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        البحث عن دورة
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
      <input
        // The header outlives navigations: re-key so the field always shows the current query.
        key={query}
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={SEARCH_PLACEHOLDER}
        dir="auto"
        maxLength={200}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 placeholder:text-slate-500 focus:border-emerald-600"
      />
    </Form>
  );
}

const coursesLinkClass = cn(buttonVariants({ variant: "ghost" }), "text-base");

export function SiteHeader() {
  // The menu is open only on the page where it was opened: any navigation (a menu link, the
  // logo, a footer link, Back) closes it without an effect.
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === location.key;

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-(--header-height) border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="التنقل الرئيسي"
        className="mx-auto flex h-full max-w-7xl items-center gap-4 px-4"
      >
        <BrandLogo />
        <SearchForm className="ms-auto hidden w-72 md:block lg:w-96" />
        <Link to="/courses" className={cn(coursesLinkClass, "hidden md:inline-flex")}>
          الدورات
        </Link>

        <details
          className="group ms-auto md:hidden"
          open={menuOpen}
          onToggle={(event) => setOpenedAt(event.currentTarget.open ? location.key : null)}
        >
          <summary
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer")}
            aria-label="القائمة"
          >
            <MenuIcon />
          </summary>
          <div className="absolute inset-x-0 top-(--header-height) space-y-3 border-b border-slate-200 bg-white p-4 shadow-lg">
            <SearchForm />
            <Link to="/courses" className={cn(coursesLinkClass, "w-full justify-start")}>
              الدورات
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}
