// The uploaded lessons' media a saved course keeps (issue #28): for each saved lesson page that
// holds a `[data-uploaded-media]` element (the lesson player's contract: `<video>` or `<audio>`
// with `data-bytes`, the bytes of the version shown, and `<source src type>` children), the one
// source this browser would play, the element's caption tracks and its poster. offline.ts saves
// them with the pages; the worker answers their Range requests from the cache (service-worker.ts).
import type { MediaVersionName } from "~/lib/media";
import { MEDIA_VERSION_PARAM, parseMediaVersion } from "~/lib/media-choice";

/** One uploaded lesson's media element of a saved page. */
export interface PageMedia {
  /** The absolute address of the source to keep. */
  source: string;
  /** Its bytes as the page states them (data-bytes): the size told before saving. */
  bytes: number;
  /** The absolute addresses of its caption tracks and poster image. */
  extras: string[];
}

/**
 * The media of one saved page's HTML. The source kept is the first whose type this browser says
 * it can play (canPlayType "maybe" or "probably"), as its own source selection will choose it
 * offline: Opus WebM where it plays, else AAC M4A, for Audio only.
 */
export function mediaOfPage(html: string, pageUrl: string): PageMedia[] {
  const page = new DOMParser().parseFromString(html, "text/html");
  const found: PageMedia[] = [];
  for (const element of page.querySelectorAll<HTMLMediaElement>("[data-uploaded-media]")) {
    const probe = document.createElement(element.localName === "audio" ? "audio" : "video");
    const source = [...element.querySelectorAll("source")].find(
      (candidate) => candidate.getAttribute("src") && probe.canPlayType(candidate.type) !== "",
    );
    // A media element with its address on itself (no <source>) is kept as it is.
    const src = source?.getAttribute("src") ?? element.getAttribute("src");
    if (!src) continue;
    found.push({
      source: new URL(src, pageUrl).href,
      bytes: Number(element.dataset.bytes) || 0,
      extras: [
        ...[...element.querySelectorAll("track[src]")].map((track) => track.getAttribute("src")),
        element.getAttribute("poster"),
      ].flatMap((file) => (file ? [new URL(file, pageUrl).href] : [])),
    });
  }
  return found;
}

/**
 * The version a saved course's lesson pages are fetched in: the one this page shows (its player's
 * `data-version`, whatever chose it: the address, the remembered cookie or the data saver), else
 * the one its address names. A visitor's pages are fetched without cookies (decision 0046), so
 * without this a choice remembered only in a cookie would not be what is saved.
 */
export function chosenVersion(doc: Document, search: string): MediaVersionName | null {
  const shown = doc.querySelector<HTMLElement>("[data-uploaded-media]")?.dataset.version;
  return (
    parseMediaVersion(shown) ??
    parseMediaVersion(new URLSearchParams(search).get(MEDIA_VERSION_PARAM))
  );
}

/** `page` (a path with its query) asking for `version` (`?v=`), or as it is without one. */
export function withVersion(page: string, version: MediaVersionName | null): string {
  if (!version) return page;
  const url = new URL(page, "http://any.invalid");
  url.searchParams.set(MEDIA_VERSION_PARAM, version);
  return url.pathname + url.search;
}
