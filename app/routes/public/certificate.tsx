// /certificates/{code}: the public verification page of a certificate of completion (issue #16,
// decision 0031). Anyone with the link sees the name, the course, the completion date and the
// site's name; a malformed, unknown, tampered or revoked code is the site's 404. Cached like every
// anonymous page (decision 0008); hiding a certificate bumps the content version, so this
// server's copy goes at once. Issue #27: `?also=fr` and `?also=en` print the Arabic certificate
// with French or English on the same sheet (the page cache keys on the query too).
import { data } from "react-router";
import type { Route } from "./+types/certificate";
import { absoluteUrl } from "~/.server/absolute-url";
import { errorStatus, errorTitleKey } from "~/components/layout/error-screens";
import { Button, buttonVariants } from "~/components/ui/button";
import { CertificateSheet } from "~/features/certificates/certificate-sheet";
import { loadPublicCertificate } from "~/features/certificates/certificate-page.server";
import { certificateQrCode } from "~/features/certificates/certificate-qr.server";
import {
  bilingualPath,
  certificatePath,
  certificateTitleIn,
  formatCertificateDate,
  learnerNameIn,
  secondLanguage,
  SECOND_LANGUAGES,
  shareLinks,
} from "~/features/certificates/certificate-text";
import { ShareLinks } from "~/features/certificates/share-links";
import { useI18n } from "~/i18n/i18n-context";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { localizedPageMeta, metaTranslator, sharedPageMeta } from "~/i18n/page-meta";
import { requestTranslator } from "~/i18n/request-translator.server";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const certificate = await loadPublicCertificate(context.db, params.code);
  if (!certificate) throw data(null, { status: 404 });
  const i = requestTranslator(request);
  const path = certificatePath(i, certificate.code);
  const url = absoluteUrl(path, request, context);
  const { size, path: qrPath } = certificateQrCode(url);
  return {
    certificate,
    url,
    qr: { size, path: qrPath },
    also: secondLanguage(i.locale, new URL(request.url).searchParams.get("also")),
    imageUrl: absoluteUrl(`${path}/image.png`, request, context),
    share: shareLinks(i, certificate, url),
  };
}

export const meta: Route.MetaFunction = ({ data: page, error, location }) => {
  const i = metaTranslator(location);
  if (!page) return localizedPageMeta(i, i.t(errorTitleKey(error ? errorStatus(error) : 404)));
  const { certificate, url, imageUrl } = page;
  const name = learnerNameIn(i.locale, certificate);
  const course = certificateTitleIn(i, certificate).text;
  const brand = i.t("site.brand");
  const title = i.t("certificates.pageTitle", { name });
  const description = i.t("certificates.description", {
    name,
    course,
    brand,
    date: formatCertificateDate(i.locale, certificate.completedAt),
  });
  return [
    ...sharedPageMeta(i, title, description, {
      url,
      image: imageUrl,
      imageAlt: i.t("certificates.imageAlt", { name, course }),
      imageSize: SHARE_CARD_SIZE,
      canonical: true,
    }),
    // A certificate names a person: it is there for whoever holds the link, not for search engines.
    { name: "robots", content: "noindex" },
  ];
};

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  const { certificate, share, url, qr, also } = loaderData;
  const { t, path } = useI18n();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <CertificateSheet certificate={certificate} url={url} qr={qr} also={also} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="font-bold text-emerald-800" role="status">
          {t("certificates.verified", { brand: t("site.brand") })}
        </p>
        {/* Shown by app/browser/print.ts: without JavaScript the browser's Print does the same. */}
        <Button type="button" variant="outline" data-print hidden>
          {t("certificates.print")}
        </Button>
      </div>
      <nav aria-labelledby="bilingual-heading" data-bilingual-links>
        <h2 id="bilingual-heading" className="text-lg font-bold">
          {t("certificates.bilingual.heading")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {SECOND_LANGUAGES.filter((locale) => locale !== also).map((locale) => (
            <li key={locale}>
              <a
                href={bilingualPath(certificate.code, locale)}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {t(locale === "fr" ? "certificates.bilingual.fr" : "certificates.bilingual.en")}
              </a>
            </li>
          ))}
          {also ? (
            <li>
              <a
                href={path(`/certificates/${certificate.code}`)}
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                {t("certificates.bilingual.single")}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
      <section aria-labelledby="share-heading">
        <h2 id="share-heading" className="text-lg font-bold">
          {t("certificates.share.heading")}
        </h2>
        <ShareLinks links={share} className="mt-3" />
      </section>
    </div>
  );
}
