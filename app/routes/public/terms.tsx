// /terms (and /fr/terms, /en/terms): the terms of use of the site (issue #17).
import type { Route } from "./+types/terms";
import { TERMS_UPDATED } from "~/features/legal/legal-document";
import { LegalPage } from "~/features/legal/legal-page";
import { TERMS } from "~/features/legal/terms-texts";
import { useI18n } from "~/i18n/i18n-context";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return sharedPageMeta(i, i.t("legal.terms.title"), i.t("legal.terms.description"), {
    url,
    canonical: true,
  });
};

/** The support telephone number (SUPPORT_PHONE): the terms name it only when set (issue #27). */
export function loader({ context }: Route.LoaderArgs) {
  return { supportPhone: context.supportContact?.phone ?? null };
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const i = useI18n();
  return (
    <LegalPage
      title={i.t("legal.terms.title")}
      updated={TERMS_UPDATED}
      sections={TERMS[i.locale](i, loaderData)}
    />
  );
}
