// Share card images (issue #17) read back by OCR (app/.server/testing/ocr.ts): a course's Arabic
// title drawn joined and right to left, the French card in French, and the site's card; each
// 1200×630, drawn again when the title changes.
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { insertCourse, updateCourseDetails } from "~/.server/db/repositories/courses";
import { testCourse } from "~/.server/db/testing/test-course";
import { testDatabaseForSuite } from "~/.server/db/testing/suite-database";
import { ocr, wordsInOrder } from "~/.server/testing/ocr";
import { translatorFor } from "~/i18n/translator";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { courseShareImage, siteShareImage } from "./share-image.server";
import { localizedText } from "~/lib/localized-text";

const TITLE_AR = "أساسيات التسويق الرقمي في موريتانيا";

describe("share card images", () => {
  const t = testDatabaseForSuite("sqlite");
  let courseId: string;
  beforeAll(async () => {
    courseId = await insertCourse(
      t.db,
      testCourse({
        title: localizedText({
          en: "Digital marketing",
          ar: TITLE_AR,
          fr: "Le marketing numérique",
        }),
        isPublished: true,
      }),
    );
  });

  it("draws a course's Arabic title, joined and right to left, on a 1200×630 card", async () => {
    const png = (await courseShareImage(t.db, translatorFor("ar"), courseId))!;
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      "png",
      SHARE_CARD_SIZE.width,
      SHARE_CARD_SIZE.height,
    ]);
    const text = await ocr(png, "ara");
    console.log(`OCR (course share card, tesseract -l ara):\n${text}`);
    expect(wordsInOrder(text, TITLE_AR), text).toBe(true);
  });

  it("draws the French title on the French card, and again when it changes", async () => {
    const fr = translatorFor("fr");
    const before = await ocr((await courseShareImage(t.db, fr, courseId))!, "eng");
    expect(wordsInOrder(before, "Le marketing"), before).toBe(true);
    await updateCourseDetails(t.db, courseId, {
      ...testCourse({
        title: localizedText({ en: "Digital marketing", ar: TITLE_AR, fr: "Vendre en ligne" }),
      }),
    });
    const after = await ocr((await courseShareImage(t.db, fr, courseId))!, "eng");
    expect(wordsInOrder(after, "Vendre en ligne"), after).toBe(true);
  });

  it("has no card for an unknown or unpublished course", async () => {
    expect(await courseShareImage(t.db, translatorFor("ar"), "no-such-course")).toBeNull();
    const draft = await insertCourse(
      t.db,
      testCourse({ title: { ...testCourse().title, ar: "مسودة" }, isPublished: false }),
    );
    expect(await courseShareImage(t.db, translatorFor("ar"), draft)).toBeNull();
  });

  it("draws the site's card with its name", async () => {
    const text = await ocr(await siteShareImage(translatorFor("en")), "eng");
    expect(wordsInOrder(text, "Maarifa"), text).toBe(true);
  });
});
