// /admin/invite/:token (issue #14): the one-time link an owner sends. GET shows whom it invites
// and a password form, or why the link no longer works; POST sets the password, uses the invite
// and signs the new administrator in. A plain form: it works without JavaScript.
import type { Route } from "./+types/invite";
import { linkPageAnswer } from "~/.server/auth/one-time-link-route";
import { acceptInvite, readInvite } from "~/features/admin-auth/admin-invites.server";
import { ADMIN_ROLE_LABELS } from "~/lib/admin-roles";
import { LinkPasswordPage } from "~/features/admin-auth/link-password-page";
import { submitLinkPassword } from "~/features/admin-auth/link-password-form.server";
import { UnusableLinkCard } from "~/features/admin-auth/unusable-link-card";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = () => [
  { title: "Administrator invite | معرفة" },
  { name: "robots", content: "noindex, nofollow" },
  // The address holds the token: never send it to another site as a referrer. Not "no-referrer":
  // under it a browser sends `Origin: null` with the form's POST, which server/app.ts refuses.
  { name: "referrer", content: "same-origin" },
];

type Unusable = "expired" | "used" | "unknown" | "taken" | "withdrawn";

const UNUSABLE: Record<Unusable, { title: string; description: string }> = {
  expired: {
    title: "This invite has expired",
    description: "Invite links work for 48 hours. Ask an owner to invite you again.",
  },
  used: {
    title: "This invite has already been used",
    description: "Each invite link works once. If you set your password, sign in at the gate.",
  },
  unknown: {
    title: "This invite link is not valid",
    description: "Check that you copied the whole link, or ask an owner for a new one.",
  },
  withdrawn: {
    title: "This invite has been withdrawn",
    description:
      "The administrator who sent it can no longer invite anyone. Ask an owner for a new invite.",
  },
  taken: {
    title: "This administrator already exists",
    description: "Someone has already set up an account with this email or phone number.",
  },
};

export async function loader({ params, context }: Route.LoaderArgs) {
  return linkPageAnswer(await readInvite(context.db, params.token), ({ invite }) => ({
    invite: { name: invite.name, identifier: invite.identifier, role: invite.role },
  }));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return submitLinkPassword(request, context.clientIp, async (input) => {
    const result = await acceptInvite(context.db, params.token, input);
    return result.ok || "errors" in result ? result : { ...result, reason: result.invite };
  });
}

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  const reason = actionData?.reason ?? (loaderData.usable ? null : loaderData.reason);
  if (reason || !loaderData.usable) {
    return <UnusableLinkCard {...UNUSABLE[reason ?? "unknown"]} />;
  }
  const { invite } = loaderData;
  return (
    <LinkPasswordPage
      heading="Set up your administrator account"
      passwordLabel="Password"
      errors={actionData?.errors ?? null}
    >
      You are invited as <strong>{ADMIN_ROLE_LABELS[invite.role].label}</strong>:{" "}
      <span dir="auto">{invite.name}</span>, signing in with{" "}
      <span dir="ltr">{invite.identifier}</span>.
    </LinkPasswordPage>
  );
}
