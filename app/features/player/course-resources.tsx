import { ExternalLinkIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { CourseLink } from "~/lib/course/course";
import { FreeText } from "~/components/ui/content-text";
import { linkTitleIn } from "~/lib/course/course-text";

/** 'Links and resources' (spec §2); the caller shows it only when there are any. */
export function CourseResources({ links }: { links: CourseLink[] }) {
  const i = useI18n();
  return (
    <section
      aria-labelledby="resources-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="resources-heading" className="mb-3 text-lg font-bold">
        {i.t("course.resources")}
      </h2>
      <ul className="space-y-3">
        {links.map((link) => {
          const title = linkTitleIn(i, link);
          return (
            <li key={link.id} className="rounded-xl bg-slate-50 p-3">
              {/* The page's direction; a title in another script isolates (decision 0027), and
                  words in Arabic letters on a French or English page are marked so (issue #15). */}
              <p className="font-bold">
                <FreeText text={title} />
              </p>
              {link.description ? (
                <p className="text-sm text-slate-600">
                  <FreeText text={link.description} />
                </p>
              ) : null}
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                // 44 px high: it was a 20 px line, too small for a finger (issue #15).
                className="inline-flex min-h-11 items-center gap-1 text-sm font-bold text-emerald-800 hover:underline"
              >
                {i.t("course.visitResource")}
                <span className="sr-only">{i.t("common.opensInNewWindow")}</span>
                <ExternalLinkIcon className="size-4" />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
