import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-emerald-700 text-white hover:bg-emerald-800",
  secondary: "bg-amber-400 text-slate-900 hover:bg-amber-300",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
  ghost: "text-slate-700 hover:bg-slate-100",
  inverse: "bg-white text-emerald-800 hover:bg-emerald-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

/**
 * Tap targets: 44 px or more wherever a finger is the pointer (issue #15; WCAG 2.5.5), so the
 * compact size keeps 36 px only on wide screens with a mouse.
 */
export const TAP_TARGET_CLASS = "max-md:min-h-11 pointer-coarse:min-h-11";

/**
 * The same for a link inside a sentence, which must stay inline for the sentence to flow: vertical
 * padding on an inline box grows what a finger can hit (14 px text with 32 px of padding is 44 px
 * or more) without changing the line's height.
 */
export const INLINE_TAP_TARGET_CLASS = "max-md:py-4 pointer-coarse:py-4";

const SIZES = {
  sm: `h-9 px-3 text-sm max-md:h-11 pointer-coarse:h-11`,
  md: "h-11 px-5",
  lg: "h-12 px-7 text-lg",
  icon: "size-11",
};

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  /** Added to the button's classes; it must not restate one they set (see ~/lib/cn). */
  className?: string;
}

/** The button look, for a <button> or for a link that looks like one. */
export function buttonVariants({
  variant = "primary",
  size = "md",
  className,
}: ButtonStyle = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-bold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export type ButtonProps = ComponentProps<"button"> & Omit<ButtonStyle, "className">;

export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={buttonVariants({ variant, size, className })} {...props} />;
}
