// React Router's pages (HTML and `.data`) served through Express with the caching of issue #5:
// Cache-Control by who is asking (cache-policy.ts), a strong ETag and 304s for public pages, and
// the in-process page cache (page-cache.ts). Takes the place of @react-router/express's handler,
// whose request conversion it follows, because that one streams the response straight out and
// leaves no place to keep it. See docs/decisions/0008-page-caching.md.
//
// Two middlewares: `fromCache`, mounted before the security headers are made, answers a hit with
// the headers its page was rendered with (helmet's included), so a hit costs no nonce, no CSP and
// no middleware it does not need; `render` renders everything else and keeps what may be kept.
import type { AppLoadContext, ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { SAVE_DATA_HEADER, wantsSavedData } from "~/lib/save-data";
import {
  hasSessionCookie,
  isAdminPath,
  NOT_STORED,
  pageCacheControl,
  PUBLIC_PAGE,
  rememberedChoiceOf,
  sharedPageCacheControl,
} from "./cache-policy";
import {
  etagOf,
  preparePage,
  type PageCache,
  type PageEncoding,
  type RenderedPage,
} from "./page-cache";
import { guardedBody, REFUSED_ADDRESS_PATH, refusedAddress } from "./request-guard";
import { requestUrl } from "./request-url";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /** Omit to render every request (development, where the code itself changes). */
  cache?: PageCache;
  /**
   * The database's content version (content-version.ts), read after the request arrived: one
   * primary-key read, shared by the requests that wait for it (fresh-read.ts).
   */
  contentVersion: () => Promise<number>;
  /** PUBLIC_URL's origin: when set, pages do not depend on the Host they are asked under. */
  publicOrigin?: string;
}

/** Seconds a client should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A 500 that came from a database outage, as what it is: 503, try again in a few seconds, and
 * never stored by any cache (issue #12). The body is already the 503 screen (entry.server.tsx).
 */
function serviceUnavailable(response: globalThis.Response): globalThis.Response {
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  headers.set("Cache-Control", NOT_STORED);
  return new Response(response.body, { status: 503, statusText: "Service Unavailable", headers });
}

function toFetchRequest(req: Request, res: Response, url: URL, method: string): globalThis.Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value) headers.set(key, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (method !== "GET" && method !== "HEAD") {
    // Read already, within its limit, by server/request-guard.ts; only uploads still stream.
    const body = guardedBody(res);
    if (body) init.body = new Uint8Array(body);
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}

/** Brotli whenever accepted (browsers list gzip first, at the same weight), then gzip. */
function chooseEncoding(req: Request): PageEncoding {
  if (req.acceptsEncodings("br") === "br") return "br";
  if (req.acceptsEncodings("gzip") === "gzip") return "gzip";
  return "identity";
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly, and `*` matches any current page. */
function matchesIfNoneMatch(req: Request, page: RenderedPage): boolean {
  const header = req.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const ours = (["identity", "br", "gzip"] as const).map((e) => etagOf(page, e));
  return header.split(",").some((tag) => ours.includes(tag.trim().replace(/^W\//, "")));
}

/** Anonymous GET and HEAD of public pages are the same for everyone: those alone are kept. */
function isShared(req: Request): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !hasSessionCookie(req) &&
    !isAdminPath(req.path)
  );
}

/** Headers a stored page must not carry over: they are per response, or set when it is sent. */
const UNSTORED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "cache-control",
  "content-security-policy",
  "etag",
  "vary",
  "set-cookie",
  // Over https only (server/app.ts), and a stored page may be sent over either scheme.
  "strict-transport-security",
  // Each answer's own (server/request-logging.ts), set before the stored page is looked up.
  "x-request-id",
]);

/** The headers this response carries so far (the security headers) and React Router's. */
function headersToStore(res: Response, response: globalThis.Response): [string, string][] {
  const headers = new Map<string, string>();
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value !== undefined) headers.set(name, String(value));
  }
  for (const [name, value] of response.headers) headers.set(name, value);
  return [...headers].filter(([name]) => !UNSTORED_HEADERS.has(name));
}

