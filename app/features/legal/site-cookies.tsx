// Every cookie the site sets (issue #17), as the privacy page lists them in each language. The
// names are written out here, not imported: features do not import each other. server/legal-
// pages.test.ts finds every cookie the code sets (the constants and a scan of the sources) and
// fails when one is missing from this list, or from a language's page.
import type { ReactNode } from "react";

export const SITE_COOKIES = [
  "maarifa_learner",
  "maarifa_learner_device",
  "maarifa_reset",
  "maarifa_quiz",
  "maarifa_visitor",
  "maarifa_locale",
  "maarifa_admin",
  "maarifa_admin_device",
  "maarifa_flash",
  "maarifa_admin_locale",
  "maarifa_media_version",
] as const;

export type SiteCookie = (typeof SITE_COOKIES)[number];

export interface CookieDescription {
  purpose: ReactNode;
  lifetime: ReactNode;
}

/** A cookie's name: Latin letters, kept left-to-right and isolated inside Arabic text. */
export function CookieName({ children }: { children: string }) {
  return (
    <code dir="ltr" className="rounded bg-slate-100 px-1 font-mono text-sm">
      {children}
    </code>
  );
}

/**
 * The list of cookies, its words in the page's language: one entry per cookie (name, purpose,
 * lifetime) rather than a table, whose three columns would cut the names apart on a phone.
 */
export function CookieList({
  lifetimeLabel,
  cookies,
}: {
  /** "Lifetime", in the page's language. */
  lifetimeLabel: string;
  cookies: Record<SiteCookie, CookieDescription>;
}) {
  return (
    <dl className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {SITE_COOKIES.map((name) => (
        <div key={name} className="p-4">
          <dt>
            <CookieName>{name}</CookieName>
          </dt>
          <dd className="mt-2 leading-relaxed text-slate-700">{cookies[name].purpose}</dd>
          <dd className="mt-1 text-sm text-slate-600">
            <span className="font-bold">{lifetimeLabel}</span> {cookies[name].lifetime}
          </dd>
        </div>
      ))}
    </dl>
  );
}
