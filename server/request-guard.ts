// What every request must pass before any route, throttle or database sees it (issue #12,
// docs/decisions/0014-request-hardening.md):
// - a method we serve (GET, HEAD, POST; OPTIONS says so): anything else is a 405, not a crash in
//   the Fetch API (TRACE cannot even be made into a Request);
// - a Host a URL can be built on, and a path without empty segments or backslashes (issue #26:
//   those made pages link off-site, or answered 500): see pathShape;
// - an address whose text is text: malformed percent-encoding, NUL or half a surrogate pair in
//   the path or the query is a 400 (PostgreSQL refuses NUL in text, so it used to be a 500); a
//   page request (GET, HEAD) gets it as the site's own Arabic error page (issue #15), rendered
//   for a fixed address (REFUSED_ADDRESS_PATH) so that no route sees the refused text;
// - a body no larger than its route needs, counted while it streams in, whatever Content-Length
//   says or omits: past the limit, a 413 and the connection closed, and nothing more is read;
// - text fields in that body (forms, JSON) held to the same rule as the address.
// Small bodies are read here whole, before the route runs, so an action never starts on half a
// body and a refused one costs no throttle row or query. The upload route streams instead: its
// parser counts the bytes itself, after the admin check (store-thumbnail.server.ts).
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { MAX_BODY_BYTES as ANALYTICS_MAX_BODY_BYTES } from "~/lib/analytics-events";
import { MAX_SAVE_BYTES } from "~/lib/course/course-form";
import { IMPORT_MAX_REQUEST_BYTES } from "~/features/course-transfer/manifest";
import { MAX_UPLOAD_REQUEST_BYTES } from "~/.server/thumbnails/store-thumbnail";
import { CLASS_IMPORT_MAX_REQUEST_BYTES } from "~/features/classes/class-import-csv";
import { findInvalidText } from "~/lib/valid-text";
import { requestUrl } from "./request-url";

const SERVED_METHODS = new Set(["GET", "HEAD", "POST"]);
const ALLOW = "GET, HEAD, POST";

/** Forms of a few fields: sign-in, sign-up, password change, publish, mark a lesson. */
export const FORM_MAX_BYTES = 8 * 1024;

type BodyRule =
  | { maxBytes: number; streamed?: false }
  /**
   * Streamed to the route unread: it enforces its limit itself, declared or counted, after its
   * access check (so an anonymous upload costs nothing) and answers in its own format.
   */
  | { streamed: true; maxBytes?: number };

// Paths as React Router serves them: a page's address, or its `.data` twin for client requests.
const BODY_RULES: [RegExp, BodyRule][] = [
  [
    /^\/admin\/uploads\/thumbnail(\.data)?$/,
    { maxBytes: MAX_UPLOAD_REQUEST_BYTES, streamed: true },
  ],
  // A course import's ZIP (100 MB): counted and written to a temporary file by the route itself,
  // after its admin check (receive-import-upload.server.ts).
  [/^\/admin\/courses\/import(\.data)?$/, { maxBytes: IMPORT_MAX_REQUEST_BYTES, streamed: true }],
  // A lesson's video or audio file (issue #28): written to DATA_DIR/tmp by the route itself,
  // after its admin check; its limit is MEDIA_MAX_BYTES, known to the route from its context.
  [/^\/admin\/media(\.data)?$/, { streamed: true }],
  [/^\/admin\/course\/[^/]+(\.data)?$/, { maxBytes: MAX_SAVE_BYTES }],
  // A class roster's CSV (issue #29): up to 5 MB, as the file or as the preview's hidden field;
  // a file a little over it reaches the page, which says it is too large.
  [/^\/admin\/classes\/[^/]+\/import(\.data)?$/, { maxBytes: CLASS_IMPORT_MAX_REQUEST_BYTES }],
  [/^\/api\/analytics$/, { maxBytes: ANALYTICS_MAX_BODY_BYTES }],
];

export function bodyRuleFor(path: string): BodyRule {
  return BODY_RULES.find(([pattern]) => pattern.test(path))?.[1] ?? { maxBytes: FORM_MAX_BYTES };
}

/**
 * The address a page request is rendered for when its own was refused (issue #15): the catch-all
 * route answers it with the styled 400 page when the load context says the address was refused
 * (app/routes/public/not-found.tsx), and with a plain 404 when someone simply asks for it.
 */
export const REFUSED_ADDRESS_PATH = "/__refused-address";

/** True when this request's address was refused and it is answered with the 400 page. */
export function refusedAddress(res: Response): boolean {
  return res.locals.refusedAddress === true;
}

