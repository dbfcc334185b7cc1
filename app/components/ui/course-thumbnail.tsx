// A course image, or, when the course has none, a drawn placeholder that costs no download.
import { cn } from "~/lib/cn";
import { BookIcon, BriefcaseIcon, ChipIcon, CoinsIcon } from "./icons";

const PLACEHOLDERS: Record<string, { className: string; Icon: typeof BookIcon }> = {
  finance: { className: "from-emerald-600 to-teal-800", Icon: CoinsIcon },
  technology: { className: "from-sky-600 to-indigo-800", Icon: ChipIcon },
  business: { className: "from-amber-500 to-orange-700", Icon: BriefcaseIcon },
};
const DEFAULT_PLACEHOLDER = { className: "from-slate-500 to-slate-700", Icon: BookIcon };

export function CourseThumbnail({
  url,
  category,
  className,
  eager = false,
}: {
  url: string;
  category: string;
  className?: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
}) {
  if (url) {
    return (
      <img
        src={url}
        alt=""
        width={640}
        height={360}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={cn("aspect-video w-full bg-slate-200 object-cover", className)}
      />
    );
  }
  const { className: gradient, Icon } =
    PLACEHOLDERS[category.trim().toLowerCase()] ?? DEFAULT_PLACEHOLDER;
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
