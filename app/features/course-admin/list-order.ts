// Moving one item of the editor's lists (videos, links): by a button, a drag, the keyboard or
// 'move to position N' (issue #14). Items keep their identity; a lesson's id travels with it,
// so learners' progress stays with the lesson (save-course-progress.test.ts).

/** `list` with the item at `from` moved to `to` (both clamped to the list); the same list if nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  const target = Math.min(Math.max(to, 0), last);
  if (from < 0 || from > last || target === from) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}