/** The body read by the guard, for the page handler to hand React Router (undefined: stream). */
export function guardedBody(res: Response): Buffer | undefined {
  return res.locals.guardedBody as Buffer | undefined;
}

function refuse(
  res: Response,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  res
    .status(status)
    .set({ "Cache-Control": "no-store", ...headers })
    .type("text/plain; charset=utf-8")
    .send(message);
}

/**
 * One warning per refusal, beside the request's own line (which has the method and path): these
 * are clients' mistakes or probes, not our errors, but a burst of them is worth seeing. The reason
 * is ours ("a NUL character in the query"), never the client's text.
 */
function logRefusal(req: Request, status: number, reason: string) {
  req.log.warn({ event: "request_refused", status, reason }, `Request refused: ${reason}`);
}

function checkMethod(req: Request, res: Response, next: NextFunction) {
  if (SERVED_METHODS.has(req.method)) return next();
  if (req.method === "OPTIONS") {
    res.status(204).set({ Allow: ALLOW, "Cache-Control": "no-store" }).end();
    return;
  }
  logRefusal(req, 405, "method not allowed");
  refuse(res, 405, "Method Not Allowed", { Allow: ALLOW });
}

/**
 * Probes that build no URL: a load balancer's health check may be HTTP/1.0 without a Host
 * (HAProxy's `option httpchk` sends none), and must not be refused for it.
 */
const HOSTLESS_PATHS = new Set(["/healthz", "/readyz"]);

/**
 * The problem with the Host, if any: the page handler builds the request's URL from it (or from a
 * trusted X-Forwarded-Host), so a request without one (HTTP/1.0, an empty `Host:`) or with one no
 * URL can be built on is a client's mistake, a 400, never the 500 it was (issue #26).
 */
function hostProblem(req: Request): string | null {
  if (HOSTLESS_PATHS.has(req.path)) return null;
  if (!req.hostname) return "no Host header";
  try {
    requestUrl(req, "/");
    return null;
  } catch {
    return "an invalid Host header";
  }
}

/** A backslash, raw or percent-encoded (%5C, %5c). */
const BACKSLASH = /\\|%5c/i;
/** Two or more slashes in a row: an empty segment. */
const EMPTY_SEGMENTS = /\/{2,}/g;

/**
 * What to do with a path that has empty segments or a backslash (issue #26): on `/fr//evil.example`
 * the language switcher and the hreflang alternates linked `//evil.example`, another site, and
 * `//a%5Cb` was a 500. Decided here, before any page is built:
 * - a backslash (raw or %5C) is refused with 400: no address of ours has one, and a browser never
 *   sends a raw one (it reads `\` as `/` and sends that), so only a crafted request carries it;
 *   guessing what it meant would only pass the ambiguity on (`/\host` is `//host` to a browser);
 * - empty segments are redirected to the same path with each run of slashes made one (the query
 *   kept): a doubled slash is usually a link someone joined badly (`https://site.mr//courses`),
 *   and one address per page keeps caches and search engines to one copy. Only GET and HEAD are
 *   redirected; a form posted there gets the plain 400, as no form of ours posts there.
 * The address the redirect names starts with exactly one `/`: it cannot name another host.
 */
function pathShape(req: Request): "backslash" | { redirectTo: string } | null {
  const url = req.originalUrl;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (BACKSLASH.test(path)) return "backslash";
  if (!path.includes("//")) return null;
  const query = queryStart === -1 ? "" : url.slice(queryStart);
  return { redirectTo: path.replace(EMPTY_SEGMENTS, "/") + query };
}

/** The problem with the path's or the query's text, if any. */
function addressProblem(req: Request): string | null {
  // An absolute-form target (`GET http://evil.example/x`): our addresses are paths, and a proxy
  // in front sends nothing else; its "host" would otherwise end up in the URL we build.
  if (!req.originalUrl.startsWith("/")) return "an address that is not a path";
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return "malformed percent-encoding in the path";
  }
  const pathProblem = findInvalidText(path);
  if (pathProblem) return `${pathProblem} in the path`;
  const queryStart = req.originalUrl.indexOf("?");
  if (queryStart === -1) return null;
  const query = req.originalUrl.slice(queryStart + 1);
  // URLSearchParams turns malformed escapes into U+FFFD rather than failing, as browsers do; the
  // query's own decoding below is what the routes see.
  for (const [name, value] of new URLSearchParams(query)) {
    const problem = findInvalidText(name) ?? findInvalidText(value);
    if (problem) return `${problem} in the query`;
  }
  return null;
}

/** The plain answer where no page can be shown: a bad Host, or a POST to a refused address. */
const ADDRESS_REFUSED_TEXT =
  "طلب غير صالح: في العنوان محارف غير مسموح بها.\nBad Request: the address contains characters that are not allowed.";

