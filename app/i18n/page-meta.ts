// Title and description tags of a public page in its locale (issue #15). Meta functions run
// outside React, so they resolve their own translator from the address: the URL alone decides the
// language (decision 0026).
import type { Location } from "react-router";
import { ownUrl } from "~/lib/safe-url";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { LOCALES, localeFromPath, OG_LOCALES } from "./locales";
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

/** What a shared link's card shows besides the title and description (issue #17). */
export interface ShareCard {
  /** The page's absolute address: og:url, and the canonical link when `canonical`. */
  url: string;
  /** An absolute image address; the site's share image when absent. */
  image?: string;
  /** Alternative text of the image (og:image:alt, twitter:image:alt). */
  imageAlt?: string;
  /** The image's size in pixels, when known (cards then draw it at once). */
  imageSize?: { width: number; height: number };
  /** Also name `url` as the canonical address (pages whose query string is not another page). */
  canonical?: boolean;
}

/**
 * The site's own share card (1200×630, drawn by the server in each language:
 * app/routes/public/share-image.ts): pages without an image of their own.
 */
export const SITE_SHARE_IMAGE = { path: "/share-image.png", ...SHARE_CARD_SIZE };

/**
 * The origin the root loader found (PUBLIC_URL, else the request's own): meta functions have no
 * request, but every public page's matches begin with the root's.
 */
export function originFromMatches(
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>,
): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    { origin?: unknown } | undefined;
  return typeof root?.origin === "string" ? root.origin : "http://localhost";
}

/**
 * Title and description, and the Open Graph and Twitter card tags of a public page (issue #17):
 * a link shared on WhatsApp, Facebook, LinkedIn or X shows the page's title, description and
 * image in the page's language.
 */
export function sharedPageMeta(
  i: Translator,
  title: string,
  description: string | undefined,
  card: ShareCard,
) {
  const text = description ?? i.t("site.description");
  const ownImage = card.image !== undefined;
  const image = card.image ?? ownUrl(i.path(SITE_SHARE_IMAGE.path), card.url);
  const imageAlt = card.imageAlt ?? (ownImage ? title : i.t("site.brand"));
  const size = ownImage ? card.imageSize : SITE_SHARE_IMAGE;
  return [
    ...localizedPageMeta(i, title, text),
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: i.t("site.brand") },
    { property: "og:locale", content: OG_LOCALES[i.locale] },
    ...LOCALES.filter((other) => other !== i.locale).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
    { property: "og:title", content: title },
    { property: "og:description", content: text },
    { property: "og:url", content: card.url },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    // A known size lets cards show the image at once instead of measuring it first.
    ...(size
      ? [
          { property: "og:image:width", content: String(size.width) },
          { property: "og:image:height", content: String(size.height) },
        ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: text },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
    ...(card.canonical ? [{ tagName: "link", rel: "canonical", href: card.url }] : []),
  ];
}

/** The page's absolute address without its query: what og:url names. */
export function pageUrl(
  location: Pick<Location, "pathname">,
  matches: Parameters<typeof originFromMatches>[0],
): string {
  return ownUrl(location.pathname, originFromMatches(matches));
}
