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
import { hasSessionCookie, isAdminPath, pageCacheControl, PUBLIC_PAGE } from "./cache-policy";
import {
  etagOf,
  preparePage,
  type PageCache,
  type PageEncoding,
  type RenderedPage,
} from "./page-cache";

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
  /** Omit to render every request (development, where the code itself changes). */
  cache?: PageCache;
  /** The database's content version (content-version.ts): one primary-key read per request. */
  contentVersion: () => Promise<number>;
}

/**
 * The URL React Router sees, built as @react-router/express builds it: the port comes from
 * X-Forwarded-Host only behind a trusted proxy.
 */
function requestUrl(req: Request): URL {
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((p) => Number.parseInt(p ?? "", 10))
    .find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
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
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
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
  res.setHeader("Cache-Control", PUBLIC_PAGE);
  res.setHeader("ETag", etagOf(page, encoding));
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
}: PageHandlerOptions) {
  const handle = createRequestHandler(build, mode);

  /** Answers a request whose page is stored and current; otherwise notes the version read. */
  async function fromCache(req: Request, res: Response, next: NextFunction) {
    if (!cache || !isShared(req)) return next();
    try {
      // Read BEFORE rendering: a write committed during a render then leaves that page tagged
      // with the older version, so the next request renders again rather than trusting it. If
      // the database cannot answer, render without the cache: the page shows the error.
      const version = await contentVersion().catch(() => undefined);
      if (version === undefined) return next();
      res.locals.pageVersion = version;
      const hit = cache.get(requestUrl(req).href, version);
      if (!hit) return next();
      sendPage(req, res, hit);
    } catch (error) {
      next(error);
    }
  }

  async function render(req: Request, res: Response, next: NextFunction) {
    try {
      const url = requestUrl(req);
      const version = res.locals.pageVersion as number | undefined;
      const cacheable = cache !== undefined && version !== undefined && isShared(req);
      // HEAD is rendered as GET (React Router drops a HEAD's body, and with it the ETag).
      const response = await handle(
        toFetchRequest(req, res, url, cacheable ? "GET" : req.method),
        getLoadContext(req, res),
      );
      const setsCookie = response.headers.has("set-cookie");
      const cacheControl = pageCacheControl(req, response.status, setsCookie);
      if (!cacheable || cacheControl !== PUBLIC_PAGE || !response.body) {
        // A route that said no-store itself keeps it: that already forbids every cache.
        if (!/\bno-store\b/.test(response.headers.get("cache-control") ?? "")) {
          response.headers.set("Cache-Control", cacheControl);
        }
        return await streamResponse(res, response);
      }

      const body = Buffer.from(await response.arrayBuffer());
      const csp = res.getHeader("Content-Security-Policy");
      const page = await preparePage(
        {
          version,
          status: response.status,
          headers: headersToStore(res, response),
          csp: typeof csp === "string" ? csp : undefined,
        },
        body,
      );
      cache.set(url.href, page);
      if (res.destroyed || res.writableEnded) return;
      sendPage(req, res, page);
    } catch (error) {
      next(error);
    }
  }

  return { fromCache, render };
}