function checkAddress(req: Request, res: Response, next: NextFunction) {
  const badHost = hostProblem(req);
  if (badHost) {
    // No page can be rendered without a host to build its URL on.
    logRefusal(req, 400, badHost);
    refuse(res, 400, ADDRESS_REFUSED_TEXT);
    return;
  }
  const shape = pathShape(req);
  const problem = addressProblem(req) ?? (shape === "backslash" ? "a backslash in the path" : null);
  if (!problem && shape && shape !== "backslash") {
    if (req.method === "GET" || req.method === "HEAD") {
      // Express's location() percent-encodes what a header cannot carry.
      res.status(301).set("Cache-Control", "no-store").location(shape.redirectTo).end();
      return;
    }
    logRefusal(req, 400, "empty segments in the path");
    refuse(res, 400, ADDRESS_REFUSED_TEXT);
    return;
  }
  if (!problem) return next();
  logRefusal(req, 400, problem);
  if (req.method === "GET" || req.method === "HEAD") {
    // Someone followed a broken link: show them the site's page, in Arabic, still a 400. Every
    // later middleware sees only the fixed address (no upload, asset or health path is served
    // for it), and the page handler renders that address, never the refused one.
    res.locals.refusedAddress = true;
    req.url = REFUSED_ADDRESS_PATH;
    return next();
  }
  refuse(res, 400, ADDRESS_REFUSED_TEXT);
}

function tooLarge(req: Request, res: Response, maxBytes: number) {
  logRefusal(req, 413, `body over ${maxBytes} bytes`);
  // Connection: close makes Node end the socket once the answer is out: the rest of the body is
  // never read, let alone kept.
  refuse(res, 413, "Payload Too Large", { Connection: "close" });
}

/** Reads the body up to maxBytes: the bytes, "too-large" as soon as it passes them, or "gone". */
function readUpTo(req: Request, maxBytes: number): Promise<Buffer | "too-large" | "gone"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | "too-large" | "gone") => {
      req.off("data", onData).off("end", onEnd).off("error", onGone).off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        done("too-large");
      } else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onGone = () => done("gone");
    const onClose = () => {
      if (!req.complete) done("gone");
    };
    req.on("data", onData).on("end", onEnd).on("error", onGone).on("close", onClose);
  });
}

/** The text fields of a body we can read, checked like the address; null when all is well. */
async function bodyProblem(body: Buffer, contentType: string): Promise<string | null> {
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  let texts: Iterable<string> = [];
  if (type === "application/x-www-form-urlencoded") {
    texts = [...new URLSearchParams(body.toString("utf8"))].flat();
  } else if (type === "multipart/form-data") {
    // A body the route cannot parse either is the route's to refuse (it says what is wrong).
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType },
    })
      .formData()
      .catch(() => null);
    if (!form) return null;
    texts = [...form].flatMap(([name, value]) =>
      typeof value === "string" ? [name, value] : [name],
    );
  } else if (type === "application/json" || type === "text/plain") {
    // The editor's save and the analytics beacon (sendBeacon sends its JSON as text/plain).
    try {
      texts = stringsIn(JSON.parse(body.toString("utf8")));
    } catch {
      return null;
    }
  }
  for (const text of texts) {
    const problem = findInvalidText(text);
    if (problem) return `${problem} in the body`;
  }
  return null;
}

function* stringsIn(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsIn(item);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsIn(item);
    }
  }
}

async function checkBody(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "POST") return next();
  const rule = bodyRuleFor(req.path);
  // The upload route answers its own 413, in the JSON the editor shows as a toast.
  if (rule.streamed) return next();
  const declared = Number(req.get("content-length") ?? 0);
  if (declared > rule.maxBytes) return tooLarge(req, res, rule.maxBytes);

  const body = await readUpTo(req, rule.maxBytes);
  if (body === "gone") return;
  if (body === "too-large") return tooLarge(req, res, rule.maxBytes);
  const problem = await bodyProblem(body, req.get("content-type") ?? "");
  if (problem) {
    logRefusal(req, 400, problem);
    refuse(
      res,
      400,
      "طلب غير صالح: في النص محارف غير مسموح بها.\nBad Request: the text contains characters that are not allowed.",
    );
    return;
  }
  res.locals.guardedBody = body;
  next();
}

/** Mount before anything that reads the request: methods, then the address, then the body. */
export function requestGuards(): RequestHandler[] {
  return [
    checkMethod,
    checkAddress,
    (req, res, next) => {
      checkBody(req, res, next).catch(next);
    },
  ];
}
