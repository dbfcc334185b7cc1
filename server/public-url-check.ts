// What start-up says when PUBLIC_URL is unset (issue #26, finding 9). Pages then name the site by
// each request's Host, which any client chooses: harmless on a developer's own machine, but a
// production server others can reach keeps a forged Host in what a CDN or proxy stores, robots.txt
// and the sitemap included. Such a start warns loudly, with an event an operator's alerting can
// match; it does not refuse, because Quick start's `npm start` (production mode, listening on
// every address by default) must keep working without one.
import type { Env } from "~/.server/env";

/** The event of the loud warning, for alerting (docs/manual/configuration.md). */
export const PUBLIC_URL_MISSING_EVENT = "public_url_missing";

/** Listen addresses only this machine can reach. */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  return bare === "localhost" || bare === "::1" || /^127(?:\.\d{1,3}){3}$/.test(bare);
}

/** A warning to log at start. */
export interface PublicUrlNotice {
  /** Set on the loud warning: a production server reachable from elsewhere. */
  event?: typeof PUBLIC_URL_MISSING_EVENT;
  message: string;
}

/** What to log at start about PUBLIC_URL: nothing when it is set. */
export function publicUrlNotice(
  env: Pick<Env, "NODE_ENV" | "HOST" | "PORT" | "PUBLIC_URL">,
): PublicUrlNotice | null {
  if (env.PUBLIC_URL) return null;
  if (env.NODE_ENV === "production" && !isLoopback(env.HOST)) {
    return {
      event: PUBLIC_URL_MISSING_EVENT,
      message: `PUBLIC_URL IS NOT SET on a production server listening on ${env.HOST}:${env.PORT}: every page, robots.txt and the sitemap name the site by the Host each request claims, which anyone can forge, and a CDN or proxy in front would keep the forged address for every visitor. Set PUBLIC_URL to the site's address (docs/manual/configuration.md).`,
    };
  }
  return {
    message:
      "PUBLIC_URL is not set: absolute URLs in pages (canonical, og:url, og:image) use each request's Host. Set PUBLIC_URL to the site's address before putting a CDN or proxy in front.",
  };
}
