import { describe, expect, it } from "vitest";
import { parseLessonParam, selectLesson } from "./lesson-selection";

const lessons = [{ orderIndex: 1 }, { orderIndex: 2 }, { orderIndex: 3 }];

describe("selectLesson", () => {
  it("selects the first lesson by default and offers the second as next", () => {
    const s = selectLesson(lessons, 1);
    expect(s.current).toBe(lessons[0]);
    expect(s.position).toBe(1);
    expect(s.next).toBe(lessons[1]);
  });
  it("offers the following lesson as next", () => {
    expect(selectLesson(lessons, 2).next).toBe(lessons[2]);
  });
  it("has no next lesson on the last one", () => {
    const s = selectLesson(lessons, 3);
    expect(s.current).toBe(lessons[2]);
    expect(s.next).toBeNull();
  });
  it("falls back to the first lesson for a position out of range", () => {
    expect(selectLesson(lessons, 9).position).toBe(1);
    expect(selectLesson(lessons, 0).position).toBe(1);
  });
  it("handles a course without lessons", () => {
    expect(selectLesson([], 1)).toEqual({ current: null, position: 0, next: null });
  });
  it("handles a single lesson", () => {
    const s = selectLesson([{ orderIndex: 1 }], 1);
    expect(s.position).toBe(1);
    expect(s.next).toBeNull();
  });
});

describe("parseLessonParam", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["2", 2],
    ["0", 1],
    ["-3", 1],
    ["2.5", 1],
    ["abc", 1],
    ["9999999", 1],
  ])("%s → %i", (value, expected) => {
    expect(parseLessonParam(value)).toBe(expected);
  });
});
