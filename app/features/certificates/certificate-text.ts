// What a certificate says, in a page's language (issue #16): the course title by the content
// fallbacks of every other page (course-text.ts), the completion date in the locale's words, and
// the share links. Used by the verification page, its image and /account alike, so they agree.
import type { Certificate } from "~/.server/db/repositories/certificates";
import { INTL_LOCALES, type Locale } from "~/i18n/locales";
import type { Translator } from "~/i18n/translator";
import { courseTitleIn, type ChosenText } from "~/lib/course/course-text";

/** What of a certificate its public page and image may show: no learner id, email or phone. */
export type PublicCertificate = Pick<
  Certificate,
  | "code"
  | "learnerName"
  | "learnerNameLatin"
  | "courseTitle"
  | "courseMinutes"
  | "completedAt"
  | "issuedAt"
>;

export function publicCertificate(certificate: Certificate): PublicCertificate {
  const { code, learnerName, learnerNameLatin, courseTitle, courseMinutes, completedAt, issuedAt } =
    certificate;
  return { code, learnerName, learnerNameLatin, courseTitle, courseMinutes, completedAt, issuedAt };
}

/**
 * The name a certificate shows in a language (issue #27): the Latin-letter one in French and
 * English when the learner gave one, else the name on certificates as it is.
 */
export function learnerNameIn(
  locale: Locale,
  certificate: Pick<Certificate, "learnerName" | "learnerNameLatin">,
): string {
  return locale !== "ar" && certificate.learnerNameLatin
    ? certificate.learnerNameLatin
    : certificate.learnerName;
}

/** What the course page shows a signed-in learner about the course's certificate. */
export type CertificateOffer =
  /** Not completed (yet): nothing is shown. */
  | { kind: "none" }
  /**
   * Completed, no live certificate: the claim form, with the name field when none is stored and
   * the optional Latin-letter name field when none is stored (issue #27).
   */
  | { kind: "claim"; needsName: boolean; offerLatin: boolean }
  /** Already claimed: a link to it. */
  | { kind: "claimed"; code: string };

export function certificateTitleIn(
  i: Translator,
  certificate: Pick<Certificate, "courseTitle">,
): ChosenText {
  return courseTitleIn(i, { title: certificate.courseTitle });
}

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "26 November 2026" in the page's language. In UTC: Mauritania's own time, and the same date
 * whatever the server's time zone.
 */
export function formatCertificateDate(locale: Locale, iso: string): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: "long", timeZone: "UTC" });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** The certificate's public address in the page's language (relative: the caller makes it absolute). */
export function certificatePath(i: Translator, code: string): string {
  return i.path(`/certificates/${code}`);
}

/** The languages the Arabic sheet can be printed with, on the same page (issue #27). */
export const SECOND_LANGUAGES = ["fr", "en"] as const satisfies readonly Locale[];
export type SecondLanguage = (typeof SECOND_LANGUAGES)[number];

/**
 * The second language asked for by `?also=` on the certificate's page: French or English on the
 * Arabic page; anything else (another value, another page's language) is the plain sheet.
 */
export function secondLanguage(pageLocale: Locale, also: string | null): SecondLanguage | null {
  if (pageLocale !== "ar") return null;
  return SECOND_LANGUAGES.find((locale) => locale === also) ?? null;
}

/** The Arabic sheet with a second language: always the Arabic page's address. */
export function bilingualPath(code: string, also: SecondLanguage): string {
  return `/certificates/${code}?also=${also}`;
}

export interface ShareLinks {
  /** The certificate's absolute address. */
  url: string;
  /** The course's title in the page's language: what the share sheet names the page with. */
  title: string;
  /** WhatsApp's message (the share control makes the wa.me link). */
  whatsappText: string;
  linkedin: string;
}

/**
 * Plain links, no third-party script (issue #16): WhatsApp's text share, and LinkedIn's
 * add-to-profile form filled in with the certificate (its documented `startTask=CERTIFICATION_NAME`
 * parameters).
 */
export function shareLinks(i: Translator, certificate: PublicCertificate, url: string): ShareLinks {
  const course = certificateTitleIn(i, certificate).text;
  const brand = i.t("site.brand");
  const text = `${i.t("certificates.share.text", { course, brand })} ${url}`;
  const issued = new Date(certificate.issuedAt);
  const linkedin = new URL("https://www.linkedin.com/profile/add");
  linkedin.search = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: course,
    organizationName: brand,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: url,
    certId: certificate.code,
  }).toString();
  return { url, title: course, whatsappText: text, linkedin: linkedin.href };
}
