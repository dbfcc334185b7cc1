// Inline SVG icons: a few hundred bytes each, no icon font, no extra request.
// Icons that point somewhere are drawn for left-to-right and mirrored under dir="rtl"
// (`rtl:-scale-x-100`), so "back" points right and "next" points left in Arabic.
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";

type IconProps = ComponentProps<"svg">;

function icon(paths: ReactNode, { directional = false } = {}) {
  return function Icon({ className, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={cn(
          // The default size, unless the caller sets one (cn does not resolve conflicts).
          !className?.includes("size-") && "size-5",
          directional && "rtl:-scale-x-100",
          className,
        )}
        {...props}
      >
        {paths}
      </svg>
    );
  };
}

export const ArrowBackIcon = icon(<path d="M19 12H5m6-7-7 7 7 7" />, { directional: true });
export const ChevronNextIcon = icon(<path d="m9 6 6 6-6 6" />, { directional: true });
export const ChevronPreviousIcon = icon(<path d="m15 6-6 6 6 6" />, { directional: true });
export const ExternalLinkIcon = icon(
  <path d="M14 4h6v6m0-6L10 14M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  { directional: true },
);
export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const SearchIcon = icon(<path d="m21 21-4.3-4.3M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z" />);
export const PlayIcon = icon(<path d="M7 4v16l13-8L7 4Z" fill="currentColor" />);
export const ClockIcon = icon(<path d="M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />);
export const EyeIcon = icon(
  <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
);
export const UserIcon = icon(<path d="M20 21a8 8 0 0 0-16 0m8-8a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z" />);
export const CheckCircleIcon = icon(<path d="m8 12 3 3 5-6m5 3a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />);
export const CircleIcon = icon(<path d="M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z" />);
export const BookIcon = icon(
  <path d="M4 19V5a2 2 0 0 1 2-2h14v16H6a2 2 0 0 0-2 2Zm0 0a2 2 0 0 0 2 2h14" />,
);
export const BriefcaseIcon = icon(
  <path d="M3 8h18v12H3V8Zm5 0V5a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v3M3 13h18" />,
);
export const ChipIcon = icon(
  <path d="M7 7h10v10H7V7Zm2-4v4m6-4v4M9 17v4m6-4v4M3 9h4m-4 6h4m10-6h4m-4 6h4" />,
);
export const CoinsIcon = icon(
  <path d="M9 14c3.9 0 7-1.3 7-3s-3.1-3-7-3-7 1.3-7 3 3.1 3 7 3Zm-7-3v4c0 1.7 3.1 3 7 3s7-1.3 7-3v-4m-4-5.7C12.9 4.5 14.3 4 16 4c3.9 0 6 1.3 6 3v4c0 1.3-1.2 2.3-3 2.8" />,
);
export const TrendingUpIcon = icon(<path d="m3 17 6-6 4 4 8-8m-5 0h5v5" />, { directional: true });
export const GiftIcon = icon(
  <path d="M4 11h16v10H4V11Zm-1-4h18v4H3V7Zm9 0v14M12 7S10.5 3 8 3a2 2 0 0 0 0 4h4Zm0 0s1.5-4 4-4a2 2 0 0 1 0 4h-4Z" />,
);
export const MapPinIcon = icon(
  <path d="M12 21s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Zm0-9a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />,
);
export const MailIcon = icon(<path d="M3 5h18v14H3V5Zm0 0 9 8 9-8" />);
export const PhoneIcon = icon(
  <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z" />,
);
export const AlertIcon = icon(
  <path d="M12 8v5m0 3h.01M10.3 3.9 2 18a2 2 0 0 0 1.7 3h16.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
);
