// The copy of unsaved editor changes kept in the browser (issue #14): one key per administrator
// and course, the version of the course a draft started from, and when restoring it would undo a
// later save; with the French fields of issue #15, which travel in a draft (and a draft kept
// before they existed still restores).
import { describe, expect, it } from "vitest";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import type { QuizQuestion } from "~/lib/course/quiz";
import { localizedText } from "~/lib/localized-text";
import {
  draftIsBehind,
  draftKey,
  draftOwnerOf,
  contentOf,
  editorPayload,
  emptyQuestion,
  initialEditorState,
  parseStoredDraft,
  serializeDraft,
  stateOfDraft,
} from "./course-draft";

const course: Course = {
  id: "c1",
  title: localizedText({ en: "Budgeting", ar: "الميزانية", fr: "Le budget" }),
  description: localizedText({ fr: "Un mois" }),
  thumbnailUrl: "",
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: 0,
  instructorName: "",
  isPublished: false,
  passMark: 70,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
};
const lesson: Lesson = {
  id: "l1",
  courseId: "c1",
  title: localizedText({ en: "Intro", fr: "Leçon" }),
  description: localizedText({ fr: "Début" }),
  youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
  mediaId: null,
  durationMinutes: 5,
  orderIndex: 1,
};
const link: CourseLink = {
  id: "k1",
  courseId: "c1",
  title: localizedText({ en: "Bank", fr: "Banque" }),
  url: "https://www.bcm.mr",
  description: "",
  orderIndex: 1,
};

