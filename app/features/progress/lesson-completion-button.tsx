// 'Mark as completed' / 'Mark as not completed' for the current lesson, and the 'completed'
// marker of spec §4, now telling the truth (issue #6). Both states are in the HTML, one hidden:
// public pages load no React (decision 0011), so app/browser/progress.ts switches them in place.
// The button is a real form posting to the course page: without JavaScript a signed-in learner's
// mark is saved and the page comes back; a visitor is sent to /auth by that action.
import { Button } from "~/components/ui/button";
import { CheckCircleIcon, CircleIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";

export function LessonCompletionButton({
  lessonId,
  position,
  completed,
  disabled = false,
  minutesLeft = null,
}: {
  lessonId: string;
  position: number;
  completed: boolean;
  /** The admin's preview (issue #14): it looks as learners see it and cannot be pressed. */
  disabled?: boolean;
  /** A mark just refused as too soon (decision 0041): the minutes still to wait. */
  minutesLeft?: number | null;
}) {
  const { t } = useI18n();
  // No action: the form posts to this very address (?lesson=N included).
  return (
    <>
      <form
        method="post"
        data-completion-form
        data-lesson-status={lessonId}
        data-completed={String(completed)}
      >
        <input type="hidden" name="intent" value={completed ? "uncomplete" : "complete"} />
        <input type="hidden" name="lessonId" value={lessonId} />
        <input type="hidden" name="position" value={position} />
        <Button type="submit" variant="outline" size="sm" disabled={disabled}>
          {/* Its words may wrap (buttons do not): a long French label on a 360 px phone. */}
          <span
            data-when="todo"
            hidden={completed}
            className="inline-flex items-center gap-2 text-start whitespace-normal"
          >
            <CheckCircleIcon />
            {t("progress.markComplete")}
          </span>
          <span
            data-when="done"
            hidden={!completed}
            className="inline-flex items-center gap-2 text-start whitespace-normal"
          >
            <CircleIcon />
            {t("progress.markIncomplete")}
          </span>
        </Button>
      </form>
      {/* Always here, hidden unless a mark was refused: app/browser/progress.ts fills it in place
        from the refusal's page, and a screen reader hears it (a live region). */}
      <p
        data-completion-refusal={lessonId}
        role="status"
        hidden={minutesLeft === null}
        className="mt-2 text-sm font-bold text-amber-900"
      >
        {minutesLeft !== null ? t("progress.tooEarly", { minutes: minutesLeft }) : null}
      </p>
    </>
  );
}

/** 'Completed' or 'not completed' for one lesson; `compact` in the lesson list. */
export function CompletionMarker({
  lessonId,
  completed,
  compact = false,
}: {
  lessonId: string;
  completed: boolean;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const icon = compact ? "size-3.5" : "size-4";
  return (
    <span
      data-lesson-status={lessonId}
      data-completed={String(completed)}
      className={compact ? "text-xs" : "text-sm"}
    >
      <span
        data-when="done"
        hidden={!completed}
        className="inline-flex items-center gap-1 font-bold text-emerald-800"
      >
        <CheckCircleIcon className={icon} />
        {t("progress.completed")}
      </span>
      <span
        data-when="todo"
        hidden={completed}
        className="inline-flex items-center gap-1 text-slate-600"
      >
        <CircleIcon className={icon} />
        {t("progress.notCompleted")}
      </span>
    </span>
  );
}
