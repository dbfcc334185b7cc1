// When a lesson may be marked complete (issue #27, decision 0041): once half of its stated duration
// has passed since the lesson page was first served to the learner (or visitor), both times taken
// by the server. A lesson with no stated duration asks for one minute. The rule is here, not in a
// feature, because the mark (progress) and the merge of a visitor's marks at sign-in (accounts)
// apply the same one.

/** What a lesson without a stated duration (0 minutes) asks for. */
export const WAIT_WITHOUT_DURATION_MS = 60_000;

/** How long after the first serve the lesson may be marked. */
export function requiredWaitMs(durationMinutes: number): number {
  return durationMinutes > 0 ? durationMinutes * 30_000 : WAIT_WITHOUT_DURATION_MS;
}

/**
 * How long the learner still has to wait, in milliseconds; 0 when the mark is accepted. A lesson
 * never served to them waits its whole time (it starts when they open it).
 */
export function completionWaitLeftMs(
  lesson: { durationMinutes: number; firstServedAt: Date | null },
  now: Date,
): number {
  const wait = requiredWaitMs(lesson.durationMinutes);
  if (!lesson.firstServedAt) return wait;
  return Math.max(0, lesson.firstServedAt.getTime() + wait - now.getTime());
}

/** The minutes a refusal names: whole minutes, rounded up, at least one. */
export function minutesLeft(waitLeftMs: number): number {
  return Math.max(1, Math.ceil(waitLeftMs / 60_000));
}
