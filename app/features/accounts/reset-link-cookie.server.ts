// Where a password-reset link's token waits between opening the link and sending the new password
// (decision 0025). The link's address carries the token once: its page moves it into this cookie
// and redirects to /reset-password, so the token leaves the address bar and the history, and no
// page ever shows under an address that holds it (nor sends it as a Referer). HttpOnly, only for
// /reset-password, gone after the link's hour; Secure with the `__Secure-` prefix over https.
import { cookieNameFor, readCookie, setCookie } from "~/.server/auth/cookies";
import { isOneTimeTokenShaped } from "~/.server/auth/one-time-tokens";
import { localeFromPath, localizePath } from "~/i18n/locales";

export const RESET_LINK_COOKIE = "maarifa_reset";
export const RESET_PAGE_PATH = "/reset-password";
const MAX_AGE_SECONDS = 60 * 60;

/** Every name the cookie may arrive under (server/cache-policy.ts must recognise each). */
export const RESET_LINK_COOKIE_NAMES = [RESET_LINK_COOKIE, `__Secure-${RESET_LINK_COOKIE}`];

/**
 * The reset page in the request's locale (issue #15): /reset-password, /fr/reset-password… The
 * cookie is limited to that page's path, so each locale's link lands on its own page.
 */
export function resetPagePath(request: Request): string {
  return localizePath(RESET_PAGE_PATH, localeFromPath(new URL(request.url).pathname));
}

export function readResetLinkToken(request: Request): string | null {
  return readCookie(request, cookieNameFor(RESET_LINK_COOKIE, request, resetPagePath(request)));
}

/** Stores the link's token; anything that is not a token of ours is stored as "invalid". */
export function resetLinkCookie(request: Request, token: string): string {
  const value = isOneTimeTokenShaped(token) ? token : "invalid";
  return setCookie(RESET_LINK_COOKIE, request, value, {
    path: resetPagePath(request),
    maxAge: MAX_AGE_SECONDS,
  });
}

export function clearResetLinkCookie(request: Request): string {
  return setCookie(RESET_LINK_COOKIE, request, "", { path: resetPagePath(request), maxAge: 0 });
}
