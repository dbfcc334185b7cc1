// The URL a request is rendered for, built from its Host (or a trusted X-Forwarded-Host) and its
// path. Shared by the request guard, which refuses a request this cannot be built for (issue #26:
// no Host, an empty one), and the page handler, which hands it to React Router.
import type { Request } from "express";

/** The port of a Host header: `host:port` or `[v6 literal]:port` (a v6 literal has colons). */
export function portOfHost(host: string | undefined): number | undefined {
  const port = /^(?:\[[^\]]*\]|[^:[\]]*):(\d{1,5})$/.exec(host ?? "")?.[1];
  return port === undefined ? undefined : Number(port);
}

/**
 * The URL React Router sees, built as @react-router/express builds it: the port comes from
 * X-Forwarded-Host only behind a trusted proxy. React Router compares its host with the Origin of
 * every action, so `[::1]:3000` must keep its port (issue #12: every action was a 400). Throws
 * when the request has no host to build it on: the request guard refuses those first.
 */
export function requestUrl(req: Request, path = req.originalUrl): URL {
  const forwardedPort = req.app.enabled("trust proxy")
    ? portOfHost(req.get("X-Forwarded-Host")?.split(",")[0]?.trim())
    : undefined;
  const port = forwardedPort ?? portOfHost(req.get("host"));
  const hostname = req.hostname?.split(/[\\/?#@]/)[0];
  if (!hostname) throw new Error("no host to build the request's URL on");
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${path}`);
}
