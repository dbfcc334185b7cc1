// The home page (spec §1): the hero with its figures and goals, the categories, why learn here, the
// featured courses and the calls to start. Every figure and choice is real (issue #27, decision
// 0040): figures come from the data, goals and categories are links that do what they say; what other features show (featured cards, courses to continue,
// courses saved offline) is passed in.
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import {
  BookIcon,
  BriefcaseIcon,
  ChipIcon,
  CoinsIcon,
  GiftIcon,
  MapPinIcon,
  PlayIcon,
  TrendingUpIcon,
  ClockIcon,
} from "~/components/ui/icons";
import { useI18n } from "~/i18n/i18n-context";
import type { MessageKey } from "~/i18n/ar";
import { categoryHref } from "~/lib/course/category-href";
import { categoryLabelIn } from "~/lib/course/course-text";
import type { HomeFigures } from "./home-figures.server";
import type { OfferedGoal } from "./learning-goals";

/** Known categories' icons and colours; another category gets the book. */
const CATEGORY_LOOKS: Record<string, { Icon: typeof BriefcaseIcon; className: string }> = {
  business: { Icon: BriefcaseIcon, className: "bg-amber-100 text-amber-800" },
  technology: { Icon: ChipIcon, className: "bg-sky-100 text-sky-800" },
  finance: { Icon: CoinsIcon, className: "bg-emerald-100 text-emerald-800" },
  marketing: { Icon: TrendingUpIcon, className: "bg-violet-100 text-violet-800" },
};
const OTHER_CATEGORY_LOOK = { Icon: BookIcon, className: "bg-slate-100 text-slate-700" };

const BENEFITS: Array<{ title: MessageKey; text: MessageKey; Icon: typeof GiftIcon }> = [
  { title: "home.why.free.title", text: "home.why.free.text", Icon: GiftIcon },
  { title: "home.why.local.title", text: "home.why.local.text", Icon: MapPinIcon },
  { title: "home.why.pace.title", text: "home.why.pace.text", Icon: ClockIcon },
];

