// The lesson's quiz below the lesson on the course page (issue #16, decision 0032): an ordinary
// form that posts to the course page, which grades it and answers with this section showing the
// result. Public pages load no React (decision 0011): app/browser/quiz.ts posts the form with
// fetch and swaps `[data-quiz]` for the one in the answer. Before an answer the page holds the
// questions only (PublicQuizQuestion): no answer key, no explanation; so does the answer to a
// failed attempt (FailedQuiz, issue #27): the key and the explanations come with a pass.
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { ContentText } from "~/components/ui/content-text";
import { AlertIcon, CheckCircleIcon, CircleIcon } from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { Translator } from "~/i18n/translator";
import { pickLocalized, type ChosenText } from "~/lib/course/course-text";
import { reachesPassMark, scorePercent, type QuizResult } from "~/lib/course/quiz";
import type { LocalizedText } from "~/lib/localized-text";
import type { FailedQuiz, GradedQuestion, GradedQuiz, PublicQuizQuestion } from "./grade-quiz";

/** What the course page's action answers about a quiz (only for the lesson it names). */
export type QuizOutcome =
  /** Passed: the whole grading, the right options and the explanations. */
  | { kind: "passed"; graded: GradedQuiz; best: QuizResult | null }
  /** Failed: the score and the wrong answers only; `waitSeconds` after a third fail in a row. */
  | { kind: "failed"; failed: FailedQuiz; best: QuizResult | null; waitSeconds: number | null }
  /** Refused for load (decision 0032). */
  | { kind: "throttled"; lessonId: string; retryAfterSeconds: number }
  /** Refused: still waiting after failing in a row (decision 0042). */
  | { kind: "waiting"; lessonId: string; retryAfterSeconds: number };

export function outcomeLessonId(outcome: QuizOutcome): string {
  switch (outcome.kind) {
    case "passed":
      return outcome.graded.lessonId;
    case "failed":
      return outcome.failed.lessonId;
    default:
      return outcome.lessonId;
  }
}

/** Whole minutes, rounded up: "1 minute" for the last seconds, never "0 minutes". */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The wait after failing in a row, in the page's language (decision 0042). */
function WaitNotice({ seconds }: { seconds: number }) {
  const { t } = useI18n();
  return (
    <p
      role="alert"
      data-quiz-wait
      tabIndex={-1}
      className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm font-bold text-amber-950"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      {t("quiz.waitAfterFails", { minutes: minutesOf(seconds) })}
    </p>
  );
}

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
  waitSeconds = null,
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
  /** Seconds a signed-in learner still waits after failing in a row (the page before an answer). */
  waitSeconds?: number | null;
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
  const graded = outcome?.kind === "passed" ? outcome.graded : null;
  const failed = outcome?.kind === "failed" ? outcome : null;
  const shownBest = outcome?.kind === "passed" || outcome?.kind === "failed" ? outcome.best : best;
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
      {failed ? (
        <FailedResultView
          failed={failed.failed}
          waitSeconds={failed.waitSeconds}
          questions={questions}
          position={position}
          authHref={authHref ?? null}
        />
      ) : graded ? (
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
          waitSeconds={outcome?.kind === "waiting" ? outcome.retryAfterSeconds : waitSeconds}
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
  waitSeconds,
}: {
  lessonId: string;
  questions: PublicQuizQuestion[];
  passMark: number;
  position: number;
  readOnly: boolean;
  throttledSeconds: number | null;
  /** While a learner waits the form stays, so they can reread it; a post is refused (429). */
  waitSeconds: number | null;
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
          {i.t("quiz.tooManyAttempts", { minutes: minutesOf(throttledSeconds) })}
        </p>
      ) : null}
      {waitSeconds !== null ? <WaitNotice seconds={waitSeconds} /> : null}
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

