// /admin/reset/:token (issue #14 audit): the one-time password-reset link an owner makes for a
// named administrator on /admin/administrators. GET shows whose password it resets and a form, or
// why the link no longer works; POST sets the new password, ends that administrator's other
// sessions and signs this browser in. A plain form: it works without JavaScript.
import type { Route } from "./+types/reset-password";
import { linkPageAnswer } from "~/.server/auth/one-time-link-route";
import {
  readAdministratorResetLink,
  resetAdministratorPassword,
} from "~/features/admin-auth/admin-password-reset.server";
import { LinkPasswordPage } from "~/features/admin-auth/link-password-page";
import { submitLinkPassword } from "~/features/admin-auth/link-password-form.server";
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
  return submitLinkPassword(request, context.clientIp, async (input) => {
    const result = await resetAdministratorPassword(context.db, params.token, input);
    return result.ok || "errors" in result ? result : { ...result, reason: result.link };
  });
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const reason = actionData?.reason ?? (loaderData.usable ? null : loaderData.reason);
  if (reason || !loaderData.usable) {
    return <UnusableLinkCard {...UNUSABLE[reason ?? "unknown"]} />;
  }
  const { administrator } = loaderData;
  return (
    <LinkPasswordPage
      heading="Choose a new password"
      passwordLabel="New password"
      errors={actionData?.errors ?? null}
    >
      For <span dir="auto">{administrator.name}</span>, signing in with{" "}
      <span dir="ltr">{administrator.identifier}</span>. Your other sessions will be signed out.
    </LinkPasswordPage>
  );
}
