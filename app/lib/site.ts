export const BRAND_NAME = "معرفة";

export const SITE_DESCRIPTION =
  "دورات مجانية بالعربية في الأعمال والمالية والتكنولوجيا والتطوير المهني للمتعلمين في موريتانيا.";

/** Title and description tags shared by every public page. */
export function pageMeta(title: string, description = SITE_DESCRIPTION) {
  return [{ title: `${title} | ${BRAND_NAME}` }, { name: "description", content: description }];
}
