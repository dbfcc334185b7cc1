// The admin area's frame. Admin screens keep the specification's English strings
// (architecture.md), so this part of the page is lang="en", left to right.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BrandMark } from "./brand-logo";

export function AdminShell({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div lang="en" dir="ltr" className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
          <Link to="/admin" className="flex items-center gap-2 rounded-lg text-emerald-800">
            <BrandMark />
            <span className="rounded bg-slate-100 px-2 py-0.5 text-sm font-bold text-slate-700">
              Admin
            </span>
          </Link>
          <div className="ms-auto flex items-center gap-2">
            <Link
              to="/"
              reloadDocument
              className="rounded px-2 text-sm text-slate-700 hover:underline"
            >
              View site
            </Link>
            {actions}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
    </div>
  );
}
