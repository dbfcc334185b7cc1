// A box that scrolls sideways (a wide table on a 360 px phone, issue #27). A scrollable box with
// nothing focusable inside cannot be scrolled from the keyboard (axe: scrollable-region-focusable),
// so every such box is this one component: focusable (tabindex=0), a named region so a screen
// reader says what the Tab stop is, and a visible focus ring. It is `relative` so that it clips
// what its table positions absolutely too (the sr-only texts): otherwise their containing block
// lay outside, they escaped the box, and in Arabic the whole page grew 160 px wider on a phone.
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the box holds, e.g. "Audit log entries": the region's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // The exception the rule allows for: a scrollable box must be reachable (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        "relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700",
        className,
      )}
      data-scroll-region=""
    >
      {children}
    </div>
  );
}
