// Where signing in or up returns a learner (issue #27): the page they were on, carried as
// `/auth?redirectTo=…` by every link to /auth, kept through a refused form, applied after sign-in
// and after sign-up. Only a path of this site is ever followed.
import { unlocalizedPath } from "~/i18n/locales";
import { ownPath } from "./safe-url";

/** Which form /auth opens on: the one the link asked for. */
export type AuthFormName = "sign-in" | "sign-up";

export function authFormName(value: unknown): AuthFormName | null {
  return value === "sign-in" || value === "sign-up" ? value : null;
}

/** Pages never returned to: the sign-in pages themselves (a loop) and the reset page. */
const NO_RETURN = /^\/(auth|reset-password)(\/|$)/;
const BASE = "http://maarifa.invalid";

/**
 * `value` as a path of this site to return to, or null: no scheme, no "//host" or "/\host" (which
 * browsers read as another site), no control characters, never /auth or a page under it in any
 * locale. The query is kept, the hash dropped (servers never see one).
 */
export function learnerReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.includes("//") || value.includes("\\")) return null;
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || NO_RETURN.test(unlocalizedPath(url.pathname))) return null;
  return `${ownPath(url.pathname)}${url.search}`;
}

/**
 * The link to /auth's `form` from the page at `pathname` + `search` (unlocalized: the caller's
 * `path()` puts it in the page's language). From /auth itself (or a page under it) the return it
 * carries is kept; the site's home is the default and is left out.
 */
export function authLinkFrom(
  form: AuthFormName,
  { pathname, search }: { pathname: string; search: string },
  home: string,
): string {
  const params = new URLSearchParams({ form });
  const onAuth = /^\/auth(\/|$)/.test(unlocalizedPath(pathname));
  const back = onAuth
    ? learnerReturnPath(new URLSearchParams(search).get("redirectTo"))
    : learnerReturnPath(pathname + search);
  if (back && back !== home) params.set("redirectTo", back);
  return `/auth?${params.toString()}`;
}

/** The link to /auth's `form` that returns to `back` (a path of this site, unlocalized). */
export function authLinkTo(form: AuthFormName, back: string): string {
  const params = new URLSearchParams({ form });
  const path = learnerReturnPath(back);
  if (path) params.set("redirectTo", path);
  return `/auth?${params.toString()}`;
}
