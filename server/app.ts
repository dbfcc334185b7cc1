// The Express application: security headers, compression, static files, health, and the
// React Router request handler. Infrastructure (the database) is created by the caller and
// passed in, so tests and scripts can build the same app around their own database.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { tmpdir } from "node:os";
import { extname } from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { currentContentVersion } from "~/.server/db/repositories/content-version";
import { sharedFreshRead } from "./fresh-read";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import type { MailOutbox } from "~/.server/mail/mail-outbox";
import { mediaToolsFromEnv } from "~/.server/media/ffmpeg-tools";
import type { MediaUploadSettings } from "~/.server/media/receive-media-upload";
import type { Storage } from "~/.server/storage/storage";
import type { AnalyticsCollector } from "~/features/analytics/event-collector.server";
import { ANALYTICS_ENDPOINT } from "~/lib/analytics-events";
import { GOOGLE_ANALYTICS_CSP } from "~/features/analytics/google-analytics-csp";
import { LESSON_MEDIA_BUCKET, UPLOADS_URL_PREFIX } from "~/.server/storage/storage";
import { PageCache } from "./page-cache";
import { createPageHandler, RETRY_AFTER_SECONDS } from "./page-handler";
import { refusedAddress, requestGuards } from "./request-guard";
import { requestLogging } from "./request-logging";
import { serveUploads } from "./serve-uploads";
import { NO_SUPPORT_CONTACT, type SupportContact } from "~/lib/site-contact";

/**
 * Whether the process is shutting down (server/graceful-shutdown.ts sets it on SIGTERM): /readyz
 * then answers 503 so a balancer stops sending traffic, while requests still get answers.
 */
export interface Readiness {
  stopping: boolean;
}

export interface AppOptions {
  db: Database;
  storage: Storage;
  /** The process's logger (app/.server/logger.ts): one line per request, and `context.log`. */
  logger: Logger;
  /** LOG_IPS: client addresses in log lines. */
  logIps?: boolean;
  mode: "production" | "development" | "test";
  /** The React Router server build, or a loader for it (Vite's dev server in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Express middleware that serves client assets and hot reload in development. */
  devMiddleware?: express.RequestHandler;
  clientDir: string;
  /** Number of reverse proxies in front (TRUST_PROXY); 0 means none. */
  trustProxy?: number;
  /** Where analytics events go (created once, closed on shutdown by the caller). */
  analytics: AnalyticsCollector;
  /** GA_MEASUREMENT_ID: when set, pages load GA4 and the CSP lets its hosts in. */
  gaMeasurementId?: string;
  /** PUBLIC_URL's origin: the only source of absolute URLs in pages when set. */
  publicOrigin?: string;
  /** SUPPORT_PHONE and SUPPORT_WHATSAPP (issue #27); unset: no number on any page. */
  supportContact?: SupportContact;
  /** Outgoing mail (SMTP_URL, MAIL_FROM), created once by the caller; none: no mail is sent. */
  mail?: MailOutbox;
  /**
   * Lesson uploads (issue #28): MEDIA_MAX_BYTES, FFMPEG_PATH/FFPROBE_PATH and DATA_DIR/tmp.
   * Default: 2 GB, the tools on PATH, the system's temporary folder (for callers that upload none).
   */
  media?: MediaUploadSettings;
  /**
   * Rendered anonymous public pages (docs/decisions/0008-page-caching.md). Defaults to one of
   * the default size outside development, where the code under the pages changes as you edit.
   */
  pageCache?: PageCache;
  /** Set `stopping` to turn /readyz to 503 "stopping" (default: never stopping). */
  readiness?: Readiness;
}

const nonceOf = (res: Response) => String(res.locals.cspNonce);

/** The origin lesson versions are served from when it is not ours (S3_PUBLIC_URL), for the CSP. */
function mediaOrigins(storage: Storage): string[] {
  try {
    const prefix = storage.urlPrefix(LESSON_MEDIA_BUCKET);
    return /^https?:\/\//.test(prefix) ? [new URL(prefix).origin] : [];
  } catch {
    return [];
  }
}

