// The verification page's certificate (issue #16): the learner's name as stored, the course title
// in the page's language, the completion date, the site's name and the code, and nothing else
// about the learner. On screen a framed card; printed, the whole A4 landscape sheet (app.css).
import { ContentText, FreeText } from "~/components/ui/content-text";
import { useI18n } from "~/i18n/i18n-context";
import {
  certificateTitleIn,
  formatCertificateDate,
  type PublicCertificate,
} from "./certificate-text";

export function CertificateSheet({ certificate }: { certificate: PublicCertificate }) {
  const i = useI18n();
  const { t } = i;
  return (
    <article
      aria-labelledby="certificate-heading"
      className="certificate-sheet flex flex-col items-center justify-center gap-2 rounded-2xl border-2 border-emerald-700 bg-white p-8 text-center"
    >
      <p className="text-2xl font-bold text-emerald-700">{t("site.brand")}</p>
      <h1 id="certificate-heading" className="text-3xl font-bold">
        {t("certificates.heading")}
      </h1>
      <p className="mt-4 text-slate-700">{t("certificates.awardedTo")}</p>
      <p className="text-3xl leading-snug font-bold text-emerald-900" data-learner-name>
        <FreeText text={certificate.learnerName} />
      </p>
      <p className="mt-2 text-slate-700">{t("certificates.forCompleting")}</p>
      <p className="text-2xl leading-snug font-bold sm:text-3xl" data-course-title>
        <ContentText value={certificateTitleIn(i, certificate)} />
      </p>
      <p className="mt-2 text-slate-700" data-completed-on>
        {t("certificates.completedOn", {
          date: formatCertificateDate(i.locale, certificate.completedAt),
        })}
      </p>
      <p className="mt-4 text-sm text-slate-600">
        {i.rich("certificates.code", {
          code: (
            <bdi dir="ltr" className="font-mono" data-certificate-code>
              {certificate.code}
            </bdi>
          ),
        })}
      </p>
    </article>
  );
}
