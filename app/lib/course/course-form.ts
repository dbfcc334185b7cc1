// What the course editor submits, and the rules it must meet (spec §5, issues #3 and #14). The
// same parse runs in the editor before it submits and on the server, which is the authority: both
// report every problem by its field's path (`videos.2.youtubeUrl`, `title.fr`), shown under that
// field. Course import checks its courses with the same rules, so this module is the course's,
// not the editor feature's (issue #25: features do not import each other).
import { z } from "zod";
import {
  adminTranslator,
  DEFAULT_ADMIN_LOCALE,
  type AdminTranslator,
} from "~/i18n/admin/admin-i18n";
import { LOCALES, type Locale } from "~/i18n/locales";
import { DIFFICULTY_LEVELS, EDITOR_CATEGORIES, LINK_TITLE_LOCALES } from "~/lib/course/course";
import { MAX_OPTIONS, MIN_OPTIONS } from "~/lib/course/quiz";
import { isHttpUrl, withDefaultScheme } from "~/lib/safe-url";
import { isStoredThumbnailUrl } from "~/lib/stored-thumbnail-url";
import { localizedText, ORIGINAL_FIRST_LOCALES, type LocalizedText } from "~/lib/localized-text";
import { parseYouTubeLink } from "~/lib/youtube-url";

/**
 * Every message below is the admin catalogues' (`form.*`, issue #27): the editor builds them in
 * its administrator's language, and the server in the language of the administrator who saves
 * (adminTranslator). Without a translator they are the English ones, the specification's.
 */
type Translate = AdminTranslator["t"];
const english: Translate = adminTranslator(DEFAULT_ADMIN_LOCALE).t;

export const MISSING_FIELDS = {
  title: english("form.missing.title"),
  description: english("form.missing.description"),
} as const;
const missingFields = (t: Translate) => ({
  title: t("form.missing.title"),
  description: t("form.missing.description"),
});

/** Under the fields themselves (issues #14 and #15: a title in any one language is enough). */
export const FIELD_MESSAGES = {
  title: english("form.titleRequired"),
  category: english("form.chooseCategory"),
} as const;

/**
 * The largest save the server reads (server/request-guard.ts, issue #12): a course of 200 lessons
 * with 1,000-character descriptions in two languages is about 800 KB of JSON (a French third
 * fits within it when it is as short, and a course over it gets TOO_LARGE's message).
 */
export const MAX_SAVE_BYTES = 1024 * 1024;

export const TOO_LARGE = {
  title: english("form.tooLarge.title"),
  description: english("form.tooLarge.description"),
} as const;
export const tooLarge = (t: Translate = english) => ({
  title: t("form.tooLarge.title"),
  description: t("form.tooLarge.description"),
});

const VIDEO_URL_FORMS = "(youtube.com/watch?v=…, youtu.be/…)";

export const LIMITS = {
  title: 200,
  category: 60,
  instructor: 120,
  description: 5000,
  url: 2000,
  videos: 200,
  links: 50,
  minutes: 100_000,
  /** A lesson's quiz (issue #16): a few questions to check understanding, not an exam bank. */
  questions: 30,
  question: 1000,
  option: 500,
  explanation: 2000,
  /**
   * A lesson's transcript in one language (issue #28): an hour of dense speech as WebVTT is about
   * 90,000 characters. The whole save stays within MAX_SAVE_BYTES.
   */
  transcript: 200_000,
  /** A media id is a UUID; anything longer is not one of ours. */
  mediaId: 64,
} as const;

/** Issue #16: the share of right answers (%) that passes a quiz of the course. */
export const PASS_MARK_MESSAGE = english("form.passMark");

/** The order in which the editor shows a text's languages: the English original first. */
export const EDITOR_LOCALES = ORIGINAL_FIRST_LOCALES;

/**
 * How the admin area names one language of a text: the English text by the field's own label
 * ("Video title": English is the original), the others by their language ("Arabic video title").
 */
export function textLabel(
  locale: Locale,
  name: string,
  englishLabel: string,
  t: Translate = english,
): string {
  return locale === "en"
    ? englishLabel
    : t("text.inLanguage", { name, language: t(`language.${locale}`) });
}

