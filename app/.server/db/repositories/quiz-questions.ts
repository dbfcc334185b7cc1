// All SQL about quiz_questions (issue #16): a lesson's quiz is its questions in order, each with
// its options as JSON (see migration 2026-11-26-03).
import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import type { QuizOption, QuizQuestion } from "~/lib/course/quiz";
import { sameLocalizedText } from "~/lib/localized-text";
import type { Database, QuizQuestionsTable } from "../schema";
import { writeCourseContent } from "./content-version";
import { readGroupedInChunks, readInChunks } from "./in-chunks";
import {
  localizedJsonFields,
  localizedTextColumns,
  readLocalizedJson,
  readLocalizedText,
  storedValues,
} from "./row-mapping";

/** A question's content, as the editor, the import and the seed give it. */
export type QuizQuestionContent = Omit<QuizQuestion, "id" | "lessonId" | "orderIndex" | "version">;

/**
 * The version of what is graded (decision 0030): the question's text and its options (text and
 * whether right), in any order of the options; not the explanation, which grades nothing. Two
 * saves of the same question give the same version, so its statistics carry on.
 */
export function questionVersion(question: Pick<QuizQuestion, "text" | "options">): string {
  const options = [...question.options]
    .map(({ id, text, correct }) => [id, ...storedValues(text), correct])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  return createHash("sha256")
    .update(JSON.stringify([...storedValues(question.text), options]))
    .digest("base64url")
    .slice(0, 16);
}

function parseOptions(json: string): QuizOption[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return [];
  return value.map((option: Record<string, unknown>) => ({
    id: String(option.id ?? ""),
    text: readLocalizedJson(option, "text"),
    correct: option.correct === true,
  }));
}

export function toQuizQuestion(row: Selectable<QuizQuestionsTable>): QuizQuestion {
  return {
    id: row.id,
    lessonId: row.lesson_id,
    orderIndex: row.order_index,
    text: readLocalizedText(row, "text"),
    explanation: readLocalizedText(row, "explanation"),
    options: parseOptions(row.options),
    version: row.version,
  };
}

/** The columns a question's content and place set, on insert and on update alike. */
export function questionColumns(question: QuizQuestionContent, position: number, now: string) {
  return {
    order_index: position + 1,
    ...localizedTextColumns("text", question.text),
    ...localizedTextColumns("explanation", question.explanation),
    options: JSON.stringify(
      question.options.map(({ id, text, correct }) => ({
        id,
        ...localizedJsonFields("text", text),
        correct,
      })),
    ),
    version: questionVersion(question),
    updated_at: now,
  };
}

/**
 * Appends questions to a lesson's quiz, in list order (seed, import, tests). Options without an
 * id get one. Call it inside the caller's transaction.
 */
export async function insertQuizQuestions(
  db: Database,
  lessonId: string,
  questions: readonly QuizQuestionContent[],
): Promise<string[]> {
  if (questions.length === 0) return [];
  const now = new Date().toISOString();
  const rows = questions.map((question, position) => {
    const withIds = {
      ...question,
      options: question.options.map((option) => ({
        ...option,
        id: option.id || crypto.randomUUID(),
      })),
    };
    return {
      ...questionColumns(withIds, position, now),
      id: crypto.randomUUID(),
      lesson_id: lessonId,
      created_at: now,
    };
  });
  await db.insertInto("quiz_questions").values(rows).execute();
  return rows.map((row) => row.id);
}

/**
 * The quizzes of these lessons, each in order: every id present (with [] when it has none). Read
 * in chunks of ids, as the other per-lesson reads.
 */
export async function findQuestionsByLessonIds(
  db: Database,
  lessonIds: readonly string[],
): Promise<Map<string, QuizQuestion[]>> {
  return readGroupedInChunks(
    lessonIds,
    (chunk) =>
      db
        .selectFrom("quiz_questions")
        .selectAll()
        .where("lesson_id", "in", chunk)
        .orderBy("lesson_id", "asc")
        .orderBy("order_index", "asc")
        .orderBy("id", "asc")
        .execute(),
    (row) => row.lesson_id,
    toQuizQuestion,
  );
}

/** What grading a lesson's quiz needs to know about its course. */
export interface QuizLesson {
  lessonId: string;
  courseId: string;
  passMark: number;
}

/**
 * These lessons' courses and pass marks, for lessons of published courses only (a draft's quiz
 * cannot be taken, nor merged from a visitor's browser), by lesson id.
 */
