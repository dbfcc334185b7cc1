// /admin/classes/:classId: the class page (issue #29), the teacher's view. Its header links to the
// class's other pages; its grid shows each learner's progress in the assigned courses, complete
// without JavaScript. An owner opens any class, a teacher only one they teach (404 otherwise).
import type { Route } from "./+types/class-page";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { requireClassAccess } from "~/features/classes/class-access.server";
import { loadClassPage } from "~/features/classes/class-grid-pages.server";
import { ClassGrid, ClassGridLegend, ClassPageHeader } from "~/features/classes/class-grid-view";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.schoolClass.name ?? ""} | معرفة` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const schoolClass = await requireClassAccess(context.db, session.admin, params.classId);
  const translator = await adminTranslatorOf(request, context, session);
  return loadClassPage(context.db, schoolClass, translator, new Date());
}

export default function ClassPage({ loaderData }: Route.ComponentProps) {
  const { schoolClass, table, courseCount } = loaderData;
  const { t } = useAdminI18n();
  return (
    <div className="space-y-6">
      <ClassPageHeader
        schoolClass={schoolClass}
        learnerCount={table.rows.length}
        behindCount={table.behindCount}
      />
      {courseCount === 0 ? <p className="text-slate-700">{t("classGrid.noCourses")}</p> : null}
      {table.rows.length === 0 ? (
        <p className="text-slate-700">{t("classGrid.noLearners")}</p>
      ) : (
        <>
          <ClassGridLegend />
          <ClassGrid classId={schoolClass.id} table={table} />
        </>
      )}
    </div>
  );
}
