// The course page's "mark complete" form (issue #6): the button's post without scripts, and the
// page's script at a video's end (app/browser/progress.ts), which wants an answer, not a redirect.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Database } from "~/.server/db/schema";
import { requestTranslator } from "~/i18n/request-translator.server";
import { setLessonCompleted } from "./lesson-progress.server";

const progressForm = z.object({
  intent: z.enum(["complete", "uncomplete"]),
  lessonId: z.string().min(1).max(64),
  position: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Sent by the page's script (app/browser/progress.ts), which wants an answer, not a redirect. */
  js: z.literal("1").optional(),
});

/**
 * Marks the lesson complete or not. The learner is looked up only for a valid form, and a visitor
 * is offered an account.
 */
export async function submitProgressForm(
  db: Database,
  request: Request,
  courseId: string,
  fields: FormData,
  signedInLearnerId: () => Promise<string | null>,
) {
  const form = progressForm.safeParse(Object.fromEntries(fields));
  if (!form.success) throw data(null, { status: 400 });
  const i = requestTranslator(request);
  const back = i.path(`/course/${encodeURIComponent(courseId)}?lesson=${form.data.position}`);
  const learnerId = await signedInLearnerId();
  // Without scripts a visitor has no localStorage progress: offer an account to keep it.
  if (!learnerId) return redirect(i.path(`/auth?redirectTo=${encodeURIComponent(back)}`));
  const completed = form.data.intent === "complete";
  if (!(await setLessonCompleted(db, learnerId, form.data.lessonId, completed))) {
    throw data(null, { status: 404 });
  }
  // Without scripts: back to the page (a reload does not post again).
  return form.data.js ? { ok: true, quiz: null } : redirect(back);
}
