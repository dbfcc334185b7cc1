// POST /admin/logout: ends the session on the server and clears the cookie (issue #3).
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import {
  clearSessionCookie,
  endAdminSession,
  readSessionToken,
} from "~/features/admin-auth/admin-session.server";

// A GET changes nothing (a link or prefetch must never sign anyone out): back to the admin.
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  await endAdminSession(context.db, readSessionToken(request));
  return redirect("/admin", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}
