// GET /reset-password/:token: where a password-reset link lands (issue #14 part 8). It moves the
// token into a cookie and redirects to /reset-password, so the token leaves the address bar and
// the history and no page is ever shown, cached or sent as a Referer under an address holding it
// (decision 0025). Nothing is used up here: a messaging app that fetches the link for a preview
// does not spend it; only the form's POST does.
import { redirect } from "react-router";
import type { Route } from "./+types/reset-password-link";
import { resetLinkCookie, resetPagePath } from "~/features/accounts/reset-link-cookie.server";

export function loader({ request, params }: Route.LoaderArgs) {
  return redirect(resetPagePath(request), {
    headers: {
      "Set-Cookie": resetLinkCookie(request, params.token),
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
}
