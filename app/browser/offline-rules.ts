// The rules the service worker (service-worker.ts) and the page's offline module (offline.ts)
// share, kept free of either's globals (fetch aside, which both have) so that they are unit-tested
// (offline-rules.test.ts).
import { INTL_LOCALES, isLocale, localeFromPath, localizePath, LOCALES } from "~/i18n/locales";
import { MEDIA_VERSION_PARAM } from "~/lib/media-choice";

/** Cache names: one shell per deployment, one cache per saved course. */
export const CACHE_PREFIX = { shell: "maarifa-shell:", saved: "maarifa-saved:" } as const;

/** The offline page of each locale, kept in every shell. */
export const OFFLINE_PATHS = LOCALES.map((locale) => localizePath("/offline", locale));

/** The offline page in the language of `path`. */
export function offlinePathFor(path: string): string {
  return localizePath("/offline", localeFromPath(path));
}

/**
 * Paths the worker may answer from a cache: never the admin area, the API, or the pages that are
 * a person's own (account, sign-in, password reset). Those always go to the network.
 */
export function isCacheablePath(path: string): boolean {
  if (/^\/(admin|api)(\/|$)/.test(path)) return false;
  const unprefixed = path.replace(/^\/(fr|en)(?=\/|$)/, "") || "/";
  return !/^\/(account|auth|reset-password)(\/|$)/.test(unprefixed);
}

/** Every cache but this deployment's shell and the saved courses: older shells. */
export function staleCaches(names: readonly string[], currentShell: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX.shell) && name !== currentShell);
}

/** The hashed files a page or a stylesheet names (/assets/…): what the shell keeps. */
export function shellAssetsOf(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/["'(](\/assets\/[\w.-]+\.(?:css|js|woff2))["')]/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** `assets` and the fonts their stylesheets name (fetched for it): all a page needs to be drawn. */
export async function withStylesheetFonts(assets: readonly string[]): Promise<string[]> {
  const all = new Set(assets);
  for (const css of assets.filter((asset) => asset.endsWith(".css"))) {
    const response = await fetch(css);
    if (response.ok) for (const font of shellAssetsOf(await response.text())) all.add(font);
  }
  return [...all];
}

/**
 * `bytes` in the page's language and units, digits as the site writes them (decision 0026):
 * "431.5 كيلوبايت", "431,5 ko", "431.5 kB" (issue #27: not "KB 431.5" in an Arabic sentence).
 */
export function formatBytes(bytes: number, locale: string): string {
  const unit = bytes >= 1000 * 1000 ? "megabyte" : "kilobyte";
  const value = bytes / (unit === "megabyte" ? 1000 * 1000 : 1000);
  const intl = isLocale(locale) ? INTL_LOCALES[locale] : locale;
  return new Intl.NumberFormat(intl, { style: "unit", unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** A satisfiable byte range of a file, both ends included (RFC 9110 §14.1.2). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What a saved media file answers to a `Range` header (issue #28): the whole file (no header,
 * one this does not read, or several ranges, which a server may always ignore), one range, or
 * "unsatisfiable" (it starts at or beyond the end: 416). A media element asks `bytes=0-`, then a
 * range from where it seeks; an end beyond the file is cut to its last byte.
 */
export function parseByteRange(
  header: string | null,
  size: number,
): ByteRange | "whole" | "unsatisfiable" {
  const match = header ? /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header) : null;
  if (!match) return "whole";
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return "whole";
  if (first === "") {
    // The last `last` bytes.
    const length = Number(last);
    if (length === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return "whole";
  return { start, end };
}

/**
 * A saved media file's answer to `request`: 206 with Content-Range for a range, 416 beyond its
 * end, else 200 with the whole file. The body is a slice of the cached blob, which browsers
 * keep on disk, so seeking in a long lesson does not read it whole into memory.
 */
export async function rangeResponse(kept: Response, rangeHeader: string | null): Promise<Response> {
  const blob = await kept.blob();
  const type = kept.headers.get("Content-Type") ?? blob.type;
  const headers = { "Content-Type": type, "Accept-Ranges": "bytes" };
  const range = parseByteRange(rangeHeader, blob.size);
  if (range === "whole") {
    return new Response(blob, {
      status: 200,
      headers: { ...headers, "Content-Length": String(blob.size) },
    });
  }
  if (range === "unsatisfiable") {
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${blob.size}` },
    });
  }
  const { start, end } = range;
  return new Response(blob.slice(start, end + 1, type), {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(end - start + 1),
      "Content-Range": `bytes ${start}-${end}/${blob.size}`,
    },
  });
}

/** Where uploaded lessons' versions are served from this site (app/.server/storage). */
export const LESSON_MEDIA_PATH = "/uploads/lesson-media/";

/**
 * Requests the worker answers from a saved course's media when it holds them: a media element's
 * or a caption track's, or any under the lesson media folder (same origin, or S3_PUBLIC_URL's).
 */
export function isMediaRequest(destination: string, url: URL): boolean {
  return (
    destination === "audio" ||
    destination === "video" ||
    destination === "track" ||
    url.pathname.startsWith(LESSON_MEDIA_PATH)
  );
}

/**
 * The address a lesson page is saved under for `url`: without its version choice. A saved course
 * keeps one version of each page (the one chosen when it was saved), and a link to another
 * version opens that page offline rather than the offline notice.
 */
export function withoutVersion(url: string): string {
  const address = new URL(url);
  address.searchParams.delete(MEDIA_VERSION_PARAM);
  return address.href;
}
