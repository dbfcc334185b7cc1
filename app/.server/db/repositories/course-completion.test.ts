// Course completion on both databases (issue #16): every lesson marked and every quiz passed at the
// course's pass mark, counted the same way for one learner and for the dashboard.
import { beforeEach, describe, expect, it } from "vitest";
import { emptyLocalizedText, localizedText } from "~/lib/localized-text";
import { testCourse } from "../testing/test-course";
import { testDatabaseForSuite } from "../testing/suite-database";
import { testDatabaseKinds } from "../testing/test-databases";
import { countCompletedLearners, findCourseCompletion } from "./course-completion";
import { deleteCourseById, insertCourse, updateCourseDetails } from "./courses";
import { insertLearner } from "./learners";
import { insertLessonProgress } from "./lesson-progress";
import { findLessonsByCourseId, insertLessons, syncLessons } from "./lessons";
import { insertQuizQuestions, questionVersion, type QuizQuestionContent } from "./quiz-questions";
import { findQuizResults, recordQuizAttempt } from "./quiz-results";

const lesson = (title: string) => ({
  title: localizedText({ en: title }),
  description: emptyLocalizedText(),
  youtubeUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  durationMinutes: 5,
});

const question = (arabic: string): QuizQuestionContent => ({
  text: localizedText({ ar: arabic }),
  explanation: emptyLocalizedText(),
  options: [
    { id: "", text: localizedText({ ar: "نعم" }), correct: true },
    { id: "", text: localizedText({ ar: "لا" }), correct: false },
  ],
});

describe.each(testDatabaseKinds())("course completion on %s", (kind) => {
  const t = testDatabaseForSuite(kind);
  let courseId: string;
  let learners: string[];
  let lessonIds: string[];

  beforeEach(async () => {
    await t.db.deleteFrom("courses").execute();
    await t.db.deleteFrom("learners").execute();
    courseId = await insertCourse(t.db, testCourse({ isPublished: true, passMark: 70 }));
    await insertLessons(t.db, courseId, [lesson("one"), lesson("two")]);
    lessonIds = (await findLessonsByCourseId(t.db, courseId)).map((l) => l.id);
    // The second lesson has a quiz of ten questions.
    await insertQuizQuestions(
      t.db,
      lessonIds[1]!,
      Array.from({ length: 10 }, (_, i) => question(`سؤال ${i + 1}`)),
    );
    learners = [];
    for (const email of ["a@example.mr", "b@example.mr", "c@example.mr"]) {
      learners.push(await insertLearner(t.db, { email, phone: null, passwordHash: "x" }));
    }
  });

  it("needs every lesson and a pass at the pass mark, compared without rounding", async () => {
    const [a, b, c] = learners as [string, string, string];
    for (const learner of learners) await insertLessonProgress(t.db, learner, lessonIds);
    await recordQuizAttempt(t.db, a, lessonIds[1]!, 7, 10); // 70 %: passes at 70
    await recordQuizAttempt(t.db, b, lessonIds[1]!, 6, 10); // 60 %: does not
    const ofA = await findCourseCompletion(t.db, a, courseId);
    expect(ofA).toMatchObject({
      lessonsTotal: 2,
      lessonsCompleted: 2,
      quizzesTotal: 1,
      quizzesPassed: 1,
      completed: true,
    });
    expect(ofA.completedAt).not.toBeNull();
    expect((await findCourseCompletion(t.db, b, courseId)).completed).toBe(false);
    // c never took the quiz.
    expect(await findCourseCompletion(t.db, c, courseId)).toMatchObject({
      quizzesPassed: 0,
      completed: false,
      completedAt: null,
    });
    expect(await countCompletedLearners(t.db, [courseId, "no-such-course"])).toEqual(
      new Map([[courseId, 1]]),
    );

    // A higher pass mark fails a; a lower one passes b.
    await updateCourseDetails(t.db, courseId, { ...testCourse(), passMark: 80 });
    expect((await findCourseCompletion(t.db, a, courseId)).completed).toBe(false);
    await updateCourseDetails(t.db, courseId, { ...testCourse(), passMark: 60 });
    expect(await countCompletedLearners(t.db, [courseId])).toEqual(new Map([[courseId, 2]]));
  });

  it("keeps the best attempt and counts every attempt", async () => {
    const [a] = learners as [string];
    await recordQuizAttempt(t.db, a, lessonIds[1]!, 5, 10);
    await recordQuizAttempt(t.db, a, lessonIds[1]!, 9, 10);
    await recordQuizAttempt(t.db, a, lessonIds[1]!, 3, 10);
    expect(await findQuizResults(t.db, a, lessonIds)).toMatchObject([
      { lessonId: lessonIds[1], bestCorrect: 9, bestTotal: 10, attempts: 3 },
    ]);
  });

  it("an unfinished lesson, or a course without lessons, is not completed", async () => {
    const [a] = learners as [string];
    await insertLessonProgress(t.db, a, [lessonIds[1]!]);
    await recordQuizAttempt(t.db, a, lessonIds[1]!, 10, 10);
    expect((await findCourseCompletion(t.db, a, courseId)).completed).toBe(false);
    await syncLessons(t.db, courseId, []);
    expect(await findCourseCompletion(t.db, a, courseId)).toMatchObject({
      lessonsTotal: 0,
      completed: false,
    });
    expect(await countCompletedLearners(t.db, [courseId])).toEqual(new Map());
  });

  it("removing a lesson removes its questions and results; a course's go with it", async () => {
    const [a] = learners as [string];
    await recordQuizAttempt(t.db, a, lessonIds[1]!, 10, 10);
    const count = async (table: "quiz_questions" | "quiz_results") =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count("quiz_questions")).toBe(10);
    expect(await count("quiz_results")).toBe(1);
    await deleteCourseById(t.db, courseId);
    expect(await count("quiz_questions")).toBe(0);
    expect(await count("quiz_results")).toBe(0);
  });

  it("versions what is graded, not the explanation nor the order of options", () => {
    const base = question("سؤال");
    const withIds = {
      ...base,
      options: base.options.map((o, i) => ({ ...o, id: `o${i}` })),
    };
    const v = questionVersion(withIds);
    expect(questionVersion({ ...withIds, options: [...withIds.options].reverse() })).toBe(v);
    expect(
      questionVersion({
        ...withIds,
        explanation: localizedText({ en: "because" }),
      } as typeof withIds),
    ).toBe(v);
    expect(
      questionVersion({
        ...withIds,
        options: withIds.options.map((o) => ({ ...o, correct: !o.correct })),
      }),
    ).not.toBe(v);
    expect(questionVersion({ ...withIds, text: localizedText({ ar: "سؤال آخر" }) })).not.toBe(v);
  });
});
