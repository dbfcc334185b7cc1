// Images of lines of text on a drawn background (issue #16's certificate, issue #17's share
// cards): each line is laid out by sharp's Pango (text input with markup: shaping, joined Arabic
// letters, right-to-left order, wrapping at word boundaries, measured sizes) in the site's
// Tajawal (server-fonts.ts), centred, and the lines are placed on an SVG background. Everything a
// learner or an editor typed is escaped for Pango markup here, once: a name such as
// `<span size="99999">` is text, never markup.
import sharp, { type OverlayOptions } from "sharp";
import { ensureServerFonts, SERVER_FONT_FAMILY } from "./server-fonts";

/** Pango markup's five special characters. */
export function escapeMarkup(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export interface TextLine {
  text: string;
  /** Font size in pixels at full scale. */
  size: number;
  bold?: boolean;
  color: string;
  /** Space above the line, in pixels at full scale. */
  gap: number;
}

export interface TextCard {
  width: number;
  height: number;
  /** The background, an SVG document of `width` × `height`. */
  background: string;
  lines: readonly TextLine[];
  /** How wide a line may be before it wraps. */
  textWidth: number;
  /** How tall the lines may be together: past it, they are all drawn smaller (down to half). */
  textHeight: number;
  /** The least space above the first line. */
  minTop: number;
  /** Images placed as they are over the background, beside the lines (a certificate's QR code). */
  overlays?: readonly OverlayOptions[];
}

async function renderLine(line: TextLine, scale: number, textWidth: number) {
  const size = Math.round(line.size * scale);
  const weight = line.bold ? " Bold" : "";
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${line.color}">${escapeMarkup(line.text)}</span>`,
      font: `${SERVER_FONT_FAMILY}${weight} ${size}`,
      width: textWidth,
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

/** The card as a PNG: the lines centred on the background, vertically in the middle. */
export async function renderTextCard(card: TextCard): Promise<Buffer> {
  ensureServerFonts();
  const draw = (scale: number) =>
    Promise.all(card.lines.map((line) => renderLine(line, scale, card.textWidth)));
  let rendered = await draw(1);
  const total = (all: typeof rendered) => all.reduce((sum, r) => sum + r.gap + r.height, 0);
  // A long name or title wraps; if the lines then overflow, draw them all smaller.
  for (let scale = 0.9; total(rendered) > card.textHeight && scale >= 0.5; scale -= 0.1) {
    rendered = await draw(scale);
  }
  let top = Math.max(card.minTop, Math.round((card.height - total(rendered)) / 2));
  const composites = rendered.map((line) => {
    top += line.gap;
    const placed = { input: line.data, left: Math.round((card.width - line.width) / 2), top };
    top += line.height;
    return placed;
  });
  return sharp(Buffer.from(card.background))
    .composite([...(card.overlays ?? []), ...composites])
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}
