// Data and sessions that HTTP tests of hostile input share (hardening, fuzzing): a published
// course with one lesson, and the administrator's session cookie, made the way a browser gets it.
import { insertCourse } from "~/.server/db/repositories/courses";
import { findLessonsByCourseId, insertLessons } from "~/.server/db/repositories/lessons";
import type { Database } from "~/.server/db/schema";
import { testCourse } from "~/.server/db/testing/test-course";
import { ADMIN_SESSION_COOKIE } from "~/features/admin-auth/admin-session.server";
import { localizedText } from "~/lib/localized-text";

/** A published course ("Budgeting") with one lesson. */
export async function insertCourseWithLesson(
  db: Database,
): Promise<{ courseId: string; lessonId: string }> {
  const courseId = await insertCourse(
    db,
    testCourse({ title: localizedText({ en: "Budgeting" }), isPublished: true }),
  );
  await insertLessons(db, courseId, [
    {
      title: localizedText({ en: "One", ar: "الأول" }),
      description: localizedText({}),
      youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      durationMinutes: 10,
    },
  ]);
  const [lesson] = await findLessonsByCourseId(db, courseId);
  if (!lesson) throw new Error("the lesson was not stored");
  return { courseId, lessonId: lesson.id };
}

/** `name=value` of the cookie `name` a response sets, or "". */
export function cookieFrom(res: Response, name: string): string {
  return (
    res.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0] ?? ""
  );
}

/** Signs in at the admin gate over plain http and returns the session cookie's `name=value`. */
export async function adminSessionCookie(base: string, password: string): Promise<string> {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ password }),
    redirect: "manual",
  });
  const cookie = cookieFrom(res, ADMIN_SESSION_COOKIE);
  if (!cookie) throw new Error(`the admin gate answered ${res.status} without a session`);
  return cookie;
}
