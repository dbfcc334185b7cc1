// A course's share card image (issue #17): /course/{id}/share.png in each locale, the og:image of
// a course without a thumbnail. Cached like a page (decision 0008): a course write empties the page
// cache, and a changed title is drawn anew. Unknown and unpublished courses: 404.
import type { Route } from "./+types/course-share-image";
import { courseShareImage } from "~/features/seo/share-image.server";
import { requestTranslator } from "~/i18n/request-translator.server";
import { pngResponse } from "~/.server/http/png-response";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const png = await courseShareImage(context.db, requestTranslator(request), params.courseId);
  if (!png) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return pngResponse(png);
}
