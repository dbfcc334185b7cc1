// The figures public pages state about the site (issue #27, docs/decisions/0040-true-figures.md):
// computed from the data, never written in the code. A count of courses is exact (up to the
// catalogue's counting limit, then "more than"); the learners are a round number strictly below
// the real count, so that "more than 1,200 learners" is true and does not move with every sign-up.

/** Fewer learners than this and the figure is not shown: "more than 0" says nothing good. */
export const MIN_LEARNERS_SHOWN = 10;

/** A count that stopped at its limit: `count` exactly, or more than `count`. */
export interface CappedCount {
  count: number;
  isLowerBound: boolean;
}

/**
 * The round number to say "more than" of: the largest number with two significant digits (one
 * below 100, tens) strictly below `count`: 1,234 → 1,200, 1,200 → 1,100, 57 → 50, 11 → 10. Null
 * when that would be under MIN_LEARNERS_SHOWN.
 */
export function learnersMoreThan(count: number): number | null {
  if (!Number.isFinite(count) || count <= MIN_LEARNERS_SHOWN) return null;
  // Strictly below: round down count - 1 (10,000 → 9,900, not 9,000).
  const below = Math.ceil(count) - 1;
  const digits = String(below).length;
  const step = digits <= 2 ? 10 : 10 ** (digits - 2);
  const shown = Math.floor(below / step) * step;
  return shown >= MIN_LEARNERS_SHOWN ? shown : null;
}
