// Quizzes in the course editor (issue #16): an administrator adds a quiz of two questions to a
// video (Arabic text included), sets the pass mark, saves; reopened, the editor shows them with
// each saved question's answers; questions are reordered and removed; an incomplete question is
// refused with 'Missing fields' under its fields, and nothing is saved.
import type { Locator, Page } from "@playwright/test";
import { findCourseById } from "../../app/.server/db/repositories/courses";
import { findLessonsByCourseId } from "../../app/.server/db/repositories/lessons";
import { recordQuestionAnswers } from "../../app/.server/db/repositories/quiz-question-stats";
import { findQuestionsByLessonIds } from "../../app/.server/db/repositories/quiz-questions";
import type { Database } from "../../app/.server/db/schema";
import { expect, signInAsAdmin, test, toast } from "./fixtures";

const video = (page: Page, number: number) =>
  page.getByRole("listitem", { name: `Video ${number}`, exact: true });
const question = (scope: Locator, number: number) =>
  scope.getByRole("listitem", { name: `Question ${number}`, exact: true });
const option = (scope: Locator, number: number) =>
  scope.getByRole("group", { name: `Option ${number}`, exact: true });

/**
 * Opens the editor of `courseId` and waits until React has taken the page over: a click on
 * 'Add Question' before hydration would do nothing.
 */
async function openEditor(page: Page, courseId: string) {
  await page.goto(`/admin/course/${courseId}`);
  await expect(page.locator("form[data-hydrated]")).toBeAttached();
}

/** After Save: the dashboard and its toast (a client-side navigation; slow on a busy machine). */
async function expectSaved(page: Page) {
  await expect(page).toHaveURL(/\/admin$/, { timeout: 45_000 });
  await expect(toast(page, "Course updated successfully")).toBeVisible({ timeout: 30_000 });
}

/** The quiz of the course's first lesson as stored. */
async function storedQuiz(db: Database, courseId: string) {
  const [first] = await findLessonsByCourseId(db, courseId);
  const quizzes = await findQuestionsByLessonIds(db, first ? [first.id] : []);
  return quizzes.get(first?.id ?? "") ?? [];
}

