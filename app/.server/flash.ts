// A one-time message carried across a redirect (e.g. 'Course saved' after Save → /admin).
import { isAdminToastKey, type AdminToastKey } from "~/lib/admin-toasts";

const COOKIE = "maarifa_flash";

function secure(request: Request) {
  return new URL(request.url).protocol === "https:" ? "; Secure" : "";
}

/** Set-Cookie value that shows `key` on the next admin page. */
export function setFlash(request: Request, key: AdminToastKey): string {
  return `${COOKIE}=${key}; Path=/; Max-Age=60; HttpOnly; SameSite=Lax${secure(request)}`;
}

/** The pending toast, if any, and the Set-Cookie value that clears it. */
export function takeFlash(request: Request): { toast: AdminToastKey | null; clear: string | null } {
  const value = /(?:^|;\s*)maarifa_flash=([^;]*)/.exec(request.headers.get("cookie") ?? "")?.[1];
  if (value === undefined) return { toast: null, clear: null };
  return {
    toast: isAdminToastKey(value) ? value : null,
    clear: `${COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure(request)}`,
  };
}
