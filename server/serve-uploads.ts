// Serves uploaded thumbnails at /uploads/<bucket>/<key>, whichever storage holds them: from the
// folder on local disk, or streamed from the S3 bucket (issue #13), with the same answer either
// way (decisions 0005, 0015): images only, any other name a plain 404, never a page that can run
// anything, and cached for a year (a name is never reused for other bytes). The caller sets
// `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy` on every file it serves.
import { pipeline } from "node:stream/promises";
import express, { type Request, type Response } from "express";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { S3Storage } from "~/.server/storage/s3-storage";
import {
  contentTypeOf,
  IMMUTABLE_CACHE_CONTROL,
  isSafeStorageName,
  type Storage,
} from "~/.server/storage/storage";
import { THUMBNAIL_EXTENSIONS } from "~/lib/stored-thumbnail-url";

/** Only these are ever served from uploads; anything else there is a 404, never HTML. */
const SERVABLE_UPLOAD = new RegExp(`\\.(${THUMBNAIL_EXTENSIONS.join("|")})$`, "i");

const notFound = (res: Response) => res.status(404).type("text/plain").send("Not found");

/** The handlers to mount at UPLOADS_URL_PREFIX (`app.use("/uploads", ...serveUploads(storage))`). */
export function serveUploads(storage: Storage): express.RequestHandler[] {
  const guard: express.RequestHandler = (req, res, next) => {
    if (!SERVABLE_UPLOAD.test(req.path)) return void notFound(res);
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
      }),
    ];
  }
  if (storage instanceof S3Storage) return [guard, streamFromBucket(storage)];
  return [(_req, res) => void notFound(res)];
}

/**
 * GET and HEAD of one object, streamed from the bucket as it arrives (never buffered whole), with
 * the headers express.static gives a file on disk: its type by extension, its length, the
 * year-long immutable lifetime, and its ETag, so a browser's If-None-Match gets a 304.
 */
function streamFromBucket(storage: S3Storage): express.RequestHandler {
  return async (req: Request, res: Response) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed");
      return;
    }
    // Exactly /<bucket>/<key>: one segment each, no folder listing, nothing percent-encoded.
    const [, bucket = "", key = ""] = /^\/([^/]+)\/([^/]+)$/.exec(req.path) ?? [];
    if (bucket !== storage.bucket || !isSafeStorageName(key)) return void notFound(res);

    let object;
    try {
      object = await storage.open(bucket, key, {
        head: req.method === "HEAD",
        ifNoneMatch: req.get("if-none-match"),
      });
    } catch (err) {
      req.log.error({ err, bucket, key }, "Reading an upload from S3 failed");
      res.status(502).type("text/plain").send("Storage unavailable");
      return;
    }
    if (!object) return void notFound(res);

    res.set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    if (object.etag) res.set("ETag", object.etag);
    if (object.status === 304) return void res.status(304).end();

    res.type(contentTypeOf(key));
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
