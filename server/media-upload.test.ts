// Lesson media uploads over real HTTP (issue #28): POST /admin/media with the raw file, its
// admin check before the body is read, the probe with the real ffprobe on clips the real ffmpeg
// makes, the limit while the body streams (MEDIA_MAX_BYTES, 1 MB here), and what is kept: the
// original in the private bucket, the queued row, the audit entry, and no temporary file, whatever
// happened. Then GET /admin/media/:id and its Retry. On each database kind.
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  watch,
} from "node:fs";
import { truncate } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertAdministrator } from "~/.server/db/repositories/administrators";
import { findMediaFile, insertMediaFile } from "~/.server/db/repositories/media";
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from "~/.server/db/testing/test-databases";
import { LocalDiskStorage } from "~/.server/storage/local-disk-storage";
import { MEDIA_ORIGINALS_BUCKET } from "~/.server/storage/storage";
import { makeVideoClip } from "~/.server/testing/media-clips";
import {
  ADMIN_SESSION_COOKIE,
  createAdminSession,
} from "~/features/admin-auth/admin-session.server";
import { insertMediaRow } from "./testing/fixtures";
import { rawRequest } from "./testing/raw-request";
import { serverBuildForFile, startTestServer, type TestServer } from "./testing/test-server";

const MEDIA_MAX_BYTES = 1_000_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ARABIC_NAME = "درس الكسور ١ – مقدمة.mp4";

const vite = serverBuildForFile();

/** The test's files, made once: a real clip, and the refused inputs made from it. */
let clipsDir: string;
let CLIP: Buffer;
let TRUNCATED_INDEX_AT_END: Buffer;
let TRUNCATED_INDEX_AT_FRONT: Buffer;
let PLAYLIST: Buffer;
const TEXT = Buffer.from("هذا ليس فيديو. This is not a video.\n".repeat(50));

beforeAll(async () => {
  clipsDir = mkdtempSync(join(tmpdir(), "maarifa-media-upload-"));
  // As a phone writes it: the index (moov) after the pictures.
  const clip = join(clipsDir, "clip.mp4");
  await makeVideoClip(clip, { width: 160, height: 120, seconds: 2 });
  CLIP = readFileSync(clip);
  TRUNCATED_INDEX_AT_END = CLIP.subarray(0, Math.floor(CLIP.length / 2));
  // With the index at the front, the first half still says what the whole file holds.
  const front = join(clipsDir, "front.mp4");
  await makeVideoClip(front, { width: 160, height: 120, seconds: 2, moovAtEnd: false });
  await truncate(front, Math.floor(statSync(front).size / 2));
  TRUNCATED_INDEX_AT_FRONT = readFileSync(front);
  // An HLS playlist renamed .mp4 naming a real media file by its absolute path.
  PLAYLIST = Buffer.from(
    `#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\n${clip}\n#EXT-X-ENDLIST\n`,
  );
  expect(CLIP.length).toBeLessThan(MEDIA_MAX_BYTES);
}, 60_000);

afterAll(() => {
  rmSync(clipsDir, { recursive: true, force: true });
});

/** Resolves once `check()` holds, checked now and at each change in `dir` (no timer). */
function whenDir(dir: string, check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dir, () => {
      if (check()) {
        watcher.close();
        resolve();
      }
    });
    if (check()) {
      watcher.close();
      resolve();
    }
  });
}

