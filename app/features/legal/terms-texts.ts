// The terms page's text per language (issue #17): Arabic first, French and English saying the
// same. Each language's module exports `terms`; this map names them by locale.
import type { Locale } from "~/i18n/locales";
import type { TermsText } from "./legal-document";
import { terms as ar } from "./terms.ar";
import { terms as en } from "./terms.en";
import { terms as fr } from "./terms.fr";

export const TERMS: Record<Locale, TermsText> = { ar, fr, en };
