import { localizedText } from "~/lib/localized-text";
import { countCourses, insertCourse } from "../repositories/courses";
import { insertLinks } from "../repositories/course-links";
import { insertLessons } from "../repositories/lessons";
import { insertQuizQuestions } from "../repositories/quiz-questions";
import type { Database } from "../schema";
import { demoCourses } from "./demo-courses";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Seeds the demo courses into an empty database, in one transaction so a crash never leaves
 * half a catalogue. Returns how many courses were added (0 when the database had any).
 */
export async function seedDemoContent(db: Database, now = new Date()): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if ((await countCourses(trx)) > 0) return 0;
    for (const [index, demo] of demoCourses.entries()) {
      const courseId = await insertCourse(trx, {
        title: localizedText(demo.title),
        description: localizedText(demo.description),
        thumbnailUrl: "",
        category: demo.category,
        difficultyLevel: demo.difficulty_level,
        durationMinutes: demo.duration_minutes,
        instructorName: demo.instructor_name,
        isPublished: demo.is_published,
        // The first demo course is the newest, so the catalogue reads in the listed order.
        createdAt: new Date(now.getTime() - index * DAY_MS),
      });
      const lessonIds = await insertLessons(
        trx,
        courseId,
        demo.lessons.map((lesson) => ({
          title: localizedText(lesson.title),
          description: localizedText(lesson.description),
          youtubeUrl: lesson.youtube_url,
          durationMinutes: lesson.duration_minutes,
          mediaId: null,
        })),
      );
      await insertLinks(
        trx,
        courseId,
        demo.links.map((link) => ({ ...link, title: localizedText({ en: link.title }) })),
      );
      for (const [position, lesson] of demo.lessons.entries()) {
        const lessonId = lessonIds[position];
        if (!lesson.quiz || !lessonId) continue;
        await insertQuizQuestions(
          trx,
          lessonId,
          lesson.quiz.map((question) => ({
            text: localizedText(question.text),
            explanation: localizedText(question.explanation),
            options: question.options.map((option) => ({
              id: "",
              text: localizedText(option.text),
              correct: option.correct,
            })),
          })),
        );
      }
    }
    return demoCourses.length;
  });
}
