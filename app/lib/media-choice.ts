// Which version of an uploaded lesson a learner gets (issue #28), and what it costs them. Pure, so
// the server picks it and the page shows it from the same rules; the page varies by the address
// (`?v=`), the data saver and the remembered choice (see server/page-handler.ts for the caching).
import { MEDIA_VERSION_NAMES, type MediaVersion, type MediaVersionName } from "./media";

/** The query parameter that chooses a version: `?lesson=2&v=light`, a plain link. */
export const MEDIA_VERSION_PARAM = "v";

/**
 * The cookie that remembers the last version chosen, for the next lessons and courses. A year:
 * someone who chose sound only to save money wants it the next month too. Not a session: it names
 * one of three words, never a person.
 */
export const MEDIA_VERSION_COOKIE = "maarifa_media_version";
export const MEDIA_VERSION_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function parseMediaVersion(value: string | null | undefined): MediaVersionName | null {
  return MEDIA_VERSION_NAMES.find((name) => name === value) ?? null;
}

/**
 * The value of the remembered-choice cookie in a Cookie header, when it is one of the names: under
 * its plain name (http) or its `__Host-` one (https, app/.server/auth/cookies.ts); sent twice, it
 * is read as absent, as the site's other cookies are.
 */
export function mediaVersionFromCookie(header: string | null | undefined): MediaVersionName | null {
  if (!header) return null;
  const names = [MEDIA_VERSION_COOKIE, `__Host-${MEDIA_VERSION_COOKIE}`];
  const values: string[] = [];
  for (const pair of header.split(";")) {
    const at = pair.indexOf("=");
    if (at > 0 && names.includes(pair.slice(0, at).trim())) values.push(pair.slice(at + 1).trim());
  }
  return values.length === 1 ? parseMediaVersion(values[0]) : null;
}

export interface MediaPreference {
  /** `?v=` of the address: chosen by a link, wins over everything. */
  requested: MediaVersionName | null;
  /** The cookie's: chosen on an earlier lesson. */
  remembered: MediaVersionName | null;
  /** `Save-Data: on`: the browser asks for less data. */
  saveData: boolean;
}

export const NO_MEDIA_PREFERENCE: MediaPreference = {
  requested: null,
  remembered: null,
  saveData: false,
};

/**
 * The version played among those the file has: the address's choice, else the remembered one,
 * else Light for a data saver and Standard for the others. A choice the file lacks (Light of an
 * audio-only file) falls to the nearest it has: audio-only media has Audio alone.
 */
export function chooseMediaVersion(
  available: readonly MediaVersionName[],
  { requested, remembered, saveData }: MediaPreference,
): MediaVersionName | null {
  for (const wanted of [requested, remembered, saveData ? "light" : "standard"] as const) {
    if (wanted && available.includes(wanted)) return wanted;
  }
  // Nearest first: a light choice prefers standard to audio, a standard one light.
  for (const fallback of ["standard", "light", "audio"] as const) {
    if (available.includes(fallback)) return fallback;
  }
  return null;
}

/**
 * The bytes of a version as most browsers fetch it: its first format (the repository lists WebM
 * Opus before the M4A, and browsers take the first source they can play). 0 when it has none.
 */
export function versionBytes(versions: readonly MediaVersion[], name: MediaVersionName): number {
  return versions.find((v) => v.version === name)?.bytes ?? 0;
}

/**
 * What downloading `bytes` costs at `pricePerGb` (MRU per 10⁹ bytes, as operators sell data),
 * rounded as a person says it: whole ouguiyas, or one decimal below 10. Null when no price is set.
 */
export function dataCost(bytes: number, pricePerGb: number | null): number | null {
  if (pricePerGb === null || !(pricePerGb > 0)) return null;
  const cost = (bytes / 1e9) * pricePerGb;
  return cost < 10 ? Math.round(cost * 10) / 10 : Math.round(cost);
}

/** Megabytes (10⁶ bytes) with one decimal below 10 MB, whole above: '1.8', '37'. */
export function megabytes(bytes: number): number {
  const mb = bytes / 1e6;
  return mb < 10 ? Math.round(mb * 10) / 10 : Math.round(mb);
}
