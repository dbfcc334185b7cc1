// GET /manifest.webmanifest, /fr/manifest.webmanifest, /en/manifest.webmanifest (issue #27,
// decision 0046): the web app manifest in the language of its address. Caching and compression
// are the page handler's, as for robots.txt: an ETag and 304s, and a shared cache may keep it.
import { webManifest } from "~/features/offline/web-manifest";
import { requestTranslator } from "~/i18n/request-translator.server";
import type { Route } from "./+types/web-manifest";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(JSON.stringify(webManifest(requestTranslator(request))), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
