// /sitemap.xml (issue #17): home, the catalogue and every published course, in every locale, each
// URL with its hreflang alternates (x-default: the Arabic page) and the date its content last
// changed. Past `limit` URLs (the protocol's 50,000) /sitemap.xml becomes a sitemap index of
// /sitemap/1.xml, /sitemap/2.xml…, each holding whole pages (all locales of a page in one file).
import {
  findPublishedCourseStamps,
  summarizePublishedCourses,
} from "~/.server/db/repositories/course-sitemap";
import type { Database } from "~/.server/db/schema";
import { DEFAULT_LOCALE, LOCALES, localizePath } from "~/i18n/locales";

/** The sitemaps protocol's limit of URLs per file (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_URL_LIMIT = 50_000;

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";
/** Pages before the courses: home, the catalogue, and the privacy and terms pages. */
const FIXED_PATHS = ["/", "/courses", "/privacy", "/terms"];

interface SitemapPage {
  /** Unlocalized (Arabic) path. */
  path: string;
  lastmod: string | null;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch] ?? ch,
  );

function urlEntries(page: SitemapPage, origin: string): string {
  const href = (locale: (typeof LOCALES)[number]) =>
    escapeXml(new URL(localizePath(page.path, locale), origin).href);
  const alternates = [
    ...LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
  ].join("");
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
  return LOCALES.map(
    (locale) => `<url><loc>${href(locale)}</loc>${lastmod}${alternates}</url>`,
  ).join("\n");
}

export interface SitemapResponse {
  status: 200 | 404;
  xml: string;
}

/**
 * `file` null: /sitemap.xml (the whole sitemap, or the index of its files); a number: that file of
 * a split sitemap (404 when there is no such file, or when the sitemap is not split).
 */
export async function buildSitemap(
  db: Database,
  origin: string,
  file: number | null,
  limit = SITEMAP_URL_LIMIT,
): Promise<SitemapResponse> {
  const summary = await summarizePublishedCourses(db);
  const pagesPerFile = Math.max(1, Math.floor(limit / LOCALES.length));
  const totalPages = FIXED_PATHS.length + summary.count;
  const files = Math.ceil(totalPages / pagesPerFile);

  if (file === null && files > 1) {
    const entries = Array.from({ length: files }, (_, i) => {
      const loc = escapeXml(new URL(`/sitemap/${i + 1}.xml`, origin).href);
      const lastmod = summary.lastUpdatedAt ? `<lastmod>${summary.lastUpdatedAt}</lastmod>` : "";
      return `<sitemap><loc>${loc}</loc>${lastmod}</sitemap>`;
    });
    return {
      status: 200,
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join("\n")}\n</sitemapindex>\n`,
    };
  }
  if (file !== null && (files === 1 || file < 1 || file > files)) return { status: 404, xml: "" };

  const index = (file ?? 1) - 1;
  const start = index * pagesPerFile;
  const end = Math.min(totalPages, start + pagesPerFile);
  const pages: SitemapPage[] = FIXED_PATHS.slice(start, end).map((path) => ({
    path,
    lastmod: summary.lastUpdatedAt,
  }));
  const courseStart = Math.max(0, start - FIXED_PATHS.length);
  const courseCount = end - start - pages.length;
  if (courseCount > 0) {
    for (const course of await findPublishedCourseStamps(db, courseStart, courseCount)) {
      pages.push({ path: `/course/${encodeURIComponent(course.id)}`, lastmod: course.updatedAt });
    }
  }
  return {
    status: 200,
    xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${pages.map((page) => urlEntries(page, origin)).join("\n")}\n</urlset>\n`,
  };
}

/** /robots.txt: the public pages open to crawlers, the admin and account pages not. */
export function buildRobotsTxt(origin: string): string {
  const privatePaths = ["/account", "/auth", "/reset-password"];
  const disallowed = [
    "/admin",
    "/api/",
    ...LOCALES.flatMap((locale) => privatePaths.map((path) => localizePath(path, locale))),
  ];
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${new URL("/sitemap.xml", origin).href}`,
    "",
  ].join("\n");
}
