// The web app manifest of each locale (issue #27, decision 0046): an app installed from /fr opens
// at /fr, in French and left to right; from /en in English; from an Arabic page in Arabic. Each
// page links its own locale's manifest (root.tsx), served by app/routes/resources/web-manifest.ts.
import { localizePath } from "~/i18n/locales";
import type { Translator } from "~/i18n/translator";

/** The manifest's address for a page in `locale`: /manifest.webmanifest, /fr/…, /en/…. */
export const webManifestPath = (locale: Translator["locale"]) =>
  localizePath("/manifest.webmanifest", locale);

export function webManifest(i: Translator) {
  return {
    // One app whatever the language it was installed in: the language is where it starts.
    id: "/",
    name: i.t("manifest.name"),
    short_name: i.t("site.brand"),
    description: i.t("site.description"),
    lang: i.locale,
    dir: i.dir,
    start_url: i.path("/"),
    // The whole site, so that a learner who changes language inside the app stays in it.
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: "#047857",
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
