// A video's quiz in the course editor (issue #16): its questions in the editor's one list component
// (reordered and removed like the videos), each with its text in English, Arabic and French, 2 to
// 6 options each marked correct or not, an optional explanation learners see after answering, and
// for a saved question how it has been answered since it was last rewritten (decision 0030), so
// that an editor can spot a weak one. Errors are shown under their fields by path, as elsewhere in
// the editor (`videos.0.questions.1.options.2.text`).
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { MAX_OPTIONS, MIN_OPTIONS } from "~/lib/quiz";
import { emptyOption, emptyQuestion, type OptionDraft, type QuestionDraft } from "./course-draft";
import { LIMITS } from "./course-form";
import { EditableList } from "./editable-list";

/** A question's answers since its last rewrite (findQuestionStats), by question id. */
export type QuestionStatsById = Record<string, { answered: number; correct: number }>;

const LANGUAGES_ROW = "grid gap-3 xl:grid-cols-3";

/** "Answered 12 times · 42% right", or that nobody has answered it yet. */
export function questionStatsText(stats: { answered: number; correct: number } | undefined) {
  if (!stats || stats.answered === 0) return "Not answered yet";
  const times = stats.answered === 1 ? "once" : `${stats.answered} times`;
  return `Answered ${times} · ${Math.round((stats.correct * 100) / stats.answered)}% right`;
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
  const updateQuestion = (key: string, change: (question: QuestionDraft) => QuestionDraft) =>
    setQuestions((list) =>
      list.map((question) => (question.key === key ? change(question) : question)),
    );

  return (
    <EditableList
      nested
      id={`quiz-${listId}`}
      heading={`Quiz (optional)`}
      addLabel="Add Question"
      emptyText={`No questions: video ${videoNumber} has no quiz.`}
      itemName="Question"
      items={questions}
      setItems={setQuestions}
      create={emptyQuestion}
      onReorder={onReorder}
      renderNote={(question) =>
        question.id ? (
          <p className="mb-3 text-sm text-slate-700" data-testid="question-stats">
            {questionStatsText(stats[question.id])}
          </p>
        ) : null
      }
      renderFields={(question, index) => {
        const path = (name: string) => pathOf(`questions.${index}.${name}`);
        const setText = (name: "text" | "textAr" | "textFr", value: string) => {
          // One language is enough, so typing in one clears the error of all three.
          clearErrors(path("text"), path("textAr"), path("textFr"));
          updateQuestion(question.key, (current) => ({ ...current, [name]: value }));
        };
        const setExplanation = (
          name: "explanation" | "explanationAr" | "explanationFr",
          value: string,
        ) => {
          clearErrors(path(name));
          updateQuestion(question.key, (current) => ({ ...current, [name]: value }));
        };
        const setOptions = (change: (options: OptionDraft[]) => OptionDraft[]) =>
          updateQuestion(question.key, (current) => ({
            ...current,
            options: change(current.options),
          }));
        return (
          <div className="space-y-4">
            <div className={LANGUAGES_ROW}>
              <TextAreaField
                label="Question"
                rows={2}
                value={question.text}
                dir="auto"
                maxLength={LIMITS.question}
                hint="In English, Arabic or French: one of the three is enough."
                error={errorOf(path("text"))}
                onChange={(e) => setText("text", e.target.value)}
              />
              <TextAreaField
                label="Arabic Question"
                rows={2}
                value={question.textAr}
                dir="rtl"
                lang="ar"
                maxLength={LIMITS.question}
                error={errorOf(path("textAr"))}
                onChange={(e) => setText("textAr", e.target.value)}
              />
              <TextAreaField
                label="French Question"
                rows={2}
                value={question.textFr}
                dir="auto"
                lang="fr"
                maxLength={LIMITS.question}
                error={errorOf(path("textFr"))}
                onChange={(e) => setText("textFr", e.target.value)}
              />
            </div>
            <OptionsFields
              options={question.options}
              setOptions={setOptions}
              path={path}
              errorOf={errorOf}
              clearErrors={clearErrors}
              onRemove={onReorder}
            />
            <div className={LANGUAGES_ROW}>
              <TextAreaField
                label="Explanation (optional)"
                rows={2}
                value={question.explanation}
                dir="auto"
                maxLength={LIMITS.explanation}
                hint="Shown to learners after they answer."
                error={errorOf(path("explanation"))}
                onChange={(e) => setExplanation("explanation", e.target.value)}
              />
              <TextAreaField
                label="Arabic Explanation"
                rows={2}
                value={question.explanationAr}
                dir="rtl"
                lang="ar"
                maxLength={LIMITS.explanation}
                error={errorOf(path("explanationAr"))}
                onChange={(e) => setExplanation("explanationAr", e.target.value)}
              />
              <TextAreaField
                label="French Explanation"
                rows={2}
                value={question.explanationFr}
                dir="auto"
                lang="fr"
                maxLength={LIMITS.explanation}
                error={errorOf(path("explanationFr"))}
                onChange={(e) => setExplanation("explanationFr", e.target.value)}
              />
            </div>
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
          Options ({MIN_OPTIONS} to {MAX_OPTIONS}; mark every correct one)
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => setOptions((list) => [...list, emptyOption()])}
        >
          Add Option
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
          const setText = (name: "text" | "textAr" | "textFr", value: string) => {
            clearErrors(optionPath("text"), optionPath("textAr"), optionPath("textFr"));
            setOption(option.key, { [name]: value });
          };
          return (
            <li key={option.key}>
              <fieldset className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-bold">Option {number}</legend>
                <div className={LANGUAGES_ROW}>
                  <TextField
                    label="Text"
                    value={option.text}
                    dir="auto"
                    maxLength={LIMITS.option}
                    error={errorOf(optionPath("text"))}
                    onChange={(e) => setText("text", e.target.value)}
                  />
                  <TextField
                    label="Arabic Text"
                    value={option.textAr}
                    dir="rtl"
                    lang="ar"
                    maxLength={LIMITS.option}
                    error={errorOf(optionPath("textAr"))}
                    onChange={(e) => setText("textAr", e.target.value)}
                  />
                  <TextField
                    label="French Text"
                    value={option.textFr}
                    dir="auto"
                    lang="fr"
                    maxLength={LIMITS.option}
                    error={errorOf(optionPath("textFr"))}
                    onChange={(e) => setText("textFr", e.target.value)}
                  />
                </div>
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
                    Correct
                  </label>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    className="text-red-700"
                    disabled={options.length <= MIN_OPTIONS}
                    aria-label={`Remove option ${number}`}
                    onClick={() => {
                      setOptions((list) => list.filter((other) => other.key !== option.key));
                      // Errors by position no longer point at the right option.
                      onRemove();
                    }}
                  >
                    Remove option
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
