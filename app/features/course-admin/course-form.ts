// What the course editor submits, and the rules it must meet (spec §5 and issue #3). Used by
// the server to validate and by the editor for its types and its early 'Missing fields' check.
import { z } from "zod";
import { DIFFICULTY_LEVELS, EDITOR_CATEGORIES } from "~/lib/course";
import { isHttpUrl } from "~/lib/safe-url";
import { isStoredThumbnailUrl } from "~/lib/stored-thumbnail-url";
import { parseYouTubeLink } from "~/lib/youtube-url";

export const MISSING_FIELDS = {
  title: "Missing fields",
  description: "Please fill in title and category",
} as const;

/**
 * The largest save the server reads (server/request-guard.ts, issue #12): a course of 200 lessons
 * with 1,000-character descriptions in both languages is about 800 KB of JSON.
 */
export const MAX_SAVE_BYTES = 1024 * 1024;

export const TOO_LARGE = {
  title: "Course too large",
  description: "This course is over 1 MB; shorten its descriptions or split it into two courses",
} as const;

const VIDEO_URL_FORMS = "(youtube.com/watch?v=…, youtu.be/…)";
/** Issue #12: a playlist or a channel gets its own message; it is a link, but not to one video. */
const YOUTUBE_URL_PROBLEMS = {
  invalid: `enter a valid YouTube URL ${VIDEO_URL_FORMS}`,
  playlist: `this is a YouTube playlist link, not a video; paste the link of one video ${VIDEO_URL_FORMS}`,
  channel: `this is a YouTube channel link, not a video; paste the link of one video ${VIDEO_URL_FORMS}`,
} as const;

export const LIMITS = {
  title: 200,
  category: 60,
  instructor: 120,
  description: 5000,
  url: 2000,
  videos: 200,
  links: 50,
  minutes: 100_000,
} as const;

/** A text field; a missing one counts as empty, too long is reported with the field's name. */
const text = (label: string, max: number) =>
  z.preprocess(
    (value) => value ?? "",
    z
      .string({ message: `${label} must be text` })
      .trim()
      .max(max, `${label} must be at most ${max} characters`),
  );

/** Spec §4: numeric inputs that are not numbers become 0; issue #3: negative numbers are refused. */
const minutes = (label: string) =>
  z.preprocess(
    (value) => {
      const n = typeof value === "number" ? value : Number(String(value ?? "").trim() || 0);
      return Number.isFinite(n) ? Math.trunc(n) : 0;
    },
    z.number().min(0, `${label} cannot be negative`).max(LIMITS.minutes, `${label} is too large`),
  );

const videoSchema = z.object({
  id: z.string().max(64).optional(),
  title: text("Video title", LIMITS.title),
  titleAr: text("Arabic video title", LIMITS.title),
  description: text("Video description", LIMITS.description),
  descriptionAr: text("Arabic video description", LIMITS.description),
  youtubeUrl: text("YouTube URL", LIMITS.url),
  durationMinutes: minutes("Video duration"),
});

const linkSchema = z.object({
  title: text("Link title", LIMITS.title),
  url: text("Link URL", LIMITS.url),
  description: text("Link description", LIMITS.description),
});

const courseFieldsSchema = z.object({
  title: text("Course title", LIMITS.title),
  titleAr: text("Arabic title", LIMITS.title),
  description: text("Description", LIMITS.description),
  descriptionAr: text("Arabic description", LIMITS.description),
  category: text("Category", LIMITS.category),
  instructorName: text("Instructor name", LIMITS.instructor),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS, { message: "Choose a difficulty level" }),
  durationMinutes: minutes("Total duration"),
  thumbnailUrl: text("Image URL", LIMITS.url),
  videos: z.array(videoSchema).max(LIMITS.videos, `At most ${LIMITS.videos} videos`),
  links: z.array(linkSchema).max(LIMITS.links, `At most ${LIMITS.links} links`),
});

/** One problem with a course: where (the form's field path) and the editor's message. */
export interface CourseFormProblem {
  path: (string | number)[];
  message: string;
}

/**
 * The rules across fields: addresses that must be of a kind, and a link's title. Written to take
 * a course whose fields may be wrong (each video and link is checked only when it parses), so
 * course import can list these problems beside the fields' own (issue #14).
 */
