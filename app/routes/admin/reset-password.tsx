// /admin/reset/:token (issue #14 audit): the one-time password-reset link an owner makes for a
// named administrator on /admin/administrators. GET shows whose password it resets and a form, or
// why the link no longer works; POST sets the new password, ends that administrator's other
// sessions and signs this browser in. A plain form: it works without JavaScript.
import { redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { setFlash } from "~/.server/flash";
import { linkPageAnswer, refusedLinkForm } from "~/.server/auth/one-time-link-route";
import { readForm } from "~/.server/http/read-form";
import { AdminShell } from "~/components/layout/admin-shell";
import { Card } from "~/components/ui/card";
import {
  readAdministratorResetLink,
  resetAdministratorPassword,
} from "~/features/admin-auth/admin-password-reset.server";
import { readAdminDeviceToken, signedInHeaders } from "~/features/admin-auth/admin-session.server";
import { NewPasswordForm } from "~/features/admin-auth/new-password-form";
import { UnusableLinkCard } from "~/features/admin-auth/unusable-link-card";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [
  { title: "Reset your administrator password | معرفة" },
  { name: "robots", content: "noindex, nofollow" },
  // The address holds the token (see invite.tsx for why not "no-referrer").
  { name: "referrer", content: "same-origin" },
];

type Unusable = "expired" | "used" | "unknown" | "withdrawn";

const UNUSABLE: Record<Unusable, { title: string; description: string }> = {
  expired: {
    title: "This reset link has expired",
    description: "Reset links work for one hour. Ask an owner for a new one.",
  },
  used: {
    title: "This reset link has already been used",
    description: "Each reset link works once. Sign in at the gate with your new password.",
  },
  unknown: {
    title: "This reset link is not valid",
    description: "Check that you copied the whole link, or ask an owner for a new one.",
  },
  withdrawn: {
    title: "This reset link has been withdrawn",
    description: "Your account or the owner who made the link has been changed. Ask an owner.",
  },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await readAdministratorResetLink(context.db, params.token);
  return linkPageAnswer(state, ({ administrator }) => ({
    administrator: { name: administrator.name, identifier: administrator.identifier },
  }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const result = await resetAdministratorPassword(context.db, params.token, {
    password: form.password,
    confirm: form.confirm,
    deviceToken: readAdminDeviceToken(request),
    ip: context.clientIp,
  });
  if (!result.ok) {
    return refusedLinkForm(
      result.status,
      "errors" in result ? result : { reason: result.link as Unusable },
    );
  }
  const headers = signedInHeaders(request, result);
  headers.append("Set-Cookie", setFlash(request, "access-granted"));
  return redirect("/admin", { headers });
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const reason = actionData?.reason ?? (loaderData.usable ? null : loaderData.reason);
  if (reason || !loaderData.usable) {
    return <UnusableLinkCard {...UNUSABLE[reason ?? "unknown"]} />;
  }
  const { administrator } = loaderData;
  const errors = actionData?.errors ?? null;
  return (
    <AdminShell>
      <Card className="mx-auto mt-8 w-full max-w-md sm:mt-16">
        <h1 className="text-center text-2xl font-bold">Choose a new password</h1>
        <p className="mt-2 text-center text-slate-600">
          For <span dir="auto">{administrator.name}</span>, signing in with{" "}
          <span dir="ltr">{administrator.identifier}</span>. Your other sessions will be signed out.
        </p>
        <NewPasswordForm passwordLabel="New password" errors={errors} />
      </Card>
    </AdminShell>
  );
}
