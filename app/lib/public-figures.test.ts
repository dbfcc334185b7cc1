import { describe, expect, it } from "vitest";
import { learnersMoreThan, MIN_LEARNERS_SHOWN } from "./public-figures";

describe("learnersMoreThan", () => {
  it.each([
    [1234, 1200],
    [1200, 1100],
    [1201, 1200],
    [57, 50],
    [100, 90],
    [345, 340],
    [10_000, 9900],
    [15_678, 15_000],
    [11, 10],
  ])("says more than a round number strictly below the count: %i → %i", (count, shown) => {
    expect(learnersMoreThan(count)).toBe(shown);
    expect(shown).toBeLessThan(count);
  });

  it("shows nothing at or below the minimum", () => {
    for (const count of [0, 1, 9, MIN_LEARNERS_SHOWN]) expect(learnersMoreThan(count)).toBeNull();
  });
});
