// Uploaded lesson media for browser tests (issue #28): a lesson made ready with real files of
// every version (a few seconds each, made with ffmpeg), written where the e2e server keeps
// uploads, and the rows the media job would have written for them.
import { randomUUID } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Database } from "../../app/.server/db/schema";
import { makeAudioClip, makeVideoClip } from "../../app/.server/testing/media-clips";

/** Where the e2e server keeps lesson media (DATA_DIR/uploads/lesson-media, local storage). */
export function lessonMediaDir(): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir)
    throw new Error("E2E_RUN_DIR is not set: run the tests through playwright.config.ts");
  return join(runDir, "uploads", "lesson-media");
}

export interface ReadyMedia {
  mediaId: string;
  audio: { webm: string; m4a: string; webmBytes: number; m4aBytes: number };
  light: { url: string; bytes: number };
  standard: { url: string; bytes: number };
  captions: string;
}

/** Real files of every version (a few seconds each) and the rows of a file the job made ready. */
export async function readyMediaFiles(db: Database): Promise<ReadyMedia> {
  const dir = lessonMediaDir();
  await mkdir(dir, { recursive: true });
  const id = randomUUID();
  const name = (suffix: string) => `${id}-${suffix}`;
  await makeAudioClip(join(dir, name("audio.webm")), 6);
  await makeAudioClip(join(dir, name("audio.m4a")), 6);
  for (const version of ["light", "standard"]) {
    await makeVideoClip(join(dir, name(`${version}.mp4`)), {
      width: version === "light" ? 160 : 320,
      height: version === "light" ? 120 : 240,
      seconds: 6,
      moovAtEnd: false,
    });
  }
  await writeFile(
    join(dir, name("ar.vtt")),
    "WEBVTT\n\n00:00.000 --> 00:03.000\nمرحبا بكم\n\n00:03.000 --> 00:06.000\nنبدأ الدرس\n",
  );
  const bytes = async (file: string) => (await stat(join(dir, name(file)))).size;
  const url = (file: string) => `/uploads/lesson-media/${name(file)}`;
  const media: ReadyMedia = {
    mediaId: id,
    audio: {
      webm: url("audio.webm"),
      m4a: url("audio.m4a"),
      webmBytes: await bytes("audio.webm"),
      m4aBytes: await bytes("audio.m4a"),
    },
    light: { url: url("light.mp4"), bytes: await bytes("light.mp4") },
    standard: { url: url("standard.mp4"), bytes: await bytes("standard.mp4") },
    captions: url("ar.vtt"),
  };
  const now = new Date().toISOString();
  // Ready at once, as markMediaReady leaves it: the server's job never takes it.
  await db
    .insertInto("media_files")
    .values({
      id,
      kind: "video",
      status: "ready",
      original_key: `${id}.mp4`,
      original_name: "درس.mp4",
      original_bytes: media.standard.bytes,
      duration_ms: 6000,
      width: 320,
      height: 240,
      progress: 100,
      attempts: 0,
      next_attempt_at: null,
      failure: null,
      poster_url: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const version = (
    v: "audio" | "light" | "standard",
    format: "webm" | "m4a" | "mp4",
    file: string,
    size: number,
    contentType: string,
  ) => ({
    media_id: id,
    version: v,
    format,
    storage_key: name(file),
    url: url(file),
    bytes: size,
    bitrate_kbps: 32,
    content_type: contentType,
  });
  await db
    .insertInto("media_versions")
    .values([
      version("audio", "webm", "audio.webm", media.audio.webmBytes, "audio/webm"),
      version("audio", "m4a", "audio.m4a", media.audio.m4aBytes, "audio/mp4"),
      version("light", "mp4", "light.mp4", media.light.bytes, "video/mp4"),
      version("standard", "mp4", "standard.mp4", media.standard.bytes, "video/mp4"),
    ])
    .execute();
  return media;
}
