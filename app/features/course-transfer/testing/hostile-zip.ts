// The hostile import of issue #26: a small ZIP (about 780 KB) whose manifest, stored rather than
// deflated so that no compression ratio gives it away, names 10 courses of 20,000 empty lessons.
// Before the import's limits were checked on the raw manifest, it listed 200,000 problems (a
// 58 MB page) and held the server's event loop for seconds. Shared by the tests and
// `npm run bench:import`.
import { rawZip } from "./raw-zip";

export const HOSTILE_COURSES = 10;
export const HOSTILE_LESSONS_PER_COURSE = 20_000;

/** The manifest of the hostile ZIP, as JSON text. */
export function hostileManifest(
  courses = HOSTILE_COURSES,
  lessonsPerCourse = HOSTILE_LESSONS_PER_COURSE,
): string {
  const lessons = `[${Array.from({ length: lessonsPerCourse }, () => "{}").join(",")}]`;
  const course = `{"title":{"ar":"","fr":"","en":"x"},"category":"x","difficultyLevel":"beginner","lessons":${lessons}}`;
  return `{"format":"maarifa-courses","version":3,"exportedAt":"2026-11-28T00:00:00.000Z","courses":[${Array.from({ length: courses }, () => course).join(",")}]}`;
}

/** The hostile ZIP: its manifest stored (method 0), nothing else. */
export function hostileZip(
  courses = HOSTILE_COURSES,
  lessonsPerCourse = HOSTILE_LESSONS_PER_COURSE,
): Buffer {
  return rawZip([
    { name: "manifest.json", data: hostileManifest(courses, lessonsPerCourse), method: 0 },
  ]);
}