describe.each(testDatabaseKinds())("lesson media uploads over HTTP on %s", (kind) => {
  let t: TestDatabase;
  let server: TestServer;
  let editor: string;
  let analyst: string;
  let editorId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    server = await startTestServer({ db: t.db, build: vite.build, mediaMaxBytes: MEDIA_MAX_BYTES });
    const cookieOf = async (role: "editor" | "analyst") => {
      const id = await insertAdministrator(t.db, {
        name: `Media ${role}`,
        identifier: `${role}@media.example`,
        role,
        passwordHash: "$argon2id$not-used-here",
      });
      const { token } = await createAdminSession(t.db, new Date(), id);
      return { id, cookie: `${ADMIN_SESSION_COOKIE}=${token}` };
    };
    const ed = await cookieOf("editor");
    editor = ed.cookie;
    editorId = ed.id;
    analyst = (await cookieOf("analyst")).cookie;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await t?.destroy();
  });

  const originals = () => {
    try {
      return readdirSync(join(server.uploadsDir, MEDIA_ORIGINALS_BUCKET)).sort();
    } catch {
      return [];
    }
  };
  const temporaryFiles = () => readdirSync(server.mediaTmpDir);
  const rows = async () => (await t.db.selectFrom("media_files").select("id").execute()).length;
  const auditEntries = (action: string) =>
    t.db.selectFrom("audit_log").selectAll().where("action", "=", action).execute();

  /** What is kept now: compared before and after a refused upload. */
  const kept = async () => ({ originals: originals(), rows: await rows() });

  /** Posts `bytes` the way the editor's XHR does: the raw file, its name in X-File-Name. */
  function upload(
    bytes: Uint8Array,
    name: string,
    {
      cookie = editor,
      type = "video/mp4",
      origin = server.base,
    }: { cookie?: string | null; type?: string; origin?: string } = {},
  ) {
    const headers: Record<string, string> = {
      Origin: origin,
      "Content-Type": type,
      "X-File-Name": encodeURIComponent(name),
    };
    if (cookie) headers.Cookie = cookie;
    return fetch(`${server.base}/admin/media`, {
      method: "POST",
      body: bytes as BodyInit,
      headers,
      redirect: "manual",
    });
  }

  /**
   * Starts an upload whose body never ends (a first 64 KB, then nothing): the answer can only
   * come if the server answers without waiting for the body.
   */
  function unfinishedUpload(cookie: string | null): Promise<number> {
    const url = new URL(server.base);
    return new Promise((resolve, reject) => {
      const headers: Record<string, string> = { origin: server.base, "content-type": "video/mp4" };
      if (cookie) headers.cookie = cookie;
      const req = httpRequest(
        { host: url.hostname, port: url.port, path: "/admin/media", method: "POST", headers },
        (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
          req.destroy();
        },
      );
      req.on("error", reject);
      req.write(CLIP.subarray(0, 64 * 1024));
    });
  }

  describe("POST /admin/media", () => {
    it("answers a signed-out visitor 401 and an analyst 403 before reading the body", async () => {
      const before = await kept();
      expect(await unfinishedUpload(null)).toBe(401);
      expect(await unfinishedUpload(analyst)).toBe(403);
      expect((await upload(CLIP, "a.mp4", { cookie: null })).status).toBe(401);
      expect((await upload(CLIP, "a.mp4", { cookie: analyst })).status).toBe(403);
      // Cross-site, even with an editor's cookie (server/app.ts refuses it before any route).
      expect((await upload(CLIP, "a.mp4", { origin: "https://evil.example" })).status).toBe(403);
      expect(await kept()).toEqual(before);
      expect(temporaryFiles()).toEqual([]);
    });

    it("accepts a real clip: the original kept privately, a queued row, an audit entry", async () => {
      const res = await upload(CLIP, ARABIC_NAME);
      expect(res.status).toBe(201);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as {
        id: string;
        kind: string;
        durationSeconds: number;
        status: string;
      };
      expect(body).toEqual({
        id: expect.stringMatching(UUID),
        kind: "video",
        durationSeconds: expect.closeTo(2, 0),
        status: "queued",
      });

      // The original, byte for byte, in media-originals under the media id, and never served.
      expect(originals()).toContain(body.id);
      expect(readFileSync(join(server.uploadsDir, MEDIA_ORIGINALS_BUCKET, body.id))).toEqual(CLIP);
      const served = await fetch(`${server.base}/uploads/${MEDIA_ORIGINALS_BUCKET}/${body.id}`);
      expect(served.status).toBe(404);
      await served.body?.cancel();

      const row = await findMediaFile(t.db, body.id);
      expect(row).toMatchObject({
        kind: "video",
        status: "queued",
        originalKey: body.id,
        originalName: ARABIC_NAME,
        originalBytes: CLIP.length,
        width: 160,
        height: 120,
        progress: 0,
        failure: null,
        createdBy: editorId,
        versions: [],
      });
      expect(row!.durationMs).toBeGreaterThan(1900);
      expect(row!.durationMs).toBeLessThan(2200);

      const [entry, ...more] = (await auditEntries("media.upload")).filter((e) =>
        JSON.stringify(e.details).includes(body.id),
      );
      expect(more).toEqual([]);
      expect(entry).toMatchObject({ actor_id: editorId, actor_name: "Media editor" });
      expect(temporaryFiles()).toEqual([]);
    });

    it("keeps only a display form of the file's name", async () => {
      const long = `${"د".repeat(300)}.mp4`;
      const cases: [string, string][] = [
        ["../../etc/\u202eevil\u0000.mp4", "evil.mp4"],
        [long, "د".repeat(200)],
      ];
      for (const [sent, shown] of cases) {
        const res = await upload(CLIP, sent);
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        expect((await findMediaFile(t.db, id))!.originalName).toBe(shown);
      }
    });

    it.each([
      ["a text file named .mp4", () => TEXT, "not-media"],
      ["an MP4 cut in half whose index was at its end", () => TRUNCATED_INDEX_AT_END, "unreadable"],
      [
        "an HLS playlist disguised as .mp4 naming a file by absolute path",
        () => PLAYLIST,
        "unsupported-format",
      ],
    ])("refuses %s with 422 and keeps nothing", async (_, bytes, reason) => {
      const before = await kept();
      const entries = (await auditEntries("media.upload")).length;
      const res = await upload(bytes(), "lesson.mp4");
      expect(res.status).toBe(422);
      const body = (await res.json()) as { title: string; description: string; reason: string };
      expect(body.reason).toBe(reason);
      expect(body.title).toBe("Upload refused");
      expect(body.description.length).toBeGreaterThan(10);
      expect(await kept()).toEqual(before);
      expect((await auditEntries("media.upload")).length).toBe(entries);
      expect(temporaryFiles()).toEqual([]);
    });

    it("accepts an MP4 cut in half whose index is at its front (the probe reads only the index; the job fails it)", async () => {
      const res = await upload(TRUNCATED_INDEX_AT_FRONT, "cut.mp4");
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      expect((await findMediaFile(t.db, id))!.status).toBe("queued");
      expect(temporaryFiles()).toEqual([]);
    });

    it("removes the stored original when its row cannot be written (500), and keeps nothing", async () => {
      // A storage that, once the original is stored, takes its id for a row of its own: the
      // upload's insert then fails on the primary key, after the original was stored.
      const root = mkdtempSync(join(tmpdir(), "maarifa-media-conflict-"));
      const storage = new LocalDiskStorage(root);
      const storeFile = storage.storeFile.bind(storage);
      storage.storeFile = async (bucket, key, path) => {
        await storeFile(bucket, key, path);
        await insertMediaFile(
          t.db,
          {
            id: key,
            kind: "audio",
            originalKey: "taken",
            originalName: "taken",
            originalBytes: 1,
            durationMs: 1,
          },
          new Date(),
        );
      };
      const other = await startTestServer({ db: t.db, build: vite.build, storage });
      try {
        const entries = (await auditEntries("media.upload")).length;
        const res = await fetch(`${other.base}/admin/media`, {
          method: "POST",
          body: CLIP as BodyInit,
          headers: { Origin: other.base, Cookie: editor, "X-File-Name": "conflict.mp4" },
        });
        expect(res.status).toBe(500);
        expect(await res.json()).toMatchObject({ reason: "error" });
        const taken = await t.db
          .selectFrom("media_files")
          .select(["id", "original_name"])
          .where("original_key", "=", "taken")
          .execute();
        expect(taken).toHaveLength(1);
        expect(readdirSync(join(root, MEDIA_ORIGINALS_BUCKET))).toEqual([]);
        expect((await auditEntries("media.upload")).length).toBe(entries);
        expect(readdirSync(other.mediaTmpDir)).toEqual([]);
      } finally {
        await other.close();
        rmSync(root, { recursive: true, force: true });
      }
    });

    it("refuses a body declared over MEDIA_MAX_BYTES at once, unread, and closes", async () => {
      const before = await kept();
      const res = await rawRequest(server.base, {
        method: "POST",
        path: "/admin/media",
        headers: {
          cookie: editor,
          origin: server.base,
          "content-type": "video/mp4",
          "content-length": String(MEDIA_MAX_BYTES + 1),
        },
      });
      expect(res.status).toBe(413);
      expect(res.headers.connection).toBe("close");
      expect(JSON.parse(res.body)).toMatchObject({ reason: "tooLarge" });
      expect(await kept()).toEqual(before);
      expect(temporaryFiles()).toEqual([]);
    });

    it("refuses a chunked body once it passes MEDIA_MAX_BYTES, and keeps nothing", async () => {
      const before = await kept();
      const offered = 64 * 1024 * 1024;
      const res = await rawRequest(server.base, {
        method: "POST",
        path: "/admin/media",
        headers: { cookie: editor, origin: server.base, "content-type": "video/mp4" },
        body: CLIP,
        streamBytes: offered,
      });
      expect(res.status).toBe(413);
      expect(res.headers.connection).toBe("close");
      // What loopback's socket buffers hold, never the 64 MiB offered.
      expect(res.sentBytes).toBeLessThan(offered / 2);
      expect(await kept()).toEqual(before);
      expect(temporaryFiles()).toEqual([]);
    });

    it("leaves no temporary file when the client goes away mid-upload", async () => {
      const before = await kept();
      const url = new URL(server.base);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        path: "/admin/media",
        method: "POST",
        headers: { cookie: editor, origin: server.base, "content-type": "video/mp4" },
      });
      req.on("error", () => {});
      const started = whenDir(server.mediaTmpDir, () => temporaryFiles().length > 0);
      req.write(CLIP.subarray(0, 128 * 1024));
      await started;
      const [file] = temporaryFiles();
      const removed = whenDir(
        server.mediaTmpDir,
        () => !existsSync(join(server.mediaTmpDir, file!)),
      );
      req.destroy();
      await removed;
      expect(temporaryFiles()).toEqual([]);
      expect(await kept()).toEqual(before);
    });
  });

  describe("GET /admin/media/:id and its Retry", () => {
    const status = (id: string, cookie: string | null = analyst) =>
      fetch(`${server.base}/admin/media/${id}`, {
        headers: cookie ? { Cookie: cookie } : {},
        redirect: "manual",
      });
    const retry = (id: string, cookie: string | null = editor) =>
      fetch(`${server.base}/admin/media/${id}/retry`, {
        method: "POST",
        headers: { Origin: server.base, ...(cookie ? { Cookie: cookie } : {}) },
        redirect: "manual",
      });

    it("says an upload's state to any administrator, never from a cache", async () => {
      const uploaded = (await (await upload(CLIP, "state.mp4")).json()) as { id: string };
      const res = await status(uploaded.id);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({
        id: uploaded.id,
        kind: "video",
        status: "queued",
        progress: 0,
        durationSeconds: expect.closeTo(2, 0),
        versions: [],
      });
      expect((await status(uploaded.id, null)).status).toBe(401);
      expect((await status(crypto.randomUUID())).status).toBe(404);
    });

    it("says why a failed file failed", async () => {
      const id = await insertMediaRow(t.db, { failed: true });
      expect(await (await status(id)).json()).toMatchObject({
        id,
        status: "failed",
        failure: "transcode-failed",
      });
    });

    it("retries a failed file (200, queued, audited), and only a failed one (409)", async () => {
      const queued = (await (await upload(CLIP, "queued.mp4")).json()) as { id: string };
      const res409 = await retry(queued.id);
      expect(res409.status).toBe(409);
      await res409.body?.cancel();

      const failed = await insertMediaRow(t.db, { failed: true });
      expect((await retry(failed, analyst)).status).toBe(403);
      expect((await retry(failed, null)).status).toBe(401);
      expect((await findMediaFile(t.db, failed))!.status).toBe("failed");

      const res = await retry(failed);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: failed, status: "queued" });
      expect(await findMediaFile(t.db, failed)).toMatchObject({
        status: "queued",
        attempts: 0,
        failure: null,
      });
      const entries = (await auditEntries("media.retry")).filter((e) =>
        JSON.stringify(e.details).includes(failed),
      );
      expect(entries).toHaveLength(1);
      expect((await retry(crypto.randomUUID())).status).toBe(404);
    });
  });
});
