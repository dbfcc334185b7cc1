// /admin/courses/import: the course import screen and its POST (issue #14). The body streams to
// the action unread (server/request-guard.ts) and is received after the admin check.
import { data } from "react-router";
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import { importCoursesFromRequest } from "~/features/course-transfer/import-courses.server";
import { ImportCoursesPage } from "~/features/course-transfer/import-courses-page";
import type { Route } from "./+types/import-courses";
import { adminPageTitle } from "~/i18n/admin/admin-meta";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: adminPageTitle(matches, "import.title") },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.transferCourses);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  // Before a single byte of the body is read: an anonymous upload costs nothing but this check.
  const session = await requireAdmin(request, context, ...PERMISSIONS.transferCourses);
  const result = await importCoursesFromRequest(
    context.db,
    context.storage,
    request,
    auditOrigin(session, context),
    context.log,
    await adminTranslatorOf(request, context, session),
  );
  if (result.ok) return data(result);
  // A refused oversized body is not read to its end: closing the connection stops the client.
  const headers: HeadersInit = result.status === 413 ? { Connection: "close" } : {};
  return data(result, { status: result.status, headers });
}

// An action's headers reach a page's answer only through here (React Router).
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const connection = actionHeaders.get("Connection");
  return connection ? { Connection: connection } : new Headers();
};

export default function ImportCourses({ actionData }: Route.ComponentProps) {
  return <ImportCoursesPage result={actionData} />;
}
