// /admin/classes (issue #29): the classes this administrator may open (an owner every one, a
// teacher those they teach) and, for owners, 'New class'. A created class opens on its Manage
// page, where its courses and join code are set.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/classes";
import { readFormData } from "~/.server/http/read-form";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { ClassListScreen, type NewClassRefusal } from "~/features/classes/class-admin-list";
import { createClass, loadClassList } from "~/features/classes/class-admin-list.server";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "classes.title", { withAdmin: false }) },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  // After a class's deletion its Manage page sends here (?deleted), to say it was done.
  const deleted = new URL(request.url).searchParams.has("deleted");
  return { ...(await loadClassList(context.db, admin)), deleted };
}

// Lengths are the checks' (class-admin-fields.server.ts); these bounds only stop a huge field.
const TEXT = z.string().max(10_000);
const classAction = z.object({
  intent: z.literal("create"),
  name: TEXT,
  description: TEXT.default(""),
  startsOn: TEXT.default(""),
  endsOn: TEXT.default(""),
  teacherIds: z.array(z.string().max(64)).max(200),
});

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.manageClasses);
  const translator = await adminTranslatorOf(request, context, session);
  const form = await readFormData(request);
  const parsed = classAction.safeParse({
    ...Object.fromEntries(form),
    teacherIds: form.getAll("teacherId"),
  });
  if (!parsed.success) {
    const error = translator.t("classes.error.invalidRequest");
    return data<NewClassRefusal>(
      {
        ok: false,
        error,
        errors: {},
        fields: { name: "", description: "", startsOn: "", endsOn: "" },
        teacherIds: [],
      },
      { status: 400 },
    );
  }
  const { intent: _intent, teacherIds, ...fields } = parsed.data;
  const result = await createClass(
    context.db,
    { ...fields, teacherIds },
    auditOrigin(session, context),
    translator,
  );
  if (!result.ok) {
    return data<NewClassRefusal>(
      {
        ok: false,
        error: translator.t("classes.error.create"),
        errors: result.errors,
        fields,
        teacherIds,
      },
      { status: 400 },
    );
  }
  return redirect(`/admin/classes/${result.classId}/manage`);
}

export default function Classes({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassListScreen {...loaderData} refusal={actionData} />;
}
