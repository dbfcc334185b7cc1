// The owner's administrators screen (issue #14): the roles, an invite form whose answer shows the
// one-time link, the unused invites, and the administrators with their role and state. Plain
// forms posting to the route's action: every control works without JavaScript.
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/field";
import { ScrollRegion } from "~/components/ui/scroll-region";
import {
  ADMIN_ROLE_LABELS,
  ADMIN_ROLES,
  BOOTSTRAP_OWNER_NAME,
  type AdminRole,
} from "~/lib/admin-roles";
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

const ROLE_OPTIONS = ADMIN_ROLES.map((role) => ({
  value: role,
  label: ADMIN_ROLE_LABELS[role].label,
}));

/** ISO-8601 as "2026-11-25 14:00 UTC": the same text on the server and in the browser. */
function utc(iso: string): string {
  return `${iso.slice(0, 16).replace("T", " ")} UTC`;
}

const TH = "py-2 pe-4 font-bold";
const TD = "py-2 pe-4 align-top";

function RoleBadge({ of: role }: { of: AdminRole }) {
  return (
    <Badge variant={role === "owner" ? "highlight" : role === "editor" ? "free" : "category"}>
      {ADMIN_ROLE_LABELS[role].label}
    </Badge>
  );
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
  return (
    <OneTimeLink
      link={link}
      label="Invite link"
      heading={
        <>
          Invite link for <span dir="auto">{invite.name}</span> (
          {ADMIN_ROLE_LABELS[invite.role].label})
        </>
      }
    >
      Send this link to <span dir="auto">{invite.name}</span>. It works once, for 48 hours, and is
      shown only now: copy it before leaving this page.
    </OneTimeLink>
  );
}

/** A password-reset link for a named administrator (issue #14 audit), shown once. */
function ResetLink({ link, name }: { link: string; name: string }) {
  return (
    <OneTimeLink
      link={link}
      label="Password reset link"
      heading={
        <>
          Password reset link for <span dir="auto">{name}</span>
        </>
      }
    >
      Send this link to <span dir="auto">{name}</span> only. It works once, for one hour, and is
      shown only now. Using it sets a new password and signs <span dir="auto">{name}</span> out
      everywhere else.
    </OneTimeLink>
  );
}

/** A one-time link shown once, in a read-only field with a copy button. */
function OneTimeLink({
  link,
  label,
  heading,
  children,
}: {
  link: string;
  label: string;
  heading: React.ReactNode;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const headingId = label.toLowerCase().replaceAll(" ", "-") + "-heading";
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
            {copied ? "Copied" : "Copy link"}
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
  return (
    <Card aria-labelledby="invite-heading" className="space-y-4">
      <h2 id="invite-heading" className="text-lg font-bold">
        Invite an administrator
      </h2>
      {created ? <InviteLink link={created.link} invite={created.invite} /> : null}
      {/* Keyed by the created link: a new invite empties the form. */}
      <Form method="post" className="grid gap-4 md:grid-cols-4" key={created?.link ?? "form"}>
        <input type="hidden" name="intent" value="invite" />
        <TextField
          label="Name"
          name="name"
          required
          maxLength={100}
          dir="auto"
          defaultValue={failed?.fields.name}
          aria-invalid={failed?.errors.name ? true : undefined}
          hint={failed?.errors.name}
        />
        <TextField
          label="Email or phone number"
          name="identifier"
          required
          dir="auto"
          defaultValue={failed?.fields.identifier}
          aria-invalid={failed?.errors.identifier ? true : undefined}
          hint={failed?.errors.identifier}
        />
        <SelectField
          label="Role"
          name="role"
          options={ROLE_OPTIONS}
          defaultValue={failed?.fields.role ?? "editor"}
          hint={failed?.errors.role}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? "Creating..." : "Create invite"}
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
  return (
    <Card aria-labelledby="invites-heading" className="space-y-3">
      <h2 id="invites-heading" className="text-lg font-bold">
        Pending invites
      </h2>
      {invites.length === 0 ? (
        <p className="text-slate-600">No pending invites.</p>
      ) : (
        <ScrollRegion label="Invitation list, scrolls sideways">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={TH}>
                  Name
                </th>
                <th scope="col" className={TH}>
                  Email or phone
                </th>
                <th scope="col" className={TH}>
                  Role
                </th>
                <th scope="col" className={TH}>
                  Invited by
                </th>
                <th scope="col" className={TH}>
                  Expires
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">Actions</span>
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
                  <td className={TD}>{invite.expired ? "Expired" : utc(invite.expiresAt)}</td>
                  <td className={TD}>
                    <Form method="post">
                      <input type="hidden" name="intent" value="revoke-invite" />
                      <input type="hidden" name="inviteId" value={invite.id} />
                      <Button
                        type="submit"
                        variant="outline"
                        size="sm"
                        aria-label={`Revoke the invite of ${invite.name}`}
                      >
                        Revoke
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
  return (
    <tr className="border-b border-slate-100">
      <td className={TD} dir="auto">
        {administrator.name}
        {self ? <span className="text-slate-500"> (you)</span> : null}
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
              aria-label={`Role of ${administrator.name}`}
              className="h-9 rounded-lg border border-slate-300 bg-white px-2"
            >
              {ROLE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <Button
              type="submit"
              variant="outline"
              size="sm"
              aria-label={`Change the role of ${administrator.name}`}
            >
              Change role
            </Button>
          </Form>
        )}
      </td>
      <td className={TD}>
        {disabled ? (
          <Badge variant="neutral">Disabled</Badge>
        ) : (
          <Badge variant="free">Active</Badge>
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
                aria-label={`Create a password reset link for ${administrator.name}`}
              >
                Reset link
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
                aria-label={`${disabled ? "Enable" : "Disable"} ${administrator.name}`}
              >
                {disabled ? "Enable" : "Disable"}
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
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-bold">Administrators</h1>
        <p className="text-slate-600">
          Invite people to the admin area and choose what each of them may do.
        </p>
      </div>
      <Notice data={actionData} />
      {actionData?.intent === "reset-link" ? (
        <ResetLink link={actionData.link} name={actionData.name} />
      ) : null}

      <Card aria-labelledby="roles-heading">
        <h2 id="roles-heading" className="mb-2 text-lg font-bold">
          Roles
        </h2>
        <dl className="grid gap-2 sm:grid-cols-3">
          {ADMIN_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-bold">{ADMIN_ROLE_LABELS[role].label}</dt>
              <dd className="text-sm text-slate-600">{ADMIN_ROLE_LABELS[role].description}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <InviteForm actionData={actionData} />
      <PendingInvites invites={invites} />

      <Card aria-labelledby="administrators-heading" className="space-y-3">
        <h2 id="administrators-heading" className="text-lg font-bold">
          Administrators
        </h2>
        <ScrollRegion label="Team list, scrolls sideways">
          <table className="w-full text-start text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className={TH}>
                  Name
                </th>
                <th scope="col" className={TH}>
                  Email or phone
                </th>
                <th scope="col" className={TH}>
                  Role
                </th>
                <th scope="col" className={TH}>
                  Status
                </th>
                <th scope="col" className={TH}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-b border-slate-100">
                <td className={TD}>
                  {BOOTSTRAP_OWNER_NAME}
                  {self === null ? <span className="text-slate-500"> (you)</span> : null}
                </td>
                <td className={TD}>Signs in with the admin password alone</td>
                <td className={TD}>
                  <RoleBadge of="owner" />
                </td>
                <td className={TD}>
                  <Badge variant="free">Active</Badge>
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
