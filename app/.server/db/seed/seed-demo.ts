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
        title: demo.title,
        titleAr: demo.title_ar,
        description: demo.description,
        descriptionAr: demo.description_ar,
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
          title: lesson.title,
          titleAr: lesson.title_ar,
          description: lesson.description,
          descriptionAr: lesson.description_ar,
          youtubeUrl: lesson.youtube_url,
          durationMinutes: lesson.duration_minutes,
        })),
      );
      await insertLinks(trx, courseId, demo.links);
      for (const [position, lesson] of demo.lessons.entries()) {
        const lessonId = lessonIds[position];
        if (!lesson.quiz || !lessonId) continue;
        await insertQuizQuestions(
          trx,
          lessonId,
          lesson.quiz.map((question) => ({
            text: question.text,
            textAr: question.text_ar,
            textFr: "",
            explanation: question.explanation,
            explanationAr: question.explanation_ar,
            explanationFr: "",
            options: question.options.map((option) => ({
              id: "",
              text: option.text,
              textAr: option.text_ar,
              textFr: "",
              correct: option.correct,
            })),
          })),
        );
      }
    }
    return demoCourses.length;
  });
}
