// The course page's certificate block (issue #16): shown to a signed-in learner who has completed
// the course, with the claim form or a link to the certificate already issued. The course page
// lays it out (app/features/player/course-page-view.tsx); the route hands it over.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-context";
import type { CertificateOffer } from "./certificate-text";
import { ClaimCertificateForm } from "./claim-form";

export function CertificateOfferBlock({
  offer,
  courseId,
}: {
  offer: CertificateOffer;
  courseId: string;
}) {
  const { t, path } = useI18n();
  if (offer.kind === "none") return null;
  return (
    <section
      aria-labelledby="certificate-offer-heading"
      className="rounded-2xl border border-emerald-200 bg-emerald-50 p-5"
      data-certificate-offer
    >
      <h2 id="certificate-offer-heading" className="text-lg font-bold text-emerald-900">
        {t("certificates.offer.heading")}
      </h2>
      {offer.kind === "claimed" ? (
        <Link
          to={path(`/certificates/${offer.code}`)}
          reloadDocument
          className={buttonVariants({ className: "mt-3" })}
        >
          {t("certificates.offer.view")}
        </Link>
      ) : (
        <>
          <p className="mt-1 mb-3 text-slate-700">{t("certificates.offer.text")}</p>
          <ClaimCertificateForm
            courseId={courseId}
            needsName={offer.needsName}
            offerLatin={offer.offerLatin}
          />
        </>
      )}
    </section>
  );
}
