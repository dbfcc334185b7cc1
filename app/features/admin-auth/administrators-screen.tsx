// The owner's administrators screen (issue #14): the roles, an invite form whose answer shows the
// one-time link, the unused invites, and the administrators with their role and state. Plain
// forms posting to the route's action: every control works without JavaScript.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button, TAP_TARGET_CLASS } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { adminDateFormat } from "~/i18n/admin/admin-format";
import { useAdminI18n, type AdminTranslator } from "~/i18n/admin/admin-i18n";
import { richAdminMessage } from "~/i18n/admin/admin-rich";
import { ADMIN_ROLES, BOOTSTRAP_OWNER_NAME, type AdminRole } from "~/lib/admin-roles";
import type { AdminInvite, Administrator } from "~/lib/administrator";
import { useHydrated } from "~/lib/use-hydrated";

type InviteFields = { name: string; identifier: string; role: string };

export type AdministratorsActionData =
  | { intent: "invite"; ok: true; link: string; invite: InviteFields & { role: AdminRole } }
  | {
      intent: "invite";
      ok: false;
      errors: Partial<Record<keyof InviteFields, string>>;
      fields: InviteFields;
    }
  | { intent: "reset-link"; ok: true; link: string; name: string }
  | { intent: "other"; ok: true; message: string }
  | { intent: "other"; ok: false; error: string };

const roleOptions = (t: AdminTranslator["t"]) =>
  ADMIN_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));

/**
 * ISO-8601 as "2026-11-25 14:00 UTC" in English (as the screen always showed), as the locale
 * writes it otherwise: the same text on the server and in the browser (UTC).
 */
function utc({ t, locale }: AdminTranslator, iso: string): string {
  const when =
    locale === "en"
      ? iso.slice(0, 16).replace("T", " ")
      : adminDateFormat(locale, {
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23", // not hour12: false (h24 in Node's Arabic: "24:30")
        }).format(new Date(iso));
  return t("administrators.utc", { when });
}

const TH = "py-2 pe-4 font-bold";
const TD = "py-2 pe-4 align-top";

/** Each role its own colour; the teacher (issue #29) too. */
const ROLE_BADGES = {
  owner: "highlight",
  editor: "free",
  analyst: "category",
  teacher: "level",
} as const satisfies Record<AdminRole, string>;

function RoleBadge({ of: role }: { of: AdminRole }) {
  const { t } = useAdminI18n();
  return <Badge variant={ROLE_BADGES[role]}>{t(`role.${role}`)}</Badge>;
}

function Notice({ data }: { data: AdministratorsActionData | undefined }) {
  if (!data || data.intent !== "other") return null;
  return data.ok ? (
    <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3">
      {data.message}
    </p>
  ) : (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
      {data.error}
    </p>
  );
}

function InviteLink({
  link,
  invite,
}: {
  link: string;
  invite: InviteFields & { role: AdminRole };
}) {
  const { t } = useAdminI18n();
  const name = <span dir="auto">{invite.name}</span>;
  return (
    <OneTimeLink
      link={link}
      id="invite-link-heading"
      label={t("administrators.inviteLink")}
      heading={richAdminMessage(t("administrators.inviteLinkFor"), {
        name,
        role: t(`role.${invite.role}`),
      })}
    >
      {richAdminMessage(t("administrators.inviteLinkHint"), { name })}
    </OneTimeLink>
  );
}

/** A password-reset link for a named administrator (issue #14 audit), shown once. */
function ResetLink({ link, name }: { link: string; name: string }) {
  const { t } = useAdminI18n();
  const named = <span dir="auto">{name}</span>;
  return (
    <OneTimeLink
      link={link}
      id="password-reset-link-heading"
      label={t("administrators.resetLink")}
      heading={richAdminMessage(t("administrators.resetLinkFor"), { name: named })}
    >
      {richAdminMessage(t("administrators.resetLinkHint"), { name: named })}
    </OneTimeLink>
  );
}