export function createApp({
  db,
  storage,
  logger,
  logIps = false,
  mode,
  build,
  devMiddleware,
  clientDir,
  trustProxy = 0,
  analytics,
  gaMeasurementId,
  publicOrigin,
  supportContact = NO_SUPPORT_CONTACT,
  mail,
  pageCache = mode === "development" ? undefined : new PageCache(),
  readiness = { stopping: false },
  media = { maxBytes: 2_000_000_000, tools: mediaToolsFromEnv({}), tmpDir: tmpdir() },
}: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // req.ip and req.protocol come from X-Forwarded-* only through proxies we were told about.
  app.set("trust proxy", trustProxy);
  // First, so that every answer, down to the request guard's early refusals and static files,
  // has its log line and its X-Request-Id.
  app.use(requestLogging({ logger, logIps }));
  // While stopping, each answer ends its keep-alive connection: the client's next request opens a
  // new one, which the balancer sends to an instance that is still ready (decision 0017).
  app.use((_req, res, next) => {
    if (readiness.stopping) res.set("Connection", "close");
    next();
  });

  // Methods, the address's text and the body's size and text, before anything reads them.
  app.use(requestGuards());

  // HSTS only where it means something: over plain http a browser ignores it, and a site that is
  // only ever served over http (a school's LAN) must not be told to insist on https. Set on every
  // response here, not stored with cached pages, which the two schemes may share.
  app.use((req, res, next) => {
    if (req.secure) res.set("Strict-Transport-Security", "max-age=31536000");
    next();
  });
  // The origin lesson media are served from when it is not ours: S3_PUBLIC_URL's (issue #28).
  const mediaOrigin = mediaOrigins(storage);
  // Google's hosts are in the policy only when GA4 is configured (issue #7).
  const ga = (directive: keyof typeof GOOGLE_ANALYTICS_CSP) =>
    gaMeasurementId ? GOOGLE_ANALYTICS_CSP[directive] : [];

  // A ranged answer is sent as stored: gzip would make its body disagree with its Content-Range
  // (captions are text; a media player asks for ranges of them too).
  app.use(
    compression({ filter: (req, res) => !req.headers.range && compression.filter(req, res) }),
  );

  // Files (hashed assets, uploads, the favicon) come first, with two headers of their own instead
  // of helmet's dozen: those guard documents, and on a page of 30 images and fonts they were a
  // kilobyte per file, a third of a small thumbnail, on the learners' metered data (issue #5).
  app.use((_req, res, next) => {
    res.set({
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    next();
  });

  // Uploaded thumbnails, from disk or streamed from S3: images only, never run as a page.
  app.use(UPLOADS_URL_PREFIX, ...serveUploads(storage));

  if (devMiddleware) {
    app.use(devMiddleware);
  } else {
    // Vite names these files by content hash, so they never change under the same URL.
    app.use(
      "/assets",
      // The service worker's file is hashed like the rest, yet must control every page, not only
      // /assets/ (issue #17): the browser allows that scope when the script says so.
      (req, res, next) => {
        if (SERVICE_WORKER_FILE.test(req.path)) res.set("Service-Worker-Allowed", "/");
        next();
      },
      serveBrotliCopies(`${clientDir}/assets`),
      express.static(`${clientDir}/assets`, {
        immutable: true,
        maxAge: "1y",
        lastModified: false,
        index: false,
      }),
    );
    // The build's other files (public/: favicon.svg…) all have an extension; a page address never
    // does, and looking for it on disk would cost a stat and a 404 error object per page view.
    const publicFiles = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (extname(req.path) ? publicFiles(req, res, next) : next()));
  }

  // Asked every few seconds by a supervisor and a load balancer, so answered before the page
  // cache's content-version read and the document headers, neither of which they need.
  // /healthz: the process is alive and serving (restart it if not). It does not ask the database:
  // an outage there is not cured by restarting every instance at once.
  app.get("/healthz", (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  // /readyz: send traffic here. 503 while the database does not answer (the pool's connection
  // and statement timeouts bound the wait), so a balancer can route around it (issue #12), and
  // from the moment the process starts shutting down (issue #13).
  app.get("/readyz", async (_req: Request, res: Response) => {
    res.set("Cache-Control", "no-store");
    if (readiness.stopping) {
      res.status(503).json({ status: "stopping" });
      return;
    }
    try {
      await sql`select 1`.execute(db);
      res.json({ status: "ready" });
    } catch {
      res
        .status(503)
        .set("Retry-After", String(RETRY_AFTER_SECONDS))
        .json({ status: "unavailable" });
    }
  });

  const pages = createPageHandler({
    build,
    mode,
    cache: pageCache,
    contentVersion: sharedFreshRead(() => currentContentVersion(db)),
    publicOrigin,
    getLoadContext: (req, res) => ({
      db,
      storage,
      media,
      cspNonce: nonceOf(res),
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      analytics,
      gaMeasurementId,
      publicOrigin,
      supportContact,
      mail,
      failure: { databaseUnavailable: false },
      log: req.log,
      refusedAddress: refusedAddress(res),
    }),
  });
  // A stored page goes out with the headers it was rendered with, before any is made again.
  app.use(pages.fromCache);

  // Everything below is a document or data for one: the full set of security headers.
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      // Vite's dev server injects inline scripts for hot reload; the CSP guards production.
      contentSecurityPolicy:
        mode === "development"
          ? false
          : {
              directives: {
                "default-src": ["'self'"],
                "script-src": [
                  "'self'",
                  (_req, res) => `'nonce-${nonceOf(res as Response)}'`,
                  ...ga("script-src"),
                ],
                // Radix primitives (dialog, toast) position themselves with inline styles and
                // inject a scroll-lock <style>; scripts stay nonce-only, which is what matters.
                "style-src": ["'self'", "'unsafe-inline'"],
                // Thumbnails may be any http(s) image the administrator pasted (spec §2 editor,
                // issue #3): the editor accepts http:// too, and without http: here such an image
                // would be saved but never shown. An image cannot run script; at worst a network
                // observer sees or swaps it (mixed content on an https page).
                "img-src": ["'self'", "data:", "https:", "http:", ...ga("img-src")],
                "font-src": ["'self'"],
                "frame-src": ["https://www.youtube-nocookie.com"],
                "connect-src": ["'self'", ...mediaOrigin, ...ga("connect-src")],
                // Uploaded lessons play from our origin, or from the bucket's public address
                // (S3_PUBLIC_URL) when there is one; a saved copy fetches them there too
                // (connect-src above, decision 0046).
                "media-src": ["'self'", ...mediaOrigin],
                "object-src": ["'none'"],
                "base-uri": ["'self'"],
                "form-action": ["'self'"],
                "frame-ancestors": ["'none'"],
                "upgrade-insecure-requests": null,
              },
            },
      // YouTube embeds are cross-origin and do not send CORP headers.
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Set above, over https only.
      strictTransportSecurity: false,
    }),
  );
  // Powerful features no page of ours uses, refused for the page and any frame in it. The video
  // player's own (autoplay, fullscreen, encrypted-media…) keep their default, which lets the
  // YouTube frame have what its allow attribute grants. Only names Chromium knows: an unknown one
  // is a console error on every page.
  app.use((_req, res, next) => {
    res.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), browsing-topics=()",
    );
    next();
  });
  // The analytics beacon's answer (issue #7) is a body-less 204 (or 4xx) to a POST that no
  // browser ever renders, so the document headers set above protect nothing there; they would
  // cost about 900 bytes, mostly the CSP, on every page view of every learner (tests/e2e/budgets).
  // X-Request-Id stays, as on every answer: it is what ties a failed beacon to its log line.
  app.use((req, res, next) => {
    if (req.method === "POST" && req.path === ANALYTICS_ENDPOINT) {
      for (const name of res.getHeaderNames()) {
        if (name !== "x-request-id") res.removeHeader(name);
      }
    }
    next();
  });

  // Cross-site request forgery: a state-changing request must come from our own pages. Browsers
  // send Origin with every cross-origin POST; Sec-Fetch-Site covers the rest.
  app.use((req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
    const origin = req.get("origin");
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    const crossSite = origin ? origin !== ownOrigin : req.get("sec-fetch-site") === "cross-site";
    if (crossSite) {
      // The other site's origin (bounded), not the visitor: which page tried is what helps.
      req.log.warn(
        { event: "cross_site_request_refused", origin: origin?.slice(0, 200) ?? null },
        "Cross-site request refused",
      );
      res.status(403).type("text/plain").send("Forbidden: cross-site request");
      return;
    }
    next();
  });

  // Admin pages and their data requests (/admin.data, /admin/….data) are never cached, whatever
  // answers them (the page handler says so again, with the rest of its policy: cache-policy.ts).
  app.use((req, res, next) => {
    if (req.path.startsWith("/admin")) res.set("Cache-Control", "no-store");
    next();
  });

  app.all("/{*splat}", pages.render);

  // An error no middleware answered (express.static's, a guard's), answered in plain text without
  // its details. Ours (5xx) go on the request's own log line with their stack (request-logging.ts),
  // where Express's default handler printed every one, a missing upload's 404 included, to stderr
  // apart from any request.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = errorStatus(error);
    if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    if (res.headersSent) {
      req.socket.destroy();
      return;
    }
    res
      .status(status)
      .set("Cache-Control", "no-store")
      .type("text/plain; charset=utf-8")
      .send(STATUS_CODES[status] ?? "Error");
  });
  return app;
}

