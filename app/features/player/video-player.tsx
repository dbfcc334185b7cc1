// The selected lesson's video, behind a facade (issue #5, decision 0007). An embedded YouTube
// player costs the learner about a megabyte of scripts, styles and a poster from Google's hosts
// before anyone presses play; on metered mobile data that is money spent on a video they may never
// watch. So the page shows our own poster (the course thumbnail, or a drawn placeholder) and
// nothing of YouTube's until the person presses play: only then is the youtube-nocookie frame
// created, with autoplay so that one press is enough.
//
// Once playing, the frame tells us when the video ends (issue #6: a lesson watched to the end is
// marked complete). YouTube's IFrame API script would cost another third-party download; the
// frame itself speaks the same postMessage protocol when its address has `enablejsapi=1`, so we
// say "listening" to it and read its state changes ourselves (decision 0009).
import { useEffect, useRef, useState, type RefObject } from "react";
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { AlertIcon, PlayIcon } from "~/components/ui/icons";
import { useHydrated } from "~/lib/use-hydrated";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/lib/youtube-url";

/**
 * How wide the poster is drawn: the player spans two of the course page's three columns from
 * `lg` (inside `max-w-7xl`), and the whole width below it.
 */
const PLAYER_IMAGE_SIZES = "(min-width: 1280px) 824px, (min-width: 1024px) 66vw, 100vw";

export function VideoPlayer({
  videoId,
  title,
  thumbnailUrl,
  category,
  onEnded,
}: {
  videoId: string | null;
  /** The lesson's title: the frame's title, and part of the play control's name. */
  title: string;
  /** The course's thumbnail, shown as the poster; empty for a drawn placeholder. */
  thumbnailUrl: string;
  category: string;
  /** Called once when the playing video reaches its end (not before play, not without scripts). */
  onEnded?: () => void;
}) {
  const hydrated = useHydrated();
  // Once the person has pressed play, another lesson of the course (chosen in the list or the
  // next-lesson card) plays at once instead of showing its poster again: choosing a lesson after
  // watching one is the wish to watch it, and a second press would only be in the way. The course
  // page gives each course its own player (key), so a new course starts with its poster.
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    // The play control has gone with the poster; keyboard and screen-reader users continue in
    // the player that replaced it, not at the top of the page.
    if (playing && pressed.current) {
      pressed.current = false;
      frame.current?.focus();
    }
  }, [playing]);

  useVideoEnd(playing ? frame : null, videoId, onEnded);

  if (!videoId) {
    return (
      <div
        role="status"
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-800 p-6 text-center text-white"
      >
        <AlertIcon className="size-10 text-amber-400" />
        <p className="text-lg font-bold">الفيديو غير متاح</p>
        <p className="text-sm text-slate-300">
          رابط فيديو هذا الدرس غير صالح. جرّب درسًا آخر من القائمة.
        </p>
      </div>
    );
  }

  if (playing) {
    return (
      <div className="aspect-video w-full overflow-hidden rounded-2xl bg-black">
        <iframe
          ref={frame}
          key={videoId}
          // Rendered only after a press, in the browser: `origin` is the page's own.
          src={`${youTubeEmbedUrl(videoId)}?autoplay=1&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`}
          title={title}
          className="size-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }

  const control =
    "group absolute inset-0 flex items-center justify-center rounded-2xl focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-emerald-500";
  const playCircle = (
    <span className="flex size-20 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-105 sm:size-24">
      {/* The triangle points right in any direction: it is the universal 'play' sign. */}
      <PlayIcon className="size-9 translate-x-0.5 sm:size-11" />
    </span>
  );

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-slate-900">
      {thumbnailUrl ? (
        <CourseThumbnail
          url={thumbnailUrl}
          category={category}
          eager
          sizes={PLAYER_IMAGE_SIZES}
          className="absolute inset-0 size-full"
        />
      ) : (
        // Drawn, not downloaded.
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-emerald-700 via-emerald-900 to-slate-900"
        />
      )}
      {hydrated ? (
        <button
          type="button"
          aria-label={`تشغيل الفيديو: ${title}`}
          className={control}
          onClick={() => {
            pressed.current = true;
            setPlaying(true);
          }}
        >
          {playCircle}
        </button>
      ) : (
        // Without JavaScript (or before it has loaded) the same control is a plain link: the
        // video opens on YouTube in a new tab, and the course page stays where it was.
        <a
          href={youTubeWatchUrl(videoId)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`شاهد الفيديو على يوتيوب: ${title} (يفتح في نافذة جديدة)`}
          className={control}
        >
          {playCircle}
        </a>
      )}
    </div>
  );
}

const YOUTUBE_ORIGIN = "https://www.youtube-nocookie.com";
/** The player's state number for 'ended' (YT.PlayerState.ENDED). */
const ENDED = 0;

/**
 * Listens to the embedded player the way YouTube's own IFrame API does: after the frame loads,
 * tell it we are listening (again every 500 ms until it answers, as it may not be ready), then
 * watch its messages for the ended state. Only messages from that frame and origin count.
 */
function useVideoEnd(
  frame: RefObject<HTMLIFrameElement | null> | null,
  videoId: string | null,
  onEnded: (() => void) | undefined,
) {
  const callback = useRef(onEnded);
  useEffect(() => {
    callback.current = onEnded;
  });
  useEffect(() => {
    const iframe = frame?.current;
    if (!iframe || !videoId) return;
    let answered = false;
    let ended = false;
    const listen = () =>
      iframe.contentWindow?.postMessage(
        JSON.stringify({ event: "listening", id: 1, channel: "widget" }),
        YOUTUBE_ORIGIN,
      );
    const retry = setInterval(() => (answered ? clearInterval(retry) : listen()), 500);
    iframe.addEventListener("load", listen);
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_ORIGIN || event.source !== iframe.contentWindow) return;
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
        callback.current?.();
      } else if (typeof state === "number" && state !== ENDED) {
        ended = false; // watched again from the start: another end counts again
      }
    };
    window.addEventListener("message", onMessage);
    return () => {
      clearInterval(retry);
      iframe.removeEventListener("load", listen);
      window.removeEventListener("message", onMessage);
    };
  }, [frame, videoId]);
}
