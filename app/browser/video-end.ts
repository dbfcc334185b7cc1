// Tells the page when the embedded YouTube video has played to its end (issue #6: a lesson
// watched to the end is marked complete), without YouTube's IFrame API script, which would be
// another download from Google's hosts. The embed speaks the same postMessage protocol itself
// when its address has `enablejsapi=1&origin=…` (decision 0009): we say "listening" to the frame
// (again every 500 ms, for up to ten seconds, until it answers: it may not be ready), then read
// its state changes.

const YOUTUBE_ORIGIN = "https://www.youtube-nocookie.com";
/** The player's state number for 'ended' (YT.PlayerState.ENDED). */
const ENDED = 0;
/** Dispatched on window; app/browser/progress.ts marks the lesson complete. */
export const VIDEO_ENDED_EVENT = "maarifa:video-ended";

/** The frame's address with the IFrame API protocol switched on for this page's origin. */
export function withPlayerEvents(embedSrc: string): string {
  return `${embedSrc}&enablejsapi=1&origin=${encodeURIComponent(location.origin)}`;
}

export function watchForVideoEnd(frame: HTMLIFrameElement): void {
  let answered = false;
  let ended = false;
  const listen = () =>
    frame.contentWindow?.postMessage(
      JSON.stringify({ event: "listening", id: 1, channel: "widget" }),
      YOUTUBE_ORIGIN,
    );
  // Twenty tries (ten seconds) are plenty for a frame that loads at all; one that never answers
  // (blocked, offline) is not pinged for as long as the page stays open.
  let tries = 0;
  const retry = setInterval(
    () => (answered || !frame.isConnected || ++tries > 20 ? clearInterval(retry) : listen()),
    500,
  );
  frame.addEventListener("load", listen);
  addEventListener("message", (event) => {
    // Only the frame we made, from YouTube's origin.
    if (event.origin !== YOUTUBE_ORIGIN || event.source !== frame.contentWindow) return;
    answered = true;
    let data: { event?: string; info?: unknown } | null = null;
    try {
      data = typeof event.data === "string" ? JSON.parse(event.data) : null;
    } catch {
      return;
    }
    const state =
      data?.event === "onStateChange"
        ? data.info
        : data?.event === "infoDelivery"
          ? (data.info as { playerState?: number } | null)?.playerState
          : undefined;
    if (state === ENDED && !ended) {
      ended = true;
      dispatchEvent(new Event(VIDEO_ENDED_EVENT));
    } else if (typeof state === "number" && state !== ENDED) {
      ended = false; // played again from the start: another end counts again
    }
  });
}
