// The certificate as a 1200×630 PNG (issue #16, decision 0031): the verification page's og:image,
// what WhatsApp and LinkedIn show when its link is shared. Its lines are drawn by
// app/.server/images/text-card.ts (Pango: joined Arabic letters, right to left, escaped text) on
// a framed background.
import { renderTextCard, type TextLine } from "~/.server/images/text-card";
import { SHARE_CARD_SIZE } from "~/lib/share-card";

/** The words on the image, already in the page's language. */
export interface CertificateImageText {
  brand: string;
  heading: string;
  awardedTo: string;
  learnerName: string;
  lead: string;
  courseTitle: string;
  date: string;
  code: string;
}

const FRAME = `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_SIZE.width}" height="${SHARE_CARD_SIZE.height}">
  <rect width="100%" height="100%" fill="#fffdf7"/>
  <rect x="22" y="22" width="1156" height="586" fill="none" stroke="#047857" stroke-width="8"/>
  <rect x="40" y="40" width="1120" height="550" fill="none" stroke="#a7f3d0" stroke-width="2"/>
</svg>`;

/** The certificate's PNG. */
export function renderCertificateImage(text: CertificateImageText): Promise<Buffer> {
  const lines: TextLine[] = [
    { text: text.brand, size: 34, bold: true, color: "#047857", gap: 0 },
    { text: text.heading, size: 44, bold: true, color: "#0f172a", gap: 6 },
    { text: text.awardedTo, size: 28, color: "#334155", gap: 24 },
    { text: text.learnerName, size: 58, bold: true, color: "#064e3b", gap: 10 },
    { text: text.lead, size: 28, color: "#334155", gap: 18 },
    { text: text.courseTitle, size: 44, bold: true, color: "#0f172a", gap: 10 },
    { text: text.date, size: 28, color: "#334155", gap: 18 },
    { text: text.code, size: 20, color: "#475569", gap: 22 },
  ];
  return renderTextCard({
    ...SHARE_CARD_SIZE,
    background: FRAME,
    lines,
    textWidth: 1000,
    // The frame's inner height less a margin: the lines are drawn smaller until they fit.
    textHeight: 520,
    minTop: 45,
  });
}
