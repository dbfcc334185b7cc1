// POST /api/lesson-visit (issue #27, decision 0041): a visitor's course page says which lesson it
// shows. The page is the cached one, the same bytes for every visitor, so the server cannot note
// the first serve while rendering it as it does for a learner: the page's script reports it, and
// this notes it under the browser's visitor key (given now if it had none).
import { z } from "zod";
import { newVisitorKey, readVisitorKey, visitorKeyCookie } from "~/.server/auth/visitor-key";
import { findMarkableLessonIds } from "~/.server/db/repositories/lesson-progress";
import { recordLessonVisit } from "~/.server/db/repositories/lesson-visits";
import type { Database } from "~/.server/db/schema";

const visitForm = z.object({ lessonId: z.string().min(1).max(64) });

export async function answerLessonVisit(
  db: Database,
  request: Request,
  fields: FormData,
  now: Date = new Date(),
): Promise<Response> {
  const headers = new Headers({ "Cache-Control": "no-store" });
  const form = visitForm.safeParse(Object.fromEntries(fields));
  if (!form.success) return new Response(null, { status: 400, headers });
  // Only lessons a visitor can see (the row's foreign key would refuse an unknown one anyway).
  const [lessonId] = await findMarkableLessonIds(db, [form.data.lessonId]);
  if (!lessonId) return new Response(null, { status: 404, headers });
  const known = readVisitorKey(request);
  const key = known ?? newVisitorKey();
  await recordLessonVisit(db, { visitorKey: key }, lessonId, now);
  if (!known) headers.append("Set-Cookie", visitorKeyCookie(request, key));
  return new Response(null, { status: 204, headers });
}
