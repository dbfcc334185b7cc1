// Rendered public pages kept in memory, so an anonymous visitor's page is not rendered again
// while nothing changed (issue #5, docs/decisions/0008-page-caching.md). Each page remembers the
// content version it was rendered at; the caller compares it with the database's current one,
// which every course write bumps, so a write by any process makes every older page stale.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = "br" | "gzip" | "identity";

export interface RenderedPage {
  /** The content version read before the page's loaders ran. */
  version: number;
  /** The origin its absolute URLs name: PUBLIC_URL's, or that of the request it was rendered for. */
  origin: string;
  status: number;
  /** The response's headers (security headers and React Router's), without per-response ones. */
  headers: [string, string][];
  /** The Content-Security-Policy sent with it: its nonce is the one inside `body`. */
  csp: string | undefined;
  /** Strong validator of the uncompressed body; each encoding's ETag adds a suffix to it. */
  etag: string;
  /** The body in every encoding we send, compressed once here rather than on every hit. */
  bodies: Record<PageEncoding, Buffer>;
}

const ETAG_SUFFIX: Record<PageEncoding, string> = { identity: "", br: "-br", gzip: "-gz" };

/** The ETag of `page` sent with `encoding`: a different representation has a different tag. */
export function etagOf(page: RenderedPage, encoding: PageEncoding): string {
  return `"${page.etag}${ETAG_SUFFIX[encoding]}"`;
}

/**
 * Builds a page from a rendered body: its ETag (SHA-256, so equal bytes always get the same tag,
 * across restarts and processes) and its brotli and gzip bodies. A cache hit then costs no
 * compression at all. Brotli 6, not 11: on 60 kB of our text, 11 took about 400 ms of CPU and 6
 * about 6 ms for a result 7% larger (decision 0008); every course write empties the cache, so the
 * pages visitors ask for next are all compressed again at once. Gzip 9 gained nothing over 6.
 */
export async function preparePage(
  page: Omit<RenderedPage, "etag" | "bodies">,
  body: Buffer,
): Promise<RenderedPage> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 6 }),
  ]);
  const etag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
  return { ...page, etag, bodies: { identity: body, br, gzip: gz } };
}

function sizeOf(page: RenderedPage): number {
  const bodies = page.bodies.identity.length + page.bodies.br.length + page.bodies.gzip.length;
  const headers = page.headers.reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  return bodies + headers + (page.csp?.length ?? 0);
}

export interface PageCacheOptions {
  /** Most pages kept: home, catalogue pages and searches, course pages with their lessons. */
  maxEntries?: number;
  /** Most bytes kept, all encodings counted. */
  maxBytes?: number;
  /** How long a page is served from the cache at most, even when no course changed. */
  maxAgeMs?: number;
}

/**
 * Pages show figures that change without a course write: learners, course views (issue #27,
 * docs/decisions/0040-true-figures.md). Those do not bump the content version (a sign-up emptying
 * the whole cache would make it useless on a busy day), so a page is rendered again at least
 * every five minutes: its figures are at most that old here, plus a CDN's minute (decision 0008).
 * A render every five minutes per page costs nothing a small server notices.
 */
export const PAGE_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Least recently used first out, bounded by entries and bytes. A Map keeps insertion order, so
 * re-inserting on every hit makes its first key the least recently used one.
 */
export class PageCache {
  readonly maxEntries: number;
  readonly maxBytes: number;
  readonly maxAgeMs: number;
  #pages = new Map<string, { page: RenderedPage; size: number; storedAt: number }>();
  #bytes = 0;
  /** The newest content version seen: every page rendered before it is stale. */
  #version = -Infinity;

  // 400 pages of about 45 kB (HTML, brotli and gzip together) is under 20 MB: room for every
  // course page and the catalogue's first pages of a catalogue of a few hundred courses, on a
  // small server. No setting: nobody should have to tune this to run the site.
  constructor({
    maxEntries = 400,
    maxBytes = 24 * 1024 * 1024,
    maxAgeMs = PAGE_MAX_AGE_MS,
  }: PageCacheOptions = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }

  /**
   * The page stored under `key` if it was rendered at `version` and less than maxAgeMs before
   * `now`; a stale one is dropped.
   */
  get(key: string, version: number, now = Date.now()): RenderedPage | undefined {
    this.#advanceTo(version);
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    this.#pages.delete(key);
    if (entry.page.version !== version || now - entry.storedAt >= this.maxAgeMs) {
      this.#bytes -= entry.size;
      return undefined;
    }
    this.#pages.set(key, entry);
    return entry.page;
  }

  /** The page stored under `key` whatever its version, without touching its place in the queue. */
  peek(key: string): RenderedPage | undefined {
    return this.#pages.get(key)?.page;
  }

  set(key: string, page: RenderedPage, now = Date.now()): void {
    const size = sizeOf(page);
    this.delete(key);
    this.#advanceTo(page.version);
    // Rendered before a write this cache has already seen: stale before it is stored.
    if (page.version < this.#version) return;
    // One page that would push out a quarter of the cache is not worth keeping.
    if (size > this.maxBytes / 4) return;
    this.#pages.set(key, { page, size, storedAt: now });
    this.#bytes += size;
    for (const [oldest, entry] of this.#pages) {
      if (this.#pages.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  /** Content changed: no stored page can be current any more, so free them all at once. */
  #advanceTo(version: number) {
    if (version <= this.#version) return;
    this.clear();
    this.#version = version;
  }

  delete(key: string): void {
    const entry = this.#pages.get(key);
    if (!entry) return;
    this.#pages.delete(key);
    this.#bytes -= entry.size;
  }

  clear(): void {
    this.#pages.clear();
    this.#bytes = 0;
  }
}
