// Saving the course editor (issue #14): the form is sent as JSON to its route's action through a
// fetcher; success is a redirect to the dashboard. An ended session does not replace the page: the
// save answers 401, the form stays, the sign-in dialog opens (also for an upload refused for the
// same reason), and the same form is saved, or the same file uploaded, once signed in again.
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { editorPayload, type EditorState } from "./course-draft";
import type { SaveFailure } from "./use-field-errors";

export function useCourseSave(state: EditorState) {
  const fetcher = useFetcher<SaveFailure>();
  // The form as it is when the save is sent (after signing in again, it may have changed).
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state;
  }, [state]);

  const submitSave = useCallback(() => {
    fetcher.submit(editorPayload(latest.current), {
      method: "post",
      encType: "application/json",
    });
  }, [fetcher]);

  // The action answered with a redirect to the dashboard: saved, and the page is leaving.
  const saved = fetcher.state === "loading" && fetcher.data === undefined && !!fetcher.json;
  const saving = fetcher.state !== "idle";
  // The fetcher's answer when a save did not succeed (success is a redirect): the session has
  // ended, or errors to show. A new object per response.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // Both of these are answered in the sign-in dialog, not by a toast.
  const needsSignIn = !!(answer?.sessionEnded || answer?.notAllowed);
  const failure = answer && !needsSignIn ? answer : null;

  /** What to do once signed in again; the dialog is open while it is set. */
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null);
  // The session ended: the sign-in dialog stays open for that answer until signed in or closed.
  const [closedAnswer, setClosedAnswer] = useState<SaveFailure | null>(null);
  const sessionEndedOnSave = needsSignIn && answer !== closedAnswer ? (answer ?? null) : null;
  function close() {
    setAfterSignIn(null);
    setClosedAnswer(sessionEndedOnSave);
  }

  return {
    saved,
    saving,
    failure,
    submitSave,
    /** Opens the sign-in dialog, to `retry` once signed in (an upload refused with 401). */
    signInThen: (retry: () => void) => setAfterSignIn(() => retry),
    signIn: {
      open: afterSignIn !== null || sessionEndedOnSave !== null,
      // The role signed in may not edit: the dialog says so and asks for another administrator.
      notAllowed: sessionEndedOnSave?.notAllowed ? sessionEndedOnSave.error : null,
      close,
      signedIn() {
        const next = afterSignIn ?? submitSave;
        close();
        next();
      },
    },
  };
}
