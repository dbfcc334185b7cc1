import { describe, expect, it } from "vitest";
import {
  CARD_IMAGE_SIZES,
  cardImageWidth,
  POSTER_IMAGE_SIZES,
  posterImageWidth,
} from "./thumbnail-sizes";

/** Evaluates a `sizes` list at a viewport `width`, as a browser would (the forms used here). */
function evaluateSizes(sizes: string, width: number): number {
  for (const entry of sizes.split(/,\s*/)) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (match && width < Number(match[1])) continue;
    const length = match ? (match[2] ?? "") : entry;
    const expression = length
      .replace(/^calc/, "")
      .replaceAll("100vw", String(width))
      .replaceAll("px", "");
    // Only digits, spaces, parentheses and + - * / are left: safe to evaluate.
    expect(expression).toMatch(/^[\d\s()+\-*/.]+$/);
    return Number(new Function(`return ${expression}`)());
  }
  throw new Error(`no entry of ${sizes} applies at ${width}`);
}

describe("thumbnail sizes", () => {
  it("a 360 px phone's card and poster", () => {
    // 360 − 2 × 16 padding − 2 × 1 border; the poster has no border.
    expect(cardImageWidth(360)).toBe(326);
    expect(posterImageWidth(360)).toBe(328);
  });

  it("the widest page: three cards of 398 px, a poster of 824", () => {
    expect(cardImageWidth(1440)).toBe(398);
    expect(posterImageWidth(1440)).toBe(824);
  });

  it.each([320, 360, 390, 412, 639, 640, 768, 1023, 1024, 1100, 1279, 1280, 1920])(
    "the sizes strings say what the functions say at %i px",
    (width) => {
      expect(evaluateSizes(CARD_IMAGE_SIZES, width)).toBeCloseTo(cardImageWidth(width), 6);
      expect(evaluateSizes(POSTER_IMAGE_SIZES, width)).toBeCloseTo(posterImageWidth(width), 6);
    },
  );
});
