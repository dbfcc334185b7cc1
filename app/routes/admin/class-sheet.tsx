// /admin/classes/:classId/sheet: the class sheet (issue #29, decision 0050). GET lists the class's
// learners and who will get a code; POST makes a fresh one-time code for each learner without a
// password (stored as argon2id hashes, audited) and answers the printable sheets, never cached:
// the codes exist in clear in that one answer only. Teachers of the class and owners.
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/class-sheet";
import { absoluteUrl } from "~/.server/absolute-url";
import { readForm } from "~/.server/http/read-form";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { requireClassAccess } from "~/features/classes/class-access.server";
import { ClassSheetPage } from "~/features/classes/class-sheet-page";
import { listSheet, printClassSheet } from "~/features/classes/sign-in-code-sheet.server";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { PERMISSIONS } from "~/lib/admin-roles";
import { SHEET_VALIDITY_DAYS } from "~/lib/sign-in-code";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "classSheet.title") },
  { name: "robots", content: "noindex, nofollow" },
];

// The codes' page must not stay in any cache (the browser's back button included).
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const cacheControl = actionHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const found = await requireClassAccess(context.db, session.admin, params.classId);
  const learners = await listSheet(context.db, found.id);
  return {
    classId: found.id,
    className: found.name,
    signInAddress: absoluteUrl("/auth", request, context),
    learners: learners.map((learner) => ({
      learnerId: learner.learnerId,
      name: learner.name,
      contact: learner.phone ?? learner.email ?? "",
      hasPassword: learner.hasPassword,
    })),
  };
}

const sheetForm = z.object({
  intent: z.literal("print"),
  days: z.coerce
    .number()
    .refine((days): days is (typeof SHEET_VALIDITY_DAYS)[number] =>
      (SHEET_VALIDITY_DAYS as readonly number[]).includes(days),
    ),
});

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const found = await requireClassAccess(context.db, session.admin, params.classId);
  const parsed = sheetForm.safeParse(await readForm(request));
  if (!parsed.success) throw data("Choose how long the codes stay valid", { status: 400 });
  const sheet = await printClassSheet(
    context.db,
    { classId: found.id, className: found.name },
    parsed.data.days as (typeof SHEET_VALIDITY_DAYS)[number],
    auditOrigin(session, context),
  );
  return data({ sheet }, { headers: { "Cache-Control": "no-store" } });
}

export default function ClassSheet({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClassSheetPage
      classId={loaderData.classId}
      className={loaderData.className}
      learners={loaderData.learners}
      validityDays={SHEET_VALIDITY_DAYS}
      printed={actionData?.sheet ?? null}
      signInAddress={loaderData.signInAddress}
    />
  );
}
