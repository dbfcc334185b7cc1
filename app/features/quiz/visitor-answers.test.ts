import { describe, expect, it } from "vitest";
import {
  answersToMasks,
  masksToAnswers,
  parseVisitorAnswers,
  serializeVisitorAnswers,
  VISITOR_ANSWERS_MAX_LENGTH,
} from "./visitor-answers";
import { localizedText } from "~/lib/localized-text";

const option = (id: string) => ({ id, text: localizedText({ en: id }), correct: false });
const questions = [
  { id: "q1", options: ["a", "b", "c"].map(option) },
  { id: "q2", options: ["d", "e", "f", "g", "h", "i"].map(option) },
];
const LESSON = "0b6f8a56-2a4c-4b1e-9d55-3c1f2f7b9e10";

describe("visitor answers", () => {
  it("round-trips answers as one character per question", () => {
    const chosen = new Map([
      ["q1", ["b"]],
      ["q2", ["d", "i"]],
    ]);
    const masks = answersToMasks(questions, chosen);
    expect(masks).toEqual([2, 33]);
    const value = serializeVisitorAnswers([], { lessonId: LESSON, masks });
    expect(value).toBe(`${LESSON}:Ch`);
    const [entry] = parseVisitorAnswers(value);
    expect(masksToAnswers(questions, entry?.masks ?? [])).toEqual(chosen);
  });

  it("keeps one entry per lesson, the newest last, and drops the oldest past the size", () => {
    let value = serializeVisitorAnswers([], { lessonId: "first", masks: [1] });
    value = serializeVisitorAnswers(parseVisitorAnswers(value), { lessonId: "second", masks: [1] });
    value = serializeVisitorAnswers(parseVisitorAnswers(value), { lessonId: "first", masks: [2] });
    expect(value).toBe("second:B.first:C");
    for (let n = 0; n < 200; n++) {
      value = serializeVisitorAnswers(parseVisitorAnswers(value), {
        lessonId: `${LESSON.slice(0, 30)}${String(n).padStart(6, "0")}`,
        masks: [1, 2, 3, 4, 5],
      });
    }
    expect(value.length).toBeLessThanOrEqual(VISITOR_ANSWERS_MAX_LENGTH);
    expect(value).not.toContain("first");
    expect(value.endsWith("000199:BCDEF")).toBe(true);
  });

  it("ignores what does not read exactly so", () => {
    expect(parseVisitorAnswers('{"bad":"json"}')).toEqual([]);
    expect(parseVisitorAnswers("x".repeat(VISITOR_ANSWERS_MAX_LENGTH + 1))).toEqual([]);
    expect(parseVisitorAnswers("no-colon.a:b:c.;drop:A.ok:B")).toEqual([
      { lessonId: "ok", masks: [1] },
    ]);
    expect(parseVisitorAnswers(`a:${"A".repeat(101)}`)).toEqual([]);
    // A mask naming options a question does not have chooses nothing there.
    expect(masksToAnswers(questions, [63])).toEqual(
      new Map([
        ["q1", ["a", "b", "c"]],
        ["q2", []],
      ]),
    );
  });

  // Issue #27 (decision 0042): the run of failures rides on the quiz's entry.
  it("keeps a run of failed attempts on the entry, to the second, and reads entries without one", () => {
    const lastFailedAt = new Date("2026-11-28T19:00:00.000Z");
    const value = serializeVisitorAnswers([], {
      lessonId: LESSON,
      masks: [2],
      failedRun: { failedInRow: 3, lastFailedAt },
    });
    expect(value).toBe(`${LESSON}:C~3${(lastFailedAt.getTime() / 1000).toString(36)}`);
    expect(parseVisitorAnswers(value)).toEqual([
      { lessonId: LESSON, masks: [2], failedRun: { failedInRow: 3, lastFailedAt } },
    ]);
    // No run, or a zero one: the entry as before.
    expect(
      serializeVisitorAnswers([], {
        lessonId: LESSON,
        masks: [2],
        failedRun: { failedInRow: 0, lastFailedAt },
      }),
    ).toBe(`${LESSON}:C`);
    expect(parseVisitorAnswers("a:B~0zz.b:B~x1.c:B~1")).toEqual([]);
  });
});