/** The schemas, their messages in one language: built once per language. */
function buildSchemas(t: Translate) {
  /** A text field; a missing one counts as empty, too long is reported with the field's name. */
  const text = (label: string, max: number) =>
    z.preprocess(
      (value) => value ?? "",
      z
        .string({ message: t("form.mustBeText", { label }) })
        .trim()
        .max(max, t("form.tooLong", { label, max })),
    );

  /**
   * A text in the site's languages (issue #25): every language a text field of its own, bounded
   * and named in its messages (`name`: "video title"; `english`, the English label when it is not
   * `name` capitalised). A missing language is "". `locales`: the languages the editor offers for
   * this text (a link's title has no Arabic, spec §9); the others are always "".
   */
  function localizedTextField(
    name: string,
    max: number,
    { english = name[0]!.toUpperCase() + name.slice(1), locales = EDITOR_LOCALES } = {} as {
      english?: string;
      locales?: readonly Locale[];
    },
  ) {
    const languages = Object.fromEntries(
      locales.map((locale) => [locale, text(textLabel(locale, name, english, t), max)]),
    );
    return z.preprocess(
      (value) => value ?? {},
      z
        .object(languages, { message: t("form.textInEachLanguage", { label: english }) })
        .transform((texts): LocalizedText =>
          localizedText(texts as Partial<Record<Locale, string>>),
        ),
    );
  }

  /** Spec §4: numeric inputs that are not numbers become 0; issue #3: negative numbers are refused. */
  const toMinutes = (value: unknown) => {
    const n = typeof value === "number" ? value : Number(String(value ?? "").trim() || 0);
    return Number.isFinite(n) ? Math.trunc(n) : 0;
  };
  const minutesRange = (label: string) =>
    z
      .number()
      .min(0, t("form.negative", { label }))
      .max(LIMITS.minutes, t("form.tooBig", { label }));
  const minutes = (label: string) => z.preprocess(toMinutes, minutesRange(label));

  /** Left empty, the course's total is null here and becomes the lessons' sum (issue #14). */
  const isBlank = (value: unknown) => value == null || String(value).trim() === "";
  const totalMinutes = (label: string) =>
    z.preprocess(
      (value) => (isBlank(value) ? null : toMinutes(value)),
      minutesRange(label).nullable(),
    );

  /**
   * The pass mark as typed: a whole number from 1 to 100. Absent (a caller other than the editor,
   * which always sends it) leaves the course's as it is; empty is a mistake, not 0.
   */
  const passMarkMessage = t("form.passMark");
  const passMark = z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === "number") return value;
      const typed = String(value).trim();
      return /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
    },
    z
      .number({ message: passMarkMessage })
      .int(passMarkMessage)
      .min(1, passMarkMessage)
      .max(100, passMarkMessage)
      .optional(),
  );

  /** An answer option of a quiz question: its id when it is already saved. */
  const optionSchema = z.object({
    id: z.string().max(64).optional(),
    text: localizedTextField(t("form.label.optionText"), LIMITS.option, {
      english: t("form.label.optionTextEnglish"),
    }),
    correct: z.preprocess(
      (value) => value ?? false,
      z.boolean({ message: t("form.correctYesNo") }),
    ),
  });

  /**
   * A quiz question (issue #16), in the three languages like the lessons; its options are between
   * MIN_OPTIONS and MAX_OPTIONS (the editor's buttons keep it there), the explanation is optional.
   */
  const questionSchema = z.object({
    id: z.string().max(64).optional(),
    text: localizedTextField(t("form.label.question"), LIMITS.question, {
      english: t("form.label.questionEnglish"),
    }),
    explanation: localizedTextField(t("form.label.explanation"), LIMITS.explanation, {
      english: t("form.label.explanationEnglish"),
    }),
    options: z
      .array(optionSchema)
      .min(MIN_OPTIONS, t("form.minOptions", { min: MIN_OPTIONS }))
      .max(MAX_OPTIONS, t("form.maxOptions", { max: MAX_OPTIONS })),
  });

  const videoSchema = z.object({
    id: z.string().max(64).optional(),
    title: localizedTextField(t("form.label.videoTitle"), LIMITS.title, {
      english: t("form.label.videoTitleEnglish"),
    }),
    description: localizedTextField(t("form.label.videoDescription"), LIMITS.description, {
      english: t("form.label.videoDescriptionEnglish"),
    }),
    youtubeUrl: text(t("form.label.youtubeUrl"), LIMITS.url),
    /**
     * Issue #28: the uploaded file the lesson plays instead of YouTube. Absent or null: a YouTube
     * lesson; "": 'Upload video' chosen but no file uploaded yet (a mistake said under the card).
     */
    mediaId: z.preprocess(
      (value) => (value === undefined ? null : value),
      z.string().trim().max(LIMITS.mediaId, t("form.media.missing")).nullable(),
    ),
    /**
     * Issue #28: what the lesson says, in each language: a caption file's text (WebVTT or SRT)
     * or plain text. The server checks caption files (their timestamps) before it stores them.
     */
    transcript: localizedTextField(t("form.label.transcript"), LIMITS.transcript, {
      english: t("form.label.transcriptEnglish"),
    }),
    durationMinutes: minutes(t("form.label.videoDuration")),
    // Absent from callers older than quizzes (and from course files without them): no quiz.
    questions: z.preprocess(
      (value) => value ?? [],
      z
        .array(questionSchema)
        .max(LIMITS.questions, t("form.maxQuestions", { max: LIMITS.questions })),
    ),
  });

  const linkSchema = z.object({
    title: localizedTextField(t("form.label.linkTitle"), LIMITS.title, {
      english: t("form.label.linkTitleEnglish"),
      locales: LINK_TITLE_LOCALES,
    }),
    // Issue #14: `www.bcm.mr` is accepted as https://www.bcm.mr, as the YouTube field already does.
    url: text(t("form.label.linkUrl"), LIMITS.url).transform(withDefaultScheme),
    description: text(t("form.label.linkDescription"), LIMITS.description),
  });

  const courseFieldsSchema = z.object({
    title: localizedTextField(t("form.label.title"), LIMITS.title, {
      english: t("form.label.titleEnglish"),
    }),
    description: localizedTextField(t("form.label.description"), LIMITS.description, {
      english: t("form.label.descriptionEnglish"),
    }),
    category: text(t("form.label.category"), LIMITS.category),
    instructorName: text(t("form.label.instructor"), LIMITS.instructor),
    difficultyLevel: z.enum(DIFFICULTY_LEVELS, { message: t("form.difficulty") }),
    durationMinutes: totalMinutes(t("form.label.totalDuration")),
    thumbnailUrl: text(t("form.label.imageUrl"), LIMITS.url),
    passMark,
    videos: z.array(videoSchema).max(LIMITS.videos, t("form.maxVideos", { max: LIMITS.videos })),
    links: z.array(linkSchema).max(LIMITS.links, t("form.maxLinks", { max: LIMITS.links })),
  });

  return { questionSchema, videoSchema, linkSchema, courseFieldsSchema };
}

