// /admin/administrators (issue #14): the owner's screen. Lists administrators and unused
// invites; invites someone (the one-time link is shown once, in this action's answer); revokes an
// invite; changes a role; disables or enables an administrator; makes a one-time password-reset
// link for one (shown once, like an invite's). Owner only, loader and action.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/administrators";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { absoluteUrl } from "~/.server/absolute-url";
import { readForm } from "~/.server/http/read-form";
import { inviteAdministrator, revokeInvite } from "~/features/admin-auth/admin-invites.server";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { createAdministratorResetLink } from "~/features/admin-auth/admin-password-reset.server";
import {
  AdministratorsScreen,
  type AdministratorsActionData,
} from "~/features/admin-auth/administrators-screen";
import {
  changeAdministratorRole,
  loadAdministrators,
  setAdministratorEnabled,
} from "~/features/admin-auth/manage-administrators.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ADMIN_ROLES, PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "administrators.title") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.manageAdministrators);
  const t = await adminTranslatorOf(request, context, session);
  return { ...(await loadAdministrators(context.db, new Date(), t)), self: session.admin.id };
}

const id = z.string().min(1).max(64);
const administratorsAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("invite"),
    name: z.string().max(1000),
    identifier: z.string().max(1000),
    role: z.string().max(20),
  }),
  z.object({ intent: z.literal("revoke-invite"), inviteId: id }),
  z.object({ intent: z.literal("change-role"), administratorId: id, role: z.enum(ADMIN_ROLES) }),
  z.object({ intent: z.literal("disable"), administratorId: id }),
  z.object({ intent: z.literal("reset-link"), administratorId: id }),
  z.object({ intent: z.literal("enable"), administratorId: id }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.manageAdministrators);
  const acting = session.admin;
  // Errors and notices in the owner's language (issue #27).
  const translator = await adminTranslatorOf(request, context, session);
  const { t } = translator;
  // Who acts and from where, for the audit entry each change writes in its transaction.
  const admin = { ...acting, ip: context.clientIp };
  const parsed = administratorsAction.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<AdministratorsActionData>(
      { intent: "other", ok: false, error: t("administrators.invalidRequest") },
      { status: 400 },
    );
  }
  const input = parsed.data;
  switch (input.intent) {
    case "invite": {
      const result = await inviteAdministrator(context.db, admin, input, new Date(), translator);
      if (!result.ok) {
        return data<AdministratorsActionData>(
          { intent: "invite", ok: false, errors: result.errors, fields: input },
          { status: 400 },
        );
      }
      // The only time the token leaves the server: this answer, to the owner who asked.
      const link = absoluteUrl(`/admin/invite/${result.token}`, request, context);
      return { intent: "invite", ok: true, link, invite: result.invite } as const;
    }
    case "revoke-invite": {
      if (!(await revokeInvite(context.db, admin, input.inviteId))) {
        return data<AdministratorsActionData>(
          { intent: "other", ok: false, error: t("administrators.inviteNotFound") },
          { status: 404 },
        );
      }
      return { intent: "other", ok: true, message: t("administrators.inviteRevoked") } as const;
    }
    case "reset-link": {
      const result = await createAdministratorResetLink(
        context.db,
        admin,
        input.administratorId,
        new Date(),
        translator,
      );
      if (!result.ok) {
        return data<AdministratorsActionData>(
          { intent: "other", ok: false, error: result.error },
          { status: result.status },
        );
      }
      // As for an invite: the only time this token leaves the server.
      const link = absoluteUrl(`/admin/reset/${result.token}`, request, context);
      return { intent: "reset-link", ok: true, link, name: result.name } as const;
    }
    case "change-role":
    case "disable":
    case "enable": {
      const result =
        input.intent === "change-role"
          ? await changeAdministratorRole(
              context.db,
              admin,
              input.administratorId,
              input.role,
              new Date(),
              translator,
            )
          : await setAdministratorEnabled(
              context.db,
              admin,
              input.administratorId,
              input.intent === "enable",
              new Date(),
              translator,
            );
      if (!result.ok) {
        return data<AdministratorsActionData>(
          { intent: "other", ok: false, error: result.error },
          { status: result.status },
        );
      }
      return { intent: "other", ok: true, message: result.message } as const;
    }
  }
}

export default function Administrators({ loaderData, actionData }: Route.ComponentProps) {
  return <AdministratorsScreen {...loaderData} actionData={actionData} />;
}
