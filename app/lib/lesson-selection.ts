// Which lesson the player shows, and which comes next (spec §4). The selection lives in the
// URL as ?lesson=N (N = the lesson's position, 1-based) so it can be shared and works
// without JavaScript.
import type { Lesson } from "./course/course";

export interface LessonSelection<L> {
  current: L | null;
  /** 1-based position of `current` in the ordered list, 0 when there are no lessons. */
  position: number;
  next: L | null;
}

/** Parses ?lesson=; anything but a positive whole number means "the first lesson". */
export function parseLessonParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const n = Number(value);
  return n >= 1 ? n : 1;
}

/** `lessons` must already be ordered by orderIndex. A position past the end selects the first. */
export function selectLesson<L extends Pick<Lesson, "orderIndex">>(
  lessons: readonly L[],
  requestedPosition: number,
): LessonSelection<L> {
  if (lessons.length === 0) return { current: null, position: 0, next: null };
  const position =
    requestedPosition >= 1 && requestedPosition <= lessons.length ? requestedPosition : 1;
  return {
    current: lessons[position - 1] ?? null,
    position,
    next: lessons[position] ?? null,
  };
}
