// /terms (and /fr/terms, /en/terms): the terms of use of the site (issue #17).
import type { Route } from "./+types/terms";
import { TERMS_UPDATED } from "~/features/legal/legal-document";
import { LegalPage } from "~/features/legal/legal-page";
import { TERMS } from "~/features/legal/legal-texts";
import { useI18n } from "~/i18n/i18n-context";
import { localizedPageMeta, metaTranslator } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ location }) => {
  const i = metaTranslator(location);
  return localizedPageMeta(i, i.t("legal.terms.title"), i.t("legal.terms.description"));
};

export default function Terms() {
  const i = useI18n();
  return (
    <LegalPage
      title={i.t("legal.terms.title")}
      updated={TERMS_UPDATED}
      sections={TERMS[i.locale](i)}
    />
  );
}