describe("the editor's draft", () => {
  it("opens a course with its French text, and keeps it through a stored draft", () => {
    const state = initialEditorState(course, [lesson], [link]);
    expect(state.details).toMatchObject({
      title: { fr: "Le budget" },
      description: { fr: "Un mois" },
    });
    expect(state.videos[0]).toMatchObject({
      title: { fr: "Leçon" },
      description: { fr: "Début" },
    });
    expect(state.links[0]).toMatchObject({ title: { fr: "Banque" } });

    const draft = parseStoredDraft(serializeDraft(state, new Date(), course.updatedAt));
    expect(draft).not.toBeNull();
    expect(editorPayload(stateOfDraft(draft!))).toEqual(editorPayload(state));
  });

  it("restores a draft kept before the French fields existed, with them empty", () => {
    const older = {
      version: 1,
      savedAt: "2026-11-20T10:00:00.000Z",
      content: {
        title: "Budgeting",
        titleAr: "",
        description: "",
        descriptionAr: "",
        category: "Finance",
        instructorName: "",
        difficultyLevel: "beginner",
        durationMinutes: "",
        thumbnailUrl: "",
        videos: [
          {
            id: "l1",
            title: "Intro",
            titleAr: "",
            description: "",
            descriptionAr: "",
            youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
            durationMinutes: "5",
          },
        ],
        links: [{ title: "Bank", url: "https://www.bcm.mr", description: "" }],
      },
    };
    const draft = parseStoredDraft(JSON.stringify(older));
    expect(draft).not.toBeNull();
    const state = stateOfDraft(draft!);
    expect(state.details).toMatchObject({
      title: { en: "Budgeting", fr: "" },
      description: { fr: "" },
    });
    expect(state.videos[0]).toMatchObject({
      id: "l1",
      title: { fr: "" },
      description: { fr: "" },
    });
    expect(state.links[0]).toMatchObject({ title: { en: "Bank", fr: "" } });
    // Issue #16: nor had it quizzes, nor a pass mark (every course was at the default).
    expect(state.videos[0]?.questions).toEqual([]);
    expect(state.details.passMark).toBe("70");
    // Issue #28: nor uploaded lessons or transcripts: a YouTube lesson without one.
    expect(state.videos[0]).toMatchObject({
      mediaId: null,
      transcript: { ar: "", fr: "", en: "" },
    });
  });

  it("opens an uploaded lesson with its transcripts, submits them, and keeps them in a draft", () => {
    const uploaded: Lesson = { ...lesson, youtubeUrl: "", mediaId: "m1" };
    const vtt = `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${"مرحبا ".repeat(3000)}\n`;
    const state = initialEditorState(
      course,
      [uploaded],
      [],
      {},
      {
        l1: localizedText({ ar: vtt, en: "Hello." }),
      },
    );
    expect(state.videos[0]).toMatchObject({ mediaId: "m1", transcript: { ar: vtt, en: "Hello." } });
    expect(editorPayload(state).videos[0]).toMatchObject({
      mediaId: "m1",
      transcript: { ar: vtt, fr: "", en: "Hello." },
    });
    // A transcript is longer than the other texts' 10,000 characters: the draft keeps it whole.
    const draft = parseStoredDraft(serializeDraft(state, new Date(), course.updatedAt));
    expect(draft && contentOf(stateOfDraft(draft))).toBe(contentOf(state));
  });

  // Issue #25: drafts kept before texts were one value per text (version 1) still restore.
  it("restores a version 1 draft, each language's text in its own key, quiz included", () => {
    const older = {
      version: 1,
      savedAt: "2026-11-27T10:00:00.000Z",
      courseUpdatedAt: "2026-11-01T00:00:00.000Z",
      content: {
        title: "Budgeting",
        titleAr: "الميزانية",
        titleFr: "Le budget",
        description: "",
        descriptionAr: "",
        descriptionFr: "Un mois",
        category: "Finance",
        instructorName: "",
        difficultyLevel: "beginner",
        durationMinutes: "",
        thumbnailUrl: "",
        passMark: "70",
        videos: [
          {
            id: "l1",
            title: "Intro",
            titleAr: "",
            titleFr: "Leçon",
            description: "",
            descriptionAr: "",
            descriptionFr: "Début",
            youtubeUrl: "https://youtu.be/dQw4w9WgXcQ",
            durationMinutes: "5",
            questions: [
              {
                id: "q1",
                text: "How many?",
                textAr: "كم؟",
                textFr: "",
                explanation: "",
                explanationAr: "لأن",
                explanationFr: "",
                options: [
                  { id: "o1", text: "10", textAr: "١٠", textFr: "", correct: true },
                  { id: "o2", text: "100", textAr: "١٠٠", textFr: "", correct: false },
                ],
              },
            ],
          },
        ],
        links: [{ title: "Bank", titleFr: "Banque", url: "https://www.bcm.mr", description: "" }],
      },
    };
    const draft = parseStoredDraft(JSON.stringify(older));
    expect(draft).not.toBeNull();
    expect(draft?.courseUpdatedAt).toBe("2026-11-01T00:00:00.000Z");
    // The same form as the course it was kept from: nothing lost in the upgrade.
    const opened = initialEditorState(course, [lesson], [link], { l1: [question] });
    expect(contentOf(stateOfDraft(draft!))).toBe(contentOf(opened));
  });

  // Issue #16: a video's quiz and the pass mark are the form's too.
  const question: QuizQuestion = {
    id: "q1",
    lessonId: "l1",
    orderIndex: 1,
    text: localizedText({ en: "How many?", ar: "كم؟" }),
    explanation: localizedText({ ar: "لأن" }),
    options: [
      { id: "o1", text: localizedText({ en: "10", ar: "١٠" }), correct: true },
      { id: "o2", text: localizedText({ en: "100", ar: "١٠٠" }), correct: false },
    ],
    version: "v1",
  };

  it("opens a course with its quizzes and pass mark, submits them without keys, keeps them in a draft", () => {
    const state = initialEditorState({ ...course, passMark: 85 }, [lesson], [link], {
      l1: [question],
    });
    expect(state.details.passMark).toBe("85");
    const payload = editorPayload(state);
    expect(payload.passMark).toBe("85");
    expect(payload.videos[0]?.questions).toEqual([
      {
        id: "q1",
        text: localizedText({ en: "How many?", ar: "كم؟" }),
        explanation: localizedText({ ar: "لأن" }),
        options: [
          { id: "o1", text: localizedText({ en: "10", ar: "١٠" }), correct: true },
          { id: "o2", text: localizedText({ en: "100", ar: "١٠٠" }), correct: false },
        ],
      },
    ]);

    // A new question, typed but not saved, goes through a draft with the saved one.
    const typed = {
      ...state,
      videos: state.videos.map((video) => ({
        ...video,
        questions: [
          ...video.questions,
          { ...emptyQuestion(), text: localizedText({ ar: "سؤال جديد" }) },
        ],
      })),
    };
    expect(contentOf(typed)).not.toBe(contentOf(state));
    const draft = parseStoredDraft(serializeDraft(typed, new Date(), course.updatedAt));
    expect(draft).not.toBeNull();
    const restored = stateOfDraft(draft!);
    expect(editorPayload(restored)).toEqual(editorPayload(typed));
    const [saved, added] = restored.videos[0]?.questions ?? [];
    expect(saved?.key).toBe("q1");
    expect(added?.id).toBeUndefined();
    expect(added?.options).toHaveLength(2);
    expect(added?.options.map((option) => option.id)).toEqual([undefined, undefined]);
  });

  it("counts a draft equal to the course with its quiz as no change (nothing to offer)", () => {
    const state = initialEditorState(course, [lesson], [link], { l1: [question] });
    const draft = parseStoredDraft(serializeDraft(state, new Date(), course.updatedAt));
    // The same string, field order included: the editor compares them as text.
    expect(contentOf(stateOfDraft(draft!))).toBe(contentOf(state));
    const marked = {
      ...state,
      videos: state.videos.map((video) => ({
        ...video,
        questions: video.questions.map((q) => ({
          ...q,
          options: q.options.map((option) => ({ ...option, correct: !option.correct })),
        })),
      })),
    };
    expect(contentOf(marked)).not.toBe(contentOf(state));
  });

  it("starts a new course at the default pass mark, a new question with two empty options", () => {
    expect(initialEditorState(null, [], []).details.passMark).toBe("70");
    const fresh = emptyQuestion();
    expect(fresh.options).toHaveLength(2);
    expect(fresh.options.every((option) => !option.correct && option.text.en === "")).toBe(true);
  });
});