/** One of the hero's figures, computed from the data (issue #27). */
function Stat({ value, label }: { value: string; label: string }) {
  return (
    <div>
      <dt className="text-sm text-emerald-100">{label}</dt>
      {/* Aligned with its label; the figure only isolates (decision 0027). */}
      <dd className="text-2xl font-bold">
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

export function HomePage({
  demoCourseId,
  figures,
  categories,
  goals,
  goal,
  featured,
  continueLearning,
  savedCourses,
}: {
  /** The course the demo button opens (the first featured one), or none: the catalogue. */
  demoCourseId: string | null;
  /** Courses and learners, from the data (issue #27). */
  figures: Pick<HomeFigures, "publishedCourses" | "learnersMoreThan">;
  /** The categories published courses use: the fields of learning. */
  categories: string[];
  /** The learning goals offered (those whose category has courses), and the one chosen. */
  goals: OfferedGoal[];
  goal: OfferedGoal | null;
  /** The featured courses' cards (catalogue). */
  featured: React.ReactNode[];
  /** The signed-in learner's courses to continue (progress). */
  continueLearning: React.ReactNode;
  /** The courses saved in this browser (offline). */
  savedCourses: React.ReactNode;
}) {
  const i = useI18n();
  const { t, rich, path, number } = i;
  const demoHref = path(demoCourseId ? `/course/${demoCourseId}` : "/courses");
  const { publishedCourses, learnersMoreThan } = figures;
  // Exact, without a "+"; past the counting limit, "more than" (decision 0040).
  const coursesValue = publishedCourses.isLowerBound
    ? t("catalogue.countMoreThan", { count: publishedCourses.count })
    : number(publishedCourses.count);
  return (
    <>
      {continueLearning}
      <section className="bg-gradient-to-b from-emerald-800 to-emerald-700 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-2 lg:py-20">
          <div>
            <Badge variant="highlight">{t("home.hero.badge")}</Badge>
            <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-5xl">
              {t("home.hero.heading")}
            </h1>
            <p className="mt-4 text-lg text-emerald-50">{t("home.hero.text")}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={path("/courses")}
                className={buttonVariants({ variant: "secondary", size: "lg" })}
              >
                {t("home.startFree")}
              </Link>
              <Link to={demoHref} className={buttonVariants({ variant: "inverse", size: "lg" })}>
                <PlayIcon />
                {t("home.watchDemo")}
              </Link>
            </div>
            <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4" data-testid="home-figures">
              {learnersMoreThan !== null && (
                <Stat
                  value={t("catalogue.countMoreThan", { count: learnersMoreThan })}
                  label={t("home.stats.learners")}
                />
              )}
              <Stat value={coursesValue} label={t("home.stats.courses")} />
              <Stat value={t("home.stats.freeValue")} label={t("home.stats.free")} />
            </dl>
          </div>

          {goals.length > 0 && (
            // Links, not radio buttons (issue #27): each shows the featured courses that serve it,
            // with JavaScript or without.
            <nav
              aria-labelledby="goals-heading"
              className="rounded-2xl bg-white p-5 text-slate-900 shadow-xl sm:p-6"
            >
              <h2 id="goals-heading" className="mb-4 text-lg font-bold">
                {t("home.goals.heading")}
              </h2>
              <ul className="space-y-2">
                {goals.map((offered) => (
                  <li key={offered.id}>
                    <Link
                      to={`${path("/")}?goal=${offered.id}#featured`}
                      aria-current={offered.id === goal?.id ? "true" : undefined}
                      className="flex min-h-11 items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-emerald-600 aria-[current]:border-emerald-600 aria-[current]:bg-emerald-50"
                    >
                      <span
                        aria-hidden="true"
                        className={
                          offered.id === goal?.id
                            ? "size-4 shrink-0 rounded-full border-5 border-emerald-700"
                            : "size-4 shrink-0 rounded-full border-2 border-slate-400"
                        }
                      />
                      {t(offered.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </section>
      {/* Courses saved in this browser for offline reading (issue #17), shown by its script. */}
      {savedCourses}

      <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-14">
        <h2 id="categories-heading" className="text-2xl font-bold">
          {t("home.categories.heading")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {categories.map((category) => {
            const { Icon, className } =
              CATEGORY_LOOKS[category.trim().toLowerCase()] ?? OTHER_CATEGORY_LOOK;
            return (
              // Each field opens its catalogue category (issue #27): the whole card is the link.
              <li key={category}>
                <Link
                  to={path(categoryHref(category))}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-5 hover:border-emerald-600 hover:shadow-md"
                >
                  <span
                    className={`flex size-12 items-center justify-center rounded-xl ${className}`}
                  >
                    <Icon className="size-6" />
                  </span>
                  <span className="mt-3 block font-bold">
                    <bdi>{categoryLabelIn(i, category)}</bdi>
                  </span>
                  <Badge variant="free" className="mt-2">
                    {t("common.free")}
                  </Badge>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="why" aria-labelledby="why-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="why-heading" className="text-2xl font-bold">
            {t("home.why.heading", { brand: t("site.brand") })}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {BENEFITS.map(({ title, text, Icon }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-emerald-100 text-emerald-800">
                  <Icon className="size-6" />
                </span>
                <div>
                  <h3 className="font-bold">{t(title)}</h3>
                  <p className="text-slate-600">{t(text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        id="featured"
        aria-labelledby="featured-heading"
        className="mx-auto max-w-7xl scroll-mt-(--header-height) px-4 py-14"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="featured-heading" className="text-2xl font-bold">
              {t("home.featured.heading")}
            </h2>
            {goal && (
              <p className="mt-1 text-slate-700" data-testid="featured-goal">
                {t("home.featured.forGoal", { goal: t(goal.label) })}{" "}
                <Link to={`${path("/")}#featured`} className="font-bold text-emerald-800 underline">
                  {t("home.featured.everyGoal")}
                </Link>
              </p>
            )}
          </div>
          <Link
            to={path(goal ? categoryHref(goal.category) : "/courses")}
            className={buttonVariants({ variant: "outline" })}
          >
            {goal
              ? t("home.featured.allInCategory", { category: categoryLabelIn(i, goal.category) })
              : t("home.featured.all")}
          </Link>
        </div>
        {featured.length > 0 ? (
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{featured}</div>
        ) : (
          <p className="mt-6 rounded-2xl bg-white p-8 text-center text-slate-600">
            {t("home.featured.empty")}
          </p>
        )}
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-14">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-amber-100 p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-xl font-bold">
              {rich("home.access.heading", {
                count: <bdi>{coursesValue}</bdi>,
              })}
            </h2>
            <p className="text-slate-700">{t("home.access.text")}</p>
          </div>
          <Link to={path("/courses")} className={buttonVariants({ size: "lg" })}>
            {t("home.startFree")}
          </Link>
        </div>
      </section>

      <section className="bg-emerald-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-center gap-5 px-4 py-14 text-center">
          <h2 className="text-2xl font-bold sm:text-3xl">{t("home.ready.heading")}</h2>
          <p className="max-w-2xl text-emerald-50">
            {learnersMoreThan === null
              ? t("home.ready.textWithoutFigure")
              : t("home.ready.text", {
                  learners: t("count.learners", { count: learnersMoreThan }),
                })}
          </p>
          <Link
            to={path("/courses")}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            {t("home.ready.start")}
          </Link>
        </div>
      </section>
    </>
  );
}