/** An error's own 4xx/5xx status (http-errors' `status`/`statusCode`), else 500. */
function errorStatus(error: unknown): number {
  if (error && typeof error === "object") {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    const given = typeof status === "number" ? status : statusCode;
    if (typeof given === "number" && given >= 400 && given <= 599) return given;
  }
  return 500;
}

/**
 * Serves the brotli copy that the build wrote beside a hashed asset (vite-precompress.ts) to a
 * browser that accepts brotli: smaller than the `compression` middleware's gzip, and compressed
 * once at build time instead of on every request. The copies are listed once, at start.
 */
/** The built service worker (app/browser/service-worker.ts, imported by root.tsx). */
const SERVICE_WORKER_FILE = /^\/service-worker-[\w-]+\.js$/;

function serveBrotliCopies(assetsDir: string): express.RequestHandler {
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    // No build yet (tests that serve no assets): nothing to serve.
  }
  const withCopy = new Set(names.filter((n) => n.endsWith(".br")).map((n) => n.slice(0, -3)));
  return (req, res, next) => {
    const name = req.path.slice(1);
    if (!withCopy.has(name) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    res.vary("Accept-Encoding");
    if (req.acceptsEncodings("br") !== "br") return next();
    // express.static keeps a Content-Type already set, so the copy is typed as its original;
    // `compression` leaves a response that already has a Content-Encoding alone.
    res.type(extname(name));
    res.set("Content-Encoding", "br");
    req.url = `/${name}.br`;
    next();
  };
}
