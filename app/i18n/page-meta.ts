// Title and description tags of a public page in its locale (issue #15). Meta functions run
// outside React, so they resolve their own translator from the address: the URL alone decides the
// language (decision 0026).
import type { Location } from "react-router";
import { localeFromPath } from "./locales";
import { translatorFor, type Translator } from "./translator";

/** The translator of the page at `location`. */
export function metaTranslator(location: Pick<Location, "pathname">): Translator {
  return translatorFor(localeFromPath(location.pathname));
}

/** `title | brand` and the description (the site's own when none is given). */
export function localizedPageMeta(i: Translator, title: string, description?: string) {
  return [
    { title: i.t("site.pageTitle", { page: title, brand: i.t("site.brand") }) },
    { name: "description", content: description ?? i.t("site.description") },
  ];
}
