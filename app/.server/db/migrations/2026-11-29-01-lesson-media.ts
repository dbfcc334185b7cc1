// Frozen once landed. Lesson videos the organisation uploads (issue #28): `media_files` holds one
// uploaded original and the state of its processing job (a queue in the table itself: the job
// claims the oldest due row under its job lock, so it survives a restart and runs once across
// instances); `media_versions` the data-light versions made from it. A lesson (course_videos)
// is a YouTube URL or, with `media_id` set, an uploaded file. `lesson_transcripts` holds a
// lesson's transcript, one row per language (never a column per language).
import { sql, type Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("media_files")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["video", "audio"])))
    .addColumn("status", "text", (c) =>
      c.notNull().check(sqlIn("status", ["queued", "processing", "ready", "failed"])),
    )
    .addColumn("original_key", "text", (c) => c.notNull())
    // As uploaded, for display only: storage keys are random.
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("original_bytes", "bigint", (c) => c.notNull())
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("progress", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    // When a queued file is due (now for a new one, later for one retried with backoff).
    .addColumn("next_attempt_at", "timestamptz")
    // A reason key the admin UI translates ('probe-failed', 'transcode-failed', 'timeout'…).
    .addColumn("failure", "text")
    .addColumn("poster_url", "text")
    // An administrator's id; no foreign key, like the audit log's (administrators stay).
    .addColumn("created_by", "text")
    .addColumn("created_at", "timestamptz", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .execute();
  // The job's one question each turn: the oldest queued file that is due.
  await db.schema
    .createIndex("media_files_due_idx")
    .on("media_files")
    .columns(["status", "next_attempt_at", "created_at"])
    .execute();

  await db.schema
    .createTable("media_versions")
    .addColumn("media_id", "text", (c) =>
      c.notNull().references("media_files.id").onDelete("cascade"),
    )
    .addColumn("version", "text", (c) =>
      c.notNull().check(sqlIn("version", ["audio", "light", "standard"])),
    )
    .addColumn("format", "text", (c) => c.notNull().check(sqlIn("format", ["webm", "m4a", "mp4"])))
    .addColumn("storage_key", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("bytes", "bigint", (c) => c.notNull())
    .addColumn("bitrate_kbps", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("media_versions_pk", ["media_id", "version", "format"])
    .execute();

  // No foreign key: a lesson saved with a file still processing, or one whose file an
  // administrator replaced, must not block the course's save; the lesson page shows only a
  // file that is ready.
  await db.schema.alterTable("course_videos").addColumn("media_id", "text").execute();
  await db.schema
    .createIndex("course_videos_media_idx")
    .on("course_videos")
    .column("media_id")
    .execute();

  await db.schema
    .createTable("lesson_transcripts")
    .addColumn("lesson_id", "text", (c) =>
      c.notNull().references("course_videos.id").onDelete("cascade"),
    )
    .addColumn("locale", "text", (c) => c.notNull().check(sqlIn("locale", ["ar", "fr", "en"])))
    .addColumn("kind", "text", (c) => c.notNull().check(sqlIn("kind", ["captions", "text"])))
    // Timed captions (WebVTT) for a <track>; NULL for a typed or pasted text.
    .addColumn("webvtt", "text")
    // What is shown below the player and searched.
    .addColumn("plain_text", "text", (c) => c.notNull())
    .addColumn("updated_at", "timestamptz", (c) => c.notNull())
    .addPrimaryKeyConstraint("lesson_transcripts_pk", ["lesson_id", "locale"])
    .execute();
}

/** `column IN ('a', 'b')` for a check constraint: the values are ours, never user input. */
function sqlIn(column: string, values: readonly string[]) {
  return sql`${sql.ref(column)} IN (${sql.join(values.map((value) => sql.lit(value)))})`;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lesson_transcripts").execute();
  await db.schema.dropIndex("course_videos_media_idx").execute();
  await db.schema.alterTable("course_videos").dropColumn("media_id").execute();
  await db.schema.dropTable("media_versions").execute();
  await db.schema.dropTable("media_files").execute();
}
