import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import fontArabic400 from "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2?url";
import { ErrorScreen, NotFoundScreen } from "~/components/layout/error-screens";
import { NavigationStatus } from "~/components/layout/navigation-status";
import { BrandFooter, SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { GoogleAnalytics } from "~/features/analytics/google-analytics";
import { useAnalytics } from "~/features/analytics/use-analytics";
import { cn } from "~/lib/cn";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // Every page's text is Arabic regular, so fetch it alongside the stylesheet.
  { rel: "preload", href: fontArabic400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function loader({ context }: Route.LoaderArgs) {
  return { cspNonce: context.cspNonce, gaMeasurementId: context.gaMeasurementId ?? null };
}

/**
 * Which frame a route is shown in, through its `handle`: the public site (top bar and full
 * footer, the default), the course player (top bar and brand footer), or the admin area (its own
 * English, left-to-right shell).
 */
export interface RouteHandle {
  chrome?: "site" | "player" | "admin";
  /** The course a page shows, from its loader data: it reports 'view_course' (issue #7). */
  viewedCourse?: (loaderData: unknown) => { id: string; title: string };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.cspNonce;
  const matches = useMatches();
  // In the layout, not in App: error and 404 screens are pages people land on too.
  const viewed = matches
    .map((m) =>
      m.data ? (m.handle as RouteHandle | undefined)?.viewedCourse?.(m.data) : undefined,
    )
    .findLast(Boolean);
  useAnalytics(viewed);
  const chrome =
    matches.map((m) => (m.handle as RouteHandle | undefined)?.chrome).findLast(Boolean) ?? "site";
  return (
    <html lang="ar" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#047857" />
        <Meta />
        <Links />
        {rootData?.gaMeasurementId ? (
          <GoogleAnalytics measurementId={rootData.gaMeasurementId} nonce={nonce} />
        ) : null}
      </head>
      <body className={cn("flex min-h-dvh flex-col", chrome !== "admin" && "pt-(--header-height)")}>
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white p-3 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
        >
          تخطَّ إلى المحتوى
        </a>
        <NavigationStatus />
        {chrome === "admin" ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="main" className="flex-1">
              {children}
            </main>
            {chrome === "player" ? <BrandFooter /> : <SiteFooter />}
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />;
    return <ErrorScreen status={error.status} detail={error.statusText || "خطأ في الخادم"} />;
  }
  const detail = error instanceof Error ? error.message : "خطأ غير معروف";
  return <ErrorScreen detail={detail} />;
}

// The nonce only matters for the server-rendered document; client navigations need no new one.
export const shouldRevalidate = () => false;
