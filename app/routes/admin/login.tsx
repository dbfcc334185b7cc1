// POST /admin/login: the password gate's action; GET shows the gate (issue #3).
import { readForm } from "~/.server/http/read-form";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { data, redirect } from "react-router";
import type { Route } from "./+types/login";
import { setFlash } from "~/.server/flash";
import { AdminShell } from "~/components/layout/admin-shell";
import { adminLocaleOf } from "~/features/admin-auth/admin-locale.server";
import { AdminGate } from "~/features/admin-auth/admin-gate";
import { readAdminDeviceToken, signedInHeaders } from "~/features/admin-auth/admin-session.server";
import {
  loginFormSchema,
  PASSWORD_REQUIRED,
  safeAdminRedirect,
} from "~/features/admin-auth/login-form";
import { getAdminSession } from "~/features/admin-auth/require-admin.server";
import { signInAdmin } from "~/features/admin-auth/sign-in.server";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [
  { title: "Admin Access | معرفة" },
  { name: "robots", content: "noindex, nofollow" },
];

// Document responses only carry Set-Cookie by default; the 429's Retry-After must get through.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeAdminRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getAdminSession(request, context)) throw redirect(redirectTo);
  return { redirectTo, locale: await adminLocaleOf(request, context, null) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const fields = await readForm(request);
  const form = loginFormSchema.safeParse(fields);
  // On failure the page posted to is this one: keep where the visitor was going.
  const redirectTo = safeAdminRedirect(fields.redirectTo);
  // A failed named sign-in shows the gate again with the identifier typed (never the password).
  const identifier = typeof fields.identifier === "string" ? fields.identifier.slice(0, 320) : "";
  if (!form.success) {
    return data({ error: PASSWORD_REQUIRED, redirectTo, identifier }, { status: 400 });
  }

  const result = await signInAdmin(context.db, {
    identifier: form.data.identifier,
    password: form.data.password,
    clientIp: context.clientIp,
    deviceToken: readAdminDeviceToken(request),
    log: context.log,
  });
  if (!result.ok) {
    return data(
      { error: result.error, redirectTo, identifier },
      {
        status: result.status,
        headers: result.status === 429 ? retryAfterHeaders(result.retryAfterSeconds) : undefined,
      },
    );
  }

  const headers = signedInHeaders(request, result);
  // The gate shown as a dialog over a page (issue #14: the editor's session ended) signs in
  // without leaving that page: no redirect, which would navigate away from unsaved work.
  if (fields.stay === "1") {
    return data(
      { signedIn: true as const, error: null, redirectTo: form.data.redirectTo },
      { headers },
    );
  }
  headers.append("Set-Cookie", setFlash(request, "access-granted"));
  return redirect(form.data.redirectTo, { headers });
}

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminShell locale={loaderData.locale}>
      <AdminGate
        redirectTo={actionData?.redirectTo ?? loaderData.redirectTo}
        identifier={actionData && "identifier" in actionData ? actionData.identifier : undefined}
        error={actionData?.error}
      />
    </AdminShell>
  );
}
