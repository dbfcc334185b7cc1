// /admin/invite/:token (issue #14): the one-time link an owner sends. GET shows whom it invites
// and a password form, or why the link no longer works; POST sets the password, uses the invite
// and signs the new administrator in. A plain form: it works without JavaScript.
import type { Route } from "./+types/invite";
import { linkPageAnswer } from "~/.server/auth/one-time-link-route";
import { acceptInvite, readInvite } from "~/features/admin-auth/admin-invites.server";
import { adminLocaleOf, adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { LinkPasswordPage } from "~/features/admin-auth/link-password-page";
import { submitLinkPassword } from "~/features/admin-auth/link-password-form.server";
import { UnusableLinkCard } from "~/features/admin-auth/unusable-link-card";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { richAdminMessage } from "~/i18n/admin/admin-rich";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${adminTranslator(loaderData?.locale ?? "en").t("invite.metaTitle")} | معرفة` },
  { name: "robots", content: "noindex, nofollow" },
  // The address holds the token: never send it to another site as a referrer. Not "no-referrer":
  // under it a browser sends `Origin: null` with the form's POST, which server/app.ts refuses.
  { name: "referrer", content: "same-origin" },
];

type Unusable = "expired" | "used" | "unknown" | "taken" | "withdrawn";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // No one is signed in yet: the language chosen on this browser (issue #27), else English.
  const locale = await adminLocaleOf(request, context, null);
  return linkPageAnswer(
    await readInvite(context.db, params.token),
    ({ invite }) => ({
      invite: { name: invite.name, identifier: invite.identifier, role: invite.role },
    }),
    { locale },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = await adminTranslatorOf(request, context, null);
  return submitLinkPassword(request, context.clientIp, t, async (input) => {
    const result = await acceptInvite(context.db, params.token, input);
    return result.ok || "errors" in result ? result : { ...result, reason: result.invite };
  });
}

export default function AdminInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const { t } = adminTranslator(locale);
  const reason: Unusable | null =
    actionData?.reason ?? (loaderData.usable ? null : loaderData.reason);
  if (reason || !loaderData.usable) {
    const shown = reason ?? "unknown";
    return (
      <UnusableLinkCard
        locale={locale}
        title={t(`invite.${shown}.title`)}
        description={t(`invite.${shown}.description`)}
      />
    );
  }
  const { invite } = loaderData;
  return (
    <LinkPasswordPage
      locale={locale}
      heading={t("invite.heading")}
      passwordLabel={t("invite.password")}
      errors={actionData?.errors ?? null}
    >
      {richAdminMessage(t("invite.for"), {
        role: <strong>{t(`role.${invite.role}`)}</strong>,
        name: <span dir="auto">{invite.name}</span>,
        identifier: <span dir="ltr">{invite.identifier}</span>,
      })}
    </LinkPasswordPage>
  );
}
