// The public verification page and image of a certificate (issue #16, decision 0031): found by its
// code alone, live ones only. A malformed code is not even looked up; unknown, tampered and revoked
// codes are all the same "not found" to the caller, which answers 404.
import { findLiveCertificateByCode } from "~/.server/db/repositories/certificates";
import type { Database } from "~/.server/db/schema";
import type { Translator } from "~/i18n/translator";
import { isCertificateCode } from "./certificate-code";
import type { CertificateImageText } from "./certificate-image.server";
import { formatDuration } from "~/lib/format-duration";
import {
  certificateTitleIn,
  formatCertificateDate,
  learnerNameIn,
  publicCertificate,
  type PublicCertificate,
} from "./certificate-text";

export async function loadPublicCertificate(
  db: Database,
  code: unknown,
): Promise<PublicCertificate | null> {
  if (!isCertificateCode(code)) return null;
  const certificate = await findLiveCertificateByCode(db, code);
  return certificate ? publicCertificate(certificate) : null;
}

/** The image's words in the page's language; `url`: the verification page's absolute address. */
export function certificateImageText(
  i: Translator,
  certificate: PublicCertificate,
  url: string,
): CertificateImageText {
  return {
    dir: i.dir,
    brand: i.t("site.brand"),
    heading: i.t("certificates.heading"),
    awardedTo: i.t("certificates.awardedTo"),
    learnerName: learnerNameIn(i.locale, certificate),
    lead: i.t("certificates.forCompleting"),
    courseTitle: certificateTitleIn(i, certificate).text,
    date: i.t("certificates.completedOn", {
      date: formatCertificateDate(i.locale, certificate.completedAt),
    }),
    length:
      certificate.courseMinutes > 0
        ? i.t("certificates.length", { duration: formatDuration(i, certificate.courseMinutes) })
        : "",
    code: i.t("certificates.code", { code: certificate.code }),
    url,
  };
}
