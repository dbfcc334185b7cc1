// Reading an uploaded ZIP without trusting it (issue #14, decision 0024). The archive is opened
// from a temporary file (yauzl reads the central directory, and each entry only when asked), and
// refused as a whole when any entry is unsafe, whether or not the import would read it:
// - names: absolute paths, drive letters, `..`, backslashes, control characters, duplicates;
// - symbolic links, encrypted entries, compression other than stored or deflate;
// - too many entries; declared sizes past the limits, or expanding more than IMPORT_LIMITS allow
//   (a ZIP bomb);
// and an entry that is read stops at its limit: yauzl checks that it inflates to no more than it
// declared, and the bytes are counted here as well, so no lie in the headers gets past the cap.
import type { Readable } from "node:stream";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { IMPORT_LIMITS } from "./manifest";

export interface ImportProblem {
  /** Where: `manifest.json`, `courses[2].lessons[0].youtubeUrl`, `ZIP entry "../x"`… */
  place: string;
  message: string;
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;
const MB = 1024 * 1024;

/** How an entry's name is shown in a problem: quoted, escaped, never longer than 120 characters. */
export function entryPlace(name: string): string {
  const shown = name.length > 120 ? `${name.slice(0, 117)}…` : name;
  return `ZIP entry ${JSON.stringify(shown)}`;
}

/** Why `name` may not appear in an import's ZIP, or null when it may. */
export function unsafeEntryName(name: string): string | null {
  if (name === "") return "the entry has no name";
  // eslint-disable-next-line no-control-regex -- control characters are what is looked for
  if (/[\u0000-\u001f\u007f]/.test(name)) return "control characters in the entry name";
  if (name.includes("\\")) return "backslashes in entry names are not accepted (a Windows path)";
  if (/^[A-Za-z]:/.test(name)) return "a drive letter makes this an absolute path";
  if (name.startsWith("/")) return "absolute paths are not accepted";
  if (name.split("/").includes("..")) return '".." would climb out of the folder';
  return null;
}

export type ReadEntryResult =
  | { ok: true; bytes: Buffer }
  | {
      ok: false;
      /**
       * too-large: it says it is over the limit; bomb: it inflates past what it said, or past
       * the ZIP's allowance; damaged: it cannot be inflated.
       */
      reason: "too-large" | "bomb" | "damaged";
      message: string;
    };

export class ImportZip {
  /** Every file entry by name (folders left out). */
  readonly files: ReadonlyMap<string, Entry>;
  private inflated = 0;

  private constructor(
    private readonly zip: ZipFile,
    files: Map<string, Entry>,
  ) {
    this.files = files;
  }