function crossFieldProblems(course: {
  thumbnailUrl?: unknown;
  videos?: unknown;
  links?: unknown;
}): CourseFormProblem[] {
  const problems: CourseFormProblem[] = [];
  // An image URL is http(s), or exactly the shape of one of our own uploads (issue #3): any
  // other relative path would point the site's pages at arbitrary paths of this site.
  const thumbnailUrl = typeof course.thumbnailUrl === "string" ? course.thumbnailUrl.trim() : "";
  if (thumbnailUrl && !isStoredThumbnailUrl(thumbnailUrl) && !isHttpUrl(thumbnailUrl)) {
    problems.push({
      path: ["thumbnailUrl"],
      message: "Image URL must start with http:// or https://",
    });
  }
  const videos = Array.isArray(course.videos) ? course.videos : [];
  videos.forEach((input, index) => {
    const parsed = videoSchema.safeParse(input);
    if (!parsed.success) return;
    const video = parsed.data;
    const name = `Video ${index + 1}${video.title ? ` ("${video.title}")` : ""}`;
    const link = parseYouTubeLink(video.youtubeUrl);
    if (link.kind !== "video") {
      problems.push({
        path: ["videos", index, "youtubeUrl"],
        message: `${name}: ${YOUTUBE_URL_PROBLEMS[link.kind]}`,
      });
    }
  });
  const links = Array.isArray(course.links) ? course.links : [];
  links.forEach((input, index) => {
    const parsed = linkSchema.safeParse(input);
    if (!parsed.success) return;
    const link = parsed.data;
    if (!isHttpUrl(link.url)) {
      problems.push({
        path: ["links", index, "url"],
        message: `Link ${index + 1}: the URL must start with http:// or https://`,
      });
    }
    if (!link.title) {
      problems.push({
        path: ["links", index, "title"],
        message: `Link ${index + 1}: enter a title`,
      });
    }
  });
  return problems;
}

export const courseFormSchema = courseFieldsSchema.superRefine((course, ctx) => {
  for (const problem of crossFieldProblems(course)) ctx.addIssue({ code: "custom", ...problem });
});

export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseForm = z.output<typeof courseFormSchema>;

export interface FormError {
  title: string;
  description: string;
}

function asRecord(input: unknown): Record<string, unknown> {
  return (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
}

/** Spec §5: title and category are required, with their own message. */
function missingRequired(record: Record<string, unknown>): ("title" | "category")[] {
  return (["title", "category"] as const).filter((field) => {
    const value = record[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

/**
 * Every problem with a course, each with its place, not only the first: the editor's rules and
 * messages for course import, which shows them all at once (issue #14). Empty when it is valid.
 */
export function courseFormProblems(input: unknown): CourseFormProblem[] {
  const record = { videos: [], links: [], ...asRecord(input) };
  const problems: CourseFormProblem[] = missingRequired(record).map((field) => ({
    path: [field],
    message: MISSING_FIELDS.description,
  }));
  const fields = courseFieldsSchema.safeParse(record);
  if (fields.success) return [...problems, ...crossFieldProblems(fields.data)];
  for (const issue of fields.error.issues) {
    problems.push({
      path: issue.path.filter((part) => typeof part !== "symbol"),
      message: issue.message,
    });
  }
  return [...problems, ...crossFieldProblems(record)];
}

/** Parses the editor's submission; the first problem becomes the error toast. */
export function parseCourseForm(
  input: unknown,
): { ok: true; course: CourseForm } | { ok: false; error: FormError } {
  const record = asRecord(input);
  if (missingRequired(record).length > 0) return { ok: false, error: MISSING_FIELDS };
  const result = courseFormSchema.safeParse({ videos: [], links: [], ...record });
  if (!result.success) {
    return {
      ok: false,
      error: {
        title: "Error saving course",
        description: result.error.issues[0]?.message ?? "Invalid course",
      },
    };
  }
  return { ok: true, course: result.data };
}

/** The editor's category options: the spec's five, plus a stored value outside them. */
export function categoryOptions(current: string): string[] {
  const options: string[] = [...EDITOR_CATEGORIES];
  if (current && !options.includes(current)) options.push(current);
  return options;
}
