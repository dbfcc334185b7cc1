// Course export (issue #14): one course or all of them as a ZIP of manifest.json and their
// uploaded thumbnails (docs/course-export-format.md). The ZIP is streamed as it is made: the
// courses' text is read in one snapshot and kept in memory (it is the manifest), but images go
// from storage to the response one at a time and are never held whole. Decision 0024.
import type { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import yazl, { type ZipFile } from "yazl";
import { isSqlite } from "~/.server/db/create-database";
import { findLinksByCourseIds } from "~/.server/db/repositories/course-links";
import { findAllCourses, findCourseById } from "~/.server/db/repositories/courses";
import { findLessonsByCourseIds } from "~/.server/db/repositories/lessons";
import { findQuestionsByLessonIds } from "~/.server/db/repositories/quiz-questions";
import type { Database } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { THUMBNAIL_BUCKET, type Storage } from "~/.server/storage/storage";
import type { Course, CourseLink, Lesson } from "~/lib/course/course";
import type { QuizQuestion } from "~/lib/course/quiz";
import {
  MANIFEST_FORMAT,
  MANIFEST_PATH,
  MANIFEST_VERSION,
  THUMBNAILS_FOLDER,
  type CourseManifest,
  type ManifestCourse,
} from "./manifest";

export interface CourseExport {
  /** `maarifa-courses-2026-11-23.zip`, or `maarifa-course-<id>-2026-11-23.zip` for one. */
  fileName: string;
  /** The ZIP's bytes as they are made; read it to its end (or destroy it) once started. */
  stream: Readable;
  /** How many courses it holds. */
  courses: number;
}

interface CourseWithContent {
  course: Course;
  lessons: Lesson[];
  links: CourseLink[];
  /** Each lesson's quiz, by lesson id. */
  quizzes: Map<string, QuizQuestion[]>;
}

/** Courses, lessons, quizzes and links as one consistent picture, even while an editor saves. */
async function readCourses(db: Database, courseId: string | null): Promise<CourseWithContent[]> {
  const read = async (trx: Database) => {
    let courses: Course[];
    if (courseId === null) {
      // Oldest first (the dashboard's order reversed): the order an import recreates them in.
      courses = (await findAllCourses(trx)).reverse();
    } else {
      const course = await findCourseById(trx, courseId);
      courses = course ? [course] : [];
    }
    const ids = courses.map((course) => course.id);
    const [lessons, links] = await Promise.all([
      findLessonsByCourseIds(trx, ids),
      findLinksByCourseIds(trx, ids),
    ]);
    const quizzes = await findQuestionsByLessonIds(
      trx,
      [...lessons.values()].flat().map((lesson) => lesson.id),
    );
    return courses.map((course) => ({
      course,
      lessons: lessons.get(course.id) ?? [],
      links: links.get(course.id) ?? [],
      quizzes,
    }));
  };
  // SQLite reads inside a transaction from one snapshot already; PostgreSQL's default (read
  // committed) takes a new one per statement, so a course saved between two reads could lose its
  // lessons in the file.
  if (isSqlite(db)) return db.transaction().execute(read);
  return db.transaction().setIsolationLevel("repeatable read").execute(read);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The export of every course (`courseId` null) or of one, or null when that one does not exist.
 * The caller must have checked the admin session. Storage errors after the stream has started
 * end it early (the download fails rather than delivering a ZIP with silent holes).
 */
export async function exportCourses(
  db: Database,
  storage: Storage,
  courseId: string | null,
  log: Logger,
  now = new Date(),
): Promise<CourseExport | null> {
  const courses = await readCourses(db, courseId);
  if (courseId !== null && courses.length === 0) return null;

  // Each uploaded image travels once, named by the position of the first course that shows it
  // (stable from one export to the next, unlike our random storage names); addresses elsewhere
  // stay addresses.
  const fileOfKey = new Map<string, string>();
  const thumbnails = courses.map(({ course }, index) => {
    const located = course.thumbnailUrl ? storage.locate(course.thumbnailUrl) : null;
    if (!located || located.bucket !== THUMBNAIL_BUCKET) return null;
    let file = fileOfKey.get(located.key);
    if (!file) {
      const extension = /\.([a-z0-9]+)$/i.exec(located.key)?.[1]?.toLowerCase() ?? "bin";
      file = `${THUMBNAILS_FOLDER}/${index + 1}.${extension}`;
      fileOfKey.set(located.key, file);
    }
    return { key: located.key, file };
  });

  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const fail = (error: unknown) => {
    log.error(
      { err: error, event: "course_export_failed" },
      "Course export failed while streaming",
    );
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  };
  zip.on("error", fail);
  writeEntries(zip, storage, courses, thumbnails, fileOfKey, now, log).catch(fail);
  const fileName =
    courseId === null
      ? `maarifa-courses-${day(now)}.zip`
      : `maarifa-course-${courseId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 36)}-${day(now)}.zip`;
  return { fileName, stream: output, courses: courses.length };
}

async function writeEntries(
  zip: ZipFile,
  storage: Storage,
  courses: CourseWithContent[],
  thumbnails: ({ key: string; file: string } | null)[],
  fileOfKey: Map<string, string>,
  now: Date,
  log: Logger,
) {
  let stopped = false;
  let current: Readable | null = null;
  // The client went away: stop reading storage at once rather than wait on a stream nobody drains.
  (zip.outputStream as Readable).once("close", () => {
    stopped = true;
    current?.destroy();
  });

  const missing = new Set<string>();
  for (const [key, file] of fileOfKey) {
    if (stopped) return;
    const source = await storage.read(THUMBNAIL_BUCKET, key);
    if (!source) {
      // A course pointing at a file that is gone shows no image today either; say so in the log.
      log.warn(
        { event: "course_export_thumbnail_missing", key },
        `Course export: thumbnail ${key} is not in storage; exported without it`,
      );
      missing.add(file);
      continue;
    }
    current = source;
    // Images are compressed already: stored, not deflated again.
    zip.addReadStream(source, file, { mtime: now, compress: false });
    // One file at a time: the next is opened only once this one has gone into the ZIP.
    await finished(source);
    current = null;
  }
  if (stopped) return;

  const manifest: CourseManifest = {
    format: MANIFEST_FORMAT,
    version: MANIFEST_VERSION,
    exportedAt: now.toISOString(),
    courses: courses.map(({ course, lessons, links, quizzes }, index): ManifestCourse => {
      const thumbnail = thumbnails[index];
      const file = thumbnail && !missing.has(thumbnail.file) ? thumbnail.file : null;
      return {
        id: course.id,
        isPublished: course.isPublished,
        title: course.title,
        description: course.description,
        category: course.category,
        instructorName: course.instructorName,
        difficultyLevel: course.difficultyLevel,
        durationMinutes: course.durationMinutes,
        passMark: course.passMark,
        thumbnailUrl: thumbnail ? "" : course.thumbnailUrl,
        thumbnailFile: file,
        lessons: lessons.map((lesson) => ({
          title: lesson.title,
          description: lesson.description,
          youtubeUrl: lesson.youtubeUrl,
          // An uploaded lesson's file (issue #28) stays on this site: its id only, which an
          // import here keeps and an import elsewhere cannot use (the lesson then has no video).
          ...(lesson.mediaId ? { mediaId: lesson.mediaId } : {}),
          durationMinutes: lesson.durationMinutes,
          // Without ids: they are this site's; an import makes its own.
          questions: (quizzes.get(lesson.id) ?? []).map((question) => ({
            text: question.text,
            explanation: question.explanation,
            options: question.options.map(({ text, correct }) => ({ text, correct })),
          })),
        })),
        links: links.map((link) => ({
          title: link.title,
          url: link.url,
          description: link.description,
        })),
      };
    }),
  };
  // Last, so that it names only the images that made it into the ZIP.
  zip.addBuffer(Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), MANIFEST_PATH, {
    mtime: now,
  });
  zip.end();
}
