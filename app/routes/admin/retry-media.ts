// POST /admin/media/:id/retry: the editor card's Retry on a failed upload (issue #28): queued
// again, its attempts start over. 409 when the file has not failed (queued, processing, ready).
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { retryMedia } from "~/features/lesson-media/media-status.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import type { Route } from "./+types/retry-media";

const METHOD_NOT_ALLOWED = { status: 405, headers: { Allow: "POST" } };

// Without a loader React Router answers a GET with a logged "no loader" error: say 405 instead.
export function loader() {
  return new Response(null, METHOD_NOT_ALLOWED);
}

const STATUS = { queued: 200, "not-found": 404, "not-failed": 409 } as const;

export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireAdmin(request, context, ...PERMISSIONS.uploadMedia);
  if (request.method !== "POST") return new Response(null, METHOD_NOT_ALLOWED);
  const result = await retryMedia(context.db, params.id, auditOrigin(session, context));
  return Response.json(
    result === "queued" ? { id: params.id, status: "queued" } : { error: result },
    { status: STATUS[result], headers: { "Cache-Control": "no-store" } },
  );
}
