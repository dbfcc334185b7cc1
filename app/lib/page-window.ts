// Which page numbers a pager shows (the catalogue's, issue #4, and the admin dashboard's, #14):
// the first, the last and the pages around the current one.

/** The page numbers to show, with null where a run of pages is skipped. */
export function pageWindow(current: number, count: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= count; page++) {
    const near = Math.abs(page - current) <= around;
    if (page === 1 || page === count || near) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}
