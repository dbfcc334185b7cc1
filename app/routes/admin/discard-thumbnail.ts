// POST /admin/uploads/thumbnail/discard (form field "url"): the course editor gives back an
// upload it no longer shows before saving (issue #3: no orphans). A resource route: 204, or
// { title, description } with 400 (not one of our uploads), 409 (a course uses it) or 500.
import { discardThumbnail } from "~/.server/thumbnails/discard-thumbnail";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import type { Route } from "./+types/discard-thumbnail";

const METHOD_NOT_ALLOWED = { status: 405, headers: { Allow: "POST" } };

// Without a loader React Router answers a GET with a logged "no loader" error: say 405 instead.
export function loader() {
  return new Response(null, METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  const by = auditOrigin(
    await requireAdmin(request, context, ...PERMISSIONS.uploadThumbnails),
    context,
  );
  if (request.method !== "POST") return new Response(null, METHOD_NOT_ALLOWED);
  // A body that is not a form names no file: the feature answers 400 for it.
  const form = await request.formData().catch(() => null);
  const { status, ...body } = await discardThumbnail(
    context.db,
    context.storage,
    form?.get("url"),
    context.log,
    by,
  );
  return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
}
