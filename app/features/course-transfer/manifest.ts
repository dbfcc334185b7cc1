// The course export format (issue #14, docs/course-export-format.md): a ZIP holding manifest.json
// and the courses' uploaded thumbnails. Shared by export and import, and safe on both sides (the
// import page shows the limits).
import { LIMITS } from "~/lib/course/course-form";
import { MAX_OPTIONS } from "~/lib/course/quiz";
import type { LocalizedText } from "~/lib/localized-text";

/** What `format` says in every manifest this site writes; anything else is not ours. */
export const MANIFEST_FORMAT = "maarifa-courses";
/**
 * The version this code writes; it reads this one and every older one. Raise it when a reader of
 * the previous version would misread a new file: quizzes (issue #16) made version 2, because a
 * version 1 site would import the courses without them; one `{ ar, fr, en }` value per text
 * (issue #25) made version 3, because a version 2 site would find none of its texts. A file of a
 * newer version is refused with a message saying so, never half-read. Optional translations added
 * to a version (the French text, issue #15) do not raise it: see the format's "Compatibility"
 * section.
 */
export const MANIFEST_VERSION = 3;
/**
 * The versions this code reads: version 1 files are courses without quizzes; versions 1 and 2
 * spell each text as one key per language (folded on reading: app/lib/course/flat-texts.ts).
 */
export const READABLE_MANIFEST_VERSIONS: readonly number[] = [1, 2, 3];
/** The last version that spelled a text as one key per language. */
export const LAST_FLAT_TEXT_VERSION = 2;
/** The manifest's path inside the ZIP. */
export const MANIFEST_PATH = "manifest.json";
/** Thumbnails sit in this folder of the ZIP, named by the course's position (`thumbnails/1.webp`). */
export const THUMBNAILS_FOLDER = "thumbnails";

/**
 * A text is one value with every language of the site (version 3); a reader takes a missing
 * language as "" (docs/course-export-format.md, "Compatibility"). This site always writes them all.
 */
export interface ManifestLesson {
  title: LocalizedText;
  description: LocalizedText;
  /** "" for an uploaded lesson. */
  youtubeUrl: string;
  /**
   * An uploaded lesson's file on the site that exported it (issue #28); absent for a YouTube
   * lesson. Only that site can use it: elsewhere the lesson is imported without a video.
   */
  mediaId?: string;
  durationMinutes: number;
  /** The lesson's quiz in order (version 2, issue #16); absent from version 1 files: none. */
  questions: ManifestQuestion[];
}

/**
 * A quiz question under the editor's names; no ids (an import makes new ones). Its options in
 * order, one or more `correct`.
 */
export interface ManifestQuestion {
  text: LocalizedText;
  explanation: LocalizedText;
  options: { text: LocalizedText; correct: boolean }[];
}

export interface ManifestLink {
  /** Links have no Arabic title (spec §9): `ar` is written "" and not read. */
  title: LocalizedText;
  url: string;
  description: string;
}

/** One course: every field of the editor, in the editor's names, plus where its image is. */
export interface ManifestCourse {
  /** The exporting site's id, for the reader's reference; an import always makes new ids. */
  id: string;
  /** Whether it was published where it came from; an import always makes drafts. */
  isPublished: boolean;
  title: LocalizedText;
  description: LocalizedText;
  category: string;
  instructorName: string;
  difficultyLevel: string;
  durationMinutes: number;
  /** The share of right answers (%) that passes its quizzes (version 2); absent: 70. */
  passMark: number;
  /** An image address on another site (http/https), or "" (none, or the image is a file below). */
  thumbnailUrl: string;
  /** The path inside the ZIP of the course's uploaded image, or null. */
  thumbnailFile: string | null;
  /** In the course's order. */
  lessons: ManifestLesson[];
  /** In the course's order. */
  links: ManifestLink[];
}

export interface CourseManifest {
  format: typeof MANIFEST_FORMAT;
  version: typeof MANIFEST_VERSION;
  /** When the file was made (ISO-8601, UTC). */
  exportedAt: string;
  /** Oldest first, so an import recreates them in the same order. */
  courses: ManifestCourse[];
}

const MB = 1024 * 1024;

/**
 * What an import accepts (decision 0024). The file is written to a temporary file as it arrives
 * and refused with 413 past IMPORT_MAX_FILE_BYTES; nothing is inflated past the other limits.
 * The counts and text sizes (issue #26) are checked on the manifest as read, before any course is
 * checked, so that a small file cannot ask for unbounded work: an import never accepts what the
 * course editor refuses (its LIMITS), and a whole file never holds more than `lessons` lessons.
 */
export const IMPORT_LIMITS = {
  /** The ZIP itself. */
  fileBytes: 100 * MB,
  /** Entries in the ZIP (a course has at most one image, plus the manifest and folders). */
  entries: 5000,
  /** Courses in one manifest. */
  courses: 2000,
  /** Lessons in one course: the editor's limit. */
  lessonsPerCourse: LIMITS.videos,
  /** Lessons in the whole file (2,000 courses of 25 lessons on average). */
  lessons: 50_000,
  /** Questions in one lesson's quiz, options in one question, links in one course: the editor's. */
  questionsPerLesson: LIMITS.questions,
  optionsPerQuestion: MAX_OPTIONS,
  linksPerCourse: LIMITS.links,
  /** Characters in any one text of the manifest: the editor's longest text (a description). */
  textChars: Math.max(LIMITS.description, LIMITS.url, LIMITS.explanation),
  /** Problems listed in a refusal; the rest are counted ("and 19,980 more"). */
  listedProblems: 100,
  /** manifest.json, inflated (a course of 200 long lessons is about 1 MB of JSON). */
  manifestBytes: 32 * MB,
  /** Every entry's declared size added up, and every byte actually inflated. */
  totalUncompressedBytes: 256 * MB,
  /** An entry over 1 MB may expand at most this many times (text and images expand far less). */
  compressionRatio: 200,
  compressionRatioFromBytes: MB,
} as const;

/** The request that carries the file: the file and a few KB of multipart framing. */
export const IMPORT_MAX_REQUEST_BYTES = IMPORT_LIMITS.fileBytes + 64 * 1024;

/** The form field the import page sends the ZIP in. */
export const IMPORT_FILE_FIELD = "file";