function sendPage(req: Request, res: Response, page: RenderedPage) {
  const encoding = chooseEncoding(req);
  res.status(page.status);
  for (const [key, value] of page.headers) res.setHeader(key, value);
  // The nonce inside a stored page is the one its CSP allowed. See decision 0008.
  if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
  res.setHeader("Cache-Control", sharedPageCacheControl(req));
  res.setHeader("ETag", etagOf(page, encoding));
  // In the order a rendered page names them (render() adds Save-Data first), so a hit's headers
  // are the very ones its page was sent with.
  res.vary(SAVE_DATA_HEADER);
  res.vary("Accept-Encoding");
  if (matchesIfNoneMatch(req, page)) {
    res.status(304).end();
    return;
  }
  // Already compressed: the `compression` middleware leaves a response with an encoding alone.
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  const body = page.bodies[encoding];
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

async function streamResponse(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers) {
    // Fetch headers list each Set-Cookie apart and join the rest; ours replace Express's.
    if (key === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

export function createPageHandler({
  build,
  mode,
  getLoadContext,
  cache,
  contentVersion,
  publicOrigin,
}: PageHandlerOptions) {
  const handle = createRequestHandler(build, mode);

  /**
   * The page cache's key: the path and query alone. With PUBLIC_URL every page is the same
   * whatever Host it was asked under; without it, absolute URLs in a page name the Host it was
   * rendered for, so a stored page serves only requests for that origin, and a request under
   * another Host never replaces it: however many Host values a client sends, they cannot push
   * the real pages out (issue #12).
   */
  const cacheKey = (req: Request) => {
    // A data saver's page (issue #17) is another page: no fonts, the narrowest thumbnails; and so
    // is one asked with a remembered lesson version (issue #28): three values at most, so the
    // cookie cannot fill the cache with variants.
    const choice = rememberedChoiceOf(req);
    const key = choice ? `media=${choice} ${req.originalUrl}` : req.originalUrl;
    return wantsSavedData(req.get(SAVE_DATA_HEADER)) ? `save-data ${key}` : key;
  };
  /** The origin a page rendered for this request names: PUBLIC_URL's, or the request's own. */
  const originFor = (req: Request, url?: URL) => publicOrigin ?? (url ?? requestUrl(req)).origin;

  /** Answers a request whose page is stored and current; otherwise notes the version read. */
  async function fromCache(req: Request, res: Response, next: NextFunction) {
    // A refused address's 400 page is never stored, so never looked up either.
    if (!cache || !isShared(req) || refusedAddress(res)) return next();
    try {
      const origin = originFor(req);
      // Read BEFORE rendering: a write committed during a render then leaves that page tagged
      // with the older version, so the next request renders again rather than trusting it.
      const version = await contentVersion().catch(() => undefined);
      if (version === undefined) {
        // The database is not answering: the last copy this process made of the page is better
        // than an error while it comes back (stale-if-error); without one, render and show it.
        const last = cache.peek(cacheKey(req));
        if (last?.origin === origin) return sendPage(req, res, last);
        return next();
      }
      res.locals.pageVersion = version;
      const hit = cache.get(cacheKey(req), version);
      if (!hit || hit.origin !== origin) return next();
      sendPage(req, res, hit);
    } catch (error) {
      next(error);
    }
  }

  async function render(req: Request, res: Response, next: NextFunction) {
    try {
      // A refused address is rendered for a fixed one (server/request-guard.ts, issue #15).
      const url = requestUrl(req, refusedAddress(res) ? REFUSED_ADDRESS_PATH : req.originalUrl);
      const version = res.locals.pageVersion as number | undefined;
      const cacheable = cache !== undefined && version !== undefined && isShared(req);
      const context = getLoadContext(req, res);
      // HEAD is rendered as GET (React Router drops a HEAD's body, and with it the ETag).
      let response = await handle(
        toFetchRequest(req, res, url, cacheable ? "GET" : req.method),
        context,
      );
      if (context.failure.databaseUnavailable && response.status >= 500) {
        response = serviceUnavailable(response);
      }
      // Pages differ with the data saver (issue #17): say so to every cache on the way.
      res.vary(SAVE_DATA_HEADER);
      const setsCookie = response.headers.has("set-cookie");
      const cacheControl = pageCacheControl(req, response.status, setsCookie);
      // A route that says no-store (a class's join page, issue #29: its code may be turned off
      // at any moment, and its lookups are throttled) is never kept, here or on the way.
      const routeSaysNoStore = /\bno-store\b/.test(response.headers.get("cache-control") ?? "");
      if (!cacheable || cacheControl !== PUBLIC_PAGE || !response.body || routeSaysNoStore) {
        // A route that said no-store itself keeps it: that already forbids every cache.
        if (!/\bno-store\b/.test(response.headers.get("cache-control") ?? "")) {
          response.headers.set(
            "Cache-Control",
            cacheControl === PUBLIC_PAGE ? sharedPageCacheControl(req) : cacheControl,
          );
        }
        return await streamResponse(res, response);
      }

      const body = Buffer.from(await response.arrayBuffer());
      const csp = res.getHeader("Content-Security-Policy");
      const page = await preparePage(
        {
          version,
          origin: originFor(req, url),
          status: response.status,
          headers: headersToStore(res, response),
          csp: typeof csp === "string" ? csp : undefined,
        },
        body,
      );
      const stored = cache.peek(cacheKey(req));
      if (!stored || stored.version < version || stored.origin === page.origin) {
        cache.set(cacheKey(req), page);
      }
      if (res.destroyed || res.writableEnded) return;
      sendPage(req, res, page);
    } catch (error) {
      next(error);
    }
  }

  return { fromCache, render };
}
