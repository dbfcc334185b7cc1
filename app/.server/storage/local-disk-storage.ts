import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  checkPublicBucket,
  checkStorageName as checkName,
  isPublicBucket,
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
    checkPublicBucket(bucket);
    await this.store(bucket, key, data);
    return `${this.urlPrefix(bucket)}/${key}`;
  }

  async storeFile(bucket: string, key: string, path: string): Promise<void> {
    await this.store(bucket, key, createReadStream(path));
  }

  async store(bucket: string, key: string, data: Uint8Array | Readable): Promise<void> {
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
  }

  async download(bucket: string, key: string, path: string): Promise<boolean> {
    checkName("bucket", bucket);
    checkName("key", key);
    try {
      await copyFile(join(this.root, bucket, key), path);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") {
        // The source is missing, or the target's folder: only the first is "no such object".
        const source = await stat(join(this.root, bucket, key)).catch(() => null);
        if (!source) return false;
      }
      throw error;
    }
  }

  urlPrefix(bucket: string): string {
    checkPublicBucket(bucket);
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
    // A private bucket's files have no URL, so no URL points at one.
    return isSafeStorageName(bucket) && isSafeStorageName(key) && isPublicBucket(bucket)
      ? { bucket, key }
      : null;
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
