import { Link } from "react-router";
import { cn } from "~/lib/cn";
import { BRAND_NAME } from "~/lib/site";

export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-bold", className)}>
      <span
        aria-hidden="true"
        className="flex size-9 items-center justify-center rounded-lg bg-emerald-700 text-lg text-white"
      >
        م
      </span>
      <span className="text-xl">{BRAND_NAME}</span>
    </span>
  );
}

/** The top bar's link home: its clicks are spec §7's 'navigate' events labelled home. */
export function BrandLogo() {
  return (
    <Link
      to="/"
      data-navigate="home"
      // 44 px high like every tap target (issue #15); the mark itself is 36.
      className="inline-flex min-h-11 items-center rounded-lg text-emerald-800"
      aria-label={`${BRAND_NAME} — الرئيسية`}
    >
      <BrandMark />
    </Link>
  );
}
