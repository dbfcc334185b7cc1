// An uploaded lesson's captions for its <track> (issue #28): the stored WebVTT of a lesson of a
// published course, in one language. Drafts stay hidden like their pages (404).
import { data } from "react-router";
import { findPublishedLessonCaptions } from "~/.server/db/repositories/lesson-transcripts";
import type { Database } from "~/.server/db/schema";
import type { TranscriptLocale } from "~/lib/media";

const FILE = /^(ar|fr|en)\.vtt$/;

export async function lessonCaptionsResponse(
  db: Database,
  lessonId: string,
  file: string,
): Promise<Response> {
  const locale = FILE.exec(file)?.[1] as TranscriptLocale | undefined;
  const webvtt =
    locale && lessonId.length <= 64
      ? await findPublishedLessonCaptions(db, lessonId, locale)
      : null;
  if (webvtt === null) throw data(null, { status: 404 });
  // Cached as pages are (server/page-handler.ts: an ETag, a minute in shared caches, and a new
  // copy once the content version moves), so an edited caption shows as soon as a page would.
  return new Response(webvtt, { headers: { "Content-Type": "text/vtt; charset=utf-8" } });
}
