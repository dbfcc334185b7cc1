// Grading a lesson's quiz (issue #16): the server's alone, against the questions as they are now
// (decision 0030). Pure, so the course page's action and the merge of a visitor's answers at
// sign-in grade exactly alike.
import { reachesPassMark, scorePercent, type QuizQuestion } from "~/lib/course/quiz";
import type { LocalizedText } from "~/lib/localized-text";

/**
 * A question as the page shows it before it is answered: no `correct`, no explanation, and not
 * even how many options are right (issue #26 item 8): every question is checkboxes and 'choose
 * all that apply', so the form does not tell which have several answers.
 */
export interface PublicQuizQuestion {
  id: string;
  text: LocalizedText;
  options: { id: string; text: LocalizedText }[];
}

export function publicQuestion(question: QuizQuestion): PublicQuizQuestion {
  return {
    id: question.id,
    text: question.text,
    options: question.options.map(({ id, text }) => ({ id, text })),
  };
}

/** One question after grading, with what the page may now show. */
export interface GradedQuestion {
  id: string;
  /** The version graded against: the statistics count it (decision 0030). */
  version: string;
  right: boolean;
  /** The chosen option ids that belong to this question, in the question's order. */
  chosen: string[];
  correctIds: string[];
  explanation: LocalizedText;
}

export interface GradedQuiz {
  lessonId: string;
  correct: number;
  total: number;
  percent: number;
  passMark: number;
  passed: boolean;
  questions: GradedQuestion[];
}

/**
 * A question is right when exactly its correct options are chosen: a partial choice, an extra
 * option, and an unanswered question are all wrong. Chosen ids that are not this question's
 * options (another question's, made up) choose nothing; a repeated id counts once.
 */
export function gradeQuiz(
  lessonId: string,
  questions: readonly QuizQuestion[],
  chosenByQuestion: ReadonlyMap<string, readonly string[]>,
  passMark: number,
): GradedQuiz {
  const graded = questions.map((question): GradedQuestion => {
    const picked = new Set(chosenByQuestion.get(question.id) ?? []);
    const chosen = question.options.filter((o) => picked.has(o.id)).map((o) => o.id);
    const correctIds = question.options.filter((o) => o.correct).map((o) => o.id);
    const right =
      correctIds.length > 0 &&
      chosen.length === correctIds.length &&
      correctIds.every((id) => chosen.includes(id));
    return {
      id: question.id,
      version: question.version,
      right,
      chosen,
      correctIds,
      explanation: question.explanation,
    };
  });
  const correct = graded.filter((question) => question.right).length;
  const total = graded.length;
  return {
    lessonId,
    correct,
    total,
    percent: scorePercent(correct, total),
    passMark,
    passed: reachesPassMark(correct, total, passMark),
    questions: graded,
  };
}

/**
 * A failed attempt as the page may show it (issue #27, decision 0042): the score, and each wrongly
 * answered question with the learner's own choice. Never the right options, never the
 * explanations, and not the questions answered right (their choice would be the answer): after a
 * fail, 'try again' must mean thinking again, not copying. Only this goes into the action's data,
 * so no page, no data request and no script can hold more.
 */
export interface FailedQuiz {
  lessonId: string;
  correct: number;
  total: number;
  percent: number;
  passMark: number;
  passed: false;
  wrong: { id: string; chosen: string[] }[];
}

export function failedQuiz(graded: GradedQuiz): FailedQuiz {
  return {
    lessonId: graded.lessonId,
    correct: graded.correct,
    total: graded.total,
    percent: graded.percent,
    passMark: graded.passMark,
    passed: false,
    wrong: graded.questions.filter((q) => !q.right).map((q) => ({ id: q.id, chosen: q.chosen })),
  };
}
