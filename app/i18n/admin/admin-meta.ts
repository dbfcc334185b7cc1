// An admin page's <title> in the administrator's language (issue #27 item 7). A meta function
// cannot use the hook, so it reads the locale the admin layout's loader found, from the matches.
import { isLocale, type Locale } from "../locales";
import { adminTranslator, DEFAULT_ADMIN_LOCALE, type AdminMessageKey } from "./admin-i18n";

const LAYOUT_ROUTE = "routes/admin/layout";

/** The admin layout's locale among a meta function's matches (English when absent). */
export function adminLocaleOfMatches(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Locale {
  const data = matches.find((match) => match?.id === LAYOUT_ROUTE)?.loaderData;
  const locale =
    data && typeof data === "object" && "locale" in data
      ? (data as { locale: unknown }).locale
      : null;
  return isLocale(locale) ? locale : DEFAULT_ADMIN_LOCALE;
}

/** "<page> | Admin | معرفة" (or without "Admin" when `withAdmin` is false), in that locale. */
export function adminPageTitle(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  page: AdminMessageKey,
  { withAdmin = true }: { withAdmin?: boolean } = {},
): string {
  const { t } = adminTranslator(adminLocaleOfMatches(matches));
  return [t(page), ...(withAdmin ? [t("shell.admin")] : []), "معرفة"].join(" | ");
}
