import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicts between Tailwind classes (tailwind-merge
 * would, for 8 KB of brotli on every public page): a component's `className` adds to its own
 * classes and never restates one they set; alternatives are variants (issue #5's JavaScript budget).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
