// The translator of a request's page, for loaders and actions (issue #15): the URL alone decides
// the language (decision 0026), never a cookie or Accept-Language, so that cached pages fit all.
import { localeFromPath } from "./locales";
import { translatorFor, type Translator } from "./translator";

export function requestTranslator(request: Request): Translator {
  return translatorFor(localeFromPath(new URL(request.url).pathname));
}
