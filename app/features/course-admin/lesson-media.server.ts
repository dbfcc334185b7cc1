// The course editor's rules about uploaded lessons (issue #28): a transcript is checked before it
// is stored (a caption file with a broken timing line is refused with its line number), and a
// course whose uploaded lessons are not all ready is never published: learners would find a
// lesson with nothing to play.
import { findMediaFiles } from "~/.server/db/repositories/media";
import type { TranscriptContent } from "~/.server/db/repositories/lesson-transcripts";
import type { Database } from "~/.server/db/schema";
import {
  captionsToPlainText,
  detectTranscriptKind,
  parseCaptions,
  toWebVtt,
} from "~/.server/media/captions";
import type { AdminTranslator } from "~/i18n/admin/admin-i18n";
import { LOCALES, type Locale } from "~/i18n/locales";
import type { FieldErrors } from "~/lib/course/course-form";
import type { LocalizedText } from "~/lib/localized-text";
import type { MediaStatus } from "~/lib/media";

type Translate = AdminTranslator["t"];

/** How a message names a lesson: 'Video 2 ("Budgets")', its title in any language it has. */
export function lessonName(t: Translate, index: number, title: LocalizedText): string {
  const named = title.en || title.ar || title.fr;
  return named
    ? t("form.videoNameTitled", { number: index + 1, title: named })
    : t("form.videoName", { number: index + 1 });
}

/** An uploaded lesson that is not ready: its place in the course, and why ("missing": no file). */
export interface UnreadyLesson {
  index: number;
  title: LocalizedText;
  status: Exclude<MediaStatus, "ready"> | "missing";
}

/** The uploaded lessons (in list order) whose file is not ready, or no longer exists. */
export async function unreadyLessons(
  db: Database,
  lessons: ReadonlyArray<{ title: LocalizedText; mediaId: string | null }>,
): Promise<UnreadyLesson[]> {
  const ids = lessons.flatMap((lesson) => (lesson.mediaId ? [lesson.mediaId] : []));
  if (ids.length === 0) return [];
  const files = new Map((await findMediaFiles(db, ids)).map((file) => [file.id, file]));
  return lessons.flatMap((lesson, index): UnreadyLesson[] => {
    if (!lesson.mediaId) return [];
    const status = files.get(lesson.mediaId)?.status ?? "missing";
    return status === "ready" ? [] : [{ index, title: lesson.title, status }];
  });
}

/** Publishing was refused: these uploaded lessons are not ready. */
export class CourseNotReady extends Error {
  constructor(readonly lessons: UnreadyLesson[]) {
    super("Uploaded lessons are not ready");
  }
}

/** The lessons of a refusal, named for its message: 'Video 2 ("Budgets"), Video 4'. */
export const unreadyNames = (t: Translate, lessons: readonly UnreadyLesson[]) =>
  lessons.map((lesson) => lessonName(t, lesson.index, lesson.title)).join(", ");

/** A lesson's transcripts as stored, one per language; null where the text is empty. */
export type LessonTranscripts = Record<Locale, TranscriptContent | null>;

export type CheckedTranscripts =
  { ok: true; lessons: LessonTranscripts[] } | { ok: false; fieldErrors: FieldErrors };

/**
 * Each video's transcript in each language, as it will be stored: a caption file (WebVTT, SRT)
 * as its cues in WebVTT plus their readable text, anything else as plain text. A caption file
 * that does not parse is a field error (`videos.N.transcript.<locale>`) naming its line: the
 * whole save is refused, nothing is stored.
 */
export function checkTranscripts(
  videos: ReadonlyArray<{ title: LocalizedText; transcript: LocalizedText }>,
  t: Translate,
): CheckedTranscripts {
  const fieldErrors: FieldErrors = {};
  const lessons = videos.map((video, index) => {
    const entries = LOCALES.map((locale): [Locale, TranscriptContent | null] => {
      const text = video.transcript[locale].trim();
      if (!text) return [locale, null];
      const kind = detectTranscriptKind(text);
      if (kind === "plain") return [locale, { kind: "text", webvtt: null, plainText: text }];
      const parsed = parseCaptions(text, kind);
      if (!parsed.ok) {
        fieldErrors[`videos.${index}.transcript.${locale}`] = t("form.transcript.problem", {
          name: lessonName(t, index, video.title),
          language: t(`language.${locale}`),
          line: parsed.line,
          message: t(`form.transcript.${parsed.reason}`),
        });
        return [locale, null];
      }
      const content: TranscriptContent = {
        kind: "captions",
        webvtt: toWebVtt(parsed.cues),
        plainText: captionsToPlainText(parsed.cues),
      };
      return [locale, content];
    });
    return Object.fromEntries(entries) as LessonTranscripts;
  });
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, lessons };
}
