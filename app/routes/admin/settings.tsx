// /admin/settings (issue #28): the site's settings, for owners: the price of a gigabyte of mobile
// data that lesson pages show each version's cost with; and (issue #29) the organisation's name
// the donor report is headed with. Every change audited.
import { data, Form } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/settings";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { readForm } from "~/.server/http/read-form";
import { Button } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import {
  readDataPriceSetting,
  saveDataPriceSetting,
} from "~/features/site-settings/data-price-setting.server";
import { ORGANISATION_NAME_MAX } from "~/features/site-settings/organisation-name";
import {
  readOrganisationNameSetting,
  saveOrganisationNameSetting,
} from "~/features/site-settings/organisation-name-setting.server";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "settings.title", { withAdmin: false }) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.manageSettings);
  return {
    dataPrice: await readDataPriceSetting(context.db),
    organisationName: await readOrganisationNameSetting(context.db),
  };
}

// The organisation's name is optional in the form: a form that does not send it leaves it alone.
const settingsForm = z.object({
  dataPrice: z.string().max(32),
  organisationName: z
    .string()
    .max(ORGANISATION_NAME_MAX * 2)
    .optional(),
});

export type SettingsActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.manageSettings);
  const translator = await adminTranslatorOf(request, context, session);
  const parsed = settingsForm.safeParse(await readForm(request));
  if (!parsed.success) {
    return data<SettingsActionResult>(
      { ok: false, error: translator.t("settings.dataPrice.invalid") },
      { status: 400 },
    );
  }
  const result = await saveDataPriceSetting(
    context.db,
    parsed.data.dataPrice,
    auditOrigin(session, context),
    translator,
  );
  if (result.ok && parsed.data.organisationName !== undefined) {
    await saveOrganisationNameSetting(
      context.db,
      parsed.data.organisationName,
      auditOrigin(session, context),
    );
  }
  return result.ok
    ? data<SettingsActionResult>({ ok: true, message: translator.t("settings.saved") })
    : data<SettingsActionResult>(result, { status: 400 });
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("settings.title")}</h1>
      {actionData?.ok ? (
        <p role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          {actionData.message}
        </p>
      ) : null}
      <Form method="post" className="space-y-2 rounded-2xl border border-slate-200 bg-white p-4">
        <label htmlFor="organisation-name" className="block font-bold">
          {t("settings.organisation.label")}
        </label>
        <p id="organisation-name-hint" className="text-sm text-slate-600">
          {t("settings.organisation.hint")}
        </p>
        <input
          id="organisation-name"
          name="organisationName"
          dir="auto"
          maxLength={ORGANISATION_NAME_MAX}
          defaultValue={loaderData.organisationName}
          aria-describedby="organisation-name-hint"
          className={`${inputClass} max-w-md`}
        />
        <label htmlFor="data-price" className="block pt-2 font-bold">
          {t("settings.dataPrice.label")}
        </label>
        <p id="data-price-hint" className="text-sm text-slate-600">
          {t("settings.dataPrice.hint")}
        </p>
        <div className="flex flex-wrap gap-2">
          <input
            id="data-price"
            name="dataPrice"
            inputMode="decimal"
            dir="ltr"
            maxLength={32}
            defaultValue={loaderData.dataPrice}
            aria-describedby="data-price-hint"
            aria-invalid={actionData && !actionData.ok ? true : undefined}
            className={`${inputClass} max-w-40`}
          />
          <Button type="submit">{t("settings.save")}</Button>
        </div>
        {actionData && !actionData.ok ? (
          <p role="alert" className="text-sm text-red-800">
            {actionData.error}
          </p>
        ) : null}
      </Form>
    </div>
  );
}
