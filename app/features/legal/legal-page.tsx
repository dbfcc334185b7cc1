// The privacy and terms pages' frame (issue #17): the title, the date of the last change, a table
// of contents, and each section under its own heading and anchor. Server-rendered HTML only, like
// every public page (decision 0011): nothing here needs JavaScript.
import { useI18n } from "~/i18n/i18n-context";
import { INTL_LOCALES } from "~/i18n/locales";
import type { LegalSection } from "./legal-document";

export function LegalPage({
  title,
  updated,
  sections,
}: {
  title: string;
  /** YYYY-MM-DD */
  updated: string;
  sections: LegalSection[];
}) {
  const { t, rich, locale } = useI18n();
  const date = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${updated}T00:00:00Z`));
  return (
    <article className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="legal-title">
      <h1 id="legal-title" className="text-3xl font-bold">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {rich("legal.updated", { date: <time dateTime={updated}>{date}</time> })}
      </p>
      <nav
        aria-labelledby="legal-contents"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="legal-contents" className="font-bold">
          {t("legal.contents")}
        </h2>
        <ol className="mt-2 grid gap-x-6 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 min-w-11 items-center text-emerald-800 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        // The header is fixed: an anchor's section starts below it, not under it.
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-(--header-height)"
        >
          <h2 id={`${section.id}-heading`} className="text-xl font-bold">
            {section.heading}
          </h2>
          {section.content}
        </section>
      ))}
    </article>
  );
}
