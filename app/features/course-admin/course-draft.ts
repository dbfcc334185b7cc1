// What the course editor holds while it is being edited, what it submits, and the copy of unsaved
// changes it keeps in the browser (issue #14: never lose typed work). The copy lives in
// localStorage under one key per administrator and course ("new" for a course not created yet),
// so a computer shared by several administrators offers each one only their own drafts. It is
// written every few seconds while the form differs from the stored course, is removed once a save
// succeeds, and is offered back when that course is opened again, with a warning when the course
// has been saved since the draft's version was opened (restoring would undo that save). It holds
// only what the form shows: nothing secret is ever typed into it (the password of the sign-in
// dialog is not part of the form).
import { z } from "zod";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import { sumOfDurations } from "~/lib/course/course-form";
import { foldFlatCourseTexts } from "~/lib/course/flat-texts";
import { DEFAULT_PASS_MARK, MIN_OPTIONS, type QuizQuestion } from "~/lib/course/quiz";
import { emptyLocalizedText, mapLocales, type LocalizedText } from "~/lib/localized-text";

export interface DetailsDraft {
  title: LocalizedText;
  description: LocalizedText;
  category: string;
  instructorName: string;
  difficultyLevel: string;
  /** As typed; empty means 'the sum of the videos' durations'. */
  durationMinutes: string;
  thumbnailUrl: string;
  /** As typed (issue #16): a whole number from 1 to 100. */
  passMark: string;
}

export interface OptionDraft {
  key: string;
  /** The saved option's id; a new one gets its id from the server. */
  id?: string;
  text: LocalizedText;
  correct: boolean;
}

export interface QuestionDraft {
  /** React's key: the question's id, or a new random one. */
  key: string;
  id?: string;
  text: LocalizedText;
  explanation: LocalizedText;
  options: OptionDraft[];
}

export interface VideoDraft {
  /** React's key: the lesson's id, or a new random one. */
  key: string;
  id?: string;
  title: LocalizedText;
  description: LocalizedText;
  youtubeUrl: string;
  /**
   * Issue #28: null, a YouTube lesson; "", 'Upload video' chosen and no file uploaded yet; else
   * the uploaded file's id.
   */
  mediaId: string | null;
  /** What the lesson says, in each language: a caption file's text or plain text (issue #28). */
  transcript: LocalizedText;
  durationMinutes: string;
  /** The video's quiz (issue #16), in order; none is no quiz. */
  questions: QuestionDraft[];
}

export interface LinkDraft {
  key: string;
  /** Links have no Arabic title (spec §9): `title.ar` stays "". */
  title: LocalizedText;
  url: string;
  description: string;
}

export interface EditorState {
  details: DetailsDraft;
  videos: VideoDraft[];
  links: LinkDraft[];
}

const newKey = () => crypto.randomUUID();

export const emptyVideo = (): VideoDraft => ({
  key: newKey(),
  title: emptyLocalizedText(),
  description: emptyLocalizedText(),
  youtubeUrl: "",
  mediaId: null,
  transcript: emptyLocalizedText(),
  durationMinutes: "0",
  questions: [],
});

export const emptyOption = (): OptionDraft => ({
  key: newKey(),
  text: emptyLocalizedText(),
  correct: false,
});

/** A new question starts with the fewest options a question may have. */
export const emptyQuestion = (): QuestionDraft => ({
  key: newKey(),
  text: emptyLocalizedText(),
  explanation: emptyLocalizedText(),
  options: Array.from({ length: MIN_OPTIONS }, emptyOption),
});

/** A saved question as the editor shows it: ids kept, so a save changes it in place. */
function questionDraftOf(question: QuizQuestion): QuestionDraft {
  return {
    key: question.id,
    id: question.id,
    text: question.text,
    explanation: question.explanation,
    options: question.options.map((option) => ({ key: option.id, ...option })),
  };
}

export const emptyLink = (): LinkDraft => ({
  key: newKey(),
  title: emptyLocalizedText(),
  url: "",
  description: "",
});

/**
 * The form for a stored course, or the spec's new-course defaults (§3). `quizzes`: each lesson's
 * questions, by lesson id; `transcripts`: each lesson's transcript, by lesson id (issue #28).
 */