/** The score of a failed attempt, or of a passed one. */
function ResultSummary({
  result,
}: {
  result: Pick<GradedQuiz, "correct" | "total" | "percent" | "passMark" | "passed">;
}) {
  const i = useI18n();
  return (
    // Focus comes here after an answer in place (app/browser/quiz.ts), so it is read out.
    <div
      data-quiz-summary
      tabIndex={-1}
      className={`rounded-lg p-4 ${result.passed ? "bg-emerald-50 text-emerald-950" : "bg-amber-50 text-amber-950"}`}
    >
      <h3 className="font-bold">{i.t("quiz.resultHeading")}</h3>
      <p className="mt-1 text-2xl font-bold" data-quiz-score>
        {i.t("quiz.score", {
          correct: result.correct,
          total: result.total,
          percent: result.percent,
        })}
      </p>
      <p className="mt-1" data-quiz-passed={String(result.passed)}>
        {i.t(result.passed ? "quiz.passed" : "quiz.notPassed", { passMark: result.passMark })}
      </p>
    </div>
  );
}

function VisitorNote({ authHref }: { authHref: string | null }) {
  const i = useI18n();
  if (!authHref) return null;
  return (
    <p className="mt-4 text-sm text-slate-700" data-quiz-visitor>
      {i.t("quiz.visitorKept")}{" "}
      <Link to={authHref} reloadDocument className="font-bold text-emerald-800 underline">
        {i.t("quiz.visitorSignIn")}
      </Link>
    </p>
  );
}

/** A plain link: the lesson's page again, with the empty form (the script fetches it in place). */
function TryAgain({ position }: { position: number }) {
  const i = useI18n();
  return (
    <a
      href={`?lesson=${position}#quiz`}
      data-quiz-again
      className={buttonVariants({ variant: "outline", className: "mt-5" })}
    >
      {i.t("quiz.tryAgain")}
    </a>
  );
}

/**
 * A failed attempt (issue #27, decision 0042): the score and each wrongly answered question with
 * the learner's own choice marked wrong. Nothing says which options are right, and the
 * explanations wait for a pass; it has only FailedQuiz to show, which holds neither.
 */
function FailedResultView({
  failed,
  waitSeconds,
  questions,
  position,
  authHref,
}: {
  failed: FailedQuiz;
  waitSeconds: number | null;
  questions: PublicQuizQuestion[];
  position: number;
  authHref: string | null;
}) {
  const i = useI18n();
  const wrong = new Map(failed.wrong.map((question) => [question.id, question.chosen]));
  return (
    <div data-quiz-result className="mt-3">
      <ResultSummary result={failed} />
      <p className="mt-4 text-sm text-slate-700">{i.t("quiz.failedIntro")}</p>
      <ol className="mt-3 space-y-5">
        {questions.map((question, index) => {
          const chosen = wrong.get(question.id);
          if (!chosen) return null;
          const options = question.options.filter((option) => chosen.includes(option.id));
          return (
            <li key={question.id} data-quiz-question="wrong">
              <p className="font-bold">
                <span className="block text-sm text-slate-600">
                  {i.t("quiz.question", { number: index + 1 })}
                </span>
                <ContentText value={textIn(i, question)} />
              </p>
              {options.length > 0 ? (
                <>
                  <p className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-red-800">
                    <AlertIcon className="size-4" />
                    {i.t("quiz.yourWrongAnswer")}
                  </p>
                  <ul className="mt-1 space-y-1">
                    {options.map((option) => (
                      <li
                        key={option.id}
                        data-quiz-wrong-choice
                        className="rounded-lg bg-red-50 px-2 py-1 text-red-950"
                      >
                        <ContentText value={textIn(i, option)} />
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="mt-1 inline-flex items-center gap-1 text-sm font-bold text-red-800">
                  <AlertIcon className="size-4" />
                  {i.t("quiz.noAnswer")}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {waitSeconds !== null ? <WaitNotice seconds={waitSeconds} /> : null}
      <VisitorNote authHref={authHref} />
      <TryAgain position={position} />
    </div>
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
      <ResultSummary result={graded} />
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
      <VisitorNote authHref={authHref} />
      <TryAgain position={position} />
    </div>
  );
}
