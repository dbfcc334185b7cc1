// Each page's text per language (issue #17): Arabic first, French and English saying the same.
import type { Locale } from "~/i18n/locales";
import type { PrivacyText, TermsText } from "./legal-document";
import { privacyAr } from "./privacy.ar";
import { privacyEn } from "./privacy.en";
import { privacyFr } from "./privacy.fr";
import { termsAr } from "./terms.ar";
import { termsEn } from "./terms.en";
import { termsFr } from "./terms.fr";

export const PRIVACY: Record<Locale, PrivacyText> = { ar: privacyAr, fr: privacyFr, en: privacyEn };
export const TERMS: Record<Locale, TermsText> = { ar: termsAr, fr: termsFr, en: termsEn };
