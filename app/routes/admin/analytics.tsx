// /admin/analytics (issue #7): traffic per day, top courses, top pages and the top bar's
// 'navigate' events, over a range of days chosen with a GET form (works without JavaScript).
import type { Route } from "./+types/analytics";
import { adminPageTitle } from "~/i18n/admin/admin-meta";
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { can, PERMISSIONS } from "~/lib/admin-roles";
import { AnalyticsPage } from "~/features/analytics/analytics-page";
import { loadAnalyticsPage } from "~/features/analytics/analytics-page.server";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "analytics.title") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { admin } = await requireAdmin(request, context, ...PERMISSIONS.viewAnalytics);
  // Course titles link to the editor only for a role that may open it.
  const canEditCourses = can(admin.role, "editCourses");
  return loadAnalyticsPage(context.db, new URL(request.url).searchParams, canEditCourses);
}

export default function Analytics({ loaderData }: Route.ComponentProps) {
  return <AnalyticsPage loaderData={loaderData} />;
}
