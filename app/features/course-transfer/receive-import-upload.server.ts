// Receives the ZIP of a course import into a temporary file as it arrives (issue #14): at most
// 100 MB, counted while it streams whether or not Content-Length says so, and refused the moment
// it passes (413). busboy parses the multipart body as a stream; @remix-run/form-data-parser, which
// the thumbnail upload uses, keeps each file part in memory until it is complete, which is fine
// for 5 MB and not for 100 (decision 0024). server/request-guard.ts lets this route's body
// through unread, so that the admin check comes first.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { IMPORT_FILE_FIELD, IMPORT_LIMITS, IMPORT_MAX_REQUEST_BYTES } from "./manifest";

export type ReceivedImport =
  | { ok: true; path: string; bytes: number; cleanup: () => Promise<void> }
  | { ok: false; status: 400 | 413; refusal: UploadRefusal };

/** Why an upload was refused; its words are the admin catalogues' (issue #27). */
export type UploadRefusal = "tooLarge" | "noFile" | "unreadable";

const TOO_LARGE = { ok: false, status: 413, refusal: "tooLarge" } as const;
const NO_FILE = { ok: false, status: 400, refusal: "noFile" } as const;
const UNREADABLE = { ok: false, status: 400, refusal: "unreadable" } as const;

class TooLarge extends Error {}

/**
 * Reads the multipart `request` (one file in the field "file") into a new temporary folder, or
 * says why not. Never throws. On success the caller must call `cleanup()` when done with the file.
 */
export async function receiveImportUpload(request: Request): Promise<ReceivedImport> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > IMPORT_MAX_REQUEST_BYTES) return TOO_LARGE;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return NO_FILE;

  // The system's temporary folder (TMPDIR), private to the server's user, removed after.
  const dir = await mkdtemp(join(tmpdir(), "maarifa-import-"));
  const path = join(dir, "import.zip");
  const cleanup = () => rm(dir, { recursive: true, force: true });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        files: 1,
        fileSize: IMPORT_LIMITS.fileBytes,
        fields: 4,
        fieldSize: 1024,
        parts: 8,
        headerPairs: 16,
      },
    });
  } catch {
    await cleanup();
    return UNREADABLE;
  }

  let written: Promise<void> | null = null;
  let fileBytes = 0;
  let tooLarge = false;
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("file", (field, file) => {
      if (field !== IMPORT_FILE_FIELD || written) {
        file.resume();
        return;
      }
      file.on("data", (chunk: Buffer) => (fileBytes += chunk.length));
      // busboy stops the file at fileSize and says so: the file is over the limit.
      file.on("limit", () => {
        tooLarge = true;
        reject(new TooLarge());
      });
      written = pipeline(file, createWriteStream(path, { flags: "wx", mode: 0o600 }));
      written.catch(reject);
    });
    parser.on("error", reject);
    parser.on("close", resolve);
  });
  // Swallowed here, seen through `await parsed` below (or not at all once we stop early).
  parsed.catch(() => {});

  const reader = request.body.getReader();
  let received = 0;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), parsed.then(() => null)]);
      if (next === null || next.done) break;
      received += next.value.byteLength;
      if (received > IMPORT_MAX_REQUEST_BYTES || tooLarge) throw new TooLarge();
      if (!parser.write(next.value)) {
        await new Promise<void>((resolve, reject) => {
          parser.once("drain", resolve);
          parsed.catch(reject);
        });
      }
    }
    parser.end();
    await parsed;
    await written;
  } catch (error) {
    // Stop reading without cancelling the body: cancelling would destroy the connection before
    // the route could answer 413 (it closes the connection itself, with `Connection: close`).
    reader.releaseLock();
    parser.destroy();
    await (written as Promise<void> | null)?.catch(() => {});
    await cleanup();
    return error instanceof TooLarge || tooLarge ? TOO_LARGE : UNREADABLE;
  }
  if (!written || fileBytes === 0) {
    await cleanup();
    return NO_FILE;
  }
  return { ok: true, path, bytes: fileBytes, cleanup };
}
