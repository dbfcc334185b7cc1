// The certificate as a 1200×630 PNG (issue #16, decision 0031): the verification page's og:image,
// what WhatsApp and LinkedIn show when its link is shared. Its lines are drawn by
// app/.server/images/text-card.ts (Pango: joined Arabic letters, right to left, escaped text) on
// a framed background. Issue #27: the course's length, the verification address, and its QR code
// in the corner where the reading ends (bottom left in Arabic, bottom right otherwise), drawn
// module by module so a phone can scan it off a screen or a print-out.
import { renderTextCard, type TextLine } from "~/.server/images/text-card";
import { SHARE_CARD_SIZE } from "~/lib/share-card";
import { certificateQrCode, qrPixels } from "./certificate-qr.server";

/** The words on the image, already in the page's language. */
export interface CertificateImageText {
  dir: "rtl" | "ltr";
  brand: string;
  heading: string;
  awardedTo: string;
  learnerName: string;
  lead: string;
  courseTitle: string;
  date: string;
  /** The course's length, or '' when it is not known. */
  length: string;
  code: string;
  /** The verification page's absolute address: printed, and encoded in the QR code. */
  url: string;
}

const FRAME = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_SIZE.width}" height="${SHARE_CARD_SIZE.height}">
  <rect width="100%" height="100%" fill="#fffdf7"/>
  <rect x="22" y="22" width="1156" height="586" fill="none" stroke="#047857" stroke-width="8"/>
  <rect x="40" y="40" width="1120" height="550" fill="none" stroke="#a7f3d0" stroke-width="2"/>
</svg>`;

/** Pixels a QR module: three keeps a version-5 code (37 modules) at 135 px with its quiet zone. */
const QR_SCALE = 3;
/** Space between the inner frame and the QR code's quiet zone. */
const QR_MARGIN = 12;
const INNER_FRAME = { left: 40, right: 1160, bottom: 590 };

/** The certificate's PNG. */
export function renderCertificateImage(text: CertificateImageText): Promise<Buffer> {
  const qr = qrPixels(certificateQrCode(text.url), QR_SCALE);
  const qrLeft =
    text.dir === "rtl" ? INNER_FRAME.left + QR_MARGIN : INNER_FRAME.right - QR_MARGIN - qr.width;
  const qrTop = INNER_FRAME.bottom - QR_MARGIN - qr.width;
  // The lines are centred in a column that keeps clear of the code on either side.
  const textWidth = SHARE_CARD_SIZE.width - 2 * (INNER_FRAME.left + QR_MARGIN + qr.width + 16);
  const lines: TextLine[] = [
    { text: text.brand, size: 34, bold: true, color: "#047857", gap: 0 },
    { text: text.heading, size: 44, bold: true, color: "#0f172a", gap: 6 },
    { text: text.awardedTo, size: 28, color: "#334155", gap: 24 },
    { text: text.learnerName, size: 58, bold: true, color: "#064e3b", gap: 10 },
    { text: text.lead, size: 28, color: "#334155", gap: 18 },
    { text: text.courseTitle, size: 44, bold: true, color: "#0f172a", gap: 10 },
    { text: text.date, size: 28, color: "#334155", gap: 18 },
    ...(text.length ? [{ text: text.length, size: 26, color: "#334155", gap: 4 }] : []),
    { text: text.code, size: 20, color: "#475569", gap: 18 },
    { text: text.url, size: 20, color: "#475569", gap: 4 },
  ];
  return renderTextCard({
    ...SHARE_CARD_SIZE,
    background: FRAME,
    lines,
    textWidth,
    // The frame's inner height less a margin: the lines are drawn smaller until they fit.
    textHeight: 520,
    minTop: 45,
    overlays: [
      {
        input: qr.data,
        raw: { width: qr.width, height: qr.width, channels: 1 },
        left: qrLeft,
        top: qrTop,
      },
    ],
  });
}
