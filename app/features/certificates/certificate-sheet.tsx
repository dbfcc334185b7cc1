// The verification page's certificate (issue #16): the learner's name as stored, the course title
// in the page's language, the completion date, the site's name and the code, and nothing else
// about the learner. On screen a framed card; printed, the whole A4 landscape sheet (app.css).
// Issue #27: the course's length, and the verification address in words and as a QR code, so
// whoever holds the paper can check it; `also` adds a second language on the same sheet (Arabic
// with French or English), each side in its own language, direction and name.
import { ContentText, FreeText } from "~/components/ui/content-text";
import { I18nContext, useI18n } from "~/i18n/i18n-context";
import type { Locale } from "~/i18n/locales";
import { formatDuration } from "~/lib/format-duration";
import {
  certificateTitleIn,
  formatCertificateDate,
  learnerNameIn,
  type PublicCertificate,
} from "./certificate-text";
import { QrCodeSvg, type QrCode } from "./qr-code";

/** One language's words of the certificate; the heading of the first side names the sheet. */
function SheetSide({
  certificate,
  headingId,
  compact,
}: {
  certificate: PublicCertificate;
  headingId?: string;
  compact: boolean;
}) {
  const i = useI18n();
  const { t } = i;
  const Heading = headingId ? "h1" : "h2";
  return (
    <section
      lang={i.locale}
      dir={i.dir}
      aria-labelledby={headingId}
      className="flex flex-col items-center justify-center gap-2"
      data-certificate-side={i.locale}
    >
      <p
        className={
          compact ? "text-xl font-bold text-emerald-700" : "text-2xl font-bold text-emerald-700"
        }
      >
        {t("site.brand")}
      </p>
      <Heading id={headingId} className={compact ? "text-2xl font-bold" : "text-3xl font-bold"}>
        {t("certificates.heading")}
      </Heading>
      <p className={compact ? "mt-2 text-slate-700" : "mt-4 text-slate-700"}>
        {t("certificates.awardedTo")}
      </p>
      <p
        className={
          compact
            ? "text-2xl leading-snug font-bold text-emerald-900"
            : "text-3xl leading-snug font-bold text-emerald-900"
        }
        data-learner-name
      >
        <FreeText text={learnerNameIn(i.locale, certificate)} />
      </p>
      <p className="mt-2 text-slate-700">{t("certificates.forCompleting")}</p>
      <p
        className={
          compact ? "text-xl leading-snug font-bold" : "text-2xl leading-snug font-bold sm:text-3xl"
        }
        data-course-title
      >
        <ContentText value={certificateTitleIn(i, certificate)} />
      </p>
      <p className="mt-2 text-slate-700" data-completed-on>
        {t("certificates.completedOn", {
          date: formatCertificateDate(i.locale, certificate.completedAt),
        })}
      </p>
      {certificate.courseMinutes > 0 ? (
        <p className="text-slate-700" data-course-length>
          {t("certificates.length", { duration: formatDuration(i, certificate.courseMinutes) })}
        </p>
      ) : null}
    </section>
  );
}

export function CertificateSheet({
  certificate,
  url,
  qr,
  also = null,
}: {
  certificate: PublicCertificate;
  /** The verification page's absolute address, printed in words and as the QR code. */
  url: string;
  qr: Pick<QrCode, "size" | "path">;
  /** A second language on the same sheet (the Arabic page only), or null. */
  also?: Locale | null;
}) {
  const i = useI18n();
  const { t } = i;
  const second = also ? i.in(also) : null;
  return (
    <article
      aria-labelledby="certificate-heading"
      className="certificate-sheet flex flex-col items-center justify-center gap-4 rounded-2xl border-2 border-emerald-700 bg-white p-6 text-center sm:p-8"
      data-bilingual={second ? "" : undefined}
    >
      {second ? (
        <div className="certificate-sides grid w-full gap-8 sm:grid-cols-2">
          <SheetSide certificate={certificate} headingId="certificate-heading" compact />
          <I18nContext.Provider value={second}>
            <SheetSide certificate={certificate} compact />
          </I18nContext.Provider>
        </div>
      ) : (
        <SheetSide certificate={certificate} headingId="certificate-heading" compact={false} />
      )}
      <div className="flex flex-wrap items-center justify-center gap-4 text-sm text-slate-600">
        <QrCodeSvg code={qr} label={t("certificates.qrLabel")} className="size-28 shrink-0" />
        <div className="space-y-1 text-start">
          <p>
            {i.rich("certificates.code", {
              code: (
                <bdi dir="ltr" className="font-mono" data-certificate-code>
                  {certificate.code}
                </bdi>
              ),
            })}
          </p>
          <p>{t("certificates.verifyAt")}</p>
          {/* The second language's words on their own line (no mixed-direction sentence), lined
              up with the Arabic ones. */}
          {second ? (
            <p lang={second.locale} dir={second.dir} className="text-end">
              {second.t("certificates.verifyAt")}
            </p>
          ) : null}
          <p>
            <bdi dir="ltr" className="font-mono break-all" data-certificate-url>
              {url}
            </bdi>
          </p>
        </div>
      </div>
    </article>
  );
}
