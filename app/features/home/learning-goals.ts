// The home page's "what is your learning goal?" (spec §1, issue #27): each goal is a link,
// `/?goal=…#featured`, that shows the featured courses of the category serving that goal, with
// JavaScript or without. A goal whose category has no published course is not offered: it would
// lead to an empty list.
import type { MessageKey } from "~/i18n/ar";

interface LearningGoal {
  id: string;
  label: MessageKey;
  /** The course category (case-insensitive) that serves this goal. */
  category: string;
}

const LEARNING_GOALS: readonly LearningGoal[] = [
  { id: "business", label: "home.goals.business", category: "business" },
  { id: "finance", label: "home.goals.finance", category: "finance" },
  { id: "technology", label: "home.goals.technology", category: "technology" },
  { id: "wealth", label: "home.goals.wealth", category: "business" },
  { id: "future", label: "home.goals.future", category: "finance" },
];

/** A goal offered on the page, with the category exactly as the courses spell it. */
export interface OfferedGoal {
  id: string;
  label: MessageKey;
  category: string;
}

/** The goals whose category some published course has, in the page's order. */
export function offeredGoals(publishedCategories: readonly string[]): OfferedGoal[] {
  return LEARNING_GOALS.flatMap((goal) => {
    const category = publishedCategories.find(
      (name) => name.trim().toLowerCase() === goal.category,
    );
    return category ? [{ ...goal, category }] : [];
  });
}
