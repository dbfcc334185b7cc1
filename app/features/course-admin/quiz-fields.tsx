// A video's quiz in the course editor (issue #16): its questions in the editor's one list component
// (reordered and removed like the videos), each with its text in English, Arabic and French, 2 to
// 6 options each marked correct or not, an optional explanation learners see after answering, and
// for a saved question how it has been answered since it was last rewritten (decision 0030), so
// that an editor can spot a weak one. Errors are shown under their fields by path, as elsewhere in
// the editor (`videos.0.questions.1.options.2.text`).
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { TextAreaField, TextField } from "~/components/ui/field";
import { MAX_OPTIONS, MIN_OPTIONS } from "~/lib/course/quiz";
import { emptyOption, emptyQuestion, type OptionDraft, type QuestionDraft } from "./course-draft";
import { LIMITS } from "~/lib/course/course-form";
import { EditableList } from "./editable-list";

/** A question's answers since its last rewrite (findQuestionStats), by question id. */
export type QuestionStatsById = Record<string, { answered: number; correct: number }>;

const LANGUAGES_ROW = "grid gap-3 xl:grid-cols-3";

/** The three fields of one text: `name` (English), `nameAr` and `nameFr`, as the lessons have. */
const LANGUAGES = [
  { suffix: "", dir: "auto", lang: undefined },
  { suffix: "Ar", dir: "rtl", lang: "ar" },
  { suffix: "Fr", dir: "auto", lang: "fr" },
] as const;

function InThreeLanguages({
  name,
  labels,
  values,
  multiline = false,
  maxLength,
  hint,
  errorOf,
  onChange,
}: {
  name: string;
  /** English, Arabic and French labels. */
  labels: readonly [string, string, string];
  values: readonly [string, string, string];
  multiline?: boolean;
  maxLength: number;
  /** Under the English field. */
  hint?: string;
  /** The error of a field by its name (`text`, `textAr`…). */
  errorOf: (field: string) => string | undefined;
  onChange: (field: string, value: string) => void;
}) {
  return (
    <div className={LANGUAGES_ROW}>
      {LANGUAGES.map(({ suffix, dir, lang }, n) => {
        const field = `${name}${suffix}`;
        const props = {
          label: labels[n],
          value: values[n],
          dir,
          lang,
          maxLength,
          hint: n === 0 ? hint : undefined,
          error: errorOf(field),
        };
        return multiline ? (
          <TextAreaField
            key={field}
            rows={2}
            {...props}
            onChange={(e) => onChange(field, e.target.value)}
          />
        ) : (
          <TextField key={field} {...props} onChange={(e) => onChange(field, e.target.value)} />
        );
      })}
    </div>
  );
}

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
        const setText = (name: string, value: string) => {
          // One language is enough, so typing in one clears the error of all three.
          clearErrors(path("text"), path("textAr"), path("textFr"));
          updateQuestion(question.key, (current) => ({ ...current, [name]: value }));
        };
        const setExplanation = (name: string, value: string) => {
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
            <InThreeLanguages
              name="text"
              labels={["Question", "Arabic Question", "French Question"]}
              values={[question.text, question.textAr, question.textFr]}
              multiline
              maxLength={LIMITS.question}
              hint="In English, Arabic or French: one of the three is enough."
              errorOf={(field) => errorOf(path(field))}
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
            <InThreeLanguages
              name="explanation"
              labels={["Explanation (optional)", "Arabic Explanation", "French Explanation"]}
              values={[question.explanation, question.explanationAr, question.explanationFr]}
              multiline
              maxLength={LIMITS.explanation}
              hint="Shown to learners after they answer."
              errorOf={(field) => errorOf(path(field))}
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
          const setText = (name: string, value: string) => {
            clearErrors(optionPath("text"), optionPath("textAr"), optionPath("textFr"));
            setOption(option.key, { [name]: value });
          };
          return (
            <li key={option.key}>
              <fieldset className="rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-bold">Option {number}</legend>
                <InThreeLanguages
                  name="text"
                  labels={["Text", "Arabic Text", "French Text"]}
                  values={[option.text, option.textAr, option.textFr]}
                  maxLength={LIMITS.option}
                  errorOf={(field) => errorOf(optionPath(field))}
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
