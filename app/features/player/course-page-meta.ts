// The course page's meta (issues #15, #17): its title and description in the page's language, the
// share card (the thumbnail, else the course's own card), its structured data and breadcrumbs;
// for a refused request or a missing course, a page named after what happened.
import type { Location } from "react-router";
import { errorStatus, errorTitleKey } from "~/components/layout/error-screens";
import { localizedPageMeta, metaTranslator, sharedPageMeta } from "~/i18n/page-meta";
import { courseDescriptionIn, courseTitleIn } from "~/lib/course/course-text";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { breadcrumbList, courseStructuredData } from "~/lib/structured-data";
import type { CoursePlayer } from "./load-course-player.server";

export function coursePageMeta(
  player: (Pick<CoursePlayer, "course"> & { canonicalUrl: string }) | undefined,
  error: unknown,
  location: Location,
) {
  const i = metaTranslator(location);
  // A refused mark (400) is not a missing course: its page says what it is (issue #15).
  if (error && errorStatus(error) !== 404) {
    return localizedPageMeta(i, i.t(errorTitleKey(errorStatus(error))));
  }
  if (!player) return localizedPageMeta(i, i.t("course.notFound.title"));
  const title = courseTitleIn(i, player.course).text;
  const description = courseDescriptionIn(i, player.course).text;
  const url = player.canonicalUrl;
  // Uploaded thumbnails are stored as /uploads/… paths; Open Graph wants absolute addresses.
  // Without one, the course's own card (its title on the brand's background, 1200×630), whose
  // address changes with the course, so that apps which keep images by address fetch it again.
  const { course } = player;
  const image = course.thumbnailUrl
    ? new URL(course.thumbnailUrl, url).href
    : new URL(
        `${i.path(`/course/${encodeURIComponent(course.id)}/share.png`)}?v=${Date.parse(course.updatedAt).toString(36)}`,
        url,
      ).href;
  const imageSize = course.thumbnailUrl ? undefined : SHARE_CARD_SIZE;
  const origin = new URL(url).origin;
  return [
    ...sharedPageMeta(i, title, description, { url, image, imageSize, canonical: true }),
    { "script:ld+json": courseStructuredData(i, player.course, url, image, origin) },
    {
      "script:ld+json": breadcrumbList([
        { name: i.t("footer.home"), url: new URL(i.path("/"), origin).href },
        { name: i.t("header.courses"), url: new URL(i.path("/courses"), origin).href },
        { name: title, url },
      ]),
    },
  ];
}
