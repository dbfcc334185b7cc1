// GET /robots.txt (issue #17): crawlers may read the public pages, not the admin or account ones.
import { absoluteUrl } from "~/.server/absolute-url";
import { buildRobotsTxt } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/robots";

export function loader({ context, request }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(absoluteUrl("/", request, context)), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
