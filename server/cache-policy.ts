// Who may keep a copy of a page, and for how long (issue #5, docs/decisions/0008-page-caching.md).
import type { Request } from "express";
import { namesOf } from "~/.server/auth/cookies";
import { LEARNER_SESSION_COOKIE } from "~/features/accounts/learner-session.server";
import { RESET_LINK_COOKIE_NAMES } from "~/features/accounts/reset-link-cookie.server";
import { ADMIN_SESSION_COOKIE } from "~/features/admin-auth/admin-session.server";
import { mediaVersionFromCookie } from "~/lib/media-choice";

/**
 * An anonymous public page: browsers always revalidate (max-age=0; the ETag makes that a
 * body-less 304), a shared cache such as a CDN may answer for 60 s without asking us, and for
 * 10 minutes after that may answer with its copy while it fetches a new one in the background.
 * A published or edited course therefore shows everywhere within about a minute of quiet traffic,
 * and a burst of visitors (a course shared in a group chat) reaches this server at most once a
 * minute per page.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * A public page asked for with a remembered lesson version (issue #28, the `media_version`
 * cookie): the lesson page plays that version, so it is not the page everyone else gets at the
 * same address. The in-process cache keeps it apart (page-handler.ts keys by the cookie's value,
 * one of three words); caches on the way must not keep it at all, since `Vary: Cookie` on every
 * page would split them on every other cookie a visitor carries (the locale's, say). The browser
 * may keep it and revalidates it with its ETag like any public page.
 */
export const REMEMBERED_CHOICE_PAGE = "private, max-age=0";

/** The remembered lesson version a request carries, which its public pages are keyed by. */
export function rememberedChoiceOf(req: Request): string | null {
  return mediaVersionFromCookie(req.get("cookie"));
}

/** Cache-Control of a shared (anonymous) public page sent to this request. */
export function sharedPageCacheControl(req: Request): string {
  return rememberedChoiceOf(req) ? REMEMBERED_CHOICE_PAGE : PUBLIC_PAGE;
}

/**
 * A signed-in request (the admin, or a learner): its pages may hold things for that person only,
 * so no cache anywhere keeps them, nor may a shared cache hand them to anyone else.
 */
export const SIGNED_IN = "private, no-store";

/**
 * Admin pages, errors, redirects and 404s. A 404 is not cached: a course that is published
 * should appear at its address at once (the administrator opens it right after publishing), and
 * the space of wrong addresses is endless, so caching them would only push real pages out.
 */
export const NOT_STORED = "no-store";

/**
 * Every cookie that signs someone in: the admin's, and a learner's (issue #6), under their plain
 * names (http) and their `__Host-` names (https, issue #12); and a reset link's, which is as
 * personal.
 */
const SESSION_COOKIES = [
  ...[ADMIN_SESSION_COOKIE, LEARNER_SESSION_COOKIE].flatMap(namesOf),
  // A password-reset link's token (issue #14): the page it opens is that one learner's.
  ...RESET_LINK_COOKIE_NAMES,
];

/**
 * True when the request carries a session cookie, whether or not the session is still valid. A
 * request carrying one twice is signed out (app/.server/auth/cookies.ts) but still counts here:
 * its page is rendered for it alone, never taken from or put in the shared page cache.
 */
export function hasSessionCookie(req: Request): boolean {
  const cookies = req.get("cookie");
  if (!cookies) return false;
  return cookies
    .split(";")
    .some((pair) => SESSION_COOKIES.includes(pair.slice(0, pair.indexOf("=")).trim()));
}

export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/") || path.startsWith("/admin.");
}

/** Cache-Control for a response of the page handler (HTML and React Router `.data`). */
export function pageCacheControl(req: Request, status: number, setsCookie: boolean): string {
  // Admin pages keep the plain no-store they always had: it already forbids every cache.
  if (isAdminPath(req.path)) return NOT_STORED;
  if (hasSessionCookie(req)) return SIGNED_IN;
  if (setsCookie) return NOT_STORED;
  if ((req.method === "GET" || req.method === "HEAD") && status === 200) return PUBLIC_PAGE;
  return NOT_STORED;
}