/** A one-time link shown once, in a read-only field with a copy button. */
function OneTimeLink({
  link,
  id: headingId,
  label,
  heading,
  children,
}: {
  link: string;
  /** The heading's id (the region's name). */
  id: string;
  label: string;
  heading: React.ReactNode;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const { t } = useAdminI18n();
  return (
    <div
      role="status"
      className="space-y-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
      aria-labelledby={headingId}
    >
      <h3 id={headingId} className="font-bold">
        {heading}
      </h3>
      <p className="text-sm">{children}</p>
      <div className="flex flex-wrap gap-2">
        <input
          readOnly
          value={link}
          aria-label={label}
          dir="ltr"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void navigator.clipboard?.writeText(link).then(() => setCopied(true));
            }}
          >
            {copied ? t("administrators.copied") : t("administrators.copyLink")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function InviteForm({ actionData }: { actionData: AdministratorsActionData | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === "invite";
  const failed = actionData?.intent === "invite" && !actionData.ok ? actionData : null;
  const created = actionData?.intent === "invite" && actionData.ok ? actionData : null;
  const { t } = useAdminI18n();
  return (
    <Card aria-labelledby="invite-heading" className="space-y-4">
      <h2 id="invite-heading" className="text-lg font-bold">
        {t("administrators.inviteHeading")}
      </h2>
      {created ? <InviteLink link={created.link} invite={created.invite} /> : null}
      {/* Keyed by the created link: a new invite empties the form. */}
      <Form method="post" className="grid gap-4 md:grid-cols-4" key={created?.link ?? "form"}>
        <input type="hidden" name="intent" value="invite" />
        <TextField
          label={t("administrators.name")}
          name="name"
          required
          maxLength={100}
          dir="auto"
          defaultValue={failed?.fields.name}
          aria-invalid={failed?.errors.name ? true : undefined}
          hint={failed?.errors.name}
        />
        <TextField
          label={t("administrators.identifier")}
          name="identifier"
          required
          dir="auto"
          defaultValue={failed?.fields.identifier}
          aria-invalid={failed?.errors.identifier ? true : undefined}
          hint={failed?.errors.identifier}
        />
        <SelectField
          label={t("administrators.role")}
          name="role"
          options={roleOptions(t)}
          defaultValue={failed?.fields.role ?? "editor"}
          hint={failed?.errors.role}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? t("administrators.creating") : t("administrators.createInvite")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function PendingInvites({
  invites,
}: {
  invites: (AdminInvite & { expired: boolean; invitedByName: string })[];
}) {
  const translator = useAdminI18n();
  const { t } = translator;
  return (
    <Card aria-labelledby="invites-heading" className="space-y-3">
      <h2 id="invites-heading" className="text-lg font-bold">
        {t("administrators.pendingInvites")}
      </h2>
      {invites.length === 0 ? (
        <p className="text-slate-600">{t("administrators.noPendingInvites")}</p>
      ) : (
        <ScrollRegion label={t("administrators.inviteListRegion")}>
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={TH}>
                  {t("administrators.name")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.emailOrPhone")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.role")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.invitedBy")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.expires")}
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t("administrators.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invites.map((invite) => (
                <tr key={invite.id} className="border-b border-slate-100">
                  <td className={TD} dir="auto">
                    {invite.name}
                  </td>
                  <td className={TD} dir="ltr">
                    {invite.identifier}
                  </td>
                  <td className={TD}>
                    <RoleBadge of={invite.role} />
                  </td>
                  <td className={TD} dir="auto">
                    {invite.invitedByName}
                  </td>
                  <td className={TD}>
                    {invite.expired
                      ? t("administrators.expired")
                      : utc(translator, invite.expiresAt)}
                  </td>
                  <td className={TD}>
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-invite" />
                      <input type="hidden" name="inviteId" value={invite.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        aria-label={t("administrators.revokeOf", { name: invite.name })}
                      >
                        {t("administrators.revoke")}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </Card>
  );
}

function AdministratorRow({
  administrator,
  self,
}: {
  administrator: Administrator;
  self: boolean;
}) {
  const disabled = administrator.disabledAt !== null;
  const { t } = useAdminI18n();
  const name = administrator.name;
  return (
    <tr className="border-b border-slate-100">
      <td className={TD} dir="auto">
        {administrator.name}
        {self ? <span className="text-slate-500">{t("administrators.you")}</span> : null}
      </td>
      <td className={TD} dir="ltr">
        {administrator.identifier}
      </td>
      <td className={TD}>
        {self ? (
          <RoleBadge of={administrator.role} />
        ) : (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <input type="hidden" name="intent" value="change-role" />
            <input type="hidden" name="administratorId" value={administrator.id} />
            <select
              name="role"
              defaultValue={administrator.role}
              aria-label={t("administrators.roleOf", { name })}
              className={`h-9 rounded-lg border border-slate-300 bg-white px-2 ${TAP_TARGET_CLASS}`}
            >
              {roleOptions(t).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <Button
              type="submit"
              variant="outline"
              size="sm"
              aria-label={t("administrators.changeRoleOf", { name })}
            >
              {t("administrators.changeRole")}
            </Button>
          </Form>
        )}
      </td>
      <td className={TD}>
        {disabled ? (
          <Badge variant="neutral">{t("administrators.disabled")}</Badge>
        ) : (
          <Badge variant="free">{t("administrators.active")}</Badge>
        )}
      </td>
      <td className={TD}>
        <div className="flex flex-wrap gap-2">
          {self || disabled ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value="reset-link" />
              <input type="hidden" name="administratorId" value={administrator.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                aria-label={t("administrators.resetLinkOf", { name })}
              >
                {t("administrators.resetLinkButton")}
              </Button>
            </Form>
          )}
          {self ? null : (
            <Form method="post">
              <input type="hidden" name="intent" value={disabled ? "enable" : "disable"} />
              <input type="hidden" name="administratorId" value={administrator.id} />
              <Button
                type="submit"
                variant="outline"
                size="sm"
                className={disabled ? undefined : "text-red-700"}
                aria-label={t(disabled ? "administrators.enableOf" : "administrators.disableOf", {
                  name,
                })}
              >
                {disabled ? t("administrators.enable") : t("administrators.disable")}
              </Button>
            </Form>
          )}
        </div>
      </td>
    </tr>
  );
}

export function AdministratorsScreen({
  administrators,
  invites,
  self,
  actionData,
}: {
  administrators: Administrator[];
  invites: (AdminInvite & { expired: boolean; invitedByName: string })[];
  /** The signed-in owner's id (null: the bootstrap owner). */
  self: string | null;
  actionData: AdministratorsActionData | undefined;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold">{t("administrators.title")}</h1>
        <p className="text-slate-600">{t("administrators.intro")}</p>
      </div>
      <Notice data={actionData} />
      {actionData?.intent === "reset-link" ? (
        <ResetLink link={actionData.link} name={actionData.name} />
      ) : null}

      <Card aria-labelledby="roles-heading">
        <h2 id="roles-heading" className="mb-2 text-lg font-bold">
          {t("administrators.roles")}
        </h2>
        {/* Four roles since issue #29's teacher: two by two, then a row of four. */}
        <dl className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {ADMIN_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-bold">{t(`role.${role}`)}</dt>
              <dd className="text-sm text-slate-600">
                {t(`administrators.roleDescription.${role}`)}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <InviteForm actionData={actionData} />
      <PendingInvites invites={invites} />

      <Card aria-labelledby="administrators-heading" className="space-y-3">
        <h2 id="administrators-heading" className="text-lg font-bold">
          {t("administrators.title")}
        </h2>
        <ScrollRegion label={t("administrators.teamRegion")}>
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={TH}>
                  {t("administrators.name")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.emailOrPhone")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.role")}
                </th>
                <th scope="col" className={TH}>
                  {t("administrators.status")}
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">{t("administrators.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100">
                <td className={TD}>
                  {BOOTSTRAP_OWNER_NAME}
                  {self === null ? (
                    <span className="text-slate-500">{t("administrators.you")}</span>
                  ) : null}
                </td>
                <td className={TD}>{t("administrators.bootstrapSignIn")}</td>
                <td className={TD}>
                  <RoleBadge of="owner" />
                </td>
                <td className={TD}>
                  <Badge variant="free">{t("administrators.active")}</Badge>
                </td>
                <td className={TD} />
              </tr>
              {administrators.map((administrator) => (
                <AdministratorRow
                  key={administrator.id}
                  administrator={administrator}
                  self={administrator.id === self}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>
    </div>
  );
}
