// Absolute URLs in pages (canonical, og:url, og:image) name the site by PUBLIC_URL when it is set,
// never by the request's Host or X-Forwarded-Host: those are the client's to choose, and a page
// that a CDN keeps would otherwise carry a forged host to every visitor (issue #12).
import type { AppLoadContext } from "react-router";
import { ownUrl } from "~/lib/safe-url";

export function absoluteUrl(
  path: string,
  request: Request,
  context: Pick<AppLoadContext, "publicOrigin">,
): string {
  // A path that begins `//` (a crafted request's) would name another host (issue #26).
  return ownUrl(path, context.publicOrigin ?? new URL(request.url).origin);
}
