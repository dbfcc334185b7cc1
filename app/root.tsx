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
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { cn } from "~/lib/cn";
import { learnerLabel } from "~/lib/learner";
import { useEffect } from "react";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // Every page's text is Arabic regular, so fetch it alongside the stylesheet.
  { rel: "preload", href: fontArabic400, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  // Only a request with the learner cookie costs a query; such pages are never cached.
  const learner = await getSignedInLearner(request, context);
  return {
    cspNonce: context.cspNonce,
    /** The top bar's account menu (issue #6): null for every visitor, so their pages stay equal. */
    account: learner ? { label: learnerLabel(learner) } : null,
  };
}

/**
 * Which frame a route is shown in, through its `handle`: the public site (top bar and full
 * footer, the default), the course player (top bar and brand footer), or the admin area (its own
 * English, left-to-right shell).
 */
export interface RouteHandle {
  chrome?: "site" | "player" | "admin";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const nonce = rootData?.cspNonce;
  const account = rootData?.account ?? null;
  const matches = useMatches();
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
            <SiteHeader account={account} />
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

/**
 * A sign-in or sign-up carried this browser's anonymous progress (the ids noted in
 * sessionStorage); the account has it now, so those ids leave localStorage (decision 0009).
 * Written out here rather than imported from ~/lib/anonymous-progress: importing it would add a
 * script to every visitor's page; the keys are that module's KEY and SENT_KEY.
 */
function forgetSentAnonymousProgress() {
  try {
    const sent: unknown = JSON.parse(sessionStorage.getItem("maarifa_progress_sent") ?? "[]");
    sessionStorage.removeItem("maarifa_progress_sent");
    if (!Array.isArray(sent) || sent.length === 0) return;
    const kept: unknown = JSON.parse(localStorage.getItem("maarifa_progress") ?? "[]");
    if (Array.isArray(kept)) {
      localStorage.setItem(
        "maarifa_progress",
        JSON.stringify(kept.filter((id) => !sent.includes(id))),
      );
    }
  } catch {
    // Storage disabled or malformed: nothing to forget.
  }
}

export default function App() {
  const signedIn = useRouteLoaderData<typeof loader>("root")?.account != null;
  useEffect(() => {
    if (signedIn) forgetSentAnonymousProgress();
  }, [signedIn]);
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
// Signing in, out or deleting the account are whole-document form posts, which load this again.
export const shouldRevalidate = () => false;
