// The course page's "mark complete" form (issue #6): the button's post without scripts, and the
// page's script at a video's end (app/browser/progress.ts), which wants an answer, not a redirect.
import { data, redirect } from "react-router";
import { z } from "zod";
import type { Database } from "~/.server/db/schema";
import { requestTranslator } from "~/i18n/request-translator.server";
import { readVisitorKey } from "~/.server/auth/visitor-key";
import { checkLessonMark, setLessonCompleted, type MarkResult } from "./lesson-progress.server";
import { authLinkTo } from "~/lib/learner-return";

const progressForm = z.object({
  intent: z.enum(["complete", "uncomplete"]),
  lessonId: z.string().min(1).max(64),
  position: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** Sent by the page's script (app/browser/progress.ts), which wants an answer, not a redirect. */
  js: z.literal("1").optional(),
  /**
   * Sent by the script of a visitor's page (decision 0041): check the mark against this browser's
   * lesson visits and answer, rather than send the visitor to /auth. The mark itself stays in
   * their browser. Without it a post of no signed-in learner is what it always was (a queued mark
   * of a learner signed out meanwhile must still learn that it was not saved).
   */
  as: z.literal("visitor").optional(),
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
  const completed = form.data.intent === "complete";
  let result: MarkResult;
  if (learnerId) {
    result = await setLessonCompleted(db, learnerId, form.data.lessonId, completed);
  } else if (form.data.js && form.data.as === "visitor") {
    // No key yet (the page's report of the visit has not come back): no visit, the whole wait.
    const visitorKey = readVisitorKey(request) ?? "";
    result = completed
      ? await checkLessonMark(db, { visitorKey }, form.data.lessonId)
      : { ok: true };
  } else {
    // Without scripts a visitor has no localStorage progress: offer an account to keep it.
    return redirect(i.path(authLinkTo("sign-up", back)));
  }
  if (!result.ok && result.reason === "not-found") throw data(null, { status: 404 });
  if (!result.ok) {
    // Too soon (decision 0041): nothing changed; the page again, saying how long is left. The
    // same answer with and without scripts (the script shows the page's message in place).
    const refusal = { lessonId: form.data.lessonId, minutesLeft: result.minutesLeft };
    return data({ ok: false, quiz: null, refusal }, { status: 409 });
  }
  // Without scripts: back to the page (a reload does not post again). With them, the page itself
  // (the route renders it after the action), from which the script takes the certificate offer.
  return form.data.js ? { ok: true, quiz: null, refusal: null } : redirect(back);
}
