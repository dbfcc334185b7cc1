import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { PREFIXED_LOCALES } from "./i18n/locales";
import { ONE_TIME_LINK_PATHS } from "./lib/one-time-link-paths";

// The route map of spec §2.
// The public pages, at the same paths in every locale (issue #15, decision 0026): Arabic without a
// prefix (today's addresses and route ids, unchanged), French under /fr and English under /en, each
// with ids of its own (React Router needs one id per route; the module is the same).
const PUBLIC_PAGES: ReadonlyArray<[path: string, file: string]> = [
  ["courses", "routes/public/catalogue.tsx"],
  ["course/:courseId", "routes/public/course.tsx"],
  ["auth", "routes/public/auth.tsx"],
  ["auth/sign-out", "routes/public/sign-out.tsx"],
  ["auth/forgot-password", "routes/public/forgot-password.tsx"],
  ["reset-password", "routes/public/reset-password.tsx"],
  [ONE_TIME_LINK_PATHS.learnerReset, "routes/public/reset-password-link.ts"],
  ["account", "routes/public/account.tsx"],
  // Shown by the service worker without a connection (issue #17).
  ["offline", "routes/public/offline.tsx"],
  // What the site keeps and the rules of using it (issue #17); the cookie policy is /privacy#cookies.
  ["privacy", "routes/public/privacy.tsx"],
  ["terms", "routes/public/terms.tsx"],
  // Certificates of completion (issue #16): the public verification page and its image, and the
  // claim (a course's certificate, asked for from its page).
  ["certificates/:code", "routes/public/certificate.tsx"],
  ["certificates/:code/image.png", "routes/public/certificate-image.ts"],
  ["course/:courseId/certificate", "routes/public/claim-certificate.tsx"],
  // Share cards' images (issue #17): the site's, and a course's without a thumbnail.
  ["share-image.png", "routes/public/share-image.ts"],
  // A class's join link (issue #29): a GET shows the class, the learner's POST joins it.
  ["join/:code", "routes/public/join.tsx"],
  ["course/:courseId/share.png", "routes/public/course-share-image.ts"],
];

const HOME = "routes/public/home.tsx";
// The web app manifest, one per locale (issue #27, decision 0046): an app starts in the language
// it was installed from.
const WEB_MANIFEST = "routes/resources/web-manifest.ts";
const idIn = (prefix: string, file: string) => `${prefix}/${file.replace(/\.tsx?$/, "")}`;

export default [
  index(HOME),
  ...PUBLIC_PAGES.map(([path, file]) => route(path, file)),
  ...PREFIXED_LOCALES.flatMap((prefix) => [
    route(prefix, HOME, { id: idIn(prefix, HOME) }),
    ...PUBLIC_PAGES.map(([path, file]) =>
      route(`${prefix}/${path}`, file, { id: idIn(prefix, file) }),
    ),
  ]),

  // Admin: every loader and action below checks the server session and its role itself (issues #3,
  // #14); server/admin-roles.test.ts replays each with every role and fails on one it does not know.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("learners", "routes/admin/learners.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("course/:courseId", "routes/admin/course-editor.tsx"),
    route("administrators", "routes/admin/administrators.tsx"),
    route("courses/import", "routes/admin/import-courses.tsx"),
    // Words search treats as one (issue #27, decision 0045).
    route("search-synonyms", "routes/admin/search-synonyms.tsx"),
    // The site's settings (issue #28): the price of a gigabyte of mobile data.
    route("settings", "routes/admin/settings.tsx"),
    // class-report (issue #29): the donor report and its CSV, before any classes/:classId route.
    route("classes/report", "routes/admin/class-report.tsx"),
    route("classes/report.csv", "routes/admin/class-report-csv.ts"),
    // Class grid (issue #29): the class page (the teacher's grid), a learner's progress in it,
    // and the grid as CSV.
    route("classes/:classId", "routes/admin/class-page.tsx"),
    route("classes/:classId/learners/:learnerId", "routes/admin/class-learner.tsx"),
    route("classes/:classId/export.csv", "routes/admin/class-export.ts"),
    // Classes (issue #29), class-import: 'Import learners' and the class sheet's sign-in codes.
    route("classes/:classId/import", "routes/admin/class-import.tsx"),
    route("classes/:classId/sheet", "routes/admin/class-sheet.tsx"),
    // Classes (issue #29, class-admin): the list with 'New class', and a class's Manage page.
    route("classes", "routes/admin/classes.tsx"),
    route("classes/:classId/manage", "routes/admin/class-manage.tsx"),
  ]),
  // The course page as learners see it, drafts too (issue #14): outside the admin layout, in the
  // learner's frame; its loader checks the session itself.
  // Issue #27: in French or English too (/fr, /en after the id); without it, Arabic.
  route("admin/preview/:courseId/:lang?", "routes/admin/preview.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  // An administrator invite's one-time link (issue #14): no session needed, the token is the key.
  route(ONE_TIME_LINK_PATHS.adminInvite, "routes/admin/invite.tsx"),
  // A named administrator's one-time password-reset link (issue #14 audit): the token is the key.
  route(ONE_TIME_LINK_PATHS.adminReset, "routes/admin/reset-password.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  // The admin area's language (issue #27): chosen in the header or on the gate; no page.
  route("admin/locale", "routes/admin/locale.ts"),
  route("admin/uploads/thumbnail", "routes/admin/upload-thumbnail.ts"),
  route("admin/uploads/thumbnail/discard", "routes/admin/discard-thumbnail.ts"),
  // Lesson videos the organisation uploads (issue #28): the file, its state, its Retry. No page.
  route("admin/media", "routes/admin/upload-media.ts"),
  route("admin/media/:id", "routes/admin/media-status.ts"),
  route("admin/media/:id/retry", "routes/admin/retry-media.ts"),
  // Course export downloads (issue #14): ZIP files, no page.
  route("admin/courses/export", "routes/admin/export-courses.ts"),
  route("admin/courses/:courseId/export", "routes/admin/export-course.ts"),

  // No UI: the browser's analytics beacon (issue #7).
  route("api/analytics", "routes/resources/analytics-beacon.ts"),
  // No UI: a visitor's course page reports the lesson it shows (issue #27, decision 0041).
  route("api/lesson-visit", "routes/resources/lesson-visit.ts"),
  // No UI: an uploaded lesson's captions for its <track> (issue #28), `ar.vtt`, `fr.vtt`, `en.vtt`.
  route("media/captions/:lessonId/:file", "routes/resources/lesson-captions.ts"),
  // For search engines (issue #17).
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemap/:file", "routes/resources/sitemap.ts", { id: "routes/resources/sitemap-file" }),
  route("manifest.webmanifest", WEB_MANIFEST),
  ...PREFIXED_LOCALES.map((prefix) =>
    route(`${prefix}/manifest.webmanifest`, WEB_MANIFEST, { id: idIn(prefix, WEB_MANIFEST) }),
  ),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
