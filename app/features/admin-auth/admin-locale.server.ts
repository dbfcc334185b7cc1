// Which language the admin area speaks for this request (issue #27, decision 0044). A named
// administrator's choice is kept with their account (administrators.locale), so it follows them
// to any device; the bootstrap owner (the shared admin password) has no account, and the gate
// has no one signed in yet: for them a cookie keeps the choice on this browser. Choosing sets
// both. Nothing chosen: English, the specification's.
import type { AppLoadContext } from "react-router";
import { cookieNameFor, cookieValues, setCookie } from "~/.server/auth/cookies";
import {
  findAdministratorLocale,
  setAdministratorLocale,
} from "~/.server/db/repositories/administrators";
import {
  adminTranslator,
  DEFAULT_ADMIN_LOCALE,
  type AdminTranslator,
} from "~/i18n/admin/admin-i18n";
import { isLocale, type Locale } from "~/i18n/locales";
import type { AdminSession } from "./require-admin.server";

export const ADMIN_LOCALE_COOKIE = "maarifa_admin_locale";

/** A year: a preference, not a session. */
const MAX_AGE = 365 * 24 * 60 * 60;

function cookieLocale(request: Request): Locale | null {
  const values = cookieValues(
    request.headers.get("cookie"),
    cookieNameFor(ADMIN_LOCALE_COOKIE, request),
  );
  return values.length === 1 && isLocale(values[0]) ? values[0] : null;
}

/** The admin area's language for this request and session (null: nobody signed in). */
export async function adminLocaleOf(
  request: Request,
  context: AppLoadContext,
  session: AdminSession | null,
): Promise<Locale> {
  if (session?.admin.id) {
    const chosen = await findAdministratorLocale(context.db, session.admin.id);
    if (chosen) return chosen;
  }
  return cookieLocale(request) ?? DEFAULT_ADMIN_LOCALE;
}

/** The Set-Cookie value that keeps `locale` on this browser. */
export function adminLocaleCookie(request: Request, locale: Locale): string {
  return setCookie(ADMIN_LOCALE_COOKIE, request, locale, { maxAge: MAX_AGE });
}

/** Remembers `locale`: on the administrator's account when there is one, and in the cookie. */
export async function chooseAdminLocale(
  request: Request,
  context: AppLoadContext,
  session: AdminSession | null,
  locale: Locale,
): Promise<string> {
  if (session?.admin.id) await setAdministratorLocale(context.db, session.admin.id, locale);
  return adminLocaleCookie(request, locale);
}

/**
 * The translator of this request's administrator (issue #27 item 7): what an action writes into
 * its answer (an error, a notice) is in the language the page around it speaks.
 */
export async function adminTranslatorOf(
  request: Request,
  context: AppLoadContext,
  session: AdminSession | null,
): Promise<AdminTranslator> {
  return adminTranslator(await adminLocaleOf(request, context, session));
}
