// Which lessons of the course page are completed, and how to change that (issue #6): on the
// server for a signed-in learner (a fetcher posts to the course page's action), in localStorage
// for a visitor (app/lib/anonymous-progress.ts). The course route uses this for the button, the
// video's end and the lesson list alike, so they always agree.
import { useFetcher } from "react-router";
import { setAnonymousLessonCompleted, useAnonymousProgress } from "~/lib/anonymous-progress";

export const PROGRESS_FETCHER_KEY = "lesson-progress";

export function useLessonProgress(signedIn: boolean, serverCompleted: readonly string[]) {
  const fetcher = useFetcher({ key: PROGRESS_FETCHER_KEY });
  const anonymous = useAnonymousProgress();
  const completed = new Set(signedIn ? serverCompleted : anonymous);
  // While a change is on its way, show it already (the server's answer follows).
  const pending = fetcher.formData;
  const pendingId = pending?.get("lessonId");
  if (typeof pendingId === "string") {
    if (pending?.get("intent") === "complete") completed.add(pendingId);
    else completed.delete(pendingId);
  }

  function setCompleted(lessonId: string, position: number, done: boolean) {
    if (!signedIn) {
      setAnonymousLessonCompleted(lessonId, done);
      return;
    }
    void fetcher.submit(
      { intent: done ? "complete" : "uncomplete", lessonId, position: String(position), js: "1" },
      { method: "post" },
    );
  }

  return { completed, setCompleted };
}
