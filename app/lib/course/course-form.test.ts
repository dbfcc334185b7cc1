import { describe, expect, it } from "vitest";
import { LOCALES } from "~/i18n/locales";
import { localizedText } from "~/lib/localized-text";
import {
  categoryOptions,
  FIELD_MESSAGES,
  MISSING_FIELDS,
  parseCourseForm,
  PASS_MARK_MESSAGE,
  QUIZ_MESSAGES,
} from "./course-form";

const valid = {
  title: { en: "Budgeting" },
  category: "Finance",
  difficultyLevel: "beginner",
  durationMinutes: "90",
  videos: [
    { title: { en: "Intro" }, youtubeUrl: "https://youtu.be/dQw4w9WgXcQ", durationMinutes: "5" },
  ],
  links: [{ title: { en: "Bank" }, url: "https://www.bcm.mr", description: "" }],
};

function errorOf(input: unknown) {
  const result = parseCourseForm(input);
  if (result.ok) throw new Error("expected an error");
  return result.error;
}

function fieldErrorsOf(input: unknown) {
  const result = parseCourseForm(input);
  if (result.ok) throw new Error("expected an error");
  return result.fieldErrors;
}

function courseOf(input: unknown) {
  const result = parseCourseForm(input);
  if (!result.ok) throw new Error(result.error.description);
  return result.course;
}

