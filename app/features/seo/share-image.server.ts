// Share cards' images (issue #17): what WhatsApp, Facebook and LinkedIn show for a link. A course
// without a thumbnail gets its title on the brand's background; the other pages get the site's
// name and what it offers. 1200×630, in the page's language, drawn by text-card.ts (Pango: Arabic
// joined and right to left). Kept in this process once drawn, keyed by what they show, so a
// changed title is a new key and a new image.
import { findPublishedCourseById } from "~/.server/db/repositories/courses";
import type { Database } from "~/.server/db/schema";
import { DrawnImages } from "~/.server/images/drawn-images";
import { renderTextCard, type TextLine } from "~/.server/images/text-card";
import type { Translator } from "~/i18n/translator";
import { courseTitleIn } from "~/lib/course/course-text";
import { SHARE_CARD_SIZE } from "~/lib/share-card";

const BACKGROUND = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#065f46"/><stop offset="1" stop-color="#047857"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="24" y="24" width="1152" height="582" rx="28" fill="none" stroke="#a7f3d0" stroke-opacity="0.5" stroke-width="3"/>
  <g transform="translate(564 60) scale(2.25)" fill="none" stroke="#ffffff" stroke-width="2.5" stroke-linecap="round">
    <path d="M9 21h14M11 21v-6a5 5 0 0 1 10 0v6"/>
  </g>
</svg>`;

function draw(lines: TextLine[]): Promise<Buffer> {
  return renderTextCard({
    ...SHARE_CARD_SIZE,
    background: BACKGROUND,
    lines,
    textWidth: 1040,
    textHeight: 400,
    minTop: 150,
  });
}

const images = new DrawnImages(128);

/** The site's own card: its name and what it offers, in the page's language. */
export function siteShareImage(i: Translator): Promise<Buffer> {
  return images.get(`site:${i.locale}`, () =>
    draw([
      { text: i.t("site.brand"), size: 84, bold: true, color: "#ffffff", gap: 0 },
      { text: i.t("site.description"), size: 38, color: "#d1fae5", gap: 24 },
    ]),
  );
}

/** A published course's card (its title on the brand's background); null when there is none. */
export async function courseShareImage(
  db: Database,
  i: Translator,
  courseId: string,
): Promise<Buffer | null> {
  const course = await findPublishedCourseById(db, courseId);
  if (!course) return null;
  const title = courseTitleIn(i, course).text;
  return images.get(`course:${i.locale}:${course.id}:${title}`, () =>
    draw([
      { text: title, size: 68, bold: true, color: "#ffffff", gap: 0 },
      {
        text: i.t("share.freeCourseOn", { brand: i.t("site.brand") }),
        size: 36,
        color: "#d1fae5",
        gap: 28,
      },
    ]),
  );
}
