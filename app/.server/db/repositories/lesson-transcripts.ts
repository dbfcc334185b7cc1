// Writing a course's lesson transcripts (issue #28) as the course editor saves them: one row per
// lesson and language in lesson_transcripts (media.ts reads them). A transcript's words are found
// by the catalogue's search, so the course's search document is refreshed after they change, in
// the same transaction as the rest of the save.
import type { TranscriptKind, TranscriptLocale } from "~/lib/media";
import type { Database } from "../schema";
import { writeCourseContent } from "./content-version";
import { refreshCourseSearch } from "./course-search";
import { deleteLessonTranscript, findLessonTranscripts, upsertLessonTranscript } from "./media";

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
        if (current) writes.push((db) => deleteLessonTranscript(db, lessonId, locale));
      } else if (!current || !same(current, wanted)) {
        writes.push((db) => upsertLessonTranscript(db, { lessonId, locale, ...wanted }, now));
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