describe("parseCourseForm", () => {
  it("accepts a valid course and fills missing optional fields", () => {
    const result = parseCourseForm(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.course).toMatchObject({
      title: { en: "Budgeting", ar: "" },
      durationMinutes: 90,
      thumbnailUrl: "",
      videos: [{ title: { en: "Intro" }, durationMinutes: 5, description: { ar: "" } }],
    });
  });

  it.each([
    ["no title", { ...valid, title: { en: "" } }],
    ["a blank title", { ...valid, title: { en: "   " } }],
    ["no category", { ...valid, category: undefined }],
    ["nothing at all", null],
  ])("asks for title and category with %s", (_what, input) => {
    expect(errorOf(input)).toEqual(MISSING_FIELDS);
  });

  it("turns numbers that are not numbers into 0", () => {
    const result = parseCourseForm({ ...valid, durationMinutes: "abc" });
    expect(result.ok && result.course.durationMinutes).toBe(0);
  });

  it("refuses negative numbers", () => {
    expect(errorOf({ ...valid, durationMinutes: "-5" }).description).toBe(
      "Total duration cannot be negative",
    );
    expect(
      errorOf({ ...valid, videos: [{ ...valid.videos[0], durationMinutes: -1 }] }).description,
    ).toBe("Video duration cannot be negative");
  });

  it("names the video whose YouTube URL does not parse", () => {
    const error = errorOf({
      ...valid,
      videos: [valid.videos[0], { title: { en: "Broken" }, youtubeUrl: "https://vimeo.com/1" }],
    });
    expect(error.title).toBe("Error saving course");
    expect(error.description).toContain('Video 2 ("Broken")');
  });

  // Issue #12: a playlist or a channel is not one video, and the editor says which it was.
  it.each([
    ["playlist", "https://www.youtube.com/playlist?list=PL1"],
    ["playlist", "https://www.youtube.com/embed/videoseries?list=PL1"],
    ["channel", "https://www.youtube.com/embed/live_stream?channel=UCabc"],
    ["channel", "https://www.youtube.com/@somechannel"],
  ])("says a %s link is not a video: %s", (kind, youtubeUrl) => {
    const error = errorOf({ ...valid, videos: [{ title: { en: "Intro" }, youtubeUrl }] });
    expect(error.title).toBe("Error saving course");
    expect(error.description).toBe(
      `Video 1 ("Intro"): this is a YouTube ${kind} link, not a video; paste the link of one video (youtube.com/watch?v=…, youtu.be/…)`,
    );
  });

  it("keeps the existing message for other bad links", () => {
    const error = errorOf({
      ...valid,
      videos: [{ title: { en: "" }, youtubeUrl: "https://vimeo.com/1" }],
    });
    expect(error.description).toBe(
      "Video 1: enter a valid YouTube URL (youtube.com/watch?v=…, youtu.be/…)",
    );
  });

  it("accepts a video link copied out of a sentence", () => {
    const youtubeUrl = "«https://youtu.be/dQw4w9WgXcQ&feature=share».";
    expect(parseCourseForm({ ...valid, videos: [{ title: { en: "Intro" }, youtubeUrl }] }).ok).toBe(
      true,
    );
  });

  it.each(["javascript:alert(1)", "data:text/html,x", "ftp://files.example", "/relative"])(
    "refuses the link URL %s",
    (url) => {
      expect(errorOf({ ...valid, links: [{ title: { en: "x" }, url }] }).description).toContain(
        "Link 1: the URL must start with http:// or https://",
      );
    },
  );

  it.each([
    "/uploads/course-thumbnails/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b-960.webp",
    "/uploads/course-thumbnails/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.png",
    "https://cdn.example/a.webp",
    "http://cdn.example/a.jpg",
  ])("accepts the thumbnail %s (our own upload, or http(s))", (thumbnailUrl) => {
    expect(parseCourseForm({ ...valid, thumbnailUrl }).ok).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    // Relative paths that are not exactly one of our stored uploads.
    "/uploads/course-thumbnails/a.png",
    "/uploads/course-thumbnails/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b-320.webp",
    "/uploads/course-thumbnails/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.svg",
    "/uploads/course-thumbnails/../../admin/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.png",
    "/uploads/other/0f8e2a4c-1b3d-4e5f-8a9b-0c1d2e3f4a5b.png",
    "/admin/logout",
    "//evil.example/a.png",
  ])("refuses the thumbnail %s", (thumbnailUrl) => {
    expect(errorOf({ ...valid, thumbnailUrl }).description).toBe(
      "Image URL must start with http:// or https://",
    );
  });

  it("bounds text lengths with a clear message", () => {
    expect(errorOf({ ...valid, title: { en: "x".repeat(201) } }).description).toBe(
      "Course title must be at most 200 characters",
    );
  });

  // Issue #15: the French texts follow the rules of the other optional texts.
  it("reads missing French text as empty and trims it", () => {
    expect(courseOf(valid)).toMatchObject({
      title: { fr: "" },
      description: { fr: "" },
      videos: [{ title: { fr: "" }, description: { fr: "" } }],
      links: [{ title: { fr: "" } }],
    });
    const course = courseOf({
      ...valid,
      title: { ...valid.title, fr: "  Économie " },
      description: { fr: " Le cœur " },
      videos: [
        {
          ...valid.videos[0],
          title: { ...valid.videos[0]!.title, fr: " Leçon " },
          description: { fr: " Début " },
        },
      ],
      links: [{ ...valid.links[0], title: { ...valid.links[0]!.title, fr: " Banque " } }],
    });
    expect(course).toMatchObject({
      title: { fr: "Économie" },
      description: { fr: "Le cœur" },
      videos: [{ title: { fr: "Leçon" }, description: { fr: "Début" } }],
      links: [{ title: { fr: "Banque" } }],
    });
  });

  it.each([
    [
      "title.fr",
      { ...valid, title: { ...valid.title, fr: "é".repeat(201) } },
      "French title must be at most 200 characters",
    ],
    [
      "description.fr",
      { ...valid, description: { fr: "é".repeat(5001) } },
      "French description must be at most 5000 characters",
    ],
    [
      "videos.0.title.fr",
      {
        ...valid,
        videos: [{ ...valid.videos[0], title: { en: "Intro", fr: "é".repeat(201) } }],
      },
      "French video title must be at most 200 characters",
    ],
    [
      "videos.0.description.fr",
      { ...valid, videos: [{ ...valid.videos[0], description: { fr: "é".repeat(5001) } }] },
      "French video description must be at most 5000 characters",
    ],
    [
      "links.0.title.fr",
      { ...valid, links: [{ ...valid.links[0], title: { en: "Bank", fr: "é".repeat(201) } }] },
      "French link title must be at most 200 characters",
    ],
    ["title.fr", { ...valid, title: { ...valid.title, fr: 5 } }, "French title must be text"],
  ])("bounds %s like the other languages' text", (path, input, message) => {
    expect(fieldErrorsOf(input)).toEqual({ [path]: message });
  });

  it("keeps no Arabic link title: links have none (spec §9)", () => {
    const links = [{ ...valid.links[0], title: { en: "Bank", ar: "x".repeat(500) } }];
    expect(courseOf({ ...valid, links }).links[0]?.title).toEqual(localizedText({ en: "Bank" }));
  });

  it("refuses an unknown difficulty", () => {
    expect(errorOf({ ...valid, difficultyLevel: "expert" }).description).toBe(
      "Choose a difficulty level",
    );
  });
});