test("an administrator adds a quiz to a video, sets the pass mark, reorders and removes questions", async ({
  page,
  db,
  createCourse,
}) => {
  test.slow();
  const { id, course } = await createCourse({ isPublished: false });
  await signInAsAdmin(page);
  await openEditor(page, id);

  // Question 1: English and Arabic, three options (one added), the first correct.
  const first = video(page, 1);
  await first.getByRole("button", { name: "Add Question" }).click();
  const q1 = question(first, 1);
  await q1.getByLabel("Question", { exact: true }).fill("How many old ouguiya in one new one?");
  await q1.getByLabel("Arabic Question").fill("كم أوقية قديمة في الأوقية الجديدة؟");
  await option(q1, 1).getByLabel("Text", { exact: true }).fill("10");
  await option(q1, 1).getByLabel("Arabic Text").fill("عشر");
  await option(q1, 1).getByLabel("Correct").check();
  await option(q1, 2).getByLabel("Text", { exact: true }).fill("100");
  await q1.getByRole("button", { name: "Add Option" }).click();
  await option(q1, 3).getByLabel("Text", { exact: true }).fill("1000");
  await q1
    .getByLabel("Arabic Explanation")
    .fill("منذ عام 2018، عشر أوقيات قديمة تساوي أوقية جديدة.");

  // Question 2: Arabic only, a third option added and removed again, the second correct.
  await first.getByRole("button", { name: "Add Question" }).click();
  const q2 = question(first, 2);
  await q2.getByLabel("Arabic Question").fill("هل تكتب ميزانيتك بالأوقية الجديدة؟");
  await option(q2, 1).getByLabel("Arabic Text").fill("لا");
  await option(q2, 2).getByLabel("Arabic Text").fill("نعم");
  await option(q2, 2).getByLabel("Correct").check();
  // Two options is the least a question has: they cannot be removed.
  await expect(q2.getByRole("button", { name: "Remove option 1" })).toBeDisabled();
  await q2.getByRole("button", { name: "Add Option" }).click();
  await q2.getByRole("button", { name: "Remove option 3" }).click();
  await expect(option(q2, 3)).toHaveCount(0);

  await page.getByLabel("Pass mark (%)").fill("80");
  await page.getByRole("button", { name: "Save Course" }).click();
  await expectSaved(page);
  // The dashboard's card says who completed the course: nobody yet.
  const card = page.getByRole("article").filter({ hasText: course.title.ar });
  await expect(card.getByText("No learner has completed it yet")).toBeVisible();

  expect((await findCourseById(db, id))?.passMark).toBe(80);
  const saved = await storedQuiz(db, id);
  expect(saved.map((q) => [q.text.en, q.text.ar, q.options.length])).toEqual([
    ["How many old ouguiya in one new one?", "كم أوقية قديمة في الأوقية الجديدة؟", 3],
    ["", "هل تكتب ميزانيتك بالأوقية الجديدة؟", 2],
  ]);
  expect(saved[0]?.options.map((o) => o.correct)).toEqual([true, false, false]);
  expect(saved[1]?.options.map((o) => [o.text.ar, o.correct])).toEqual([
    ["لا", false],
    ["نعم", true],
  ]);

  // Learners answer the second question twice, once right: the editor shows it.
  const [savedFirst, savedSecond] = saved;
  await recordQuestionAnswers(db, [
    { questionId: savedSecond!.id, version: savedSecond!.version, correct: true },
    { questionId: savedSecond!.id, version: savedSecond!.version, correct: false },
  ]);

  // Reopened: the questions, their Arabic text and answers, the pass mark, and the figures.
  await openEditor(page, id);
  await expect(page.getByLabel("Pass mark (%)")).toHaveValue("80");
  await expect(q1.getByLabel("Arabic Question")).toHaveValue("كم أوقية قديمة في الأوقية الجديدة؟");
  await expect(option(q1, 1).getByLabel("Correct")).toBeChecked();
  await expect(option(q1, 3).getByLabel("Text", { exact: true })).toHaveValue("1000");
  await expect(q1.getByLabel("Arabic Explanation")).toHaveValue(
    "منذ عام 2018، عشر أوقيات قديمة تساوي أوقية جديدة.",
  );
  await expect(q2.getByLabel("Arabic Question")).toHaveValue("هل تكتب ميزانيتك بالأوقية الجديدة؟");
  await expect(q1.getByTestId("question-stats")).toHaveText("Not answered yet");
  await expect(q2.getByTestId("question-stats")).toHaveText("Answered 2 times · 50% right");

  // The second question moves up, and the first (now second) is removed.
  await first.getByRole("button", { name: "Move question 2 up" }).click();
  await expect(q1.getByLabel("Arabic Question")).toHaveValue("هل تكتب ميزانيتك بالأوقية الجديدة؟");
  await first.getByRole("button", { name: "Remove question 2" }).click();
  await expect(question(first, 2)).toHaveCount(0);
  await page.getByRole("button", { name: "Save Course" }).click();
  await expectSaved(page);

  const kept = await storedQuiz(db, id);
  // The same question, with its id and version: its figures carry on.
  expect(kept.map((q) => [q.id, q.version, q.orderIndex])).toEqual([
    [savedSecond!.id, savedSecond!.version, 1],
  ]);
  expect(kept.map((q) => q.id)).not.toContain(savedFirst!.id);
  await openEditor(page, id);
  await expect(q1.getByTestId("question-stats")).toHaveText("Answered 2 times · 50% right");
});

