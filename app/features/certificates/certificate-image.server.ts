// The certificate as a 1200×630 PNG (issue #16, decision 0031): the verification page's og:image,
// what WhatsApp and LinkedIn show when its link is shared. Each line of text is laid out by sharp's
// Pango (text input with markup: shaping, joined Arabic letters, right-to-left order, wrapping
// at word boundaries, measured sizes) and placed on an SVG frame. Everything a learner or an
// editor typed is escaped for Pango markup here, once: a name such as `<span size="99999">` is
// text, never markup.
import sharp from "sharp";
import {
  CERTIFICATE_FONT_FAMILY,
  ensureCertificateFonts,
} from "~/.server/certificates/certificate-fonts";

import { IMAGE_HEIGHT, IMAGE_WIDTH } from "./certificate-image-size";

export { IMAGE_HEIGHT, IMAGE_WIDTH };

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

/** Pango markup's five special characters. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  color: string;
  /** Space above the line, in pixels at full scale. */
  gap: number;
}

const TEXT_WIDTH = 1000;
/** The frame's inner height less a margin: the lines are scaled down until they fit. */
const TEXT_HEIGHT = 520;

async function renderLine(line: Line, scale: number) {
  const size = Math.round(line.size * scale);
  const weight = line.bold ? " Bold" : "";
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${line.color}">${escapeMarkup(line.text)}</span>`,
      font: `${CERTIFICATE_FONT_FAMILY}${weight} ${size}`,
      width: TEXT_WIDTH,
      align: "centre",
      wrap: "word-char",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, gap: Math.round(line.gap * scale) };
}

const FRAME = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}">
  <rect width="100%" height="100%" fill="#fffdf7"/>
  <rect x="22" y="22" width="1156" height="586" fill="none" stroke="#047857" stroke-width="8"/>
  <rect x="40" y="40" width="1120" height="550" fill="none" stroke="#a7f3d0" stroke-width="2"/>
</svg>`;

/** The certificate's PNG. */
export async function renderCertificateImage(text: CertificateImageText): Promise<Buffer> {
  ensureCertificateFonts();
  const lines: Line[] = [
    { text: text.brand, size: 34, bold: true, color: "#047857", gap: 0 },
    { text: text.heading, size: 44, bold: true, color: "#0f172a", gap: 6 },
    { text: text.awardedTo, size: 28, color: "#334155", gap: 24 },
    { text: text.learnerName, size: 58, bold: true, color: "#064e3b", gap: 10 },
    { text: text.lead, size: 28, color: "#334155", gap: 18 },
    { text: text.courseTitle, size: 44, bold: true, color: "#0f172a", gap: 10 },
    { text: text.date, size: 28, color: "#334155", gap: 18 },
    { text: text.code, size: 20, color: "#475569", gap: 22 },
  ];
  let rendered = await Promise.all(lines.map((line) => renderLine(line, 1)));
  const total = (all: typeof rendered) => all.reduce((sum, r) => sum + r.gap + r.height, 0);
  // A long name or title wraps; if the lines then overflow the frame, draw them all smaller.
  for (let scale = 0.9; total(rendered) > TEXT_HEIGHT && scale >= 0.5; scale -= 0.1) {
    rendered = await Promise.all(lines.map((line) => renderLine(line, scale)));
  }
  let top = Math.max(45, Math.round((IMAGE_HEIGHT - total(rendered)) / 2));
  const composites = rendered.map((line) => {
    top += line.gap;
    const placed = {
      input: line.data,
      left: Math.round((IMAGE_WIDTH - line.width) / 2),
      top,
    };
    top += line.height;
    return placed;
  });
  return sharp(Buffer.from(FRAME))
    .composite(composites)
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
