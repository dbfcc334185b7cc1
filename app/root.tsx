import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { useContext } from "react";
import type { Route } from "./+types/root";
import font400 from "~/fonts/tajawal-400.woff2?url";
import faviconSvg from "../public/favicon.svg?raw";
import { errorStatus, errorTitleKey, RouteErrorScreen } from "~/components/layout/error-screens";
import { NavigationStatus } from "~/components/layout/navigation-status";
import { BrandFooter, SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { RefusedMarkNotice } from "~/features/progress/refused-mark-notice";
import { listPublishedCategories } from "~/features/catalogue/list-courses.server";
import { LanguageOffer } from "~/components/layout/language-switcher";
import { GoogleAnalytics } from "~/features/analytics/google-analytics";
import { webManifestPath } from "~/features/offline/web-manifest";
import { I18nContext } from "~/i18n/i18n-context";
import {
  DEFAULT_LOCALE,
  DIRECTIONS,
  LOCALES,
  localeFromPath,
  switchLocalePath,
} from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { readableLearnerLabel } from "~/lib/learner";
import { ownUrl } from "~/lib/safe-url";
import { NO_SUPPORT_CONTACT } from "~/lib/site-contact";
import { SAVE_DATA_HEADER, wantsSavedData } from "~/lib/save-data";
import { THUMBNAIL_BUCKET } from "~/lib/stored-thumbnail-url";
import { servedThumbnailWidths } from "~/.server/thumbnails/served-thumbnail-widths";
import enhanceScript from "~/browser/enhance.ts?worker&url";
import serviceWorkerScript from "~/browser/service-worker.ts?worker&url";
import "./app.css";

const FAVICON = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export const links: Route.LinksFunction = () => [
  // Inline: 233 bytes in the page instead of a request on every first visit (issue #5). The file
  // itself stays at /favicon.svg for anything that asks for it there.
  { rel: "icon", href: FAVICON, type: "image/svg+xml" },
  // Installable (issue #17): browsers fetch this only when they install or pin the site, so a
  // first visit pays for the tag, not for the file. The manifest is the page's locale's (Layout).
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // Only a request with the learner cookie costs a query; such pages are never cached.
  const learner = await getSignedInLearner(request, context);
  // The footer's categories (issue #27): a loose index scan, a query per category in use. The
  // admin area has no site footer, and its pages must not fail with the public catalogue.
  const { pathname } = new URL(request.url);
  const adminArea = pathname === "/admin" || pathname.startsWith("/admin/");
  const footerCategories = adminArea ? [] : await listPublishedCategories(context.db);
  return {
    cspNonce: context.cspNonce,
    /** The top bar's account menu (issue #6): null for every visitor, so their pages stay equal. */
    account: learner ? { label: readableLearnerLabel(learner) } : null,
    gaMeasurementId: context.gaMeasurementId ?? null,
    /** Where uploaded thumbnails are addressed (S3_PUBLIC_URL or /uploads): for their srcset. */
    thumbnailPrefix: context.storage.urlPrefix(THUMBNAIL_BUCKET),
    /** The widths every upload has, for their srcset (decision 0047). */
    thumbnailWidths: await servedThumbnailWidths(context.db),
    /** The site's address for hreflang alternates: PUBLIC_URL, else the request's own origin. */
    origin: context.publicOrigin ?? new URL(request.url).origin,
    footerCategories,
    /** SUPPORT_PHONE and SUPPORT_WHATSAPP, for the footer (unset: not shown). */
    supportContact: context.supportContact ?? NO_SUPPORT_CONTACT,
    /** The browser asked to save data (issue #17): no web fonts, the narrowest thumbnails. */
    saveData: wantsSavedData(request.headers.get(SAVE_DATA_HEADER)),
  };
}

/**
 * Which frame a route is shown in, through its `handle`: the public site (top bar and full
 * footer, the default), the course player (top bar and brand footer), or the admin area (its own
 * English, left-to-right shell). Only the admin area is a React application in the browser.
 */
export interface RouteHandle {
  chrome?: "site" | "player" | "admin";
  /**
   * The admin's preview of a course (issue #14): a public-looking page that no analytics may
   * count, ours (app/browser/enhance.ts reads `data-preview`) or Google's.
   */
  preview?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.cspNonce;
  const account = rootData?.account ?? null;
  const saveData = rootData?.saveData ?? false;
  const matches = useMatches();
  const handles = matches.map((m) => m.handle as RouteHandle | undefined);
  const chrome = handles.map((h) => h?.chrome).findLast(Boolean) ?? "site";
  const preview = handles.some((h) => h?.preview);
  // The URL alone decides the language (decision 0026); the admin area stays unprefixed and
  // draws its own English, left-to-right frame.
  const { pathname, search } = useLocation();
  const locale = localeFromPath(pathname);
  const i18n = useContext(I18nContext);
  return (
    <html
      lang={locale}
      dir={DIRECTIONS[locale]}
      // app.css swaps Tajawal for the system's fonts, which then never download.
      data-save-data={saveData ? "" : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        {saveData ? null : (
          // Every page's text is Arabic regular, so fetch it alongside the stylesheet.
          <link rel="preload" href={font400} as="font" type="font/woff2" crossOrigin="anonymous" />
        )}
        <Links />
        {/* The manifest of the page's language (issue #27): installed from /fr, the app opens at
            /fr, in French. */}
        <link rel="manifest" href={webManifestPath(locale)} />
        {chrome !== "admin" && !preview && rootData ? (
          // The same page in every locale, for search engines (issue #15); x-default is Arabic.
          <>
            {LOCALES.map((other) => (
              <link
                key={other}
                rel="alternate"
                hrefLang={other}
                href={ownUrl(switchLocalePath(pathname, search, other), rootData.origin)}
              />
            ))}
            <link
              rel="alternate"
              hrefLang="x-default"
              href={ownUrl(switchLocalePath(pathname, search, DEFAULT_LOCALE), rootData.origin)}
            />
          </>
        ) : null}
        {rootData?.gaMeasurementId && !preview ? (
          <GoogleAnalytics measurementId={rootData.gaMeasurementId} nonce={nonce} />
        ) : null}
      </head>
      <body
        className={cn("flex min-h-dvh flex-col", chrome !== "admin" && "pt-(--header-height)")}
        // A signed-in learner's page (never cached): app/browser/progress.ts keeps marks on the
        // server instead of in the browser.
        data-learner={account && chrome !== "admin" ? "" : undefined}
        data-preview={preview ? "" : undefined}
      >
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white p-3 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          {/* The admin area hydrates without catalogues, and keeps the specification's English. */}
          {chrome === "admin" || !i18n ? "Skip to content" : i18n.t("site.skipToContent")}
        </a>
        <NavigationStatus
          loadingLabel={chrome === "admin" || !i18n ? "Loading…" : i18n.t("site.loading")}
        />
        {chrome === "admin" ? (
          children
        ) : (
          <>
            <SiteHeader account={account} />
            <main id="main" className="flex-1">
              {children}
            </main>
            {chrome === "player" ? (
              <BrandFooter />
            ) : (
              <SiteFooter
                categories={rootData?.footerCategories ?? []}
                contact={rootData?.supportContact ?? NO_SUPPORT_CONTACT}
              />
            )}
            {/* A signed-in learner's page may send marks queued offline (issue #27). */}
            {account ? <RefusedMarkNotice /> : null}
            {/* Last, not above the page: the script may show it after the page is drawn, and
                what it adds at the end moves nothing (issue #27). It sticks to the screen's foot. */}
            <LanguageOffer />
          </>
        )}
        {chrome === "admin" ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          // Public pages are whole HTML from the server and load no React: one small script adds
          // what needs JavaScript (decision 0011; issue #5's byte budgets).
          <script
            type="module"
            src={enhanceScript}
            nonce={nonce}
            // Registered by app/browser/offline.ts from the second page view on (issue #17).
            data-service-worker={serviceWorkerScript}
          />
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The admin area hydrates without catalogues: its own English words, the same on the server
  // and in the browser (so hydration agrees).
  const i18n = useContext(I18nContext);
  const { pathname } = useLocation();
  if (!i18n || pathname === "/admin" || pathname.startsWith("/admin/")) {
    return (
      <section lang="en" dir="ltr" role="alert" className="px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <a href="/admin" className="mt-4 inline-block underline">
          Back to Dashboard
        </a>
      </section>
    );
  }
  // Every route has its own title, but a page that ends here (a 405, a 500, a refused address's
  // 400) had an empty one (issue #15). Written by the boundary, not by a root meta function: that
  // would take the catalogues into the admin area's bundle, which hydrates this module.
  const page = i18n.t(errorTitleKey(errorStatus(error)));
  return (
    <>
      <title>{i18n.t("site.pageTitle", { page, brand: i18n.t("site.brand") })}</title>
      <RouteErrorScreen error={error} />
    </>
  );
}

// The nonce only matters for the server-rendered document; client navigations need no new one.
export const shouldRevalidate = () => false;
