// A one-time message carried across a redirect (e.g. 'Course saved' after Save → /admin).
// `__Host-maarifa_flash` over https, like the session cookies (app/.server/auth/cookies.ts).
import { isAdminToastKey, type AdminToastKey } from "~/lib/admin-toasts";
import { cookieNameFor, cookieValues, setCookie } from "./auth/cookies";

const COOKIE = "maarifa_flash";

/** Set-Cookie value that shows `key` on the next admin page. */
export function setFlash(request: Request, key: AdminToastKey): string {
  return setCookie(COOKIE, request, key, { maxAge: 60 });
}

/** The pending toast, if any, and the Set-Cookie value that clears it. */
export function takeFlash(request: Request): { toast: AdminToastKey | null; clear: string | null } {
  const values = cookieValues(request.headers.get("cookie"), cookieNameFor(COOKIE, request));
  if (values.length === 0) return { toast: null, clear: null };
  // Two of them: one was planted; show neither, clear ours.
  const value = values.length === 1 ? values[0] : undefined;
  return {
    toast: value !== undefined && isAdminToastKey(value) ? value : null,
    clear: setCookie(COOKIE, request, "", { maxAge: 0 }),
  };
}
