// The shape of the privacy and terms pages (issue #17): sections with an id (an anchor other pages
// link to, such as /privacy#cookies), a heading and their prose. The prose lives in one module per
// page and language (privacy.ar.tsx, terms.fr.tsx, …) rather than in the message catalogues: it is
// long, it has structure (lists, a table, links), and only these pages use it.
import type { ReactNode } from "react";
import type { Translator } from "~/i18n/translator";

export interface LegalSection {
  /** The anchor: the same in every language, so a link with #id works on each. */
  id: string;
  heading: string;
  content: ReactNode;
}

/** What the pages say that depends on how this site is run (its environment), not on the code. */
export interface LegalFacts {
  /** GA_MEASUREMENT_ID is set: Google Analytics runs beside the site's own counting. */
  googleAnalytics: boolean;
  /** SUPPORT_PHONE (E.164), or null: the pages then name no telephone (issue #27). */
  supportPhone: string | null;
}

export type PrivacyText = (i: Translator, facts: LegalFacts) => LegalSection[];
export type TermsText = (i: Translator, facts: Pick<LegalFacts, "supportPhone">) => LegalSection[];

/**
 * When each page last changed, the same for its three languages (they say the same thing). Change
 * it with the text.
 */
export const PRIVACY_UPDATED = "2026-11-29";
export const TERMS_UPDATED = "2026-11-26";

/** The sections every language's privacy page has, in order (tested). */
export const PRIVACY_SECTION_IDS = [
  "summary",
  "without-account",
  "account",
  "certificates",
  "classes",
  "analytics",
  "videos",
  "security",
  "cookies",
  "retention",
  "access",
  "delete",
  "contact",
] as const;

/** The sections every language's terms page has, in order (tested). */
export const TERMS_SECTION_IDS = [
  "service",
  "accounts",
  "use",
  "certificates",
  "content",
  "warranty",
  "privacy",
  "changes",
  "contact",
] as const;