// Issue #14: errors you can act on.
describe("parseCourseForm: titles, field paths, links, durations", () => {
  it("accepts a course titled in Arabic only", () => {
    expect(courseOf({ ...valid, title: { en: "", ar: "الميزانية" } })).toMatchObject({
      title: { en: "", ar: "الميزانية" },
    });
  });

  it("accepts a course titled in French only (issue #15)", () => {
    expect(courseOf({ ...valid, title: { en: "", ar: " ", fr: "Économie" } })).toMatchObject({
      title: { en: "", ar: "", fr: "Économie" },
    });
  });

  it("asks for a title in any language when all are empty, under the three fields", () => {
    expect(errorOf({ ...valid, title: { en: " ", ar: "", fr: " " } })).toEqual(MISSING_FIELDS);
    expect(fieldErrorsOf({ ...valid, title: { en: " ", ar: "", fr: "" } })).toEqual({
      "title.en": FIELD_MESSAGES.title,
      "title.ar": FIELD_MESSAGES.title,
      "title.fr": FIELD_MESSAGES.title,
    });
    expect(fieldErrorsOf({ ...valid, category: "" })).toEqual({
      category: FIELD_MESSAGES.category,
    });
  });

  it("still says 'Missing fields' when another field fails its own type", () => {
    const input = { ...valid, title: { en: "" }, difficultyLevel: "expert" };
    expect(errorOf(input)).toEqual(MISSING_FIELDS);
    expect(fieldErrorsOf(input)).toMatchObject({
      "title.en": FIELD_MESSAGES.title,
      difficultyLevel: "Choose a difficulty level",
    });
  });

  it("reports every bad field by its path, the toast naming the first", () => {
    const input = {
      ...valid,
      videos: [
        valid.videos[0],
        valid.videos[0],
        { title: { en: "Third" }, youtubeUrl: "https://vimeo.com/1", durationMinutes: 3 },
      ],
      links: [{ title: { en: "" }, url: "javascript:alert(1)" }],
    };
    expect(fieldErrorsOf(input)).toEqual({
      "videos.2.youtubeUrl":
        'Video 3 ("Third"): enter a valid YouTube URL (youtube.com/watch?v=…, youtu.be/…)',
      "links.0.url": "Link 1: the URL must start with http:// or https://",
      "links.0.title.en": "Link 1: enter a title",
    });
    expect(errorOf(input).description).toContain("Video 3");
  });

  it.each([
    ["www.bcm.mr", "https://www.bcm.mr"],
    ["bcm.mr/fr", "https://bcm.mr/fr"],
    [" https://www.bcm.mr ", "https://www.bcm.mr"],
  ])("saves the link URL %s as %s", (url, saved) => {
    expect(courseOf({ ...valid, links: [{ title: { en: "Bank" }, url }] }).links[0]?.url).toBe(
      saved,
    );
  });

  it("keeps a YouTube link's start time as typed", () => {
    const youtubeUrl = "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30s";
    expect(
      courseOf({ ...valid, videos: [{ title: { en: "Intro" }, youtubeUrl }] }).videos[0],
    ).toMatchObject({ youtubeUrl });
  });

  it.each([
    ["empty", ""],
    ["blank", "  "],
    ["missing", undefined],
    ["null", null],
  ])("gives an %s total duration the sum of the videos' durations", (_what, durationMinutes) => {
    const videos = [
      { ...valid.videos[0], durationMinutes: "12" },
      { ...valid.videos[0], durationMinutes: 30 },
      { ...valid.videos[0], durationMinutes: "" },
    ];
    expect(courseOf({ ...valid, durationMinutes, videos }).durationMinutes).toBe(42);
    expect(courseOf({ ...valid, durationMinutes, videos: [] }).durationMinutes).toBe(0);
  });

  it("keeps a typed total duration, 0 included", () => {
    expect(courseOf({ ...valid, durationMinutes: "0" }).durationMinutes).toBe(0);
    expect(courseOf({ ...valid, durationMinutes: 120 }).durationMinutes).toBe(120);
  });
});

