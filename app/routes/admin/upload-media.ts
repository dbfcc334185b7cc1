// POST /admin/media: a lesson's video or audio file (issue #28). A resource route: no page, JSON
// only. The body is the file itself (X-File-Name: its name, percent-encoded), sent by the editor
// with XHR for a progress bar; it streams to the action unread (server/request-guard.ts), so the
// admin check comes before a single byte of it.
import { adminTranslatorOf } from "~/features/admin-auth/admin-locale.server";
import { auditOrigin, requireAdmin } from "~/features/admin-auth/require-admin.server";
import { uploadMedia } from "~/features/lesson-media/upload-media.server";
import { PERMISSIONS } from "~/lib/admin-roles";
import type { Route } from "./+types/upload-media";

const METHOD_NOT_ALLOWED = { status: 405, headers: { Allow: "POST" } };

// Without a loader React Router answers a GET with a logged "no loader" error: say 405 instead.
export function loader() {
  return new Response(null, METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  // Before a single byte of the body is read: anonymous uploads cost nothing but this check.
  const session = await requireAdmin(request, context, ...PERMISSIONS.uploadMedia);
  if (request.method !== "POST") return new Response(null, METHOD_NOT_ALLOWED);
  const { status, body } = await uploadMedia(
    { db: context.db, storage: context.storage, log: context.log, settings: context.media },
    request,
    { ...auditOrigin(session, context), adminId: session.admin.id },
    await adminTranslatorOf(request, context, session),
  );
  // A refused oversized body is not read to its end: closing the connection is the only way to
  // stop a client still sending it (issue #12).
  const headers: HeadersInit = { "Cache-Control": "no-store" };
  if (status === 413) headers.Connection = "close";
  return Response.json(body, { status, headers });
}
