// The wait after failing a quiz in a row (issue #27, decision 0042).
import { describe, expect, it } from "vitest";
import { QUIZ_FAILS_BEFORE_WAIT, QUIZ_WAIT_MS, waitLeft } from "./lesson-quiz.server";

const now = new Date("2026-11-28T19:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

describe("waitLeft", () => {
  it("holds no one before the third failure in a row, nor after ten minutes", () => {
    expect(waitLeft({ failedInRow: QUIZ_FAILS_BEFORE_WAIT - 1, lastFailedAt: now }, now)).toBe(
      null,
    );
    expect(waitLeft({ failedInRow: 0, lastFailedAt: null }, now)).toBe(null);
    expect(waitLeft({ failedInRow: 3, lastFailedAt: ago(QUIZ_WAIT_MS) }, now)).toBe(null);
  });

  it("counts the seconds left, rounded up, and never more than the wait", () => {
    expect(waitLeft({ failedInRow: 3, lastFailedAt: now }, now)).toBe(600);
    expect(waitLeft({ failedInRow: 4, lastFailedAt: ago(QUIZ_WAIT_MS - 1500) }, now)).toBe(2);
    expect(waitLeft({ failedInRow: 3, lastFailedAt: new Date("2030-01-01T00:00:00Z") }, now)).toBe(
      600,
    );
  });
});