export async function findQuizLessons(
  db: Database,
  lessonIds: readonly string[],
): Promise<Map<string, QuizLesson>> {
  const rows = await readInChunks([...new Set(lessonIds)], (chunk) =>
    db
      .selectFrom("course_videos as v")
      .innerJoin("courses as c", "c.id", "v.course_id")
      .select(["v.id as lessonId", "c.id as courseId", "c.pass_mark as passMark"])
      .where("v.id", "in", chunk)
      .where("c.is_published", "=", true)
      .execute(),
  );
  return new Map(rows.map((row) => [row.lessonId, { ...row, passMark: Number(row.passMark) }]));
}

/** A question as the editor saves it: its content, and its id when it already exists. */
export type QuizQuestionInput = Omit<QuizQuestionContent, "options"> & {
  id?: string;
  /** An option's id is kept when it is one of this question's own; any other gets a new one. */
  options: (Omit<QuizOption, "id"> & { id?: string })[];
};

/**
 * Makes the lesson's quiz exactly `questions`, in that order (the course editor's save), like
 * syncLessons does for lessons: a question whose id is one of this lesson's keeps it, and each of
 * its options whose id was one of that question's keeps it; every other question and option is
 * new and gets its id here (the browser never chooses one). Questions left out are deleted, their
 * statistics with them (cascade). Each question's version follows what is graded
 * (questionVersion, decision 0030): a rewritten question restarts its statistics, a question
 * saved unchanged keeps them. Rows that would not change are not written. Run it inside the save
 * transaction; it bumps the content version only when it changed something.
 */
export async function syncQuizQuestions(
  db: Database,
  lessonId: string,
  questions: readonly QuizQuestionInput[],
): Promise<string[]> {
  const existingRows = await db
    .selectFrom("quiz_questions")
    .selectAll()
    .where("lesson_id", "=", lessonId)
    .execute();
  if (existingRows.length === 0 && questions.length === 0) return [];
  const existing = new Map(existingRows.map((row) => [row.id, row]));

  const now = new Date().toISOString();
  const ids: string[] = [];
  const updates: { id: string; values: ReturnType<typeof questionColumns> }[] = [];
  const inserts: (ReturnType<typeof questionColumns> & {
    id: string;
    lesson_id: string;
    created_at: string;
  })[] = [];
  for (const [position, question] of questions.entries()) {
    const previous =
      question.id && !ids.includes(question.id) ? existing.get(question.id) : undefined;
    const ownOptionIds = new Set(
      previous ? toQuizQuestion(previous).options.map((option) => option.id) : [],
    );
    const usedOptionIds = new Set<string>();
    const options = question.options.map((option) => {
      const keep = option.id && ownOptionIds.has(option.id) && !usedOptionIds.has(option.id);
      const id = keep && option.id ? option.id : crypto.randomUUID();
      usedOptionIds.add(id);
      return { ...option, id };
    });
    const values = questionColumns({ ...question, options }, position, now);
    if (previous) {
      ids.push(previous.id);
      if (!sameQuestion(previous, values)) updates.push({ id: previous.id, values });
    } else {
      const id = crypto.randomUUID();
      ids.push(id);
      inserts.push({ ...values, id, lesson_id: lessonId, created_at: now });
    }
  }
  const removed = existingRows.map((row) => row.id).filter((id) => !ids.includes(id));
  if (removed.length === 0 && updates.length === 0 && inserts.length === 0) return ids;

  await writeCourseContent(db, async (db) => {
    if (removed.length > 0) {
      await db
        .deleteFrom("quiz_questions")
        .where("lesson_id", "=", lessonId)
        .where("id", "in", removed)
        .execute();
    }
    for (const { id, values } of updates) {
      await db
        .updateTable("quiz_questions")
        .set(values)
        .where("id", "=", id)
        .where("lesson_id", "=", lessonId)
        .execute();
    }
    if (inserts.length > 0) await db.insertInto("quiz_questions").values(inserts).execute();
  });
  return ids;
}

/** Whether a stored question already holds these columns (then it is not written again). */
function sameQuestion(
  row: Selectable<QuizQuestionsTable>,
  values: ReturnType<typeof questionColumns>,
): boolean {
  return (
    row.order_index === values.order_index &&
    sameLocalizedText(readLocalizedText(row, "text"), readLocalizedText(values, "text")) &&
    sameLocalizedText(
      readLocalizedText(row, "explanation"),
      readLocalizedText(values, "explanation"),
    ) &&
    row.options === values.options &&
    row.version === values.version
  );
}
