// Turns whatever an administrator pasted into a YouTube video id, or null.
// Accepted (spec §5 plus issue #2): watch?v= (id up to the next &), youtu.be/ID, /embed/ID,
// /shorts/ID, /live/ID, m.youtube.com, and a bare 11-character id. Anything else, including
// javascript: links and look-alike hosts, is refused so the player never embeds a broken frame.

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const PATH_FORMS = /^\/(?:embed|shorts|live|v)\/([^/]+)/;
// People paste "youtube.com/watch?v=…" without a scheme; URL() needs one.
const SCHEMELESS = /^(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)\//i;

export function parseYouTubeId(input: string | null | undefined): string | null {
  const text = (input ?? "").trim();
  if (VIDEO_ID.test(text)) return text;

  let url: URL;
  try {
    url = new URL(SCHEMELESS.test(text) ? `https://${text}` : text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;

  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") {
    id = url.pathname.split("/").filter(Boolean).at(-1);
  } else if (YOUTUBE_HOSTS.has(host)) {
    id = url.pathname === "/watch" ? url.searchParams.get("v") : PATH_FORMS.exec(url.pathname)?.[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The privacy-enhanced embed address (no cookies until the person plays). */
export function youTubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}`;
}

export function youTubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
