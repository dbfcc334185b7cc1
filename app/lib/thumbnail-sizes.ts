// How wide a course image is drawn, from the layout that draws it (issue #27, decision 0047): the
// `sizes` of every course image is computed here from the same figures the pages' classes use,
// so the browser picks the stored width (app/lib/stored-thumbnail-url.ts) a phone really draws,
// not the next one up. A `sizes` of "100vw" made a 360 px phone at 2× take the 960 px file for a
// card drawn 326 px wide; computed from the grid it takes the 640 one.
//
// If a class below changes (the page's `max-w-7xl px-4`, the grids' `gap-6 sm:grid-cols-2
// lg:grid-cols-3`, the cards' `border`, the course page's `lg:grid-cols-3` with the player over
// two columns), change the figure here: tests/e2e/thumbnail-sizes.spec.ts measures the drawn
// widths against these functions at several viewports and fails when they part.

/** Tailwind's `sm` and `lg` breakpoints, where the grids gain a column. */
const SM = 640;
const LG = 1024;
/** `max-w-7xl`: the page's content box at most 1280 px wide… */
const PAGE_MAX = 1280;
/** …inside `px-4` on each side. */
const PAGE_PADDING = 16;
/** `gap-6` between the cards and between the course page's columns. */
const GAP = 24;
/** The cards' `border`: the image sits inside it. */
const CARD_BORDER = 1;

/** The page's content width at a viewport `width` (CSS pixels). */
function contentWidth(width: number): number {
  return Math.min(width, PAGE_MAX) - 2 * PAGE_PADDING;
}

/** The columns of the card grids (catalogue, home, dashboard) at a viewport `width`. */
function cardColumns(width: number): number {
  return width >= LG ? 3 : width >= SM ? 2 : 1;
}

/** How wide a card's image is drawn at a viewport `width`, in CSS pixels. */
export function cardImageWidth(width: number): number {
  const columns = cardColumns(width);
  return (contentWidth(width) - (columns - 1) * GAP) / columns - 2 * CARD_BORDER;
}

/** How wide the course page's poster is drawn: two of three columns from `lg`, else all. */
export function posterImageWidth(width: number): number {
  if (width < LG) return contentWidth(width);
  const column = (contentWidth(width) - 2 * GAP) / 3;
  return 2 * column + GAP;
}

/** A CSS length for `columns` columns at the viewport's width, less `less` pixels. */
function fluid(columns: number, gaps: number, less: number): string {
  const fixed = 2 * PAGE_PADDING + gaps * GAP;
  const perColumn = columns === 1 ? `(100vw - ${fixed}px)` : `(100vw - ${fixed}px) / ${columns}`;
  return less === 0 ? `calc(${perColumn})` : `calc(${perColumn} - ${less}px)`;
}

/** The cards' `sizes`: the same widths as `cardImageWidth`, written for the browser. */
export const CARD_IMAGE_SIZES = [
  `(min-width: ${PAGE_MAX}px) ${cardImageWidth(PAGE_MAX)}px`,
  `(min-width: ${LG}px) ${fluid(3, 2, 2 * CARD_BORDER)}`,
  `(min-width: ${SM}px) ${fluid(2, 1, 2 * CARD_BORDER)}`,
  fluid(1, 0, 2 * CARD_BORDER),
].join(", ");

/** The poster's `sizes`: the same widths as `posterImageWidth`. */
export const POSTER_IMAGE_SIZES = [
  `(min-width: ${PAGE_MAX}px) ${posterImageWidth(PAGE_MAX)}px`,
  // Two columns and the gap between them: (content − 2 gaps) × 2/3 + 1 gap.
  `(min-width: ${LG}px) calc((100vw - ${2 * PAGE_PADDING + 2 * GAP}px) * 2 / 3 + ${GAP}px)`,
  fluid(1, 0, 0),
].join(", ");
