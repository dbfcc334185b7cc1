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
  "maarifa_locale",
  "maarifa_admin",
  "maarifa_admin_device",
  "maarifa_flash",
] as const;

export type SiteCookie = (typeof SITE_COOKIES)[number];

export interface CookieDescription {
  purpose: ReactNode;
  lifetime: ReactNode;
}

/** A cookie's name: Latin letters, kept left-to-right and isolated inside Arabic text. */
export function CookieName({ children }: { children: string }) {
  return (
    <code dir="ltr" className="rounded bg-slate-100 px-1 font-mono text-sm break-all">
      {children}
    </code>
  );
}

/** The table of cookies, its words in the page's language. */
export function CookieTable({
  caption,
  headings,
  cookies,
}: {
  caption: string;
  headings: { name: string; purpose: string; lifetime: string };
  cookies: Record<SiteCookie, CookieDescription>;
}) {
  return (
    <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-bold">
              {headings.name}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-bold">
              {headings.purpose}
            </th>
            <th scope="col" className="px-3 py-2 text-start font-bold">
              {headings.lifetime}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top">
          {SITE_COOKIES.map((name) => (
            <tr key={name}>
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <CookieName>{name}</CookieName>
              </th>
              <td className="px-3 py-2">{cookies[name].purpose}</td>
              <td className="px-3 py-2">{cookies[name].lifetime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
