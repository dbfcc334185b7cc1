// The certificate's QR code read back (issue #27): from the PNG's pixels and from the page's SVG
// rasterised, by the `qr` package's own decoder, both must give the verification address.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { decodeQrIn } from "~/.server/testing/decode-qr";
import { translatorFor } from "~/i18n/translator";
import { localizedText } from "~/lib/localized-text";
import { renderCertificateImage } from "./certificate-image.server";
import { certificateImageText } from "./certificate-page.server";
import { certificateQrCode } from "./certificate-qr.server";
import type { PublicCertificate } from "./certificate-text";
import { QrCodeSvg } from "./qr-code";

const certificate: PublicCertificate = {
  code: "7G3KQ-M2XDP-0A9ZR-TW4HB",
  learnerName: "مريم بنت أحمد",
  learnerNameLatin: "Mariem Mint Ahmed",
  courseMinutes: 95,
  courseTitle: localizedText({ en: "Digital marketing basics", ar: "أساسيات التسويق الرقمي" }),
  completedAt: "2026-11-20T10:00:00.000Z",
  issuedAt: "2026-11-26T09:00:00.000Z",
};

describe("the certificate's QR code", () => {
  it.each(["ar", "fr", "en"] as const)(
    "in the %s image decodes to the page's address",
    async (locale) => {
      const i = translatorFor(locale);
      const url = `https://maarifa.example.mr${i.path(`/certificates/${certificate.code}`)}`;
      const png = await renderCertificateImage(certificateImageText(i, certificate, url));
      expect(await decodeQrIn(png)).toBe(url);
    },
  );

  it("drawn as SVG decodes to the address, also a long one", async () => {
    for (const url of [
      "http://127.0.0.1:3000/certificates/7G3KQ-M2XDP-0A9ZR-TW4HB",
      `https://a-rather-long-host-name.example.mr/en/certificates/${certificate.code}`,
    ]) {
      const { size, path } = certificateQrCode(url);
      const svg = renderToStaticMarkup(<QrCodeSvg code={{ size, path }} label="QR" />);
      // The page sizes it with CSS; here it is given pixels to be drawn at.
      const sized = svg.replace(
        "<svg ",
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" ',
      );
      expect(await decodeQrIn(Buffer.from(sized))).toBe(url);
    }
  });
});
