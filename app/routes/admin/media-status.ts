// GET /admin/media/:id: an uploaded lesson's processing state (issue #28), polled by the editor's
// card. Every signed-in administrator may read it, as they read the dashboard.
import { requireAdmin } from "~/features/admin-auth/require-admin.server";
import { mediaStatus } from "~/features/lesson-media/media-status.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import type { Route } from "./+types/media-status";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context, ...PERMISSIONS.viewDashboard);
  const status = await mediaStatus(context.db, params.id);
  // A state that changes every few seconds: never from a cache.
  const headers = { "Cache-Control": "no-store" };
  if (!status) return Response.json({ error: "not found" }, { status: 404, headers });
  return Response.json(status, { headers });
}
