// The few building blocks of the legal pages' prose (issue #17), so that the per-language modules
// hold words, not class names.
import type { ReactNode } from "react";
import { INLINE_TAP_TARGET_CLASS } from "~/components/ui/button";

export function P({ children }: { children: ReactNode }) {
  return <p className="mt-3 leading-relaxed text-slate-700">{children}</p>;
}

export function List({ children }: { children: ReactNode }) {
  return (
    <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700">{children}</ul>
  );
}

/**
 * A link inside the prose: a site address (already in the page's language) or mailto:. It stays
 * inline, so the sentence flows around it; its padding makes it a 44 px tap target on phones
 * without changing the line's height.
 */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} className={`font-bold text-emerald-800 underline ${INLINE_TAP_TARGET_CLASS}`}>
      {children}
    </a>
  );
}

/** Latin text (an address, a technical name) inside any page: left-to-right, isolated. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
