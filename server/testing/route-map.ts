// The app's routes as app/routes.ts declares them, read from the server build, for the tests that
// must cover every route (the role replay, the body limits, the fuzz): a route added to
// app/routes.ts is in their lists without anyone remembering to add it.
import type { ServerBuild } from "react-router";
import { PREFIXED_LOCALES } from "~/i18n/locales";

export interface MappedRoute {
  /** The route's id in the server build, e.g. "routes/admin/analytics" or "fr/routes/public/course". */
  id: string;
  /** The id without its locale prefix: the same for a page's Arabic, French and English routes. */
  page: string;
  /** Its address pattern from the site's root, e.g. "/admin/course/:courseId" or "/*". */
  path: string;
  /** An index route: its POSTs need `?index`. */
  index: boolean;
  loader: boolean;
  action: boolean;
  /** It renders a page (a default export), so React Router also serves its `.data` twin. */
  ui: boolean;
}

const LOCALE_PREFIX = new RegExp(`^(${PREFIXED_LOCALES.join("|")})/`);

/** Every route but the root layout, parents before children. */
export function routeMap(build: ServerBuild): MappedRoute[] {
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.values(build.routes)
    .filter((route) => route !== undefined && route.id !== "root")
    .map((route) => ({
      id: route!.id,
      page: route!.id.replace(LOCALE_PREFIX, ""),
      path: fullPath(route!.id) || "/",
      index: route!.index === true,
      loader: route!.module.loader !== undefined,
      action: route!.module.action !== undefined,
      ui: route!.module.default !== undefined,
    }));
}

/** The names of a path's parameters (`*` for a splat). */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? "*");
}

/** The path with each parameter (and a splat) replaced by the value given for its name. */
export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:(\w+)|\*/g, (_, name: string | undefined) => value(name ?? "*"));
}

/** The address a POST to the route uses: index routes say so, as React Router's forms do. */
export function postPath(route: MappedRoute, path: string): string {
  return route.index ? `${path}?index` : path;
}

/** The route's `.data` twin (client navigations and fetchers), for a route that renders a page. */
export function dataPath(route: MappedRoute, path: string): string {
  const twin = path === "/" ? "/_root.data" : `${path}.data`;
  return route.index ? `${twin}?index` : twin;
}
