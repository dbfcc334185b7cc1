// /privacy (and /fr/privacy, /en/privacy): what the site keeps about its visitors and learners,
// for how long, who sees it, how to delete it, and every cookie it sets, at #cookies (issue #17).
import type { Route } from "./+types/privacy";
import { PRIVACY_UPDATED } from "~/features/legal/legal-document";
import { LegalPage } from "~/features/legal/legal-page";
import { PRIVACY } from "~/features/legal/privacy-texts";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return sharedPageMeta(i, i.t("legal.privacy.title"), i.t("legal.privacy.description"), {
    url,
    canonical: true,
  });
};

/**
 * Whether Google Analytics runs here (GA_MEASUREMENT_ID): the page must then say so; and the
 * support telephone number (SUPPORT_PHONE), named only when set (issue #27).
 */
export function loader({ context }: Route.LoaderArgs) {
  return {
    googleAnalytics: Boolean(context.gaMeasurementId),
    supportPhone: context.supportContact?.phone ?? null,
  };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const i = useI18n();
  return (
    <LegalPage
      title={i.t("legal.privacy.title")}
      updated={PRIVACY_UPDATED}
      sections={PRIVACY[i.locale](i, loaderData)}
    />
  );
}
