// The progress controls of a course page (issue #6) for one selected lesson: the bar, the
// current lesson's marker and button, and each listed lesson's marker. The course page lays them
// out (app/features/player/course-page-view.tsx); the route hands them over.
import type { Lesson } from "~/lib/course/course";
import { CourseProgressBar } from "./course-progress-bar";
import { CompletionMarker, LessonCompletionButton } from "./lesson-completion-button";

export function courseProgressControls({
  lessons,
  position,
  completedLessonIds,
  readOnly = false,
  refusal = null,
}: {
  lessons: Pick<Lesson, "id">[];
  position: number;
  /** The signed-in learner's marks; none for a visitor (app/browser/progress.ts shows theirs). */
  completedLessonIds: string[];
  /** The admin's preview: the button is shown as learners see it, but saves nothing. */
  readOnly?: boolean;
  /** A mark the server just refused as too soon (decision 0041). */
  refusal?: { lessonId: string; minutesLeft: number } | null;
}) {
  const completed = new Set(completedLessonIds);
  const current = lessons[position - 1];
  const currentDone = current ? completed.has(current.id) : false;
  const completedCount = lessons.filter((lesson) => completed.has(lesson.id)).length;
  return {
    bar: <CourseProgressBar completed={completedCount} total={lessons.length} />,
    marker: current ? <CompletionMarker lessonId={current.id} completed={currentDone} /> : null,
    button: current ? (
      <LessonCompletionButton
        lessonId={current.id}
        position={position}
        completed={currentDone}
        disabled={readOnly}
        minutesLeft={refusal?.lessonId === current.id ? refusal.minutesLeft : null}
      />
    ) : null,
    status: (lesson: Pick<Lesson, "id">) => (
      <CompletionMarker lessonId={lesson.id} completed={completed.has(lesson.id)} compact />
    ),
  };
}
