// POST /api/analytics: one analytics event from the browser's beacon (issue #7). A resource route
// (no page): React Router calls this action alone, without the root loader, and the page cache
// never keeps a POST. Answers 204 with no body; reads no cookie and sets none.
import { recordAnalyticsEvent } from "~/features/analytics/record-event.server";
import type { Route } from "./+types/analytics-beacon";

const METHOD_NOT_ALLOWED = { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } };

// Without a loader React Router answers a GET with a logged "no loader" error: say 405 instead.
export function loader() {
  return new Response(null, METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, METHOD_NOT_ALLOWED);
  const { response } = await recordAnalyticsEvent(
    context.analytics,
    request,
    context.clientIp,
    context.log,
  );
  return response;
}
