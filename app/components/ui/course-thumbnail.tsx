// A course image, or, when the course has none, a drawn placeholder that costs no download.
// Our own uploads come in several widths (decisions 0007 and 0047), so a phone downloads the file
// as wide as it draws the image, not the 960-wide one; an external address is shown as given. With S3_PUBLIC_URL the uploads
// sit at the bucket's public address, which the root loader hands down (decision 0015).
import { useRouteLoaderData } from "react-router";
import { cn } from "~/lib/cn";
import {
  FIRST_THUMBNAIL_WIDTHS,
  thumbnailVariants,
  type ThumbnailWidth,
} from "~/lib/stored-thumbnail-url";
import { CARD_IMAGE_SIZES } from "~/lib/thumbnail-sizes";
import { BookIcon, BriefcaseIcon, ChipIcon, CoinsIcon } from "./icons";

// A Map, not an object literal: the category is whatever an editor typed, and an object would
// answer "constructor" or "__proto__" with Object's own members (no Icon: a failed render).
const PLACEHOLDERS = new Map<string, { className: string; Icon: typeof BookIcon }>([
  ["finance", { className: "from-emerald-600 to-teal-800", Icon: CoinsIcon }],
  ["technology", { className: "from-sky-600 to-indigo-800", Icon: ChipIcon }],
  ["business", { className: "from-amber-500 to-orange-700", Icon: BriefcaseIcon }],
]);
const DEFAULT_PLACEHOLDER = { className: "from-slate-500 to-slate-700", Icon: BookIcon };

export function CourseThumbnail({
  url,
  category,
  className,
  eager = false,
  sizes = CARD_IMAGE_SIZES,
}: {
  url: string;
  category: string;
  className?: string;
  /** Above the fold: fetched with high priority (every image is lazy; see below). */
  eager?: boolean;
  /** How wide the image is drawn at each viewport width (app/lib/thumbnail-sizes.ts). */
  sizes?: string;
}) {
  const root = useRouteLoaderData<{
    thumbnailPrefix?: string;
    saveData?: boolean;
    thumbnailWidths?: ThumbnailWidth[];
  }>("root");
  if (url) {
    // Only the widths every upload has (older uploads gain the others in the background).
    const widths = root?.thumbnailWidths ?? FIRST_THUMBNAIL_WIDTHS;
    const variants = thumbnailVariants(url, root?.thumbnailPrefix, widths);
    // Data saver (issue #17): the narrowest width only, whatever the screen; same layout.
    const narrowest = root?.saveData ? variants?.[0] : undefined;
    return (
      <img
        // Attributes are set in this order when React creates the element (client navigation):
        // how and which width to load come before src, so the browser never starts on the wrong one.
        // Always lazy (issue #27, decision 0047). An eager image is chosen from its srcset while
        // the document is parsed, and a phone's browser may then still have its default 980 px
        // layout viewport (the viewport meta applies at the first layout): a 360 px phone at 2x
        // fetched the poster's 960 file, then, laid out, the 720 one. A lazy image is chosen
        // after layout, at the phone's real width. The images above the fold ask for high
        // priority instead, so they still come first.
        loading="lazy"
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        width={640}
        height={360}
        sizes={variants && !narrowest ? sizes : undefined}
        // The browser picks by these widths. A small original's files are narrower than their
        // name; CSS draws every width at the same size, so the choice only costs sharpness.
        srcSet={narrowest ? undefined : variants?.map((v) => `${v.url} ${v.width}w`).join(", ")}
        src={narrowest?.url ?? url}
        alt=""
        className={cn("aspect-video w-full bg-slate-200 object-cover", className)}
      />
    );
  }
  const { className: gradient, Icon } =
    PLACEHOLDERS.get(category.trim().toLowerCase()) ?? DEFAULT_PLACEHOLDER;
  return (
    <div
      className={cn(
        "flex aspect-video w-full items-center justify-center bg-gradient-to-br text-white/90",
        gradient,
        className,
      )}
    >
      <Icon className="size-14" strokeWidth={1.5} />
    </div>
  );
}