export function initialEditorState(
  course: Course | null,
  lessons: Lesson[],
  links: CourseLink[],
  quizzes: Record<string, QuizQuestion[]> = {},
  transcripts: Record<string, LocalizedText> = {},
): EditorState {
  // A total equal to the lessons' sum (or none) shows as empty: it follows the lessons.
  const sum = sumOfDurations(lessons);
  const typedTotal = course && course.durationMinutes > 0 && course.durationMinutes !== sum;
  return {
    details: {
      title: course?.title ?? emptyLocalizedText(),
      description: course?.description ?? emptyLocalizedText(),
      category: course?.category ?? "",
      instructorName: course?.instructorName ?? "",
      difficultyLevel: course?.difficultyLevel ?? "beginner",
      durationMinutes: typedTotal ? String(course.durationMinutes) : "",
      thumbnailUrl: course?.thumbnailUrl ?? "",
      passMark: String(course?.passMark ?? DEFAULT_PASS_MARK),
    },
    videos: lessons.map((lesson) => ({
      key: lesson.id,
      id: lesson.id,
      title: lesson.title,
      description: lesson.description,
      youtubeUrl: lesson.youtubeUrl,
      mediaId: lesson.mediaId,
      transcript: transcripts[lesson.id] ?? emptyLocalizedText(),
      durationMinutes: String(lesson.durationMinutes),
      questions: (quizzes[lesson.id] ?? []).map(questionDraftOf),
    })),
    links: links.map((link) => ({
      key: link.id,
      title: link.title,
      url: link.url,
      description: link.description,
    })),
  };
}

/** What the editor submits (course-form.ts parses it): the form without React's keys. */
export function editorPayload(state: EditorState) {
  return {
    ...state.details,
    videos: state.videos.map(({ key: _key, questions, ...video }) => ({
      ...video,
      questions: questions.map(({ key: _question, options, ...question }) => ({
        ...question,
        options: options.map(({ key: _option, ...option }) => option),
      })),
    })),
    links: state.links.map(({ key: _key, ...link }) => link),
  };
}

export type EditorPayload = ReturnType<typeof editorPayload>;

/** One string per content: equal strings, same form (keys aside). */
export function contentOf(state: EditorState): string {
  return JSON.stringify(editorPayload(state));
}

/**
 * The version of the drafts this editor writes. Version 2 (issue #25) holds each text as one
 * `{ ar, fr, en }` value; version 1 drafts, one key per language, are folded into it on reading
 * (foldFlatCourseTexts), so a draft kept before the upgrade is still offered back.
 */
const DRAFT_VERSION = 2;

const draftText = z.string().max(10_000);
/**
 * A text in every language; a language absent from an older draft is "" (French came after the
 * first drafts, issue #15, and so will any later language).
 */
const draftLocalizedText = z.object(mapLocales(() => draftText.default("")));
const draftId = z.string().max(64).optional();
/** A transcript (issue #28) is longer than the other texts: a caption file of an hour's lesson. */
const draftTranscript = z
  .object(mapLocales(() => z.string().max(200_000).default("")))
  .default(() => mapLocales(() => ""));
/** A video's quiz (issue #16): absent from drafts kept before quizzes, which had none. */
const draftQuestions = z
  .array(
    z.object({
      id: draftId,
      text: draftLocalizedText,
      explanation: draftLocalizedText,
      options: z
        .array(z.object({ id: draftId, text: draftLocalizedText, correct: z.boolean() }))
        .max(20),
    }),
  )
  .max(200)
  .default([]);
const storedDraftSchema = z.object({
  version: z.literal(DRAFT_VERSION),
  savedAt: z.string().max(40),
  /**
   * The course's updatedAt when the editor that kept this draft opened it: the version the draft
   * changes. Absent for a new course, and in drafts kept before it was recorded.
   */
  courseUpdatedAt: z.string().max(40).optional(),
  content: z.object({
    title: draftLocalizedText,
    description: draftLocalizedText,
    category: draftText,
    instructorName: draftText,
    difficultyLevel: draftText,
    durationMinutes: draftText,
    thumbnailUrl: draftText,
    // Drafts kept before the pass mark existed were of courses at the default.
    passMark: draftText.default(String(DEFAULT_PASS_MARK)),
    videos: z
      .array(
        z.object({
          id: z.string().max(64).optional(),
          title: draftLocalizedText,
          description: draftLocalizedText,
          youtubeUrl: draftText,
          // Absent from drafts kept before uploaded lessons (issue #28): a YouTube lesson.
          mediaId: z.string().max(64).nullable().default(null),
          transcript: draftTranscript,
          durationMinutes: draftText,
          questions: draftQuestions,
        }),
      )
      .max(1000),
    links: z
      .array(
        z.object({
          title: draftLocalizedText,
          url: draftText,
          description: draftText,
        }),
      )
      .max(1000),
  }),
});

