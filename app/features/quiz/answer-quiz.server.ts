// The course page's answer to a quiz form (issue #16, decision 0032): the route hands over the
// posted form, this grades it (lesson-quiz.server.ts) and says what the page shows and which
// headers go with it: a visitor's cookie of best answers, or a 429's Retry-After. A failed
// attempt's answer holds no answer key (issue #27, decision 0042): it is cut down here, before it
// becomes the action's data, which a data request (`.data`) would hand out as it is.
import { data, type AppLoadContext } from "react-router";
import { z } from "zod";
import { retryAfterHeaders } from "~/.server/http/retry-after";
import { takeLessonQuiz } from "./lesson-quiz.server";
import { failedQuiz } from "./grade-quiz";
import { chosenAnswers } from "./quiz-form";
import type { QuizOutcome } from "./quiz-section";
import { readVisitorQuizCookie, visitorQuizCookie } from "./visitor-quiz-cookie.server";

const quizForm = z.object({
  intent: z.literal("quiz"),
  lessonId: z.string().min(1).max(64),
});

export async function answerQuiz(
  request: Request,
  context: Pick<AppLoadContext, "db" | "clientIp">,
  courseId: string,
  learnerId: string | null,
  fields: FormData,
) {
  const form = quizForm.safeParse(Object.fromEntries(fields));
  if (!form.success) throw data(null, { status: 400 });
  const outcome = await takeLessonQuiz(context.db, {
    courseId,
    lessonId: form.data.lessonId,
    answers: chosenAnswers(fields),
    learnerId,
    clientIp: context.clientIp,
    visitorCookie: learnerId ? null : readVisitorQuizCookie(request),
  });
  if (outcome.status === "unknown") throw data(null, { status: 404 });
  if (outcome.status === "throttled" || outcome.status === "waiting") {
    const quiz: QuizOutcome = {
      kind: outcome.status,
      lessonId: form.data.lessonId,
      retryAfterSeconds: outcome.retryAfterSeconds,
    };
    return data({ quiz }, { status: 429, headers: retryAfterHeaders(outcome.retryAfterSeconds) });
  }
  const quiz: QuizOutcome = outcome.graded.passed
    ? { kind: "passed", graded: outcome.graded, best: outcome.best }
    : {
        kind: "failed",
        failed: failedQuiz(outcome.graded),
        best: outcome.best,
        waitSeconds: outcome.waitSeconds,
      };
  return data(
    { quiz },
    outcome.visitorCookie
      ? { headers: { "Set-Cookie": visitorQuizCookie(request, outcome.visitorCookie) } }
      : undefined,
  );
}
