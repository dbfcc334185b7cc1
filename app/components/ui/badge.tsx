import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const badgeVariants = cva(
  "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold leading-5",
  {
    variants: {
      variant: {
        free: "bg-emerald-100 text-emerald-900",
        category: "bg-sky-100 text-sky-900",
        level: "bg-violet-100 text-violet-900",
        neutral: "bg-slate-100 text-slate-800",
      },
    },
    defaultVariants: { variant: "neutral" },
  },
);

export interface BadgeProps extends ComponentProps<"span">, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