describe("categoryOptions", () => {
  it("offers the five editor categories", () => {
    expect(categoryOptions("")).toEqual([
      "Business",
      "Technology",
      "Finance",
      "Marketing",
      "Design",
    ]);
  });
  it("keeps an existing value outside the list", () => {
    expect(categoryOptions("Crypto")).toContain("Crypto");
    expect(categoryOptions("Finance")).toHaveLength(5);
  });
});

// Issue #16: each video's quiz and the course's pass mark.
describe("quiz questions and the pass mark", () => {
  const option = (text: string, correct = false) => ({ text: { en: text }, correct });
  const question = (fields: Record<string, unknown> = {}) => ({
    text: { ar: "كم أوقية قديمة في أوقية جديدة؟" },
    options: [option("10", true), option("100")],
    ...fields,
  });
  const withQuiz = (...questions: unknown[]) => ({
    ...valid,
    videos: [{ ...valid.videos[0], questions }],
  });

  it("accepts a quiz, filling the missing texts, and a course without one", () => {
    const course = courseOf(withQuiz(question({ explanation: { en: "Since 2018" } })));
    expect(course.videos[0]?.questions).toEqual([
      {
        text: localizedText({ ar: "كم أوقية قديمة في أوقية جديدة؟" }),
        explanation: localizedText({ en: "Since 2018" }),
        options: [
          { text: localizedText({ en: "10" }), correct: true },
          { text: localizedText({ en: "100" }), correct: false },
        ],
      },
    ]);
    expect(courseOf(valid).videos[0]?.questions).toEqual([]);
  });

  it("accepts text in any one language, several correct options, up to six options", () => {
    const six = Array.from({ length: 6 }, (_, i) => ({
      text: { fr: `Réponse ${i}` },
      correct: i < 2,
    }));
    const course = courseOf(
      withQuiz(question({ text: { ar: "", fr: "Combien ?" }, options: six })),
    );
    expect(course.videos[0]?.questions[0]?.options.filter((o) => o.correct)).toHaveLength(2);
  });

  it("asks for the question's text under its three fields, with 'Missing fields'", () => {
    const result = parseCourseForm(withQuiz(question(), question({ text: { ar: "  " } })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const message = `Video 1, question 2: ${QUIZ_MESSAGES.question}`;
    expect(result.error).toEqual({ title: MISSING_FIELDS.title, description: message });
    for (const locale of LOCALES) {
      expect(result.fieldErrors[`videos.0.questions.1.text.${locale}`]).toBe(message);
    }
  });

  it("asks for every option's text, and for a correct option", () => {
    const errors = fieldErrorsOf(withQuiz(question({ options: [option("10"), option("")] })));
    expect(errors["videos.0.questions.0.options.1.text.en"]).toBe(
      `Video 1, question 1, option 2: ${QUIZ_MESSAGES.option}`,
    );
    expect(errors["videos.0.questions.0.options.0.text.en"]).toBeUndefined();
    expect(errors["videos.0.questions.0.options"]).toBe(
      `Video 1, question 1: ${QUIZ_MESSAGES.correct}`,
    );
  });

  it("refuses fewer than two options or more than six", () => {
    expect(fieldErrorsOf(withQuiz(question({ options: [option("10", true)] })))).toMatchObject({
      "videos.0.questions.0.options": "A question needs at least 2 options",
    });
    const seven = Array.from({ length: 7 }, (_, i) => option(`${i}`, true));
    expect(fieldErrorsOf(withQuiz(question({ options: seven })))).toMatchObject({
      "videos.0.questions.0.options": "A question has at most 6 options",
    });
  });

  it("names the first problem in the toast: a course problem before a question's", () => {
    const input = { ...withQuiz(question({ text: { ar: "" } })), title: { en: "" } };
    expect(errorOf(input)).toEqual(MISSING_FIELDS);
    expect(fieldErrorsOf(input)["videos.0.questions.0.text.ar"]).toBeDefined();
  });

  it.each([
    ["70", 70],
    [" 1 ", 1],
    ["100", 100],
    [55, 55],
  ])("reads the pass mark %j as %d", (passMark, expected) => {
    expect(courseOf({ ...valid, passMark }).passMark).toBe(expected);
  });

  it("leaves the pass mark out when none is sent (the course keeps its own)", () => {
    expect(courseOf(valid).passMark).toBeUndefined();
  });

  it.each(["0", "101", "", "  ", "7.5", "-5", "seventy", 70.5, 1000])(
    "refuses the pass mark %j under its field",
    (passMark) => {
      expect(fieldErrorsOf({ ...valid, passMark }).passMark).toBe(PASS_MARK_MESSAGE);
      expect(errorOf({ ...valid, passMark })).toEqual({
        title: "Error saving course",
        description: PASS_MARK_MESSAGE,
      });
    },
  );
});

describe("parseCourseForm: uploaded lessons and transcripts (issue #28)", () => {
  const uploaded = (mediaId: unknown, youtubeUrl = "") => ({
    ...valid,
    videos: [{ title: { en: "Intro" }, youtubeUrl, mediaId, durationMinutes: "1" }],
  });

  it("reads a lesson without a media id as a YouTube lesson with no transcript", () => {
    const [video] = courseOf(valid).videos;
    expect(video?.mediaId).toBeNull();
    expect(video?.transcript).toEqual(localizedText({}));
  });

  it("accepts an uploaded lesson without a YouTube URL, and does not check one it has", () => {
    expect(courseOf(uploaded("b3f1c7de-0000-4000-8000-000000000001")).videos[0]?.mediaId).toBe(
      "b3f1c7de-0000-4000-8000-000000000001",
    );
    expect(
      courseOf(uploaded("b3f1c7de-0000-4000-8000-000000000001", "not a link")).videos,
    ).toHaveLength(1);
  });

  it("asks for a file when 'Upload video' has none, under the card", () => {
    expect(fieldErrorsOf(uploaded(""))).toEqual({
      "videos.0.mediaId": 'Video 1 ("Intro"): upload a video or audio file, or choose YouTube',
    });
    // Without a file and without a URL, a YouTube lesson still needs its URL.
    expect(Object.keys(fieldErrorsOf(uploaded(null)))).toEqual(["videos.0.youtubeUrl"]);
  });

  it("keeps a transcript in each language, trimmed, and bounds its length", () => {
    const course = courseOf({
      ...valid,
      videos: [{ ...valid.videos[0], transcript: { fr: "  Bonjour.  ", ar: "مرحبا" } }],
    });
    expect(course.videos[0]?.transcript).toEqual(localizedText({ fr: "Bonjour.", ar: "مرحبا" }));
    const long = "a".repeat(200_001);
    const errors = fieldErrorsOf({
      ...valid,
      videos: [{ ...valid.videos[0], transcript: { en: long } }],
    });
    expect(Object.keys(errors)).toEqual(["videos.0.transcript.en"]);
  });
});
