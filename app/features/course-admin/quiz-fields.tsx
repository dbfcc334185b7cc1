// A video's quiz in the course editor (issue #16): its questions in the editor's one list component
// (reordered and removed like the videos), each with its text in every language
// (localized-text-field.tsx), 2 to 6 options each marked correct or not, an optional explanation
// learners see after answering, and for a saved question how it has been answered since it was
// last rewritten (decision 0030), so that an editor can spot a weak one. Errors are shown under
// their fields by path, as elsewhere in the editor (`videos.0.questions.1.options.2.text.fr`).
import { useId } from "react";
import {
  adminTranslator,
  DEFAULT_ADMIN_LOCALE,
  useAdminI18n,
  type AdminTranslator,
} from "~/i18n/admin/admin-i18n";
import type { Locale } from "~/i18n/locales";
import { Button } from "~/components/ui/button";
import { MAX_OPTIONS, MIN_OPTIONS } from "~/lib/course/quiz";
import { emptyOption, emptyQuestion, type OptionDraft, type QuestionDraft } from "./course-draft";
import { LIMITS } from "~/lib/course/course-form";
import { EditableList } from "./editable-list";
import { LocalizedTextField, localizedPaths } from "./localized-text-field";

/** A question's answers since its last rewrite (findQuestionStats), by question id. */
export type QuestionStatsById = Record<string, { answered: number; correct: number }>;

/** A text's languages side by side on wide screens. */
const LANGUAGES_ROW = "grid gap-3 xl:grid-cols-3";

/** "Answered 12 times · 42% right", or that nobody has answered it yet. */
export function questionStatsText(
  stats: { answered: number; correct: number } | undefined,
  { t }: AdminTranslator = adminTranslator(DEFAULT_ADMIN_LOCALE),
) {
  if (!stats || stats.answered === 0) return t("quiz.notAnswered");
  const percent = Math.round((stats.correct * 100) / stats.answered);
  return stats.answered === 1
    ? t("quiz.answeredOnce", { percent })
    : t("quiz.answeredTimes", { count: stats.answered, percent });
}

export function QuizFields({
  listId,
  videoNumber,
  questions,
  setQuestions,
  pathOf,
  errorOf,
  clearErrors,
  onReorder,
  stats,
}: {
  /** Unique on the page: the video's key. */
  listId: string;
  videoNumber: number;
  questions: QuestionDraft[];
  setQuestions: (update: (questions: QuestionDraft[]) => QuestionDraft[]) => void;
  /** The form path of this video's field: `videos.2.${name}`. */
  pathOf: (name: string) => string;
  errorOf: (path: string) => string | undefined;
  clearErrors: (...paths: string[]) => void;
  onReorder: () => void;
  stats: QuestionStatsById;
}) {
  const i18n = useAdminI18n();
  const { t } = i18n;
  const updateQuestion = (key: string, change: (question: QuestionDraft) => QuestionDraft) =>
    setQuestions((list) =>
      list.map((question) => (question.key === key ? change(question) : question)),
    );

  return (
    <EditableList
      nested
      id={`quiz-${listId}`}
      heading={t("quiz.heading")}
      label={t("quiz.label", { number: videoNumber })}
      addLabel={t("quiz.add")}
      emptyText={t("quiz.empty", { number: videoNumber })}
      itemName={t("quiz.item")}
      items={questions}
      setItems={setQuestions}
      create={emptyQuestion}
      onReorder={onReorder}
      renderNote={(question) =>
        question.id ? (
          <p className="mb-3 text-sm text-slate-700" data-testid="question-stats">
            {questionStatsText(stats[question.id], i18n)}
          </p>
        ) : null
      }
      renderFields={(question, index) => {
        const path = (name: string) => pathOf(`questions.${index}.${name}`);
        const setText = (locale: Locale, value: string) => {
          // One language is enough, so typing in one clears the error of all of them.
          clearErrors(...localizedPaths(path("text")));
          updateQuestion(question.key, (current) => ({
            ...current,
            text: { ...current.text, [locale]: value },
          }));
        };
        const setExplanation = (locale: Locale, value: string) => {
          clearErrors(path(`explanation.${locale}`));
          updateQuestion(question.key, (current) => ({
            ...current,
            explanation: { ...current.explanation, [locale]: value },
          }));
        };
        const setOptions = (change: (options: OptionDraft[]) => OptionDraft[]) =>
          updateQuestion(question.key, (current) => ({
            ...current,
            options: change(current.options),
          }));
        return (
          <div className="space-y-4">
            <LocalizedTextField
              path={path("text")}
              label={t("quiz.question")}
              value={question.text}
              multiline
              rows={2}
              maxLength={LIMITS.question}
              hint={t("quiz.questionHint")}
              className={LANGUAGES_ROW}
              errorOf={errorOf}
              onChange={setText}
            />
            <OptionsFields
              options={question.options}
              setOptions={setOptions}
              path={path}
              errorOf={errorOf}
              clearErrors={clearErrors}
              onRemove={onReorder}
            />
            <LocalizedTextField
              path={path("explanation")}
              label={t("quiz.explanation")}
              englishLabel={t("quiz.englishExplanation")}
              value={question.explanation}
              multiline
              rows={2}
              maxLength={LIMITS.explanation}
              hint={t("quiz.explanationHint")}
              className={LANGUAGES_ROW}
              errorOf={errorOf}
              onChange={setExplanation}
            />
          </div>
        );
      }}
    />
  );
}

