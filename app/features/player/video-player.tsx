// The selected lesson's video, behind a facade (issue #5, decision 0007). An embedded YouTube
// player costs the learner about a megabyte of scripts, styles and a poster from Google's hosts
// before anyone presses play; on metered mobile data that is money spent on a video they may never
// watch. So the page shows our own poster (the course thumbnail, or a drawn placeholder) and
// nothing of YouTube's until the person presses play: only then is the youtube-nocookie frame
// created, with autoplay so that one press is enough.
//
// The server renders the poster with a plain link to the video on YouTube, which is all there is
// without JavaScript, and a hidden notice for a press without a connection (issue #27). app/browser/video-facade.ts turns the link into the play button and makes
// the frame from the data-* attributes below (public pages load no React, decision 0011).
import { CourseThumbnail } from "~/components/ui/course-thumbnail";
import { AlertIcon, PlayIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import { POSTER_IMAGE_SIZES } from "~/lib/thumbnail-sizes";
import { youTubeEmbedUrl, youTubeWatchUrl } from "~/lib/youtube-url";

export function VideoPlayer({
  videoId,
  startSeconds = null,
  title,
  thumbnailUrl,
  category,
}: {
  videoId: string | null;
  /** The start time the lesson's link carries (issue #14), in seconds; null plays from the start. */
  startSeconds?: number | null;
  /** The lesson's title: the frame's title, and part of the play control's name. */
  title: string;
  /** The course's thumbnail, shown as the poster; empty for a drawn placeholder. */
  thumbnailUrl: string;
  category: string;
}) {
  const { t } = useI18n();
  if (!videoId) {
    return (
      <div
        role="status"
        className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-800 p-6 text-center text-white"
      >
        <AlertIcon className="size-10 text-amber-400" />
        <p className="text-lg font-bold">{t("video.unavailable.heading")}</p>
        <p className="text-sm text-slate-300">{t("video.unavailable.text")}</p>
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
          sizes={POSTER_IMAGE_SIZES}
          className="absolute inset-0 size-full"
        />
      ) : (
        // Drawn, not downloaded.
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-gradient-to-br from-emerald-700 via-emerald-900 to-slate-900"
        />
      )}
      {/* Without JavaScript (or before it has run) the control is a plain link: the video opens
          on YouTube in a new tab, and the course page stays where it was. */}
      <a
        href={youTubeWatchUrl(videoId, startSeconds)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("video.watchOnYouTube", { title })}
        className={control}
        data-video-facade
        data-embed-src={`${youTubeEmbedUrl(videoId)}?autoplay=1${startSeconds ? `&start=${startSeconds}` : ""}`}
        data-title={title}
        data-play-label={t("video.play", { title })}
      >
        {playCircle}
      </a>
      {/* Pressing play without a connection (a course saved for offline, issue #27) says so here
          instead of opening a frame that would show the browser's error page: the script shows
          it, and the lesson's text below stays there to read. */}
      <div
        data-video-offline
        hidden
        role="status"
        className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 p-3 text-sm text-slate-900 shadow"
      >
        <p className="font-bold">{t("video.offline.heading")}</p>
        <p className="mt-1">{t("video.offline.text")}</p>
      </div>
    </div>
  );
}
