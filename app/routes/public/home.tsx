import type { Route } from "./+types/home";
import { getSignedInLearner } from "~/features/accounts/learner-session.server";
import { FeaturedCourseCard } from "~/features/catalogue/featured-course-card";
import { listFeaturedCourses } from "~/features/catalogue/list-courses.server";
import { HomePage } from "~/features/home/home-page";
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
  const [courses, continueLearning] = await Promise.all([
    listFeaturedCourses(context.db),
    learner ? listContinueLearning(context.db, learner.id) : [],
  ]);
  return { courses, continueLearning };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { courses, continueLearning } = loaderData;
  return (
    <HomePage
      demoCourseId={courses[0]?.id ?? null}
      featured={courses.map((course) => (
        <FeaturedCourseCard key={course.id} course={course} />
      ))}
      continueLearning={<ContinueLearning courses={continueLearning} />}
      savedCourses={<SavedCourses className="mx-auto max-w-7xl px-4 pt-10" />}
    />
  );
}
