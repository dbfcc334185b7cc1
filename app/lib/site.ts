// The site's name and its pages' title and description tags. Public pages take theirs from the
// catalogues (app/i18n/page-meta.ts); these Arabic ones remain for the admin's preview of a course
// (the learner's Arabic page) and the password-reset mail.
export const BRAND_NAME = "معرفة";

export const SITE_DESCRIPTION =
  "دورات مجانية بالعربية في الأعمال والمالية والتكنولوجيا والتطوير المهني للمتعلمين في موريتانيا.";

/** Title and description tags of an Arabic page. */
export function pageMeta(title: string, description = SITE_DESCRIPTION) {
  return [{ title: `${title} | ${BRAND_NAME}` }, { name: "description", content: description }];
}