test("an incomplete question is refused with 'Missing fields' under its fields, and nothing is saved", async ({
  page,
  db,
  createCourse,
}) => {
  test.slow();
  const { id } = await createCourse({ isPublished: false });
  await signInAsAdmin(page);
  await openEditor(page, id);

  const second = video(page, 2);
  await second.getByRole("button", { name: "Add Question" }).click();
  const q1 = question(second, 1);
  // An option's text, but no question and nothing marked correct.
  await option(q1, 1).getByLabel("Arabic Text").fill("نعم");
  await page.getByRole("button", { name: "Save Course" }).click();

  await expect(toast(page, "Missing fields")).toBeVisible();
  const questionField = q1.getByLabel("Arabic Question");
  await expect(questionField).toHaveAttribute("aria-invalid", "true");
  await expect(questionField).toHaveAccessibleDescription(
    /Video 2, question 1: enter the question in English, Arabic or French/,
  );
  await expect(option(q1, 2).getByLabel("Arabic Text")).toHaveAccessibleDescription(
    /Video 2, question 1, option 2: enter this option in English, Arabic or French/,
  );
  await expect(option(q1, 1).getByLabel("Correct")).toHaveAccessibleDescription(
    /Video 2, question 1: mark at least one option as correct/,
  );
  // The first field with an error has the focus: the Arabic one, first since issue #27.
  await expect(questionField).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/admin/course/${id}$`));

  // A pass mark out of range is an error under its field.
  await page.getByLabel("Pass mark (%)").fill("150");
  await q1.getByLabel("Arabic Question").fill("هل الادخار مفيد؟");
  await option(q1, 2).getByLabel("Arabic Text").fill("لا");
  await option(q1, 1).getByLabel("Correct").check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByLabel("Pass mark (%)")).toHaveAccessibleDescription(
    /Pass mark must be a whole number from 1 to 100/,
  );
  await expect(page).toHaveURL(new RegExp(`/admin/course/${id}$`));

  // Nothing was saved.
  const lessons = await findLessonsByCourseId(db, id);
  const stored = await findQuestionsByLessonIds(
    db,
    lessons.map((lesson) => lesson.id),
  );
  expect([...stored.values()].flat()).toEqual([]);
  expect((await findCourseById(db, id))?.passMark).toBe(70);
});

test("a quiz typed but not saved is unsaved work: asked before leaving, kept as a draft and restored", async ({
  page,
  db,
  createCourse,
}) => {
  test.slow();
  const { id } = await createCourse({ isPublished: false });
  await signInAsAdmin(page);
  await openEditor(page, id);

  const first = video(page, 1);
  await first.getByRole("button", { name: "Add Question" }).click();
  const q1 = question(first, 1);
  await q1.getByLabel("Arabic Question").fill("ما الادخار؟");
  await option(q1, 1).getByLabel("Arabic Text").fill("وضع مال جانبًا");
  await option(q1, 1).getByLabel("Correct").check();
  await option(q1, 2).getByLabel("Arabic Text").fill("الاقتراض");
  await page.getByLabel("Pass mark (%)").fill("60");

  // Leaving by a link asks first; a reload (the browser's own question) keeps a draft.
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  const leave = page.getByRole("alertdialog", { name: "Unsaved changes" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Stay on this page" }).click();
  const warned = page.waitForEvent("dialog").then((dialog) => dialog.accept());
  await page.reload();
  await warned;
  await expect(page.locator("form[data-hydrated]")).toBeAttached();

  const offer = page.getByRole("region", { name: "Unsaved changes found" });
  await expect(offer).toBeVisible();
  await expect(question(first, 1)).toHaveCount(0);
  await offer.getByRole("button", { name: "Restore draft" }).click();
  await expect(q1.getByLabel("Arabic Question")).toHaveValue("ما الادخار؟");
  await expect(option(q1, 1).getByLabel("Correct")).toBeChecked();
  await expect(page.getByLabel("Pass mark (%)")).toHaveValue("60");

  await page.getByRole("button", { name: "Save Course" }).click();
  await expectSaved(page);
  expect((await storedQuiz(db, id)).map((q) => q.text.ar)).toEqual(["ما الادخار؟"]);
  expect((await findCourseById(db, id))?.passMark).toBe(60);
});
