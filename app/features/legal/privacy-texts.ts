// The privacy page's text per language (issue #17): Arabic first, French and English saying the
// same. Each language's module exports `privacy`; this map names them by locale.
import type { Locale } from "~/i18n/locales";
import type { PrivacyText } from "./legal-document";
import { privacy as ar } from "./privacy.ar";
import { privacy as en } from "./privacy.en";
import { privacy as fr } from "./privacy.fr";

export const PRIVACY: Record<Locale, PrivacyText> = { ar, fr, en };
