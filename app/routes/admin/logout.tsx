// POST /admin/logout: ends the session on the server and clears the cookie (issue #3).
import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { clearSessionCookie, readSessionToken } from "~/features/admin-auth/admin-session.server";
import { auditOrigin, getAdminSession } from "~/features/admin-auth/require-admin.server";
import { signOutAdmin } from "~/features/admin-auth/sign-out.server";

// A GET changes nothing (a link or prefetch must never sign anyone out): back to the admin.
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await getAdminSession(request, context);
  await signOutAdmin(
    context.db,
    readSessionToken(request),
    session && auditOrigin(session, context),
  );
  return redirect("/admin", { headers: { "Set-Cookie": clearSessionCookie(request) } });
}