  /**
   * Opens the ZIP at `path` and checks every entry's header; the problems (all of them) when it
   * may not be read. Close the ZipFile with `close()`.
   */
  static async open(
    path: string,
  ): Promise<{ ok: true; zip: ImportZip } | { ok: false; problems: ImportProblem[] }> {
    let zip: ZipFile;
    try {
      // decodeStrings off: names are decoded and judged below, with our reasons, rather than
      // yauzl's first complaint ending the listing (and strictFileNames keeps backslashes as
      // they are instead of turning them into slashes).
      zip = await yauzl.openPromise(path, {
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true,
        strictFileNames: true,
      });
    } catch {
      return {
        ok: false,
        problems: [{ place: "file", message: "This file is not a ZIP archive (or it is damaged)" }],
      };
    }
    if (zip.entryCount > IMPORT_LIMITS.entries) {
      zip.close();
      return {
        ok: false,
        problems: [
          {
            place: "file",
            message: `The ZIP holds ${zip.entryCount} entries; at most ${IMPORT_LIMITS.entries} are accepted`,
          },
        ],
      };
    }
    let entries: Entry[];
    try {
      entries = await readAllEntries(zip);
    } catch (error) {
      zip.close();
      const detail = error instanceof Error ? `: ${error.message}` : "";
      return {
        ok: false,
        problems: [{ place: "file", message: `The ZIP's directory could not be read${detail}` }],
      };
    }

    const problems: ImportProblem[] = [];
    const files = new Map<string, Entry>();
    let declaredTotal = 0;
    for (const entry of entries) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileNameRaw,
        entry.extraFields,
        true,
      );
      const place = entryPlace(name);
      const unsafe = unsafeEntryName(name);
      if (unsafe) problems.push({ place, message: unsafe });
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) {
        problems.push({ place, message: "symbolic links are not accepted" });
      }
      if (entry.isEncrypted())
        problems.push({ place, message: "encrypted entries are not accepted" });
      if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
        problems.push({
          place,
          message: `compression method ${entry.compressionMethod} is not supported (only stored and deflate)`,
        });
      }
      const size = entry.uncompressedSize;
      declaredTotal += size;
      if (size > IMPORT_LIMITS.manifestBytes) {
        problems.push({
          place,
          message: `expands to ${Math.ceil(size / MB)} MB; no entry may be over ${IMPORT_LIMITS.manifestBytes / MB} MB`,
        });
      } else if (
        size > IMPORT_LIMITS.compressionRatioFromBytes &&
        size / Math.max(entry.compressedSize, 1) > IMPORT_LIMITS.compressionRatio
      ) {
        problems.push({
          place,
          message: `expands ${Math.round(size / Math.max(entry.compressedSize, 1))} times (more than ${IMPORT_LIMITS.compressionRatio}); refused as a possible ZIP bomb`,
        });
      }
      if (name.endsWith("/")) continue; // a folder: nothing to read
      if (files.has(name)) problems.push({ place, message: "this name appears twice in the ZIP" });
      files.set(name, entry);
    }
    if (declaredTotal > IMPORT_LIMITS.totalUncompressedBytes) {
      problems.push({
        place: "file",
        message: `The ZIP expands to ${Math.ceil(declaredTotal / MB)} MB; at most ${IMPORT_LIMITS.totalUncompressedBytes / MB} MB are accepted`,
      });
    }
    if (problems.length > 0) {
      zip.close();
      return { ok: false, problems };
    }
    return { ok: true, zip: new ImportZip(zip, files) };
  }

  /**
   * The inflated bytes of the file entry `name`, never more than `maxBytes` (nor than the ZIP's
   * total allowance): past it the inflation stops and the result says "too-large".
   */
  async read(name: string, maxBytes: number): Promise<ReadEntryResult> {
    const entry = this.files.get(name);
    if (!entry) return { ok: false, reason: "damaged", message: "not in the ZIP" };
    if (entry.uncompressedSize > maxBytes) {
      return { ok: false, reason: "too-large", message: `over ${maxBytes} bytes` };
    }
    const limit = Math.min(maxBytes, IMPORT_LIMITS.totalUncompressedBytes - this.inflated);
    let stream: Readable;
    try {
      stream = await this.zip.openReadStreamPromise(entry);
    } catch (error) {
      return { ok: false, reason: "damaged", message: messageOf(error) };
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.inflated += chunk.length;
        if (size > limit) {
          stream.destroy();
          return { ok: false, reason: "bomb", message: `it inflates past ${limit} bytes` };
        }
        chunks.push(chunk);
      }
    } catch (error) {
      // yauzl counts too: "too many bytes in the stream" is an entry inflating past its header.
      const message = messageOf(error);
      if (/too many bytes/i.test(message)) {
        return { ok: false, reason: "bomb", message: "it inflates past the size it declares" };
      }
      return { ok: false, reason: "damaged", message };
    }
    return { ok: true, bytes: Buffer.concat(chunks, size) };
  }

  close() {
    this.zip.close();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function readAllEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.once("end", () => resolve(entries));
    zip.once("error", reject);
    zip.readEntry();
  });
}
