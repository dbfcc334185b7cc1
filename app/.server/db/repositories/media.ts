// All SQL about uploaded lesson media (issue #28): media_files (an original and its processing
// job's state) and media_versions (what the job made); transcripts are lesson-transcripts.ts's. The job's queue is
// media_files itself: `claimNextDueMediaFile` takes the oldest due file. It reads then writes
// without a row lock because the job runs under its job lock (app/.server/jobs/job-lock.ts): one
// claimer at a time across instances; the update still checks the status, so a claim can never
// take a file some other writer (an administrator's delete) changed in between.
import type { Selectable } from "kysely";
import type { MediaFailure, MediaFile, MediaKind, MediaVersion } from "~/lib/media";
import type { Database, MediaFilesTable, MediaVersionsTable } from "../schema";
import { writeCourseContent } from "./content-version";
import { toCount, toIsoString } from "./row-mapping";

export interface NewMediaFile {
  /** Defaults to a random UUID; given when the original's storage key is derived from it. */
  id?: string;
  kind: MediaKind;
  originalKey: string;
  originalName: string;
  originalBytes: number;
  durationMs: number;
  width?: number | null;
  height?: number | null;
  createdBy?: string | null;
}

/** Records an uploaded original, queued and due at `now`; returns its id. */
export async function insertMediaFile(
  db: Database,
  file: NewMediaFile,
  now: Date,
): Promise<string> {
  const id = file.id ?? crypto.randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("media_files")
    .values({
      id,
      kind: file.kind,
      status: "queued",
      original_key: file.originalKey,
      original_name: file.originalName,
      original_bytes: file.originalBytes,
      duration_ms: Math.round(file.durationMs),
      width: file.width ?? null,
      height: file.height ?? null,
      progress: 0,
      attempts: 0,
      next_attempt_at: at,
      failure: null,
      poster_url: null,
      created_by: file.createdBy ?? null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

export async function findMediaFile(db: Database, id: string): Promise<MediaFile | null> {
  const [file] = await findMediaFiles(db, [id]);
  return file ?? null;
}

/** The files with these ids, with their versions (audio first, then light, then standard). */
export async function findMediaFiles(db: Database, ids: readonly string[]): Promise<MediaFile[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom("media_files")
    .selectAll()
    .where("id", "in", unique)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const versions = await db
    .selectFrom("media_versions")
    .selectAll()
    .where(
      "media_id",
      "in",
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) =>
    toMediaFile(
      row,
      versions.filter((version) => version.media_id === row.id),
    ),
  );
}

const VERSION_ORDER = { audio: 0, light: 1, standard: 2 } as const;
const FORMAT_ORDER = { webm: 0, m4a: 1, mp4: 2 } as const;

function toMediaFile(
  row: Selectable<MediaFilesTable>,
  versions: Selectable<MediaVersionsTable>[],
): MediaFile {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    originalKey: row.original_key,
    originalName: row.original_name,
    originalBytes: toCount(row.original_bytes),
    durationMs: row.duration_ms,
    width: row.width,
    height: row.height,
    progress: row.progress,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at === null ? null : toIsoString(row.next_attempt_at),
    failure: row.failure as MediaFailure | null,
    posterUrl: row.poster_url,
    createdBy: row.created_by,
    createdAt: toIsoString(row.created_at),
    updatedAt: toIsoString(row.updated_at),
    versions: versions
      .map((version): MediaVersion => ({
        version: version.version,
        format: version.format,
        storageKey: version.storage_key,
        url: version.url,
        bytes: toCount(version.bytes),
        bitrateKbps: version.bitrate_kbps,
        contentType: version.content_type,
      }))
      .sort(
        (a, b) =>
          VERSION_ORDER[a.version] - VERSION_ORDER[b.version] ||
          FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format],
      ),
  };
}

/**
 * Takes the oldest queued file due at `now` (next_attempt_at ≤ now) and marks it processing;
 * null when none is due. Call under the media job's lock (see the header).
 */
