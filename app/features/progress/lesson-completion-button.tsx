// 'Mark as completed' / 'Mark as not completed' for the current lesson (issue #6). A real form
// posting to the course page, so it works without JavaScript for a signed-in learner (the server
// answers with the page again); a visitor without an account is sent to /auth by that action.
// With JavaScript the submit is handled by useLessonProgress: a fetcher, or localStorage.
import { Button } from "~/components/ui/button";
import { CheckCircleIcon, CircleIcon } from "~/components/ui/icons";
import { useHydrated } from "~/lib/use-hydrated";

export function LessonCompletionButton({
  lessonId,
  position,
  completed,
  onToggle,
}: {
  lessonId: string;
  position: number;
  completed: boolean;
  onToggle: (lessonId: string, position: number, completed: boolean) => void;
}) {
  const hydrated = useHydrated();
  return (
    // A plain form: without scripts it posts to this very address (?lesson=N included).
    <form
      method="post"
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        onToggle(lessonId, position, !completed);
      }}
    >
      <input type="hidden" name="intent" value={completed ? "uncomplete" : "complete"} />
      <input type="hidden" name="lessonId" value={lessonId} />
      <input type="hidden" name="position" value={position} />
      <Button type="submit" variant={completed ? "outline" : "primary"} size="sm">
        {completed ? <CircleIcon /> : <CheckCircleIcon />}
        {completed ? "إلغاء تحديده كمكتمل" : "تحديد الدرس كمكتمل"}
      </Button>
    </form>
  );
}

/** The 'completed' marker of spec §4, now telling the truth. */
export function CompletionMarker({ completed }: { completed: boolean }) {
  return completed ? (
    <span className="flex items-center gap-1 text-sm font-bold text-emerald-800">
      <CheckCircleIcon className="size-4" />
      مكتمل
    </span>
  ) : (
    <span className="flex items-center gap-1 text-sm text-slate-600">
      <CircleIcon className="size-4" />
      لم يكتمل
    </span>
  );
}
