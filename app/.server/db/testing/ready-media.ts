// For tests (issue #28): an uploaded lesson whose media is ready, written through the repository
// as the processing job would leave it, with versions of the sizes a test names. The bytes behind
// the URLs are not written: a test of the page before play needs none (nothing may fetch them).
import { insertMediaFile, markMediaReady, setLessonMedia } from "../repositories/media";
import type { Database } from "../schema";
import type { MediaFormat, MediaKind, MediaVersionName } from "~/lib/media";

const CONTENT_TYPE: Record<MediaFormat, string> = {
  webm: "audio/webm",
  m4a: "audio/mp4",
  mp4: "video/mp4",
};

export interface TestVersion {
  version: MediaVersionName;
  format: MediaFormat;
  bytes: number;
}

/** Audio (WebM, M4A), light and standard of a 10-minute lesson at the target sizes. */
export const TEN_MINUTE_VERSIONS: readonly TestVersion[] = [
  { version: "audio", format: "webm", bytes: 1_800_000 },
  { version: "audio", format: "m4a", bytes: 2_400_000 },
  { version: "light", format: "mp4", bytes: 11_500_000 },
  { version: "standard", format: "mp4", bytes: 37_000_000 },
];

/** Sound only: an audio upload has the audio version alone. */
export const AUDIO_ONLY_VERSIONS = TEN_MINUTE_VERSIONS.filter((v) => v.version === "audio");

/** Makes `lessonId` an uploaded lesson with ready media; returns the media id. */
export async function insertReadyLessonMedia(
  db: Database,
  lessonId: string,
  {
    kind = "video",
    versions = TEN_MINUTE_VERSIONS,
    status = "ready",
  }: { kind?: MediaKind; versions?: readonly TestVersion[]; status?: "ready" | "queued" } = {},
): Promise<string> {
  const now = new Date();
  const id = crypto.randomUUID();
  await insertMediaFile(
    db,
    {
      id,
      kind,
      originalKey: `${id}.bin`,
      originalName: kind === "audio" ? "lesson.m4a" : "lesson.mp4",
      originalBytes: 50_000_000,
      durationMs: 600_000,
    },
    now,
  );
  if (status === "ready") {
    // Straight to processing, as a claim would: a running job must not take a file whose
    // original does not exist.
    await db
      .updateTable("media_files")
      .set({ status: "processing" })
      .where("id", "=", id)
      .execute();
    await markMediaReady(
      db,
      id,
      {
        durationMs: 600_000,
        posterUrl: kind === "video" ? `/uploads/lesson-media/${id}-960.webp` : null,
        versions: versions.map((v) => ({
          ...v,
          storageKey: `${id}-${v.version}.${v.format}`,
          url: `/uploads/lesson-media/${id}-${v.version}.${v.format}`,
          bitrateKbps: Math.round((v.bytes * 8) / 600 / 1000),
          contentType: CONTENT_TYPE[v.format],
        })),
      },
      now,
    );
  } else {
    // Not due for years: no running job takes it.
    await db
      .updateTable("media_files")
      .set({ next_attempt_at: new Date(now.getTime() + 1e12).toISOString() })
      .where("id", "=", id)
      .execute();
  }
  await setLessonMedia(db, lessonId, id);
  return id;
}
