// One log line per request (issue #13, docs/decisions/0018-structured-logs.md), written when its
// answer is finished (or the client went away), and the request id that ties it to the lines the
// request's own code wrote, to nginx's access log and to the answer the client got.
//
// A line: {"level":30,"time":…,"instance":"…","reqId":"…","req":{"method":"GET","path":"/catalogue"},
// "res":{"statusCode":200},"responseTime":12,"msg":"request completed"}. Mounted first in
// createApp, so every answer has one, the request guard's early 400/405/413 included.
//
// Left out on purpose: the query string (a search may be a phone number), headers and cookies
// (sessions, and the Referer, which may name a link's address), bodies (passwords), the token of
// a one-time link (issue #26: it opens an account; the path says `:token` in its place), and the
// client's IP address unless LOG_IPS=true.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "~/.server/logger";
import { withoutLinkTokens } from "~/lib/one-time-link-paths";

/** nginx's `$request_id` is 32 hex digits; other proxies send UUIDs or similar tokens. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The proxy's id when it sent a sensible one, so one request can be followed from nginx's log to
 * this instance's; otherwise a new one. Anything else a client sends (a newline to forge a line,
 * a kilobyte of text) is not written anywhere.
 */
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === "string" && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The address as the client sent it (still percent-encoded), without its query string and with
 * `:token` in place of a one-time link's token: what a log line may say of it.
 */
export function pathOf(req: IncomingMessage): string {
  const url = (req as Partial<Request>).originalUrl ?? req.url ?? "";
  const queryStart = url.indexOf("?");
  return withoutLinkTokens(queryStart === -1 ? url : url.slice(0, queryStart));
}

export interface RequestLoggingOptions {
  logger: Logger;
  /** LOG_IPS: add the client's address (`ip`, Express's req.ip behind TRUST_PROXY hops). */
  logIps?: boolean;
}

export function requestLogging({ logger, logIps = false }: RequestLoggingOptions): RequestHandler {
  const clientIp = (req: IncomingMessage) => (req as Request).ip ?? req.socket.remoteAddress;
  const middleware = pinoHttp({
    logger,
    // req.log carries only the reqId (and the ip when allowed): the lines a loader or action
    // writes are joined to the request's line by it, without repeating the request on each.
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers["x-request-id"]);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customProps: (req) => (logIps ? { ip: clientIp(req) } : {}),
    serializers: {
      req: (req: { raw: IncomingMessage }) => ({ method: req.raw.method, path: pathOf(req.raw) }),
      // null when the client left before an answer was sent.
      res: (res: { statusCode: number | null }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => {
      // A 503 is this server saying on purpose that it cannot answer now (the database is out of
      // reach, or the instance is stopping): worth a look, not an error of ours.
      if (res.statusCode === 503 && !error) return "warn";
      if (error || res.statusCode >= 500) return "error";
      // Clients' mistakes (404s, refused forms) are part of normal traffic.
      return "info";
    },
    customSuccessMessage: () => "request completed",
    customErrorMessage: () => "request failed",
    // pino-http makes up an Error ("failed with status code 500") for any 5xx: its stack points
    // into pino-http and says nothing. A real error (res.err, set by createApp's error handler) is
    // kept, with its stack.
    customErrorObject: (_req, res, error, value: Record<string, unknown>) => {
      if (error.message !== `failed with status code ${res.statusCode}`) return value;
      const { err: _generic, ...rest } = value;
      return rest;
    },
  });
  if (!logIps) return middleware as unknown as RequestHandler;
  // The request's other lines (a failed sign-in…) name the address too, as the request's does.
  return (req, res, next) =>
    middleware(req, res, () => {
      req.log = req.log.child({ ip: clientIp(req) });
      next();
    });
}
