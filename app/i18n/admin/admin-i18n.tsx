// The admin area's words (issue #27, decision 0044): each administrator chooses Arabic, French or
// English; English, the specification's, stays the default. The three catalogues are small and
// admin-only, so they are imported here, into the admin bundle, rather than sent with each
// page's data: hydration then finds the same words the server wrote, with nothing to wait for.
// Public code never imports this module (the public pages load no React at all, decision 0011).
import { createContext, useContext, type ReactNode } from "react";
import { DIRECTIONS, type Locale } from "../locales";
import { ar } from "./ar";
import { en, type AdminCatalogue, type AdminMessageKey } from "./en";
import { fr } from "./fr";

export type { AdminMessageKey } from "./en";

export const ADMIN_CATALOGUES: Record<Locale, AdminCatalogue> = { ar, fr, en };

/** The admin area's language until an administrator chooses one. */
export const DEFAULT_ADMIN_LOCALE: Locale = "en";

export type AdminValues = Record<string, string | number>;

export interface AdminTranslator {
  locale: Locale;
  dir: "rtl" | "ltr";
  /** The message `key`, its {placeholders} replaced by `values`. */
  t(key: AdminMessageKey, values?: AdminValues): string;
}

/** Fills {name} placeholders; an unknown one is left as written (a test catches it). */
export function formatAdminMessage(template: string, values?: AdminValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const translators = new Map<Locale, AdminTranslator>();

export function adminTranslator(locale: Locale): AdminTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    const catalogue = ADMIN_CATALOGUES[locale];
    translator = {
      locale,
      dir: DIRECTIONS[locale],
      t: (key, values) => formatAdminMessage(catalogue[key], values),
    };
    translators.set(locale, translator);
  }
  return translator;
}

const AdminI18nContext = createContext<AdminTranslator>(adminTranslator(DEFAULT_ADMIN_LOCALE));

/** The admin area's translator: English outside an AdminI18nProvider. */
export function useAdminI18n(): AdminTranslator {
  return useContext(AdminI18nContext);
}

export function AdminI18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <AdminI18nContext.Provider value={adminTranslator(locale)}>
      {children}
    </AdminI18nContext.Provider>
  );
}
