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
import { adminLocaleOf, adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { UnusableLinkCard } from "~/features/admin-auth/unusable-link-card";
import { adminTranslator } from "~/i18n/admin/admin-i18n";
import { richAdminMessage } from "~/i18n/admin/admin-rich";
import type { RouteHandle } from "~/root";

export const handle: RouteHandle = { chrome: "admin" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${adminTranslator(loaderData?.locale ?? "en").t("reset.metaTitle")} | معرفة` },
  { name: "robots", content: "noindex, nofollow" },
  // The address holds the token (see invite.tsx for why not "no-referrer").
  { name: "referrer", content: "same-origin" },
];

type Unusable = "expired" | "used" | "unknown" | "withdrawn";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const state = await readAdministratorResetLink(context.db, params.token);
  // No one is signed in here: the language chosen on this browser (issue #27), else English.
  const locale = await adminLocaleOf(request, context, null);
  return linkPageAnswer(
    state,
    ({ administrator }) => ({
      administrator: { name: administrator.name, identifier: administrator.identifier },
    }),
    { locale },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const t = await adminTranslatorOf(request, context, null);
  return submitLinkPassword(request, context.clientIp, t, async (input) => {
    const result = await resetAdministratorPassword(context.db, params.token, input);
    return result.ok || "errors" in result ? result : { ...result, reason: result.link };
  });
}

export default function AdminResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { locale } = loaderData;
  const { t } = adminTranslator(locale);
  const reason: Unusable | null =
    actionData?.reason ?? (loaderData.usable ? null : loaderData.reason);
  if (reason || !loaderData.usable) {
    const shown = reason ?? "unknown";
    return (
      <UnusableLinkCard
        locale={locale}
        title={t(`reset.${shown}.title`)}
        description={t(`reset.${shown}.description`)}
      />
    );
  }
  const { administrator } = loaderData;
  return (
    <LinkPasswordPage
      locale={locale}
      heading={t("reset.heading")}
      passwordLabel={t("reset.password")}
      errors={actionData?.errors ?? null}
    >
      {richAdminMessage(t("reset.for"), {
        name: <span dir="auto">{administrator.name}</span>,
        identifier: <span dir="ltr">{administrator.identifier}</span>,
      })}
    </LinkPasswordPage>
  );
}
