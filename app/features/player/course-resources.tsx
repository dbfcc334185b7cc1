import { ExternalLinkIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { CourseLink } from "~/lib/course";
import { freeTextAttributes, linkTitleIn } from "~/lib/course-text";

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
              {/* Words in Arabic letters on a French or English page are marked so (issue #15). */}
              <p className="font-bold" dir="auto" {...freeTextAttributes(i.locale, title)}>
                {title}
              </p>
              {link.description ? (
                <p
                  className="text-sm text-slate-600"
                  dir="auto"
                  {...freeTextAttributes(i.locale, link.description)}
                >
                  {link.description}
                </p>
              ) : null}
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-emerald-800 hover:underline"
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
