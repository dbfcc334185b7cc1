// Warns before unsaved changes are left behind (issue #14): React Router's blocker for links and
// buttons inside the app (Back to Dashboard, Cancel, the header's links, Log out), and the
// browser's own 'leave site?' question for a reload, a typed address or closing the tab.
import { useEffect } from "react";
import { useBlocker, type Blocker } from "react-router";

/** The blocker to answer with a dialog while `unsaved`; nothing is asked otherwise. */
export function useUnsavedChangesWarning(unsaved: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Browsers show their own text; both calls are what the different engines look for.
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  // Changes saved or undone while the question is open: nothing left to warn about.
  useEffect(() => {
    if (blocker.state === "blocked" && !unsaved) blocker.proceed();
  }, [blocker, unsaved]);

  return blocker;
}
