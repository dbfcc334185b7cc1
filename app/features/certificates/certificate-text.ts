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
  "code" | "learnerName" | "courseTitle" | "completedAt" | "issuedAt"
>;

export function publicCertificate(certificate: Certificate): PublicCertificate {
  const { code, learnerName, courseTitle, completedAt, issuedAt } = certificate;
  return { code, learnerName, courseTitle, completedAt, issuedAt };
}

/** What the course page shows a signed-in learner about the course's certificate. */
export type CertificateOffer =
  /** Not completed (yet): nothing is shown. */
  | { kind: "none" }
  /** Completed, no live certificate: the claim form, with the name field when none is stored. */
  | { kind: "claim"; needsName: boolean }
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
