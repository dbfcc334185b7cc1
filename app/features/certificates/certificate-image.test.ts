// The certificate's PNG read back by OCR (issue #16, app/.server/testing/ocr.ts): the learner's
// name and the course title must be found word by word and in order, which checks the shaping,
// the direction and that the font was found at all (without it fontconfig draws boxes). The OCR
// text is printed for the record (issue #16's closing note).
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ocr, wordsInOrder } from "~/.server/testing/ocr";
import { translatorFor } from "~/i18n/translator";
import type { Locale } from "~/i18n/locales";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { renderCertificateImage } from "./certificate-image.server";
import { certificateImageText } from "./certificate-page.server";
import type { PublicCertificate } from "./certificate-text";
import { localizedText, type LocalizedText } from "~/lib/localized-text";

/** A case's changes: the course title's languages it gives replace the default's. */
type CertificateFields = Omit<Partial<PublicCertificate>, "courseTitle"> & {
  courseTitle?: Partial<LocalizedText>;
};

const certificate = ({ courseTitle, ...fields }: CertificateFields): PublicCertificate => ({
  code: "7G3KQ-M2XDP-0A9ZR-TW4HB",
  learnerName: "مريم بنت أحمد",
  learnerNameLatin: "",
  courseMinutes: 150,
  courseTitle: localizedText({
    en: "Digital marketing basics",
    ar: "أساسيات التسويق الرقمي في موريتانيا",
    ...courseTitle,
  }),
  completedAt: "2026-11-20T10:00:00.000Z",
  issuedAt: "2026-11-26T09:00:00.000Z",
  ...fields,
});

describe("the certificate image", () => {
  it.each<[string, Locale, CertificateFields, string, string]>([
    ["an Arabic name and title", "ar", {}, "ara", "ara"],
    [
      "another Arabic name, a longer title",
      "ar",
      {
        learnerName: "محمد ولد عبد الله",
        courseTitle: { ar: "إدارة الميزانية الشخصية والادخار للأسرة" },
      },
      "ara",
      "ara",
    ],
    [
      "a Latin name on an English certificate",
      "en",
      {
        learnerName: "Aicha Mint Mohamed",
        courseTitle: { en: "Budgets & <savings> for families" },
      },
      "eng",
      "eng",
    ],
    [
      "the Latin-letter name on an English certificate",
      "en",
      { learnerNameLatin: "Mariem Mint Ahmed" },
      "eng",
      "eng",
    ],
    [
      "a Latin name on an Arabic certificate",
      "ar",
      { learnerName: "Aicha Mint Mohamed" },
      "eng",
      "ara",
    ],
  ])("reads back %s", async (_, locale, fields, nameLanguage, titleLanguage) => {
    const i = translatorFor(locale);
    const shown = certificate(fields);
    const text = certificateImageText(
      i,
      shown,
      `https://maarifa.example.mr${i.path(`/certificates/${shown.code}`)}`,
    );
    const png = await renderCertificateImage(text);
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      "png",
      SHARE_CARD_SIZE.width,
      SHARE_CARD_SIZE.height,
    ]);

    const byName = await ocr(png, nameLanguage);
    const byTitle = titleLanguage === nameLanguage ? byName : await ocr(png, titleLanguage);
    console.log(`OCR (${locale} page, tesseract -l ${nameLanguage}):\n${byName}`);
    if (byTitle !== byName) console.log(`OCR (tesseract -l ${titleLanguage}):\n${byTitle}`);
    expect(wordsInOrder(byName, text.learnerName), byName).toBe(true);
    expect(wordsInOrder(byTitle, text.courseTitle), byTitle).toBe(true);
  });
});
