// An uploaded lesson (issue #28, decision 0048): the browser's own <video> or <audio>, from our
// origin (or S3_PUBLIC_URL), with preload="none": the page costs no media byte until play, and no
// third party is contacted. Below it, the versions as plain links with their size and cost, so
// the learner chooses what to spend before spending it, with or without JavaScript.
//
// The media element's data-* attributes are a contract other parts rely on (the offline saver,
// the play counts): data-uploaded-media, data-lesson-id, data-version, data-bytes (the version
// played) and data-standard-bytes (the standard version's, else the light one's).
import { MEDIA_VERSION_NAMES } from "~/lib/media";
import { useRouteLoaderData } from "react-router";
import { useI18n } from "~/i18n/i18n-context";
import type { LessonTranscript, MediaVersionName, TranscriptLocale } from "~/lib/media";
import { dataCost, MEDIA_VERSION_PARAM, megabytes, versionBytes } from "~/lib/media-choice";
import type { PlayerMedia } from "./load-course-player.server";

const CAPTION_LABEL = {
  ar: "media.captions.ar",
  fr: "media.captions.fr",
  en: "media.captions.en",
} as const satisfies Record<TranscriptLocale, string>;

const VERSION_LABEL = {
  audio: "media.version.audio",
  light: "media.version.light",
  standard: "media.version.standard",
} as const satisfies Record<MediaVersionName, string>;

/**
 * The poster at one width. The job stores it as thumbnails are (`<uuid>-960.webp` and its smaller
 * widths beside it, decision 0047), but a poster attribute takes one address, no srcset: 720 fits
 * the phones most learners have (360 CSS pixels at 2×), 320 a data saver's (issue #17).
 */
function posterAt(url: string, saveData: boolean): string {
  return url.replace(/-960\.webp$/, saveData ? "-320.webp" : "-720.webp");
}

/** Where a lesson's captions in one language are served (app/routes/resources/lesson-captions.ts). */
export function captionsPath(lessonId: string, locale: TranscriptLocale): string {
  return `/media/captions/${encodeURIComponent(lessonId)}/${locale}.vtt`;
}

export function UploadedMediaPlayer({
  lessonId,
  position,
  title,
  media,
  version,
  transcripts,
  pricePerGb,
}: {
  lessonId: string;
  /** The lesson's place in the course: the version links keep it (`?lesson=N&v=…`). */
  position: number;
  title: string;
  media: PlayerMedia;
  version: MediaVersionName;
  transcripts: readonly LessonTranscript[];
  pricePerGb: number | null;
}) {
  const i = useI18n();
  const saveData = useRouteLoaderData<{ saveData?: boolean }>("root")?.saveData ?? false;
  const sources = media.versions.filter((v) => v.version === version);
  const played = versionBytes(media.versions, version);
  const standard =
    versionBytes(media.versions, "standard") || versionBytes(media.versions, "light") || played;
  const contract = {
    "data-uploaded-media": "",
    "data-lesson-id": lessonId,
    "data-version": version,
    "data-bytes": played,
    "data-standard-bytes": standard,
  };
  const inner = (
    <>
      {sources.map((source) => (
        <source key={source.url} src={source.url} type={source.contentType} />
      ))}
      {transcripts
        .filter((transcript) => transcript.webvtt)
        .map((transcript) => (
          <track
            key={transcript.locale}
            kind="captions"
            src={captionsPath(lessonId, transcript.locale)}
            srcLang={transcript.locale}
            label={i.t(CAPTION_LABEL[transcript.locale])}
          />
        ))}
    </>
  );
  const label = i.t("media.playerLabel", { title });
  const available = MEDIA_VERSION_NAMES.filter((name) =>
    media.versions.some((v) => v.version === name),
  );
  return (
    <div className="space-y-3">
      {/* The <track>s are in `inner` when the lesson has timed captions; without them its
          transcript below (if any) is the text alternative, and no caption file can be made up. */}
      {version === "audio" ? (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the tracks are in `inner`
        <audio {...contract} controls preload="none" aria-label={label} className="w-full">
          {inner}
        </audio>
      ) : (
        // eslint-disable-next-line jsx-a11y/media-has-caption -- the tracks are in `inner`
        <video
          {...contract}
          controls
          preload="none"
          playsInline
          poster={media.posterUrl ? posterAt(media.posterUrl, saveData) : undefined}
          aria-label={label}
          className="aspect-video w-full rounded-2xl bg-slate-900"
        >
          {inner}
        </video>
      )}
      <nav aria-label={i.t("media.versions.label")} className="text-sm">
        <p className="text-slate-700">{i.t("media.versions.intro")}</p>
        <ul className="mt-2 space-y-1">
          {available.map((name) => {
            const bytes = versionBytes(media.versions, name);
            const cost = dataCost(bytes, pricePerGb);
            const url = media.versions.find((v) => v.version === name)?.url;
            const current = name === version;
            return (
              <li key={name} className="flex flex-wrap items-center gap-x-3">
                <a
                  href={`?lesson=${position}&${MEDIA_VERSION_PARAM}=${name}`}
                  aria-current={current ? "true" : undefined}
                  className={
                    current
                      ? "font-bold text-emerald-800"
                      : "text-emerald-800 underline underline-offset-2"
                  }
                >
                  {`${i.t(VERSION_LABEL[name])} · `}
                  <bdi>{i.t("media.size", { mb: megabytes(bytes) })}</bdi>
                  {cost === null ? null : (
                    <>
                      {" · "}
                      <bdi>{i.t("media.cost", { cost })}</bdi>
                    </>
                  )}
                </a>
                {url ? (
                  <a
                    href={url}
                    download
                    aria-label={i.t("media.downloadLabel", { version: i.t(VERSION_LABEL[name]) })}
                    className="text-slate-700 underline underline-offset-2"
                  >
                    {i.t("media.download")}
                  </a>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/**
 * The transcript as text to read (a learner on a weak connection can read instead of watch): the
 * page's language, else Arabic, else any; each paragraph in its own direction.
 */
export function LessonTranscriptText({
  transcripts,
}: {
  transcripts: readonly LessonTranscript[];
}) {
  const i = useI18n();
  const shown =
    transcripts.find((t) => t.locale === i.locale) ??
    transcripts.find((t) => t.locale === "ar") ??
    transcripts[0];
  const paragraphs = shown?.plainText.split(/\n\s*\n|\n/).filter((p) => p.trim() !== "") ?? [];
  if (!shown || paragraphs.length === 0) return null;
  return (
    <details className="rounded-2xl border border-slate-200 bg-white p-5">
      <summary className="cursor-pointer font-bold">{i.t("media.transcript.heading")}</summary>
      <div className="mt-3 space-y-2 text-slate-800" lang={shown.locale}>
        {paragraphs.map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </div>
    </details>
  );
}