export async function claimNextDueMediaFile(db: Database, now: Date): Promise<MediaFile | null> {
  const at = now.toISOString();
  const next = await db
    .selectFrom("media_files")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", at)
    .orderBy("next_attempt_at")
    .orderBy("created_at")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  if (!next) return null;
  const claimed = await db
    .updateTable("media_files")
    .set({ status: "processing", progress: 0, next_attempt_at: null, updated_at: at })
    .where("id", "=", next.id)
    .where("status", "=", "queued")
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  return findMediaFile(db, next.id);
}

/** A processing file's progress, 0–100. */
export async function setMediaProgress(
  db: Database,
  id: string,
  progress: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable("media_files")
    .set({
      progress: Math.max(0, Math.min(100, Math.round(progress))),
      updated_at: now.toISOString(),
    })
    .where("id", "=", id)
    .where("status", "=", "processing")
    .execute();
}

export interface ReadyMedia {
  versions: readonly MediaVersion[];
  durationMs: number;
  width?: number | null;
  height?: number | null;
  posterUrl: string | null;
}

/**
 * Records what the job made and marks the file ready, in one transaction: a page never sees a
 * ready file without its versions, nor versions of a file still processing. Versions from an
 * earlier run are replaced. False (and nothing written) when the file is no longer processing
 * (deleted meanwhile).
 */
export async function markMediaReady(
  db: Database,
  id: string,
  ready: ReadyMedia,
  now: Date,
): Promise<boolean> {
  // A lesson page cached while its media was processing shows it unavailable: the content
  // version moves with the write, so every instance renders it again (decision 0008).
  return writeCourseContent(db, async (trx) => {
    const updated = await trx
      .updateTable("media_files")
      .set({
        status: "ready",
        progress: 100,
        duration_ms: Math.round(ready.durationMs),
        ...(ready.width !== undefined ? { width: ready.width } : {}),
        ...(ready.height !== undefined ? { height: ready.height } : {}),
        poster_url: ready.posterUrl,
        failure: null,
        next_attempt_at: null,
        updated_at: now.toISOString(),
      })
      .where("id", "=", id)
      .where("status", "=", "processing")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom("media_versions").where("media_id", "=", id).execute();
    if (ready.versions.length > 0) {
      await trx
        .insertInto("media_versions")
        .values(
          ready.versions.map((version) => ({
            media_id: id,
            version: version.version,
            format: version.format,
            storage_key: version.storageKey,
            url: version.url,
            bytes: version.bytes,
            bitrate_kbps: Math.round(version.bitrateKbps),
            content_type: version.contentType,
          })),
        )
        .execute();
    }
    return true;
  });
}

/** A failed attempt: one more counted, and the file queued again at `nextAttemptAt`. */
export async function markMediaRetry(
  db: Database,
  id: string,
  { failure, nextAttemptAt }: { failure: MediaFailure; nextAttemptAt: Date },
  now: Date,
): Promise<void> {
  await endFailedAttempt(db, id, { status: "queued", failure, nextAttemptAt }, now);
}

/** The last attempt failed: one more attempt counted, failed for good (until a Retry). */
export async function markMediaFailed(
  db: Database,
  id: string,
  failure: MediaFailure,
  now: Date,
): Promise<void> {
  await endFailedAttempt(db, id, { status: "failed", failure, nextAttemptAt: null }, now);
}

