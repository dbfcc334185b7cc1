// /admin/classes/:classId/import: 'Import learners' (issue #29). Step 1 posts the CSV file and
// answers a row-by-row preview; step 2 posts the previewed text back with its plan's hash and
// imports exactly that, in one transaction (features/classes/class-import.server.ts). 'Add a
// learner' posts one typed row. Teachers of
// the class and owners; any other class answers 404 (requireClassAccess).
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/class-import";
import { readFormData } from "~/.server/http/read-form";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { requireClassAccess } from "~/features/classes/class-access.server";
import { CLASS_IMPORT_MAX_BYTES } from "~/features/classes/class-import-csv";
import { ClassImportPage } from "~/features/classes/class-import-page";
import { answerClassImportForm } from "~/features/classes/class-import.server";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "classImport.title") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const found = await requireClassAccess(context.db, session.admin, params.classId);
  return { classId: found.id, className: found.name };
}

const importForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), file: z.unknown() }),
  z.object({
    intent: z.literal("import"),
    csv: z.string(),
    planHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  // 'Add a learner': one row typed in, read as a roster's row is.
  z.object({
    intent: z.literal("add-one"),
    name: z.string().max(1000),
    contact: z.string().max(1000),
  }),
]);

export async function action({ request, context, params }: Route.ActionArgs) {
  // Before a byte of the form is read: another class's import answers 404 and reads nothing.
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const found = await requireClassAccess(context.db, session.admin, params.classId);
  const translator = await adminTranslatorOf(request, context, session);
  const fields = await readFormData(request);
  const parsed = importForm.safeParse(Object.fromEntries(fields));
  if (!parsed.success) {
    return data(
      { step: "refused" as const, error: translator.t("classImport.error.noFile") },
      { status: 400 },
    );
  }
  const form =
    parsed.data.intent === "preview"
      ? { intent: "preview" as const, file: fields.get("file") }
      : parsed.data;
  const answer = await answerClassImportForm(
    context.db,
    { classId: found.id, className: found.name },
    form,
    auditOrigin(session, context),
    translator,
  );
  return data(answer.state, { status: answer.status });
}

export default function ClassImport({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClassImportPage
      classId={loaderData.classId}
      className={loaderData.className}
      maxMegabytes={CLASS_IMPORT_MAX_BYTES / 1024 / 1024}
      state={actionData ?? null}
    />
  );
}
