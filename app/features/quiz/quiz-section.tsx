// The lesson's quiz below the lesson on the course page (issue #16, decision 0032): an ordinary
// form that posts to the course page, which grades it and answers with this section showing the
// result. Public pages load no React (decision 0011): app/browser/quiz.ts posts the form with
// fetch and swaps `[data-quiz]` for the one in the answer. Before an answer the page holds the
// questions only (PublicQuizQuestion): no answer key, no explanation.
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ContentText } from "~/components/ui/content-text";
import { AlertIcon, CheckCircleIcon, CircleIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { Translator } from "~/i18n/translator";
import { pickLocalized, type ChosenText } from "~/lib/course/course-text";
import { reachesPassMark, scorePercent, type QuizResult } from "~/lib/course/quiz";
import type { LocalizedText } from "~/lib/localized-text";
import type { GradedQuestion, GradedQuiz, PublicQuizQuestion } from "./grade-quiz";

/** What the course page's action answers about a quiz (only for the lesson it names). */
export type QuizOutcome =
  | { kind: "graded"; graded: GradedQuiz; best: QuizResult | null }
  | { kind: "throttled"; lessonId: string; retryAfterSeconds: number };

/** Question, option and explanation text in the page's language, with the lessons' fallback. */
function textIn(i: Translator, item: { text: LocalizedText }): ChosenText {
  return pickLocalized(i.locale, item.text) ?? { text: "", lang: i.locale };
}

function explanationIn(i: Translator, question: GradedQuestion): ChosenText | null {
  return pickLocalized(i.locale, question.explanation);
}

function BestResult({ best, passMark }: { best: QuizResult; passMark: number }) {
  const { t } = useI18n();
  const percent = scorePercent(best.bestCorrect, best.bestTotal);
  const passed = reachesPassMark(best.bestCorrect, best.bestTotal, passMark);
  return (
    <p
      data-quiz-best
      className={`mt-2 text-sm font-bold ${passed ? "text-emerald-800" : "text-slate-700"}`}
    >
      {t(passed ? "quiz.bestPassed" : "quiz.bestNotPassed", { percent })}
    </p>
  );
}

export function QuizSection({
  lessonId,
  questions,
  best,
  passMark,
  position,
  outcome,
  authHref,
  readOnly = false,
}: {
  lessonId: string;
  questions: PublicQuizQuestion[];
  /** The signed-in learner's best result before this answer; null for a visitor. */
  best: QuizResult | null;
  passMark: number;
  /** The lesson's position: the form posts to `?lesson=<position>`. */
  position: number;
  /** The action's answer, when it is about this lesson's quiz. */
  outcome?: QuizOutcome | null;
  /** For a visitor: where to make an account (the result is kept in their browser until then). */
  authHref?: string | null;
  /** The admin's preview (issue #14): shown as learners see it, cannot be sent. */
  readOnly?: boolean;
}) {
  const i = useI18n();
  const graded = outcome?.kind === "graded" ? outcome.graded : null;
  const shownBest = outcome?.kind === "graded" ? outcome.best : best;
  return (
    <section
      id="quiz"
      data-quiz
      aria-labelledby="quiz-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="quiz-heading" className="text-lg font-bold">
        {i.t("quiz.heading")}
      </h2>
      {shownBest ? <BestResult best={shownBest} passMark={passMark} /> : null}
      {graded ? (
        <QuizResultView
          graded={graded}
          questions={questions}
          position={position}
          authHref={authHref ?? null}
        />
      ) : (
        <QuizForm
          lessonId={lessonId}
          questions={questions}
          passMark={passMark}
          position={position}
          readOnly={readOnly}
          throttledSeconds={outcome?.kind === "throttled" ? outcome.retryAfterSeconds : null}
        />
      )}
    </section>
  );
}

function QuizForm({
  lessonId,
  questions,
  passMark,
  position,
  readOnly,
  throttledSeconds,
}: {
  lessonId: string;
  questions: PublicQuizQuestion[];
  passMark: number;
  position: number;
  readOnly: boolean;
  throttledSeconds: number | null;
}) {
  const i = useI18n();
  return (
    // The result comes back at the quiz (#quiz), not at the top of a long page. Its address is
    // not the lesson's (`quiz=answer`, which the loader ignores), so that 'try again', a link to
    // the lesson's, is a page load and not a jump within the result.
    <form
      method="post"
      action={`?lesson=${position}&quiz=answer#quiz`}
      data-quiz-form
      className="mt-2"
    >
      <input type="hidden" name="intent" value="quiz" />
      <input type="hidden" name="lessonId" value={lessonId} />
      <input type="hidden" name="position" value={position} />
      <p className="text-sm text-slate-700">{i.t("quiz.intro", { passMark })}</p>
      {throttledSeconds !== null ? (
        <p
          role="alert"
          data-quiz-error
          tabIndex={-1}
          className="mt-3 flex items-start gap-2 rounded-lg bg-red-50 p-3 text-sm font-bold text-red-800"
        >
          <AlertIcon className="mt-0.5 size-4 shrink-0" />
          {i.t("quiz.tooManyAttempts", { minutes: Math.max(1, Math.ceil(throttledSeconds / 60)) })}
        </p>
      ) : null}
      <ol className="mt-4 space-y-5">
        {questions.map((question, index) => (
          <li key={question.id}>
            <fieldset>
              <legend className="font-bold">
                <span className="block text-sm text-slate-600">
                  {i.t("quiz.question", { number: index + 1 })}
                </span>
                <ContentText value={textIn(i, question)} />
              </legend>
              {/* The same words and the same control on every question, whether one option is
                  right or several (issue #26 item 8): the form gives no answer away. */}
              <p className="mt-1 text-sm text-slate-600">{i.t("quiz.chooseAll")}</p>
              <div className="mt-2 space-y-1">
                {question.options.map((option) => (
                  <label
                    key={option.id}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-slate-50"
                  >
                    <input
                      type="checkbox"
                      name={`q:${question.id}`}
                      value={option.id}
                      className="size-5 shrink-0 accent-emerald-700"
                    />
                    <span>
                      <ContentText value={textIn(i, option)} />
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <Button type="submit" className="mt-5" disabled={readOnly}>
        {i.t("quiz.submit")}
      </Button>
    </form>
  );
}

function QuizResultView({
  graded,
  questions,
  position,
  authHref,
}: {
  graded: GradedQuiz;
  questions: PublicQuizQuestion[];
  position: number;
  authHref: string | null;
}) {
  const i = useI18n();
  const byId = new Map(graded.questions.map((question) => [question.id, question]));
  return (
    <div data-quiz-result className="mt-3">
      {/* Focus comes here after an answer in place (app/browser/quiz.ts), so it is read out. */}
      <div
        data-quiz-summary
        tabIndex={-1}
        className={`rounded-lg p-4 ${graded.passed ? "bg-emerald-50 text-emerald-950" : "bg-amber-50 text-amber-950"}`}
      >
        <h3 className="font-bold">{i.t("quiz.resultHeading")}</h3>
        <p className="mt-1 text-2xl font-bold" data-quiz-score>
          {i.t("quiz.score", {
            correct: graded.correct,
            total: graded.total,
            percent: graded.percent,
          })}
        </p>
        <p className="mt-1" data-quiz-passed={String(graded.passed)}>
          {i.t(graded.passed ? "quiz.passed" : "quiz.notPassed", { passMark: graded.passMark })}
        </p>
      </div>
      <ol className="mt-4 space-y-5">
        {questions.map((question, index) => {
          const result = byId.get(question.id);
          if (!result) return null;
          const explanation = explanationIn(i, result);
          return (
            <li key={question.id} data-quiz-question={result.right ? "right" : "wrong"}>
              <p className="font-bold">
                <span className="block text-sm text-slate-600">
                  {i.t("quiz.question", { number: index + 1 })}
                </span>
                <ContentText value={textIn(i, question)} />
              </p>
              <p
                className={`mt-1 inline-flex items-center gap-1 text-sm font-bold ${result.right ? "text-emerald-800" : "text-red-800"}`}
              >
                {result.right ? (
                  <CheckCircleIcon className="size-4" />
                ) : (
                  <AlertIcon className="size-4" />
                )}
                {i.t(result.right ? "quiz.right" : "quiz.wrong")}
              </p>
              <ul className="mt-2 space-y-1">
                {question.options.map((option) => {
                  const correct = result.correctIds.includes(option.id);
                  const chosen = result.chosen.includes(option.id);
                  return (
                    <li
                      key={option.id}
                      data-correct-option={correct ? "" : undefined}
                      className={`flex items-start gap-2 rounded-lg px-2 py-1 ${correct ? "bg-emerald-50" : ""}`}
                    >
                      {correct ? (
                        <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-emerald-800" />
                      ) : (
                        <CircleIcon className="mt-0.5 size-4 shrink-0 text-slate-400" />
                      )}
                      <span>
                        <ContentText value={textIn(i, option)} />
                        {correct ? (
                          <span className="ms-2 text-sm text-emerald-800">
                            ({i.t("quiz.correctOption")})
                          </span>
                        ) : null}
                        {chosen ? (
                          <span className="ms-2 text-sm font-bold text-slate-700">
                            ({i.t("quiz.yourChoice")})
                          </span>
                        ) : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {explanation ? (
                <p className="mt-2 text-sm text-slate-700">
                  <strong>{i.t("quiz.explanation")}</strong> <ContentText value={explanation} />
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {authHref ? (
        <p className="mt-4 text-sm text-slate-700" data-quiz-visitor>
          {i.t("quiz.visitorKept")}{" "}
          <Link to={authHref} reloadDocument className="font-bold text-emerald-800 underline">
            {i.t("quiz.visitorSignIn")}
          </Link>
        </p>
      ) : null}
      {/* A plain link: the lesson's page again, with the empty form (the script restores it in
          place). */}
      <a
        href={`?lesson=${position}#quiz`}
        data-quiz-again
        className={buttonVariants({ variant: "outline", className: "mt-5" })}
      >
        {i.t("quiz.tryAgain")}
      </a>
    </div>
  );
}