/** A version 1 draft in version 2's shape; any other value as it is (the schema judges it). */
function upgradeDraft(draft: unknown): unknown {
  if (typeof draft !== "object" || draft === null || !("version" in draft)) return draft;
  if (draft.version !== 1 || !("content" in draft)) return draft;
  return {
    ...draft,
    version: DRAFT_VERSION,
    content: foldFlatCourseTexts(draft.content, "videos"),
  };
}

export type StoredDraft = z.infer<typeof storedDraftSchema>;

/**
 * Who a draft belongs to in this browser: a named administrator's id, or "owner" for the holder
 * of the bootstrap password (everyone signing in with it is that one owner).
 */
export type DraftOwner = string;

export function draftOwnerOf(admin: { id: string | null }): DraftOwner {
  return admin.id ?? "owner";
}

export function draftKey(owner: DraftOwner, courseId: string | null): string {
  return `maarifa:course-draft:${owner}:${courseId ?? "new"}`;
}

/**
 * Whether restoring `draft` would undo a save made after the draft's version of the course was
 * opened (by a colleague, or in another tab). A draft without the version it started from counts
 * as stale when it was kept before the course's last save.
 */
export function draftIsBehind(draft: StoredDraft, course: { updatedAt: string } | null): boolean {
  if (!course) return false;
  const current = Date.parse(course.updatedAt);
  const base = Date.parse(draft.courseUpdatedAt ?? draft.savedAt);
  return Number.isFinite(current) && Number.isFinite(base) && base < current;
}

/** A stored draft's text, or null when it is not one (another version, or damaged). */
export function parseStoredDraft(text: string | null): StoredDraft | null {
  if (!text) return null;
  try {
    const result = storedDraftSchema.safeParse(upgradeDraft(JSON.parse(text)));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function serializeDraft(
  state: EditorState,
  savedAt: Date,
  courseUpdatedAt: string | null,
): string {
  const draft: StoredDraft = {
    version: DRAFT_VERSION,
    savedAt: savedAt.toISOString(),
    ...(courseUpdatedAt ? { courseUpdatedAt } : {}),
    content: editorPayload(state),
  };
  return JSON.stringify(draft);
}

/** The form a draft restores: the stored lessons keep their ids (and so their learners' progress). */
export function stateOfDraft(draft: StoredDraft): EditorState {
  const { videos, links, ...details } = draft.content;
  return {
    details,
    videos: videos.map((video) => ({
      ...video,
      key: video.id ?? newKey(),
      questions: video.questions.map((question) => ({
        ...question,
        key: question.id ?? newKey(),
        options: question.options.map((option) => ({ ...option, key: option.id ?? newKey() })),
      })),
    })),
    links: links.map((link) => ({ ...link, key: newKey() })),
  };
}

/** localStorage, or null where it is refused (private modes, disabled storage). */
export function draftStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Where one editor keeps its draft: whose, which course, and the version it was opened at. */
export interface DraftPlace {
  owner: DraftOwner;
  courseId: string | null;
  /** The opened course's updatedAt; null while creating. */
  courseUpdatedAt: string | null;
}

/** Best effort: a full or refused storage loses the draft, never the form. */
export function writeDraft(place: DraftPlace, state: EditorState): boolean {
  try {
    draftStorage()?.setItem(
      draftKey(place.owner, place.courseId),
      serializeDraft(state, new Date(), place.courseUpdatedAt),
    );
    return true;
  } catch {
    return false;
  }
}

export function readDraft(place: DraftPlace): StoredDraft | null {
  try {
    return parseStoredDraft(draftStorage()?.getItem(draftKey(place.owner, place.courseId)) ?? null);
  } catch {
    return null;
  }
}

export function removeDraft(place: DraftPlace): void {
  try {
    draftStorage()?.removeItem(draftKey(place.owner, place.courseId));
  } catch {
    // Nothing to do: the next save or restore offer tries again.
  }
}
