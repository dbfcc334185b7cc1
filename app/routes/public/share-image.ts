// The site's share card image (issue #17): /share-image.png, /fr/share-image.png,
// /en/share-image.png, named by every page without an image of its own (og:image). Cached like a
// page (decision 0008), drawn once per process and language.
import type { Route } from "./+types/share-image";
import { siteShareImage } from "~/features/seo/share-image.server";
import { requestTranslator } from "~/i18n/request-translator.server";
import { pngResponse } from "~/.server/http/png-response";

export async function loader({ request }: Route.LoaderArgs) {
  return pngResponse(await siteShareImage(requestTranslator(request)));
}
