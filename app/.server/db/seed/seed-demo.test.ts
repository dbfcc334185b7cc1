import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../testing/test-databases";
import { testDatabaseForSuite } from "../testing/suite-database";
import { countCourses, findPublishedCourses } from "../repositories/courses";
import { findLessonsByCourseId } from "../repositories/lessons";
import { findQuestionsByLessonIds } from "../repositories/quiz-questions";
import { parseYouTubeId } from "~/lib/youtube-url";
import { demoCourses } from "./demo-courses";
import { seedDemoContent } from "./seed-demo";

describe.each(testDatabaseKinds())("demo seed on %s", (kind) => {
  const t = testDatabaseForSuite(kind);

  it("fills an empty database once, with drafts kept private", async () => {
    expect(await seedDemoContent(t.db)).toBe(demoCourses.length);
    expect(await seedDemoContent(t.db)).toBe(0);
    expect(await countCourses(t.db)).toBe(demoCourses.length);

    const published = await findPublishedCourses(t.db);
    const drafts = demoCourses.filter((c) => !c.is_published).length;
    expect(drafts).toBeGreaterThanOrEqual(1);
    expect(published).toHaveLength(demoCourses.length - drafts);

    for (const course of published) {
      const lessons = await findLessonsByCourseId(t.db, course.id);
      expect(lessons.length).toBeGreaterThanOrEqual(2);
      for (const lesson of lessons) expect(parseYouTubeId(lesson.youtubeUrl)).not.toBeNull();
    }
  });

  // Issue #16: one lesson has a quiz, so that a fresh `npm start` shows quizzes.
  it("gives one demo lesson a quiz of three questions, each with a right answer", async () => {
    await seedDemoContent(t.db);
    const lessons = await Promise.all(
      (await findPublishedCourses(t.db)).map((course) => findLessonsByCourseId(t.db, course.id)),
    );
    const quizzes = await findQuestionsByLessonIds(
      t.db,
      lessons.flat().map((lesson) => lesson.id),
    );
    const withQuiz = [...quizzes.values()].filter((quiz) => quiz.length > 0);
    expect(withQuiz).toHaveLength(1);
    const quiz = withQuiz[0] ?? [];
    expect(quiz).toHaveLength(3);
    for (const question of quiz) {
      expect(question.text.ar).toMatch(/\p{Script=Arabic}/u);
      expect(question.text.en).not.toBe("");
      expect(question.options.some((option) => option.correct)).toBe(true);
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.options.map((option) => option.id)).size).toBe(
        question.options.length,
      );
    }
  });
});

describe("demo content", () => {
  it("covers the categories and languages the site shows", () => {
    expect(demoCourses.length).toBeGreaterThanOrEqual(8);
    const categories = new Set(demoCourses.map((c) => c.category));
    expect([...categories].sort()).toEqual(["Business", "Finance", "Technology"]);
    expect(demoCourses.some((c) => c.links.length > 0)).toBe(true);
  });

  // The seeded catalogue is what a visitor first sees: each course speaks Arabic, with the
  // English kept for mixed data. The fallbacks have their own tests (course-text, home.spec).
  it.each(demoCourses.map((c) => [c.title.en, c] as const))(
    "%s has Arabic and English titles and descriptions",
    (_title, c) => {
      for (const text of [c.title.en, c.title.ar, c.description.en, c.description.ar]) {
        expect(text.trim()).not.toBe("");
      }
      expect(c.title.ar).toMatch(/\p{Script=Arabic}/u);
      expect(c.description.ar).toMatch(/\p{Script=Arabic}/u);
      expect(c.title.en).not.toMatch(/\p{Script=Arabic}/u);
      expect(c.description.en).not.toMatch(/\p{Script=Arabic}/u);
    },
  );
});
