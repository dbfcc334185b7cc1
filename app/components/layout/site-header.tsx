// The fixed top bar of spec §2. The mobile menu is a <details> element, so it opens and
// closes without JavaScript; with JavaScript it also closes when a link is chosen.
// The search field is a GET form to /courses?q= (issue #4); with JavaScript, on the catalogue,
// results follow the typing after a pause, replacing the history entry so Back still leaves.
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useLocation, useSearchParams, useSubmit } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { MenuIcon, SearchIcon } from "~/components/ui/icons";
import { trackNavigate } from "~/features/analytics/track";
import { cn } from "~/lib/cn";
import { BrandLogo } from "./brand-logo";

export const SEARCH_PLACEHOLDER = "ابحث عن الدورات...";

/** Long enough to skip the keystrokes of a word, short enough to feel immediate. */
const LIVE_SEARCH_DELAY_MS = 300;

function SearchForm({ className }: { className?: string }) {
  const id = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const onCatalogue = location.pathname === "/courses";
  const query = searchParams.get("q") ?? "";

  // The field shows what the person types; when the URL's query changes for another reason
  // (a link, Back, the other copy of this form) the field follows it. The query this field
  // itself sent is not "another reason": re-syncing then would drop letters typed meanwhile.
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  const [sent, setSent] = useState<string | null>(null);
  if (query !== shownQuery) {
    setShownQuery(query);
    if (query !== sent) setValue(query);
    setSent(null);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Form
      method="get"
      action="/courses"
      role="search"
      className={cn("relative", className)}
      onSubmit={() => clearTimeout(timer.current)}
    >
      <label htmlFor={id} className="sr-only">
        البحث عن دورة
      </label>
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (!onCatalogue) return;
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            if (!form) return;
            setSent(String(new FormData(form).get("q") ?? ""));
            // React Router cancels a loader still running for an older query: no request storm.
            void submit(form, { replace: true, preventScrollReset: true });
          }, LIVE_SEARCH_DELAY_MS);
        }}
        placeholder={SEARCH_PLACEHOLDER}
        dir="auto"
        maxLength={200}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 placeholder:text-slate-500 focus:border-emerald-600"
      />
      {/* On the catalogue a search keeps the chosen filters (and starts again at page 1). */}
      {onCatalogue &&
        (["category", "difficulty"] as const).map((name) => {
          const filter = searchParams.get(name);
          return filter ? <input key={name} type="hidden" name={name} value={filter} /> : null;
        })}
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
        {/* Spec §7: 'navigate' events, labelled home, courses and courses_mobile. */}
        <BrandLogo onClick={() => trackNavigate("home")} />
        <SearchForm className="ms-auto hidden w-72 md:block lg:w-96" />
        <Link
          to="/courses"
          onClick={() => trackNavigate("courses")}
          className={cn(coursesLinkClass, "hidden md:inline-flex")}
        >
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
            <Link
              to="/courses"
              onClick={() => trackNavigate("courses_mobile")}
              className={cn(coursesLinkClass, "w-full justify-start")}
            >
              الدورات
            </Link>
          </div>
        </details>
      </nav>
    </header>
  );
}
