// POST /api/lesson-visit: a visitor's course page reports the lesson it shows (issue #27, decision
// 0041). A resource route (no page): the page cache never keeps a POST. Answers 204, and gives the
// browser its visitor key the first time.
import { readFormData } from "~/.server/http/read-form";
import { answerLessonVisit } from "~/features/progress/visitor-visit.server";
import type { Route } from "./+types/lesson-visit";

const METHOD_NOT_ALLOWED = { status: 405, headers: { Allow: "POST", "Cache-Control": "no-store" } };

// Without a loader React Router answers a GET with a logged "no loader" error: say 405 instead.
export function loader() {
  return new Response(null, METHOD_NOT_ALLOWED);
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, METHOD_NOT_ALLOWED);
  return answerLessonVisit(context.db, request, await readFormData(request));
}