const empty = initialEditorState(null, [], []);

describe("course drafts", () => {
  it("keeps one key per administrator and course; the bootstrap password is 'owner'", () => {
    expect(draftKey(draftOwnerOf({ id: null }), "c1")).toBe("maarifa:course-draft:owner:c1");
    expect(draftKey(draftOwnerOf({ id: "a-7" }), null)).toBe("maarifa:course-draft:a-7:new");
    expect(draftKey("a-7", "c1")).not.toBe(draftKey("a-8", "c1"));
  });

  it("stores the course's version it started from, and reads it back", () => {
    const text = serializeDraft(empty, new Date("2026-11-26T10:00:00Z"), "2026-11-26T09:00:00Z");
    expect(parseStoredDraft(text)?.courseUpdatedAt).toBe("2026-11-26T09:00:00Z");
    // A new course has no version.
    expect(parseStoredDraft(serializeDraft(empty, new Date(), null))?.courseUpdatedAt).toBe(
      undefined,
    );
  });

  it("is behind when the course was saved after the version the draft started from", () => {
    const draft = parseStoredDraft(
      serializeDraft(empty, new Date("2026-11-26T10:00:00Z"), "2026-11-26T09:00:00.000Z"),
    )!;
    expect(draftIsBehind(draft, { updatedAt: "2026-11-26T09:00:00.000Z" })).toBe(false);
    // Saved by someone else at 09:30, before this draft was last written (10:00): still behind.
    expect(draftIsBehind(draft, { updatedAt: "2026-11-26T09:30:00.000Z" })).toBe(true);
    expect(draftIsBehind(draft, null)).toBe(false);
  });

  it("judges a draft kept before versions were recorded by when it was kept", () => {
    const old = parseStoredDraft(
      JSON.stringify({
        ...JSON.parse(serializeDraft(empty, new Date("2026-11-26T10:00:00Z"), null)),
      }),
    )!;
    expect(draftIsBehind(old, { updatedAt: "2026-11-26T09:00:00.000Z" })).toBe(false);
    expect(draftIsBehind(old, { updatedAt: "2026-11-26T11:00:00.000Z" })).toBe(true);
  });
});
