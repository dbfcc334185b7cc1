import { ExternalLinkIcon } from "~/components/ui/icons";
import type { CourseLink } from "~/lib/course";

/** 'Links and resources' (spec §2); the caller shows it only when there are any. */
export function CourseResources({ links }: { links: CourseLink[] }) {
  return (
    <section
      aria-labelledby="resources-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="resources-heading" className="mb-3 text-lg font-bold">
        روابط وموارد
      </h2>
      <ul className="space-y-3">
        {links.map((link) => (
          <li key={link.id} className="rounded-xl bg-slate-50 p-3">
            {/* The page's direction; a title in another script isolates (decision 0027). */}
            <p className="font-bold">
              <bdi>{link.title}</bdi>
            </p>
            {link.description ? (
              <p className="text-sm text-slate-600">
                <bdi>{link.description}</bdi>
              </p>
            ) : null}
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              // 44 px high: it was a 20 px line, too small for a finger (issue #15).
              className="inline-flex min-h-11 items-center gap-1 text-sm font-bold text-emerald-800 hover:underline"
            >
              زيارة المورد
              <span className="sr-only"> (يفتح في نافذة جديدة)</span>
              <ExternalLinkIcon className="size-4" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