type Schemas = ReturnType<typeof buildSchemas>;
const schemasByLanguage = new Map<Translate, Schemas>();
function schemasFor(t: Translate): Schemas {
  let schemas = schemasByLanguage.get(t);
  if (!schemas) {
    schemas = buildSchemas(t);
    schemasByLanguage.set(t, schemas);
  }
  return schemas;
}
/** The total a course gets when its field is left empty: the sum of its videos' durations. */
export function sumOfDurations(videos: ReadonlyArray<{ durationMinutes: number }>): number {
  const sum = videos.reduce((total, video) => total + Math.max(0, video.durationMinutes), 0);
  return Math.min(sum, LIMITS.minutes);
}

/** One problem with a course: where (the form's field path) and the editor's message. */
export interface CourseFormProblem {
  path: (string | number)[];
  message: string;
}

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Whether a text (as given: maybe not a text at all) is empty in every language. A course's title,
 * a question's and an option's text need one language, any one (issues #14, #15 and #16).
 */
const textMissing = (value: unknown) =>
  LOCALES.every((locale) => blank(isRecord(value) ? value[locale] : undefined));

/** The problems of a text missing in every language: one under each language's field. */
const missingTextProblems = (path: (string | number)[], message: string): CourseFormProblem[] =>
  EDITOR_LOCALES.map((locale) => ({ path: [...path, locale], message }));

/** Under a quiz's fields (issue #16). */
export const QUIZ_MESSAGES = {
  question: english("form.quiz.question"),
  option: english("form.quiz.option"),
  correct: english("form.quiz.correct"),
} as const;

/**
 * The problems of one video's quiz: each question needs its text, every option its text, and one
 * option or more marked correct (issue #16). Their messages name the video and the question.
 */
function quizProblems(questions: unknown[], videoIndex: number, t: Translate): CourseFormProblem[] {
  const problems: CourseFormProblem[] = [];
  const { questionSchema } = schemasFor(t);
  const said = (name: string, message: string) => t("form.problem", { name, message });
  questions.forEach((input, index) => {
    const parsed = questionSchema.safeParse(input);
    if (!parsed.success) return;
    const question = parsed.data;
    const path = ["videos", videoIndex, "questions", index];
    const name = t("form.questionName", { video: videoIndex + 1, question: index + 1 });
    if (textMissing(question.text)) {
      problems.push(...missingTextProblems([...path, "text"], said(name, t("form.quiz.question"))));
    }
    question.options.forEach((option, optionIndex) => {
      if (!textMissing(option.text)) return;
      problems.push(
        ...missingTextProblems(
          [...path, "options", optionIndex, "text"],
          said(
            t("form.optionName", { question: name, option: optionIndex + 1 }),
            t("form.quiz.option"),
          ),
        ),
      );
    });
    if (!question.options.some((option) => option.correct)) {
      problems.push({ path: [...path, "options"], message: said(name, t("form.quiz.correct")) });
    }
  });
  return problems;
}

/** Whether a problem is an incomplete quiz question (its toast then says 'Missing fields' too). */
const isIncompleteQuestion = (problem: CourseFormProblem, t: Translate) =>
  problem.path[2] === "questions" &&
  (["form.quiz.question", "form.quiz.option", "form.quiz.correct"] as const).some((key) =>
    problem.message.endsWith(t(key)),
  );

/**
 * The rules across fields. Written to take a course whose fields may be wrong (each video and link
 * is checked only when it parses), because zod skips a refinement when a field failed its own
 * type, and both the editor's field errors and course import list every problem (issue #14).
 */
function crossFieldProblems(course: Record<string, unknown>, t: Translate): CourseFormProblem[] {
  const problems: CourseFormProblem[] = [];
  const { videoSchema, linkSchema } = schemasFor(t);
  // Spec §5 asked for the title; issue #14: in English or in Arabic, either is enough; issue #15:
  // French alone is enough too.
  if (textMissing(course.title)) {
    problems.push(...missingTextProblems(["title"], t("form.titleRequired")));
  }
  if (blank(course.category)) {
    problems.push({ path: ["category"], message: t("form.chooseCategory") });
  }
  // An image URL is http(s), or exactly the shape of one of our own uploads (issue #3): any
  // other relative path would point the site's pages at arbitrary paths of this site.
  const thumbnailUrl = typeof course.thumbnailUrl === "string" ? course.thumbnailUrl.trim() : "";
  if (thumbnailUrl && !isStoredThumbnailUrl(thumbnailUrl) && !isHttpUrl(thumbnailUrl)) {
    problems.push({
      path: ["thumbnailUrl"],
      message: t("form.imageUrl"),
    });
  }
  const videos = Array.isArray(course.videos) ? course.videos : [];
  videos.forEach((input, index) => {
    const parsed = videoSchema.safeParse(input);
    if (!parsed.success) return;
    const video = parsed.data;
    const name = video.title.en
      ? t("form.videoNameTitled", { number: index + 1, title: video.title.en })
      : t("form.videoName", { number: index + 1 });
    // Issue #28: a lesson is a YouTube video or an uploaded file; with a file its URL is unused.
    if (video.mediaId === "") {
      problems.push({
        path: ["videos", index, "mediaId"],
        message: t("form.problem", { name, message: t("form.media.missing") }),
      });
    }
    const link = video.mediaId === null ? parseYouTubeLink(video.youtubeUrl) : null;
    if (link && link.kind !== "video") {
      // Issue #12: a playlist or a channel gets its own message; a link, but not to one video.
      const problem = t(`form.youtube.${link.kind}`, { forms: VIDEO_URL_FORMS });
      problems.push({
        path: ["videos", index, "youtubeUrl"],
        message: t("form.problem", { name, message: problem }),
      });
    }
    problems.push(...quizProblems(video.questions, index, t));
  });
  const links = Array.isArray(course.links) ? course.links : [];
  links.forEach((input, index) => {
    const parsed = linkSchema.safeParse(input);
    if (!parsed.success) return;
    const link = parsed.data;
    if (!isHttpUrl(link.url)) {
      problems.push({
        path: ["links", index, "url"],
        message: t("form.linkUrl", { number: index + 1 }),
      });
    }
    // The English title is the one a link must have (spec §9); the French one is optional.
    if (!link.title.en) {
      problems.push({
        path: ["links", index, "title", "en"],
        message: t("form.linkTitle", { number: index + 1 }),
      });
    }
  });
  return problems;
}

const courseFormSchemaIn = (t: Translate) =>
  schemasFor(t)
    .courseFieldsSchema.superRefine((course, ctx) => {
      for (const problem of crossFieldProblems(course, t)) {
        ctx.addIssue({ code: "custom", ...problem });
      }
    })
    .transform((course) => ({
      ...course,
      durationMinutes: course.durationMinutes ?? sumOfDurations(course.videos),
    }));
/** The course's schema, its messages in English. */
export const courseFormSchema = courseFormSchemaIn(english);

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;

export interface FormError {
  title: string;
  description: string;
}

/** Problems by field path (`title`, `videos.2.youtubeUrl`, `links.0.url`): the first of each. */
export type FieldErrors = Record<string, string>;

export type ParsedCourseForm =
  { ok: true; course: CourseForm } | { ok: false; error: FormError; fieldErrors: FieldErrors };

/** The path of a field as the editor names it: `videos.2.youtubeUrl`. */
export function fieldPath(path: ReadonlyArray<PropertyKey>): string {
  return path.map(String).join(".");
}

function asRecord(input: unknown): Record<string, unknown> {
  const record = typeof input === "object" && input !== null ? input : {};
  return { videos: [], links: [], ...record };
}

/**
 * Every problem with a course, each with its place, not only the first: the editor's field
 * errors, and course import, which shows them all at once (issue #14). Empty when it is valid.
 */
export function courseFormProblems(input: unknown, t: Translate = english): CourseFormProblem[] {
  const record = asRecord(input);
  const fields = schemasFor(t).courseFieldsSchema.safeParse(record);
  if (fields.success) return crossFieldProblems(fields.data, t);
  const problems: CourseFormProblem[] = fields.error.issues.map((issue) => ({
    path: issue.path.filter((part) => typeof part !== "symbol"),
    message: issue.message,
  }));
  return [...problems, ...crossFieldProblems(record, t)];
}

/**
 * Parses the editor's submission. Every problem is reported under its field; the toast says
 * 'Missing fields' when a title or the category is missing (spec §5), else the first problem.
 */
export function parseCourseForm(input: unknown, t: Translate = english): ParsedCourseForm {
  const record = asRecord(input);
  const result = (t === english ? courseFormSchema : courseFormSchemaIn(t)).safeParse(record);
  if (result.success) return { ok: true, course: result.data };

  const problems = courseFormProblems(record, t);
  const fieldErrors: FieldErrors = {};
  for (const problem of problems) fieldErrors[fieldPath(problem.path)] ??= problem.message;
  const missing = textMissing(record.title) || blank(record.category);
  // Issue #16: an incomplete question is 'Missing fields' too, saying which one.
  const first = problems[0];
  const error = missing
    ? missingFields(t)
    : first && isIncompleteQuestion(first, t)
      ? { title: t("form.missing.title"), description: first.message }
      : {
          title: t("form.errorSaving"),
          description: problems[0]?.message ?? t("form.invalid"),
        };
  return { ok: false, error, fieldErrors };
}

/** The editor's category options: the spec's five, plus a stored value outside them. */
export function categoryOptions(current: string): string[] {
  const options: string[] = [...EDITOR_CATEGORIES];
  if (current && !options.includes(current)) options.push(current);
  return options;
}
