// POST /admin/locale: the admin area's language (issue #27, decision 0044), chosen in the admin
// header or on the gate; then back to the page it was chosen on. Open to everyone: the gate's
// visitor is not signed in yet (the cookie alone keeps it then).
import { redirect } from "react-router";
import type { Route } from "./+types/locale";
import { readForm } from "~/.server/http/read-form";
import { chooseAdminLocale } from "~/features/admin-auth/admin-locale.server";
import { safeAdminRedirect } from "~/features/admin-auth/login-form";
import { getAdminSession } from "~/features/admin-auth/require-admin.server";
import { isLocale } from "~/i18n/locales";

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  const redirectTo = safeAdminRedirect(fields.redirectTo);
  if (!isLocale(fields.locale)) return redirect(redirectTo);
  const session = await getAdminSession(request, context);
  const cookie = await chooseAdminLocale(request, context, session, fields.locale);
  return redirect(redirectTo, { headers: { "Set-Cookie": cookie } });
}
