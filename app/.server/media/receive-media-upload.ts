// Receives an uploaded lesson file (issue #28) into a temporary file as it arrives: the request's
// body is the file itself (not multipart: the editor sends it with XHR for a progress bar, and a
// raw body needs no parser), counted while it streams whether or not Content-Length says so, and
// refused the moment it passes the limit (MEDIA_MAX_BYTES, up to 2 GB: never held in memory).
// server/request-guard.ts lets this body through unread, so that the admin check comes first.
import { createWriteStream, type WriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { once } from "node:events";
import type { MediaTools } from "./ffmpeg-tools";

/**
 * How uploads are received and read, built once at start-up and handed to routes in the load
 * context: MEDIA_MAX_BYTES, FFMPEG_PATH and FFPROBE_PATH, and DATA_DIR/tmp (on disk, never a tmpfs
 * in memory: a file may be 2 GB).
 */
export interface MediaUploadSettings {
  maxBytes: number;
  tools: MediaTools;
  tmpDir: string;
}

export type ReceivedMedia =
  | { ok: true; path: string; bytes: number; cleanup: () => Promise<void> }
  | { ok: false; refusal: MediaUploadRefusal };

/**
 * Why nothing was received: over the limit (413), an empty body (400), or the client went away
 * or the disk failed mid-way (nobody is left to answer; the caller answers 400 for the log).
 */
export type MediaUploadRefusal = "tooLarge" | "noFile" | "broken";

/** The longest display name kept of the file's own name (X-File-Name). */
export const MAX_ORIGINAL_NAME = 200;

/**
 * The file's name as the editor sent it in X-File-Name (percent-encoded UTF-8, so an Arabic name
 * survives a header), reduced to something safe to show: no folders, no control characters or
 * bidirectional overrides (a name that reorders the text around it), at most MAX_ORIGINAL_NAME
 * characters. Only ever displayed: the stored key is the media id.
 */
export function displayFileName(header: string | null): string {
  let name = header ?? "";
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded after all: keep the header's text as it is.
  }
  name = name
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cs}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, "")
    .split(/[/\\]/)
    .pop()!
    .trim();
  const chars = [...name];
  if (chars.length > MAX_ORIGINAL_NAME) name = chars.slice(0, MAX_ORIGINAL_NAME).join("").trim();
  return name || "upload";
}

const TOO_LARGE = { ok: false, refusal: "tooLarge" } as const;
const NO_FILE = { ok: false, refusal: "noFile" } as const;
const BROKEN = { ok: false, refusal: "broken" } as const;

class TooLarge extends Error {}

/**
 * Writes `request`'s body to a new file in `tmpDir` (DATA_DIR/tmp), or says why not. Never
 * throws; whatever the outcome but success, no file is left. On success the caller must call
 * `cleanup()` once done with the file.
 */
export async function receiveMediaUpload(
  request: Request,
  { tmpDir, maxBytes }: Pick<MediaUploadSettings, "tmpDir" | "maxBytes">,
): Promise<ReceivedMedia> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return TOO_LARGE;
  if (!request.body) return NO_FILE;

  const path = join(tmpDir, `upload-${crypto.randomUUID()}`);
  const cleanup = () => rm(path, { force: true });
  let file: WriteStream | null = null;
  const reader = request.body.getReader();
  // A client that goes away mid-upload aborts the request (server/page-handler.ts): stop there,
  // whether or not the body's stream says so itself.
  const gone = new Promise<never>((_, reject) => {
    if (request.signal.aborted) reject(new Error("aborted"));
    request.signal.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
  });
  gone.catch(() => {});
  let received = 0;
  try {
    file = createWriteStream(path, { flags: "wx", mode: 0o600 });
    const failed = once(file, "error").then(([error]) => Promise.reject(error as Error));
    failed.catch(() => {});
    await Promise.race([once(file, "open"), failed]);
    for (;;) {
      const next = await Promise.race([reader.read(), gone, failed]);
      if (next.done) break;
      received += next.value.byteLength;
      if (received > maxBytes) throw new TooLarge();
      if (!file.write(next.value)) await Promise.race([once(file, "drain"), gone, failed]);
    }
    file.end();
    await Promise.race([once(file, "close"), failed]);
  } catch (error) {
    // Stop reading without cancelling the body: cancelling would destroy the connection before
    // the route could answer 413 (it closes the connection itself, with `Connection: close`).
    try {
      reader.releaseLock();
    } catch {
      // A read still pending (the client went away): the stream is done with anyway.
    }
    file?.destroy();
    if (file && !file.closed) await once(file, "close").catch(() => {});
    await cleanup();
    return error instanceof TooLarge ? TOO_LARGE : BROKEN;
  }
  if (received === 0) {
    await cleanup();
    return NO_FILE;
  }
  return { ok: true, path, bytes: received, cleanup };
}
