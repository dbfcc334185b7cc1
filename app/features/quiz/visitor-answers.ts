// A visitor's quiz answers kept in their browser (issue #16, decision 0032), as the value of one
// cookie: the server sets it when it grades a visitor's attempt and reads it back at sign-up and
// sign-in, where the answers are graded again (never a score: the browser is not trusted).
//
// Compact, because the cookie goes with every request of the site: per lesson quiz
// `<lessonId>:<one character per question>`, entries joined by `.`, oldest first. The character
// is the set of chosen options as a bit mask of their positions (6 options at most, so one of the
// 64 base64url characters). Anything that does not read exactly so is ignored.
//
// An entry may end in the visitor's run of failed attempts at that quiz (issue #27, decision
// 0042): `~<failures in a row, 1-9><when the last failed, in seconds since 1970, base 36>`, about
// 8 characters. It is the visitor's own word, like the rest of the cookie: it can hold back an
// honest visitor, not one who deletes the cookie.
import { MAX_OPTIONS, type QuizQuestion } from "~/lib/course/quiz";

const DIGITS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** Well within the 4 KB browsers keep per cookie, and little on every request of the site. */
export const VISITOR_ANSWERS_MAX_LENGTH = 3000;
/** More questions than any quiz is expected to have; longer entries are not ours. */
const MAX_QUESTIONS = 100;

export interface VisitorAnswers {
  lessonId: string;
  /** Per question, in the quiz's order: the positions of the chosen options, as a bit mask. */
  masks: number[];
  /** Failed attempts in a row at this quiz, and when the last failed; absent with no run. */
  failedRun?: { failedInRow: number; lastFailedAt: Date };
}

const ENTRY = new RegExp(
  `^([A-Za-z0-9-]{1,64}):([A-Za-z0-9_-]{1,${MAX_QUESTIONS}})(?:~([1-9])([0-9a-z]{1,8}))?$`,
);

/** The entries of a cookie value: one per lesson (the last one wins), oldest first. */
export function parseVisitorAnswers(value: string | null | undefined): VisitorAnswers[] {
  if (!value || value.length > VISITOR_ANSWERS_MAX_LENGTH) return [];
  const byLesson = new Map<string, VisitorAnswers>();
  for (const part of value.split(".")) {
    const match = ENTRY.exec(part);
    if (!match?.[1] || !match[2]) continue;
    const masks = [...match[2]].map((digit) => DIGITS.indexOf(digit));
    const failedRun =
      match[3] && match[4]
        ? { failedInRow: Number(match[3]), lastFailedAt: new Date(parseInt(match[4], 36) * 1000) }
        : undefined;
    byLesson.delete(match[1]);
    byLesson.set(match[1], { lessonId: match[1], masks, ...(failedRun ? { failedRun } : {}) });
  }
  return [...byLesson.values()];
}

/**
 * The cookie value with `entry` as the newest, replacing the lesson's older one; the oldest
 * entries are dropped to stay within the size.
 */
export function serializeVisitorAnswers(
  entries: readonly VisitorAnswers[],
  entry: VisitorAnswers,
): string {
  const kept = [...entries.filter((e) => e.lessonId !== entry.lessonId), entry].map(
    (e) => `${e.lessonId}:${e.masks.map((mask) => DIGITS[mask & 63]).join("")}${runSuffix(e)}`,
  );
  while (kept.length > 1 && kept.join(".").length > VISITOR_ANSWERS_MAX_LENGTH) kept.shift();
  return kept.join(".");
}

function runSuffix({ failedRun }: VisitorAnswers): string {
  if (!failedRun || failedRun.failedInRow < 1) return "";
  const seconds = Math.max(0, Math.floor(failedRun.lastFailedAt.getTime() / 1000));
  return `~${Math.min(9, failedRun.failedInRow)}${seconds.toString(36)}`;
}

/** The chosen option ids of each question as masks of their positions. */
export function answersToMasks(
  questions: readonly Pick<QuizQuestion, "id" | "options">[],
  chosenByQuestion: ReadonlyMap<string, readonly string[]>,
): number[] {
  return questions.map((question) => {
    const chosen = new Set(chosenByQuestion.get(question.id) ?? []);
    return question.options
      .slice(0, MAX_OPTIONS)
      .reduce((mask, option, index) => (chosen.has(option.id) ? mask | (1 << index) : mask), 0);
  });
}

/** Masks read back against the questions as they are now (decision 0030): option ids chosen. */
export function masksToAnswers(
  questions: readonly Pick<QuizQuestion, "id" | "options">[],
  masks: readonly number[],
): Map<string, string[]> {
  return new Map(
    questions.map((question, position) => {
      const mask = masks[position] ?? 0;
      return [
        question.id,
        question.options
          .filter((_, index) => index < MAX_OPTIONS && mask & (1 << index))
          .map((option) => option.id),
      ];
    }),
  );
}
