// An uploaded lesson's processing state in the editor's card (issue #28): asked of GET
// /admin/media/:id every few seconds while the file is queued or processing, and no more once it
// is ready or failed, or once the card is gone. 'Retry' on a failed file (POST …/retry) queues it
// again and the asking resumes.
import { useCallback, useEffect, useRef, useState } from "react";
import type { MediaFailure, MediaStatus } from "~/lib/media";

/** How often a file being processed is asked about: the job reports progress every few seconds. */
const POLL_MS = 3000;

export interface MediaProgress {
  status: MediaStatus;
  progress: number;
  failure: MediaFailure | null;
  durationSeconds: number;
}

const settled = (state: MediaProgress | null) =>
  state !== null && (state.status === "ready" || state.status === "failed");

export function useMediaStatus(
  mediaId: string,
  /** What the editor already knows (its loader, the upload's answer); null: ask at once. */
  initial: MediaProgress | null,
  onSessionEnded: (retry: () => void) => void,
) {
  const [state, setState] = useState<MediaProgress | null>(initial);
  /** The file no longer exists (404). */
  const [missing, setMissing] = useState(false);
  /** Bumped after a failed request, so that the next one is scheduled all the same. */
  const [attempt, setAttempt] = useState(0);
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (missing || settled(state)) return;
    let stopped = false;
    const timer = setTimeout(
      async () => {
        try {
          const response = await fetch(`/admin/media/${encodeURIComponent(mediaId)}`, {
            headers: { Accept: "application/json" },
          });
          if (stopped) return;
          if (response.status === 404) {
            setMissing(true);
            return;
          }
          if (!response.ok) throw new Error(String(response.status));
          const body = (await response.json()) as Partial<MediaProgress>;
          if (stopped) return;
          setState({
            status: body.status ?? "queued",
            progress: body.progress ?? 0,
            failure: body.failure ?? null,
            durationSeconds: body.durationSeconds ?? 0,
          });
        } catch {
          // A dropped connection or an ended session: asked again at the next turn.
          if (!stopped) setAttempt((n) => n + 1);
        }
      },
      state === null ? 0 : POLL_MS,
    );
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [mediaId, state, missing, attempt]);

  /** `retry`, for once signed in again (a ref: it cannot name itself while being made). */
  const again = useRef<() => Promise<void>>(async () => {});
  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      const response = await fetch(`/admin/media/${encodeURIComponent(mediaId)}/retry`, {
        method: "POST",
      });
      if (response.status === 401) {
        onSessionEnded(() => void again.current());
        return;
      }
      // 409: no longer failed (retried elsewhere): the next answer says what it is now.
      setState((current) =>
        current && response.ok
          ? { ...current, status: "queued", progress: 0, failure: null }
          : current && { ...current, status: "processing" },
      );
    } catch {
      setAttempt((n) => n + 1);
    } finally {
      setRetrying(false);
    }
  }, [mediaId, onSessionEnded]);

  useEffect(() => {
    again.current = retry;
  }, [retry]);

  return { state, missing, retry, retrying };
}
