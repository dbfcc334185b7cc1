/**
 * The catalogue filtered to one category (issue #27): what the footer's categories and the home
 * page's fields of learning open. The same URL the catalogue's own filter writes (catalogueHref).
 */
export function categoryHref(category: string): string {
  return `/courses?${new URLSearchParams({ category })}`;
}
