// POST /admin/uploads/thumbnail: the course editor's image upload (issue #3). A resource route:
// no page, JSON only ({ url } with 201, or { title, description } for the editor's toast). A
// fetcher posting to it (through /admin/uploads/thumbnail.data) gets the same object as its data.
import { recordAdminAction } from "~/.server/audit/record-admin-action";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import { storeThumbnail } from "~/.server/thumbnails/store-thumbnail";
import type { Route } from "./+types/upload-thumbnail";

const METHOD_NOT_ALLOWED = { status: 405, headers: { Allow: "POST" } };

// Without a loader React Router answers a GET with a logged "no loader" error: say 405 instead.
export function loader() {
  return new Response(null, METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  // Before a single byte of the body is read: anonymous uploads cost nothing but this check.
  const by = auditOrigin(
    await requireAdmin(request, context, ...PERMISSIONS.uploadThumbnails),
    context,
  );
  if (request.method !== "POST") return new Response(null, METHOD_NOT_ALLOWED);
  const { status, ...body } = await storeThumbnail(context.storage, request, context.log, (url) =>
    recordAdminAction(context.db, { ...by, action: "thumbnail.upload", details: { url } }),
  );
  // A refused oversized body is not read to its end: closing the connection is the only way to
  // stop a client still sending it (issue #12).
  return Response.json(body, { status, headers: status === 413 ? { Connection: "close" } : {} });
}
