// The course page's player (issue #6): the lesson the address asks for, or a signed-in learner's
// first unfinished one, said in the address; and for an uploaded lesson (issue #28) the version
// the address, the remembered choice or the data saver asks for.
import { data, redirect } from "react-router";
import { setCookie } from "~/.server/auth/cookies";
import type { Database } from "~/.server/db/schema";
import { parseLessonParam } from "~/lib/lesson-selection";
import {
  MEDIA_VERSION_COOKIE,
  MEDIA_VERSION_COOKIE_MAX_AGE,
  MEDIA_VERSION_PARAM,
  mediaVersionFromCookie,
  parseMediaVersion,
  type MediaPreference,
} from "~/lib/media-choice";
import { SAVE_DATA_HEADER, wantsSavedData } from "~/lib/save-data";
import { loadCoursePlayer } from "./load-course-player.server";

/** What the request says about the version to play: `?v=`, the cookie, `Save-Data`. */
export function mediaPreferenceOf(request: Request): MediaPreference {
  return {
    requested: parseMediaVersion(new URL(request.url).searchParams.get(MEDIA_VERSION_PARAM)),
    remembered: mediaVersionFromCookie(request.headers.get("cookie")),
    saveData: wantsSavedData(request.headers.get(SAVE_DATA_HEADER)),
  };
}

/**
 * The Set-Cookie that remembers a version chosen by a link, when it is not the one remembered
 * already: a page that sets no cookie stays cacheable (server/cache-policy.ts), so the same link
 * followed again is served from the cache. HttpOnly: no script reads it, the server does.
 */
function rememberedChoice(request: Request, preference: MediaPreference): string | null {
  const { requested, remembered } = preference;
  if (!requested || requested === remembered) return null;
  return setCookie(MEDIA_VERSION_COOKIE, request, requested, {
    maxAge: MEDIA_VERSION_COOKIE_MAX_AGE,
  });
}

export async function loadCoursePage(
  db: Database,
  courseId: string,
  request: Request,
  learnerId: string | null,
) {
  const url = new URL(request.url);
  const lesson = url.searchParams.has("lesson")
    ? parseLessonParam(url.searchParams.get("lesson"))
    : null;
  const preference = mediaPreferenceOf(request);
  const player = await loadCoursePlayer(db, courseId, lesson, learnerId, preference);
  // Unknown and unpublished courses look the same from outside: 404, 'Course not found'.
  if (!player) throw data(null, { status: 404 });
  // A learner lands on their first unfinished lesson, and the address says which: otherwise
  // marking it complete would reload this address and move them on to the next one by itself.
  if (learnerId && lesson === null && player.position > 0) {
    const version = preference.requested ? `&${MEDIA_VERSION_PARAM}=${preference.requested}` : "";
    throw redirect(`${url.pathname}?lesson=${player.position}${version}`);
  }
  return { player, setCookie: rememberedChoice(request, preference) };
}
