import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route map of spec §2.
export default [
  index("routes/public/home.tsx"),
  route("courses", "routes/public/catalogue.tsx"),
  route("course/:courseId", "routes/public/course.tsx"),
  route("auth", "routes/public/auth.tsx"),
  route("auth/sign-out", "routes/public/sign-out.tsx"),
  route("account", "routes/public/account.tsx"),

  // Admin: every loader and action below checks the server session itself (issue #3).
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("audit", "routes/admin/audit.tsx"),
    route("course/:courseId", "routes/admin/course-editor.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/uploads/thumbnail", "routes/admin/upload-thumbnail.ts"),
  route("admin/uploads/thumbnail/discard", "routes/admin/discard-thumbnail.ts"),

  // No UI: the browser's analytics beacon (issue #7).
  route("api/analytics", "routes/resources/analytics-beacon.ts"),

  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
