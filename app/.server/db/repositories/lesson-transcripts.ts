// All SQL about lesson transcripts (issue #28): one row per lesson and language in
// lesson_transcripts. A transcript's words are found by the catalogue's search, so every write
// refreshes its course's search document and bumps the content version in the same transaction:
// once per write for a single transcript, once per save for the course editor's.
import type { LessonTranscript, TranscriptKind, TranscriptLocale } from "~/lib/media";
import type { Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { refreshCourseSearch } from "./course-search";
import { toIsoString } from "./row-mapping";

export interface TranscriptInput {
  lessonId: string;
  locale: TranscriptLocale;
  kind: TranscriptKind;
  webvtt: string | null;
  plainText: string;
}

/**
 * Writes a lesson's transcript in one language, replacing the one it had, and its course's search
 * document (transcripts are searched, issue #28), and bumps the content version (the lesson page
 * shows it, and cached search pages must not keep old results): one transaction, all or none.
 */
export async function upsertLessonTranscript(
  db: Database,
  transcript: TranscriptInput,
  now: Date,
): Promise<void> {
  await writeCourseContent(db, async (trx) => {
    await putTranscriptRow(trx, transcript, now);
    await refreshSearchOfLesson(trx, transcript.lessonId);
  });
}

/** The row alone: the caller refreshes the search document. */
async function putTranscriptRow(db: Database, transcript: TranscriptInput, now: Date) {
  const values = {
    kind: transcript.kind,
    webvtt: transcript.webvtt,
    plain_text: transcript.plainText,
    updated_at: now.toISOString(),
  };
  await db
    .insertInto("lesson_transcripts")
    .values({ lesson_id: transcript.lessonId, locale: transcript.locale, ...values })
    .onConflict((oc) => oc.columns(["lesson_id", "locale"]).doUpdateSet(values))
    .execute();
}

async function refreshSearchOfLesson(db: Database, lessonId: string): Promise<void> {
  const lesson = await db
    .selectFrom("course_videos")
    .select("course_id")
    .where("id", "=", lessonId)
    .executeTakeFirst();
  if (lesson) await refreshCourseSearch(db, lesson.course_id);
}

/** The transcripts of these lessons, in every language they have, by lesson then locale. */
export async function findLessonTranscripts(
  db: Database,
  lessonIds: readonly string[],
): Promise<LessonTranscript[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .selectFrom("lesson_transcripts")
    .selectAll()
    .where("lesson_id", "in", [...new Set(lessonIds)])
    .orderBy("lesson_id")
    .orderBy("locale")
    .execute();
  return rows.map((row) => ({
    lessonId: row.lesson_id,
    locale: row.locale,
    kind: row.kind,
    webvtt: row.webvtt,
    plainText: row.plain_text,
    updatedAt: toIsoString(row.updated_at),
  }));
}

/**
 * Removes a lesson's transcript in one language (or in all, without `locale`), and its words
 * from its course's search document, bumping the content version (as upsertLessonTranscript).
 */
export async function deleteLessonTranscript(
  db: Database,
  lessonId: string,
  locale?: TranscriptLocale,
): Promise<void> {
  await writeCourseContent(db, async (trx) => {
    await removeTranscriptRows(trx, lessonId, locale);
    await refreshSearchOfLesson(trx, lessonId);
  });
}

/** The rows alone: the caller refreshes the search document. */
async function removeTranscriptRows(db: Database, lessonId: string, locale?: TranscriptLocale) {
  let query = db.deleteFrom("lesson_transcripts").where("lesson_id", "=", lessonId);
  if (locale !== undefined) query = query.where("locale", "=", locale);
  await query.execute();
}

/**
 * A lesson's timed captions in one language, for its <track>; null unless the lesson belongs to
 * a published course and has captions (not a typed text) in that language.
 */
export async function findPublishedLessonCaptions(
  db: Database,
  lessonId: string,
  locale: TranscriptLocale,
): Promise<string | null> {
  const row = await db
    .selectFrom("lesson_transcripts")
    .innerJoin("course_videos", "course_videos.id", "lesson_transcripts.lesson_id")
    .innerJoin("courses", "courses.id", "course_videos.course_id")
    .select("lesson_transcripts.webvtt")
    .where("lesson_transcripts.lesson_id", "=", lessonId)
    .where("lesson_transcripts.locale", "=", locale)
    .where("courses.is_published", "=", true)
    .executeTakeFirst();
  return row?.webvtt ?? null;
}

/** A transcript in one language, as stored; null: the lesson has none in that language. */
export interface TranscriptContent {
  kind: TranscriptKind;
  webvtt: string | null;
  plainText: string;
}

export interface LessonTranscriptsInput {
  lessonId: string;
  /** Every language the editor offers: a missing or null one is removed. */
  transcripts: Partial<Record<TranscriptLocale, TranscriptContent | null>>;
}

const TRANSCRIPT_LOCALES: readonly TranscriptLocale[] = ["ar", "fr", "en"];

const same = (a: TranscriptContent, b: TranscriptContent) =>
  a.kind === b.kind && a.webvtt === b.webvtt && a.plainText === b.plainText;

/**
 * Makes the lessons' transcripts exactly `lessons`' (each lesson of the list; lessons not listed
 * are left alone). Only what changed is written; the course's search document is refreshed when
 * anything did. Returns whether anything changed. Run it inside the course's save transaction.
 */
export async function writeLessonTranscripts(
  db: Database,
  courseId: string,
  lessons: readonly LessonTranscriptsInput[],
  now: Date,
): Promise<boolean> {
  if (lessons.length === 0) return false;
  const stored = await findLessonTranscripts(
    db,
    lessons.map((lesson) => lesson.lessonId),
  );
  const storedOf = (lessonId: string, locale: TranscriptLocale) =>
    stored.find((row) => row.lessonId === lessonId && row.locale === locale) ?? null;
  const writes: ((db: Database) => Promise<void>)[] = [];
  for (const { lessonId, transcripts } of lessons) {
    for (const locale of TRANSCRIPT_LOCALES) {
      const wanted = transcripts[locale] ?? null;
      const current = storedOf(lessonId, locale);
      if (wanted === null) {
        if (current) writes.push((db) => removeTranscriptRows(db, lessonId, locale));
      } else if (!current || !same(current, wanted)) {
        writes.push((db) => putTranscriptRow(db, { lessonId, locale, ...wanted }, now));
      }
    }
  }
  if (writes.length === 0) return false;
  await writeCourseContent(db, async (db) => {
    for (const write of writes) await write(db);
    await refreshCourseSearch(db, courseId);
  });
  return true;
}
