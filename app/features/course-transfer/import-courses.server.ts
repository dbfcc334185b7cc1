// Course import (issue #14): a ZIP made by the export (docs/course-export-format.md) becomes new
// draft courses with new ids, or nothing at all. Every course goes through the editor's own rules
// and messages (courseFormProblems) and every image through the upload's (storeThumbnailImage:
// real type, size, dimensions, re-encoded into every width under a new random name, never stored
// as it came). All problems are collected, each with its place in the file, before anything is
// written; then one transaction creates every course. Decision 0024.
import { setImmediate as nextTurn } from "node:timers/promises";
import { recordAdminAction, type AuditOrigin } from "~/.server/audit/record-admin-action";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { adminTranslator, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import { isLocale } from "~/i18n/locales";
import { insertLinks } from "~/.server/db/repositories/course-links";
import { insertCourse } from "~/.server/db/repositories/courses";
import { insertLessons } from "~/.server/db/repositories/lessons";
import { findMediaFiles } from "~/.server/db/repositories/media";
import { insertQuizQuestions } from "~/.server/db/repositories/quiz-questions";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import { removeThumbnailIfUnused } from "~/.server/storage/thumbnail-cleanup";
import { MAX_THUMBNAIL_BYTES, storeThumbnailImage } from "~/.server/thumbnails/store-thumbnail";
import { adminCourseTitle } from "~/lib/admin-audit";
import {
  courseFormProblems,
  parseCourseForm,
  type CourseFormProblem,
} from "~/lib/course/course-form";
import { flatTextKey, foldFlatCourseTexts } from "~/lib/course/flat-texts";
import { isStoredThumbnailUrl } from "~/lib/stored-thumbnail-url";
import { ImportZip, entryPlace, type ImportProblem } from "./import-zip.server";
import {
  IMPORT_LIMITS,
  LAST_FLAT_TEXT_VERSION,
  MANIFEST_FORMAT,
  MANIFEST_PATH,
  MANIFEST_VERSION,
  READABLE_MANIFEST_VERSIONS,
} from "./manifest";
import { manifestShapeProblems, ProblemList } from "./manifest-shape";
import { receiveImportUpload } from "./receive-import-upload.server";

export type { ImportProblem };

/** A course the import created: what an audit log records (who is the caller's to add). */
export interface ImportedCourse {
  /** The new course's id. */
  id: string;
  title: string;
  /** Its id in the exporting site, as the manifest gave it. */
  sourceId: string | null;
}

export type ImportResult =
  | { ok: true; courses: ImportedCourse[]; thumbnails: number }
  | {
      ok: false;
      status: 400 | 413 | 422 | 500;
      title: string;
      /** The first IMPORT_LIMITS.listedProblems problems found. */
      problems: ImportProblem[];
      /** How many more were found and not listed (issue #26); absent when none. */
      more?: number;
    };

const IMPORT_FAILED = "Import failed";

function refused(
  status: 400 | 413 | 422 | 500,
  found: ImportProblem[] | ProblemList,
): Extract<ImportResult, { ok: false }> {
  const list = found instanceof ProblemList ? found : new ProblemList();
  if (list !== found) list.add(...(found as ImportProblem[]));
  const problems = list.listed;
  return list.more > 0
    ? { ok: false, status, title: IMPORT_FAILED, problems, more: list.more }
    : { ok: false, status, title: IMPORT_FAILED, problems };
}

/**
 * Receives the uploaded ZIP (multipart field "file") and imports it. The caller must have checked
 * the admin session. Never throws; the temporary file is always removed.
 */
export async function importCoursesFromRequest(
  db: Database,
  storage: Storage,
  request: Request,
  by: AuditOrigin,
  log: Logger,
  /** The administrator's language for the upload's refusal (issue #27); English by default. */
  { t }: AdminTranslator = adminTranslator("en"),
): Promise<ImportResult> {
  const received = await receiveImportUpload(request);
  if (!received.ok) {
    const message = t(`import.${received.refusal}`, {
      max: IMPORT_LIMITS.fileBytes / 1024 / 1024,
    });
    return refused(received.status, [{ place: "file", message }]);
  }
  try {
    return await importCoursesFromZip(db, storage, received.path, by, log);
  } finally {
    await received.cleanup();
  }
}

/** "1, 2 and 3". */
const READABLE_VERSIONS = `${READABLE_MANIFEST_VERSIONS.slice(0, -1).join(", ")} and ${READABLE_MANIFEST_VERSIONS.at(-1)}`;

/** The manifest's envelope: problems here mean the file is not one we can read at all. */
function envelopeProblems(manifest: unknown): ImportProblem[] {
  const place = MANIFEST_PATH;
  if (typeof manifest !== "object" || manifest === null || Array.isArray(manifest)) {
    return [{ place, message: "must be a JSON object" }];
  }
  const { format, version, courses } = manifest as Record<string, unknown>;
  if (format !== MANIFEST_FORMAT) {
    return [
      {
        place: `${place} format`,
        message: `this is not a course export of this site (expected "${MANIFEST_FORMAT}", found ${JSON.stringify(format ?? null)})`,
      },
    ];
  }
  if (typeof version === "number" && Number.isInteger(version) && version > MANIFEST_VERSION) {
    return [
      {
        place: `${place} version`,
        message: `this file is version ${version}; this site reads versions ${READABLE_VERSIONS}. Update the site, then import it again`,
      },
    ];
  }
  if (typeof version !== "number" || !READABLE_MANIFEST_VERSIONS.includes(version)) {
    return [
      {
        place: `${place} version`,
        message: `unknown version ${JSON.stringify(version ?? null)} (this site reads versions ${READABLE_VERSIONS})`,
      },
    ];
  }
  if (!Array.isArray(courses)) return [{ place: `${place} courses`, message: "must be a list" }];
  if (courses.length === 0) {
    return [{ place: `${place} courses`, message: "the file holds no course" }];
  }
  if (courses.length > IMPORT_LIMITS.courses) {
    return [
      {
        place: `${place} courses`,
        message: `${courses.length} courses; at most ${IMPORT_LIMITS.courses} per import`,
      },
    ];
  }
  return [];
}

/**
 * `courses[2].lessons[0].youtubeUrl`: the editor's `videos` are the manifest's `lessons`. A text's
 * language is named as the file spells it: `title.fr`, or its flat key (flatTextKey) in a file
 * of a version that had one key per language.
 */
function placeOf(index: number, path: CourseFormProblem["path"], flatTexts: boolean): string {
  let place = `courses[${index}]`;
  path.forEach((part, position) => {
    const previous = path[position - 1];
    if (typeof part === "number") place += `[${part}]`;
    else if (flatTexts && isLocale(part) && typeof previous === "string") {
      place = place.slice(0, place.length - previous.length) + flatTextKey(previous, part);
    } else place += `.${position === 0 && part === "videos" ? "lessons" : part}`;
  });
  return place;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A manifest lesson as the editor's video: no ids, neither the lesson's nor its questions' and
 * options' (an import makes new ones); no quiz in a version 1 file.
 */
function videoInputOf(lesson: unknown) {
  if (!isRecord(lesson)) return lesson;
  const questions = Array.isArray(lesson.questions)
    ? lesson.questions.map((question: unknown) =>
        isRecord(question)
          ? {
              ...question,
              id: undefined,
              options: Array.isArray(question.options)
                ? question.options.map((option: unknown) =>
                    isRecord(option) ? { ...option, id: undefined } : option,
                  )
                : question.options,
            }
          : question,
      )
    : (lesson.questions ?? []);
  return { ...lesson, id: undefined, questions };
}

/** What the editor would be given for this manifest course. */
function editorInputOf(course: Record<string, unknown>) {
  return {
    // A language absent from the file (French, from files made before issue #15): the editor's
    // rules read a missing text as "".
    title: course.title,
    description: course.description,
    category: course.category,
    instructorName: course.instructorName,
    difficultyLevel: course.difficultyLevel,
    durationMinutes: course.durationMinutes,
    thumbnailUrl: course.thumbnailUrl,
    // Absent from version 1 files: the column's default (70) on insert.
    passMark: course.passMark,
    // The editor's lesson list carries ids to keep (editing); an import keeps none.
    videos: Array.isArray(course.lessons)
      ? course.lessons.map(videoInputOf)
      : (course.lessons ?? []),
    links: course.links ?? [],
  };
}

interface PlannedCourse {
  index: number;
  input: ReturnType<typeof editorInputOf>;
  thumbnailFile: string | null;
  sourceId: string | null;
}

/** The problems of one course, and what to create when there are none. */
function checkCourse(
  zip: ImportZip,
  storage: Storage,
  given: unknown,
  index: number,
  version: number,
): { problems: ImportProblem[]; planned: PlannedCourse } {
  // Files of versions 1 and 2 spell each text as one key per language: read in today's shape.
  const flatTexts = version <= LAST_FLAT_TEXT_VERSION;
  const raw = flatTexts ? foldFlatCourseTexts(given, "lessons") : given;
  const course = (
    typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}
  ) as Record<string, unknown>;
  const input = editorInputOf(course);
  const planned: PlannedCourse = { index, input, thumbnailFile: null, sourceId: null };
  if (course !== raw) {
    return { problems: [{ place: `courses[${index}]`, message: "must be an object" }], planned };
  }
  const problems = courseFormProblems(input).map((problem) => ({
    place: placeOf(index, problem.path, flatTexts),
    message: problem.message,
  }));

  const { thumbnailFile, id } = course;
  if (typeof id === "string" && id.length <= 64) planned.sourceId = id;
  const place = `courses[${index}].thumbnailFile`;
  if (typeof thumbnailFile === "string" && thumbnailFile !== "") {
    if (!zip.files.has(thumbnailFile)) {
      problems.push({ place, message: `${JSON.stringify(thumbnailFile)} is not in the ZIP` });
    } else {
      planned.thumbnailFile = thumbnailFile;
    }
    if (typeof course.thumbnailUrl === "string" && course.thumbnailUrl.trim() !== "") {
      problems.push({
        place: `courses[${index}].thumbnailUrl`,
        message: "give an image address or an image file in the ZIP, not both",
      });
    }
  } else if (thumbnailFile !== undefined && thumbnailFile !== null && thumbnailFile !== "") {
    problems.push({ place, message: "must be the path of an image in the ZIP, or null" });
  }
  // Our own upload addresses name files of the site that made them: an image of that kind must
  // travel in the ZIP, as the export writes it, or this site's pages would point at nothing (or
  // at an unrelated file of ours).
  const url = typeof course.thumbnailUrl === "string" ? course.thumbnailUrl.trim() : "";
  if (
    url &&
    (isStoredThumbnailUrl(url, storage.urlPrefix(THUMBNAIL_BUCKET)) || storage.locate(url))
  ) {
    problems.push({
      place: `courses[${index}].thumbnailUrl`,
      message:
        "an uploaded image must be in the ZIP (thumbnailFile), not an address of its storage",
    });
  }
  return { problems, planned };
}

/** Imports the ZIP at `path`. The caller must have checked the admin session. Never throws. */
export async function importCoursesFromZip(
  db: Database,
  storage: Storage,
  path: string,
  by: AuditOrigin,
  log: Logger,
  now = new Date(),
): Promise<ImportResult> {
  const opened = await ImportZip.open(path);
  if (!opened.ok) return refused(400, opened.problems);
  const zip = opened.zip;
  // URLs of the images stored so far: removed again unless the courses that show them commit.
  const stored = new Map<string, string>();
  let committed = false;
  try {
    if (!zip.files.has(MANIFEST_PATH)) {
      return refused(400, [
        { place: MANIFEST_PATH, message: "is missing: this is not a course export" },
      ]);
    }
    const read = await zip.read(MANIFEST_PATH, IMPORT_LIMITS.manifestBytes);
    if (!read.ok) return refused(400, [bombOrDamage(MANIFEST_PATH, read)]);
    let manifest: unknown;
    try {
      manifest = JSON.parse(read.bytes.toString("utf8"));
    } catch (error) {
      const detail = error instanceof Error ? ` (${error.message})` : "";
      return refused(400, [{ place: MANIFEST_PATH, message: `is not valid JSON${detail}` }]);
    }
    const envelope = envelopeProblems(manifest);
    if (envelope.length > 0) return refused(400, envelope);

    const problems = new ProblemList();
    const planned: PlannedCourse[] = [];
    const { courses: given, version } = manifest as { courses: unknown[]; version: number };
    // Counts and text sizes first (issue #26): a file over them is refused before any course goes
    // through the editor's rules, whose work (and problems) would grow with what the file asks.
    await manifestShapeProblems(given, problems);
    if (problems.size > 0) return refused(422, problems);
    for (const [index, raw] of given.entries()) {
      const checked = checkCourse(zip, storage, raw, index, version);
      problems.add(...checked.problems);
      planned.push(checked.planned);
      // One course is bounded work (the limits above); other requests are served between two.
      await nextTurn();
    }

    // Every image the courses name, once each, through the upload's checks. They are stored as
    // they pass (the only way through those checks) and removed below unless the import commits.
    const imageProblems = new Map<string, ImportProblem>();
    for (const course of planned) {
      const file = course.thumbnailFile;
      if (!file || stored.has(file) || imageProblems.has(file)) continue;
      const place = `courses[${course.index}].thumbnailFile ${JSON.stringify(file)}`;
      const bytes = await zip.read(file, MAX_THUMBNAIL_BYTES);
      if (!bytes.ok) {
        imageProblems.set(
          file,
          bytes.reason === "too-large"
            ? { place, message: "Please select an image smaller than 5MB" }
            : bombOrDamage(file, bytes),
        );
        continue;
      }
      const result = await storeThumbnailImage(storage, bytes.bytes, log);
      if (result.status === 201) stored.set(file, result.url);
      else imageProblems.set(file, { place, message: result.description });
    }
    problems.add(...imageProblems.values());
    if (problems.size > 0) return refused(422, problems);

    const courses = await db.transaction().execute(async (trx) => {
      const created: ImportedCourse[] = [];
      for (const course of planned) {
        const parsed = parseCourseForm(course.input);
        // Checked above with the same rules; a failure here would be a bug, and rolls back.
        if (!parsed.ok) throw new Error(`courses[${course.index}]: ${parsed.error.description}`);
        const form = parsed.course;
        const id = await insertCourse(trx, {
          title: form.title,
          description: form.description,
          thumbnailUrl: course.thumbnailFile
            ? (stored.get(course.thumbnailFile) ?? "")
            : form.thumbnailUrl,
          category: form.category,
          difficultyLevel: form.difficultyLevel,
          durationMinutes: form.durationMinutes,
          instructorName: form.instructorName,
          passMark: form.passMark,
          // Issue #14: imported courses arrive as drafts, whatever they were where they came from.
          isPublished: false,
          // A millisecond apart, in the file's order: the next export lists them in that order.
          createdAt: new Date(now.getTime() + course.index),
        });
        // An uploaded lesson's file (issue #28) stays on the site it was uploaded to: a file from
        // this site (a course exported and imported here again) is kept; one from elsewhere
        // leaves the lesson without a video, which the editor then asks for.
        const mediaHere = new Set(
          (
            await findMediaFiles(
              trx,
              form.videos.flatMap((video) => (video.mediaId ? [video.mediaId] : [])),
            )
          ).map((file) => file.id),
        );
        const lessonIds = await insertLessons(
          trx,
          id,
          form.videos.map((video) => {
            const mediaId = video.mediaId && mediaHere.has(video.mediaId) ? video.mediaId : null;
            return {
              title: video.title,
              description: video.description,
              youtubeUrl: video.mediaId ? "" : video.youtubeUrl,
              durationMinutes: video.durationMinutes,
              mediaId,
            };
          }),
        );
        // Each lesson's quiz (version 2), with new ids for its questions and options.
        let questions = 0;
        for (const [position, video] of form.videos.entries()) {
          const lessonId = lessonIds[position];
          if (!lessonId || video.questions.length === 0) continue;
          await insertQuizQuestions(
            trx,
            lessonId,
            video.questions.map(({ id: _id, options, ...question }) => ({
              ...question,
              options: options.map((option) => ({ ...option, id: "" })),
            })),
          );
          questions += video.questions.length;
        }
        await insertLinks(trx, id, form.links);
        // The title learners see (Arabic first), as every course entry records it.
        const title = adminCourseTitle(form);
        // Its audit entry in the same transaction (issue #14 part 6): the import and its record
        // commit together.
        await recordAdminAction(trx, {
          ...by,
          action: "course.import",
          courseId: id,
          courseTitle: title,
          details: {
            sourceId: course.sourceId ?? null,
            lessons: form.videos.length,
            ...(questions > 0 ? { questions } : {}),
          },
        });
        created.push({ id, title, sourceId: course.sourceId });
      }
      return created;
    });
    committed = true;
    return { ok: true, courses, thumbnails: stored.size };
  } catch (error) {
    log.error({ err: error, event: "course_import_failed" }, "Course import failed");
    const message = error instanceof Error ? error.message : String(error);
    return refused(500, [{ place: "database", message }]);
  } finally {
    zip.close();
    if (!committed) {
      for (const url of stored.values()) {
        await removeThumbnailIfUnused(db, storage, url).catch((error: unknown) =>
          log.error(
            { err: error, event: "course_import_cleanup_failed" },
            "Could not remove an image of a failed import",
          ),
        );
      }
    }
  }
}

function bombOrDamage(
  name: string,
  read: { reason: "too-large" | "bomb" | "damaged"; message: string },
): ImportProblem {
  return {
    place: entryPlace(name),
    message:
      read.reason === "damaged"
        ? `could not be read: ${read.message}`
        : `refused as a possible ZIP bomb: ${read.message}`,
  };
}
