// The course page's video facade (decision 0007): the server renders the poster with a plain
// link to YouTube; here the link becomes the play button, and only a press makes the
// youtube-nocookie frame. Before that the page asks nothing of any other host. Once playing, the
// frame reports the video's end (video-end.ts, issue #6). Without a connection a press shows the
// poster's `[data-video-offline]` notice instead of a frame (issue #27).
//
// Every video waits for its own press (issue #27, decision 0047): a lesson opened after another
// was played shows its poster too. Playing it at once spent the learner's data on a video they had
// perhaps only opened to read its description or its quiz.
import { watchForVideoEnd, withPlayerEvents } from "./video-end";

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

    const play = () => {
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
      // The play button has gone with the poster: keyboard and screen-reader users continue in
      // the player that replaced it, not at the top of the page.
      frame.focus();
    };
    // Without a connection (a course saved for offline, issue #27) the frame would hold the
    // browser's error page: say plainly that the video needs a connection; the lesson's text is
    // on the page. Back online, the notice goes and play plays.
    const offlineNotice = poster.querySelector<HTMLElement>("[data-video-offline]");
    button.addEventListener("click", () => {
      if (navigator.onLine) play();
      else if (offlineNotice) offlineNotice.hidden = false;
    });
    addEventListener("online", () => {
      if (offlineNotice) offlineNotice.hidden = true;
    });
  }
}
