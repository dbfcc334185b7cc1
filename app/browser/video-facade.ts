// The course page's video facade (decision 0007): the server renders the poster with a plain
// link to YouTube; here the link becomes the play button, and only a press makes the
// youtube-nocookie frame. Before that the page asks nothing of any other host. Once playing, the
// frame reports the video's end (video-end.ts, issue #6).
import { browserStorage, cameFromSamePage, storeItem } from "./page-state";
import { watchForVideoEnd, withPlayerEvents } from "./video-end";

/** Set once the person has pressed play on a course: its other lessons then play at once. */
const PLAYING_KEY = "maarifa:playing-course";

/** True when this page was reached from the same course's page after its video was played. */
function choseAnotherLessonAfterPlay(): boolean {
  return (
    cameFromSamePage() &&
    browserStorage("sessionStorage")?.getItem(PLAYING_KEY) === location.pathname
  );
}

export function enhanceVideoFacade(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-video-facade]")) {
    const { embedSrc, title, playLabel } = link.dataset;
    const poster = link.parentElement;
    if (!embedSrc || !poster) continue;

    const button = document.createElement("button");
    button.type = "button";
    button.className = link.className;
    button.setAttribute("aria-label", playLabel ?? "");
    button.append(...link.childNodes);
    link.replaceWith(button);

    const play = (pressed: boolean) => {
      const frame = document.createElement("iframe");
      frame.src = withPlayerEvents(embedSrc);
      frame.title = title ?? "";
      frame.className = "size-full";
      frame.allow =
        "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
      frame.referrerPolicy = "strict-origin-when-cross-origin";
      frame.allowFullscreen = true;
      const box = document.createElement("div");
      box.className = "aspect-video w-full overflow-hidden rounded-2xl bg-black";
      box.append(frame);
      poster.replaceWith(box);
      watchForVideoEnd(frame);
      // Without storage (refused), each lesson waits for its own press.
      storeItem("sessionStorage", PLAYING_KEY, location.pathname);
      // The play button has gone with the poster: keyboard and screen-reader users continue in
      // the player that replaced it, not at the top of the page.
      if (pressed) frame.focus();
    };
    button.addEventListener("click", () => play(true));
    // Choosing another lesson after watching one is the wish to watch it; coming back to the
    // course later, from anywhere else, shows the poster again.
    if (choseAnotherLessonAfterPlay()) play(false);
  }
}
