// /admin/classes/:classId/learners/:learnerId: one learner's progress in the class (issue #29),
// opened from their row of the grid. 404 for a learner who is not in the class, as for a class
// this administrator may not open.
import { Link } from "react-router";
import type { Route } from "./+types/class-learner";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { requireClassAccess } from "~/features/classes/class-access.server";
import { loadClassLearnerPage } from "~/features/classes/class-grid-pages.server";
import { LearnerCourseProgress } from "~/features/classes/class-grid-learner-view";
import { classPath } from "~/features/classes/class-grid-view";
import { adminDay } from "~/i18n/admin/admin-format";
import { useAdminI18n } from "~/i18n/admin/admin-i18n";
import { PERMISSIONS } from "~/lib/admin-roles";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.learner.name ?? ""} | ${data?.schoolClass.name ?? ""} | معرفة` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.teachClasses);
  const schoolClass = await requireClassAccess(context.db, session.admin, params.classId);
  const translator = await adminTranslatorOf(request, context, session);
  const page = await loadClassLearnerPage(
    context.db,
    schoolClass,
    params.learnerId,
    translator,
    new Date(),
  );
  if (!page) throw new Response(null, { status: 404 });
  return page;
}

export default function ClassLearner({ loaderData }: Route.ComponentProps) {
  const { schoolClass, learner, courses } = loaderData;
  const { t, locale } = useAdminI18n();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <p>
          <Link to={classPath(schoolClass.id)} className="text-emerald-800 underline">
            {t("classLearner.back")}
          </Link>
        </p>
        <p className="text-slate-700">{schoolClass.name}</p>
        <h1 className="text-3xl font-bold">{learner.name}</h1>
        <p className="text-slate-700">
          {learner.lastActivity
            ? t("classLearner.lastActivity", {
                date: adminDay(locale, learner.lastActivity.slice(0, 10)),
              })
            : t("classLearner.noActivity")}
        </p>
      </header>
      {courses.length === 0 ? <p>{t("classGrid.noCourses")}</p> : null}
      {courses.map((course, index) => {
        const progress = learner.courses[index];
        return progress ? (
          <LearnerCourseProgress key={course.courseId} course={course} progress={progress} />
        ) : null;
      })}
    </div>
  );
}