/** A question's options: each a group of its three texts and 'Correct'; 2 to 6 of them. */
function OptionsFields({
  options,
  setOptions,
  path,
  errorOf,
  clearErrors,
  onRemove,
}: {
  options: OptionDraft[];
  setOptions: (change: (options: OptionDraft[]) => OptionDraft[]) => void;
  /** The question's field path: `videos.0.questions.1.${name}`. */
  path: (name: string) => string;
  errorOf: (path: string) => string | undefined;
  clearErrors: (...paths: string[]) => void;
  onRemove: () => void;
}) {
  const { t } = useAdminI18n();
  const groupErrorId = useId();
  // No option marked correct: said once for the options, and by each 'Correct' box.
  const groupError = errorOf(path("options"));
  const setOption = (key: string, change: Partial<OptionDraft>) =>
    setOptions((list) =>
      list.map((option) => (option.key === key ? { ...option, ...change } : option)),
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-bold text-slate-800">
          {t("quiz.options", { min: MIN_OPTIONS, max: MAX_OPTIONS })}
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => setOptions((list) => [...list, emptyOption()])}
        >
          {t("quiz.addOption")}
        </Button>
      </div>
      {groupError ? (
        <p id={groupErrorId} className="text-sm font-bold text-red-700" dir="auto">
          {groupError}
        </p>
      ) : null}
      <ol className="space-y-3">
        {options.map((option, index) => {
          const number = index + 1;
          const optionPath = (name: string) => path(`options.${index}.${name}`);
          const setText = (locale: Locale, value: string) => {
            clearErrors(...localizedPaths(optionPath("text")));
            setOptions((list) =>
              list.map((other) =>
                other.key === option.key
                  ? { ...other, text: { ...other.text, [locale]: value } }
                  : other,
              ),
            );
          };
          return (
            <li key={option.key}>
              <fieldset className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-bold">{t("quiz.option", { number })}</legend>
                <LocalizedTextField
                  path={optionPath("text")}
                  label={t("quiz.optionText")}
                  value={option.text}
                  maxLength={LIMITS.option}
                  className={LANGUAGES_ROW}
                  errorOf={errorOf}
                  onChange={setText}
                />
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <label className="flex items-center gap-2 text-sm font-bold text-slate-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-emerald-700"
                      checked={option.correct}
                      aria-invalid={groupError ? true : undefined}
                      aria-describedby={groupError ? groupErrorId : undefined}
                      onChange={(e) => {
                        clearErrors(path("options"));
                        setOption(option.key, { correct: e.target.checked });
                      }}
                    />
                    {t("quiz.correct")}
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    disabled={options.length <= MIN_OPTIONS}
                    aria-label={t("quiz.removeOptionAria", { number })}
                    onClick={() => {
                      setOptions((list) => list.filter((other) => other.key !== option.key));
                      // Errors by position no longer point at the right option.
                      onRemove();
                    }}
                  >
                    {t("quiz.removeOption")}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
