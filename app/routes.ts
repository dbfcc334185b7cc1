import { index, route, type RouteConfig } from "@react-router/dev/routes";

// The route map of spec §2. Admin routes arrive with the admin area.
export default [
  index("routes/public/home.tsx"),
  route("courses", "routes/public/catalogue.tsx"),
  route("course/:courseId", "routes/public/course.tsx"),
  route("auth", "routes/public/auth.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
