// The copy of the editor's unsaved changes in this browser (issue #14, course-draft.ts): read once
// the page runs in the browser (the server has no storage) and offered back when it differs from
// the stored course, written every few seconds while the form differs from it, and removed once
// the course is saved.
import { useEffect, useMemo, useRef, useState } from "react";
import {
  contentOf,
  draftIsBehind,
  readDraft,
  removeDraft,
  stateOfDraft,
  writeDraft,
  type DraftOwner,
  type DraftPlace,
  type EditorState,
  type StoredDraft,
} from "./course-draft";

/** How often the unsaved form is copied to the browser's storage. */
const DRAFT_INTERVAL_MS = 3000;

export function useCourseDraft({
  owner,
  courseId,
  course,
  hydrated,
  baseline,
  state,
  content,
  unsaved,
  saved,
  onRestore,
}: {
  owner: DraftOwner;
  courseId: string | null;
  course: { updatedAt: string } | null;
  hydrated: boolean;
  /** The stored course's content (contentOf), and the form's now. */
  baseline: string;
  state: EditorState;
  content: string;
  unsaved: boolean;
  saved: boolean;
  onRestore: (state: EditorState) => void;
}) {
  /** Whether the draft found on opening was restored or discarded: the offer is then gone. */
  const [answered, setAnswered] = useState(false);
  const courseUpdatedAt = course?.updatedAt ?? null;
  const place: DraftPlace = useMemo(
    () => ({ owner, courseId, courseUpdatedAt }),
    [owner, courseId, courseUpdatedAt],
  );
  // The draft as it was when the course was opened, offered only when it differs from the course.
  const opening = useMemo(() => {
    if (!hydrated) return null;
    const draft = readDraft(place);
    return draft && contentOf(stateOfDraft(draft)) !== baseline ? draft : null;
  }, [hydrated, place, baseline]);
  const offer = answered ? null : opening;
  // Saved since the draft's version was opened: restoring would undo that save (issue #14 audit).
  const behind = offer !== null && draftIsBehind(offer, course);

  const latest = useRef({ state, unsaved, content, written: "" });
  useEffect(() => {
    latest.current = { ...latest.current, state, unsaved, content };
  }, [state, unsaved, content]);

  // Every few seconds while the form differs from the stored course; not while an older draft
  // waits for an answer (it would be overwritten), nor after the save.
  useEffect(() => {
    if (!hydrated || offer || saved) return;
    const timer = setInterval(() => {
      const now = latest.current;
      if (now.content === now.written) return;
      if (now.unsaved) writeDraft(place, now.state);
      else removeDraft(place);
      latest.current.written = now.content;
    }, DRAFT_INTERVAL_MS);
    // A reload or a closed tab between two ticks keeps the last keystrokes too.
    const flush = () => {
      const now = latest.current;
      if (now.unsaved && now.content !== now.written) writeDraft(place, now.state);
    };
    window.addEventListener("pagehide", flush);
    return () => {
      clearInterval(timer);
      window.removeEventListener("pagehide", flush);
    };
  }, [place, hydrated, offer, saved]);

  useEffect(() => {
    if (saved) removeDraft(place);
  }, [saved, place]);

  return {
    offer,
    behind,
    restore(draft: StoredDraft) {
      onRestore(stateOfDraft(draft));
      setAnswered(true);
    },
    discard() {
      removeDraft(place);
      setAnswered(true);
    },
  };
}
