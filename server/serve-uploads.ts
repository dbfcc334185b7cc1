// Serves uploaded thumbnails and lesson media at /uploads/<bucket>/<key>, whichever storage holds
// them: from the folder on local disk, or streamed from the S3 bucket (issue #13), with the same
// answer either way (decisions 0005, 0015): only the served buckets (never `media-originals`,
// issue #28) and their own types, any other name a plain 404, never a page that can run
// anything, byte ranges for the players (seeking in a video), and cached for a year (a name is
// never reused for other bytes). The caller sets
// `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy` on every file it serves.
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { S3Storage } from "~/.server/storage/s3-storage";
import {
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  isSafeStorageName,
  LESSON_MEDIA_BUCKET,
  THUMBNAIL_BUCKET,
  type Storage,
} from "~/.server/storage/storage";
import { THUMBNAIL_EXTENSIONS } from "~/lib/stored-thumbnail-url";

const extensions = (list: readonly string[]) => new RegExp(`\\.(${list.join("|")})$`, "i");

/**
 * Only these are ever served from uploads, each bucket its own types; anything else there (the
 * private originals among them) is a 404, never HTML. Lesson media: the versions, the poster
 * and the captions the media job writes (issue #28).
 */
const SERVABLE: Record<string, RegExp> = {
  [THUMBNAIL_BUCKET]: extensions(THUMBNAIL_EXTENSIONS),
  [LESSON_MEDIA_BUCKET]: extensions(["mp4", "webm", "m4a", "vtt", "jpg", "jpeg", "webp"]),
};

/** The bucket and key of a servable `/<bucket>/<key>` path, or null for any other. */
function servable(path: string): { bucket: string; key: string } | null {
  // Exactly /<bucket>/<key>: one segment each, no folder listing, nothing percent-encoded.
  const [, bucket = "", key = ""] = /^\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
  const allowed = Object.hasOwn(SERVABLE, bucket) ? SERVABLE[bucket] : undefined;
  return allowed?.test(key) && isSafeStorageName(key) ? { bucket, key } : null;
}

/** One byte range of a Range header (the only kind we answer), or undefined for any other. */
const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

const notFound = (res: Response) => res.status(404).type("text/plain").send("Not found");

/** The handlers to mount at UPLOADS_URL_PREFIX (`app.use("/uploads", ...serveUploads(storage))`). */
export function serveUploads(
  storage: Storage,
): (express.RequestHandler | express.ErrorRequestHandler)[] {
  const guard: express.RequestHandler = (req, res, next) => {
    if (!servable(req.path)) return void notFound(res);
    // Opened directly, an upload is still never a page that can run anything.
    res.set("Content-Security-Policy", "default-src 'none'; sandbox");
    next();
  };
  if (storage instanceof LocalDiskStorage) {
    return [
      guard,
      express.static(storage.root, {
        immutable: true,
        maxAge: "1y",
        lastModified: false,
        index: false,
        dotfiles: "deny",
        fallthrough: false,
        // Our types, not the `mime` package's guess (.webm is audio here, .vtt wants its charset).
        setHeaders: (res, path) => res.setHeader("Content-Type", contentTypeOf(path)),
      }),
      // express.static answers an unsatisfiable range with an error carrying the Content-Range:
      // answered here, so that it does not depend on the app's error handler.
      ((error, _req, res, next) => {
        const { status, headers } = error as { status?: number; headers?: Record<string, string> };
        if (status !== 416) return void next(error);
        res
          .status(416)
          .set(headers ?? {})
          .type("text/plain")
          .send("Range not satisfiable");
      }) satisfies express.ErrorRequestHandler,
    ];
  }
  if (storage instanceof S3Storage) return [guard, streamFromBucket(storage)];
  return [(_req: Request, res: Response) => void notFound(res)];
}

/**
 * GET and HEAD of one object, streamed from the bucket as it arrives (never buffered whole), with
 * the headers express.static gives a file on disk: its type by extension, its length, the
 * year-long immutable lifetime, its ETag, so a browser's If-None-Match gets a 304, and one byte
 * range (206, or 416 past the end) passed on to S3, for players that seek.
 */
function streamFromBucket(storage: S3Storage): express.RequestHandler {
  return async (req: Request, res: Response) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
      return;
    }
    const { bucket, key } = servable(req.path) ?? { bucket: "", key: "" };
    if (!storage.hasBucket(bucket)) return void notFound(res);

    // One range, as browsers and players ask; several in one request get the whole file (allowed).
    const range = req.get("range")?.replace(/\s+/g, "");
    let object;
    try {
      object = await storage.open(bucket, key, {
        head: req.method === "HEAD",
        ifNoneMatch: req.get("if-none-match"),
        range: range && SINGLE_RANGE.test(range) ? range : undefined,
      });
    } catch (err) {
      req.log.error({ err, bucket, key }, "Reading an upload from S3 failed");
      res.status(502).type("text/plain").send("Storage unavailable");
      return;
    }
    if (!object) return void notFound(res);

    if (object.status === 416) {
      res.set("Content-Range", `bytes */${object.size ?? "*"}`);
      return void res.status(416).type("text/plain").send("Range not satisfiable");
    }
    res.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    res.set("Accept-Ranges", "bytes");
    if (object.etag) res.set("ETag", object.etag);
    if (object.status === 304) return void res.status(304).end();

    res.status(object.status).set("Content-Type", contentTypeOf(key));
    if (object.contentRange) res.set("Content-Range", object.contentRange);
    if (object.contentLength !== undefined) res.set("Content-Length", String(object.contentLength));
    if (!object.body) return void res.end();
    try {
      await pipeline(object.body, res);
    } catch (error) {
      // A visitor who leaves mid-download closes the response early; only a failing bucket is news.
      if ((error as NodeJS.ErrnoException).code !== "ERR_STREAM_PREMATURE_CLOSE") {
        req.log.error({ err: error, bucket, key }, "Streaming an upload from S3 failed");
      }
    }
  };
}
