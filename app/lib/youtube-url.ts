// Turns whatever an administrator pasted into a YouTube video id, or says why it is not one.
// Accepted (spec §5, issues #2 and #12): the single-video forms that yt-dlp
// (YoutubeIE._VALID_URL) and NewPipe (YoutubeStreamLinkHandlerFactory) accept — watch?v= and
// watch_popup?v= (v anywhere in the query), youtu.be/ID (with ?si=, or &feature=… glued to the
// id), /embed/, /e/, /v/, /shorts/, /live/, /watch/ID, attribution_link?u=…, on youtube.com,
// www./m./music., youtube-nocookie.com and youtube.googleapis.com — plus a bare 11-character id,
// and any of them copied out of a sentence: quotes, brackets and trailing punctuation (`).`, `،`)
// around the link are not part of it. A playlist or a channel is told apart, so the editor can
// say so (embed/videoseries and embed/live_stream are 11 characters long, like an id: both tools
// special-case them). Anything else, including javascript: links and look-alike hosts, is refused
// so the player never embeds a broken frame.
//
// Stricter than both tools on purpose: an id followed by another id character (a 12th letter) is
// refused rather than cut to 11, since it is a typo that would embed someone else's video.
//
// A start time in the link (`&t=30s`, `?t=1m5s`, `?start=30`, `#t=30`; issue #14) is kept, so the
// player can start where the administrator's link pointed.

export type YouTubeLink =
  | { kind: "video"; id: string; startSeconds?: number }
  | { kind: "playlist" }
  | { kind: "channel" }
  | { kind: "invalid" };

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
/** An id at the start of a string, not followed by another id character. */
const LEADING_ID = /^([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
  "youtube.googleapis.com",
]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);
/** Paths whose next segment is the video id (yt-dlp: v|embed|e|shorts|live; NewPipe: watch/). */
const ID_PATHS = /^\/(?:embed|e|v|shorts|live|watch)\/(.+)$/;
/** Paths that take the video from `?v=` (yt-dlp: watch, watch_popup, or none at all). */
const WATCH_PATHS = new Set(["/watch", "/watch/", "/watch_popup", "/"]);
const CHANNEL_PATHS = /^\/(?:@|(?:channel|c|user)\/)/;

// People paste "youtube.com/watch?v=…" without a scheme, or "//www.youtube.com/…"; URL() needs one.
const SCHEMELESS =
  /^(?:(?:www|m|music)\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)(?:[/?]|$)/i;
// What surrounds a link copied out of a sentence: opening quotes and brackets before it, closing
// ones and punctuation (Latin and Arabic) after it.
const LEADING_WRAP = /^[\s"'<([{«“‘]+/u;
const TRAILING_PUNCTUATION = /[\s"'>)\]}»”’.,;:!?،؛؟…]+$/u;

const invalid: YouTubeLink = { kind: "invalid" };

/** The id at the start of `text` (the rest of a path segment or a query value), or null. */
function leadingId(text: string | null | undefined): string | null {
  return LEADING_ID.exec(text ?? "")?.[1] ?? null;
}

/** A time as YouTube writes it: `90`, `90s`, `1m30s`, `1h2m3s`; null when absent, 0 or unreadable. */
export function parseStartTime(value: string | null | undefined): number | null {
  const text = (value ?? "").trim().toLowerCase();
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(text);
  if (!text || !match) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  const total = Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  return Number.isSafeInteger(total) && total > 0 ? total : null;
}

/** The start time a link carries: `start=` (embeds), `t=` (watch and share links), `#t=`. */
function startOf(url: URL): number | null {
  // youtu.be/ID&t=30: a share link glued with & keeps its parameters in the path.
  const glued = new URLSearchParams(url.pathname.split("&").slice(1).join("&"));
  const hash = new URLSearchParams(url.hash.slice(1));
  for (const params of [url.searchParams, glued, hash]) {
    for (const name of ["start", "t", "time_continue"]) {
      const seconds = parseStartTime(params.get(name));
      if (seconds !== null) return seconds;
    }
  }
  return null;
}

function videoOrInvalid(id: string | null, url?: URL): YouTubeLink {
  if (!id) return invalid;
  const startSeconds = url ? startOf(url) : null;
  return startSeconds === null ? { kind: "video", id } : { kind: "video", id, startSeconds };
}

export function parseYouTubeLink(input: string | null | undefined): YouTubeLink {
  const text = (input ?? "").trim().replace(LEADING_WRAP, "").replace(TRAILING_PUNCTUATION, "");
  if (VIDEO_ID.test(text)) return { kind: "video", id: text };

  let url: URL;
  try {
    if (text.startsWith("//")) url = new URL(`https:${text}`);
    else url = new URL(SCHEMELESS.test(text) ? `https://${text}` : text);
  } catch {
    return invalid;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return invalid;

  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.has(host)) {
    // youtu.be/ID, youtu.be/ID&feature=share (the & is part of the path), youtu.be/watch?v=ID.
    return videoOrInvalid(leadingId(url.searchParams.get("v") ?? url.pathname.slice(1)), url);
  }
  if (!YOUTUBE_HOSTS.has(host)) return invalid;
  return linkOnYouTube(url);
}

function linkOnYouTube(url: URL): YouTubeLink {
  const path = url.pathname;
  const params = url.searchParams;
  if (path === "/playlist") return { kind: "playlist" };
  if (CHANNEL_PATHS.test(path)) return { kind: "channel" };
  if (path === "/attribution_link") {
    // u= holds a path on youtube.com: "/watch?v=ID&feature=share".
    const target = params.get("u") ?? "";
    if (!target.startsWith("/")) return invalid;
    return linkOnYouTube(new URL(target, "https://www.youtube.com"));
  }

  const idPath = ID_PATHS.exec(path);
  if (idPath) {
    const rest = idPath[1] ?? "";
    // Both are 11 characters long and would pass for an id.
    if (/^videoseries(?:[/]|$)/.test(rest)) return { kind: "playlist" };
    if (/^live_stream(?:[/]|$)/.test(rest)) return { kind: "channel" };
    return videoOrInvalid(leadingId(rest), url);
  }
  if (WATCH_PATHS.has(path) && params.has("v")) {
    return videoOrInvalid(leadingId(params.get("v")), url);
  }
  // A list without a video: watch?list=…, or the old embed?listType=playlist&list=….
  if ((WATCH_PATHS.has(path) || path === "/embed" || path === "/embed/") && params.has("list")) {
    return { kind: "playlist" };
  }
  return invalid;
}

/** The video id of a pasted link, or null when it is not a single YouTube video. */
export function parseYouTubeId(input: string | null | undefined): string | null {
  const link = parseYouTubeLink(input);
  return link.kind === "video" ? link.id : null;
}

/** The start time of a pasted link, in seconds, or null (none, or not a single video). */
export function parseYouTubeStart(input: string | null | undefined): number | null {
  const link = parseYouTubeLink(input);
  return link.kind === "video" ? (link.startSeconds ?? null) : null;
}

/** The privacy-enhanced embed address (no cookies until the person plays). */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

/** The watch page, at the start time when there is one. */
export function youTubeWatchUrl(videoId: string, startSeconds?: number | null): string {
  return `https://www.youtube.com/watch?v=${videoId}${startSeconds ? `&t=${startSeconds}s` : ""}`;
}
