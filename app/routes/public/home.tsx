import type { Route } from "./+types/home";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { FeaturedCourseCard } from "~/features/catalogue/featured-course-card";
import {
  listFeaturedCourses,
  listPublishedCategories,
} from "~/features/catalogue/list-courses.server";
import { loadHomeFigures } from "~/features/home/home-figures.server";
import { HomePage } from "~/features/home/home-page";
import { offeredGoals } from "~/features/home/learning-goals";
import { SavedCourses } from "~/features/offline/saved-courses";
import { ContinueLearning } from "~/features/progress/continue-learning";
import { listContinueLearning } from "~/features/progress/lesson-progress.server";
import { metaTranslator, pageUrl, sharedPageMeta } from "~/i18n/page-meta";

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const i = metaTranslator(location);
  const url = pageUrl(location, matches);
  return sharedPageMeta(i, i.t("home.title"), undefined, { url, canonical: true });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  // Visitors carry no session cookie: no query, and the same (cacheable) page for all of them.
  const learner = await getSignedInLearner(request, context);
  const categories = await listPublishedCategories(context.db);
  const goals = offeredGoals(categories);
  // ?goal=… (a goal link, issue #27) narrows the featured courses; an unknown one is ignored.
  const goalId = new URL(request.url).searchParams.get("goal");
  const goal = goals.find((offered) => offered.id === goalId) ?? null;
  const [courses, continueLearning] = await Promise.all([
    listFeaturedCourses(context.db, goal?.category),
    learner ? listContinueLearning(context.db, learner.id) : [],
  ]);
  const figures = await loadHomeFigures(
    context.db,
    courses.map((course) => course.id),
  );
  return { courses, continueLearning, categories, goals, goal, figures };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, continueLearning, categories, goals, goal, figures } = loaderData;
  return (
    <HomePage
      demoCourseId={courses[0]?.id ?? null}
      figures={figures}
      categories={categories}
      goals={goals}
      goal={goal}
      featured={courses.map((course) => (
        <FeaturedCourseCard key={course.id} course={course} views={figures.views[course.id]} />
      ))}
      continueLearning={<ContinueLearning courses={continueLearning} />}
      savedCourses={<SavedCourses className="mx-auto max-w-7xl px-4 pt-10" />}
    />
  );
}