/** Ends a processing file's attempt that failed: counted, its failure kept, queued or failed. */
async function endFailedAttempt(
  db: Database,
  id: string,
  end: { status: "queued" | "failed"; failure: MediaFailure; nextAttemptAt: Date | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable("media_files")
    .set((eb) => ({
      status: end.status,
      attempts: eb("attempts", "+", 1),
      progress: 0,
      next_attempt_at: end.nextAttemptAt?.toISOString() ?? null,
      failure: end.failure,
      updated_at: now.toISOString(),
    }))
    .where("id", "=", id)
    .where("status", "=", "processing")
    .execute();
}

/**
 * A processing file whose run was stopped (the server is shutting down): queued again, due at
 * `now`, its attempts unchanged: a restart is not the file's fault.
 */
export async function returnMediaToQueue(db: Database, id: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("media_files")
    .set({ status: "queued", progress: 0, next_attempt_at: at, updated_at: at })
    .where("id", "=", id)
    .where("status", "=", "processing")
    .execute();
}

/** An administrator's Retry on a failed file: its attempts start again, due at `now`. */
export async function retryMediaFile(db: Database, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("media_files")
    .set({
      status: "queued",
      attempts: 0,
      progress: 0,
      failure: null,
      next_attempt_at: at,
      updated_at: at,
    })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Files left processing by an instance that died mid-run: the caller holds the media job's lock,
 * so no run of this job is processing anything. Each is queued again, due at `now`, with the
 * attempt counted (a file that crashes the server must not do so forever); one that has had
 * `maxAttempts` fails as 'interrupted'. Returns how many were requeued and how many failed.
 */
export async function requeueAbandonedMediaFiles(
  db: Database,
  now: Date,
  { maxAttempts }: { maxAttempts: number },
): Promise<{ requeued: number; failed: number }> {
  const at = now.toISOString();
  const failed = await db
    .updateTable("media_files")
    .set((eb) => ({
      status: "failed",
      attempts: eb("attempts", "+", 1),
      progress: 0,
      next_attempt_at: null,
      failure: "interrupted",
      updated_at: at,
    }))
    .where("status", "=", "processing")
    .where("attempts", ">=", maxAttempts - 1)
    .executeTakeFirst();
  const requeued = await db
    .updateTable("media_files")
    .set((eb) => ({
      status: "queued",
      attempts: eb("attempts", "+", 1),
      progress: 0,
      next_attempt_at: at,
      failure: "interrupted",
      updated_at: at,
    }))
    .where("status", "=", "processing")
    .executeTakeFirst();
  return { requeued: Number(requeued.numUpdatedRows), failed: Number(failed.numUpdatedRows) };
}

/** Deletes a file's row and (cascade) its versions; the caller removes the stored files. */
export async function deleteMediaFile(db: Database, id: string): Promise<void> {
  await db.deleteFrom("media_files").where("id", "=", id).execute();
}

/**
 * Makes a lesson an uploaded one (or, with null, no longer one). The course editor's lesson
 * writers will carry media_id themselves; this is for the upload flow and tests.
 */
export async function setLessonMedia(
  db: Database,
  lessonId: string,
  mediaId: string | null,
): Promise<void> {
  await db
    .updateTable("course_videos")
    .set({ media_id: mediaId })
    .where("id", "=", lessonId)
    .execute();
}

/** An uploaded lesson's media file, whatever its state, keyed by the lesson. */
export interface LessonMediaFile {
  lessonId: string;
  media: MediaFile;
}

/**
 * The media files of these lessons (those that are uploaded ones), with the versions of the ready
 * ones: two queries for a whole course, whatever its number of lessons. A file that is not ready
 * comes without versions; the page shows such a lesson as unavailable.
 */
export async function findLessonMediaFiles(
  db: Database,
  lessonIds: readonly string[],
): Promise<LessonMediaFile[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom("course_videos")
    .innerJoin("media_files", "media_files.id", "course_videos.media_id")
    .selectAll("media_files")
    .select("course_videos.id as lesson_id")
    .where("course_videos.id", "in", [...new Set(lessonIds)])
    .execute();
  const ready = rows.filter((row) => row.status === "ready").map((row) => row.id);
  const versions =
    ready.length === 0
      ? []
      : await db
          .selectFrom("media_versions")
          .selectAll()
          .where("media_id", "in", [...new Set(ready)])
          .execute();
  return rows.map(({ lesson_id, ...row }) => ({
    lessonId: lesson_id,
    media: toMediaFile(
      row,
      versions.filter((version) => version.media_id === row.id),
    ),
  }));
}
