// Structured data for search engines (issue #17): schema.org objects built as typed values
// (schema-dts) and serialised by React Router's `script:ld+json` meta descriptor, which escapes
// <, > and & so no course text can close the script element.
import type { BreadcrumbList, Course as SchemaCourse, ItemList, WithContext } from "schema-dts";
import type { Translator } from "~/i18n/translator";
import type { Course } from "./course/course";
import { courseDescriptionIn, courseTitleIn, difficultyLabelIn } from "./course/course-text";

const CONTEXT = "https://schema.org" as const;

/** The pages of a trail, the last being the current one. */
export function breadcrumbList(
  trail: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A course as Google's Course rich result wants it: name, description, provider, free offer and
 * an online course instance with its workload. `origin` is the site's address.
 */
export function courseStructuredData(
  i: Translator,
  course: Course,
  url: string,
  image: string | undefined,
  origin: string,
): WithContext<SchemaCourse> {
  const name = courseTitleIn(i, course);
  const description = courseDescriptionIn(i, course);
  return {
    "@context": CONTEXT,
    "@type": "Course",
    "@id": url,
    url,
    name: name.text,
    description: description.text,
    inLanguage: name.lang,
    ...(image ? { image } : {}),
    educationalLevel: difficultyLabelIn(i, course.difficultyLevel),
    isAccessibleForFree: true,
    provider: { "@type": "Organization", name: i.t("site.brand"), url: origin },
    offers: { "@type": "Offer", category: "Free", price: 0, priceCurrency: "MRU" },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      // ISO 8601 duration; a course whose length is not set states none.
      ...(course.durationMinutes > 0 ? { courseWorkload: `PT${course.durationMinutes}M` } : {}),
    },
  };
}

/** A page of the catalogue: its courses' addresses in the order shown. */
export function courseListStructuredData(urls: readonly string[]): WithContext<ItemList> {
  return {
    "@context": CONTEXT,
    "@type": "ItemList",
    itemListElement: urls.map((url, index) => ({ "@type": "ListItem", position: index + 1, url })),
  };
}
