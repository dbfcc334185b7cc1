// GET /sitemap.xml and /sitemap/{n}.xml (issue #17): no page, an XML document. Crawlers fetch it
// now and then; an hour of caching spares the database without hiding a new course for long.
import { absoluteUrl } from "~/.server/absolute-url";
import { buildSitemap } from "~/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  let file: number | null = null;
  if (params.file !== undefined) {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(params.file);
    if (!match) return new Response("Not found", { status: 404 });
    file = Number(match[1]);
  }
  const origin = absoluteUrl("/", request, context);
  const { status, xml } = await buildSitemap(context.db, origin, file);
  if (status === 404) return new Response("Not found", { status: 404 });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
