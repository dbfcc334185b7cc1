import { describe, expect, it } from "vitest";
import type { QuizQuestion } from "~/lib/course/quiz";
import { failedQuiz, gradeQuiz, publicQuestion } from "./grade-quiz";
import { localizedText } from "~/lib/localized-text";

function question(id: string, correct: boolean[], explanation = ""): QuizQuestion {
  return {
    id,
    lessonId: "lesson",
    orderIndex: 1,
    text: localizedText({ en: `Question ${id}` }),
    explanation: localizedText({ en: explanation }),
    options: correct.map((right, index) => ({
      id: `${id}-${index}`,
      text: localizedText({ en: `Option ${index}` }),
      correct: right,
    })),
    version: `v-${id}`,
  };
}

const single = question("s", [false, true, false]);
const multiple = question("m", [true, false, true, false]);
const answers = (entries: [string, string[]][]) => new Map(entries);

describe("gradeQuiz", () => {
  it("a single-answer question is right with its one correct option only", () => {
    expect(gradeQuiz("l", [single], answers([["s", ["s-1"]]]), 70).correct).toBe(1);
    expect(gradeQuiz("l", [single], answers([["s", ["s-0"]]]), 70).correct).toBe(0);
    expect(gradeQuiz("l", [single], answers([["s", ["s-0", "s-1"]]]), 70).correct).toBe(0);
  });

  it("a multiple-answer question needs exactly its correct options: partial and extra are wrong", () => {
    expect(gradeQuiz("l", [multiple], answers([["m", ["m-0", "m-2"]]]), 70).correct).toBe(1);
    expect(gradeQuiz("l", [multiple], answers([["m", ["m-2", "m-0"]]]), 70).correct).toBe(1);
    expect(gradeQuiz("l", [multiple], answers([["m", ["m-0"]]]), 70).correct).toBe(0);
    expect(gradeQuiz("l", [multiple], answers([["m", ["m-0", "m-1", "m-2"]]]), 70).correct).toBe(0);
  });

  it("unanswered, unknown option ids and another question's options are wrong", () => {
    const quiz = [single, multiple];
    expect(gradeQuiz("l", quiz, answers([]), 70).correct).toBe(0);
    expect(gradeQuiz("l", quiz, answers([["s", ["made-up"]]]), 70).questions[0]?.right).toBe(false);
    // The multiple question's right options, sent as the single question's answer.
    const crossed = gradeQuiz("l", quiz, answers([["s", ["m-0", "m-2"]]]), 70);
    expect(crossed.correct).toBe(0);
    expect(crossed.questions[0]?.chosen).toEqual([]);
  });

  it("a duplicated id counts once: it neither makes a right answer wrong nor fills another", () => {
    expect(gradeQuiz("l", [single], answers([["s", ["s-1", "s-1"]]]), 70).correct).toBe(1);
    expect(gradeQuiz("l", [multiple], answers([["m", ["m-0", "m-0"]]]), 70).correct).toBe(0);
  });

  it("scores right/total against the pass mark, in integers", () => {
    const quiz = Array.from({ length: 10 }, (_, n) => question(`q${n}`, [true, false]));
    const seven = answers(quiz.slice(0, 7).map((q) => [q.id, [`${q.id}-0`]]));
    const graded = gradeQuiz("l", quiz, seven, 70);
    expect(graded).toMatchObject({ correct: 7, total: 10, percent: 70, passed: true });
    expect(gradeQuiz("l", quiz, seven, 71).passed).toBe(false);
    expect(graded.questions[0]).toMatchObject({
      right: true,
      correctIds: ["q0-0"],
      version: "v-q0",
    });
  });
});

describe("publicQuestion", () => {
  // Issue #26 item 8: it no longer says when several are right, so the form cannot either.
  it("holds neither the answer key, nor the explanation, nor how many options are right", () => {
    const shown = publicQuestion(question("m", [true, false, true], "Because"));
    expect(JSON.stringify(shown)).not.toMatch(/correct|Because|explanation|multiple/);
    expect(Object.keys(shown).sort()).toEqual(["id", "options", "text"]);
    expect(Object.keys(publicQuestion(single)).sort()).toEqual(["id", "options", "text"]);
  });
});

describe("failedQuiz", () => {
  // Issue #27 (decision 0042): what a failed attempt's answer may hold.
  it("keeps the score and the wrong questions with their choices: no key, no explanation", () => {
    const quiz = [
      question("s", [false, true, false], "WHY-S"),
      question("m", [true, false, true], "WHY-M"),
    ];
    const graded = gradeQuiz(
      "l",
      quiz,
      answers([
        ["s", ["s-1"]],
        ["m", ["m-0", "m-1"]],
      ]),
      70,
    );
    const failed = failedQuiz(graded);
    expect(failed).toEqual({
      lessonId: "l",
      correct: 1,
      total: 2,
      percent: 50,
      passMark: 70,
      passed: false,
      wrong: [{ id: "m", chosen: ["m-0", "m-1"] }],
    });
    // Neither the right question's choice (its answer) nor m's right options beyond the choice.
    expect(JSON.stringify(failed)).not.toMatch(/s-1|m-2|WHY|correct"?:\s*\[|explanation/);
  });
});
