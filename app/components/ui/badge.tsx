import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const VARIANTS = {
  free: "bg-emerald-100 text-emerald-900",
  category: "bg-sky-100 text-sky-900",
  level: "bg-violet-100 text-violet-900",
  neutral: "bg-slate-100 text-slate-800",
  highlight: "bg-amber-400 text-slate-900",
};

export interface BadgeProps extends ComponentProps<"span"> {
  variant?: keyof typeof VARIANTS;
}

export function Badge({ className, variant = "neutral", ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs leading-5 font-bold",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
