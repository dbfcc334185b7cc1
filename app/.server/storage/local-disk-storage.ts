import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  checkStorageName as checkName,
  isSafeStorageName,
  UPLOADS_URL_PREFIX,
  type Storage,
} from "./storage";

/** Served at `/uploads/<bucket>/<key>` by server/serve-uploads.ts. */
export { UPLOADS_URL_PREFIX };

export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(bucket: string, key: string, data: Uint8Array | Readable): Promise<string> {
    checkName("bucket", bucket);
    checkName("key", key);
    const dir = join(this.root, bucket);
    // Readable by the server's user only (issue #12): the server is what serves them.
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Write beside the target, then rename: a crash never leaves a half-written file in place.
    // The random part keeps two writes of one key from sharing (and deleting) one partial file.
    const partial = join(dir, `.${key}.${randomUUID()}.partial`);
    try {
      const source = data instanceof Readable ? data : Readable.from([data]);
      await pipeline(source, createWriteStream(partial, { flags: "wx", mode: 0o600 }));
      await rename(partial, join(dir, key));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return `${this.urlPrefix(bucket)}/${key}`;
  }

  urlPrefix(bucket: string): string {
    return `${UPLOADS_URL_PREFIX}/${bucket}`;
  }

  async read(bucket: string, key: string): Promise<Readable | null> {
    checkName("bucket", bucket);
    checkName("key", key);
    // Opened here, so a missing file is a null now rather than an error from the stream later.
    const handle = await open(join(this.root, bucket, key), "r").catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      },
    );
    return handle ? handle.createReadStream() : null;
  }

  async delete(bucket: string, key: string): Promise<void> {
    checkName("bucket", bucket);
    checkName("key", key);
    await rm(join(this.root, bucket, key), { force: true });
  }

  locate(url: string): { bucket: string; key: string } | null {
    const match = /^\/uploads\/([^/]+)\/([^/?#]+)$/.exec(url.trim());
    if (!match) return null;
    const [, bucket = "", key = ""] = match;
    return isSafeStorageName(bucket) && isSafeStorageName(key) ? { bucket, key } : null;
  }

  async list(bucket: string): Promise<{ key: string; modifiedAt: Date }[]> {
    checkName("bucket", bucket);
    const dir = join(this.root, bucket);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch {
      return [];
    }
    const files = await Promise.all(
      names
        .filter((name) => isSafeStorageName(name))
        .map(async (key) => {
          // A file deleted between readdir and stat (a concurrent delete) is simply gone.
          const info = await stat(join(dir, key)).catch((error: NodeJS.ErrnoException) => {
            if (error.code === "ENOENT") return null;
            throw error;
          });
          return info?.isFile() ? { key, modifiedAt: info.mtime } : null;
        }),
    );
    return files.filter((file) => file !== null);
  }
}
